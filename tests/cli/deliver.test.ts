// "Hand off this session to codex", through the built CLI: --deliver arms the handoff outside the repository, the
// target agent's own start hook in the same repository delivers it once, list and show then name the lineage, and
// deliver --status / --cancel manage what is pending.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cli as runIn } from '../support/cli.js';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { buildExample, snapshotTree, treeDiff, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
let state: string;
let other: ExampleFixture;

beforeAll(async () => {
  fx = await buildExample('deliver');
  ex = fx.ex;
  other = await buildExample('deliver-other');
});
afterAll(() => {
  fx.cleanup();
  other.cleanup();
});
beforeEach(async () => {
  state = mkdtempSync(join(tmpdir(), 'hos-deliver-state-'));
  return () => rmSync(state, { recursive: true, force: true });
});

const cli = (args: string[], input = '', cwd = ex.dir) => runIn(args, { cwd, env: { HAND_OFF_SESSION_STATE_DIR: state }, input });
const codexStart = (sessionId: string, cwd = ex.dir) =>
  JSON.stringify({ session_id: sessionId, transcript_path: `/home/u/.codex/sessions/${sessionId}.jsonl`, cwd, hook_event_name: 'SessionStart', source: 'startup' });
const context = (stdout: string): string => (stdout.trim() ? JSON.parse(stdout).hookSpecificOutput.additionalContext : '');

