/**
 * The lines an edit takes out and the lines it puts in, each side without the lines both share: what a later edit must
 * take out again to undo it (summarize/undone-edits.ts). Only lines that carry code or prose count; a brace or a blank
 * line is in every file and undoes nothing. Bounded: an edit's first lines are enough to tie two edits together.
 */
import type { EditLines } from '../types/events.js';

const LINES_MAX = 40;
const LINE_MAX = 200;
const LINE_TAIL = 40;
/** A line with a word of its own: three letters or digits in a row. */
const CARRIES = /[\p{L}\p{N}]{3}/u;

/** A long line by its head and tail: two long lines that differ only near their end stay two lines. */
function held(line: string): string {
  return line.length <= LINE_MAX ? line : `${line.slice(0, LINE_MAX - LINE_TAIL - 1)}…${line.slice(-LINE_TAIL)}`;
}

function linesOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = held(raw.trim());
    if (!CARRIES.test(line) || out.includes(line)) continue;
    out.push(line);
    if (out.length >= LINES_MAX) break;
  }
  return out;
}

/** What replacing `before` with `after` takes out and puts in; null when it does neither. */
export function replacedLines(before: string, after: string): EditLines | null {
  const was = linesOf(before);
  const now = linesOf(after);
  const removed = was.filter((l) => !now.includes(l));
  const added = now.filter((l) => !was.includes(l));
  return removed.length > 0 || added.length > 0 ? { removed, added } : null;
}

/** The same for a unified or apply_patch hunk set: "-" lines out, "+" lines in (file headers aside). */
export function patchLines(patch: string): EditLines | null {
  const before: string[] = [];
  const after: string[] = [];
  for (const line of patch.split('\n')) {
    if (/^(?:---|\+\+\+)\s/.test(line)) continue;
    if (line.startsWith('-')) before.push(line.slice(1));
    else if (line.startsWith('+')) after.push(line.slice(1));
  }
  return replacedLines(before.join('\n'), after.join('\n'));
}
