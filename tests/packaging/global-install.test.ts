// `npm pack` of the repository root, then `npm install -g` of that tarball into a temporary prefix: the
// `hand-off-session` command it installs is the bundle, works with no dependency fetched (the root package has none;
// npm runs offline here) and reads a repository. (`npm install -g <clone>` links the same bin; see the README.)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { repoRoot } from '../support/corpus.js';

let root: string;
let prefix: string;
let tarball: string;
let example: { dir: string; latestSessionId: string };

const npm = (args: string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline', '--loglevel=error'], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos global '));
  prefix = join(root, 'prefix');
  npm(['pack', '--pack-destination', root], repoRoot);
  tarball = join(root, readdirSync(root).find((f) => f.endsWith('.tgz')) ?? 'missing.tgz');
  npm(['install', '-g', '--prefix', prefix, tarball], root);
  example = await createExampleRepo(join(root, 'example'));
}, 120_000);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm install -g of the packed root', () => {
  it('links hand-off-session to the bundle it shipped', () => {
    const bin = join(prefix, 'bin', 'hand-off-session');
    expect(realpathSync(bin).endsWith(join('dist', 'hand-off-session.mjs'))).toBe(true);
    expect(readFileSync(bin).equals(readFileSync(join(repoRoot, 'dist', 'hand-off-session.mjs')))).toBe(true);
  });

  it('runs from PATH with only node beside it', () => {
    const env = { PATH: [join(prefix, 'bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(delimiter), HOME: root, CI: 'true', NO_COLOR: '1' };
    const version = spawnSync('hand-off-session', ['--version'], { env, encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(repoRoot, 'packages', 'cli', 'package.json'), 'utf8')) as { version: string }).version);
    const latest = spawnSync('hand-off-session', ['latest', '--json'], { cwd: example.dir, env, encoding: 'utf8' });
    expect(latest.stderr).toBe('');
    expect(latest.status).toBe(0);
    expect((JSON.parse(latest.stdout) as { session: { id: string } }).session.id).toBe(example.latestSessionId);
  });
});
