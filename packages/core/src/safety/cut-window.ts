/**
 * The part of a text that is redacted before a cut keeps `[start, end)` of it: the kept part and a margin on each
 * side, grown to whole lines, to a private key's armour and to the header of a table the kept part is in. The rules
 * read their context (a key name, a flag, a header list, an armour, a table header) there, so a secret the cut would
 * split or cut from its context is found as it is in the whole text, at a cost bounded by the kept part, not by what
 * a tool printed.
 */

/** Context read on each side of the kept part: the lines around a cut, where key names, flags and headers stand. */
const MARGIN = 1024;
/** How far the margin is grown to the start or end of its line, or of the token it ends in. */
const LINE_REACH = 16 * 1024;
/** How far back a private key's `-----BEGIN` armour is looked for (a body runs over many lines). */
const KEY_REACH = 64 * 1024;
/** How far back a table's header is looked for (the table rules read at most 500 rows under a header). */
const TABLE_ROWS = 500;
const TABLE_REACH = 64 * 1024;

/** A kept part longer than this is read around its two ends only (the part between them is found whole by itself). */
const KEPT_WHOLE = 64 * 1024;

/** The `[lo, hi)` ranges to redact before keeping `s[start, end)`: one, or one around each end of a long kept part. */
export function cutWindows(s: string, start: number, end: number): [number, number][] {
  if (end - start <= KEPT_WHOLE) return [cutWindow(s, start, end)];
  return [cutWindow(s, start, start), cutWindow(s, end, end)];
}

function cutWindow(s: string, start: number, end: number): [number, number] {
  if (start <= MARGIN && s.length - end <= MARGIN) return [0, s.length];
  let lo = start <= MARGIN ? 0 : tableStart(s, lineStart(s, start - MARGIN));
  let hi = s.length - end <= MARGIN ? s.length : lineEnd(s, end + MARGIN);
  const reach = Math.max(0, start - KEY_REACH);
  const armour = lastIndexIn(s, ARMOUR, reach, end);
  if (armour !== -1) {
    lo = Math.min(lo, armour);
    hi = Math.max(hi, Math.min(s.length, end + KEY_REACH));
  }
  return [lo, hi];
}

const ARMOUR = '-----BEGIN ';

/**
 * Where `needle` (a rare one) last starts wholly inside `s[from, to)`, or -1: searched forwards, as lastIndexOf of a
 * long needle took about twice as long, at every cut.
 */
function lastIndexIn(s: string, needle: string, from: number, to: number): number {
  const part = s.slice(from, to);
  let last = -1;
  for (let i = part.indexOf(needle); i !== -1; i = part.indexOf(needle, i + 1)) last = i;
  return last === -1 ? -1 : from + last;
}

/** What ends a token: the characters of `/[\s"'`<>]/`, tested by code (a regex per character cost most of the walk). */
function isBreak(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x22 || c === 0x27 || c === 0x60 || c === 0x3c || c === 0x3e;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** A cut at `p` falls inside a token. */
export function splitsToken(s: string, p: number): boolean {
  return !isBreak(s.charCodeAt(p - 1)) && !isBreak(s.charCodeAt(p));
}

/** The start of the token holding `p`, at most LINE_REACH back. */
export function tokenStart(s: string, p: number): number {
  const stop = Math.max(0, p - LINE_REACH);
  let i = p;
  while (i > stop && !isBreak(s.charCodeAt(i - 1))) i--;
  return i;
}

/** The end of the token holding `p`, at most LINE_REACH on. */
export function tokenEnd(s: string, p: number): number {
  const stop = Math.min(s.length, p + LINE_REACH);
  let i = p;
  while (i < stop && !isBreak(s.charCodeAt(i))) i++;
  return i;
}

/** The start of the line holding `p` (else of its token), at most LINE_REACH back: rules read a line from its start. */
function lineStart(s: string, p: number): number {
  const stop = Math.max(0, p - LINE_REACH);
  const nl = s.slice(stop, p).lastIndexOf('\n');
  return nl !== -1 ? stop + nl + 1 : tokenStart(s, p);
}

/** The end of the line holding `p` (else of its token), at most LINE_REACH on. */
function lineEnd(s: string, p: number): number {
  if (p >= s.length) return s.length;
  const stop = Math.min(s.length, p + LINE_REACH);
  const nl = s.slice(p, stop).indexOf('\n');
  return nl !== -1 ? p + nl : tokenEnd(s, p);
}

/**
 * The line starting at `at`, or the header of the table (`|` rows, psql or Markdown) or CSV block it is a row of when
 * that header names a secret column: a cell's column is named by the header, however many rows above.
 */
function tableStart(s: string, at: number): number {
  if (at === 0 || s.charCodeAt(at - 1) !== 0x0a) return at;
  const shape = rowShape(s.slice(at, lineEnd(s, at)));
  if (shape === null) return at;
  const stop = Math.max(0, at - TABLE_REACH);
  let start = at;
  let header = at;
  for (let rows = 0; rows < TABLE_ROWS && start > stop; rows++) {
    const from = s.lastIndexOf('\n', start - 2) + 1;
    const row = s.slice(from, start - 1);
    if (from < stop || !sameShape(row, shape)) break;
    if (SECRET_COLUMN.test(row)) header = from;
    start = from;
  }
  return header;
}

/** A header cell that names a secret (the words the table and CSV rules read a column by). */
const SECRET_COLUMN = /pass|pwd|secret|token|key|cred|senha|contrase|wachtwoord/i;

/** How a row is told: it holds a `|`, or it has this many of one CSV delimiter. */
type Shape = { bar: true } | { bar: false; delimiter: number; count: number };

function rowShape(line: string): Shape | null {
  if (line.includes('|')) return { bar: true };
  for (const delimiter of [0x2c, 0x3b, 0x09]) {
    const count = countOf(line, delimiter);
    if (count > 0) return { bar: false, delimiter, count };
  }
  return null;
}

function sameShape(line: string, shape: Shape): boolean {
  if (shape.bar) return line.includes('|') || (/^[\s:+-]+$/.test(line) && line.includes('-'));
  return countOf(line, shape.delimiter) === shape.count;
}

function countOf(line: string, c: number): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === c) n++;
  return n;
}
