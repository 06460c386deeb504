import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { readListState } from '../cache/list-record.js';
import { gitProcessStats } from '../git/run-git.js';
import { loadIndex } from './repo-index.js';

const SESSION = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('loadIndex with the repository and refs a list read for its state', () => {
  let fx: GitFixture;
  beforeAll(() => {
    fx = GitFixture.create();
    const record = { parentUuid: null, sessionId: SESSION, type: 'user', message: { role: 'user', content: 'go on' }, uuid: 'u1', timestamp: '2026-02-01T09:00:00.000Z' };
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      'aa/0000000001/metadata.json': JSON.stringify({ checkpoint_id: 'aa0000000001', sessions: [{ metadata: '/aa/0000000001/0/metadata.json', transcript: '/aa/0000000001/0/full.jsonl' }] }),
      'aa/0000000001/0/metadata.json': JSON.stringify({ checkpoint_id: 'aa0000000001', session_id: SESSION, created_at: '2026-02-01T10:00:00Z', agent: 'Claude Code', model: 'claude-opus-4' }),
      'aa/0000000001/0/full.jsonl': `${JSON.stringify(record)}\n`,
    });
  });
  afterAll(() => fx.cleanup());

  it('builds the same index without running rev-parse and for-each-ref again', async () => {
    const state = await readListState(fx.dir, 'sessions');
    expect(state?.key).not.toBeNull();
    expect(state?.refs.map((r) => r.name)).toEqual(['refs/heads/entire/checkpoints/v1']);
    const spawnedBy = async (run: () => Promise<unknown>): Promise<number> => {
      const before = gitProcessStats.spawned;
      await run();
      return gitProcessStats.spawned - before;
    };
    const plain = await loadIndex({ cwd: fx.dir, cache: false });
    const opened = state ? await loadIndex({ cwd: fx.dir, cache: false, opened: { repo: state.repo, refs: state.refs } }) : null;
    expect(opened?.sessions.map((s) => s.id)).toEqual([SESSION]);
    expect(opened).toEqual(plain);
    const plainSpawns = await spawnedBy(() => loadIndex({ cwd: fx.dir, cache: false }));
    const openedSpawns = state ? await spawnedBy(() => loadIndex({ cwd: fx.dir, cache: false, opened: { repo: state.repo, refs: state.refs } })) : 0;
    expect(openedSpawns).toBe(plainSpawns - 2);
  });
});
