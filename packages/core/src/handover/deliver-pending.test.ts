// A handover armed for another agent (`--deliver`): delivered once by that agent's own start hook in the same
// repository, never in another repository or to another agent, the newer of two arms winning, expiry and damage
// reported, and the lineage recorded for a handoff of a handoff.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOVER_TTL_MS } from './store.js';
import { runHook, type HookDeps, type HookOutput } from './run-hook.js';
import { hookAgent } from './hook-agent.js';
import { armPending, cancelPending, listPending, type PendingHandover } from './pending.js';
import { originOf, readLineage } from './lineage.js';

const REPO_A = 'aaaaaaaaaaaaaaaa';
const REPO_B = 'bbbbbbbbbbbbbbbb';
let dir: string;
let clock: Date;
let deps: HookDeps;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hos-pending-'));
  clock = new Date('2026-12-01T10:00:00.000Z');
  deps = {
    dir,
    now: () => clock,
    build: async () => '# never built here\n',
    agentOf: (input) => hookAgent(undefined, input, {}),
    repoKeyOf: async (cwd) => (cwd === '/repo/a' ? REPO_A : cwd === '/repo/b' ? REPO_B : null),
  };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function record(over: Partial<PendingHandover> = {}): PendingHandover {
  return {
    target: 'codex',
    repoKey: REPO_A,
    repo: '/repo/a',
    armedAt: clock.toISOString(),
    source: { agent: 'claude-code', sessionIds: ['5d0f8a43-1111-2222-3333-444444444444'], checkpointId: null, branch: 'feature/login-rate-limit', head: null },
    origin: { agent: 'claude-code', sessionId: '5d0f8a43-1111-2222-3333-444444444444' },
    contractPath: null,
    text: '# Handoff: session `5d0f8a43`\n\nThis handoff is for Codex.\n',
    ...over,
  };
}

/** A SessionStart as Codex (transcript under ~/.codex) or Claude Code (under ~/.claude) sends it. */
const start = (agent: 'codex' | 'claude', sessionId: string | null, cwd = '/repo/a') =>
  JSON.stringify({
    ...(sessionId ? { session_id: sessionId } : {}),
    transcript_path: `/home/u/.${agent}/sessions/${sessionId ?? 'x'}.jsonl`,
    cwd,
    hook_event_name: 'SessionStart',
    source: 'startup',
  });

const context = (output: HookOutput | null) => output?.hookSpecificOutput.additionalContext ?? '';

