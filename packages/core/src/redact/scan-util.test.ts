import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continuationAfter, forEachLongRun } from './scan-util.js';

/** Every maximal run of `chars` of `min` characters or more, by a regex over the whole text. */
function naiveRuns(text: string, min: number): [number, number][] {
  return [...text.matchAll(/[ab=]+/g)].filter((m) => m[0].length >= min).map((m) => [m.index, m.index + m[0].length]);
}

describe('forEachLongRun', () => {
  it('visits every maximal run of `min` characters or more, each once, in order, and no shorter run', () => {
    const table = new Uint8Array(128);
    for (const c of 'ab=') table[c.charCodeAt(0)] = 1;
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '=', ' ', '.', 'é'), { maxLength: 80 }), fc.integer({ min: 1, max: 12 }), (chars, min) => {
        const text = chars.join('');
        const seen: [number, number][] = [];
        forEachLongRun(text, min, table, (s, e) => seen.push([s, e]));
        expect(seen).toEqual(naiveRuns(text, min));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('continuationAfter', () => {
  it('goes on over a token wrapped onto the next line, real or JSON-escaped', () => {
    const real = 'export API_KEY=sk-live-4f8a\n9c2e7b1d0a"';
    expect(continuationAfter(real, real.indexOf('\n'))).toBe(real.length - 1);
    const escaped = '{"text":"token: ghp_aB3dE6gH\\nJ9kL2mN5pQ8r more"}';
    expect(continuationAfter(escaped, escaped.indexOf('\\n'))).toBe(escaped.indexOf(' more'));
  });

  it('does not go on over a word, a number alone, an assignment or an id on the next line', () => {
    for (const next of ['Running tests', '20240101 ok', 'DEBUG=1', 'log_level=info2', '0b29513a-d778-454d-acb9-fd442740c73e']) {
      expect(continuationAfter(`abc\n${next}`, 3)).toBe(-1);
    }
  });

  it('reads at most 512 characters of the next line: a digit past them does not make it a value', () => {
    for (const pad of [3, 200, 510, 511, 512, 600]) {
      const text = `value\\n${'k'.repeat(pad)}7"`;
      expect(continuationAfter(text, 5)).toBe(pad + 1 <= 512 ? text.length - 1 : -1);
    }
  });
});
