import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile } from './cat-file.js';
import { gitProcessStats } from './run-git.js';
import { SplitReads } from './split-reads.js';

describe('SplitReads', () => {
  let fx: GitFixture;
  const files: Record<string, string> = {};
  beforeAll(() => {
    fx = GitFixture.create();
    for (let i = 0; i < 6; i++) files[`t${i}.jsonl`] = `${JSON.stringify({ i })}\n`.repeat(1000 * (i + 1));
    fx.commitTree('refs/heads/entire/checkpoints/v1', files);
  });
  afterAll(() => fx.cleanup());

  async function readAll(after: number): Promise<{ texts: string[]; spawned: number; split: boolean }> {
    const before = gitProcessStats.spawned;
    const cat = new CatFile(fx.dir);
    const reads = new SplitReads(cat, fx.dir, after);
    try {
      const texts = await Promise.all(
        Object.entries(files).map(async ([name, text]) => {
          const parts: Buffer[] = [];
          await reads.readerFor(text.length).stream(`entire/checkpoints/v1:${name}`, (chunk) => void parts.push(Buffer.from(chunk)));
          return Buffer.concat(parts).toString('utf8');
        }),
      );
      return { texts, spawned: gitProcessStats.spawned - before, split: reads.split };
    } finally {
      await reads.close();
      await cat.close();
    }
  }

  it('spreads many bytes over two git processes, each blob read whole and right', async () => {
    const { texts, spawned, split } = await readAll(1);
    expect(texts).toEqual(Object.values(files));
    expect(split).toBe(true);
    expect(spawned).toBe(2);
  });

  it('keeps to the one process while few bytes are asked for', async () => {
    const { texts, spawned, split } = await readAll(1024 * 1024);
    expect(texts).toEqual(Object.values(files));
    expect(split).toBe(false);
    expect(spawned).toBe(1);
  });
});
