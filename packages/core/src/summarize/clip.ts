/**
 * Length caps for kept strings: the summarizer never holds an uncapped transcript string. Every cut goes through
 * safety/redacted-cut, so a secret across a cut is redacted whole before it is cut.
 */
import { headRedacted, sliceRedacted, tailRedacted } from '../safety/redacted-cut.js';
import { oneLine } from '../safety/hostile-text.js';

const ELLIPSIS = '…';

/** Keeps the head of `s`, at most `max` characters (a trailing `…` marks the cut). */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  return headRedacted(s, Math.max(0, max - 1)) + ELLIPSIS;
}

/**
 * `s` on one line, at most `max` characters: when it must be cut, after its last whole sentence if one ends in the
 * second half, else after its last whole word, so a statement never ends mid-word ("Keep the checkpoint system for tokens, … and…"
 * reads as another).
 */
export function oneLineSentences(s: string, max: number): string {
  const flat = oneLine(s, max);
  if (!flat.endsWith(ELLIPSIS)) return flat;
  const body = flat.slice(0, -ELLIPSIS.length);
  const end = Math.max(...['. ', '! ', '? '].map((stop) => body.lastIndexOf(stop)));
  if (end >= body.length / 2) return body.slice(0, end + 1);
  // No sentence ends late enough: the cut falls between words, so no word is shown half ("…cost for rew…").
  const space = body.search(/\s\S*$/);
  return space >= body.length / 2 ? body.slice(0, space).replace(/[\s,;:—–-]+$/, '') + ELLIPSIS : flat;
}

/** Keeps the tail of `s` (completion claims and questions sit at the end of a message). */
export function clipTail(s: string, max: number): string {
  if (s.length <= max) return s;
  return ELLIPSIS + tailRedacted(s, Math.max(0, max - 1));
}

/** Head and tail of `s` when it is longer than `head + tail` (patterns only need both ends; bounds the work per event). */
export function ends(s: string, head: number, tail: number): string {
  if (s.length <= head + tail) return s;
  return `${sliceRedacted(s, 0, head)}\n…\n${sliceRedacted(s, s.length - tail, s.length)}`;
}

export { capText, oneLine } from '../safety/hostile-text.js';

/** Strips ANSI escape sequences (colour codes in test output) so patterns match the visible text. */
export function stripAnsi(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g, '');
}

/** Splits prose into sentences, skipping fenced code blocks and quoted lines (they are not the assistant's own words). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let inFence = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence || line === '' || line.startsWith('>')) continue;
    const body = line.replace(/^(?:[-*+]\s+|\d+[.)]\s+|#+\s+)/, '');
    for (const part of body.split(/(?<=[.!?])\s+(?=[A-Z"'`(*])/)) {
      const s = part.trim();
      if (s) out.push(s);
    }
  }
  return out;
}

/** Bold markers dropped, outside code spans only: a glob or `__init__` inside backticks is code, not markup. */
export function unbold(s: string): string {
  return s.split(/(`[^`\n]*`)/).map((part) => (part.startsWith('`') ? part : part.replace(/\*\*|__/g, ''))).join('');
}
