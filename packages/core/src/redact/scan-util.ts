/** Character-level helpers shared by the scanners: word boundaries and JSON/shell escapes. */
import { Buffer } from 'node:buffer';
import type { RawMatch } from './rule-types.js';

/** A file's extension ending a name: a letter, then up to seven letters or digits. */
export const FILE_EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;

export function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 95;
}

export function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Count of backslashes immediately before `i`. */
export function backslashesBefore(text: string, i: number): number {
  let n = 0;
  while (i - 1 - n >= 0 && text.charCodeAt(i - 1 - n) === 92) n++;
  return n;
}

/** True when `i` starts a token: start of text, a non-word character before it, or an escape such as `\n`. */
export function isLeftBoundary(text: string, i: number): boolean {
  if (i === 0) return true;
  const c = text.charCodeAt(i - 1);
  if (!isWordChar(c)) return true;
  return isEscapeLetter(c) && backslashesBefore(text, i - 1) % 2 === 1;
}

export function isEscapeLetter(c: number): boolean {
  return c === 110 || c === 116 || c === 114 || c === 98 || c === 102; // n t r b f
}

/** `text[i]` is the letter of an escape such as `\n` (odd number of backslashes before it). */
export function isEscapeAt(text: string, i: number): boolean {
  return i > 0 && isEscapeLetter(text.charCodeAt(i)) && text.charCodeAt(i - 1) === 92 && backslashesBefore(text, i) % 2 === 1;
}

/** Length of the line break at `i`: a real `\n` / `\r\n`, or a JSON `\n` / `\r\n` escape (any escape depth). */
export function lineBreakAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 1;
  if (c === 13) return text.charCodeAt(i + 1) === 10 ? 2 : 1;
  if (c !== 92) return 0;
  let j = i;
  while (text.charCodeAt(j) === 92) j++;
  const depth = j - i;
  if (depth % 2 === 0) return 0;
  const e = text.charCodeAt(j);
  if (e === 110) return depth + 1;
  if (e === 114 && text.slice(j + 1, j + 2 + depth).endsWith('n')) return 2 * depth + 2;
  return 0;
}

