import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { HandoffError } from '../errors.js';
import { openRepo } from './repo.js';

describe('openRepo', () => {
  let fx: GitFixture;
  beforeAll(() => {
    fx = GitFixture.create();
  });
  afterAll(() => fx.cleanup());

  it('describes a normal repository from a subdirectory', async () => {
    fx.writeWorktreeFile('src/x.txt', 'x');
    const info = await openRepo(join(fx.dir, 'src'));
    const top = realpathSync(fx.dir);
    expect(info).toEqual({
      topLevel: top,
      gitDir: join(top, '.git'),
      commonDir: join(top, '.git'),
      branch: 'main',
      head: fx.git(['rev-parse', 'HEAD']),
    });
  });

  it('handles an unborn branch and a detached HEAD', async () => {
    const empty = GitFixture.create({ empty: true });
    try {
      expect(await openRepo(empty.dir)).toMatchObject({ branch: 'main', head: null });
    } finally {
      empty.cleanup();
    }
    const wt = fx.addWorktree('detached-wt', 'side');
    fx.git(['checkout', '-q', '--detach'], { cwd: wt });
    const info = await openRepo(wt);
    expect(info).toMatchObject({ branch: null, head: fx.git(['rev-parse', 'HEAD']) });
    expect(info.commonDir).toBe(join(realpathSync(fx.dir), '.git'));
    expect(info.gitDir).not.toBe(info.commonDir);
  });

  it('fails with exit code 4 outside a repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hos-norepo-'));
    try {
      const err = await openRepo(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HandoffError);
      expect(err).toMatchObject({ exitCode: 4, message: `not a git repository: ${dir}` });
      await expect(openRepo(join(dir, 'missing'))).rejects.toMatchObject({ exitCode: 4 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
