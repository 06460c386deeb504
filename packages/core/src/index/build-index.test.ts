import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import { openRepo } from '../git/repo.js';
import { gitProcessStats } from '../git/run-git.js';
import type { RepoIndex } from '../types/index-model.js';
import { buildIndex } from './build-index.js';
import { resolveCheckpoint, resolveSession } from './resolve-id.js';

const NOW = new Date('2026-05-01T12:00:00Z');

function claudeLine(sessionId: string, text: string): string {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: '/work/app',
    sessionId,
    version: '2.1.14',
    gitBranch: 'main',
    type: 'user',
    message: { role: 'user', content: text },
    uuid: `u-${text.length}`,
    timestamp: '2026-05-01T10:00:00.000Z',
  });
}

function codexLine(sessionId: string): string {
  return JSON.stringify({
    timestamp: '2026-05-01T10:00:00.000Z',
    type: 'session_meta',
    payload: { id: sessionId, timestamp: '2026-05-01T10:00:00.000Z', cwd: '/work/app', originator: 'codex_cli_rs', cli_version: '0.118.0' },
  });
}

interface SlotSpec {
  sessionId: string;
  agent?: string;
  model?: string;
  createdAt?: string;
  transcript?: string;
  prompt?: string;
}

/** A checkpoint tree in Entire's exact v1 shape (root metadata with `/`-rooted pointers, numbered slots). */
function checkpointTree(id: string, slots: SlotSpec[], opts: { root?: string; pointerRoot?: string } = {}): FileTree {
  const root = opts.root ?? `${id.slice(0, 2)}/${id.slice(2)}/`;
  const pointer = opts.pointerRoot ?? `/${root}`;
  const files: FileTree = {};
  files[`${root}metadata.json`] = JSON.stringify({
    cli_version: '0.5.6',
    checkpoint_id: id,
    strategy: 'manual-commit',
    branch: 'main',
    checkpoints_count: slots.length,
    files_touched: ['src/app.ts'],
    sessions: slots.map((_, i) => ({
      metadata: `${pointer}${i}/metadata.json`,
      transcript: `${pointer}${i}/full.jsonl`,
      content_hash: `${pointer}${i}/content_hash.txt`,
      prompt: `${pointer}${i}/prompt.txt`,
    })),
  });
  slots.forEach((s, i) => {
    files[`${root}${i}/metadata.json`] = JSON.stringify({
      cli_version: '0.5.6',
      checkpoint_id: id,
      session_id: s.sessionId,
      strategy: 'manual-commit',
      ...(s.createdAt ? { created_at: s.createdAt } : {}),
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['src/app.ts'],
      ...(s.agent ? { agent: s.agent } : {}),
      ...(s.model !== undefined ? { model: s.model } : {}),
      checkpoint_transcript_start: 0,
    });
    if (s.transcript !== undefined) files[`${root}${i}/full.jsonl`] = s.transcript;
    if (s.prompt !== undefined) files[`${root}${i}/prompt.txt`] = s.prompt;
  });
  return files;
}

async function indexOf(dir: string, opts: Parameters<typeof buildIndex>[1] = {}): Promise<RepoIndex> {
  return buildIndex(await openRepo(dir), { now: NOW, ...opts });
}

