/** A secret wrapped in base32 after a word that says so, beside base32 runs that encode no secret. */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

/** `text` in base32 (RFC 4648, unpadded). */
function base32(text: string): string {
  let bits = '';
  for (const b of Buffer.from(text, 'utf8')) bits += b.toString(2).padStart(8, '0');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return (bits.match(/.{1,5}/g) ?? []).map((g) => alphabet[parseInt(g.padEnd(5, '0'), 2)]).join('');
}

describe('a password wrapped in base32', () => {
  const run = base32('Sosna44*wierzbaKQZ7');
  itRedacts([['after the word, in prose', `stored base32 in the config: ${run}`, run]]);
  it('keeps base32 runs of words, and capitals that are no base32 text', () =>
    expectKept([`the base32 of the label is ${base32('release notes for march')}`, 'base32 alphabet: ABCDEFGHIJKLMNOPQRSTUVWXYZ234567']));
});
