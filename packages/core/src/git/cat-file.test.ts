import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile, SECOND_STREAMER_AFTER } from './cat-file.js';
import { gitProcessStats } from './run-git.js';

describe('CatFile', () => {
  let fx: GitFixture;
  let big = '';
  beforeAll(() => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      'a.txt': 'alpha\n',
      'empty.txt': '',
      'big.bin': Buffer.alloc(3 * 1024 * 1024, 0x61),
      'dir/b.json': '{"x":1}',
    });
    big = fx.git(['rev-parse', 'entire/checkpoints/v1:big.bin']);
  });
  afterAll(() => fx.cleanup());

  it('pipelines many reads through one process and answers in order', async () => {
    const before = gitProcessStats.spawned;
    const cat = new CatFile(fx.dir);
    try {
      const specs = Array.from({ length: 50 }, (_, i) => (i % 2 ? 'entire/checkpoints/v1:a.txt' : 'entire/checkpoints/v1:dir/b.json'));
      const out = await cat.getMany(specs);
      expect(out.map((r) => (r.status === 'ok' ? r.data.toString() : null))).toEqual(specs.map((s) => (s.endsWith('a.txt') ? 'alpha\n' : '{"x":1}')));
      expect(await cat.read('entire/checkpoints/v1:empty.txt')).toEqual(Buffer.alloc(0));
    } finally {
      await cat.close();
    }
    expect(gitProcessStats.spawned - before).toBe(1);
  });

  it('returns null for missing objects and refuses specs that would desynchronise the stream', async () => {
    const cat = new CatFile(fx.dir);
    try {
      const [missing, evil, ok] = await Promise.all([
        cat.read('entire/checkpoints/v1:nope.txt'),
        cat.read('HEAD\nentire/checkpoints/v1:a.txt'),
        cat.read('entire/checkpoints/v1:a.txt'),
      ]);
      expect(missing).toBeNull();
      expect(evil).toBeNull();
      expect(ok?.toString()).toBe('alpha\n');
    } finally {
      await cat.close();
    }
  });

  it('skips objects over the cap without buffering them, and keeps serving later requests', async () => {
    const cat = new CatFile(fx.dir, { maxBytes: 1024 * 1024 });
    try {
      const [r, after] = await Promise.all([cat.get(big), cat.read('entire/checkpoints/v1:a.txt')]);
      expect(r).toMatchObject({ status: 'too-large', size: 3 * 1024 * 1024, type: 'blob' });
      expect(cat.skipped).toEqual([{ spec: big, size: 3 * 1024 * 1024 }]);
      expect(after?.toString()).toBe('alpha\n');
      expect((await cat.read(big, { maxBytes: 4 * 1024 * 1024 }))?.length).toBe(3 * 1024 * 1024);
    } finally {
      await cat.close();
    }
  });

  it('reads only the head of a large object and streams in chunks', async () => {
    const cat = new CatFile(fx.dir);
    try {
      const head = await cat.head(big, 10);
      expect(head?.toString()).toBe('aaaaaaaaaa');
      let total = 0;
      const info = await cat.stream(big, (chunk) => {
        total += chunk.length;
      });
      expect(info).toMatchObject({ type: 'blob', size: 3 * 1024 * 1024 });
      expect(total).toBe(3 * 1024 * 1024);
      expect(await cat.info(big)).toMatchObject({ size: 3 * 1024 * 1024, type: 'blob' });
      expect(await cat.info('entire/checkpoints/v1:missing')).toBeNull();
      expect(await cat.head('entire/checkpoints/v1:missing', 10)).toBeNull();
    } finally {
      await cat.close();
    }
  });

  it('answers a second stream of a blob it was asked to keep from memory, whole even after a head, and keeps none over the cap', async () => {
    const small = 'entire/checkpoints/v1:a.txt';
    const cat = new CatFile(fx.dir, { keepStreamed: 1024 * 1024 });
    const collect = async (spec: string): Promise<string> => {
      const parts: Buffer[] = [];
      await cat.stream(spec, (chunk) => void parts.push(Buffer.from(chunk)));
      return Buffer.concat(parts).toString('utf8');
    };
    try {
      expect((await cat.head(small, 3))?.toString()).toBe('alp');
      expect(await collect(small)).toBe('alpha\n');
      expect(cat.keptAnswers).toBe(1);
      // 3 MiB is over the 1 MiB cap: streamed from git both times. Every chunk comes with the blob's whole size (from
      // git's header), by which a blob over the cap is never collected.
      let total = 0;
      const sizes = new Set<number>();
      for (let i = 0; i < 2; i++) {
        await cat.stream(big, (chunk, size) => {
          total += chunk.length;
          sizes.add(size);
        });
      }
      expect(total).toBe(6 * 1024 * 1024);
      expect([...sizes]).toEqual([3 * 1024 * 1024]);
      expect(cat.keptAnswers).toBe(1);
      const replayed = new Set<number>();
      await cat.stream(small, (_chunk, size) => void replayed.add(size));
      expect([...replayed]).toEqual([6]);
      expect(cat.keptAnswers).toBe(2);
    } finally {
      await cat.close();
    }
    const plain = new CatFile(fx.dir);
    try {
      await plain.stream(small, () => undefined);
      await plain.stream(small, () => undefined);
      expect(plain.keptAnswers).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('with keepOnce, answers only the second stream of a blob from memory and then lets it go', async () => {
    const small = 'entire/checkpoints/v1:a.txt';
    const cat = new CatFile(fx.dir, { keepStreamed: 1024 * 1024, keepOnce: true });
    try {
      await cat.stream(small, () => undefined);
      expect(cat.holds(small)).toBe(true);
      let text = '';
      await cat.stream(small, (chunk) => void (text += chunk.toString('utf8')));
      expect(text).toBe('alpha\n');
      expect(cat.keptAnswers).toBe(1);
      // Let go after its second stream: a third comes from git, and is kept again for the one after it.
      expect(cat.holds(small)).toBe(false);
      await cat.stream(small, () => undefined);
      expect(cat.keptAnswers).toBe(1);
    } finally {
      await cat.close();
    }
  });

  it('spreads sized streams over a second process once megabytes are queued, and keeps small runs to one', async () => {
    const size = 3 * 1024 * 1024;
    // The size given is only weighed, never checked: half the threshold each puts two streams on the first process.
    const half = SECOND_STREAMER_AFTER / 2;
    const streamAll = async (cat: CatFile, n: number, sized: number | undefined): Promise<number[]> =>
      Promise.all(
        Array.from({ length: n }, async () => {
          let total = 0;
          await cat.stream(big, (chunk) => void (total += chunk.length), sized);
          return total;
        }),
      );
    let before = gitProcessStats.spawned;
    const cat = new CatFile(fx.dir, { keepStreamed: size });
    try {
      expect(await streamAll(cat, 4, half)).toEqual([size, size, size, size]);
      // What the second process streamed is kept like the first's.
      expect(await streamAll(cat, 1, half)).toEqual([size]);
      expect(cat.keptAnswers).toBe(1);
    } finally {
      await cat.close();
    }
    expect(gitProcessStats.spawned - before).toBe(2);
    // Unsized streams, and sized ones that leave less than the threshold queued, use the one process.
    before = gitProcessStats.spawned;
    const one = new CatFile(fx.dir);
    try {
      expect(await streamAll(one, 3, undefined)).toEqual([size, size, size]);
      expect(await streamAll(one, 1, half)).toEqual([size]);
    } finally {
      await one.close();
    }
    expect(gitProcessStats.spawned - before).toBe(1);
  });

  it('spreads sized heads over the second process too: git inflates each blob whole, however little of it is kept', async () => {
    const half = SECOND_STREAMER_AFTER / 2;
    const before = gitProcessStats.spawned;
    const cat = new CatFile(fx.dir);
    try {
      const heads = await Promise.all(Array.from({ length: 4 }, () => cat.head(big, 5, half)));
      expect(heads.map((h) => h?.toString())).toEqual(['aaaaa', 'aaaaa', 'aaaaa', 'aaaaa']);
    } finally {
      await cat.close();
    }
    expect(gitProcessStats.spawned - before).toBe(2);
  });

  it('rejects use after close', async () => {
    const cat = new CatFile(fx.dir);
    await cat.close();
    await expect(cat.read('HEAD')).rejects.toThrow(/after close/);
  });
});
