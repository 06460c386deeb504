/** The assistant's own stated next step ("Next, I'll…", "The next step is…", "Remaining: …"). */
import { oneLine, sentences } from './clip.js';

const NEXT_MAX = 400;
const NEXT = /^(?:next,?\s+(?:i'?ll|i will|we'?ll|we will|i need to|we need to|i'?m going to)|next up\b|next steps?\s*(?:is|are|:)|the next step\b|remaining\s*:|still to do\s*:|todo\s*:|then i'?ll|after that,?\s+i'?ll|now i'?ll|i'?ll (?:now|next)\b|what'?s left\s*(?:is|:))/i;

export function statedNextStep(text: string): string | null {
  // "Remaining:" on its own line followed by a list: take the first list item.
  const m = /^\s*(?:\*\*)?(remaining|next steps?|still to do)(?:\*\*)?\s*:?\s*(?:\*\*)?\s*\n\s*(?:[-*+]|\d+[.)])\s+(.+)$/im.exec(text);
  if (m?.[1] && m[2]) return oneLine(`${m[1]}: ${m[2]}`, NEXT_MAX);
  for (const s of sentences(text)) {
    const bare = s.replace(/^\*+|\*+$/g, '').trim();
    if (NEXT.test(bare) && !/:\s*$/.test(bare)) return oneLine(bare, NEXT_MAX);
  }
  return null;
}
