// `npm run demo` is the first thing a newcomer runs: every step must succeed and show what it promises. The demo
// runs once (as `npm run demo` runs it, keeping its repository) and every assertion is made on that one run; the
// `--clean` ending is checked on the function that writes it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingLines } from '../scripts/demo-closing.mjs';
import { repoRoot } from './support/corpus.js';

let out = '';
let dir: string | undefined;

beforeAll(() => {
  const res = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'demo.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  out = res.stdout;
  dir = /^Example repository: (\S+)$/m.exec(out)?.[1];
  expect(res.status, out.slice(-2000)).toBe(0);
}, 150_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run demo', () => {
  it('walks through doctor, list and the picker, each step saying what to notice', () => {
    expect(out).not.toMatch(/\[exit code/);
    expect(out).toMatch(/^\$ hand-off-session doctor$/m);
    expect(out).toMatch(/^Entire data found: handoffs can be made here\.$/m);
    expect(out).toMatch(/^7 sessions in /m);
    // The picker's first screen, driven on a pseudo-terminal (this machine has util-linux script).
    expect(out).toMatch(/Which session\? \(newest first; type to filter\)/);
    expect(out).toMatch(/claude-code +ended .*Keep going/);
    const steps = out.split('\n== ').slice(1);
    expect(steps.length).toBeGreaterThanOrEqual(9);
    for (const s of steps) expect(s.split('\n')[1], s.slice(0, 80)).toMatch(/^notice: \S/);
  });

  it('shows the strongest sessions: the blocked Claude Code one with its failing test, the finished Codex one, never the Cursor one', () => {
    expect(out).toMatch(/## Status: blocked/);
    expect(out).toMatch(/FAIL src\/login\.test\.ts/);
    expect(out).toMatch(/## Status: complete/);
    expect(out).toMatch(/\[exit 0\] npm test/);
    // The Cursor format records no tool results.
    expect(out).not.toMatch(/\$ hand-off-session show c9a4e1f7/);
    expect(out).not.toMatch(/No test or build run was recorded/);
  });

  it('puts the neutral and the Codex render side by side, showing only where they differ', () => {
    expect(out).toMatch(/^neutral +\| for codex$/m);
    expect(out).toMatch(/^How to use this: .* \| This handoff is for Codex/m);
    expect(out).toMatch(/line\(s\) the same in both \(Task, Latest instruction/);
  });

  it('shows a redaction, and the contract checked with validate and verify, before and after an edit', () => {
    expect(out).toMatch(/AWS_ACCESS_KEY_ID=\[REDACTED:[a-z0-9-]+\]/);
    expect(out).toMatch(/^GITHUB_TOKEN=\[REDACTED:[a-z0-9-]+\]$/m);
    expect(out).toMatch(/^plans\/handoffs\/main-7c3f9e2a-\d{8}-\d{6}\.md: valid$/m);
    expect(out).toMatch(/: no drift /m);
    expect(out).toMatch(/newly dirty path\(s\): "src\/server\.ts"\n\[exit 1, as it should\]/);
  });

  it('keeps the example repository and ends with the commands to try on it, their comments in one column', () => {
    expect(dir).toBeDefined();
    expect(existsSync(join(dir!, '.git'))).toBe(true);
    expect(out).toMatch(/Try next \(the repository is kept\)/);
    expect(out).toMatch(new RegExp(`^  cd ${dir}$`, 'm'));
    expect(out).toMatch(/^  alias hand-off-session='node .*hand-off-session\.js'/m);
    expect(out).toMatch(/^  hand-off-session show 7c3f9e2a --json +# /m);
    expect(out).toMatch(new RegExp(`^  rm -rf ${dir} +# when done`, 'm'));
    const columns = new Set(out.split('\n').filter((l) => /^  hand-off-session.*# /.test(l)).map((l) => l.indexOf('# ')));
    expect(columns.size).toBe(1);
  });

  it('with --clean, ends with commands for a repository of yours, naming no id of the removed example', () => {
    const lines = closingLines({ clean: true, dir: '/tmp/ex', bin: '/x/bin.js', root: '/x', session: '7c3f9e2a', checkpoint: '26c9d4e8b0f3' });
    const text = lines.join('\n');
    expect(text).toMatch(/Try next, in a repository of yours \(the example was removed, as --clean asked\):/);
    expect(text).toMatch(/^  alias hand-off-session='node \/x\/bin\.js'/m);
    expect(text).toMatch(/show <session-id> --json/);
    expect(text).toMatch(/show checkpoint <checkpoint-id>/);
    expect(text).not.toMatch(/\/tmp\/ex|7c3f9e2a|26c9d4e8b0f3/);
  });
});
