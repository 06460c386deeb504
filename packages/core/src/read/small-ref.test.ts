import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const asyncLooks = vi.hoisted(() => ({ count: 0 }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    lstat: (...args: Parameters<typeof fs.lstat>) => {
      asyncLooks.count++;
      return fs.lstat(...args);
    },
    stat: (...args: Parameters<typeof fs.stat>) => {
      asyncLooks.count++;
      return fs.stat(...args);
    },
  };
});

const { readSmallRef } = await import('./small-ref.js');

describe('readSmallRef of a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'small-ref-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a missing record without an asynchronous look (one per session of `all`)', async () => {
    asyncLooks.count = 0;
    expect(await readSmallRef({ kind: 'file', path: join(dir, 'sessions', 'absent.json') }, null)).toBeNull();
    expect(asyncLooks.count).toBe(0);
  });

  it('reads a small record, and none that is too big or no regular file', async () => {
    const small = join(dir, 'small.json');
    writeFileSync(small, '{"a":1}');
    expect(await readSmallRef({ kind: 'file', path: small }, null)).toBe('{"a":1}');
    expect(await readSmallRef({ kind: 'file', path: small }, null, 3)).toBeNull();
    expect(await readSmallRef({ kind: 'file', path: dir }, null)).toBeNull();
  });
});
