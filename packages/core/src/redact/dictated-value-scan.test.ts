/** A secret dictated as words with its symbols said aloud, beside prose that names a dash or an underscore. */
import { describe, it } from 'vitest';
import { expectKept, itRedacts } from './expect-redaction.js';

describe('a secret dictated as words', () => {
  itRedacts([
    ['read out over the phone, in quotes', 'she read it out over the phone: "biscuit dash cobalt dash walnut"', 'biscuit dash cobalt dash walnut'],
    ['with a number and an underscore', 'the Wi-Fi one is tiger underscore 42 underscore Moon, all lower case but the M', 'tiger underscore 42 underscore Moon'],
  ]);
});

describe('prose that names the symbols', () => {
  it('keeps a dash or an underscore named once, and the names of the dashes', () =>
    expectKept([
      'use an em dash en dash or hyphen in titles, never a double hyphen',
      'kebab case joins words by dash, like user dash profile, and snake case by underscore',
      'press the dash key then the underscore key',
    ]));
});
