/**
 * Public values a fifth red-team set had redacted (issue 13: public values must survive), each beside the secret of
 * the same syntax that must still go. Values are made up here.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';

describe('an HTTP entity tag is public', () => {
  it('keeps a weak and a strong ETag', () =>
    expectKept(['ETag: W/"5e1c0a2d-kQ8vNw2ZtPp4xRbY7mLc0aHs3"', 'etag: "7a41be09-Tq3LmZ8wPc2Xn5VbKd6Ry0sGh"', '< ETag: W/"1f9c-8qXz0Lp3Nw7VbKc2Mr5Ty"']));
  it('still redacts a token under a header that is no tag', () =>
    expectRedacted('X-Api-Token: W/"sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5"', 'sk_Qm7Lp2Xz9Vb4Kc8Nw3Ry6Tg1Hd5'));
});
