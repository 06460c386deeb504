/**
 * A Bitcoin private key in Wallet Import Format, found by its shape alone: base58 (no `0`, `O`, `I`, `l`), 51
 * characters after a `5` (or `9` on testnet), 52 after a `K`, `L` (or `c`), letters of both cases and digits. No
 * address, transaction id or CID has that length and lead: addresses are 26 to 44 characters, a CIDv0 is 46 after
 * `Qm`, signatures are 87 or 88.
 *
 * Runs of 51 base58 characters or more are walked with forEachLongRun: shorter text is skipped 51 characters at a time.
 */
import type { RawMatch } from './rule-types.js';
import { forEachLongRun } from './scan-util.js';

const BASE58 = new Uint8Array(128);
for (const c of '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz') BASE58[c.charCodeAt(0)] = 1;

/** A base58 run of a WIF key's length for its lead character, mixed like random data. */
function wifShape(run: string): boolean {
  const lead = run.charAt(0);
  const length = run.length === 51 ? '59'.includes(lead) : run.length === 52 && 'KLc'.includes(lead);
  return length && /[a-z]/.test(run) && /[A-Z].*[A-Z]/.test(run.slice(1)) && /[1-9]/.test(run);
}

export function scanWifKeys(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  forEachLongRun(text, 51, BASE58, (s, e) => {
    // a run glued to a word, a path or an escape's letter (`\nKx…`) is part of something longer
    const start = s > 0 && text.charCodeAt(s - 1) === 92 ? s + 1 : s;
    if (/[\w/+=-]/.test(text.charAt(start === s ? s - 1 : -1) || ' ') || /[\w/+=-]/.test(text.charAt(e))) return;
    if (wifShape(text.slice(start, e))) out.push({ rule: 'private-key', start, end: e });
  });
  return out;
}
