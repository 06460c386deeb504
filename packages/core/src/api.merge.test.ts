/**
 * Merged multi-slot checkpoints through the facade, on a throwaway repository shaped like Entire's v1 branch: sessions
 * ordered by when they ended, one session's slots read oldest first, a start past the end clamped, provenance, and
 * paths of the recording machine shown relative.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointTree as buildCheckpointTree, type SlotSpec } from '../../../tests/support/checkpoint-tree.js';
import { GitFixture, type FileTree } from '../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, loadIndex } from './api.js';
import { CatFile } from './git/cat-file.js';
import { gitProcessStats } from './git/run-git.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import type { Handoff } from './types/handoff.js';

const CP = 'c0ffee123456';
const MAC = '/Users/dana/code/acme-api';

/** Claude Code JSONL lines, timestamps from `start` a second apart, cwd of the recording machine. */
function claude(sessionId: string, start: string, records: ((base: Record<string, unknown>) => unknown)[]): string {
  const t0 = Date.parse(start);
  return records
    .map((r, i) => JSON.stringify(r({ parentUuid: null, isSidechain: false, userType: 'external', cwd: MAC, sessionId, uuid: `${sessionId}-${i}`, timestamp: new Date(t0 + i * 1000).toISOString() })))
    .join('\n')
    .concat('\n');
}
const user = (text: string) => (b: Record<string, unknown>) => ({ type: 'user', ...b, message: { role: 'user', content: text } });
const said = (text: string) => (b: Record<string, unknown>) => ({ type: 'assistant', ...b, message: { role: 'assistant', content: [{ type: 'text', text }] } });
const edit = (id: string, path: string) => (b: Record<string, unknown>) => ({
  type: 'assistant',
  ...b,
  message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: path, old_string: 'a', new_string: 'b' } }] },
});
const todos = (id: string, items: [string, string][]) => (b: Record<string, unknown>) => ({
  type: 'assistant',
  ...b,
  message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'TodoWrite', input: { todos: items.map(([content, status]) => ({ content, status, activeForm: content })) } }] },
});
const ok = (id: string, text = 'ok') => (b: Record<string, unknown>) => ({ type: 'user', ...b, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: text }] } });

type Slot = SlotSpec;
const checkpointTree = (slots: Slot[]): FileTree =>
  buildCheckpointTree(CP, slots, { branch: 'feature/login-rate-limit', files: ['src/rateLimit.ts'], agent: 'Claude Code', start: 0 });

// Session A ended first, with its own todo list and next step; session B ended last, in two slots (the older one a
// window of its first transcript, the newer its whole later transcript); session C's start lies past its end.
const A = claude('aaaaaaaa-1111-4111-8111-111111111111', '2026-05-01T09:00:00Z', [
  user('Rewrite the token bucket in src/bucket.ts'),
  todos('ta', [['Rewrite the bucket refill', 'in_progress']]),
  ok('ta'),
  said("I'll use a monotonic clock instead of Date.now() because wall time can jump backwards."),
  edit('te', `${MAC}/src/bucket.ts`),
  ok('te', `The file ${MAC}/src/bucket.ts has been updated.`),
  said('Next, I will rewrite the bucket refill with a monotonic clock.'),
]);
const B_OLD = claude('bbbbbbbb-2222-4222-8222-222222222222', '2026-05-01T10:00:00Z', [user('Add a rate limit to the login route'), said('Looking at the login route.')]);
const B_NEW = claude('bbbbbbbb-2222-4222-8222-222222222222', '2026-05-01T11:00:00Z', [
  user('Add a rate limit to the login route'),
  edit('tb', `${MAC}/src/rateLimit.ts`),
  ok('tb', `The file ${MAC}/src/rateLimit.ts has been updated.`),
  user('keep it at 5 attempts per minute, then ask me about the changelog'),
  said('Done: 5 attempts per minute. Should I add a changelog entry for this?'),
]);
const C = claude('cccccccc-3333-4333-8333-333333333333', '2026-05-01T08:00:00Z', [
  user('Document the limiter in the README'),
  edit('tc', `${MAC}/README.md`),
  ok('tc', `The file ${MAC}/README.md has been updated.`),
  said('I have added the text.'),
]);

