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
  const parts = text.split(PROMPT_SEPARATOR).map((p) => p.trim()).filter((p) => p !== '' && !isNonPrompt(p));
  const last = parts[parts.length - 1];
  const line = last?.split('\n').find((l) => l.trim() !== '')?.trim();
  return line ? headRedacted(line, 300) : null;
}