const CONTINUATION = /[A-Za-z0-9_+/.~%=!#$*?^-]{4,512}/y;

/**
 * Where a secret wrapped onto the next line ends: right after the line break at `end`, a run of token
 * characters with a digit that ends the line or meets a quote, blank or delimiter. -1 when there is none.
 */
export function continuationAfter(text: string, end: number): number {
  // a shell line continuation (`…\⏎`) wraps a value too: the backslash belongs to the break
  const glued = text.charCodeAt(end) === 92 && (text.charCodeAt(end + 1) === 10 || text.charCodeAt(end + 1) === 13) ? 1 : 0;
  let br = glued + lineBreakAt(text, end + glued);
  if (br === glued) return -1;
  // a continued command line is indented: the value goes on after the blanks (`\⏎`, or `\\\n` in a JSON string)
  const continued = glued === 1 || (br >= 4 && text.charCodeAt(end + 1) === 92);
  while (continued && br < 64 && (text.charCodeAt(end + br) === 32 || text.charCodeAt(end + br) === 9)) br++;
  CONTINUATION.lastIndex = end + br;
  const m = CONTINUATION.exec(text);
  if (m === null || !/[0-9]/.test(m[0]) || !/[A-Za-z]/.test(m[0])) return -1;
  // the next line is an assignment of its own (`DEBUG=1`, `log_level=info`), named the way people name things
  if (/^(?:[A-Z][A-Z0-9_]*|[a-z][a-z0-9_.]*|[a-z]+(?:[A-Z][a-z][a-z0-9]*)+)=/.test(m[0])) return -1;
  // a git SHA or a UUID on a line of its own is a value of its own, never the tail of a wrapped secret
  if (isIdShape(m[0])) return -1;
  const stop = end + br + m[0].length;
  if (stop < text.length && !/[\s"'`\\,;)\]}@]/.test(text.charAt(stop))) return -1;
  if (betweenTableRows(text, end, stop) || startsTableRow(text, end + br, stop)) return -1;
  return stop;
}

/** How far back the cell before a line break is followed to find the column gap before it. */
const CELL_REACH = 256;

/**
 * `…   10.42.1.58   node-t6wo5⏎orders-api-7d9f-x2k4q   1/1   Running`: the last cell of one row of a table and the first
 * cell of the next, each set off from its row by a column gap (two blanks or a tab). A value wrapped by a terminal
 * or an editor ends one line and starts the next; it is not a column of a table on both sides of the break.
 */
function betweenTableRows(text: string, end: number, stop: number): boolean {
  if (!isColumnGap(text, stop)) return false;
  let s = end;
  while (s > 0 && end - s < CELL_REACH && !isBlank(text.charCodeAt(s - 1))) {
    if (text.charCodeAt(s - 1) === 116 && isEscapeAt(text, s - 1)) return true; // `\t<cell>` inside a JSON string
    s--;
  }
  return s >= 2 && isBlank(text.charCodeAt(s - 1)) && (text.charCodeAt(s - 1) === 9 || isBlank(text.charCodeAt(s - 2)));
}

/**
 * `cfb0d769  claude-code  ended …` after a line break: a short id that opens its line and is set off from the rest by a
 * column gap is the first cell of a table's row (`list`'s next session), whatever ended the line before.
 */
export function startsTableRow(text: string, start: number, stop: number): boolean {
  return stop - start <= 12 && /^[0-9a-f]+$/.test(text.slice(start, stop)) && isColumnGap(text, stop);
}

/** Two blanks or a tab (also a JSON `\t` escape) at `i`: the gap between two columns of a table. */
function isColumnGap(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 9) return true;
  if (c === 32) return text.charCodeAt(i + 1) === 32 || text.charCodeAt(i + 1) === 9;
  return c === 92 && text.charCodeAt(i + 1) === 116 && backslashesBefore(text, i) % 2 === 0;
}

/** "not a", "no", "isn't a", "non-" ends the text before `at`: the noun there is denied ("object id, not a secret"). */
export function deniedBefore(text: string, at: number): boolean {
  return DENIED.test(text.slice(Math.max(0, at - 12), at));
}

const DENIED = /(?:\bnot|\bno|n't|\bnon)[ \t-]+(?:an?[ \t]+)?$/i;

/** Every character of `text` is ASCII: one native pass, far quicker than a regex looking for the first that is not. */
export function isAscii(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') === text.length;
}

/** What `\s` matches in a regex (NaN, past either end of a text, is none). */
export function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** A space or a tab (not a line break). */
export function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** A line break, real (`\n`, `\r\n`) or JSON-escaped at any depth (`\\n`, `\\r\\n`), as a pattern's source. */
export const LINE_BREAK = '(?:\\r?\\n|(?:\\\\+r)?\\\\+n)';
/**
 * A line break drawn as a glyph where a field is shown on one line (`⏎`, `↵`, `␤`: a todo item or plan step that held
 * two lines), as a pattern's source.
 */
export const LINE_GLYPH = '[\u23ce\u21b5\u2424]';

/** A git SHA or a UUID: an id with a value of its own, never the tail of a wrapped or split secret. */
export function isIdShape(s: string): boolean {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(s);
}

/** A character a secret is made of (no blank, quote, `:`, `@` or `&`: those end a value, a URL's userinfo or query). */
const SECRET_CHAR = /[A-Za-z0-9_+/.~%=!#$*?^-]/;
/** A JSON escape at any depth (`\u0041`, `\\u0041`, `\/`, `\\/`) or a run of secret characters. */
const ESCAPED_PIECE = /\\+(?:u([0-9a-fA-F]{4})|\/)|[A-Za-z0-9_+/.~%=!#$*?^-]+/y;

/** The JSON escape at `i` stands for a secret character: its length, else 0. */
function secretEscapeAt(text: string, i: number): number {
  ESCAPED_PIECE.lastIndex = i;
  const m = ESCAPED_PIECE.exec(text);
  if (m === null || !m[0].startsWith('\\')) return 0;
  const char = m[1] === undefined ? '/' : String.fromCharCode(parseInt(m[1], 16));
  return SECRET_CHAR.test(char) ? m[0].length : 0;
}

/**
 * Where a secret that still carries JSON escapes ends: a match that stops at `\u0041` or `\/` at `end` (the rules'
 * value classes stop at a backslash) goes on over the escapes and the secret characters between them. `end` itself
 * when no such escape follows.
 */
export function escapedTailAfter(text: string, end: number): number {
  let at = end;
  for (;;) {
    const esc = secretEscapeAt(text, at);
    if (esc > 0) {
      at += esc;
      continue;
    }
    if (at === end) return end;
    ESCAPED_PIECE.lastIndex = at;
    const m = ESCAPED_PIECE.exec(text);
    if (m === null || m[0].startsWith('\\')) return at;
    at += m[0].length;
  }
}

/** `needle` in [from, to), or -1: searched in the window only, never to the end of a long text. */
export function indexWithin(text: string, needle: string, from: number, to: number): number {
  const at = text.slice(from, to).indexOf(needle);
  return at < 0 ? -1 : from + at;
}

/** Where each line of `text` starts (after each `\n`), for lineOf. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The index of the line holding `offset`, by binary search over lineStarts. */
export function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Calls `visit(start, end)` for each maximal run of the ASCII characters `table` marks (a non-zero entry) that holds a
 * probe, one every `stride` characters: text with no run that long is skipped `stride` characters at a time. A run
 * shorter than `stride` can be visited when a probe falls in it: `visit` judges the length.
 */
export function forEachRun(text: string, stride: number, ascii: Uint8Array, visit: (start: number, end: number) => void): void {
  const table = wide(ascii);
  const n = text.length;
  let i = 0; // invariant: i === 0 or text[i - 1] is not a run character
  while (i + stride <= n) {
    const probe = i + stride - 1;
    if (!inTable(table, text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let s = probe;
    while (s > i && inTable(table, text.charCodeAt(s - 1))) s--;
    let e = probe + 1;
    while (e < n && inTable(table, text.charCodeAt(e))) e++;
    visit(s, e);
    i = e + 1;
  }
}

/**
 * Calls `visit(start, end)` for each maximal run of the ASCII characters `table` marks that is `min` characters or
 * longer, in order; shorter runs are not visited. Probed like forEachRun, but a run a probe falls in is first tested
 * at its `min`th character: a short run (a word of a transcript) is passed over without reading it to its end, and
 * the next probe lands `min` characters past its start.
 */
export function forEachLongRun(text: string, min: number, ascii: Uint8Array, visit: (start: number, end: number) => void): void {
  const table = wide(ascii);
  const n = text.length;
  let i = 0; // invariant: i === 0 or text[i - 1] is not a run character
  while (i + min <= n) {
    const probe = i + min - 1;
    if (!inTable(table, text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let s = probe;
    while (s > i && inTable(table, text.charCodeAt(s - 1))) s--;
    const last = s + min - 1; // a run from s that long holds this character
    if (last >= n || !inTable(table, text.charCodeAt(last))) {
      // no run of `min` starts in [s, last]: each ends before `last`, or is `last` itself
      i = last + 1;
      continue;
    }
    let e = probe + 1;
    while (e < n && inTable(table, text.charCodeAt(e))) e++;
    if (e - s >= min) visit(s, e);
    i = e + 1;
  }
}

function inTable(table: Uint8Array, c: number): boolean {
  return table[c] !== 0;
}

const WIDE = new WeakMap<Uint8Array, Uint8Array>();

/**
 * An ASCII table widened to every UTF-16 code unit (zero above ASCII): the run loops test a character with one load,
 * not a comparison and a load. Made once per table.
 */
function wide(table: Uint8Array): Uint8Array {
  let all = WIDE.get(table);
  if (all === undefined) {
    all = new Uint8Array(65536);
    all.set(table.subarray(0, 128));
    WIDE.set(table, all);
  }
  return all;
}

/** What a window after an anchor holds: matches in the window's offsets, and how far it was read (all of it by default). */
export interface WindowFindings {
  found: RawMatch[];
  read?: number;
}

/**
 * The `reach` characters after each anchor, judged once: an anchor inside a window already read adds nothing (the
 * anchor words of one value, a list, a block stand close together).
 */
export function judgeAnchorWindows(text: string, at: readonly number[], reach: number, judge: (window: string) => WindowFindings): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    const window = text.slice(p, p + reach);
    const { found, read = window.length } = judge(window);
    for (const f of found) out.push({ ...f, start: p + f.start, end: p + f.end });
    after = p + read;
  }
  return out;
}

/**
 * A row's guard read at its needs (rule-types.ts guardAt): whether the sticky `re` matches `back` characters before
 * one of `at`, for one of `backs` (every match of `re` holds a needed word that far into it). The same answer as a
 * test of the whole text, from a few places of it.
 */
export function matchesBefore(re: RegExp, text: string, at: readonly number[], backs: readonly number[]): boolean {
  for (const p of at) {
    for (const back of backs) {
      if (p < back) continue;
      re.lastIndex = p - back;
      if (re.test(text)) return true;
    }
  }
  return false;
}

/** An escape starts at `at`: backslashes, then a letter or a quote (`\\t`, `\\\\\"` closing a string twice quoted). */
export function escapeStartsAt(text: string, at: number): boolean {
  let i = at;
  while (text.charCodeAt(i) === 92) i++;
  return i > at && (isEscapeLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 34);
}
