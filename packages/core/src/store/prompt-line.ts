import { isCompactSummaryText, isNonPrompt, requestBehindContext, stripContinuation } from '../adapters/prompts.js';
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
  return windowOf(text).flatMap((e) => (e.kind === 'prompt' ? [e.text] : []));
}

/** A real prompt of the window, or a compaction summary Entire recorded among them (the agent's account, not a prompt). */
export interface WindowEntry {
  kind: 'prompt' | 'compaction';
  text: string;
}

/** The window's real prompts and compaction summaries, oldest first, whole; every other part is passed over. */
export function windowOf(text: string | null): WindowEntry[] {
  if (!text) return [];
  const out: WindowEntry[] = [];
  for (const raw of promptParts(text)) {
    const part = requestBehindContext(raw).trim();
    if (part === '') continue;
    if (isCompactSummaryText(part)) out.push({ kind: 'compaction', text: stripContinuation(part) });
    else if (!isNonPrompt(part)) out.push({ kind: 'prompt', text: part });
  }
  return out;
}

/** The window's latest real prompt, whole (null: none). */
export function lastPromptOf(text: string | null): string | null {
  if (!text) return null;
  // From the end: only the parts after the latest prompt are tested (isNonPrompt is most of the cost of a long file).
  const parts = promptParts(text);
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = requestBehindContext(parts[i] ?? '').trim();
    if (part !== '' && !isNonPrompt(part)) return part;
  }
  return null;
}

/**
 * The window's parts. The separator is a Markdown rule, which a pasted report may hold too: a part that opens a tag
 * block (`<task-notification>` with a sub-agent's report) whose closing tag only a later part holds was cut inside the
 * block, so the parts up to that closing tag are one. A block never closed stays cut where the separators are.
 */
function promptParts(text: string): string[] {
  const parts = text.split(PROMPT_SEPARATOR);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const tag = OPENING_TAG.exec(part)?.[1];
    const close = tag && !part.includes(`</${tag}>`) ? closingPart(parts, i, `</${tag}>`) : -1;
    if (close < 0) {
      out.push(part);
      continue;
    }
    out.push(parts.slice(i, close + 1).join(PROMPT_SEPARATOR));
    i = close;
  }
  return out;
}

/** The index of the part after `from`, within BLOCK_PARTS_MAX, that holds `closing`; -1 when none does. */
function closingPart(parts: string[], from: number, closing: string): number {
  for (let j = from + 1; j < parts.length && j <= from + BLOCK_PARTS_MAX; j++) if (parts[j]?.includes(closing)) return j;
  return -1;
}

/** A pasted block cut by more rules than this is left cut: the search stays linear in the window's size. */
const BLOCK_PARTS_MAX = 200;

/** A tag that opens a part: `<task-notification>`, `<teammate-message teammate_id="…">`. */
const OPENING_TAG = /^\s*<([A-Za-z_][\w-]*)(?:\s[^>]*)?>/;

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
