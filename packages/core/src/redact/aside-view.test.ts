/**
 * A secret's noun and its value with an aside in brackets between them, or the noun named in the aside. Values are
 * made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('an aside in brackets between the noun and its value', () => {
  itRedacts([
    ['the noun in the aside, then "is"', 'Ledger 25th word (passphrase) is toucan bilberry fritillary lemming caracal', 'toucan bilberry fritillary lemming caracal'],
    ['an aside after a weak noun, then a colon', 'Used pw (scrambled with rot47 so the bot ignores it): q68@?:2R3@?@3@gag for the login', 'q68@?:2R3@?@3@gag'],
    ['an aside after a two-word noun', 'recovery phrase (write it down, twelve words): ibex impala zander xerus', 'ibex impala zander xerus'],
    // the words before the aside are read after the code and the digits that stand before them on the line
    ['a noun after code on its line', 'cfg[2]; vault pw (scrambled with rot47 so the bot ignores it): q68@?:2R3@?@3@gag', 'q68@?:2R3@?@3@gag'],
    ['a noun after a tab-separated cell', '42\tadmin password (rot13, keep it out of the log): Zbbaoynqr-Xvjv-88 next', 'Zbbaoynqr-Xvjv-88'],
  ]);
  it('keeps prose and code with brackets beside a noun', () =>
    expectKept([
      'the password (see the wiki) is documented in the runbook',
      'call check(password) is fine here',
      'set the PIN (four digits): done through the app',
    ]));
});