describe('show <session> for codex --deliver', () => {
  it('arms outside the repository, and Codex\'s first start in the repository gets it once', async () => {
    const before = snapshotTree(ex.dir);
    const armed = await cli(['show', ex.sessions.claude.id, 'for', 'codex', '--deliver']);
    expect(armed.code, armed.stderr).toBe(0);
    expect(armed.stdout).toMatch(/^Armed the handoff of Claude Code session 7c3f9e2a for codex in /);
    expect(armed.stdout).not.toContain('## Task');
    expect(treeDiff(before, snapshotTree(ex.dir))).toEqual({ added: [], removed: [], changed: [] });
    const files = readdirSync(join(state, 'pending'));
    expect(files).toHaveLength(1);
    expect(statSync(join(state, 'pending', files[0]!)).mode & 0o777).toBe(0o600);
    expect(statSync(join(state, 'pending')).mode & 0o777).toBe(0o700);

    const first = await cli(['hook', 'session-start'], codexStart('019a-first'));
    expect(first.code).toBe(0);
    const text = context(first.stdout);
    expect(text).toMatch(/^Handoff from Claude Code session 7c3f9e2a, just now, on /);
    expect(text).toContain('This handoff is for Codex.');
    expect(text).toContain("Keep going — fix the off-by-one first. Don't touch the bcrypt cost factor in src/users.ts.");
    expect(context((await cli(['hook', 'session-start'], codexStart('019a-second'))).stdout)).toBe('');

    const listed = JSON.parse((await cli(['list', '--json'])).stdout).sessions.find((s: { id: string }) => s.id === ex.sessions.claude.id);
    expect(listed.lineage.continuedIn[0]).toMatchObject({ target: 'codex', targetSessionId: '019a-first' });
    expect((await cli(['list'])).stdout).toMatch(/7c3f9e2a .* ended → codex /);
    expect((await cli(['show', ex.sessions.claude.id])).stdout.split('\n')[2]).toMatch(/^_Continued in codex session 019a-fir, delivered /);
  });

  it('is never delivered in another repository, and a second arm replaces the first, saying so', async () => {
    expect((await cli(['show', ex.sessions.claude.id, 'for', 'codex', '--deliver'])).code).toBe(0);
    expect(context((await cli(['hook', 'session-start'], codexStart('019a-elsewhere', other.ex.dir), other.ex.dir)).stdout)).toBe('');
    const second = await cli(['show', ex.sessions.codex.id, 'for', 'codex', '--deliver']);
    expect(second.stdout).toMatch(/It replaces the handoff armed for codex at .* from Claude Code session 7c3f9e2a, which will not be delivered\./);
    expect(context((await cli(['hook', 'session-start'], codexStart('019a-here'))).stdout)).toMatch(/^Handoff from Codex session /);
  });

  it('deliver --status lists what is armed and --cancel removes it', async () => {
    expect((await cli(['deliver', '--status'])).stdout).toBe('Nothing is armed for delivery in this repository.\n');
    await cli(['latest', 'for', 'gemini', '--deliver']);
    await cli(['show', ex.sessions.claude.id, 'for', 'claude', '--deliver']);
    const status = await cli(['deliver', '--status', '--json']);
    expect(JSON.parse(status.stdout).armed.map((e: { target: string }) => e.target)).toEqual(['claude', 'gemini']);
    expect((await cli(['deliver', '--cancel', 'gemini'])).stdout).toMatch(/^Cancelled:\n- gemini: from /);
    expect((await cli(['deliver', '--cancel'])).stdout).toMatch(/^Cancelled:\n- claude: from /);
    expect((await cli(['deliver'])).stdout).toMatch(/^Nothing is armed/);
  });

  it('"this session" of an agent that does not know its id: latest --agent picks that agent\'s newest session', async () => {
    const res = await cli(['latest', '--agent', 'claude', 'for', 'codex', '--deliver']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Armed the handoff of Claude Code session (7c3f9e2a|b5e0d7c3) for codex/);
    const none = await cli(['latest', '--agent', 'pi', '--deliver', 'for', 'codex']);
    expect(none.code).toBe(3);
    expect(none.stderr).toBe('hand-off-session: no session recorded by pi in this repository\n');
  });

  it('refuses what it cannot do, in one line with exit 2', async () => {
    for (const args of [
      ['show', ex.sessions.claude.id, '--deliver'],
      ['show', ex.sessions.claude.id, 'for', 'cursor', '--deliver'],
      ['all', 'for', 'codex', '--deliver'],
      ['deliver', '--cancel', 'nobody'],
    ]) {
      const res = await cli(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(() => readdirSync(join(state, 'pending'))).toThrow();
  });
});

describe('a Claude Code session compacting while a handoff of another session is armed for Claude', () => {
  it('gets only its own handover, built or pointed to, and the armed handoff waits for a new session', async () => {
    expect((await cli(['show', ex.sessions.codex.id, 'for', 'claude', '--deliver'])).code).toBe(0);
    const id = 'f6b273bb-5c1e-4d2a-9b8f-3e7a1c0d4f62';
    const transcript = join(state, '.claude', `${id}.jsonl`);
    mkdirSync(join(state, '.claude'));
    writeFileSync(transcript, new ClaudeTranscript(id, ex.dir).user('Fix the refund rounding in src/refunds.ts.').assistantText('Looking at it.').text());
    const hook = (event: string, fields: object, env: NodeJS.ProcessEnv = {}) =>
      runIn(['hook', event, '--agent', 'claude'], { cwd: ex.dir, env: { HAND_OFF_SESSION_STATE_DIR: state, ...env }, input: JSON.stringify({ session_id: id, transcript_path: transcript, cwd: ex.dir, ...fields }) });
    // 100 ms rarely leaves the build worker time (the pointer), though a fast machine may build it: either is this
    // session's own handover (compaction-delivery.test.ts tests the pointer deterministically). 9 s builds it.
    const built = /Fix the refund rounding in src\/refunds\.ts\./;
    for (const [budget, own] of [['100', new RegExp(`could not be built|${built.source}`)], ['9000', built]] as const) {
      const armed = await hook('pre-compact', { hook_event_name: 'PreCompact', trigger: 'auto' }, { HAND_OFF_SESSION_HOOK_BUILD_MS: budget });
      expect(armed.code).toBe(0);
      const text = context((await hook('session-start', { hook_event_name: 'SessionStart', source: 'compact' })).stdout);
      expect(text, budget).not.toMatch(/Handoff from Codex/);
      expect(text, budget).toContain(`of this session (${id},`);
      expect(text, budget).toMatch(own);
    }
    const fresh = JSON.stringify({ session_id: 'a91c04de-0000', cwd: ex.dir, hook_event_name: 'SessionStart', source: 'startup' });
    expect(context((await cli(['hook', 'session-start', '--agent', 'claude'], fresh)).stdout)).toMatch(/^Handoff from Codex session /);
  });
});

describe('earlier handoffs of the same session', () => {
  it('a new handoff names the saved contract and what changed since; list and --json show it', async () => {
    const saved = await cli(['show', ex.sessions.codex.id, '--save']);
    expect(saved.code, saved.stderr).toBe(0);
    const rel = /^Read (\S+) and verify/m.exec(saved.stdout)?.[1];
    expect(rel).toMatch(/^plans\/handoffs\//);
    const again = await cli(['show', ex.sessions.codex.id]);
    const escaped = rel!.replace(/[.]/g, '\\.');
    expect(again.stdout.split('\n')[2]).toMatch(
      new RegExp(`^_Handed off before: ${escaped}, written \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\. Since then: no new commits; no session activity\\._$`),
    );
    writeFileSync(`${ex.dir}/NOTES.md`, 'more work\n');
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'add', 'NOTES.md'], { cwd: ex.dir });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'more'], { cwd: ex.dir });
    expect((await cli(['show', ex.sessions.codex.id])).stdout).toMatch(/Since then: 1 new commit; no session activity\._/);
    const listed = JSON.parse((await cli(['list', '--json'])).stdout).sessions.find((s: { id: string }) => s.id === ex.sessions.codex.id);
    expect(listed.earlierHandoffs[0]).toMatchObject({ path: rel, status: expect.any(String) });
    expect((await cli(['list'])).stdout).toMatch(new RegExp(`${ex.sessions.codex.id.slice(0, 8)} +codex +ended \\+ file `));
    expect((await cli(['validate', rel!])).code).toBe(0);
  });
});
