/**
 * Entire's 2026 data (entire-2026-changes.md), each piece in the exact shape Entire's source writes it, read
 * through the real index and handoff: policy ref, deleted list, v1/refs duplicates, imported sessions, cost and
 * model usage, both summary shapes, task records, sync_prompts=false, the elected push remote, global tracking
 * and the session owner.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, handoffForSession } from '../api.js';
import { runDoctor } from '../doctor/doctor.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';

const NOW = new Date('2026-10-01T12:00:00Z');
const IMPORTED = '11111111-1111-4111-8111-111111111111';
const COSTED = '22222222-2222-4222-8222-222222222222';
const LEGACY = '2026-01-21-33333333-3333-4333-8333-333333333333';
const OMITTED = '44444444-4444-4444-8444-444444444444';
const GLOBAL = '55555555-5555-4555-8555-555555555555';
const OWNED = '66666666-6666-4666-8666-666666666666';
const DEAD = '77777777-7777-4777-8777-777777777777';
const DUP = '88888888-8888-4888-8888-888888888888';
const DELETED_SID = '99999999-9999-4999-8999-999999999999';
const KIRO = 'kiro-session-0001';
const NOCOMPACT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const C_EXTERNAL = '01K9TQBZP7X3F5M2WVJ4CNRB6G';

function claudeLine(sessionId: string, type: 'user' | 'assistant', text: string, at: string): string {
  const message = type === 'user' ? { role: 'user', content: text } : { role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'text', text }] };
  return JSON.stringify({ parentUuid: null, isSidechain: false, type, sessionId, uuid: `${type}-${text.length}-${at}`, timestamp: at, message });
}

function transcript(sessionId: string, prompt: string, at: string): string {
  return [claudeLine(sessionId, 'user', prompt, at), claudeLine(sessionId, 'assistant', `Working on: ${prompt}`, at)].join('\n') + '\n';
}

/** A git-refs checkpoint tree (root = checkpoint), as Entire 0.11 writes it. */
function refsCheckpoint(id: string, sessions: { sid: string; meta: object; transcript?: string; files?: FileTree }[], root: object = {}): FileTree {
  const tree: FileTree = {
    'metadata.json': JSON.stringify({
      cli_version: '0.11.4',
      checkpoint_id: id,
      strategy: 'manual-commit',
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['src/a.ts'],
      sessions: sessions.map((_, i) => ({
        metadata: `/${i}/metadata.json`,
        ...(sessions[i]?.transcript ? { transcript: `/${i}/full.jsonl`, content_hash: `/${i}/content_hash.txt` } : {}),
        prompt: '',
      })),
      ...root,
    }),
  };
  sessions.forEach((s, i) => {
    tree[`${i}/metadata.json`] = JSON.stringify({
      cli_version: '0.11.4',
      checkpoint_id: id,
      session_id: s.sid,
      strategy: 'manual-commit',
      created_at: '2026-09-20T10:00:00Z',
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['src/a.ts'],
      agent: 'Claude Code',
      model: 'claude-opus-4-6',
      ...s.meta,
    });
    if (s.transcript) {
      tree[`${i}/full.jsonl`] = s.transcript;
      tree[`${i}/content_hash.txt`] = 'sha256:00';
    }
    for (const [p, c] of Object.entries(s.files ?? {})) tree[`${i}/${p}`] = c;
  });
  return tree;
}

function refName(id: string): string {
  return `refs/entire/checkpoints/${id.slice(-2)}/${id}`;
}

const C_IMPORTED = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
const C_COSTED = '01K9TQ9ZP7X3F5M2WVJ4CNRB6E';
const C_LEGACY = 'a1b2c3d4e5f6';
const C_OMITTED = '01K9TQAZP7X3F5M2WVJ4CNRB6F';
const C_DUP = 'd0d1d2d3d4d5';
const C_DELETED = 'e0e1e2e3e4e5';
const C_MISSING = 'f0f1f2f3f4f5';

