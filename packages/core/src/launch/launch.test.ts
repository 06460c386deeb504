import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findExecutable, runForeground, shellQuote } from './launch.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'hos-launch-'));
  dirs.push(d);
  return d;
}

describe('findExecutable', () => {
  it('returns the first executable regular file on PATH, skipping non-executables, folders and relative entries', () => {
    const a = tempDir();
    const b = tempDir();
    writeFileSync(join(a, 'codex'), '#!/bin/sh\n'); // not executable
    mkdirSync(join(a, 'gemini')); // a folder
    writeFileSync(join(b, 'codex'), '#!/bin/sh\n');
    chmodSync(join(b, 'codex'), 0o755);
    expect(findExecutable('codex', { PATH: `relative/dir:${a}:${b}` })).toBe(join(b, 'codex'));
    expect(findExecutable('gemini', { PATH: `${a}:${b}` })).toBeNull();
    expect(findExecutable('../codex', { PATH: b })).toBeNull();
    expect(findExecutable('codex', {})).toBeNull();
  });
});

describe('runForeground', () => {
  it('runs without a shell, passes arguments verbatim and returns the exit code', async () => {
    const d = tempDir();
    const log = join(d, 'args');
    const bin = join(d, 'stub');
    writeFileSync(bin, `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a" >> '${log}'; done\nexit 7\n`);
    chmodSync(bin, 0o755);
    const arg = 'Read $(touch pwned) `x` "q" and continue';
    expect(await runForeground(bin, ['-i', arg], { cwd: d })).toBe(7);
    expect(readFileSync(log, 'utf8')).toBe(`-i\n${arg}\n`);
  });
});

describe('shellQuote', () => {
  it('quotes for a POSIX shell only where needed', () => {
    expect(shellQuote(['codex', "Read it's file.md"])).toBe(`codex 'Read it'\\''s file.md'`);
    expect(shellQuote(['gemini', '-i', 'plans/h.md'])).toBe('gemini -i plans/h.md');
  });
});
