import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import { openRepo } from '../git/repo.js';
import { BUILD_WINDOW, buildIndex } from './build-index.js';

const SESSIONS = BUILD_WINDOW + 40;

/** One v1 checkpoint per session, each with a transcript whose agent the label alone does not settle ("Agent"). */
function checkpoints(): FileTree {
  const files: FileTree = {};
  for (let i = 0; i < SESSIONS; i++) {
    const id = `a${i.toString(16).padStart(11, '0')}`;
    const sessionId = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
    const line = JSON.stringify({ parentUuid: null, sessionId, type: 'user', message: { role: 'user', content: `task ${i}` }, uuid: `u${i}`, timestamp: '2026-02-01T09:00:00.000Z' });
    files[`${dir}/metadata.json`] = JSON.stringify({ checkpoint_id: id, strategy: 'manual-commit', sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl` }] });
    files[`${dir}/0/metadata.json`] = JSON.stringify({ checkpoint_id: id, session_id: sessionId, created_at: '2026-02-01T10:00:00Z', agent: 'Agent' });
    files[`${dir}/0/full.jsonl`] = `${line}\n`;
  }
  return files;
}

describe('buildIndex: sessions built a window at a time', () => {
  let fx: GitFixture;
  beforeAll(() => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpoints());
  });
  afterAll(() => fx.cleanup());

  it(`reads at most ${BUILD_WINDOW} transcripts at once, and still every one of them`, async () => {
    let inFlight = 0;
    let most = 0;
    // A transcript comes through git (stream) or, small and stored whole, from the object files (wholeFromFiles).
    const counted = <A extends unknown[], R>(read: (this: CatFile, ...args: A) => Promise<R>) =>
      async function (this: CatFile, ...args: A): Promise<R> {
        most = Math.max(most, ++inFlight);
        try {
          return await read.apply(this, args);
        } finally {
          inFlight--;
        }
      };
    const { stream, wholeFromFiles } = CatFile.prototype;
    const spies = [vi.spyOn(CatFile.prototype, 'stream').mockImplementation(counted(stream)), vi.spyOn(CatFile.prototype, 'wholeFromFiles').mockImplementation(counted(wholeFromFiles))];
    try {
      const index = await buildIndex(await openRepo(fx.dir), { now: new Date('2026-02-02T00:00:00Z') });
      expect(index.sessions).toHaveLength(SESSIONS);
      expect(index.sessions.every((s) => s.agent === 'claude-code' && s.lastActivityAt === '2026-02-01T10:00:00.000Z')).toBe(true);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(BUILD_WINDOW);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
