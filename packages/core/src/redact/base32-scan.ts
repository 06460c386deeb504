/**
 * A secret wrapped in base32 after a word that says so ("stored base32 in the config: KN2GC3TH…"): base32 is all
 * capitals and digits 2–7 (or all lower case), so a run of it reads like a constant's name or an id until it is
 * decoded. Decoded, it is judged as one value alone, as a short base64 run after its word is (base64-scan.ts).
 */
import { isWrappedValue } from './base64-scan.js';
import type { RawMatch } from './rule-types.js';
import { judgeAnchorWindows, type WindowFindings } from './scan-util.js';

/** Words that say a value is base32 (the anchor scan finds them). */
export const BASE32_WORDS = ['base32', 'b32'];

/** How far after the word the run may stand. */
const REACH = 200;

/**
 * A run of base32, padded or not (16 characters encode 10 bytes), in one case throughout: capitals as RFC 4648 writes
 * it, or lower case as some tools print it (`obxwg2db…`).
 */
const RUN = /(?<![A-Za-z0-9+/])(?:[A-Z2-7]{16,208}|[a-z2-7]{16,208})={0,6}(?![A-Za-z0-9+/=])/g;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The text a base32 run encodes, or null when it is no UTF-8 text of printable characters. */
function decodeBase32(run: string): string | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of run.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | ALPHABET.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  const text = Buffer.from(bytes).toString('utf8');
  return /^[\x20-\x7e\u00a0-\uffff]+$/.test(text) && !text.includes('\ufffd') ? text : null;
}

function base32Secrets(window: string): WindowFindings {
  const found: RawMatch[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(window); m !== null; m = RUN.exec(window)) {
    const decoded = decodeBase32(m[0])?.trim();
    if (decoded !== undefined && isWrappedValue(decoded)) found.push({ rule: 'base32-secret', start: m.index, end: m.index + m[0].length });
  }
  return { found };
}

export function scanBase32Runs(text: string, at: readonly number[]): RawMatch[] {
  return judgeAnchorWindows(text, at, REACH, base32Secrets);
}
