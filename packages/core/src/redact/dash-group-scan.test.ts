/**
 * Codes written as groups joined by `-`: a Wi-Fi key read off a router's sticker in groups of 4 or 6, capitals and
 * digits mixed in each; dates, versions, UUIDs and hex ids cut into groups stay.
 */
import { describe, expect, it } from 'vitest';
import { expectGone, expectKept, itRedacts } from './expect-redaction.js';
import { serialShape } from './dash-group-scan.js';

describe('codes in groups joined by a dash', () => {
  it('reads a code of three groups of 4 or 6, each mixing capitals and digits', () => {
    expect(serialShape('W1F4-K3YX-9PQ2')).toBe(true);
    expect(serialShape('QH7K2M-8RT4VX-N3P9ZL')).toBe(true);
  });

  it('keeps dates, hex ids and groups that do not all mix', () => {
    for (const v of ['2024-0612-1130', 'A1B2-C3D4-E5F6', 'ABCD-EFGH-1234', 'SKU4-BLUE-LARGE', 'X1Y2-Z3W4']) {
      expect(serialShape(v)).toBe(false);
    }
  });
});

describe('a code read off a screen, its last group in lower case', () => {
  itRedacts([['two mixed groups, then letters', 'the display shows RTQ582-MXV194-kdwpza, type it at the prompt', 'RTQ582-MXV194-kdwpza']]);
  it('keeps ids and slugs of groups', () => expectKept(['deploy build-x86_64-linux done', 'see ABC123-DEF456 and ticket PLAT-1234-fixes']));
});

describe('a password spelled one character at a time joined by " - ", the spelling word after it', () => {
  it('takes letters, a symbol and digits', () =>
    expectGone("Wire up it's t - a - n - g - e - r - i - n - e - & - 0 - 8 - 2 - P - i - c - k - l - e (letter by letter, capital first)", 't - a - n - g', '0 - 8 - 2', 'k - l - e'));
  it('keeps a run of the alphabet joined the same way', () => expectKept(['the sum is a - b - c - d - e - f - g - h - i (letter by letter it reads abc)']));
});
