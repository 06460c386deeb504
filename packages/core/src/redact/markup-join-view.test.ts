/** A value split into code spans side by side, read whole; code fences and spans apart stay as they are. */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a password split into two code spans side by side', () => {
  itRedacts([
    ['in an answer', 'use `Gwiewior``ka73?pvx` as the password', 'ka73?pvx'],
  ]);
  it('keeps code spans with blanks between them, an empty span and a fence', () =>
    expectKept(['run `npm ci` then `npm test` as the CI does', 'the ``` fence opens a block', 'a literal `` ` `` backtick']));
});
