/**
 * Keys held in an object whose name says so (`"securityKeys": {"S0_Legacy": "<hex>", "S2_AccessControl": "<hex>"}`,
 * `network_keys:` over indented `primary: <hex>` lines): the members' names say which key, the container's says
 * key. Their values are secrets even when hex, which a value found by its shape alone is not (a digest). A member
 * named an id, a fingerprint or public stays, and so does an object whose name says public or names no secret.
 */
import { isHex, looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { publicByName } from './public-names.js';
import type { RawMatch } from './rule-types.js';
import { isWordChar } from './scan-util.js';

/** The words a container's name holds: the scan's `needs`, whose places the anchor scan hands to it. */
export const CONTAINER_WORDS = ['key', 'secret', 'cred'];
/**
 * Where the object opens after the name the word at `p` stands in (`securityKeys": {`, `keys = {`), or -1. Read by
 * hand: most places a word like `key` stands are followed by anything but an opening brace.
 */
function openingAfter(text: string, p: number): number {
  let i = p;
  while (isWordChar(text.charCodeAt(i)) && i - p < 40) i++;
  while (text.charCodeAt(i) === 92) i++; // the quote's escapes
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) i++;
  while (text.charCodeAt(i) === 32) i++;
  if (text.charCodeAt(i) !== 58 && text.charCodeAt(i) !== 61) return -1; // `:` or `=`
  i++;
  while (text.charCodeAt(i) === 32) i++;
  return text.charCodeAt(i) === 123 ? i : -1;
}
/** One member: its name and its quoted value. */
const MEMBER = /[{,][ \t]*(?:\\*["'])?([A-Za-z0-9_.-]{1,40})(?:\\*["'])?[ \t]*:[ \t]*(\\*["'])([A-Za-z0-9+/=_-]{16,256})\2/y;
/** A member that names a key rather than holding it (a JWK's `kid`). */
const KEY_ID = /^(?:kid|key_?id|keyId)$/i;
/** How far an object's members may reach. */
const REACH = 2000;

export function scanKeyContainers(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let readTo = -1;
  for (const p of at) {
    if (p < readTo) continue;
    const brace = openingAfter(text, p);
    if (brace < 0) continue;
    let s = p;
    while (s > 0 && isWordChar(text.charCodeAt(s - 1))) s--;
    let e = p;
    while (isWordChar(text.charCodeAt(e))) e++;
    const name = text.slice(s, e);
    // a container's name is plural (`securityKeys`, `secrets`): judged as one of its members would be named
    if (nameStrength(name.replace(/([^s])s$/, '$1')) === null || /public|pubkey|cache|primary|foreign/i.test(name)) continue;
    readTo = members(text, brace, out);
  }
  return out;
}

/** The members of the object opening at `brace` whose values are keys; returns where the object's members end. */
function members(text: string, brace: number, out: RawMatch[]): number {
  let i = brace;
  const end = Math.min(text.length, brace + REACH);
  while (i < end) {
    MEMBER.lastIndex = i;
    const m = MEMBER.exec(text);
    if (m === null) return i;
    const value = m[3]!;
    const start = MEMBER.lastIndex - m[2]!.length - value.length;
    if (isKey(value) && !KEY_ID.test(m[1]!) && !publicByName(text, start)) out.push({ rule: 'generic-secret', start, end: start + value.length });
    i = MEMBER.lastIndex;
  }
  return i;
}

/** A key's value: 32 hex digits or more (128 bits and up), or random. */
function isKey(v: string): boolean {
  return plausibleValue(v, 16) && ((isHex(v) && v.length >= 32) || looksRandom(v, 16));
}
