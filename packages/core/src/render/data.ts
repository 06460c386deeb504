/** The one place the renderers get their hostile-text helpers from (the shared safety module). */
import { cleanText } from '../safety/hostile-text.js';

export { DATA_NOTICE, capText, cleanText, fenceAsData, quoteAsData } from '../safety/hostile-text.js';

/** Our own text (status reason, notes, framing lines) on one clean line, so nothing can open a block. */
export function ours(s: string): string {
  return cleanText(s).replace(/\s+/g, ' ').trim();
}
