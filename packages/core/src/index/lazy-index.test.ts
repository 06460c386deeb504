import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import { openRepo, type RepoInfo } from '../git/repo.js';
import type { Session } from '../types/index-model.js';
import { gitProcessStats } from '../git/run-git.js';
import { buildIndex } from './build-index.js';
import { completeSessions } from './lazy-session.js';
import { newestFirst, newestSession } from './newest-first.js';
import { fillSessionPrompt } from './session-prompts.js';
import { sessionsOf } from './resolve-id.js';
import { handoffForCheckpoint } from '../pipeline/session-handoff.js';

const EARLY = 'aaaaaaaa-0000-4000-8000-000000000001';
const LATE = 'bbbbbbbb-0000-4000-8000-000000000002';
const WRONG = 'cccccccc-0000-4000-8000-000000000003';

function record(sessionId: string, at: string): string {
  return JSON.stringify({ parentUuid: null, sessionId, type: 'user', message: { role: 'user', content: 'go on' }, uuid: `${sessionId}-1`, timestamp: at });
}

/** A v1 checkpoint condensed at `createdAt` whose Claude Code transcript ends at `lastAt`, labelled `label`. */
function checkpoint(id: string, sessionId: string, createdAt: string, lastAt: string, label: string): FileTree {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  return {
    [`${dir}/metadata.json`]: JSON.stringify({ checkpoint_id: id, sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl` }] }),
    [`${dir}/0/metadata.json`]: JSON.stringify({ checkpoint_id: id, session_id: sessionId, created_at: createdAt, agent: label }),
    [`${dir}/0/full.jsonl`]: `${record(sessionId, lastAt)}\n`,
  };
}

describe('a lazy index', () => {
  let fx: GitFixture;
  let repo: RepoInfo;
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      // Condensed last (18:00), its transcript's last record at 09:00.
      ...checkpoint('aa0000000001', EARLY, '2026-02-01T18:00:00Z', '2026-02-01T09:00:00.000Z', 'Claude Code'),
      ...checkpoint('bb0000000002', LATE, '2026-02-01T12:05:00Z', '2026-02-01T12:00:00.000Z', 'Claude Code'),
      // Real data labels Claude Code transcripts "Gemini CLI": only the transcript tells.
      ...checkpoint('cc0000000003', WRONG, '2026-02-01T08:00:00Z', '2026-02-01T07:30:00.000Z', 'Gemini CLI'),
    });
    repo = await openRepo(fx.dir);
  });
  afterAll(() => fx.cleanup());

  it('reads no transcript until a session is completed, then gives it what the full index gives', async () => {
    const full = await buildIndex(repo);
    const lazy = await buildIndex(repo, { lazy: true });
    const wrong = lazy.sessions.find((s) => s.id === WRONG);
    expect(wrong).toMatchObject({ agent: 'gemini', lastActivityAt: '2026-02-01T08:00:00.000Z' });
    await completeSessions(lazy, wrong ? [wrong] : []);
    expect(wrong).toEqual(full.sessions.find((s) => s.id === WRONG));
    expect(wrong?.agent).toBe('claude-code');
    expect(lazy.checkpoints.find((c) => c.id === 'cc0000000003')?.sessions[0]?.agent).toBe('claude-code');
  });

  it('finds the session the full index puts first, reading only its transcript', async () => {
    const full = await buildIndex(repo);
    // Condensed last (18:00): the slot's time orders it, whatever its transcript's last record says.
    expect(full.sessions.map((s) => s.id)).toEqual([EARLY, LATE, WRONG]);
    const lazy = await buildIndex(repo, { lazy: true });
    const newest = await newestSession(lazy, lazy.sessions);
    expect(newest).toEqual(full.sessions[0]);
    // Every time was known without reading: no other transcript was read, not even one of a label that may be wrong.
    expect(lazy.sessions.find((s) => s.id === WRONG)?.agent).toBe('gemini');
    expect(lazy.unread?.sessions.has(LATE)).toBe(true);
  });

  it('yields every session in the order of the full index, each as the full index gives it, with reads ahead', async () => {
    const full = await buildIndex(repo);
    const lazy = await buildIndex(repo, { lazy: true });
    expect(lazy.sessions.map((s) => s.id)).toEqual(full.sessions.map((s) => s.id));
    const cat = new CatFile(repo.topLevel);
    try {
      const got: Session[] = [];
      for await (const session of newestFirst(lazy, lazy.sessions, cat, 2)) got.push(session);
      expect(got).toEqual(full.sessions);
    } finally {
      await cat.close();
    }
  });

  it('reads through the cat-file it is given: latest and show start one git cat-file for everything', async () => {
    const cat = new CatFile(repo.topLevel);
    try {
      const lazy = await buildIndex(repo, { lazy: true, cat });
      const before = gitProcessStats.spawned;
      const newest = await newestSession(lazy, lazy.sessions, cat);
      expect(newest?.id).toBe(EARLY);
      expect(gitProcessStats.spawned - before).toBe(0);
    } finally {
      await cat.close();
    }
  });

  it('takes the ref listing its caller started (loadIndex lists refs while rev-parse runs)', async () => {
    const listed = await buildIndex(repo, { lazy: true });
    expect(listed.checkpoints.map((c) => c.id).sort()).toEqual(['aa0000000001', 'bb0000000002', 'cc0000000003']);
    // Given an empty listing, the index reads no ref of its own: the listing it was handed is the one it uses.
    const handed = await buildIndex(repo, { lazy: true, refs: Promise.resolve([]) });
    expect(handed.checkpoints).toEqual([]);
  });
});

describe('an index of a command about one session', () => {
  const SESSION = 'dddddddd-0000-4000-8000-000000000004';
  const PROMPT = 'Rename the cache folder\nthen run the tests again';
  let fx: GitFixture;
  let repo: RepoInfo;
  beforeAll(async () => {
    fx = GitFixture.create();
    const tree = checkpoint('dd0000000004', SESSION, '2026-02-02T10:00:00Z', '2026-02-02T09:59:00.000Z', 'Claude Code');
    tree['dd/0000000004/metadata.json'] = JSON.stringify({
      checkpoint_id: 'dd0000000004',
      sessions: [{ metadata: '/dd/0000000004/0/metadata.json', transcript: '/dd/0000000004/0/full.jsonl', prompt: '/dd/0000000004/0/prompt.txt' }],
    });
    tree['dd/0000000004/0/prompt.txt'] = PROMPT;
    fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
    repo = await openRepo(fx.dir);
  });
  afterAll(() => fx.cleanup());

  it('reads no prompt.txt blob: the session printed reads its own when its handoff is made', async () => {
    const cat = new CatFile(repo.topLevel);
    const asked: string[] = [];
    const eachOf = cat.eachOf.bind(cat);
    cat.eachOf = (specs, each, opts) => {
      asked.push(...specs);
      return eachOf(specs, each, opts);
    };
    try {
      const index = await buildIndex(repo, { prompts: false, lazy: true, cat });
      const promptOid = index.checkpoints[0]?.sessions[0]?.prompt;
      expect(promptOid?.kind).toBe('blob');
      expect(asked).not.toContain(promptOid?.kind === 'blob' ? promptOid.oids[0] : '');
      const session = index.sessions.find((s) => s.id === SESSION);
      if (session) await fillSessionPrompt(index, session);
      expect(session?.lastPrompt).toBe('Rename the cache folder');
    } finally {
      await cat.close();
    }
  });

  it("gives a checkpoint's sessions their prompts when its handoff is made (show checkpoint prints them)", async () => {
    const index = await buildIndex(repo, { prompts: false, lazy: true });
    const cp = index.checkpoints.find((c) => c.id === 'dd0000000004');
    if (!cp) throw new Error('checkpoint not indexed');
    await handoffForCheckpoint(index, cp, { target: null });
    expect(sessionsOf(index, cp).map((s) => s.lastPrompt)).toEqual(['Rename the cache folder']);
  });
});
