import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GitFixture } from '../../../../tests/support/git-fixture.js';
import { CatFile } from '../git/cat-file.js';
import type { RepoIndex } from '../types/index-model.js';
import { resolveCheckpoint, resolveSession } from './resolve-id.js';
import { checkpointTree, claudeLine, codexLine, indexOf } from '../../../../tests/support/index-fixture.js';

describe('session record: live sessions', () => {
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

describe('session record: subagent tasks', () => {
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

describe("session record: a committed session's latest prompt", () => {
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

describe('session record: an agent label that needs confirming', () => {
  let fx: GitFixture;
  afterEach(() => fx?.cleanup());

  it("keeps only the head of the session's transcript when nothing else is wanted of it", async () => {
    fx = GitFixture.create();
    // A Codex rollout over 512 KB labelled "Claude Code" with no model (real data: labels on other agents' transcripts).
    const event = (i: number) => JSON.stringify({ timestamp: '2026-04-01T10:00:00.000Z', type: 'event_msg', payload: { type: 'agent_message', message: `step ${i} `.repeat(30) } });
    const rollout = [codexLine('sess-codex'), ...Array.from({ length: 3000 }, (_, i) => event(i))].join('\n') + '\n';
    fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree('a1b2c3d4e5f6', [{ sessionId: 'sess-codex', agent: 'Claude Code', createdAt: '2026-04-01T11:00:00Z', transcript: rollout, prompt: 'port the parser' }]));
    const streamed = vi.spyOn(CatFile.prototype, 'stream');
    const heads = vi.spyOn(CatFile.prototype, 'head');
    try {
      const session = resolveSession(await indexOf(fx.dir), 'sess-codex');
      expect(session).toMatchObject({ agent: 'codex', lastPrompt: 'port the parser', lastActivityAt: '2026-04-01T11:00:00.000Z' });
      // Only its head is read, from the object file: cat-file (which sends a blob whole) streams none of it.
      expect(heads).toHaveBeenCalledTimes(1);
      expect(streamed).not.toHaveBeenCalled();
    } finally {
      streamed.mockRestore();
      heads.mockRestore();
    }
  });
});
