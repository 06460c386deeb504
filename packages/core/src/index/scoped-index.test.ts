import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { DerivedCache } from '../cache/derived-cache.js';
import { openRepo, type RepoInfo } from '../git/repo.js';
import { latestSession } from '../pipeline/repo-index.js';
import type { RepoIndex } from '../types/index-model.js';
import { buildIndex } from './build-index.js';
import { resolveCheckpoint, resolveSession, sessionsOf } from './resolve-id.js';

const SPREAD = 'aaaaaaaa-0000-4000-8000-000000000001';
const SECOND = 'bbbbbbbb-0000-4000-8000-000000000002';
const OLD = 'cccccccc-0000-4000-8000-000000000003';
const REWRITTEN = 'dddddddd-0000-4000-8000-000000000004';
const ROOT_TIMED = 'eeeeeeee-0000-4000-8000-000000000005';
const LIVE = 'ffffffff-0000-4000-8000-000000000006';

interface Slot {
  sessionId: string;
  createdAt?: string;
  attributedAt?: string;
}

/** A v1 checkpoint with one slot per entry, each with a one-record Claude Code transcript; `rootAt` is the root's time. */
function checkpoint(id: string, slots: Slot[], rootAt?: string): FileTree {
  const dir = `${id.slice(0, 2)}/${id.slice(2)}`;
  const tree: FileTree = {
    [`${dir}/metadata.json`]: JSON.stringify({
      checkpoint_id: id,
      ...(rootAt ? { created_at: rootAt } : {}),
      sessions: slots.map((_, i) => ({ metadata: `/${dir}/${i}/metadata.json`, transcript: `/${dir}/${i}/full.jsonl` })),
    }),
  };
  slots.forEach((s, i) => {
    const attribution = s.attributedAt ? { initial_attribution: { calculated_at: s.attributedAt, agent_lines: 3 } } : {};
    tree[`${dir}/${i}/metadata.json`] = JSON.stringify({ checkpoint_id: id, session_id: s.sessionId, ...(s.createdAt ? { created_at: s.createdAt } : {}), agent: 'Claude Code', ...attribution });
    const record = { parentUuid: null, sessionId: s.sessionId, type: 'user', message: { role: 'user', content: `work of ${s.sessionId}` }, uuid: `${id}-${i}`, timestamp: '2026-01-01T00:00:00.000Z' };
    tree[`${dir}/${i}/full.jsonl`] = `${JSON.stringify(record)}\n`;
  });
  return tree;
}

const ids = (index: RepoIndex): string[] => index.checkpoints.map((c) => c.id).sort();

/** The message `show checkpoint <id>` refuses with ('' when the id resolves). */
function refusal(index: RepoIndex, id: string): string {
  try {
    resolveCheckpoint(index, id);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('an index for the most recently active session', () => {
  let fx: GitFixture;
  let repo: RepoInfo;
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      // The newest session began long before the others: its first checkpoint is the oldest of all.
      ...checkpoint('a10000000001', [{ sessionId: SPREAD, createdAt: '2026-01-01T09:00:00Z' }]),
      ...checkpoint('a20000000002', [{ sessionId: SPREAD, createdAt: '2026-03-01T09:00:00Z' }, { sessionId: SECOND, createdAt: '2026-02-27T09:00:00Z' }]),
      ...checkpoint('b10000000003', [{ sessionId: SECOND, createdAt: '2026-02-20T09:00:00Z' }]),
      ...checkpoint('c10000000004', [{ sessionId: OLD, createdAt: '2026-01-15T09:00:00Z' }]),
      // Rewritten metadata: created "last", attributed in January (its time is the attribution's).
      ...checkpoint('d10000000005', [{ sessionId: REWRITTEN, createdAt: '2026-03-05T09:00:00Z', attributedAt: '2026-01-20T09:00:00Z' }]),
    });
    repo = await openRepo(fx.dir);
  });
  afterAll(() => fx.cleanup());

  it('reads every checkpoint of the sessions that could be the newest, and none of the older ones', async () => {
    const full = await buildIndex(repo, { lazy: true });
    const newest = await buildIndex(repo, { lazy: true, scope: { kind: 'newest', exclude: [] } });
    expect(ids(newest)).toEqual(['a10000000001', 'a20000000002', 'd10000000005']);
    const answer = await latestSession(newest);
    expect(answer.id).toBe(SPREAD);
    expect(answer).toEqual(await latestSession(full));
    expect(answer.checkpointIds).toEqual(['a10000000001', 'a20000000002']);
  });

  it('answers as the full index does when the newest sessions are excluded', async () => {
    for (const exclude of [[SPREAD.slice(0, 8)], [SPREAD, SECOND.slice(0, 6).toUpperCase()]]) {
      const full = await buildIndex(repo, { lazy: true });
      const newest = await buildIndex(repo, { lazy: true, scope: { kind: 'newest', exclude } });
      expect(await latestSession(newest, exclude)).toEqual(await latestSession(full, exclude));
    }
    const newest = await buildIndex(repo, { lazy: true, scope: { kind: 'newest', exclude: [SPREAD] } });
    expect(ids(newest)).toEqual(['a10000000001', 'a20000000002', 'b10000000003', 'd10000000005']);
  });

  it('keeps the slots it chose from, and a warm run chooses the same from them', async () => {
    const home = mkdtempSync(join(tmpdir(), 'hos-scope-'));
    try {
      const scoped = () => buildIndex(repo, { lazy: true, cache: DerivedCache.open({ XDG_CACHE_HOME: home }), scope: { kind: 'newest', exclude: [] } });
      const cold = await scoped();
      const dir = join(home, 'hand-off-session', 'snapshots');
      const kept = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).filter((t) => t.includes('"kind":"v1-slots"'));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toContain(`["a20000000002","${SECOND}",${Date.parse('2026-02-27T09:00:00Z')},null]`);
      const warm = await scoped();
      expect(ids(warm)).toEqual(ids(cold));
      expect(await latestSession(warm)).toEqual(await latestSession(cold));
      // What the scope read is no record of the layout: a later full index reads every checkpoint.
      const full = await buildIndex(repo, { lazy: true, cache: DerivedCache.open({ XDG_CACHE_HOME: home }) });
      expect(ids(full)).toEqual(ids(await buildIndex(repo, { lazy: true })));
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('names no unread checkpoint missing where a commit trailer names it', async () => {
    fx.commitEmpty('Old work\n\nEntire-Checkpoint: c10000000004\n');
    const newest = await buildIndex(await openRepo(fx.dir), { lazy: true, scope: { kind: 'newest', exclude: [] } });
    expect(ids(newest)).not.toContain('c10000000004');
    expect(newest.missingCheckpointIds).toEqual([]);
  });
});

