import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachLongRun } from './scan-util.js';

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
