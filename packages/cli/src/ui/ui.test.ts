import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Io } from '../io.js';
import { colors } from './color.js';
import { copyToClipboard } from './clipboard.js';
import { matchesSearch } from './picker.js';
import { withProgress } from './progress.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-ui-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeIo(over: Partial<Io> = {}): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin: new PassThrough(),
    env: {},
    cwd: dir,
    isTTY: false,
    out,
    err,
    ...over,
  };
}

describe('colors', () => {
  it('colours only on a terminal without NO_COLOR', () => {
    expect(colors(fakeIo({ isTTY: true })).red('x')).toBe('\u001b[31mx\u001b[39m');
    expect(colors(fakeIo({ isTTY: false })).red('x')).toBe('x');
    expect(colors(fakeIo({ isTTY: true, env: { NO_COLOR: '1' } })).red('x')).toBe('x');
  });
});

describe('withProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing when not on a terminal', async () => {
    const io = fakeIo();
    await expect(withProgress(io, 'reading', new Promise((r) => setTimeout(() => r(7), 400)))).resolves.toBe(7);
    expect(io.err).toEqual([]);
  });

  it('shows a spinner on stderr only once the work outlasts the delay, then erases it', async () => {
    vi.useFakeTimers();
    const io = fakeIo({ isTTY: true });
    let finish!: (v: string) => void;
    const work = withProgress(io, 'reading sessions', new Promise<string>((r) => (finish = r)));
    await vi.advanceTimersByTimeAsync(100);
    expect(io.err).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(io.err.join('')).toContain('reading sessions');
    finish('done');
    await expect(work).resolves.toBe('done');
    expect(io.err.at(-1)).toBe('\r\u001b[2K');
    expect(io.out).toEqual([]);
  });

  it('passes a rejection through and still erases the line', async () => {
    const io = fakeIo({ isTTY: true });
    await expect(withProgress(io, 'x', Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('copyToClipboard', () => {
  it('uses the first tool found on PATH and sends the redacted text', async () => {
    const bin = join(dir, 'bin');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(bin);
    const sink = join(dir, 'clip.txt');
    writeFileSync(join(bin, 'xsel'), `#!/bin/sh\necho "$@" > ${sink}.args\nexec /bin/cat > ${sink}\n`);
    chmodSync(join(bin, 'xsel'), 0o755);
    const io = fakeIo({ env: { PATH: bin } });
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    await expect(copyToClipboard(io, `hello ${token}`)).resolves.toBe(true);
    const copied = readFileSync(sink, 'utf8');
    expect(copied).toContain('hello');
    expect(copied).not.toContain(token);
    expect(readFileSync(`${sink}.args`, 'utf8').trim()).toBe('--clipboard --input');
    expect(io.err.join('')).toMatch(/copied to the clipboard \(xsel\)/);
  });

  it('says so in one line when no tool is found', async () => {
    const io = fakeIo({ env: { PATH: join(dir, 'empty') } });
    await expect(copyToClipboard(io, 'x')).resolves.toBe(false);
    expect(io.err).toHaveLength(1);
    expect(io.err[0]).toMatch(/no clipboard tool found on PATH \(pbcopy, wl-copy, xclip, xsel, clip\.exe\)/);
  });
});

describe('matchesSearch', () => {
  const choice = { value: '019dbcc1-3812', label: 'codex  idle  2h ago  3 ckpt  fix the flaky login test' };
  it('needs every word, in any order, case-insensitively', () => {
    expect(matchesSearch('LOGIN codex', choice)).toBe(true);
    expect(matchesSearch('019dbcc1', choice)).toBe(true);
    expect(matchesSearch('login claude', choice)).toBe(false);
    expect(matchesSearch('  ', choice)).toBe(true);
  });
});
