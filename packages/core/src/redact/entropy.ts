/**
 * Cheap statistics that tell a random credential from a word, an identifier, a hash or a placeholder.
 * Everything here is O(n) over short strings (a candidate secret, never a whole transcript).
 */

/** Counts of ASCII characters, shared by every call of shannon and left all zero by it (it is called for every candidate). */
const ASCII_COUNTS = new Uint32Array(128);

/** Shannon entropy in bits per character. */
export function shannon(s: string): number {
  if (s.length === 0) return 0;
  const ascii = ASCII_COUNTS;
  let other: Map<number, number> | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) ascii[c]!++;
    else {
      other ??= new Map();
      other.set(c, (other.get(c) ?? 0) + 1);
    }
  }
  // summed in character order, as ever: the same bits to the last place
  let bits = 0;
  for (let c = 0; c < 128; c++) {
    const n = ascii[c]!;
    if (n === 0) continue;
    ascii[c] = 0;
    bits -= pLogP(n / s.length);
  }
  if (other) for (const n of other.values()) bits -= pLogP(n / s.length);
  return bits;
}

function pLogP(p: number): number {
  return p * Math.log2(p);
}

export interface CharClasses {
  upper: number;
  lower: number;
  digit: number;
  other: number;
}

export function charClasses(s: string): CharClasses {
  const out: CharClasses = { upper: 0, lower: 0, digit: 0, other: 0 };
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) out.upper++;
    else if (c >= 97 && c <= 122) out.lower++;
    else if (c >= 48 && c <= 57) out.digit++;
    else out.other++;
  }
  return out;
}

export function isHex(s: string): boolean {
  return /^[0-9a-fA-F]+$/.test(s);
}

/**
 * How often the character class flips between neighbours (upper/lower/digit). Random base62 flips on about
 * two thirds of positions; CamelCase identifiers and words flip rarely.
 */
export function classFlipRate(s: string): number {
  if (s.length < 2) return 0;
  let flips = 0;
  let prev = kind(s.charCodeAt(0));
  for (let i = 1; i < s.length; i++) {
    const k = kind(s.charCodeAt(i));
    if (k !== prev) flips++;
    prev = k;
  }
  return flips / (s.length - 1);
}

function kind(c: number): number {
  if (c >= 65 && c <= 90) return 1;
  if (c >= 97 && c <= 122) return 2;
  if (c >= 48 && c <= 57) return 3;
  return 4;
}

/**
 * A value with the shape of a random credential: long enough, mixed character classes, high entropy, not a hex
 * digest (SHAs and checksums are hex; they are ids, not secrets).
 */
export function looksRandom(s: string, minLength = 16): boolean {
  if (s.length < minLength) return false;
  if (isLowVariety(s)) return false;
  const cls = charClasses(s);
  const kinds = (cls.upper > 0 ? 1 : 0) + (cls.lower > 0 ? 1 : 0) + (cls.digit > 0 ? 1 : 0) + (cls.other > 0 ? 1 : 0);
  if (isHex(s)) return s.length >= 32 && shannon(s) >= 3.3;
  if (kinds < 2) return false;
  return shannon(s) >= entropyFloor(s.length);
}

/**
 * The value reads random, or a part of it between separators does: an `id:secret` pair or a `<hex>.<hex>` key whose
 * 32+ hex digits the separators keep from reading random as a whole (`<uuid>:<32 hex>`).
 */
export function holdsRandomRun(s: string): boolean {
  return looksRandom(s, 16) || s.split(/[:._-]/).some((part) => part.length >= 32 && looksRandom(part, 32));
}

/** Entropy a random base62/base64 string of this length reaches with margin (short samples cannot reach log2(62)). */
export function entropyFloor(length: number): number {
  if (length >= 40) return 4.3;
  if (length >= 24) return 4.0;
  return 3.5;
}

/** `xxxxxxxx`, `00000000`, `abababab`: too few distinct characters to be random. */
const SEEN = new Uint32Array(128);
let generation = 0;

export function isLowVariety(s: string): boolean {
  const need = Math.min(8, Math.ceil(s.length / 3));
  generation = (generation + 1) >>> 0 || 1;
  let distinct = 0;
  for (let i = 0; i < s.length && distinct < need; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) distinct++; // rare in tokens; counting each as new is close enough
    else if (SEEN[c] !== generation) {
      SEEN[c] = generation;
      distinct++;
    }
  }
  return distinct < need;
}
