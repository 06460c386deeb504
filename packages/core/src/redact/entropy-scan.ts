/**
 * The keyword-less rule: a bare random token (a secret pasted into a prompt, printed by a tool). It must stay
 * close to silent on benign text: git SHAs and checksums are hex, base64 blobs and ids are glued to `+/=_-.`,
 * SSH public keys follow `ssh-…`, encoded prose decodes to text.
 */
import { charClasses, classFlipRate, isHex, shannon } from './entropy.js';
import { publicByName } from './public-names.js';
import { decodesToText, isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { forEachLongRun, isEscapeAt } from './scan-util.js';
import { wifShape } from './wif-key-scan.js';

/**
 * A standalone run of 32–66 letters and digits (nothing from the base64 or identifier alphabet around it) that
 * mixes all three classes, flips class often and has high entropy. Hex is excluded (SHAs, checksums).
 */
function checkEntropy(run: string): boolean {
  if (run.length < 32 || run.length > 66) return false;
  if (isHex(run) || run.startsWith('AAAA')) return false;
  const cls = charClasses(run);
  if (cls.upper < 3 || cls.lower < 3 || cls.digit < 2) return false;
  if (classFlipRate(run) < 0.4) return false;
  return shannon(run) >= (run.length >= 40 ? 4.6 : 4.4);
}

/** 1 = letter or digit, 2 = other base64/identifier character that glues a run together. */
const RUN_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9]/.test(ch)) RUN_CLASS[c] = 1;
  else if (/[+/=_.-]/.test(ch)) RUN_CLASS[c] = 2;
}

/** The shortest run judged. */
export const MIN_RUN = 32;

/**
 * A hand-written scan (no regex), the hottest rule. It probes every 32nd character: a run of 32 or more must
 * cover the probe, so a probe outside a run skips 32 characters at once.
 */
export function entropyScan(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  forEachLongRun(text, MIN_RUN, RUN_CLASS, (s, e) => {
    let end = e;
    while (end > s && text.charCodeAt(end - 1) === 46) end--; // a sentence's final period
    if (end - s >= 32 && end - s <= 66) candidate(text, s, end, out);
  });
  return out;
}

function candidate(text: string, start: number, end: number, out: RawMatch[]): void {
  if (/[+/=_.-]/.test(text.slice(start, end))) return; // base64 blob, path or identifier, not a bare token
  // a Bitcoin private key: the public-value tests below take base58 runs for addresses
  if (end - start >= 51 && end - start <= 53 && wifAt(text, start, end, out)) return;
  // a key fingerprint or a module digest (go.sum's `h1:`; cut before its `=`, it has no base64 character left)
  if (/(?:sha[0-9]*|md5|(?<![A-Za-z0-9])h1):$/i.test(text.slice(Math.max(0, start - 7), start))) return;
  // a data URI's payload (`data:image/png;base64,iVBOR…`): a file's bytes; base64-scan still judges what they decode to
  if (/;base64,$/i.test(text.slice(Math.max(0, start - 8), start))) return;
  if (/%[0-9A-Fa-f]{2}$/.test(text.slice(Math.max(0, start - 3), start)) || text.charAt(end) === '%') return; // URL-encoded data
  // `\n8Zdq…` inside a JSON string: the `n` belongs to the escape
  if (isEscapeAt(text, start)) start++;
  const run = text.slice(start, end);
  if (!checkEntropy(run) || isSshKeyContext(text, start) || inBase64Block(text, start) || inFlatPublicBlock(text, start)) return;
  if (isPublicKeyId(text, start) || decodesToText(run)) return;
  if (inSourceMapMappings(text, start, end) || isPublicId(run) || publicByName(text, start)) return;
  out.push({ rule: 'generic-secret', start, end });
}

/** A WIF key standing alone at [start, end) (after a JSON escape's letter too). */
function wifAt(text: string, start: number, end: number, out: RawMatch[]): boolean {
  const s = isEscapeAt(text, start) ? start + 1 : start;
  if (!wifShape(text.slice(s, end))) return false;
  out.push({ rule: 'private-key', start: s, end });
  return true;
}

function isSshKeyContext(text: string, start: number): boolean {
  return /(?:ssh-[a-z0-9]+|ecdsa-[a-z0-9-]+)\s+$/.test(text.slice(Math.max(0, start - 40), start));
}

/**
 * A line of a base64 block (a certificate, a public key): the line before is armour or base64 of its own, also in a
 * file read with line numbers (`cat -n`'s `     3\t`, the Read tool's `     3→`, OpenCode's `00003| `), or on one line (a summary joined
 * the block's lines with blanks).
 */
export function inBase64Block(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 96), start);
  return /(?:-----|[A-Za-z0-9+/=]{40,})(?:\r?\n|\\+[rn]|[ \t])+(?:[ \t]*\d{1,6}(?:\t|\\t|→|\|[ \t]?))?$/.test(before);
}

/** How far back a flattened block's armour is looked for: a 4096-bit key's base64 and its blanks. */
const FLAT_BLOCK_REACH = 1024;
const PUBLIC_ARMOUR = /^-----BEGIN (?:[A-Z0-9]+ )*(?:PUBLIC KEY|CERTIFICATE(?: REQUEST)?)-----[A-Za-z0-9+/= \t]*$/;

/**
 * A line of a public key or a certificate whose lines a one-line summary joined with blanks
 * (`-----BEGIN PUBLIC KEY----- MIIBIjAN… RD9M3JtV…`, often cut before its END armour): the armour is public and only
 * the block's own base64 stands between it and the run.
 */
export function inFlatPublicBlock(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - FLAT_BLOCK_REACH), start);
  const armour = before.lastIndexOf('-----BEGIN ');
  return armour >= 0 && PUBLIC_ARMOUR.test(before.slice(armour));
}

/**
 * A segment of a source map's `mappings` (base64 VLQ groups between `,` and `;`, `AAAA,SAASA;…`): positions, not a
 * secret. Its neighbours are separators, and more of them stand before it in one unbroken run of VLQ groups (a CSV
 * line's `id;name;` has a `_` or an escape before it).
 */
function inSourceMapMappings(text: string, start: number, end: number): boolean {
  if (!/[;,]/.test(text.charAt(start - 1)) || !/^(?:[;,"\\]|$)/.test(text.charAt(end))) return false;
  const before = /[A-Za-z0-9+/;,]*$/.exec(text.slice(Math.max(0, start - 512), start))![0];
  return (before.match(/[;,]/g)?.length ?? 0) >= 2 && /^[A-Za-z0-9+/]{4,}[;,]/.test(before);
}

/**
 * A JWK's key id or thumbprint (`"kid": "…"`, `"x5t": "…"`): it names a public key, it opens nothing. So does a
 * value named a site key or a public key (`data-sitekey="…"`, `siteKey: '…'`, `PUBLIC_KEY=…`).
 */
function isPublicKeyId(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 32), start);
  return /\\*"(?:kid|x5t(?:#S256)?)\\*"\s*:\s*\\*"$/.test(before) || /(?:site|public|publishable)[_-]?key\\*["']?\s*[:=]\s*\\*["'`]?$/i.test(before);
}
