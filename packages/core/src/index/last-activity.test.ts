import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import { openRepo, type RepoInfo } from '../git/repo.js';
import type { RepoIndex, Session } from '../types/index-model.js';
import { buildIndex } from './build-index.js';
import { newestSession } from './newest-first.js';
import { lastEventIn, TAIL_BYTES } from './transcript-probe.js';

const EARLY = 'aaaaaaaa-0000-4000-8000-000000000001';
const LATE = 'bbbbbbbb-0000-4000-8000-000000000002';
const BARE = 'cccccccc-0000-4000-8000-000000000003';
const UNTIMED = 'dddddddd-0000-4000-8000-000000000004';

function claudeRecord(sessionId: string, type: 'user' | 'assistant', at: string, i: number): string {
  const message = type === 'user' ? { role: 'user', content: `step ${i}` } : { role: 'assistant', content: [{ type: 'text', text: `done ${i}` }] };
  return JSON.stringify({ parentUuid: null, isSidechain: false, sessionId, type, message, uuid: `${sessionId}-${i}`, timestamp: at });
}

/** One v1 checkpoint whose single slot was condensed at `createdAt` (a commit), with a transcript ending at `lastAt`. */
function checkpoint(id: string, sessionId: string, createdAt: string | null, lastAt: string | null, attributedAt?: string): FileTree {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  const lines = lastAt ? [claudeRecord(sessionId, 'user', '2026-02-01T08:00:00.000Z', 0), claudeRecord(sessionId, 'assistant', lastAt, 1)] : [];
  return {
    [`${dir}/metadata.json`]: JSON.stringify({ checkpoint_id: id, strategy: 'manual-commit', sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }] }),
    [`${dir}/0/prompt.txt`]: 'Fix the flaky test',
    [`${dir}/0/metadata.json`]: JSON.stringify({ checkpoint_id: id, session_id: sessionId, ...(createdAt ? { created_at: createdAt } : {}), agent: 'Claude Code', model: 'claude-opus-4-6', ...(attributedAt ? { initial_attribution: { calculated_at: attributedAt, agent_lines: 3 } } : {}) }),
    ...(lastAt ? { [`${dir}/0/full.jsonl`]: lines.join('\n') + '\n' } : {}),
  };
}

describe('lastActivityAt: the newest time the index holds without reading a transcript', () => {
  let fx: GitFixture;
  let index: RepoIndex;
  let repo: RepoInfo;
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      // Active until 09:00, committed (condensed) only at 18:00.
      ...checkpoint('aa0000000001', EARLY, '2026-02-01T18:00:00Z', '2026-02-01T09:00:00.000Z'),
      // Active until 12:00, committed at 12:05.
      ...checkpoint('bb0000000002', LATE, '2026-02-01T12:05:00Z', '2026-02-01T12:00:00.000Z'),
      // No transcript at all.
      ...checkpoint('cc0000000003', BARE, '2026-02-01T10:00:00Z', null),
      // Neither the slot nor its checkpoint has a time: only its transcript can tell.
      ...checkpoint('dd0000000004', UNTIMED, null, '2026-02-01T11:00:00.000Z'),
    });
    repo = await openRepo(fx.dir);
    index = await buildIndex(repo, { now: new Date('2026-02-02T00:00:00Z') });
  });
  afterAll(() => fx.cleanup());

  it("takes the slot's metadata time over its transcript's last record", () => {
    expect(index.sessions.find((s) => s.id === EARLY)?.lastActivityAt).toBe('2026-02-01T18:00:00.000Z');
    expect(index.sessions.find((s) => s.id === LATE)?.lastActivityAt).toBe('2026-02-01T12:05:00.000Z');
    expect(index.sessions.map((s) => s.id)).toEqual([EARLY, LATE, UNTIMED, BARE]);
  });

  it('takes a transcript\'s last record only when nothing else gives a time', () => {
    expect(index.sessions.find((s) => s.id === UNTIMED)?.lastActivityAt).toBe('2026-02-01T11:00:00.000Z');
  });

  it('lets `latest` read the newest session\'s transcript and the untimed one\'s, no other', async () => {
    const streamed: string[] = [];
    // A transcript comes through git (stream) or, small and stored whole, from the object files (wholeFromFiles).
    const noted = <A extends [string, ...unknown[]], R>(read: (this: CatFile, ...args: A) => Promise<R>) =>
      async function (this: CatFile, ...args: A): Promise<R> {
        streamed.push(args[0]);
        return read.apply(this, args);
      };
    const { stream, wholeFromFiles } = CatFile.prototype;
    const spies = [vi.spyOn(CatFile.prototype, 'stream').mockImplementation(noted(stream)), vi.spyOn(CatFile.prototype, 'wholeFromFiles').mockImplementation(noted(wholeFromFiles))];
    try {
      const lazy = await buildIndex(repo, { lazy: true, prompts: false, now: new Date('2026-02-02T00:00:00Z') });
      expect((await newestSession(lazy, lazy.sessions))?.id).toBe(EARLY);
      const transcriptOf = (s: Session) => (s.transcript?.kind === 'blob' ? s.transcript.oids : []);
      expect(lazy.sessions.filter((s) => transcriptOf(s).some((oid) => streamed.includes(oid))).map((s) => s.id).sort()).toEqual([EARLY, UNTIMED]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('lastActivityAt of checkpoints a migration rewrote', () => {
  let fx: GitFixture;
  afterAll(() => fx.cleanup());

  it('takes the attribution time the migration kept, not the created_at it moved to its own time', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpoint('aa0000000001', EARLY, '2026-04-23T22:00:26.100Z', '2026-02-01T09:00:00.000Z', '2026-02-01T09:00:30.000Z'),
      ...checkpoint('bb0000000002', LATE, '2026-04-23T22:00:26.000Z', '2026-02-01T12:00:00.000Z', '2026-02-01T12:00:30.000Z'),
    });
    const migrated = await buildIndex(await openRepo(fx.dir), { now: new Date('2026-05-01T00:00:00Z') });
    expect(migrated.sessions.map((s) => [s.id, s.lastActivityAt])).toEqual([
      [LATE, '2026-02-01T12:00:30.000Z'],
      [EARLY, '2026-02-01T09:00:30.000Z'],
    ]);
  });
});

describe('lastEventIn', () => {
  it('reads the newest record time of the tail, skipping a cut first line and untimed records', () => {
    const tail = 'mestamp":"2030-01-01T00:00:00Z"}\n' + JSON.stringify({ type: 'x', timestamp: '2026-03-01T10:00:00Z' }) + '\n{"type":"summary"}\n';
    expect(lastEventIn('', tail.padStart(TAIL_BYTES, ' '))).toBe('2026-03-01T10:00:00.000Z');
  });

  it('reads Entire compact `ts`, and a Gemini JSON document\'s lastUpdated', () => {
    expect(lastEventIn('', '{"v":1,"agent":"codex","ts":"2026-04-02T01:02:03Z"}\n')).toBe('2026-04-02T01:02:03.000Z');
    expect(lastEventIn('{\n  "sessionId": "x",\n  "lastUpdated": "2026-01-10T02:09:27.575Z",\n  "messages": [', '  ]\n}\n')).toBe('2026-01-10T02:09:27.575Z');
  });

  it('takes nothing from text that is no time', () => {
    expect(lastEventIn('', '{"timestamp":"yesterday"}\n')).toBeNull();
  });
});
