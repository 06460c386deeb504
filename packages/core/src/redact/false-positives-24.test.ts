/**
 * Public values a fifth red-team set had redacted (issue 13: public values must survive), each beside the secret of
 * the same syntax that must still go. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { splitAcross } from './record-pairs.js';

describe('an HTTP entity tag is public', () => {
  it('keeps a weak and a strong ETag', () =>
    expectKept(['ETag: W/"5e1c0a2d-kQ8vNw2ZtPp4xRbY7mLc0aHs3"', 'etag: "7a41be09-Tq3LmZ8wPc2Xn5VbKd6Ry0sGh"', '< ETag: W/"1f9c-8qXz0Lp3Nw7VbKc2Mr5Ty"']));
  it('still redacts a token under a header that is no tag', () =>
    expectRedacted('X-Api-Token: W/"sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5"', 'sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5'));
});

describe('a rule about passwords is no password', () => {
  it('keeps a password policy, redacts a password spoken as words', () => {
    expectKept(['Password policy: minimum 12 characters, two symbols, no reuse of the last 8 passwords.']);
    expectRedacted('the password is maple 41 otter lantern', 'maple 41 otter lantern');
  });
});

describe('a sentence that ends one record is no half of a token the next one starts', () => {
  it('keeps a commit id that starts the next prompt', () =>
    expect(splitAcross('That is the unlock passphrase for the vault.', 'e5e5dbf4dd69 chore(ci): pin node', true)).toBeNull());
});
