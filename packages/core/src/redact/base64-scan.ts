/**
 * Secrets wrapped in base64 (`echo <b64> | base64 -d > .env`, a pasted k8s Secret, a Basic credential): every
 * base64 run of 24+ characters that decodes to text is scanned again with the other rules, and the whole run is
 * redacted when its text holds a secret. Binary payloads (images, DER, compressed data) fail the text check on
 * their first bytes, so they cost little. Hex runs (32+ digits) are decoded as hex instead, the same way.
 */
import { isUtf8 } from 'node:buffer';
import { charClasses, isHex, looksRandom } from './entropy.js';
import { composedPassword } from './password-shape.js';
import { madeShape } from './made-shape.js';
import { isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { isEscapeAt, judgeAnchorWindows, lineBreakAt, type WindowFindings } from './scan-util.js';
import { hasWord, wordyRun } from './word-runs.js';

export const STRIDE = 24;
const MAX_RUN = 65_536;


/** The base64 alphabet (standard, no padding) by character code below 128. */
export const B64 = new Uint8Array(128);
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
      // most runs are identifiers, paths and hashes: ruled out on the text itself, before a copy is made
      const hex = isHexRun(text, s, e);
      const may = e - s >= STRIDE && e - s <= MAX_RUN && (hex ? hexMayBeText(text, s, e) : mayBeText(text, s, e));
      const decoded = !may ? null : hex ? hexText(text.slice(s, e)) : asText(text.slice(s, e));
      if (decoded !== null && (holdsSecret(decoded) || isCredentialPair(decoded) || isLoneSecret(decoded) || (hex && isHexWrappedValue(decoded)))) {
        e = hex ? e : wrappedBlockEnd(text, s, e);
        out.push({ rule: hex ? 'hex-secret' : 'base64-secret', start: s, end: e });
      }
      i = e + 1;
    }
    return out;
  };
}

/** Words that say a value was wrapped in base64 ("I base64'd it", "b64:"): the anchor scan finds them. */
export const PADDED_WORDS = ['base64', 'b64'];

/** How far after the word the run may stand. */
const PADDED_REACH = 200;

/**
 * A run shorter than the stride (12 to 20 characters) that ends in `=` padding, after a word that says base64: a short
 * password wrapped once ("I base64'd it so it doesn't show in the logs: RW1iM3Ih…="). Decoded, it is one value alone.
 */
const PADDED = /(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{10,22})={1,2}(?![A-Za-z0-9+/=])/g;

export function scanPaddedRuns(text: string, at: readonly number[]): RawMatch[] {
  return judgeAnchorWindows(text, at, PADDED_REACH, paddedSecrets);
}

function paddedSecrets(window: string): WindowFindings {
  const found: RawMatch[] = [];
  PADDED.lastIndex = 0;
  for (let m = PADDED.exec(window); m !== null; m = PADDED.exec(window)) {
    if (m[0].length % 4 !== 0 || m[0].length >= STRIDE) continue;
    const decoded = asText(m[0])?.trim() ?? '';
    if (isWrappedValue(decoded)) {
      found.push({ rule: 'base64-secret', start: m.index, end: m.index + m[0].length });
    }
  }
  return { found };
}

/**
 * One value wrapped alone in an encoding: a password a person made, a credential pair, a lone random value (the
 * judgement of a short run after a word that names its encoding, base64 here and base32 in base32-scan.ts).
 */
export function isWrappedValue(decoded: string): boolean {
  return madeShape(decoded) === 'strong' || composedPassword(decoded) || isCredentialPair(decoded) || isLoneSecret(decoded);
}

/** The line number a file read puts before each line (`     7→`, `cat -n`'s tab, `00007| `). */
const GUTTER = /[ \t]*\d{1,6}(?:→|\t|\\+t|\|[ \t]?)/y;

/**
 * A run that fills its line is one line of a wrapped block (a MIME part at 76 columns, `base64` at 76, PEM at 64): the
 * lines after it that continue the block (pure base64, none longer than the first) belong to what it encodes, down to
 * the short last line, which alone is too short to be judged and would give the secret's tail away decoded. A file
 * read's line numbers stand between the lines.
 */
