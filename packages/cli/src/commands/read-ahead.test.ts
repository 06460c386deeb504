import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readAhead', () => {
  it('yields in order while the next builds run, never more than `depth` at once', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    // The later items finish first: the order of results must still be the order of items.
    const build = async (ms: number, i: number) => {
      started.push(i);
      most = Math.max(most, ++running);
      await later(ms);
      running--;
      return i;
    };
    const got: number[] = [];
    for await (const r of readAhead([30, 5, 1, 20, 1], 2, build)) got.push(r);
    expect(got).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('reports a failed build at its turn, after the results before it', async () => {
    const got: number[] = [];
    const run = async () => {
      for await (const r of readAhead([0, 1, 2], 2, async (_x, i) => {
        if (i === 1) throw new Error('blob 1 is missing');
        await later(10);
        return i;
      }))
        got.push(r);
    };
    await expect(run()).rejects.toThrow('blob 1 is missing');
    expect(got).toEqual([0]);
  });

  it('takes items one by one from an async source, asking for the next only when a build may start', async () => {
    const asked: number[] = [];
    async function* items() {
      for (let i = 0; i < 4; i++) {
        asked.push(i);
        yield i;
      }
    }
    const got: number[] = [];
    for await (const r of readAhead(items(), 2, async (x) => x * 10)) {
      got.push(r);
      // While result k is handled, at most the two builds after it were asked for.
      expect(asked.length).toBeLessThanOrEqual(Math.min(4, got.length + 2));
    }
    expect(got).toEqual([0, 10, 20, 30]);
  });
});
