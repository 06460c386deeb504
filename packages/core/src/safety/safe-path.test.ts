import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandoffError } from '../errors.js';
import { isSafeId, resolveInside } from './safe-path.js';

let base: string;
let root: string;
let outside: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'hos-safe-path-')));
  root = join(base, 'root');
  outside = join(base, 'outside');
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'docs', 'a.md'), 'a');
  writeFileSync(join(outside, 'secret.txt'), 's');
  symlinkSync(outside, join(root, 'escape'));
  symlinkSync(join(root, 'docs'), join(root, 'inner-link'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'file-link'));
  symlinkSync(join(base, 'missing'), join(root, 'dangling'));
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

function usageErrorOf(fn: () => unknown): HandoffError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HandoffError);
    expect((e as HandoffError).exitCode).toBe(2);
    expect((e as HandoffError).message).not.toContain('\n');
    return e as HandoffError;
  }
  throw new Error('expected a HandoffError');
}

describe('resolveInside', () => {
  it('resolves existing and not-yet-existing paths inside the root', () => {
    expect(resolveInside(root, 'docs/a.md')).toBe(join(root, 'docs', 'a.md'));
    expect(resolveInside(root, 'docs/new/b.md')).toBe(join(root, 'docs', 'new', 'b.md'));
    expect(resolveInside(root, './docs')).toBe(join(root, 'docs'));
    expect(resolveInside(root, 'inner-link/a.md')).toBe(join(root, 'docs', 'a.md'));
  });

  it('rejects .. segments, absolute paths and NUL', () => {
    expect(usageErrorOf(() => resolveInside(root, '../outside/secret.txt')).message).toMatch(/"\.\."/);
    usageErrorOf(() => resolveInside(root, 'docs/../../outside'));
    usageErrorOf(() => resolveInside(root, 'docs\\..\\..\\outside'));
    expect(usageErrorOf(() => resolveInside(root, '/etc/passwd')).message).toMatch(/absolute/);
    usageErrorOf(() => resolveInside(root, 'C:\\Windows\\system32'));
    usageErrorOf(() => resolveInside(root, 'docs/a\0.md'));
    usageErrorOf(() => resolveInside(root, ''));
  });

  it('rejects symlinks that lead outside the root, also for paths below them', () => {
    expect(usageErrorOf(() => resolveInside(root, 'escape')).message).toMatch(/symlink/);
    usageErrorOf(() => resolveInside(root, 'escape/secret.txt'));
    usageErrorOf(() => resolveInside(root, 'escape/new-file.txt'));
    usageErrorOf(() => resolveInside(root, 'file-link'));
    usageErrorOf(() => resolveInside(root, 'dangling'));
  });

  it('keeps hostile text out of the error message', () => {
    const message = usageErrorOf(() => resolveInside(root, '/\x1b[31mred\n/etc')).message;
    expect(message).not.toContain('\x1b');
  });
});

describe('isSafeId', () => {
  it('accepts real session and checkpoint ids', () => {
    for (const id of ['019dbcc1-7c2e-7f4a-9a8b-3c4d5e6f7a8b', 'a3b2c4d5e6f7', '2025-03-14-6d3f0c1b', 'ses_01JABCDEF']) {
      expect(isSafeId(id), id).toBe(true);
    }
  });

  it('rejects separators, traversal, control characters, option-like and oversized ids', () => {
    for (const id of ['', 'a/b', 'a\\b', '..', 'a..b', 'a\nb', 'a\x00b', 'a\x1b[31m', '-rf', 'x'.repeat(201), 'a\u202eb']) {
      expect(isSafeId(id), JSON.stringify(id)).toBe(false);
    }
    expect(isSafeId('x'.repeat(200))).toBe(true);
  });
});