describe('buildIndex: live sessions', () => {
  let fx: GitFixture;
  let outside: string;
  beforeAll(() => {
    fx = GitFixture.create();
    outside = mkdtempSync(join(tmpdir(), 'hos-agent-home-'));
    const codexFile = join(outside, 'rollout-2026-05-01T09-00-00-019d0000-0000-7000-8000-000000000001.jsonl');
    writeFileSync(codexFile, codexLine('019d0000-0000-7000-8000-000000000001') + '\n');
    fx.addLiveState('019d0000-0000-7000-8000-000000000001', {
      session_id: '019d0000-0000-7000-8000-000000000001',
      cli_version: '0.7.5',
      started_at: '2026-05-01T01:00:00-07:00',
      ended_at: null,
      phase: 'active',
      last_interaction_time: '2026-05-01T09:30:00Z',
      agent_type: 'Codex',
      model_name: 'gpt-5.4',
      transcript_path: codexFile,
      last_prompt: 'create solitaire game\nwith tests',
      files_touched: ['src/game.ts'],
      worktree_path: fx.dir,
    });
    fx.addLiveState('11111111-2222-4333-8444-555555555555', {
      session_id: '11111111-2222-4333-8444-555555555555',
      phase: '',
      started_at: '2026-05-01T11:00:00Z',
      last_interaction_time: '2026-05-01T11:50:00Z',
      agent_type: 'Claude Code',
      transcript_path: '/nonexistent/.claude/projects/-work-app/11111111-2222-4333-8444-555555555555.jsonl',
      first_prompt: 'legacy first prompt',
    });
    const idleDir = fx.addMetadataDir('11111111-2222-4333-8444-555555555555', {
      transcript: claudeLine('11111111-2222-4333-8444-555555555555', 'hello') + '\n',
      prompt: 'one\n\n---\n\ntwo',
    });
    utimesSync(join(idleDir, 'full.jsonl'), new Date('2026-05-01T11:00:00Z'), new Date('2026-05-01T11:00:00Z'));
    fx.addLiveState('22222222-2222-4333-8444-555555555555', {
      phase: 'active_committed',
      started_at: '2026-05-01T11:00:00Z',
      last_interaction_time: '2026-05-01T11:59:00Z',
      agent_type: 'Claude Code',
    });
    fx.addLiveState('33333333-2222-4333-8444-555555555555', {
      phase: 'active',
      started_at: '2026-04-30T11:00:00Z',
      ended_at: '2026-04-30T12:00:00Z',
      last_interaction_time: '2026-04-30T12:00:00Z',
      agent_type: 'Gemini CLI',
    });
    fx.addLiveState('44444444-2222-4333-8444-555555555555', '{"phase": "active", ');
    // Its transcript's last record (and the file's mtime) are the oldest activity here.
    const oldLine = codexLine('55555555').replaceAll('2026-05-01T10:00:00.000Z', '2026-04-01T00:00:00.000Z');
    const old = fx.addMetadataDir('55555555-2222-4333-8444-555555555555', { transcript: oldLine + '\n' });
    utimesSync(join(old, 'full.jsonl'), new Date('2026-04-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
  });
  afterAll(() => {
    fx.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it('reads state files, phases, prompts and picks the live transcript', async () => {
    const index = await indexOf(fx.dir);
    const codex = resolveSession(index, '019d0000-0000-7000-8000-000000000001');
    expect(codex).toMatchObject({
      agent: 'codex',
      status: 'active',
      stale: true,
      model: 'gpt-5.4',
      lastPrompt: 'create solitaire game',
      transcriptSource: 'live',
      filesTouched: ['src/game.ts'],
      startedAt: '2026-05-01T08:00:00.000Z',
    });
    expect(codex.transcript).toEqual({ kind: 'file', path: codex.live?.transcriptPath });
    const idle = resolveSession(index, '11111111-2222');
    expect(idle).toMatchObject({ status: 'idle', stale: false, lastPrompt: 'legacy first prompt', transcriptSource: 'metadata', agent: 'claude-code' });
    expect(idle.transcript).toMatchObject({ kind: 'file', path: expect.stringMatching(/\.entire\/metadata\/11111111-2222-4333-8444-555555555555\/full\.jsonl$/) });
    expect(resolveSession(index, '22222222-2222')).toMatchObject({ status: 'active', stale: false, checkpointIds: [] });
    expect(resolveSession(index, '33333333-2222')).toMatchObject({ status: 'active', stale: false });
    expect(index.warnings.some((w) => w.includes('44444444-2222-4333-8444-555555555555.json: not valid JSON'))).toBe(true);
    expect(() => resolveSession(index, '44444444-2222')).toThrow(/unknown session/);
    // A metadata folder without a state file: status unknown, agent from the transcript content.
    expect(resolveSession(index, '55555555-2222')).toMatchObject({ status: 'unknown', agent: 'codex', transcriptSource: 'metadata' });
    expect(index.layouts.live).toBeDefined();
    expect(index.sessions[0]?.id).toBe('22222222-2222-4333-8444-555555555555');
    expect(index.sessions.at(-1)?.id).toBe('55555555-2222-4333-8444-555555555555');
  });

  it('makes the stale threshold an option', async () => {
    const index = await indexOf(fx.dir, { staleAfterMs: 3 * 60 * 60 * 1000 });
    expect(resolveSession(index, '019d0000-0000').stale).toBe(false);
  });

  it('sees the common-dir live state and other worktrees from a linked worktree', async () => {
    const wt = fx.addWorktree('linked', 'feature');
    fx.addMetadataDir('66666666-2222-4333-8444-555555555555', { transcript: claudeLine('66666666', 'in linked worktree') + '\n' }, wt);
    const fromWt = await indexOf(wt);
    expect(fromWt.repo.gitDir).not.toBe(fromWt.repo.commonDir);
    expect(resolveSession(fromWt, '019d0000-0000').status).toBe('active');
    expect(resolveSession(fromWt, '11111111-2222').transcriptSource).toBe('metadata');
    expect(resolveSession(fromWt, '66666666-2222').agent).toBe('claude-code');
    const fromMain = await indexOf(fx.dir);
    expect(resolveSession(fromMain, '66666666-2222').transcriptSource).toBe('metadata');
  });
});

describe('buildIndex: subagent tasks', () => {
  let fx: GitFixture;
  let outside: string;
  afterEach(() => {
    fx.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it('lists task folders of checkpoint slots, the checkpoint root and the live metadata folder, by name only', async () => {
    fx = GitFixture.create();
    outside = mkdtempSync(join(tmpdir(), 'hos-tasks-outside-'));
    const tree = checkpointTree('a7a7a7a7a7a7', [{ sessionId: 'sess-tasks', agent: 'Claude Code', model: 'claude-opus-4-6', transcript: claudeLine('sess-tasks', 'go') + '\n' }]);
    tree['a7/a7a7a7a7a7/0/tasks/toolu_01Alpha/checkpoint.json'] = JSON.stringify({ session_id: 'sess-tasks', tool_use_id: 'toolu_01Alpha', agent_id: 'a1' });
    tree['a7/a7a7a7a7a7/0/tasks/toolu_01Alpha/agent-a1b2c3.jsonl'] = claudeLine('sess-tasks', 'sub') + '\n';
    tree['a7/a7a7a7a7a7/0/tasks/toolu_01Beta/checkpoint.json'] = '{}';
    tree['a7/a7a7a7a7a7/0/tasks/bad name!/checkpoint.json'] = '{}';
    tree['a7/a7a7a7a7a7/tasks/toolu_01Root/checkpoints/001-toolu_01Root.json'] = '{}';
    fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
    const meta = fx.addMetadataDir('sess-tasks', { transcript: claudeLine('sess-tasks', 'live') + '\n' });
    mkdirSync(join(meta, 'tasks', 'toolu_01Live'), { recursive: true });
    writeFileSync(join(meta, 'tasks', 'toolu_01Live', 'agent-ffee.jsonl'), claudeLine('sess-tasks', 'live sub') + '\n');
    writeFileSync(join(meta, 'tasks', 'toolu_01Live', 'prompt.txt'), 'look around');
    // A task folder that leads out of the worktree is not followed.
    mkdirSync(join(outside, 'stolen'));
    writeFileSync(join(outside, 'stolen', 'agent-evil.jsonl'), 'secret');
    symlinkSync(join(outside, 'stolen'), join(meta, 'tasks', 'toolu_01Escape'));

    const index = await indexOf(fx.dir);
    const cp = resolveCheckpoint(index, 'a7a7a7a7a7a7');
    expect(cp.sessions[0]?.tasks).toEqual([
      { toolUseId: 'toolu_01Alpha', agentId: 'a1b2c3', transcript: expect.objectContaining({ kind: 'blob', treePath: 'a7/a7a7a7a7a7/0/tasks/toolu_01Alpha/agent-a1b2c3.jsonl' }) },
      { toolUseId: 'toolu_01Beta', agentId: null, transcript: null },
    ]);
    expect(cp.tasks).toEqual([{ toolUseId: 'toolu_01Root', agentId: null, transcript: null }]);
    const session = resolveSession(index, 'sess-tasks');
    // The live folder's first, then the checkpoint's; the escaping folder is gone.
    expect(session.tasks.map((t) => t.toolUseId)).toEqual(['toolu_01Live', 'toolu_01Alpha', 'toolu_01Beta']);
    expect(session.tasks[0]).toMatchObject({ agentId: 'ffee', transcript: { kind: 'file', path: expect.stringContaining(join('toolu_01Live', 'agent-ffee.jsonl')) } });
    expect(JSON.stringify(index)).not.toContain(outside);
  });
});

describe('buildIndex: shadow branches, trailers, git-refs, remote v1', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());

  it('uses shadow branches for uncommitted work, without confusing them with checkpoint branches', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [{ sessionId: 'sess-committed', agent: 'Claude Code', model: 'claude-opus-4-6', transcript: claudeLine('x', 'a') + '\n', createdAt: '2026-04-01T00:00:00Z' }]));
    const ref = fx.addShadowBranch({
      sessionId: 'sess-shadow',
      transcript: claudeLine('sess-shadow', 'work in progress') + '\n',
      prompt: 'first\n\n---\n\nsecond prompt',
      date: '2026-05-01T11:00:00Z',
      extraSessions: { 'sess-other': codexLine('sess-other') + '\n' },
    });
    const index = await indexOf(fx.dir);
    const s = resolveSession(index, 'sess-shadow');
    expect(s).toMatchObject({ status: 'unknown', transcriptSource: 'shadow', agent: 'claude-code', lastPrompt: 'second prompt', lastActivityAt: '2026-05-01T11:00:00.000Z' });
    expect(s.transcript).toMatchObject({ kind: 'blob', treePath: '.entire/metadata/sess-shadow/full.jsonl' });
    expect(resolveSession(index, 'sess-other').agent).toBe('codex');
    expect(index.layouts.shadow).toBe(ref);
    expect(index.checkpoints.map((c) => c.id)).toEqual(['a1b2c3d4e5f6']);
    expect(resolveSession(index, 'sess-committed')).toMatchObject({ status: 'ended', checkpointIds: ['a1b2c3d4e5f6'] });
  });

  it('links checkpoints to every commit whose trailers name them', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('aaaaaaaaaaa1', [{ sessionId: 's1', createdAt: '2026-04-01T00:00:00Z' }]),
      ...checkpointTree('aaaaaaaaaaa2', [{ sessionId: 's1', createdAt: '2026-04-02T00:00:00Z' }]),
    });
    const c1 = fx.commitEmpty('feat\n\nEntire-Checkpoint: aaaaaaaaaaa1\n');
    const c2 = fx.commitEmpty('squash\n\n* a\n\nEntire-Checkpoint: aaaaaaaaaaa1\n\n* b\n\nEntire-Checkpoint: aaaaaaaaaaa2\n');
    const index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'aaaaaaaaaaa1').commits).toEqual([c2, c1]);
    expect(resolveCheckpoint(index, 'aaaaaaaaaaa2').commits).toEqual([c2]);
    expect(resolveSession(index, 's1').checkpointIds).toEqual(['aaaaaaaaaaa1', 'aaaaaaaaaaa2']);
    expect(index.missingCheckpointIds).toEqual([]);
  });

  it('orders checkpoints and sessions of the same time by id without loading the collator', async () => {
    fx = GitFixture.create();
    const at = '2026-04-01T00:00:00Z';
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('aaaaaaaaaaa1', [{ sessionId: 's-b', createdAt: at }, { sessionId: 's-a', createdAt: at }]),
      ...checkpointTree('aaaaaaaaaaa2', [{ sessionId: 's-c', createdAt: at }]),
    });
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const index = await indexOf(fx.dir);
      expect(index.checkpoints.map((c) => c.id)).toEqual(['aaaaaaaaaaa2', 'aaaaaaaaaaa1']);
      expect(index.sessions.map((s) => s.id)).toEqual(['s-a', 's-b', 's-c']);
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('reads ULID checkpoints from git-refs and ignores refs that are not checkpoints', async () => {
    fx = GitFixture.create();
    const ulid = '01K9TQ8ZP7X3F5M2WVJ4CNRB6D';
    const tree = checkpointTree(ulid, [{ sessionId: 'sess-ulid', agent: 'Codex', model: 'gpt-5.4', transcript: codexLine('sess-ulid') + '\n' }], { root: '', pointerRoot: '/' });
    fx.commitTree(`refs/entire/checkpoints/6D/${ulid}`, tree, { parents: [], date: '2026-04-30T00:00:00Z' });
    fx.commitTree(`refs/entire/checkpoints/XX/${ulid.slice(0, 25)}X`, tree, { parents: [] });
    fx.commitTree('refs/entire/checkpoints/v1.1', checkpointTree('b1b2c3d4e5f6', [{ sessionId: 'sess-mirror' }]));
    const index = await indexOf(fx.dir);
    const cp = resolveCheckpoint(index, '01k9tq8z');
    expect(cp).toMatchObject({ id: ulid, storage: 'git-refs', ref: `refs/entire/checkpoints/6D/${ulid}`, createdAt: '2025-11-12T00:26:00.263Z' });
    expect(cp.sessions[0]).toMatchObject({ sessionId: 'sess-ulid', agent: 'codex', slot: '0' });
    expect(cp.sessions[0]?.transcript).toMatchObject({ kind: 'blob', treePath: '0/full.jsonl', size: codexLine('sess-ulid').length + 1 });
    expect(index.checkpoints.map((c) => c.id).sort()).toEqual([ulid, 'b1b2c3d4e5f6']);
    expect(resolveCheckpoint(index, 'b1b2c3d4e5f6').storage).toBe('v1-branch');
    expect(index.layouts['v1.1']).toBe('refs/entire/checkpoints/v1.1');
  });

  it('reads the remote-tracking v1 branch when there is no local one, and when the local one is behind', async () => {
    fx = GitFixture.create();
    const first = fx.commitTree('refs/remotes/origin/entire/checkpoints/v1', checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]));
    let index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'c1c2c3c4c5c6').ref).toBe('refs/remotes/origin/entire/checkpoints/v1');
    expect(index.layouts['v1-branch']).toBe('refs/remotes/origin/entire/checkpoints/v1');

    fx.git(['update-ref', 'refs/heads/entire/checkpoints/v1', first]);
    fx.commitTree('refs/remotes/origin/entire/checkpoints/v1', {
      ...checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]),
      ...checkpointTree('d1d2d3d4d5d6', [{ sessionId: 'sess-newer' }]),
    });
    index = await indexOf(fx.dir);
    expect(resolveCheckpoint(index, 'd1d2d3d4d5d6').ref).toBe('refs/remotes/origin/entire/checkpoints/v1');
    expect(index.checkpoints).toHaveLength(2);

    // Diverged: both are read, the local copy wins for checkpoints in both.
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('c1c2c3c4c5c6', [{ sessionId: 'sess-remote' }]),
      ...checkpointTree('e1e2e3e4e5e6', [{ sessionId: 'sess-local' }]),
    });
    index = await indexOf(fx.dir);
    expect(index.checkpoints.map((c) => c.id).sort()).toEqual(['c1c2c3c4c5c6', 'd1d2d3d4d5d6', 'e1e2e3e4e5e6']);
    expect(resolveCheckpoint(index, 'c1c2c3c4c5c6').ref).toBe('refs/heads/entire/checkpoints/v1');
  });
});

