/**
 * Secrets wrapped in base64 (`echo <b64> | base64 -d > .env`, a pasted k8s Secret, a Basic credential): every
 * base64 run of 24+ characters that decodes to text is scanned again with the other rules, and the whole run is
 * redacted when its text holds a secret. Binary payloads (images, DER, compressed data) fail the text check on
 * their first bytes, so they cost little. Hex runs (32+ digits) are decoded as hex instead, the same way.
 */
import type { RawMatch } from './rule-types.js';
import { isEscapeAt } from './scan-util.js';

const STRIDE = 24;
const MAX_RUN = 65_536;


const B64 = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (/[A-Za-z0-9+/]/.test(String.fromCharCode(c))) B64[c] = 1;

function isB64(c: number): boolean {
  return c < 128 && B64[c] === 1;
}

/** A scan that reports base64 runs whose decoded text `holdsSecret` says yes to. */
export function base64Scan(holdsSecret: (decoded: string) => boolean): (text: string) => RawMatch[] {
  return (text) => {
    const out: RawMatch[] = [];
    const n = text.length;
    let i = 0;
    while (i + STRIDE <= n) {
      const probe = i + STRIDE - 1;
      if (!isB64(text.charCodeAt(probe))) {
        i = probe + 1;
        continue;
      }
      let s = probe;
      while (s > i && isB64(text.charCodeAt(s - 1))) s--;
      let e = probe + 1;
      while (e < n && isB64(text.charCodeAt(e))) e++;
      while (e < n && e - s < MAX_RUN && text.charCodeAt(e) === 61) e++; // `=` padding
      if (isEscapeAt(text, s)) s++;
      const run = e - s >= STRIDE && e - s <= MAX_RUN ? text.slice(s, e) : '';
      const hex = HEX_RUN.test(run);
      const decoded = run === '' ? null : hex ? hexText(run) : asText(run);
      if (decoded !== null && holdsSecret(decoded)) out.push({ rule: hex ? 'hex-secret' : 'base64-secret', start: s, end: e });
      i = e + 1;
    }
    return out;
  };
}

/** A run of hex digits (even length, 32+), decoded as hex: `xxd -p`, `od`, a hex-encoded token in a config. */
const HEX_RUN = /^(?:[0-9a-f]{2}){16,}$|^(?:[0-9A-F]{2}){16,}$/;

/** The hex run's bytes when they are text; printable ASCII bytes are 0x20-0x7e, so random hex fails within a few. */
function hexText(run: string): string | null {
  for (let i = 0; i < Math.min(run.length, 16); i += 2) {
    const hi = run.charCodeAt(i);
    if (hi < 50 || hi > 55) return null; // first digit 2-7
  }
  const bytes = Buffer.from(run, 'hex');
  return isText(bytes) ? bytes.toString('utf8') : null;
}

/** Base64 digit values: A–Z 0–25, a–z 26–51, 0–9 52–61, + 62, / 63. */
function digit(c: number): number {
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 71;
  if (c >= 48 && c <= 57) return c + 4;
  return c === 43 ? 62 : 63;
}

/**
 * Cheap test before decoding: each 4-character group starts a byte whose top bit is that digit's top bit, and
 * ASCII text has none set. Random runs (identifiers, hashes, images) fail within a few groups.
 */
function mayBeText(run: string): boolean {
  let high = 0;
  for (let i = 0; i < run.length && i < 64; i += 4) if (digit(run.charCodeAt(i)) >= 32) high++;
  return high <= 2;
}

/** The decoded run when it is text (valid UTF-8, mostly printable ASCII, tabs and line breaks allowed), else null. */
function asText(run: string): string | null {
  if (!mayBeText(run) || !isText(Buffer.from(run.slice(0, 64), 'base64'))) return null;
  const all = Buffer.from(run, 'base64');
  if (!isText(all)) return null;
  const text = all.toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let high = 0;
  for (const b of bytes) {
    if (b === 9 || b === 10 || b === 13) continue;
    if (b < 32 || b === 127) return false;
    if (b >= 128) high++;
  }
  return high * 2 <= bytes.length; // text of any language; random bytes are also caught as invalid UTF-8 below
}
