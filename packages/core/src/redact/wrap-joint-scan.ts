/**
 * A value a hard wrap cuts (issue 13: a secret split across a line): a terminal, `fold` or a log formatter breaks a
 * long line at its width, so a token, a URL's credential or a key runs from the end of one line into the start of
 * the next, and neither piece alone matches a rule. A line break is read as such a wrap when the line before it
 * fills the width of the text (its widest line, MIN_WIDTH characters or more; the line after it is no wider: the
 * rest of a wrapped line never outruns the width) and a value's character stands on both sides of it (a wrap at a
 * blank is a word wrap, which cuts no value). Only a bounded window around each wrap is scanned with the break taken
 * out, and only a finding that crosses the break is kept, cut back into its pieces on each line; text without such
 * a wrap costs one pass over its line ends.
 */
import { isIdShape } from './id-shapes.js';
import { isPublicId } from './placeholder.js';
import { scanAll, type Ranked } from './passes.js';
import { looksLikeHalfSecret } from './split-tail.js';

/** Narrower lines are a text's own layout (a list, a short log line), not a width something wrapped at. */
const MIN_WIDTH = 40;
/** How much of the lines on each side of a wrap is judged with it: more than the longest token a rule knows. */
const SIDE = 256;
/** A character a value (token, URL, key, password) holds, on both sides of a break that cuts one. */
const VALUE_CHAR = /[A-Za-z0-9_+/=%.:@?&~*!#$-]/;

/** A wrap: `at` is the offset of the line break, `next` of the first character of the line after it. */
interface Wrap {
  at: number;
  next: number;
}

/** The line breaks of `text` that a hard wrap made, in order. */
export function wrapsIn(text: string): Wrap[] {
  if (!text.includes('\n')) return [];
  const lines = linesOf(text);
  // the width a wrap fills is the text's widest line: a listing's or a log's long line among wider ones wraps nothing
  let width = MIN_WIDTH;
  for (const l of lines) width = Math.max(width, l.end - l.start);
  const wraps: Wrap[] = [];
  for (let k = 0; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    const next = lines[k + 1]!;
    if (line.end - line.start === width && next.end - next.start <= width && cutsValue(text, line.end, next.start)) wraps.push({ at: line.end, next: next.start });
  }
  return wraps;
}

/** Each line's start and end (before its `\r\n` or `\n`). */
function linesOf(text: string): { start: number; end: number }[] {
  const lines: { start: number; end: number }[] = [];
  let start = 0;
  for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
    lines.push({ start, end: text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl });
    start = nl + 1;
  }
  lines.push({ start, end: text.length });
  return lines;
}

/**
 * A value's characters on both sides of the break, and the next line no line of its own: grep's `90-` or `284:`
 * before a line's text starts a numbered line, and `OLDPWD=…` or `key: …` an assignment, not the rest of a value.
 * A line that ends in an armor's five dashes (`-----BEGIN PRIVATE KEY-----`) opens a block: the key rules read it
 * whole, and joined to its first line it would read as one random value under another label.
 */
function cutsValue(text: string, end: number, next: number): boolean {
  if (text.startsWith('-----', end - 5)) return false;
  return VALUE_CHAR.test(text.charAt(end - 1)) && VALUE_CHAR.test(text.charAt(next)) && !OWN_LINE.test(text.slice(next, next + 48));
}

const OWN_LINE = /^(?:\d{1,6}[-:](?:[\s)]|$)|[A-Za-z_][\w.-]{0,40}(?:=[^=\s]|:\s))/;

/**
 * What the rules find across each wrap of `text` read unwrapped, as findings on `text`: the piece before each break
 * and the piece after it, under the rule that found the whole. Wraps whose windows touch are read together, so a
 * value wrapped over three lines or more is read whole.
 */
export function scanWrapJoints(text: string, out: Ranked[]): void {
  const wraps = wrapsIn(text);
  for (let k = 0; k < wraps.length; ) {
    let last = k;
    while (last + 1 < wraps.length && wraps[last + 1]!.at - SIDE <= wraps[last]!.next + SIDE) last++;
    scanGroup(text, wraps.slice(k, last + 1), out);
    k = last + 1;
  }
}

/** One window over consecutive wraps: their lines, SIDE characters at most before the first and after the last. */
function scanGroup(text: string, group: Wrap[], out: Ranked[]): void {
  const first = group[0]!;
  const last = group[group.length - 1]!;
  const from = Math.max(text.lastIndexOf('\n', first.at - 1) + 1, first.at - SIDE);
  const lastLineEnd = text.indexOf('\n', last.next);
  const to = Math.min(lastLineEnd < 0 ? text.length : lastLineEnd, last.next + SIDE);
  // the window unwrapped, and where each of its characters stands in `text`
  const parts: string[] = [];
  const origin: number[] = [];
  const joins: number[] = [];
  let at = from;
  for (const w of group) {
    parts.push(text.slice(at, w.at));
    for (let i = at; i < w.at; i++) origin.push(i);
    joins.push(origin.length);
    at = w.next;
  }
  parts.push(text.slice(at, to));
  for (let i = at; i < to; i++) origin.push(i);
  origin.push(to);
  const found: Ranked[] = [];
  scanAll(parts.join(''), found);
  const view = parts.join('');
  for (const f of found) {
    const crossed = joins.filter((j) => f.start < j && f.end > j);
    if (crossed.length === 0 || !continuesValue(view, f, crossed)) continue;
    // the pieces on each line, the line breaks between them kept
    let start = f.start;
    for (const j of [...crossed, f.end]) {
      out.push({ ...f, start: origin[start]!, end: origin[j - 1]! + 1 });
      start = j;
    }
  }
}

/**
 * Whether what `f` finds across the breaks at `crossed` is one value cut by them, not a value that ends its line and
 * what starts the next (a digest or an id of its own, a list's bullet, a prompt's `user@host`): no piece after a
 * break holds a blank, the run that starts each next line is no id, and a piece on one side looks like half a secret.
 */
function continuesValue(view: string, f: Ranked, crossed: number[]): boolean {
  const bounds = [f.start, ...crossed, f.end];
  for (let k = 1; k < bounds.length - 1; k++) {
    const piece = view.slice(bounds[k]!, bounds[k + 1]!);
    const head = HEAD_RUN.exec(view.slice(bounds[k]!, bounds[k]! + SIDE))?.[0] ?? '';
    if (/\s/.test(piece) || head.length < 4 || HEX_ID.test(head) || isIdShape(head) || isPublicId(head) || USER_AT_HOST.test(head)) return false;
  }
  const pieces = bounds.slice(1).map((end, k) => view.slice(bounds[k]!, end));
  return pieces.some(looksLikeHalfSecret);
}

/** A commit's or a digest's hex standing alone at a line's start (`cfb0d769  claude-code`, a SHA-1). */
const HEX_ID = /^[0-9a-f]{7,64}$/;
/** A shell prompt's `user@host-name` at a line's start. */
const USER_AT_HOST = /^[a-z][a-z0-9._-]{0,31}@[A-Za-z][A-Za-z0-9-]*$/;
/** The run of a value's characters a line starts with. */
const HEAD_RUN = /^[A-Za-z0-9_+/=%.:@?&~*!#$-]+/;
