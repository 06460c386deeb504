/**
 * A code given as digits, named by whatever it opens or collects, and the codes a program reports, which stay. Values
 * are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

describe('a code given as digits', () => {
  it.each([
    ['a barrier', 'car park barrier code: 481203 then the green button', '481203'],
    ['a collection, with what it is for', "pharmacy collection code for dad's prescription: 55291870", '55291870'],
    ['a code named by no word of its own', 'the code is 739204, it expires at noon', '739204'],
    ['a locker, in an error', '{"error":"rejected: bike shed code: 90417"}', '90417'],
    ['a device, with where it is set', "Screen-time code on the kids' tablet: 680213", '680213'],
    ['a door, with what it opens', 'side entrance code to the storage room: 55170394', '55170394'],
  ])('redacts the code of %s', (_what, text, value) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toContain(value);
  });

  it('keeps the codes programs report', () => {
    const texts = [
      'Exit Code: 1303',
      'error code 10013 from the socket',
      'HTTP status code 4040 is not a thing',
      'the zip code 94107 and country code 0044',
      'source code 2024 edition, code 12 lines long',
      'the code is 1234',
      'the exit code on the build server: 137507',
      'status code of the upstream request: 50312',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
