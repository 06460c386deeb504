import { afterAll, describe, expect, it, vi } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile } from './cat-file.js';
import { catFileSource } from './blob-source.js';
import { CHUNK_BYTES } from '../read/sources.js';
import { gitProcessStats } from './run-git.js';

async function text(src: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of src) parts.push(Buffer.from(c));
  return Buffer.concat(parts).toString('utf8');
}

describe('catFileSource: transcripts through one open cat-file', () => {
  const fx = GitFixture.create();
  afterAll(() => fx.cleanup());
  const big = 'x'.repeat(9 * 1024 * 1024 - 1) + '\n';
  const blob = (s: string) => fx.git(['hash-object', '-w', '--stdin'], { input: s }).trim();

  it('reads many blobs in order through one process, chunks joined with a newline, the next one already requested', async () => {
    const [a, b, c] = [blob('{"a":1}'), blob('{"b":2}\n'), blob(big)];
    const cat = new CatFile(fx.dir);
    const before = gitProcessStats.spawned;
    try {
      // Both sources are created (requested) before either is read: git streams the second while the first is parsed.
      const first = catFileSource(cat, [a, b]);
      const second = catFileSource(cat, [c]);
      // The 9 MiB blob is held back (paused) while the first source is still unread, and arrives whole.
      expect(await text(first)).toBe('{"a":1}\n{"b":2}\n');
      expect((await text(second)).length).toBe(big.length);
      expect(gitProcessStats.spawned - before).toBe(1);
    } finally {
      await cat.close();
    }
  });

  it('reports a missing blob, and a reader that stops early leaves the process usable', async () => {
    const cat = new CatFile(fx.dir);
    try {
      await expect(text(catFileSource(cat, ['0'.repeat(40)]))).rejects.toThrow(/missing from the repository/);
      for await (const _ of catFileSource(cat, [blob(big)])) break;
      expect(await text(catFileSource(cat, [blob('{"after":true}')]))).toBe('{"after":true}');
    } finally {
      await cat.close();
    }
  });

  it("hands on git's reads that arrived while the reader was busy joined, up to a file read's size each", async () => {
    const kept = blob(big);
    const cat = new CatFile(fx.dir, { keepStreamed: 16 * 1024 * 1024 });
    try {
      // A kept blob arrives whole at once: its 64 KiB reads are all queued before the first is asked for.
      await cat.stream(kept, () => undefined);
      const sizes: number[] = [];
      const parts: Buffer[] = [];
      for await (const chunk of catFileSource(cat, [kept])) {
        sizes.push(chunk.length);
        parts.push(Buffer.from(chunk));
      }
      expect(Buffer.concat(parts).toString('utf8')).toBe(big);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(CHUNK_BYTES);
      expect(sizes.length).toBeLessThanOrEqual(Math.ceil(big.length / CHUNK_BYTES) + 1);
    } finally {
      await cat.close();
    }
  });

  it('never holds git back for a blob kept in memory: the reads queued behind it go on while it is parsed', async () => {
    const kept = blob(big);
    const cat = new CatFile(fx.dir, { keepStreamed: 16 * 1024 * 1024 });
    try {
      await cat.stream(kept, () => undefined);
      const pace = vi.spyOn(cat, 'pace');
      const src = catFileSource(cat, [kept]);
      const next = catFileSource(cat, [blob('{"next":true}')]);
      expect((await text(src)).length).toBe(big.length);
      expect(pace).not.toHaveBeenCalledWith(true);
      expect(await text(next)).toBe('{"next":true}');
    } finally {
      await cat.close();
    }
  });
});
