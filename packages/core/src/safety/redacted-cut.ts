/**
 * The one way text is cut in this project: redaction first, then the cut.
 *
 * A secret that straddles a cut keeps only a part of itself, and a part no longer matches its rule (nor does a value
 * whose key name, table header or armour was cut off), so redacting after the cut lets it through. So the text is
 * redacted before the cut: the kept part with MARGIN on both sides, the whole token through each cut point, a private
 * key from its armour, a table or CSV from a header row above (up to WHOLE_MAX characters; past that, only around each
 * cut point), and every secret found that the kept part holds some of, but would not show whole by itself, is replaced
 * by its marker before the cut. Secrets the kept part shows
 * whole by itself are left to the output's own redaction pass, which counts them in the receipt; the ones redacted
 * here are noted in the cut ledger (sliceRedacted), or returned to a caller that keeps them itself
 * (sliceRedactedFound, for the `--raw` tail, counted only when the tail is shown).
 */
import { findSecrets, markerFor, redactText, type Finding } from '../redact/redact.js';
import { noteCut } from './cut-ledger.js';

/**
 * Texts up to this long are scanned around what a cut keeps (the whole text when the window covers it). A longer one,
 * a dumped log or file, is scanned around its cut points only, so a cut never costs a scan of everything a tool printed.
 */
const WHOLE_MAX = 1024 * 1024;
/** Text scanned beyond each end of the kept part (see keptWindow): a header list's reach (4096) fits in it. */
const MARGIN = 4096;
/** How far above a cut a table's or CSV's header row is looked for (it names the column of the cells kept below). */
const HEADER_REACH = 64 * 1024;
/** A header row's secret column: the words table-scan.ts and csv-scan.ts look for in a column name. */
const COLUMN_WORD = /pass|pwd|secret|token|key|cred|senha|contrase|wachtwoord/gi;
/** A row's cell delimiters (a Markdown or psql table, a CSV, `;`- or tab-separated export). */
const DELIMITER = /[|,;\t]/;
/** Context kept on both sides of a cut point: where contextual rules find key names, header names, flags. */
const CONTEXT = 256;
/** How far a token (a run without whitespace or quotes) through a cut point is followed. */
const TOKEN_REACH = 16 * 1024;
/** How far back a private key's `-----BEGIN` armour is looked for (a body runs over many lines). */
const KEY_REACH = 64 * 1024;

/** A cut piece of text and the secrets that were redacted to make the cut (the receipt counts them). */
export interface CutText {
  text: string;
  redacted: Finding[];
}

/**
 * `s[from, to)`, with every secret that a cut at `from` or `to` would split, or cut from its context, redacted; what
 * it redacted is noted for the receipt of the handoff being built (cut-ledger.ts).
 */
export function sliceRedacted(s: string, from: number, to: number): string {
  const piece = sliceRedactedFound(s, from, to);
  noteCut(piece.text, piece.redacted);
  return piece.text;
}

/** The same, also returning the secrets it redacted (for text whose receipt is kept, like the `--raw` tail). */
export function sliceRedactedFound(s: string, from: number, to: number): CutText {
  const start = Math.max(0, Math.min(from, s.length));
  const end = Math.max(start, Math.min(to, s.length));
  const hits = start === 0 && end === s.length ? [] : toRedact(s, start, end);
  if (hits.length === 0) return { text: s.slice(start, end), redacted: [] };
  const parts: string[] = [];
  const redacted: Finding[] = [];
  let at = start;
  for (const h of hits) {
    if (h.end <= at) continue;
    parts.push(s.slice(at, Math.max(at, h.start)), markerFor(h.rule));
    redacted.push(h);
    at = h.end;
  }
  if (at < end) parts.push(s.slice(at, end));
  return { text: parts.join(''), redacted };
}

/** The first `n` characters of `s`, redacted across the cut (see sliceRedacted). */
export function headRedacted(s: string, n: number): string {
  return sliceRedacted(s, 0, n);
}

/** The last `n` characters of `s`, redacted across the cut. */
export function tailRedacted(s: string, n: number): string {
  return sliceRedacted(s, s.length - Math.max(0, n), s.length);
}