describe('handovers armed for another agent', () => {
  it('the target agent\'s first start in the same repository gets it once, announced, and the lineage is recorded', async () => {
    await armPending(dir, record());
    clock = new Date(clock.getTime() + 12 * 60_000);
    const first = await runHook('session-start', start('codex', '019a0000-aaaa'), deps);
    expect(context(first.output)).toMatch(/^Handoff from Claude Code session 5d0f8a43, 12 minutes ago, on feature\/login-rate-limit\./);
    expect(context(first.output)).toContain('This handoff is for Codex.');
    expect((await runHook('session-start', start('codex', '019a0000-bbbb'), deps)).output).toBeNull();
    const lineage = await readLineage(dir, REPO_A);
    expect(lineage).toHaveLength(1);
    expect(lineage[0]).toMatchObject({ target: 'codex', targetSessionId: '019a0000-aaaa', source: { agent: 'claude-code' } });
  });

  it('another agent, another repository, or a hook that cannot name its agent never receives it', async () => {
    await armPending(dir, record());
    expect((await runHook('session-start', start('claude', 's1'), deps)).output).toBeNull();
    expect((await runHook('session-start', start('codex', 's2', '/repo/b'), deps)).output).toBeNull();
    const anonymous = JSON.stringify({ session_id: 's3', cwd: '/repo/a', source: 'startup' });
    expect((await runHook('session-start', anonymous, deps)).output).toBeNull();
    expect((await listPending(dir, REPO_A, clock)).map((e) => e.state)).toEqual(['pending']);
  });

  it('two arms for one target: the newer wins and the older is returned to be reported', async () => {
    expect(await armPending(dir, record({ text: 'older\n' }))).toBeNull();
    const replaced = await armPending(dir, record({ text: 'newer\n', source: { ...record().source, sessionIds: ['b5e0d7c3-0000'] } }));
    expect(replaced?.text).toBe('older\n');
    expect(context((await runHook('session-start', start('codex', 'c1'), deps)).output)).toContain('newer');
  });

  it('an expired handover is named at the next start of any agent in the repository, then discarded', async () => {
    await armPending(dir, record());
    clock = new Date(clock.getTime() + HANDOVER_TTL_MS + 1000);
    const res = await runHook('session-start', start('claude', 's1'), deps);
    expect(context(res.output)).toMatch(/1 handover armed in this repository was never delivered .*for codex \(from Claude Code session 5d0f8a43, expired\)/);
    expect(await listPending(dir, REPO_A, clock)).toEqual([]);
    expect((await runHook('session-start', start('codex', 's2'), deps)).output).toBeNull();
  });

  it('a state file edited by hand is ignored, reported once, and never delivered', async () => {
    await armPending(dir, record());
    const [name] = await readdir(join(dir, 'pending'));
    const path = join(dir, 'pending', name!);
    await writeFile(path, (await readFile(path, 'utf8')).replace('"v":1', '"v":7'));
    expect((await listPending(dir, REPO_A, clock)).map((e) => e.state)).toEqual(['unreadable']);
    const res = await runHook('session-start', start('codex', 's1'), deps);
    expect(context(res.output)).toMatch(/never delivered .*for codex \(unreadable, unreadable\)/);
    expect(context(res.output)).not.toContain('This handoff is for Codex');
    expect((await runHook('session-start', start('codex', 's2'), deps)).output).toBeNull();
  });

  it('a hook input with no session id still delivers once, recording the target session as unknown', async () => {
    await armPending(dir, record());
    expect(context((await runHook('session-start', start('codex', null), deps)).output)).toContain('This handoff is for Codex.');
    expect((await readLineage(dir, REPO_A))[0]?.targetSessionId).toBeNull();
    expect((await runHook('session-start', start('codex', null), deps)).output).toBeNull();
  });

  it('cancel removes what is armed, for one target or all', async () => {
    await armPending(dir, record());
    await armPending(dir, record({ target: 'gemini' }));
    expect((await cancelPending(dir, REPO_A, 'gemini', clock)).map((e) => e.target)).toEqual(['gemini']);
    expect((await cancelPending(dir, REPO_A, null, clock)).map((e) => e.target)).toEqual(['codex']);
    expect(await listPending(dir, REPO_A, clock)).toEqual([]);
  });

  it('a handoff of a handoff stays traceable to the first session', async () => {
    await armPending(dir, record());
    await runHook('session-start', start('codex', '019a-codex'), deps);
    const lineage = await readLineage(dir, REPO_A);
    expect(originOf(lineage, 'codex', '019a-codex')).toEqual({ agent: 'claude-code', sessionId: '5d0f8a43-1111-2222-3333-444444444444' });
    await armPending(dir, record({ target: 'claude', source: { ...record().source, agent: 'codex', sessionIds: ['019a-codex'] }, origin: originOf(lineage, 'codex', '019a-codex') }));
    const res = await runHook('session-start', start('claude', 'claude-2'), deps);
    expect(context(res.output)).toMatch(/^Handoff from Codex session 019a-cod.*The work began in Claude Code session 5d0f8a43\./);
  });
});

describe('hookAgent', () => {
  it('takes the hooks file\'s --agent, else the transcript folder, else Claude Code\'s environment marker', () => {
    const input = { sessionId: 's', transcriptPath: '/h/.codex/sessions/r.jsonl', cwd: '/p', source: null, trigger: null, hookEventName: null };
    expect(hookAgent('gemini', input, {})).toBe('gemini');
    expect(hookAgent(undefined, input, {})).toBe('codex');
    expect(hookAgent(undefined, { ...input, transcriptPath: null }, { CLAUDECODE: '1' })).toBe('claude');
    expect(hookAgent('bogus', { ...input, transcriptPath: null }, {})).toBeNull();
  });
});
