// `npm run demo` is the first thing a newcomer runs: every step must succeed and show what it promises.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/corpus.js';

describe('npm run demo', () => {
  it('walks through doctor, list, the picker, a neutral and a targeted handoff side by side, a finished session, a redaction and a contract', () => {
    const res = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'demo.mjs'), '--clean'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(res.status, res.stdout.slice(-2000)).toBe(0);
    const out = res.stdout;
    expect(out).not.toMatch(/\[exit code/);
    expect(out).toMatch(/^\$ hand-off-session doctor$/m);
    expect(out).toMatch(/^\d+ sessions in /m);
    // The picker's first screen, driven on a pseudo-terminal (this machine has util-linux script).
    expect(out).toMatch(/Which session\? \(newest first; type to filter\)/);
    expect(out).toMatch(/claude-code +ended .*Keep going/);
    // Every step says what to notice.
    const steps = out.split('\n== ').slice(1);
    expect(steps.length).toBeGreaterThanOrEqual(9);
    for (const s of steps) expect(s.split('\n')[1], s.slice(0, 80)).toMatch(/^notice: \S/);
    // The strongest sessions: the blocked Claude Code one with its failing test, the finished Codex one; never the
    // Cursor one, whose format records no tool results.
    expect(out).toMatch(/## Status: blocked/);
    expect(out).toMatch(/FAIL src\/login\.test\.ts/);
    expect(out).toMatch(/## Status: complete/);
    expect(out).toMatch(/\[exit 0\] npm test/);
    expect(out).not.toMatch(/\$ hand-off-session show c9a4e1f7/);
    expect(out).not.toMatch(/No test or build run was recorded/);
    // Neutral and targeted side by side: the two column titles, then rows with both sides.
    expect(out).toMatch(/^neutral +\| for codex$/m);
    expect(out).toMatch(/^How to use this: .* \| This handoff is for Codex/m);
    expect(out).toMatch(/line\(s\) the same in both \(Task, Latest instruction/);
    expect(out).toMatch(/AWS_ACCESS_KEY_ID=\[REDACTED:[a-z0-9-]+\]/);
    expect(out).toMatch(/: valid$/m);
    expect(out).toMatch(/: no drift /m);
    expect(out).toMatch(/newly dirty path\(s\): "src\/server\.ts"\n\[exit 1, as it should\]/);
    const dir = /^Example repository: (\S+)$/m.exec(out)?.[1];
    expect(dir).toBeDefined();
    expect(existsSync(dir!)).toBe(false);
    expect(out).not.toContain(`cd ${dir}`);
    expect(out).toMatch(/Try next, in a repository of yours \(the example was removed, as --clean asked\):/);
    expect(out).toMatch(/^  alias hand-off-session='node .*hand-off-session\.js'/m);
  });

  it('keeps the example repository by default, and says so', () => {
    const res = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'demo.mjs')], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
    expect(res.status, res.stdout.slice(-2000)).toBe(0);
    const dir = /^Example repository: (\S+)$/m.exec(res.stdout)?.[1];
    expect(existsSync(join(dir!, '.git'))).toBe(true);
    expect(res.stdout).toMatch(/Try next \(the repository is kept\)/);
    expect(res.stdout).toMatch(new RegExp(`^  cd ${dir}$`, 'm'));
    // The comments of the commands to try line up in one column.
    const columns = new Set(res.stdout.split('\n').filter((l) => /^  hand-off-session.*# /.test(l)).map((l) => l.indexOf('# ')));
    expect(columns.size).toBe(1);
    rmSync(dir!, { recursive: true, force: true });
  });
});
