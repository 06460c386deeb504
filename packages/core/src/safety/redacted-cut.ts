/**
 * The one way text is cut in this project: redaction first, then the cut.
 *
 * A secret that straddles a cut keeps only a part of itself, and a part no longer matches its rule (nor does a value
 * whose key name, table header or armour was cut off), so redacting after the cut lets it through. So the kept part
 * and its context are redacted first (cut-window.ts: the kept part with a margin on both sides, grown to whole lines,
 * to a private key's armour and to a table's header; the whole text when that is most of it, so a cut never costs a
 * scan of everything a tool printed), and every secret found that the kept part holds
 * some of, but would not show whole by itself, is replaced by its marker before the cut. Secrets the kept part shows
 * whole by itself are left to the output's own redaction pass, which counts them in the receipt; the ones redacted
 * here are noted in the cut ledger (sliceRedacted), or returned to a caller that keeps them itself
 * (sliceRedactedFound, for the `--raw` tail, counted only when the tail is shown).
 */
import { findSecrets, markerFor, redactText, type Finding } from '../redact/redact.js';
import { noteCut } from './cut-ledger.js';
import { cutWindows, splitsToken, tokenEnd, tokenStart } from './cut-window.js';

/** A cut piece of text and the secrets that were redacted to make the cut (the receipt counts them). */
export interface CutText {
  text: string;
  redacted: Finding[];
  /** The part of the text kept, `[from, to)`: inside the range asked for when a piece of a token was left out. */
  from: number;
  to: number;
}

/**
 * `s[from, to)`, with every secret that a cut at `from` or `to` would split, or cut from its context, redacted; what
 * it redacted is noted for the receipt of the handoff being built (cut-ledger.ts).
 */
export function sliceRedacted(s: string, from: number, to: number): string {
  return sliceRedactedSpan(s, from, to).text;
}

/** The same, also saying which part of `s` it kept (a cut that counts what it left out). */
export function sliceRedactedSpan(s: string, from: number, to: number): CutText {
  const piece = sliceRedactedFound(s, from, to);
  noteCut(piece.text, piece.redacted);
  return piece;
}

/** The same, also returning the secrets it redacted (for text whose receipt is kept, like the `--raw` tail). */
export function sliceRedactedFound(s: string, from: number, to: number): CutText {
  let start = Math.max(0, Math.min(from, s.length));
  let end = Math.max(start, Math.min(to, s.length));
  if (start === 0 && end === s.length) return { text: s, redacted: [], from: start, to: end };
  let hits = toRedact(s, start, end);
  [start, end] = withoutFalsePieces(s, start, end, hits);
  hits = hits.filter((h) => h.end > start && h.start < end);
  if (hits.length === 0) return { text: s.slice(start, end), redacted: [], from: start, to: end };
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
  return { text: parts.join(''), redacted, from: start, to: end };
}

/** The longest piece of a token a cut may leave out; a longer one (a blob) is kept, whatever it reads as. */
const PIECE_MAX = 128;
/** Context read on the far side of a cut piece: where contextual rules find key names, header names, flags. */
const CONTEXT = 256;

/**
 * `[start, end)` without the piece of a token a cut at either end leaves, when that piece alone reads as a secret
 * and the whole token does not (no secret found crosses the cut): `gxNncHMm…` of a go.sum `h1:…=` hash whose `=` was
 * cut off, a piece of a certificate's base64. Kept, the output's own pass would mark a public value.
 */
function withoutFalsePieces(s: string, start: number, end: number, hits: readonly Finding[]): [number, number] {
  const crossed = (p: number): boolean => hits.some((h) => h.start < p && h.end > p);
  if (start > 0 && splitsToken(s, start) && !crossed(start)) {
    const e = Math.min(end, tokenEnd(s, start));
    if (e - start <= PIECE_MAX && foundIn(s, start, Math.min(end, e + CONTEXT), start, e)) start = e;
  }
  if (end < s.length && end > start && splitsToken(s, end) && !crossed(end)) {
    const b = Math.max(start, tokenStart(s, end));
    if (end - b <= PIECE_MAX && foundIn(s, Math.max(start, b - CONTEXT), end, b, end)) end = b;
  }
  return [start, end];
}

/** A secret found in `s[lo, hi)` (as the output's own pass would see it) overlaps `[from, to)`. */
function foundIn(s: string, lo: number, hi: number, from: number, to: number): boolean {
  return findSecrets(s.slice(lo, hi)).some((f) => f.start + lo < to && f.end + lo > from);
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
  const hits: Finding[] = [];
  for (const [lo, hi] of cutWindows(s, start, end)) {
    const found = lo === 0 && hi === s.length ? wholeFindings(s) : shifted(redactText(s.slice(lo, hi)).findings, lo);
    hits.push(...notShownWhole(s, found, start, end));
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

function shifted(findings: Finding[], by: number): Finding[] {
  return by === 0 ? findings : findings.map((f) => ({ ...f, start: f.start + by, end: f.end + by }));
}