describe('an index for one session or checkpoint', () => {
  let fx: GitFixture;
  let repo: RepoInfo;
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpoint('a10000000001', [{ sessionId: SPREAD, createdAt: '2026-01-01T09:00:00Z' }]),
      ...checkpoint('a20000000002', [{ sessionId: SPREAD, createdAt: '2026-03-01T09:00:00Z' }, { sessionId: SECOND, createdAt: '2026-02-27T09:00:00Z' }]),
      ...checkpoint('a20000000009', [{ sessionId: OLD, createdAt: '2026-01-15T09:00:00Z' }]),
      ...checkpoint('b10000000003', [{ sessionId: SECOND, createdAt: '2026-02-20T09:00:00Z' }]),
      ...checkpoint('d10000000005', [{ sessionId: REWRITTEN, createdAt: '2026-03-05T09:00:00Z' }]),
    });
    repo = await openRepo(fx.dir);
  });
  afterAll(() => fx.cleanup());

  it('reads a checkpoint and every checkpoint of its sessions, each session as the full index gives it', async () => {
    const full = await buildIndex(repo, { lazy: true });
    const scoped = await buildIndex(repo, { lazy: true, scope: { kind: 'checkpoint', id: 'a20000000002' } });
    expect(ids(scoped)).toEqual(['a10000000001', 'a20000000002', 'b10000000003']);
    const checkpoint = resolveCheckpoint(scoped, 'a20000000002');
    expect(checkpoint).toEqual(resolveCheckpoint(full, 'a20000000002'));
    expect(sessionsOf(scoped, checkpoint)).toEqual(sessionsOf(full, resolveCheckpoint(full, 'a20000000002')));
  });

  it('keeps every checkpoint a prefix names, so an ambiguous or unknown one is refused as by the full index', async () => {
    const full = await buildIndex(repo, { lazy: true });
    for (const id of ['a20000', 'A2000000', 'ffffff', 'a2']) {
      const scoped = await buildIndex(repo, { lazy: true, scope: { kind: 'checkpoint', id } });
      expect(refusal(scoped, id)).toBe(refusal(full, id));
      expect(refusal(scoped, id)).not.toBe('');
    }
    const ambiguous = await buildIndex(repo, { lazy: true, scope: { kind: 'checkpoint', id: 'a20000' } });
    expect(ids(ambiguous)).toEqual(['a10000000001', 'a20000000002', 'a20000000009', 'b10000000003']);
  });

  it('reads the checkpoints of the session a prefix names, in any letter case', async () => {
    const full = await buildIndex(repo, { lazy: true });
    const scoped = await buildIndex(repo, { lazy: true, scope: { kind: 'session', id: ' BBBBBBBB' } });
    expect(ids(scoped)).toEqual(['a20000000002', 'b10000000003']);
    expect(resolveSession(scoped, ' BBBBBBBB')).toEqual(resolveSession(full, ' BBBBBBBB'));
  });
});

describe('an index for the most recently active session, where slots do not say it', () => {
  it('reads a slot whose time is its checkpoint root\'s, and a session live in the repository', async () => {
    const fx = GitFixture.create();
    try {
      fx.commitTree('refs/heads/entire/checkpoints/v1', {
        ...checkpoint('a10000000001', [{ sessionId: SPREAD, createdAt: '2026-03-01T09:00:00Z' }]),
        ...checkpoint('c10000000004', [{ sessionId: OLD, createdAt: '2026-01-15T09:00:00Z' }]),
        ...checkpoint('e10000000006', [{ sessionId: ROOT_TIMED }], '2026-04-01T09:00:00Z'),
        ...checkpoint('f10000000007', [{ sessionId: LIVE, createdAt: '2026-01-02T09:00:00Z' }]),
      });
      fx.addLiveState(LIVE, { session_id: LIVE, phase: 'idle', started_at: '2026-01-02T08:00:00Z', last_interaction_time: '2026-05-01T10:00:00Z', agent_type: 'Claude Code' });
      const repo = await openRepo(fx.dir);
      const full = await buildIndex(repo, { lazy: true });
      const newest = await buildIndex(repo, { lazy: true, scope: { kind: 'newest', exclude: [] } });
      expect(ids(newest)).toEqual(['a10000000001', 'e10000000006', 'f10000000007']);
      expect(await latestSession(newest)).toEqual(await latestSession(full));
      expect(await latestSession(newest, [LIVE])).toEqual(await latestSession(full, [LIVE]));
    } finally {
      fx.cleanup();
    }
  });
});
