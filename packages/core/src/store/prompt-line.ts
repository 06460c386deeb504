import { isNonPrompt } from '../adapters/prompts.js';
import { headRedacted } from '../safety/redacted-cut.js';

const PROMPT_SEPARATOR = '\n\n---\n\n';

/** prompt.txt blobs larger than this are not read. */
export const MAX_PROMPT_BLOB = 1024 * 1024;

/**
 * Entire joins a checkpoint window's prompts with "\n\n---\n\n"; the last real one is the latest. Entire also records
 * text that is no prompt (skill bodies, interrupt markers, compaction summaries, `/exit`): those are passed over, and
 * null means the window holds no prompt at all (the caller then looks at an older window).
 */
export function firstLineOfLast(text: string | null): string | null {
  if (!text) return null;
  // From the end: only the parts after the latest prompt are tested (isNonPrompt is most of the cost of a long file).
  const parts = text.split(PROMPT_SEPARATOR);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]?.trim() ?? '';
    if (part === '' || isNonPrompt(part)) continue;
    const line = part.split('\n').find((l) => l.trim() !== '')?.trim();
    return line ? headRedacted(line, 300) : null;
  }
  return null;
}