describe('handoffForCheckpoint: merged sessions', () => {
  let fx: GitFixture;
  let h: Handoff;

  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree(
      'refs/heads/entire/checkpoints/v1',
      checkpointTree([
        // Written in an order that is not time order, with created_at in two time zones.
        { sessionId: 'bbbbbbbb-2222-4222-8222-222222222222', createdAt: '2026-05-01T13:00:05+02:00', transcript: B_NEW },
        { sessionId: 'aaaaaaaa-1111-4111-8111-111111111111', createdAt: '2026-05-01T09:10:00Z', transcript: A },
        { sessionId: 'bbbbbbbb-2222-4222-8222-222222222222', createdAt: '2026-05-01T10:30:00Z', transcript: B_OLD, start: 1 },
        { sessionId: 'cccccccc-3333-4333-8333-333333333333', createdAt: '2026-05-01T08:10:00Z', transcript: C, start: 40 },
      ]),
    );
    const index = await loadIndex({ cwd: fx.dir });
    h = await handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-05-03T11:00:00Z') });
  });
  afterAll(() => fx.cleanup());

  it('lets the session that ended last lead, with its newest slot having the last word', () => {
    expect(h.sessionIds[0]).toBe('bbbbbbbb-2222-4222-8222-222222222222');
    expect(h.latestInstruction?.text).toBe('keep it at 5 attempts per minute, then ask me about the changelog');
    expect(h.openQuestions.map((q) => q.text).join('\n')).toContain('Should I add a changelog entry');
    expect(h.latestInstruction?.source.sessionId).toBe('bbbbbbbb-2222-4222-8222-222222222222');
  });

  it("keeps an older session's todos and next step out of the lead, in that session's own part", () => {
    expect(h.todos).toEqual([]);
    expect(h.nextStep?.text ?? '').not.toContain('bucket');
    const a = h.otherSessions?.find((p) => p.sessionId.startsWith('aaaaaaaa'));
    expect(a?.openTodos).toBe(1);
    expect(a?.latestInstruction?.text).toBe('Rewrite the token bucket in src/bucket.ts');
    expect(h.markdown.indexOf('Rewrite the token bucket')).toBeGreaterThan(h.markdown.indexOf('## Other sessions in this checkpoint (2)'));
  });

  it('mentions every session, newest first', () => {
    expect(h.otherSessions?.map((p) => p.sessionId.slice(0, 8))).toEqual(['aaaaaaaa', 'cccccccc']);
    for (const id of ['bbbbbbbb', 'aaaaaaaa', 'cccccccc']) expect(h.markdown).toContain(id);
  });

  it('reads the whole transcript when the start lies past its end, and says so, giving none of its earlier prompts as current', () => {
    const c = h.otherSessions?.find((p) => p.sessionId.startsWith('cccccccc'));
    expect(c).toMatchObject({ emptyPart: true, latestInstruction: null });
    expect(h.markdown).not.toContain('Document the limiter in the README');
    expect(h.uncertainty.join('\n')).toMatch(/cccccccc-3333-4333-8333-333333333333: The checkpoint says its part of the transcript starts at record 40, past the end/);
    // What its whole transcript says of earlier work (its edits against files_touched) is not this checkpoint's.
    expect(h.uncertainty.filter((u) => u.includes('cccccccc-3333'))).toHaveLength(1);
  });

  it('says where the work was made and where the repository is now', () => {
    expect(h.provenance).toMatchObject({ checkpointId: CP, branch: 'feature/login-rate-limit', currentBranch: 'main' });
    expect(h.markdown).toContain('Made on `feature/login-rate-limit`; you are on `main`');
    expect(h.markdown).toMatch(/2026-05-01 11:00 UTC \(47 hours ago\)/);
  });

  it('shows paths of the recording machine relative to the repository', () => {
    expect(h.filesTouched).toEqual(['src/bucket.ts', 'src/rateLimit.ts']);
    expect(h.markdown).not.toContain('/Users/dana');
  });

  it("carries every session's edits and decisions, each naming the session it came from", () => {
    expect(h.files?.find((f) => f.path === 'src/bucket.ts')).toMatchObject({ change: 'modified', from: 'tool', source: { sessionId: 'aaaaaaaa-1111-4111-8111-111111111111' } });
    expect(h.files?.find((f) => f.path === 'src/rateLimit.ts')?.source.sessionId).toBe('bbbbbbbb-2222-4222-8222-222222222222');
    const d = h.decisions.find((x) => x.text.includes('monotonic clock'));
    expect(d?.source.sessionId).toBe('aaaaaaaa-1111-4111-8111-111111111111');
    expect(h.markdown).toMatch(/src\/bucket\.ts {2}\(session aaaaaaaa\)/);
  });

  it('reads every slot through the cat-file it is given, each transcript inflated once although the index read it first', async () => {
    const cat = new CatFile(fx.dir, { keepStreamed: 1024 * 1024 });
    try {
      const index = await loadIndex({ cwd: fx.dir, lazy: true, cache: false, cat });
      const before = gitProcessStats.spawned;
      const through = await handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-05-03T11:00:00Z'), cat });
      expect(gitProcessStats.spawned - before).toBe(0);
      expect(cat.keptAnswers).toBeGreaterThan(0);
      expect(through.markdown).toBe(h.markdown);
    } finally {
      await cat.close();
    }
  });

  it('fits one screen', () => {
    expect(h.markdown.trimEnd().split('\n').length).toBeLessThanOrEqual(60);
  });
});

describe('handoffForCheckpoint: a session whose transcript says nothing', () => {
  it('never leads, even when its slot was written after every record of the session that did the work', async () => {
    const fx = GitFixture.create();
    try {
      // A Gemini session file holding one hook warning, its slot written after the Claude session's last record.
      const gemini = JSON.stringify({
        sessionId: 'dddddddd-4444-4444-8444-444444444444',
        startTime: '2026-05-01T11:30:00.000Z',
        lastUpdated: '2026-05-01T11:30:00.000Z',
        messages: [{ id: 'w1', timestamp: '2026-05-01T11:30:00.000Z', type: 'warning', content: 'Hook(s) [session-end] failed for event SessionEnd.' }],
      });
      fx.commitTree(
        'refs/heads/entire/checkpoints/v1',
        checkpointTree([
          { sessionId: 'bbbbbbbb-2222-4222-8222-222222222222', createdAt: '2026-05-01T11:59:00Z', transcript: B_NEW },
          { sessionId: 'dddddddd-4444-4444-8444-444444444444', createdAt: '2026-05-01T12:00:00Z', transcript: gemini, agent: 'Agent' },
        ]),
      );
      const index = await loadIndex({ cwd: fx.dir });
      const h = await handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-05-03T11:00:00Z') });
      expect(h.sessionIds[0]).toBe('bbbbbbbb-2222-4222-8222-222222222222');
      expect(h.latestInstruction?.text).toBe('keep it at 5 attempts per minute, then ask me about the changelog');
    } finally {
      fx.cleanup();
    }
  });
});
