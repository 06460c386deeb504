import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { ObjectHeads } from './object-heads.js';

/** A Claude Code-shaped transcript of `turns` turns: each session's later copy extends the earlier one, as Entire's do. */
function transcript(turns: number): string {
  const lines: string[] = [];
  for (let i = 0; i < turns; i++) {
    lines.push(JSON.stringify({ type: 'user', uuid: `u${i}`, sessionId: 's1', message: { role: 'user', content: `step ${i} of the parser work` } }));
    lines.push(JSON.stringify({ type: 'assistant', uuid: `a${i}`, sessionId: 's1', message: { role: 'assistant', content: [{ type: 'text', text: `done ${i} `.repeat(40 + (i % 7)) }] } }));
  }
  return lines.join('\n') + '\n';
}

describe('ObjectHeads', () => {
  let fx: GitFixture;
  const blobs: Record<string, string> = {};
  beforeAll(() => {
    fx = GitFixture.create();
    const files = { 'older.jsonl': transcript(300), 'newer.jsonl': transcript(900), 'small.jsonl': transcript(1) };
    fx.commitTree('refs/heads/entire/checkpoints/v1', files);
    for (const name of Object.keys(files)) blobs[name] = fx.git(['rev-parse', `entire/checkpoints/v1:${name}`]);
  });
  afterAll(() => fx.cleanup());

  const heads = (): ObjectHeads => new ObjectHeads(join(fx.gitDir, 'objects'));
  const gitHead = (oid: string, bytes: number): Buffer => execFileSync('git', ['cat-file', 'blob', oid], { cwd: fx.dir, maxBuffer: 1 << 26 }).subarray(0, bytes);

  it('reads the head of a loose blob as git shows it', async () => {
    const reader = heads();
    try {
      expect(await reader.head(blobs['newer.jsonl'] ?? '', 5000)).toEqual(gitHead(blobs['newer.jsonl'] ?? '', 5000));
      expect((await reader.head(blobs['small.jsonl'] ?? '', 64 * 1024))?.toString()).toBe(transcript(1));
    } finally {
      await reader.close();
    }
  });

  it('reads heads from a pack, of whole entries and of deltas against a later copy', async () => {
    fx.git(['repack', '-adq', '--depth=10']);
    // The older copy is stored as a delta against the newer one (git deltifies the smaller, older object).
    expect(fx.git(['cat-file', '--batch-check=%(deltabase)'], { input: `${blobs['older.jsonl']}\n` })).toBe(blobs['newer.jsonl']);
    const reader = heads();
    try {
      for (const bytes of [100, 64 * 1024, 10 * 1024 * 1024]) {
        for (const oid of Object.values(blobs)) expect(await reader.head(oid, bytes)).toEqual(gitHead(oid, bytes));
      }
    } finally {
      await reader.close();
    }
  });

  it('answers null for what it cannot read, so git is asked: an object it does not hold, a tree, no id', async () => {
    const reader = heads();
    try {
      expect(await reader.head('0'.repeat(40), 100)).toBeNull();
      expect(await reader.head(fx.git(['rev-parse', 'entire/checkpoints/v1^{tree}']), 100)).toBeNull();
      expect(await reader.head('entire/checkpoints/v1:older.jsonl', 100)).toBeNull();
    } finally {
      await reader.close();
    }
  });
});
