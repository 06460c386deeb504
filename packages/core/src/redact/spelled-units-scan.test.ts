/**
 * A value written one character per unit: bits, code points, hex bytes, Morse, characters set apart by dots. The
 * string the units spell is judged; text, magic numbers and words spelt so stay. Values are made up for this test.
 */
import { describe, expect, it } from 'vitest';
import { redactText } from './redact.js';

const bits = (s: string): string => [...s].map((c) => c.charCodeAt(0).toString(2).padStart(8, '0')).join(' ');
const points = (s: string): string => [...s].map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
const bytes = (s: string): string => [...s].map((c) => `0x${c.charCodeAt(0).toString(16)}`).join(', ');

describe('a value spelt one unit per character', () => {
  it.each([
    ['bits', `notes: in binary: ${bits('Walrus_cinnamon')}`],
    ['code points', `codepoints: ${points('Otter4471#Saffron')}`],
    ['hex bytes', `static const unsigned char k[] = { ${bytes('!Lantern8830Quokka')} };`],
    ['Morse', 'morse: -- .- .-. .. --. --- .-.. -.. ....- ..... ----.'],
    ['dots', 'letters one at a time: Q.u.o.k.k.a.5.2.#'],
  ])('redacts it written in %s', (_how, text) => {
    const out = redactText(text).text;
    expect(out).toContain('[REDACTED:');
    expect(out).not.toMatch(/[01]{8} [01]{8} [01]{8}|U\+00[0-9A-F]{2} U\+00|0x[0-9a-f]{2}, 0x[0-9a-f]{2}, 0x|\.-\. \.\. --\.|k\.a\.5/);
  });

  it('keeps text, magic numbers and words spelt out', () => {
    const texts = [
      `the tutorial prints ${bits('Hello world')}`,
      'the PNG signature is 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a',
      `the heading uses ${points('résumé')} and U+2014`,
      'SOS is ... --- ... and ... --- ...',
      'see e.g. the U.S.A. section, v.1.2.3.4.5.6.7 and 10.0.0.1',
    ];
    for (const text of texts) expect(redactText(text).text, text).toBe(text);
  });
});