describe('buildIndex: hostile data', () => {
  let fx: GitFixture;
  let outside: string;
  let index: RepoIndex;
  let spawned = 0;
  beforeAll(async () => {
    fx = GitFixture.create();
    outside = mkdtempSync(join(tmpdir(), 'hos-outside-'));
    // A 100 MB metadata.json (the real pre-0.10.1 prompt_attributions bug), written in pieces.
    const bigFile = join(fx.root, 'big-metadata.json');
    const fd = openSync(bigFile, 'w');
    writeSync(fd, '{"session_id":"sess-huge","prompt_attributions":[');
    const piece = Buffer.from('{"checkpoint_number":1,"user_lines_added":0,"user_added_per_file":{}},'.repeat(14_000));
    for (let written = 0; written < 100 * 1024 * 1024; written += piece.length) writeSync(fd, piece);
    writeSync(fd, '{}]}');
    closeSync(fd);

    const good = checkpointTree('f1f2f3f4f5f6', [
      { sessionId: 'sess-good', agent: 'Claude Code', model: 'claude-opus-4-6', transcript: claudeLine('sess-good', 'hi') + '\n', createdAt: '2026-04-01T00:00:00Z' },
      { sessionId: 'sess-huge' },
      { sessionId: 'sess-badjson' },
      { sessionId: '../../etc/evil' },
    ]);
    good['f1/f2f3f4f5f6/1/metadata.json'] = { file: bigFile };
    good['f1/f2f3f4f5f6/2/metadata.json'] = '{"session_id": "sess-badjson", ';
    const escaping = {
      'a0/a0a0a0a0a0/metadata.json': JSON.stringify({
        checkpoint_id: 'a0a0a0a0a0a0',
        sessions: [
          { metadata: '/a0/a0a0a0a0a0/../../f1/f2f3f4f5f6/0/metadata.json', transcript: '/../../../../etc/passwd' },
          { metadata: '/f1/f2f3f4f5f6/0/metadata.json' },
          { metadata: 'C:\\Windows\\system.ini' },
        ],
      }),
      'a0/a0a0a0a0a0/0/metadata.json': JSON.stringify({ session_id: 'sess-escape', created_at: '2026-03-01T00:00:00Z' }),
      'b0/b0b0b0b0b0/metadata.json': 'not json at all',
      'b0/b0b0b0b0b0/0/metadata.json': JSON.stringify({ session_id: 'sess-rootless', created_at: '2026-03-02T00:00:00Z' }),
      'c0/c0c0c0c0c0/metadata.json': '[1,2,3]',
      'c0/c0c0c0c0c0/0/metadata.json': JSON.stringify({ session_id: 42, model: { not: 'a string' } }),
      // A slot folder that is not numbered (only its root names it), and a blob two checkpoints share byte for byte.
      'd0/d0d0d0d0d0/metadata.json': JSON.stringify({ checkpoint_id: 'd0d0d0d0d0d0', sessions: [{ metadata: '/d0/d0d0d0d0d0/extra/metadata.json' }] }),
      'd0/d0d0d0d0d0/extra/metadata.json': JSON.stringify({ session_id: 'sess-shared', created_at: '2026-03-03T00:00:00Z' }),
      'd0/d0d0d0d0d0/extra/prompt.txt': 'first ask\n\n---\n\nlatest ask\nmore',
      'd1/d1d1d1d1d1/0/metadata.json': JSON.stringify({ session_id: 'sess-shared', created_at: '2026-03-03T00:00:00Z' }),
    };
    fx.commitTree('refs/heads/entire/checkpoints/v1', { ...good, ...escaping });

    // Live files that try to leave the repository.
    const secretDir = join(outside, 'sess-secret');
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(join(secretDir, 'full.jsonl'), claudeLine('sess-secret', 'secret') + '\n');
    mkdirSync(join(fx.dir, '.entire', 'metadata'), { recursive: true });
    symlinkSync(secretDir, join(fx.dir, '.entire', 'metadata', 'sess-secret'));
    fx.addMetadataDir('sess-linkfile', {});
    symlinkSync(join(secretDir, 'full.jsonl'), join(fx.dir, '.entire', 'metadata', 'sess-linkfile', 'full.jsonl'));
    fx.addLiveState('sess-link', { phase: 'active' });
    const stateDir = join(fx.gitDir, 'entire-sessions');
    writeFileSync(join(outside, 'state.json'), JSON.stringify({ phase: 'active' }));
    symlinkSync(join(outside, 'state.json'), join(stateDir, 'sess-symlinked.json'));
    writeFileSync(join(stateDir, '...json'), '{}');

    const before = gitProcessStats.spawned;
    index = await indexOf(fx.dir);
    spawned = gitProcessStats.spawned - before;
  }, 120_000);
  afterAll(() => {
    fx.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it('skips an oversized metadata.json with a warning instead of reading it', () => {
    const cp = resolveCheckpoint(index, 'f1f2f3f4f5f6');
    expect(cp.warnings.some((w) => /1\/metadata\.json is 100(\.\d)? MiB, over the 16 MiB limit/.test(w))).toBe(true);
    expect(cp.sessionIds).toEqual(['sess-good']);
    expect(() => resolveSession(index, 'sess-huge')).toThrow(/unknown session/);
  });

  it('skips invalid JSON and unsafe session ids slot by slot', () => {
    const cp = resolveCheckpoint(index, 'f1f2f3f4f5f6');
    expect(cp.warnings.some((w) => /slot 2: .* not valid JSON|2\/metadata\.json is not valid JSON/.test(w))).toBe(true);
    expect(cp.warnings.some((w) => /slot 3: missing or invalid session_id/.test(w))).toBe(true);
    expect(index.sessions.some((s) => s.id.includes('..'))).toBe(false);
  });

  it('refuses paths that leave the checkpoint and falls back to its own slot folders', () => {
    const cp = resolveCheckpoint(index, 'a0a0a0a0a0a0');
    expect(cp.warnings.filter((w) => /outside the checkpoint|invalid path/.test(w)).length).toBeGreaterThanOrEqual(3);
    expect(cp.sessionIds).toEqual(['sess-escape']);
    expect(cp.sessions[0]?.transcript).toBeNull();
    // sess-good appears only through its own checkpoint.
    expect(resolveSession(index, 'sess-good').checkpointIds).toEqual(['f1f2f3f4f5f6']);
  });

  it('reads slots of a checkpoint whose root metadata is invalid or not an object', () => {
    expect(resolveCheckpoint(index, 'b0b0b0b0b0b0').sessionIds).toEqual(['sess-rootless']);
    expect(resolveCheckpoint(index, 'b0b0b0b0b0b0').warnings.some((w) => /metadata\.json is not valid JSON/.test(w))).toBe(true);
    const c0 = resolveCheckpoint(index, 'c0c0c0c0c0c0');
    expect(c0.sessions).toEqual([]);
    expect(c0.warnings.some((w) => /not a JSON object/.test(w))).toBe(true);
  });

  it('reads a slot its root names outside the numbered folders, and a blob two checkpoints share', () => {
    expect(resolveCheckpoint(index, 'd0d0d0d0d0d0').sessions.map((x) => x.slot)).toEqual(['extra']);
    expect(resolveCheckpoint(index, 'd1d1d1d1d1d1').sessions.map((x) => x.slot)).toEqual(['0']);
    const shared = resolveSession(index, 'sess-shared');
    expect(shared.checkpointIds).toEqual(['d0d0d0d0d0d0', 'd1d1d1d1d1d1']);
    expect(shared.lastPrompt).toBe('latest ask');
  });

  it('never follows symlinks out of the repository', () => {
    expect(() => resolveSession(index, 'sess-secret')).toThrow(/unknown session/);
    const linked = resolveSession(index, 'sess-linkfile');
    expect(linked.transcript).toBeNull();
    expect(resolveSession(index, 'sess-link').status).toBe('active');
    expect(() => resolveSession(index, 'sess-symlinked')).toThrow(/unknown session/);
    expect(index.warnings.some((w) => /sess-symlinked\.json: not a regular file/.test(w))).toBe(true);
    expect(index.warnings.some((w) => /invalid session id/.test(w))).toBe(true);
  });

  it('still costs only a few git processes', () => {
    expect(spawned).toBeLessThanOrEqual(8);
  });
});

describe('buildIndex: readFiles (whether the index is a function of git objects alone)', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());
  const claude = (id: string) => ({ sessionId: id, agent: 'Claude Code', transcript: claudeLine(id, 'a') + '\n', createdAt: '2026-04-01T00:00:00Z' });

  it('is unset for committed checkpoints only, and set once a live state file or a metadata folder is read', async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [claude('sess-committed')]));
    expect((await indexOf(fx.dir)).readFiles).toBeUndefined();
    fx.addMetadataDir('sess-folder', { transcript: claudeLine('sess-folder', 'hi') + '\n', prompt: 'hi' });
    expect((await indexOf(fx.dir)).readFiles).toBe(true);
  });

  it("is set when a session's transcript was searched for in its agent's own folders (a file may appear there later)", async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [claude('sess-claude'), { sessionId: 'sess-pi', agent: 'Pi', createdAt: '2026-04-02T00:00:00Z' }]));
    const index = await indexOf(fx.dir);
    expect(resolveSession(index, 'sess-pi').transcript).toBeNull();
    expect(index.readFiles).toBe(true);
  });
});