/** The secrets to redact before keeping `s[start, end)`, sorted. */
function toRedact(s: string, start: number, end: number): Finding[] {
  if (s.length <= WHOLE_MAX) {
    const [lo, hi] = keptWindow(s, start, end);
    if (lo === 0 && hi === s.length) return notShownWhole(s, wholeFindings(s), start, end);
    return notShownWhole(s, shifted(findSecrets(s.slice(lo, hi)), lo), start, end);
  }
  const hits: Finding[] = [];
  for (const p of [start, end]) {
    if (p === 0 || p === s.length) continue;
    const [lo, hi] = windowAround(s, p);
    hits.push(...notShownWhole(s, shifted(findSecrets(s.slice(lo, hi)), lo), start, end));
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Of `found` (secrets of `s`), the ones the kept part `[keepFrom, keepTo)` holds some of but would not show whole on
 * its own: those it cuts, and those it keeps whole but cut from their context (a key name, a table header).
 */
function notShownWhole(s: string, found: Finding[], keepFrom: number, keepTo: number): Finding[] {
  const touching = found.filter((f) => f.end > keepFrom && f.start < keepTo);
  const inside = touching.filter((f) => f.start >= keepFrom && f.end <= keepTo);
  if (inside.length === 0) return touching;
  // What the kept part finds by itself is found again (and counted) by the output's own pass.
  const kept = new Set(shifted(findSecrets(s.slice(keepFrom, keepTo)), keepFrom).map((f) => `${f.start}:${f.end}`));
  return touching.filter((f) => !kept.has(`${f.start}:${f.end}`));
}

/** The last text redacted whole: a head and a tail (capText, headTail) are cut from the same text one after the other. */
let last: { text: string; findings: Finding[] } | null = null;

function wholeFindings(s: string): Finding[] {
  if (last === null || last.text !== s) last = { text: s, findings: redactText(s).findings };
  return last.findings;
}

/**
 * What a cut keeping `s[start, end)` scans: the kept part, MARGIN on both sides (the rest of a secret it cuts, the key
 * name or flag before its first line) and each cut point's window (the whole token through it, a private key's
 * armour). The rest of the text is dropped unscanned: a 30 KB tool output cut to its head and tail costs a scan of
 * about a third of itself, not all of it.
 */
function keptWindow(s: string, start: number, end: number): [number, number] {
  let lo = Math.min(Math.max(0, start - MARGIN), headerAbove(s, start));
  let hi = Math.min(s.length, end + MARGIN);
  for (const p of [start, end]) {
    if (p === 0 || p === s.length) continue;
    const [a, b] = windowAround(s, p);
    lo = Math.min(lo, a);
    hi = Math.max(hi, b);
  }
  return [lo, hi];
}

/**
 * The start of the nearest line above `p` (within HEADER_REACH) that can head a table or CSV with a secret column:
 * its cells kept below the cut are secrets only under it, however many rows down. `p` when there is none.
 */
function headerAbove(s: string, p: number): number {
  const from = Math.max(0, p - HEADER_REACH);
  const above = s.slice(from, p);
  // The farthest such line first: the widest window, so no header within reach is missed.
  for (const m of above.matchAll(COLUMN_WORD)) {
    const escaped = above.lastIndexOf('\\n', m.index);
    const lineStart = Math.max(above.lastIndexOf('\n', m.index) + 1, escaped < 0 ? 0 : escaped + 2);
    if (DELIMITER.test(above.slice(lineStart, nextBreak(above, m.index)))) return from + lineStart;
  }
  return p;
}

/** Where the line holding `i` ends: a line break or a JSON `\n` escape. */
function nextBreak(s: string, i: number): number {
  const nl = s.indexOf('\n', i);
  const esc = s.indexOf('\\n', i);
  return Math.min(nl < 0 ? s.length : nl, esc < 0 ? s.length : esc);
}

function windowAround(s: string, p: number): [number, number] {
  let lo = Math.max(0, p - CONTEXT);
  let hi = Math.min(s.length, p + CONTEXT);
  lo = Math.min(lo, Math.max(0, tokenStart(s, p) - CONTEXT));
  hi = Math.max(hi, Math.min(s.length, tokenEnd(s, p) + CONTEXT));
  const reach = Math.max(0, p - KEY_REACH);
  const armour = s.slice(reach, p).lastIndexOf('-----BEGIN ');
  if (armour !== -1) {
    lo = Math.min(lo, reach + armour);
    hi = Math.max(hi, Math.min(s.length, p + KEY_REACH));
  }
  return [lo, hi];
}

/** What ends a token: the characters of `/[\s"'`<>]/`, tested by code (a regex per character cost most of the walk). */
function isBreak(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x22 || c === 0x27 || c === 0x60 || c === 0x3c || c === 0x3e;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function tokenStart(s: string, p: number): number {
  const stop = Math.max(0, p - TOKEN_REACH);
  let i = p;
  while (i > stop && !isBreak(s.charCodeAt(i - 1))) i--;
  return i;
}

function tokenEnd(s: string, p: number): number {
  const stop = Math.min(s.length, p + TOKEN_REACH);
  let i = p;
  while (i < stop && !isBreak(s.charCodeAt(i))) i++;
  return i;
}

function shifted(findings: Finding[], by: number): Finding[] {
  return by === 0 ? findings : findings.map((f) => ({ ...f, start: f.start + by, end: f.end + by }));
}
