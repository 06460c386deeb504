import { isNonPrompt, requestBehindContext } from '../adapters/prompts.js';
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
  const part = lastPromptOf(text);
  if (part === null) return null;
  const line = typedWords(part).split('\n').find((l) => l.trim() !== '')?.trim();
  return line ? headRedacted(line, 300) : null;
}

/** Every real prompt of the window, oldest first, whole. */
export function promptsOf(text: string | null): string[] {
  if (!text) return [];
  return text.split(PROMPT_SEPARATOR).map((part) => requestBehindContext(part).trim()).filter((part) => part !== '' && !isNonPrompt(part));
}

/** The window's latest real prompt, whole (null: none). */
export function lastPromptOf(text: string | null): string | null {
  if (!text) return null;
  // From the end: only the parts after the latest prompt are tested (isNonPrompt is most of the cost of a long file).
  const parts = text.split(PROMPT_SEPARATOR);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = requestBehindContext(parts[i] ?? '').trim();
    if (part !== '' && !isNonPrompt(part)) return part;
  }
  return null;
}

/**
 * A closed tag block at the start of a prompt: context the client put before what was typed (Cursor's
 * `<external_links>` with a fetched page, `<attached_files>`), which is not the user's words.
 */
const LEADING_BLOCK = /^\s*<([A-Za-z_][\w-]*)(?:\s[^>]*)?>[\s\S]*?<\/\1>\s*/;

/** The prompt from its first typed word on: leading context blocks dropped while words follow them. */
function typedWords(part: string): string {
  let rest = part;
  for (let m = LEADING_BLOCK.exec(rest); m && rest.slice(m[0].length).trim() !== ''; m = LEADING_BLOCK.exec(rest)) rest = rest.slice(m[0].length);
  return rest;
}

/** A line that opens a Markdown section (`# Title`): a document's, as typed prompts seldom are. */
export function opensWithHeading(line: string): boolean {
  return /^#{1,6} \S/.test(line);
}

/** A prompt as compared across records (prompt.txt, the transcript): white space collapsed, its head only. */
export function promptKey(text: string): string {
  return text.slice(0, 2000).replace(/\s+/g, ' ').trim().slice(0, 500);
}