function wrappedBlockEnd(text: string, s: number, e: number): number {
  const width = e - s;
  if (width < 48 || width % 4 !== 0) return e;
  for (;;) {
    const br = lineBreakAt(text, e);
    if (br === 0) return e;
    GUTTER.lastIndex = e + br;
    const gutter = GUTTER.test(text) ? GUTTER.lastIndex - e - br : 0;
    let next = e + br + gutter;
    while (next < text.length && isB64(text.charCodeAt(next))) next++;
    while (next < text.length && next - e - br - gutter < width && text.charCodeAt(next) === 61) next++;
    const length = next - e - br - gutter;
    if (length < 4 || length > width || length % 4 !== 0 || (next < text.length && lineBreakAt(text, next) === 0 && !/["'\\\s]/.test(text.charAt(next)))) return e;
    e = next;
    if (length < width) return e;
  }
}

/**
 * `<key id>:<secret>` and nothing else, the secret random (`rzp_live_…:…`, `AKID…:…`) or made by a person
 * (`admin:Midsommar$2004`): what Basic auth and most SDKs' credentials look like before they are wrapped. No rule
 * reads the pair once decoded: the id alone is public and the secret has no name before it. A digest after the
 * colon (`build:<sha>`) is no secret.
 */
function isCredentialPair(decoded: string): boolean {
  const m = /^([A-Za-z0-9_.@+-]{3,64}):([^\s:]{6,256})$/u.exec(decoded.trim());
  if (m === null || isHex(m[2]!)) return false;
  return (/^[A-Za-z0-9_+/=!@#$%^&*.~-]{16,}$/.test(m[2]!) && looksRandom(m[2]!, 16)) || madeShape(m[2]!) === 'strong';
}

/**
 * A lone random value and nothing else (`echo '<b64>' | base64 -d > password.txt`): a password file's content, a key
 * wrapped once more. Text, ids, hosts, versions and digests wrapped in base64 hold words, one case, a UUID or hex.
 */
const LONG_LONE = 40;

function isLoneSecret(decoded: string): boolean {
  const v = decoded.trim();
  if (v.length < 12 || v.length > 128 || /\s/.test(v) || isHex(v) || isPublicId(v)) return false;
  // in a long random run a word of five letters turns up by chance (a 125-character key holds one in most draws):
  // there words must make a part of it
  if (v.length >= LONG_LONE ? wordyRun(v) : hasWord(v)) return false;
  const cls = charClasses(v); // a host, a version, a path: one case or no digit
  return cls.upper >= 2 && cls.lower >= 2 && cls.digit >= 1 && looksRandom(v, 12);
}

/**
 * One value a person made, hex-encoded and nothing else (`salt (hex): 4f7474…` for `Otter-Marble-Saffron4kk`): tools
 * print text as hex to hide it or carry it, and a digest or an id decodes to bytes, not to a word of both cases and
 * digits.
 */
function isHexWrappedValue(decoded: string): boolean {
  if (decoded.length < 10 || decoded.length > 128 || /[\s/\\]/.test(decoded) || isPublicId(decoded)) return false;
  const cls = charClasses(decoded);
  return cls.upper >= 1 && cls.lower >= 3 && cls.digit >= 1;
}

/**
 * `text[s, e)` is a run of hex digits (even length, as long as a base64 run is, one case), decoded as hex: `xxd -p`,
 * `od`, a hex-encoded token in a config, a short `pw=…` line (hexMayBeText rules out ids of that length).
 */
function isHexRun(text: string, s: number, e: number): boolean {
  if (e - s < STRIDE || (e - s) % 2 !== 0) return false;
  let lower = false;
  let upper = false;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 102) lower = true;
    else if (c >= 65 && c <= 70) upper = true;
    else if (c < 48 || c > 57) return false;
  }
  return !(lower && upper);
}

/** The hex run's bytes may be text: printable ASCII bytes are 0x20-0x7e, so random hex fails within a few. */
function hexMayBeText(text: string, s: number, e: number): boolean {
  for (let i = s; i < Math.min(e, s + 16); i += 2) {
    const hi = text.charCodeAt(i);
    if (hi < 50 || hi > 55) return false; // first digit 2-7
  }
  return true;
}

/** The hex run's bytes when they are text. */
function hexText(run: string): string | null {
  const bytes = Buffer.from(run, 'hex');
  const text = isText(bytes) ? bytes.toString('utf8') : null;
  return text === null || text.includes('\uFFFD') ? null : text;
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
function mayBeText(text: string, s: number, e: number): boolean {
  let high = 0;
  for (let i = s; i < e && i < s + 64; i += 4) if (digit(text.charCodeAt(i)) >= 32) high++;
  return high <= 2 || startsAsUtf8(text, s, Math.min(e, s + 24)); // 18 bytes: random ones fail within a few
}

/**
 * Text in a script outside Latin (`{"รหัสผ่าน": …}`, `رمز_عبور: …`) sets the top bit of most bytes, but as UTF-8:
 * a lead byte, then as many continuation bytes as it says. The bytes of `text[s, e)` are read that way; random runs
 * break the pattern within a few bytes.
 */
function startsAsUtf8(text: string, s: number, e: number): boolean {
  let owed = 0; // continuation bytes the last lead byte asks for
  let bits = 0;
  let count = 0;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c === 61) break; // `=` padding
    bits = ((bits << 6) | digit(c)) & 0x3fff;
    count += 6;
    if (count < 8) continue;
    count -= 8;
    const b = (bits >> count) & 0xff;
    if (owed > 0) {
      if (b < 0x80 || b > 0xbf) return false;
      owed--;
    } else if (b >= 0xc2 && b <= 0xdf) owed = 1;
    else if (b >= 0xe0 && b <= 0xef) owed = 2;
    else if (b >= 0xf0 && b <= 0xf4) owed = 3;
    else if (b >= 0x80 || (b < 32 && b !== 9 && b !== 10 && b !== 13)) return false;
  }
  return true;
}

/**
 * The decoded run (mayBeText said it may be) when it is text (valid UTF-8, mostly printable ASCII, tabs and line
 * breaks allowed), else null.
 */
function asText(run: string): string | null {
  // the first 48 bytes may end inside a character: mayBeText read them as UTF-8 already, here only control bytes count
  if (!isText(Buffer.from(run.slice(0, 64), 'base64'), true)) return null;
  const all = Buffer.from(run, 'base64');
  if (!isText(all)) return null;
  const text = all.toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

/**
 * No control bytes but tabs and line breaks, and mostly ASCII, or else valid UTF-8 (Thai or Persian text is mostly
 * bytes with the top bit; random bytes are never valid UTF-8 for long).
 */
function isText(bytes: Buffer, head = false): boolean {
  if (bytes.length === 0) return false;
  let high = 0;
  for (const b of bytes) {
    if (b === 9 || b === 10 || b === 13) continue;
    if (b < 32 || b === 127) return false;
    if (b >= 128) high++;
  }
  return head || high * 2 <= bytes.length || isUtf8(bytes);
}
