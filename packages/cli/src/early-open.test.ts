import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEarly } from './early-open.js';

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8' });

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository with one commit on `main` and a v1 metadata branch, under a temp folder that also holds a plain one. */
function setUp(): { root: string; repo: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'early-open-')));
  roots.push(root);
  const repo = join(root, 'repo');
  mkdirSync(repo);
  mkdirSync(join(root, 'plain'));
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'README.md'), '# demo\n');
  git(repo, 'add', 'README.md');
  git(repo, '-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start');
  git(repo, 'branch', 'entire/checkpoints/v1');
  return { root, repo };
}

describe('openEarly: the repository a command indexes, read while the CLI loads', () => {
  it('reads the repository --repo names (either spelling, the last one given), else the current folder', async () => {
    const { root, repo } = setUp();
    const early = openEarly(['latest', '--repo', 'plain', '--repo=repo', 'for', 'codex'], root);
    expect(early?.dir).toBe(repo);
    const opened = await early?.opened;
    expect(opened?.repo.topLevel).toBe(repo);
    expect(opened?.refs.map((r) => r.name)).toEqual(['refs/heads/entire/checkpoints/v1']);
    expect(openEarly(['show', 'checkpoint', 'fd8d6890e475'], repo)?.dir).toBe(repo);
  });

  it('gives null for a folder that is no repository, so the command reads it itself and says why', async () => {
    const { root } = setUp();
    const early = openEarly(['all', '--json', '--repo', 'plain'], root);
    expect(early?.dir).toBe(join(root, 'plain'));
    expect(await early?.opened).toBeNull();
  });

  it('reads nothing for a transcript file, or a --repo with no value (the CLI reports that)', () => {
    const { repo } = setUp();
    for (const argv of [
      ['show', '--transcript', 'session.jsonl'],
      ['show', '--transcript=session.jsonl', '--repo', '.'],
      ['latest', '--repo'],
      ['latest', '--repo='],
      ['latest', '--repo', '--json'],
    ]) {
      expect(openEarly(argv, repo), argv.join(' ')).toBeNull();
    }
  });
});
