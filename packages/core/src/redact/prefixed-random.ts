/**
 * The provider-free token shape: a short prefix (1–3 lower- or upper-case segments, each ended by `_` or `-`) and a
 * long body with the entropy and character mix of a random string (`figd_…`, `dckr_pat_…`, `gsk_…`).
 */
import { charClasses, classFlipRate, entropyFloor, isHex, isLowVariety, shannon } from './entropy.js';
import { isUuid } from './placeholder.js';

/** A prefix whose last segment names a secret: no id is named so. */
const SECRET_HEAD = /(?:^|[_-])(?:tok|token|sk|secret|key|pat|pwd?|pass)$/i;

const HEAD_SEGMENT = /^(?:[a-z0-9]{1,10}|[A-Z0-9]{1,10}|[A-Z][a-z0-9]{1,9})[_-]/;

/**
 * A short prefix, then a random body. The head is tried at its first, second and third separator
 * (`sk-or-v1-…`, `dckr_pat_…`, `gsk_…`); the whole run is the secret whichever split proves it random.
 */
export function isPrefixedRandom(run: string): boolean {
  if (!hasShortPrefix(run, 0, run.length)) return false;
  let at = 0;
  for (let seg = 0; seg < 3; seg++) {
    const m = HEAD_SEGMENT.exec(run.slice(at));
    if (m === null) return false;
    at += m[0].length;
    if (at > 17) return false;
    const head = run.slice(0, at - 1);
    if (/[A-Za-z]/.test(head) && isRandomBody(head, run.charAt(at - 1), run.slice(at))) return true;
  }
  return false;
}

/**
 * What isRandomBody asks of any body the run can end in, counted on the whole run at once: two digits, or a hex tail
 * of 32 or more. Most prefixed runs of a transcript are names (`tool_use`, `end_turn`, `node-modules`) with neither,
 * and are dropped before the id table and the body's statistics.
 */
export function mayHaveRandomBody(text: string, s: number, e: number): boolean {
  let digits = 0;
  for (let i = s; i < e && digits < 2; i++) if (isDigit(text.charCodeAt(i))) digits++;
  if (digits >= 2) return true;
  let hex = 0;
  while (hex < e - s && isHexDigit(text.charCodeAt(e - 1 - hex))) hex++;
  return hex >= 32;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
}

/** A `_` or `-` within the first 11 characters of the run from `s` to `e`, and not a UUID (with or without a tail). */
export function hasShortPrefix(text: string, s: number, e: number): boolean {
  let sep = s;
  while (sep < e && sep - s <= 10 && text.charCodeAt(sep) !== 95 && text.charCodeAt(sep) !== 45) sep++;
  return sep < e && sep - s <= 10 && !isUuidLike(text, s, e);
}

function isUuidLike(text: string, s: number, e: number): boolean {
  return e - s >= 36 && text.charCodeAt(s + 8) === 45 && text.charCodeAt(s + 13) === 45 && text.charCodeAt(s + 18) === 45;
}

function isRandomBody(head: string, sep: string, body: string): boolean {
  if (body.length < 20 || body.length > 4096 || isUuid(body) || /^[._-]/.test(body)) return false;
  // a word among the body's segments: an identifier (`node-modules-…`, `handle_request_…`), not a token
  if (body.split(/[._-]/).some((w) => /^(?:[a-z]{7,}|[A-Z][a-z]{6,})$/.test(w))) return false;
  // `NODE_SEA_FUSE_…`, `dckr_pat_…`: a word right after the separator still belongs to the prefix (the next split
  // judges the rest)
  if (/^(?:[A-Z]{3,}|[a-z]{3,})[_-]/.test(body)) return false;
  const bare = body.replace(/[._-]/g, '');
  if (bare.length < 20 || isLowVariety(bare)) return false;
  if (isHex(bare)) return isHexToken(head, sep, body, bare);
  const cls = charClasses(bare);
  if (cls.digit < 2 || cls.upper + cls.lower < 8) return false;
  // lower-case letters and digits, shorter than 32: an id of a cuid's kind (`bld_0sr23lp8489gjzzp5lmq1y2r`); keys
  // drawn from that alphabet are longer (Neon's and Honeycomb's 56 and more), shorter ones mix cases, or their prefix
  // says what they are (`tok_…`, `sk_…`)
  const namedLower = cls.upper === 0 && SECRET_HEAD.test(head);
  if (cls.upper === 0 && bare.length < 32 && !namedLower) return false;
  // random base62 flips class on ~60% of positions, lower-case-and-digit bodies on ~40%; CamelCase far less (a
  // lower-case body after a prefix that names a secret needs no such proof: its entropy is enough)
  if (!namedLower && classFlipRate(bare) < (cls.upper > 0 && cls.lower > 0 ? 0.45 : 0.3)) return false;
  return shannon(bare) >= entropyFloor(bare.length) - 0.3;
}

/**
 * A hex body is a digest far more often than a token (`npm-<sha>`, `Linux-node-<hash>`): only after a `_`
 * (`e2b_…`, `bkua_…`) or a two-letter head (`sk-…`, `fc-…`), unbroken and at least 32 long.
 */
function isHexToken(head: string, sep: string, body: string, bare: string): boolean {
  if (bare.length !== body.length || bare.length < 32 || shannon(bare) < 3.3) return false;
  if (/^(?:sha[0-9]*|md5|git|commit|rev|hash|cache|build|v[0-9]+)$/i.test(head.split(/[_-]/)[0] ?? '')) return false;
  if (head.length > 8) return false; // `NODE_SEA_FUSE_<hex>`: a named constant, not a key
  return sep === '_' || /^[a-z]{2}$/.test(head) || /[_-]v[0-9]$/.test(head);
}
