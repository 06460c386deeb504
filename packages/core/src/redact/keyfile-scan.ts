/**
 * Key material printed bare: a long run of base64 alone on its line (a MongoDB replica-set keyfile, `openssl rand
 * -base64 756` saved and read back, a symmetric key file) that decodes to random bytes. No name stands beside it; the
 * run itself says key: hundreds of bytes with the byte entropy of random data, and none of the headers every encoded
 * image, archive, document, certificate or public key starts with.
 */
import { B64 } from './base64-scan.js';
import type { RawMatch } from './rule-types.js';
import { forEachLongRun } from './scan-util.js';

/** The shortest run judged: 192 bytes, where random bytes already reach the entropy below. */
export const MIN = 256;
const MAX = 65_536;
/** Bits per byte of the decoded run: random bytes reach 7 from 192 bytes on, text and structured data stay far below. */
const RANDOM_BYTES = 7.0;

/**
 * The first characters of base64 that encodes a file of a known format: PNG, JPEG, GIF, WebP/RIFF, BMP, TIFF, gzip,
 * zlib, zip, 7z, RAR, PDF, XML/SVG, WOFF, WebAssembly, OpenType, DER (certificates, public keys), an SSH key blob,
 * JSON, PEM armour, a Fernet token.
 */
const FORMAT_HEADER = /^(?:iVBOR|\/9j\/|R0lGOD|UklGR|Qk|SUkq|TU0A|H4sI|eJ|eN|eF|UEsDB|N3q8|UmFyIR|JVBER|PD94|PHN2|d09G|AGFzbQ|T1RUTw|AAEAAA|MII|AAAA|eyJ|LS0t|gAAAAA)/;

/** What may stand before the run on its line: blanks, or a short label (`Output: `); or a JSON value's opening quote. */
const LEAD = /(?:(?:^|\n|\\n)[ \t]*(?:[A-Za-z][\w .-]{0,30}:[ \t]*)?|:[ \t]*\\*")$/;
/** What may follow it: `=` padding, then the line's end (a real one, a JSON string's escape or its closing quote). */
const TAIL = /^={0,2}[ \t]*(?:$|\r?\n|\\[nr"]|")/;

/** The varint at `i`, and where it ends; null past the bytes or when longer than 5 bytes. */
function varint(bytes: Buffer, i: number): { value: number; next: number } | null {
  let value = 0;
  for (let k = 0; k < 5 && i + k < bytes.length; k++) {
    const b = bytes[i + k]!;
    value += (b & 0x7f) * 2 ** (7 * k);
    if (b < 0x80) return { value, next: i + k + 1 };
  }
  return null;
}

/**
 * The bytes parse whole as a protocol buffer message (a few fields, each length inside the bytes): an opaque token a
 * service signs or encrypts for itself (a model's thinking `signature`), framed, unlike a key's random bytes.
 */
function isFramedMessage(bytes: Buffer): boolean {
  let i = 0;
  for (let fields = 0; fields < 16; fields++) {
    const tag = varint(bytes, i);
    if (tag === null || tag.value < 8) return false;
    const wire = tag.value & 7;
    i = tag.next;
    if (wire === 0) i = varint(bytes, i)?.next ?? Infinity;
    else if (wire === 1) i += 8;
    else if (wire === 5) i += 4;
    else if (wire === 2) {
      const length = varint(bytes, i);
      i = length === null ? Infinity : length.next + length.value;
    } else return false;
    if (i > bytes.length) return false;
    if (i === bytes.length) return true;
  }
  return false;
}

function byteEntropy(bytes: Buffer): number {
  const counts = new Uint32Array(256);
  for (const b of bytes) counts[b]!++;
  let h = 0;
  for (const c of counts) if (c > 0) h -= (c / bytes.length) * Math.log2(c / bytes.length);
  return h;
}

export function scanKeyFiles(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  forEachLongRun(text, MIN, B64, (s, e) => {
    if (e - s > MAX || !TAIL.test(text.slice(e, e + 4)) || !LEAD.test(text.slice(Math.max(0, s - 40), s))) return;
    const run = text.slice(s, e);
    if (FORMAT_HEADER.test(run)) return;
    const bytes = Buffer.from(run, 'base64');
    if (byteEntropy(bytes) < RANDOM_BYTES || isFramedMessage(bytes)) return;
    let end = e;
    while (text.charCodeAt(end) === 61 && end - e < 2) end++;
    out.push({ rule: 'generic-secret', start: s, end });
  });
  return out;
}
