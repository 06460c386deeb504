// The contract is written only inside the repository, and never through whatever sits at the target path: a symlink
// swapped in between the checks and the write, a hard link to a file elsewhere, a FIFO.
import { spawn } from 'node:child_process';
import { linkSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HandoffError } from '../errors.js';
import { TempRepo } from './__fixtures__/repo.js';
import { writeContract } from './write-contract.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function setup(): { fx: TempRepo; away: string; outside: string } {
  const fx = TempRepo.create();
  const away = mkdtempSync(join(tmpdir(), 'hos-away-'));
  cleanups.push(() => fx.cleanup(), () => rmSync(away, { recursive: true, force: true }));
  const outside = join(away, 'precious.md');
  writeFileSync(outside, 'precious\n');
  return { fx, away, outside };
}

/** Swaps `target` between a regular file and a symlink to `outside`, as fast as it can, until killed. */
const RACER = `
const fs = require('node:fs');
const [target, outside] = process.argv.slice(1);
process.stdout.write('ready\\n');
for (;;) {
  try { fs.symlinkSync(outside, target + '.link'); } catch {}
  try { fs.renameSync(target + '.link', target); } catch {}
  try { fs.writeFileSync(target + '.file', 'decoy\\n'); fs.renameSync(target + '.file', target); } catch {}
}
`;

/** Runs `writes` forced writes of HANDOFF.md while RACER flips it; returns how many were written and refused. */
async function race(fx: TempRepo, outside: string, writes: number): Promise<{ written: number; refused: number }> {
  const target = join(fx.dir, 'HANDOFF.md');
  writeFileSync(target, 'old\n');
  const racer = spawn(process.execPath, ['-e', RACER, target, outside], { stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise((resolve) => racer.once('exit', resolve));
  let written = 0;
  let refused = 0;
  try {
    await new Promise<void>((resolve) => racer.stdout.once('data', () => resolve()));
    for (let i = 0; i < writes; i++) {
      try {
        writeContract(fx.dir, `contract ${i}\n`, { output: 'HANDOFF.md', cwd: fx.dir, force: true });
        written++;
      } catch (error) {
        expect(error).toBeInstanceOf(HandoffError);
        refused++;
      }
    }
  } finally {
    racer.kill('SIGKILL');
    await exited;
  }
  return { written, refused };
}

describe('writeContract --force against a racing symlink swap', () => {
  it('never writes outside the repository (2,000 writes while the target flips)', async () => {
    const { fx, outside } = setup();
    const { written, refused } = await race(fx, outside, 2000);
    expect(readFileSync(outside, 'utf8')).toBe('precious\n');
    expect(written + refused).toBe(2000);
    // How many writes won the race depends on how the machine schedules the racer (a loaded one can refuse all
    // 2,000); that the write path works is shown once the flipping has stopped (the racer may have been killed with a
    // symlink in place, so a plain file is put back first): the target is then replaced.
    rmSync(join(fx.dir, 'HANDOFF.md'), { force: true });
    writeFileSync(join(fx.dir, 'HANDOFF.md'), 'old\n');
    writeContract(fx.dir, 'after the race\n', { output: 'HANDOFF.md', cwd: fx.dir, force: true });
    expect(readFileSync(join(fx.dir, 'HANDOFF.md'), 'utf8')).toBe('after the race\n');
    expect(readFileSync(outside, 'utf8')).toBe('precious\n');
  }, 60_000);
});

describe('writeContract --force onto what is not a plain file of its own', () => {
  it('refuses a hard link to a file outside the repository, leaving that file as it was', () => {
    const { fx, outside } = setup();
    linkSync(outside, join(fx.dir, 'HANDOFF.md'));
    expect(() => writeContract(fx.dir, 'x\n', { output: 'HANDOFF.md', cwd: fx.dir, force: true })).toThrow(/hard link/);
    expect(readFileSync(outside, 'utf8')).toBe('precious\n');
  });

  it('replaces an existing file by rename, leaving no temporary file behind', () => {
    const { fx } = setup();
    const target = join(fx.dir, 'HANDOFF.md');
    writeFileSync(target, 'old\n');
    const before = lstatSync(target).ino;
    writeContract(fx.dir, 'new\n', { output: 'HANDOFF.md', cwd: fx.dir, force: true });
    expect(readFileSync(target, 'utf8')).toBe('new\n');
    expect(lstatSync(target).ino).not.toBe(before);
    expect(readdirSync(fx.dir).sort()).toEqual(['.git', 'HANDOFF.md']);
  });
});

describe('writeContract leaves the repository tidy', () => {
  it('leaves no temporary file behind after 2,000 racing writes', async () => {
    const { fx, outside } = setup();
    await race(fx, outside, 2000);
    expect(readdirSync(fx.dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 60_000);
});

describe('writeContract refuses odd --output paths, writing nothing', () => {
  const cases: [string, RegExp][] = [
    ['plans/', /names a folder/],
    ['.', /repository folder itself/],
    ['bad\u0001name.md', /control characters/],
    ['line\nbreak.md', /control characters/],
  ];
  for (const [output, why] of cases) {
    it(JSON.stringify(output), () => {
      const { fx } = setup();
      expect(() => writeContract(fx.dir, 'x\n', { output, cwd: fx.dir, force: true })).toThrow(why);
      expect(readdirSync(fx.dir)).toEqual(['.git']);
    });
  }
});