const TASK_ID = 'toolu_015vZvq3wyPhFVbUxPTgJqKj';
const ROOT_TASK_ID = 'toolu_01AngGom11SJcRX3cuG15Sp2';

describe("Entire's 2026 data, read through the index and the handoff", () => {
  let fx: GitFixture;
  let index: RepoIndex;

  beforeAll(async () => {
    fx = GitFixture.create();
    // Row 14: the checkpoint policy names a format this reader does not know.
    fx.commitTree('refs/entire/policies/checkpoint', { 'policy.json': JSON.stringify({ checkpoint_version: 'refs-v2', checkpoint_min_version: 'branch-v1' }) }, { parents: [] });
    // Row 13: an imported session (`entire import claude`): kind imported, commit_sha set, no trailer points at it.
    fx.commitTree(
      refName(C_IMPORTED),
      refsCheckpoint(C_IMPORTED, [{ sid: IMPORTED, meta: { kind: 'imported', commit_sha: 'f'.repeat(40) }, transcript: transcript(IMPORTED, 'old imported work', '2026-08-01T10:00:00Z') }], {
        commit_sha: 'f'.repeat(40),
        imported: true,
      }),
      { parents: [] },
    );
    // Rows 4, 6 and 20: cost and model usage, a task record under the slot and one at the root, Entire's nested summary.
    fx.commitTree(
      refName(C_COSTED),
      {
        ...refsCheckpoint(
          C_COSTED,
          [
            {
              sid: COSTED,
              meta: {
                token_usage: { input_tokens: 10, cache_creation_tokens: 5, cache_read_tokens: 100, output_tokens: 200, api_call_count: 2, cost_usd: 1.2345, cost_source: 'estimated' },
                model_usage: [{ model: 'claude-opus-4-6', token_usage: { input_tokens: 10, output_tokens: 200, cost_usd: 1.2345, cost_source: 'estimated' } }],
                summary: {
                  intent: 'Add the retry loop',
                  outcome: 'Retry loop added, tests pending',
                  learnings: { repo: ['uses vitest'], code: [{ path: 'src/a.ts', line: 3, finding: 'retry is here' }], workflow: [] },
                  friction: ['flaky network'],
                  open_items: ['run the integration tests'],
                },
              },
              transcript: transcript(COSTED, 'add a retry loop to the fetcher', '2026-09-20T09:00:00Z'),
              files: {
                [`tasks/${TASK_ID}/task.json`]: JSON.stringify({
                  tool_use_id: TASK_ID,
                  agent_id: 'a3f9',
                  subagent_type: 'Explore',
                  task_description: 'Find where the fetcher is configured',
                  started_at: '2026-09-20T09:01:00Z',
                  completed_at: '2026-09-20T09:02:00Z',
                }),
                [`tasks/${TASK_ID}/agent-a3f9.jsonl`]: claudeLine(COSTED, 'user', 'subagent prompt', '2026-09-20T09:01:00Z') + '\n',
              },
            },
          ],
          {
            token_usage: { input_tokens: 10, output_tokens: 200, cost_usd: 1.2345, cost_source: 'estimated' },
            model_usage: [{ model: 'claude-opus-4-6', token_usage: { input_tokens: 10, output_tokens: 200, cost_usd: 1.2345, cost_source: 'estimated' } }],
          },
        ),
        [`tasks/${ROOT_TASK_ID}/task.json`]: JSON.stringify({
          tool_use_id: ROOT_TASK_ID,
          subagent_type: 'general-purpose',
          task_description: 'Run the unit tests',
          started_at: '2026-09-20T09:03:00Z',
          transcript_unavailable_reason: 'transcript_not_found',
        }),
      },
      { parents: [] },
    );
    // Rows 1, 3, 8: an external agent (any label) with a plugin-export full.jsonl and Entire's compact transcript, and
    // a session whose root points at a transcript.jsonl the finalize step dropped.
    const compact = (sid: string, text: string) =>
      JSON.stringify({ v: 1, agent: 'kiro', cli_version: '0.11.4', type: 'user', ts: '2026-09-22T10:00:00Z', content: [{ id: `u-${sid}`, text }] }) + '\n';
    const external = refsCheckpoint(C_EXTERNAL, [
      { sid: KIRO, meta: { agent: 'Kiro', model: '' }, transcript: JSON.stringify({ exported_by: 'kiro-plugin', turns: 3 }) + '\n', files: { 'transcript.jsonl': compact(KIRO, 'refactor the queue worker') } },
      { sid: NOCOMPACT, meta: { agent: 'Windsurf', model: '' }, transcript: transcript(NOCOMPACT, 'native only', '2026-09-22T11:00:00Z') },
    ]);
    const rootMeta = JSON.parse(String(external['metadata.json'])) as { sessions: Record<string, string>[] };
    rootMeta.sessions[0]!.compact_transcript = '/0/transcript.jsonl';
    rootMeta.sessions[1]!.compact_transcript = '/1/transcript.jsonl';
    external['metadata.json'] = JSON.stringify(rootMeta);
    fx.commitTree(refName(C_EXTERNAL), external, { parents: [] });
    // Row 7: sync_prompts=false wrote a metadata-only checkpoint (no prompt.txt, full.jsonl, transcript.jsonl).
    fx.commitTree(refName(C_OMITTED), refsCheckpoint(C_OMITTED, [{ sid: OMITTED, meta: {} }]), { parents: [] });
    // Row 16: the same hex id on the v1 branch and under refs (after `entire doctor migrate-checkpoints`), and a
    // checkpoint `entire checkpoint delete` removed, still on the v1 branch.
    fx.commitTree(refName(C_DUP), refsCheckpoint(C_DUP, [{ sid: DUP, meta: {}, transcript: transcript(DUP, 'migrated work', '2026-09-10T10:00:00Z') }]), { parents: [] });
    const v1: FileTree = {};
    const shard = (id: string, t: FileTree) => {
      for (const [p, c] of Object.entries(t)) v1[`${id.slice(0, 2)}/${id.slice(2)}/${p}`] = c;
    };
    shard(C_DUP, refsCheckpoint(C_DUP, [{ sid: DUP, meta: {}, transcript: transcript(DUP, 'migrated work', '2026-09-10T10:00:00Z') }]));
    shard(C_DELETED, refsCheckpoint(C_DELETED, [{ sid: DELETED_SID, meta: {}, transcript: transcript(DELETED_SID, 'deleted work', '2026-09-11T10:00:00Z') }]));
    // Row 20: January 2026 metadata with the flat summary keys.
    shard(
      C_LEGACY,
      refsCheckpoint(C_LEGACY, [
        {
          sid: LEGACY,
          meta: { intent: 'Fix the login bug', outcome: 'Fixed by hand', learnings: ['check the cookie path'], friction_points: ['slow CI'], summary_source: 'heuristic', session_count: 1, session_ids: [LEGACY] },
          transcript: transcript(LEGACY, 'fix the login bug', '2026-01-21T10:00:00Z'),
        },
      ]),
    );
    fx.commitTree('refs/heads/entire/checkpoints/v1', v1, { parents: [] });
    writeFileSync(join(fx.gitDir, 'entire-deleted-checkpoints.json'), JSON.stringify({ checkpoint_ids: [C_DELETED, 'not-an-id'] }));
    // Row 15: a commit names a checkpoint this clone lacks; a past push captured `fork` as the elected remote (the
    // captured `gone` was since removed, so it is passed over).
    fx.commitEmpty(`work\n\nEntire-Checkpoint: ${C_MISSING}\n`);
    writeFileSync(join(fx.gitDir, 'entire-checkpoint-sync-remotes.json'), JSON.stringify({ remotes: ['gone', 'fork'] }));
    fx.git(['remote', 'add', 'origin', 'https://github.com/acme/app.git']);
    fx.git(['remote', 'add', 'fork', 'git@github.com:me/app.git']);
    // Row 7 again: the repository's settings say so; the live local transcript is still on this machine.
    mkdirSync(join(fx.dir, '.entire'), { recursive: true });
    writeFileSync(join(fx.dir, '.entire', 'settings.json'), JSON.stringify({ enabled: true, strategy_options: { sync_prompts: false }, checkpoints: { primary: { type: 'git-refs' }, mirrors: [{ type: 'fs' }] } }));
    const liveFile = join(fx.root, 'omitted-live.jsonl');
    writeFileSync(liveFile, transcript(OMITTED, 'the prompt only this machine has', '2026-09-21T10:00:00Z'));
    fx.addLiveState(OMITTED, { session_id: OMITTED, phase: 'idle', started_at: '2026-09-21T09:00:00Z', last_interaction_time: '2026-09-21T10:00:00Z', agent_type: 'Claude Code', transcript_path: liveFile });
    // Row 11: global tracking keeps live metadata under <common dir>/entire/worktree/<hash>/metadata/<sid>/.
    const globalMeta = join(fx.gitDir, 'entire', 'worktree', '3f2a9c1d', 'metadata', GLOBAL);
    mkdirSync(globalMeta, { recursive: true });
    writeFileSync(join(globalMeta, 'full.jsonl'), transcript(GLOBAL, 'globally tracked work', '2026-09-25T10:00:00Z'));
    writeFileSync(join(globalMeta, 'prompt.txt'), 'globally tracked work');
    // Row 19: the owner of a live turn: this very process (alive), and a pid that cannot exist (dead).
    const ownedFile = join(fx.root, 'owned-live.jsonl');
    writeFileSync(ownedFile, transcript(OWNED, 'still running turn', '2026-09-30T10:00:00Z'));
    fx.addLiveState(OWNED, {
      session_id: OWNED,
      phase: 'active',
      started_at: '2026-09-30T09:00:00Z',
      last_interaction_time: '2026-09-30T10:00:00Z',
      agent_type: 'Claude Code',
      transcript_path: ownedFile,
      branch: 'feature/queue-worker',
      owner: { pid: process.pid, start: '', host: hostname(), name: 'claude' },
      // Row 6: the state's ledger of a subagent still in flight (state.TaskRecord), not condensed anywhere yet.
      task_records: [
        { tool_use_id: 'toolu_01LiveTask7Hq2Zx9Wm4Rp', agent_id: 'b81d', started_at: '2026-09-30T09:58:00Z', subagent_type: 'general-purpose', task_description: 'Profile the queue worker', declared_transcript_path: '/etc/passwd' },
        { tool_use_id: '../escape', subagent_type: 'x' },
      ],
    });
    fx.addLiveState(DEAD, { session_id: DEAD, phase: 'active', started_at: '2026-09-30T09:00:00Z', owner: { pid: 2 ** 22 + 12345, start: '1', host: hostname(), name: 'codex' } });
    index = await buildIndex(await openRepo(fx.dir), { now: NOW });
  });
  afterAll(() => fx.cleanup());

  it('row 14: skips the policy ref when listing and warns on a format it does not know', async () => {
    expect(index.checkpoints.some((c) => c.ref.includes('policies'))).toBe(false);
    expect(index.policy).toMatchObject({ version: 'refs-v2', minVersion: 'branch-v1' });
    expect(index.warnings.join('\n')).toContain('names format "refs-v2"');
    const doctor = await runDoctor({ cwd: fx.dir, now: NOW });
    expect(doctor.layouts?.policy).toBe(true);
    expect(doctor.layouts?.unknown).toEqual([]);
    expect(doctor.notes.join('\n')).toContain('names format "refs-v2"');
  });

  it('row 16: one checkpoint for an id on both the v1 branch and refs; deleted checkpoints left out', () => {
    const dup = index.checkpoints.filter((c) => c.id === C_DUP);
    expect(dup.map((c) => c.storage)).toEqual(['git-refs']);
    expect(index.checkpoints.some((c) => c.id === C_DELETED)).toBe(false);
    expect(index.sessions.some((s) => s.id === DELETED_SID)).toBe(false);
    expect(index.warnings.join('\n')).toContain('1 checkpoint(s) deleted with `entire checkpoint delete`');
  });

  it('row 15: names the elected push remote before origin for a checkpoint missing here', () => {
    expect(index.missingCheckpointIds).toEqual([C_MISSING]);
    const line = index.warnings.find((w) => w.includes(C_MISSING)) ?? '';
    expect(line).toContain('fetch them from fork, then origin');
    expect(line).toContain('elected by an earlier push');
  });

  it('row 13: an imported session is history, not live work', () => {
    const s = index.sessions.find((x) => x.id === IMPORTED);
    expect(s?.imported).toBe(true);
    expect(s?.status).toBe('ended');
    expect(index.checkpoints.find((c) => c.id === C_IMPORTED)?.imported).toBe(true);
    expect(index.sessions.find((x) => x.id === COSTED)?.imported).toBeUndefined();
  });

  it('rows 4, 6, 20: cost, model usage, task records and the nested summary reach the handoff as labelled extras', async () => {
    const s = index.sessions.find((x) => x.id === COSTED);
    expect(s).toBeDefined();
    const h = await handoffForSession(index, s!, { target: null, now: NOW });
    const state = h.currentState.map((f) => f.text);
    expect(state).toContain('Subagent Explore toolu_015vZvq3wyPhFVbUxPTgJqKj: "Find where the fetcher is configured"');
    expect(state).toContain(
      'Subagent general-purpose toolu_01AngGom11SJcRX3cuG15Sp2: "Run the unit tests" (still running when recorded); transcript unavailable (transcript_not_found)',
    );
    expect(state).toContain('Cost recorded by Entire: $1.23 (estimated), this repository only');
    expect(state).toContain('Model usage recorded by Entire: claude-opus-4-6 $1.23 200 output tokens');
    expect(state.find((t) => t.startsWith("Entire's own summary (low trust"))).toContain('intent: Add the retry loop');
    // The transcript still leads: the latest instruction is the user's own prompt, not Entire's summary.
    expect(h.latestInstruction?.text).toBe('add a retry loop to the fetcher');
    expect(h.currentState.filter((f) => f.text.startsWith('Entire')).every((f) => !f.verified)).toBe(true);
    expect(h.markdown).toContain('Subagent Explore');
  });

  it('row 4: a checkpoint handoff shows the root aggregate once, never a sum across repositories', async () => {
    const cp = index.checkpoints.find((c) => c.id === C_COSTED);
    expect(cp?.cost).toEqual({ usd: 1.2345, source: 'estimated' });
    const h = await handoffForCheckpoint(index, cp!, { target: null, now: NOW });
    expect(h.currentState.filter((f) => f.text.startsWith('Cost recorded by Entire')).map((f) => f.text)).toEqual(['Cost recorded by Entire: $1.23 (estimated), this repository only']);
  });

  it('row 20: reads the flat January-2026 summary keys and marks a heuristic summary', () => {
    const slot = index.checkpoints.find((c) => c.id === C_LEGACY)?.sessions[0];
    expect(slot?.entireSummary).toEqual({ intent: 'Fix the login bug', outcome: 'Fixed by hand', learnings: ['check the cookie path'], friction: ['slow CI'], source: 'heuristic' });
  });

  it('row 7: sync_prompts=false is labelled "omitted by the repository\'s settings", with the live transcript named', async () => {
    const s = index.sessions.find((x) => x.id === OMITTED);
    expect(s?.transcriptOmitted).toBe('settings');
    expect(s?.transcriptSource).toBe('live');
    const h = await handoffForSession(index, s!, { target: null, now: NOW });
    const line = h.uncertainty.find((u) => u.includes('sync_prompts')) ?? '';
    expect(line).toContain("omitted by the repository's settings");
    expect(line).toContain('reads the live local transcript');
    expect(line).not.toMatch(/missing/i);
    expect(h.latestInstruction?.text).toBe('the prompt only this machine has');
  });

  it('row 11: finds live metadata that global tracking keeps under the git dir', async () => {
    const s = index.sessions.find((x) => x.id === GLOBAL);
    expect(s?.transcriptSource).toBe('metadata');
    expect(s?.lastPrompt).toBe('globally tracked work');
    const doctor = await runDoctor({ cwd: fx.dir, now: NOW });
    expect(doctor.metadataSessions).toBe(1);
  });

  it('row 19: warns before handing off a session whose agent process still runs; the state names its branch', async () => {
    const s = index.sessions.find((x) => x.id === OWNED);
    expect(s?.ownerLiveness).toBe('alive');
    expect(s?.branch).toBe('feature/queue-worker');
    expect(index.sessions.find((x) => x.id === DEAD)?.branch).toBeNull();
    expect(index.sessions.find((x) => x.id === DEAD)?.ownerLiveness).toBe('dead');
    const h = await handoffForSession(index, s!, { target: null, now: NOW });
    expect(h.uncertainty.join('\n')).toContain('The agent process that owns this session (claude) is still running');
    expect(s?.tasks.map((t) => t.toolUseId)).toEqual(['toolu_01LiveTask7Hq2Zx9Wm4Rp']);
    expect(h.currentState.map((f) => f.text)).toContain('Subagent general-purpose toolu_01LiveTask7Hq2Zx9Wm4Rp: "Profile the queue worker" (still running when recorded)');
    const doctor = await runDoctor({ cwd: fx.dir, now: NOW });
    expect(doctor.notes.join('\n')).toContain(`session ${DEAD}: marked active, but the agent process that owned it is gone`);
  });

  it('rows 1, 3, 8: keeps any agent label, prefers the compact transcript for external agents, survives a dropped one', async () => {
    const cp = index.checkpoints.find((c) => c.id === C_EXTERNAL);
    expect(cp?.sessions.map((s) => s.agentLabel)).toEqual(['Kiro', 'Windsurf']);
    expect(cp?.sessions[1]?.compactTranscript).toBeNull();
    const kiro = index.sessions.find((s) => s.id === KIRO);
    expect(kiro?.transcript?.kind === 'blob' && kiro.transcript.treePath).toBe('0/transcript.jsonl');
    const h = await handoffForSession(index, kiro!, { target: null, now: NOW });
    expect(h.latestInstruction?.text).toBe('refactor the queue worker');
    const other = index.sessions.find((s) => s.id === NOCOMPACT);
    expect(other?.transcript?.kind === 'blob' && other.transcript.treePath).toBe('1/full.jsonl');
    const hc = await handoffForCheckpoint(index, cp!, { target: null, now: NOW });
    expect(hc.sessionIds.sort()).toEqual([KIRO, NOCOMPACT].sort());
  });

  it('doctor explains sync_prompts and the elected remote', async () => {
    const doctor = await runDoctor({ cwd: fx.dir, now: NOW });
    const notes = doctor.notes.join('\n');
    expect(notes).toContain('sync_prompts is false');
    expect(notes).toContain('checkpoints are pushed to fork (elected by an earlier push), not necessarily origin: fetch missing checkpoints from there first');
    expect(notes).toContain('1 session(s) came from `entire import`');
    expect(notes).toContain('checkpoint mirror of type "fs": unsupported mirror');
  });
});
