import { afterEach, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from './build-index.js';
import { describeMissingData } from './no-data.js';

describe('describeMissingData', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());

  async function message(): Promise<string> {
    const repo = await openRepo(fx.dir);
    const index = await buildIndex(repo);
    expect(index.sessions).toEqual([]);
    return describeMissingData(repo, index);
  }

  it('says what was looked for in a repository without Entire', async () => {
    fx = GitFixture.create();
    const text = await message();
    expect(text).toMatch(/^no Entire sessions or checkpoints found in .* \(looked in .*refs\/entire\/checkpoints/);
    expect(text).not.toMatch(/git fetch/);
    expect(text).not.toMatch(/\n/);
  });

  it('gives the v1 fetch command when commits name checkpoints that were never fetched', async () => {
    fx = GitFixture.create();
    fx.commitEmpty('feat\n\nEntire-Checkpoint: 0e6b66910244\n');
    expect(await message()).toMatch(/1 commit trailer\(s\) name checkpoints that were never fetched: run git fetch origin entire\/checkpoints\/v1:entire\/checkpoints\/v1$/);
  });

  it('gives the git-refs fetch command when settings say git-refs', async () => {
    fx = GitFixture.create();
    fx.writeWorktreeFile('.entire/settings.json', JSON.stringify({ enabled: true, checkpoints: { primary: { type: 'git-refs' } } }));
    expect(await message()).toMatch(/uses Entire \(\.entire\/settings\.json\): run git fetch origin 'refs\/entire\/checkpoints\/\*:refs\/entire\/checkpoints\/\*'$/);
  });
});
