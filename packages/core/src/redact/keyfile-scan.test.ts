/** Key material printed bare, a long base64 run of random bytes alone on its line, beside encoded files and text. */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const KEY = fake.b64(1008, 9101);

describe('a keyfile printed bare', () => {
  itRedacts([
    ['the output of a cat, after a label', `Output: ${KEY}\nExit Code: 0`, KEY],
    ['inside a JSON string', JSON.stringify({ output: `${KEY}\n` }), KEY],
  ]);
});

describe('long base64 that is no key', () => {
  const text = Buffer.from('The quick brown fox jumps over the lazy dog while the build runs. '.repeat(8)).toString('base64');
  it('keeps an encoded image, a certificate, encoded text, and a run inside a sentence', () =>
    expectKept([`Output: iVBORw0KGgo${fake.b64(400, 9102)}`, `MIIDdzCCAl+gAwIBAgIE${fake.b64(400, 9103)}`, `Output: ${text}`]));
});
