/**
 * The elected checkpoint remote (entire-2026-changes.md row 15) in the exact files Entire reads: `.git/config` as
 * `git remote add` writes it, `entire-checkpoint-sync-remotes.json` and `entire-checkpoint-sync-entire.json`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import { readMergedSettings } from './settings-files.js';
import { electedRemote, fetchHint, readRemotes } from './sync-remote.js';

describe('the elected checkpoint remote', () => {
  let fx: GitFixture | null = null;
  afterEach(() => fx?.cleanup());
  const repo = (remotes: [string, string][]) => {
    fx = GitFixture.create();
    for (const [name, url] of remotes) fx.git(['remote', 'add', name, url]);
    return fx;
  };
  const elect = (f: GitFixture) => electedRemote(readMergedSettings(f.dir), f.gitDir);

  it('the sole entire:// remote beats origin; the checkpoints from before it stay on the remote it displaced', () => {
    const f = repo([['origin', 'https://github.com/acme/app.git'], ['entire', 'entire://cluster.test/gh/acme/app']]);
    expect(elect(f)).toEqual({ name: 'entire', source: 'entire', displaced: 'origin' });
    writeFileSync(join(f.gitDir, 'entire-checkpoint-sync-entire.json'), JSON.stringify({ remote: 'entire', displaced_remote: 'upstream', announced_at: '2026-09-01T10:00:00Z' }));
    expect(elect(f)?.displaced).toBe('origin');
    f.git(['remote', 'add', 'upstream', 'https://github.com/base/app.git']);
    expect(elect(f)).toEqual({ name: 'entire', source: 'entire', displaced: 'upstream' });
    expect(readRemotes(elect(f))).toEqual(['entire', 'upstream', 'origin']);
    expect(fetchHint(elect(f))).toMatch(/^fetch them from entire, then upstream, then origin \(Entire pushes checkpoints to entire \(its one entire:\/\/ remote; checkpoints from before it are on upstream\)\): git fetch entire /);
  });

  it('two entire:// remotes, or one whose pushurl leaves Entire, elect nothing of that tier', () => {
    const two = repo([['origin', 'https://github.com/acme/app.git'], ['entire', 'entire://a.test/gh/acme/app'], ['entire-eu', 'entire://eu.test/gh/acme/app']]);
    expect(elect(two)).toBeNull();
    two.cleanup();
    const mixed = repo([['origin', 'https://github.com/acme/app.git'], ['entire', 'entire://a.test/gh/acme/app']]);
    mixed.git(['remote', 'set-url', '--push', 'entire', 'git@github.com:acme/app.git']);
    expect(elect(mixed)).toBeNull();
  });

  it('setting, then a captured remote still configured, before the entire:// tier', () => {
    const f = repo([['origin', 'https://github.com/acme/app.git'], ['fork', 'git@github.com:me/app.git'], ['entire', 'entire://a.test/gh/acme/app']]);
    writeFileSync(join(f.gitDir, 'entire-checkpoint-sync-remotes.json'), JSON.stringify({ remotes: ['removed-since'] }));
    expect(elect(f)?.source).toBe('entire');
    writeFileSync(join(f.gitDir, 'entire-checkpoint-sync-remotes.json'), JSON.stringify({ remotes: ['removed-since', 'fork'] }));
    expect(elect(f)).toEqual({ name: 'fork', source: 'captured' });
    f.writeWorktreeFile('.entire/settings.local.json', JSON.stringify({ strategy_options: { checkpoint_push_remote: 'mine' } }));
    expect(elect(f)).toEqual({ name: 'mine', source: 'setting' });
  });

  it('without origin: the sole remote, else the first in config order (and origin is not suggested)', () => {
    const sole = repo([['upstream', 'https://github.com/base/app.git']]);
    expect(elect(sole)).toEqual({ name: 'upstream', source: 'sole' });
    expect(readRemotes(elect(sole))).toEqual(['upstream']);
    sole.cleanup();
    const first = repo([['zeta', 'https://github.com/z/app.git'], ['alpha', 'https://github.com/a/app.git']]);
    expect(elect(first)).toEqual({ name: 'zeta', source: 'first' });
    first.cleanup();
    const none = repo([]);
    expect(elect(none)).toBeNull();
    expect(readRemotes(null)).toEqual(['origin']);
  });

  it("the index reads the elected remote's copy of the v1 branch before origin's", async () => {
    const f = repo([['origin', 'https://github.com/acme/app.git'], ['entire', 'entire://cluster.test/gh/acme/app']]);
    const tree = (id: string, sid: string) => ({
      [`${id.slice(0, 2)}/${id.slice(2)}/metadata.json`]: JSON.stringify({ checkpoint_id: id, sessions: [{ metadata: `/${id.slice(0, 2)}/${id.slice(2)}/0/metadata.json` }] }),
      [`${id.slice(0, 2)}/${id.slice(2)}/0/metadata.json`]: JSON.stringify({ checkpoint_id: id, session_id: sid, created_at: '2026-09-01T10:00:00Z', agent: 'Claude Code' }),
    });
    f.commitTree('refs/remotes/origin/entire/checkpoints/v1', tree('a1a2a3a4a5a6', 'sess-origin'));
    f.commitTree('refs/remotes/entire/entire/checkpoints/v1', tree('b1b2b3b4b5b6', 'sess-entire'));
    const index = await buildIndex(await openRepo(f.dir), { prompts: false });
    expect(index.layouts['v1-branch']).toBe('refs/remotes/entire/entire/checkpoints/v1');
    expect(index.sessions.map((x) => x.id)).toEqual(['sess-entire']);
  });
});
