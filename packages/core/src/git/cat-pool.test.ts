import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile } from './cat-file.js';
import { CatPool } from './cat-pool.js';
import { gitProcessStats } from './run-git.js';

/** A Claude Code-shaped JSONL of about `bytes`, different per `seed`. */
function transcript(seed: number, bytes: number): string {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const line = JSON.stringify({ type: 'user', sessionId: `s-${seed}`, uuid: `${seed}-${i}`, message: { role: 'user', content: `step ${i} of ${seed} `.repeat(40) } });
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

describe('CatPool', () => {
  let fx: GitFixture;
  const files: Record<string, string> = {};
  beforeAll(() => {
    fx = GitFixture.create();
    for (let i = 0; i < 12; i++) files[`t${i}/full.jsonl`] = transcript(i, 200_000 + i * 50_000);
    fx.commitTree('refs/heads/entire/checkpoints/v1', files);
  });
  afterAll(() => fx.cleanup());

  const streamed = async (reader: { stream: CatFile['stream'] }, spec: string): Promise<string> => {
    const parts: Buffer[] = [];
    await reader.stream(spec, (chunk) => void parts.push(Buffer.from(chunk)));
    return Buffer.concat(parts).toString('utf8');
  };

  it('streams overlapping reads through two git processes, each blob whole and unmixed', async () => {
    const cat = new CatFile(fx.dir);
    const pool = new CatPool(cat, fx.dir);
    const before = gitProcessStats.spawned;
    try {
      const specs = Object.keys(files).map((path) => `entire/checkpoints/v1:${path}`);
      const [texts, heads] = await Promise.all([Promise.all(specs.map((spec) => streamed(pool, spec))), Promise.all(specs.map((spec) => pool.head(spec, 100)))]);
      expect(texts).toEqual(Object.values(files));
      expect(heads.map((h) => h?.toString('utf8'))).toEqual(Object.values(files).map((t) => t.slice(0, 100)));
    } finally {
      await pool.close();
      await cat.close();
    }
    expect(gitProcessStats.spawned - before).toBe(2);
  });

  it('starts no second process while reads come one at a time', async () => {
    const cat = new CatFile(fx.dir);
    const pool = new CatPool(cat, fx.dir);
    const before = gitProcessStats.spawned;
    try {
      for (const [path, text] of Object.entries(files).slice(0, 3)) expect(await streamed(pool, `entire/checkpoints/v1:${path}`)).toBe(text);
    } finally {
      await pool.close();
      await cat.close();
    }
    expect(gitProcessStats.spawned - before).toBe(1);
  });
});
