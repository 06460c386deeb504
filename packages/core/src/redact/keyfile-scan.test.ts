/** Key material printed bare, a long base64 run of random bytes alone on its line, beside encoded files and text. */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const KEY = fake.b64(1008, 9101);
/** A service's opaque token framed as a protocol buffer: field 2 holds 360 random bytes, field 3 a number. */
const SIGNATURE = Buffer.concat([Buffer.from([0x12, 0xe8, 0x02]), Buffer.from(fake.b64(480, 9104), 'base64'), Buffer.from([0x18, 0x02])]).toString('base64');

describe('a keyfile printed bare', () => {
  itRedacts([
    ['the output of a cat, after a label', `Output: ${KEY}\nExit Code: 0`, KEY],
    ['inside a JSON string', JSON.stringify({ output: `${KEY}\n` }), KEY],
  ]);
});

describe('long base64 that is no key', () => {
  const text = Buffer.from('The quick brown fox jumps over the lazy dog while the build runs. '.repeat(8)).toString('base64');
  it("keeps a model's thinking signature, an encoded image, a certificate and encoded text", () =>
    expectKept([
      `{"type":"thinking","thinking":"","signature":"${SIGNATURE}"}`,
      `Output: iVBORw0KGgo${fake.b64(400, 9102)}`, `MIIDdzCCAl+gAwIBAgIE${fake.b64(400, 9103)}`, `Output: ${text}`]));
});
