/**
 * A raw private key told in plain words ("for the staging box just use 0x<64 hex> and it should let you in"): an
 * Ethereum-style key is 32 bytes written as `0x` and 64 hex digits, and no name before it says what it is. The same
 * shape is a transaction or block hash, a storage slot, an event topic or a keccak digest: those are told by a word on
 * the line before the value (`tx`, `hash`, `block`, `topic`, …), and they are printed by tools inside JSON (a quote
 * right before the value), where the rows that read a name before a value judge them. A value with too few distinct
 * digits (`0x000…01`, a padded address or number) is no key.
 *
 * One bounded look per `0x` found by the anchor scan (`needs`).
 */
import { shannon } from './entropy.js';
import type { RawMatch } from './rule-types.js';

export const HEX_KEY_WORDS = ['0x'];

const KEY = /0x[0-9a-fA-F]{64}(?![0-9A-Za-z_])/y;
/** How far back on its line a word may say the value is a hash. */
const REACH = 120;
/** Words that make a 32-byte value a hash, a slot or a signature part, not a key. */
const HASH_WORD = /hash|\btx|transaction|block|topic|slot|storage|digest|keccak|sha|root|commit|selector|event|receipt|merkle|salt|nonce|signature|\bsig\b|bytes32|calldata|data|code|\bid\b/i;

export function scanHexKeys(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    // a word character before it is a longer run's middle; a quote is a printed JSON value
    if (p > 0 && /[\w"'`$]/.test(text.charAt(p - 1))) continue;
    KEY.lastIndex = p;
    if (!KEY.test(text) || shannon(text.slice(p + 2, p + 66)) < 3.3) continue;
    const lineStart = Math.max(text.lastIndexOf('\n', p) + 1, p - REACH, 0);
    if (HASH_WORD.test(text.slice(lineStart, p)) || HASH_WORD.test(text.slice(p + 66, p + 90).split('\n')[0]!)) continue;
    out.push({ rule: 'generic-secret', start: p, end: p + 66 });
  }
  return out;
}
