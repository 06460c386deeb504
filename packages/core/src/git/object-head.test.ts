import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile } from './cat-file.js';
import { ObjectHeads } from './object-head.js';

/** A Claude Code-shaped transcript: a JSONL record per line, each one different, so it compresses as real ones do. */
function transcript(lines: number, salt = ''): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    out.push(JSON.stringify({ type: i % 2 ? 'assistant' : 'user', uuid: `u-${salt}${i}`, sessionId: 's-1', message: { content: `step ${i}${salt}: ran npm test, ${(i * 7919) % 1000} passed` } }));
  }
  return out.join('\n') + '\n';
}

/** Lines that compress as real tool output does (a few to one), not 30 to one as `transcript`'s do. */
function hashed(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(JSON.stringify({ type: 'user', uuid: `u-${i}`, sessionId: 's-1', message: { content: createHash('sha256').update(String(i)).digest('base64') } }));
  return out.join('\n') + '\n';
}

describe('ObjectHeads', () => {
  let fx: GitFixture;
  const blobs: Record<string, string> = {};
  beforeEach(() => {
    fx = GitFixture.create();
    const files = { 'big.jsonl': transcript(6000), 'small.jsonl': transcript(3), 'grown.jsonl': transcript(6000) + transcript(200, 'x'), 'hashed.jsonl': hashed(2000) };
    fx.commitTree('refs/heads/entire/checkpoints/v1', files);
    for (const name of Object.keys(files)) blobs[name] = fx.git(['rev-parse', `entire/checkpoints/v1:${name}`]);
  });
  afterEach(() => fx.cleanup());

  const gitHead = (oid: string, n: number): Buffer => execFileSync('git', ['cat-file', 'blob', oid], { cwd: fx.dir, maxBuffer: 64 * 1024 * 1024 }).subarray(0, n);

  it('reads the head of a loose blob, and all of one smaller than the head', async () => {
    const heads = new ObjectHeads(fx.gitDir);
    expect(await heads.head(blobs['big.jsonl'] ?? '', 65536)).toEqual(gitHead(blobs['big.jsonl'] ?? '', 65536));
    const small = await heads.head(blobs['small.jsonl'] ?? '', 65536);
    expect(small?.toString()).toBe(transcript(3));
  });

  it('reads the head of a packed blob stored whole, and leaves a deltified one to git', async () => {
    fx.git(['repack', '-a', '-d', '-q', '--window=10', '--depth=5']);
    const heads = new ObjectHeads(fx.gitDir);
    const answers = await Promise.all(['big.jsonl', 'grown.jsonl'].map((n) => heads.head(blobs[n] ?? '', 4096)));
    // Git stores one of the two near-identical transcripts as a delta of the other.
    const whole = answers.filter((a): a is Buffer => a !== null);
    expect(whole).toHaveLength(1);
    expect(whole[0]?.toString()).toBe(transcript(6000).slice(0, 4096));
  });

  it('inflates only the start when `enough` takes it, and the whole head when it never does', async () => {
    const heads = new ObjectHeads(fx.gitDir);
    const oid = blobs['hashed.jsonl'] ?? '';
    const seen: number[] = [];
    const start = await heads.head(oid, 65536, (bytes) => {
      seen.push(bytes.length);
      return bytes.includes(10);
    });
    expect(seen).toHaveLength(1);
    expect(start?.length).toBeLessThan(16384);
    expect(start).toEqual(gitHead(oid, start?.length ?? 0));
    expect(await heads.head(oid, 65536, () => false)).toEqual(gitHead(oid, 65536));
  });

  it('answers null for an object it does not hold, a tree, or a name that is no oid', async () => {
    const heads = new ObjectHeads(fx.gitDir);
    expect(await heads.head('0'.repeat(40), 100)).toBeNull();
    expect(await heads.head(fx.git(['rev-parse', 'entire/checkpoints/v1^{tree}']), 100)).toBeNull();
    expect(await heads.head('entire/checkpoints/v1:big.jsonl', 100)).toBeNull();
  });

  it('reads a small blob whole, loose or packed whole, and leaves a larger or deltified one to git', async () => {
    const gitBlob = (oid: string): Buffer => gitHead(oid, Number.MAX_SAFE_INTEGER);
    const loose = new ObjectHeads(fx.gitDir);
    for (const name of ['big.jsonl', 'small.jsonl', 'hashed.jsonl']) expect(await loose.whole(blobs[name] ?? '', 1 << 20)).toEqual(gitBlob(blobs[name] ?? ''));
    expect(await loose.whole(blobs['big.jsonl'] ?? '', 1000)).toBeNull();
    fx.git(['repack', '-a', '-d', '-q', '--window=10', '--depth=5']);
    const packed = new ObjectHeads(fx.gitDir);
    const names = Object.keys(blobs);
    const answers = await Promise.all(names.map((name) => packed.whole(blobs[name] ?? '', 1 << 20)));
    // Git stores some blobs as deltas of others (one of the two near-identical transcripts, and which else is its
    // choice): its own pack index says which, and exactly those are left to git; every other blob is read whole.
    const pack = readdirSync(join(fx.gitDir, 'objects', 'pack')).find((f) => f.endsWith('.idx')) ?? '';
    const deltas = new Set(
      fx.git(['verify-pack', '-v', join(fx.gitDir, 'objects', 'pack', pack)]).split('\n').map((l) => l.trim().split(/\s+/)).filter((f) => f.length === 7).map((f) => f[0]),
    );
    expect(deltas.has(blobs['big.jsonl'] ?? '') !== deltas.has(blobs['grown.jsonl'] ?? '')).toBe(true);
    names.forEach((name, i) => expect(answers[i]).toEqual(deltas.has(blobs[name] ?? '') ? null : gitBlob(blobs[name] ?? '')));
    expect(await packed.whole(blobs['small.jsonl'] ?? '', 10)).toBeNull();
    expect(await packed.whole(fx.git(['rev-parse', 'entire/checkpoints/v1^{tree}']), 1 << 20)).toBeNull();
  });

  it('reads no loose object that is not a regular file of its own: a symlink to another object is refused', async () => {
    const loose = (oid: string): string => join(fx.gitDir, 'objects', oid.slice(0, 2), oid.slice(2));
    const small = blobs['small.jsonl'] ?? '';
    rmSync(loose(small));
    symlinkSync(loose(blobs['hashed.jsonl'] ?? ''), loose(small));
    expect(await new ObjectHeads(fx.gitDir).whole(small, 1 << 20)).toBeNull();
  });

  it('reads a packed blob whole that deflates to more than half its size (its stream read a second time, whole)', async () => {
    // Base64 of random bytes deflates to about three quarters of its size.
    const noise = randomBytes(90_000).toString('base64');
    fx.commitTree('refs/heads/entire/noise', { 'noise.txt': noise });
    fx.git(['repack', '-a', '-d', '-q']);
    const oid = fx.git(['rev-parse', 'entire/noise:noise.txt']);
    expect((await new ObjectHeads(fx.gitDir).whole(oid, 1 << 20))?.toString()).toBe(noise);
  });

  it('gives CatFile.wholeFromFiles only when it may read the object files', async () => {
    const cat = new CatFile(fx.dir);
    try {
      const oid = blobs['small.jsonl'] ?? '';
      expect(await cat.wholeFromFiles(oid, 1 << 20)).toBeNull();
      cat.readHeadsFrom(fx.gitDir);
      expect((await cat.wholeFromFiles(oid, 1 << 20))?.toString()).toBe(transcript(3));
    } finally {
      await cat.close();
    }
  });

  it('gives CatFile.head the same bytes git would send, falling back to git where it reads nothing', async () => {
    fx.git(['repack', '-a', '-d', '-q']);
    const cat = new CatFile(fx.dir);
    cat.readHeadsFrom(fx.gitDir);
    try {
      for (const oid of Object.values(blobs)) expect(await cat.head(oid, 2000)).toEqual(gitHead(oid, 2000));
      expect((await cat.head('entire/checkpoints/v1:small.jsonl', 50))?.toString()).toBe(transcript(3).slice(0, 50));
    } finally {
      await cat.close();
    }
  });
});
