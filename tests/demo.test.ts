// `npm run demo` is the first thing a newcomer runs: every step must succeed and show what it promises.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/corpus.js';

describe('npm run demo', () => {
  it('walks through doctor, list, a neutral and a targeted handoff, a redaction, a merged checkpoint and a contract', () => {
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
    expect(out).toMatch(/AWS_ACCESS_KEY_ID=\[REDACTED:[a-z0-9-]+\]/);
    expect(out).toMatch(/This handoff is for Codex/);
    expect(out).toMatch(/: valid$/m);
    expect(out).toMatch(/: no drift /m);
    const dir = /^Example repository: (\S+)$/m.exec(out)?.[1];
    expect(dir).toBeDefined();
    expect(existsSync(dir!)).toBe(false);
    expect(out).toMatch(new RegExp(`^  cd ${dir}$`, 'm'));
  });
});