describe("buildIndex: a committed session's latest prompt", () => {
  let fx: GitFixture;
  let index: RepoIndex;
  const turn = (sessionId: string, i: number) =>
    JSON.stringify({ type: 'assistant', sessionId, timestamp: '2026-04-01T10:05:00.000Z', message: { role: 'assistant', content: [{ type: 'text', text: `step ${i} `.repeat(60) }] } });
  /** The session's first prompt, then a turn longer than the tail window with no prompt in it. */
  const longTurn = (sessionId: string, last: string[] = []) =>
    [claudeLine(sessionId, 'Implement the following plan:'), ...Array.from({ length: 200 }, (_, i) => turn(sessionId, i)), ...last].join('\n') + '\n';
  beforeAll(async () => {
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', {
      ...checkpointTree('e1e2e3e4e5e6', [
        { sessionId: 'sess-long', agent: 'Claude Code', model: 'claude-opus-4-5', createdAt: '2026-04-01T11:00:00Z', transcript: longTurn('sess-long'), prompt: 'Implement the following plan:\n\n---\n\nfix the flaky upload test' },
      ]),
      ...checkpointTree('e7e8e9eaebec', [
        {
          sessionId: 'sess-command',
          agent: 'Claude Code',
          model: 'claude-opus-4-5',
          createdAt: '2026-04-01T11:00:00Z',
          transcript: longTurn('sess-command', [claudeLine('sess-command', 'review the open PR again'), turn('sess-command', 0)]),
          prompt: 'Implement the following plan:\n\n---\n\n# Review Command\n\nRead the diff and list findings.',
        },
      ]),
      ...checkpointTree('f7f8f9fafbfc', [
        {
          sessionId: 'sess-commit',
          agent: 'Claude Code',
          model: 'claude-opus-4-5',
          createdAt: '2026-04-01T11:00:00Z',
          transcript: [claudeLine('sess-commit', 'rename the plugins folder'), turn('sess-commit', 0), claudeLine('sess-commit', 'commit and push to main'), turn('sess-commit', 1)].join('\n') + '\n',
          prompt: 'rename the plugins folder',
        },
      ]),
    });
    index = await indexOf(fx.dir);
  }, 120_000);
  afterAll(() => fx.cleanup());

  it("is prompt.txt's last prompt, not the transcript head's first one, when the tail holds no prompt", () => {
    expect(resolveSession(index, 'sess-long').lastPrompt).toBe('fix the flaky upload test');
  });

  it("is a small transcript's newest, the committing turn's prompt that prompt.txt lacks", () => {
    expect(resolveSession(index, 'sess-commit').lastPrompt).toBe('commit and push to main');
  });

  it("is the transcript's when prompt.txt's last part is a document (a command body), not typed words", () => {
    expect(resolveSession(index, 'sess-command').lastPrompt).toBe('review the open PR again');
  });
});

describe('buildIndex: an agent label that needs confirming', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());

  it("reads only the head of the session's transcript, never the whole blob, when nothing else is wanted of it", async () => {
    fx = GitFixture.create();
    // A Codex rollout over 512 KB labelled "Claude Code" with no model (real data: labels on other agents' transcripts).
    const event = (i: number) => JSON.stringify({ timestamp: '2026-04-01T10:00:00.000Z', type: 'event_msg', payload: { type: 'agent_message', message: `step ${i} `.repeat(30) } });
    const rollout = [codexLine('sess-codex'), ...Array.from({ length: 3000 }, (_, i) => event(i))].join('\n') + '\n';
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [{ sessionId: 'sess-codex', agent: 'Claude Code', createdAt: '2026-04-01T11:00:00Z', transcript: rollout, prompt: 'port the parser' }]));
    const streamed = vi.spyOn(CatFile.prototype, 'stream');
    try {
      const session = resolveSession(await indexOf(fx.dir), 'sess-codex');
      expect(session).toMatchObject({ agent: 'codex', lastPrompt: 'port the parser', lastActivityAt: '2026-04-01T11:00:00.000Z' });
      expect(streamed).not.toHaveBeenCalled();
    } finally {
      streamed.mockRestore();
    }
  });
});
