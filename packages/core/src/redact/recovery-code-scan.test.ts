/**
 * Recovery codes printed as one group each (a console's backup codes), after the words that name them; a sentence
 * after the same words stays. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('recovery codes of one group', () => {
  it('redacts a list of codes of one length', () => {
    const out = redactText('here you go: console 2-step backup codes: k7vq2mzp4d, w3xh9ta6ne, pbnrcvsqkd, 5jd8eyu2fh').text;
    expect(out).not.toMatch(/k7vq2mzp4d|w3xh9ta6ne|pbnrcvsqkd|5jd8eyu2fh/);
  });

  it('keeps words after the same noun', () => {
    const text = 'the backup codes: printed earlier, stored safely, nothing pasted here';
    expect(redactText(text).text).toBe(text);
  });
});

describe('recovery codes of two groups split by a blank, the codes by commas', () => {
  it('redacts each code of the list, inside a JSON body too', () => {
    const codes = 'q7k2 m9xw, t4hp 2rvz, 8bnd ze5k, w3fj 6cqa';
    for (const text of [`Dropbox backup codes: ${codes}`, `curl -d '{"body":"backup codes: ${codes}"}'`]) {
      const out = redactText(text).text;
      for (const code of codes.split(', ')) expect(out).not.toContain(code);
    }
  });
  it('keeps a sentence of short words split by commas', () => {
    const text = 'backup codes: were sent, then read, they will be used soon';
    expect(redactText(text).text).toBe(text);
  });
});
