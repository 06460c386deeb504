// After a compaction the hook delivers the compacting session's own handover and nothing of another session: a
// handoff another agent armed for this one (`show 38eb04ee for claude --deliver`) waits for a start that opens a new
// context, whether the compacting session's handoff was built, only pointed to (the build missed its budget), or
// never armed at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runHook, type HookDeps, type HookOutput } from './run-hook.js';
import { hookAgent } from './hook-agent.js';
import { armPending, listPending, type PendingHandover } from './pending.js';

const REPO = 'cccccccccccccccc';
const CWD = '/home/dev/payments';
const CLAUDE = 'f6b273bb-5c1e-4d2a-9b8f-3e7a1c0d4f62';
const CLAUDE_2 = 'a91c04de-7b3f-4e18-8c25-6d0e9f1b2a37';
const GEMINI = '38eb04ee-2f6a-4c9d-8e13-7b5a0c9d1e48';
const transcriptOf = (sessionId: string) => `/home/dev/.claude/projects/-home-dev-payments/${sessionId}.jsonl`;
const GEMINI_TEXT = '# Handoff: session `38eb04ee`\n\n## Latest instruction\nMigrate the ledger table to bigint ids.\n';

let dir: string;
let clock: Date;
let deps: HookDeps;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hos-compaction-'));
  clock = new Date('2026-12-07T22:00:00.000Z');
  deps = {
    dir,
    now: () => clock,
    buildDeadlineMs: 1000,
    build: async (path) => `# Handoff built from ${path}\n\n## Latest instruction\nFix the refund rounding.\n`,
    agentOf: (input) => hookAgent(undefined, input, {}),
    repoKeyOf: async (cwd) => (cwd === CWD ? REPO : null),
  };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What `show 38eb04ee for <target> --deliver` leaves in the state directory. */
function geminiArmedFor(target: string): PendingHandover {
  return {
    target,
    repoKey: REPO,
    repo: CWD,
    armedAt: clock.toISOString(),
    source: { agent: 'gemini', sessionIds: [GEMINI], checkpointId: null, branch: 'main', head: null },
    origin: { agent: 'gemini', sessionId: GEMINI },
    contractPath: null,
    text: GEMINI_TEXT,
  };
}

const hookInput = (sessionId: string, fields: Record<string, string>) =>
  JSON.stringify({ session_id: sessionId, transcript_path: transcriptOf(sessionId), cwd: CWD, ...fields });
const preCompact = (sessionId: string) => hookInput(sessionId, { hook_event_name: 'PreCompact', trigger: 'auto' });
const sessionStart = (sessionId: string, source: string) => hookInput(sessionId, { hook_event_name: 'SessionStart', source });
const context = (output: HookOutput | null) => output?.hookSpecificOutput.additionalContext ?? '';
const tooSlow: HookDeps['build'] = () => new Promise((resolve) => setTimeout(() => resolve('late'), 5000).unref());

function expectOnlyOwn(text: string, sessionId: string): void {
  expect(text).not.toContain('Migrate the ledger table');
  expect(text).not.toContain('38eb04ee');
  expect(text).toContain(`of this session (${sessionId},`);
  expect(text).toContain(transcriptOf(sessionId));
}

describe('delivery after a compaction', () => {
  it('a pointer armed because the build missed its budget is delivered alone; the other session\'s handoff waits', async () => {
    await armPending(dir, geminiArmedFor('claude'));
    const armed = await runHook('pre-compact', preCompact(CLAUDE), { ...deps, buildDeadlineMs: 50, build: tooSlow });
    expect(armed.stderr).toMatch(/armed a pointer to the transcript/);
    const delivered = context((await runHook('session-start', sessionStart(CLAUDE, 'compact'), deps)).output);
    expectOnlyOwn(delivered, CLAUDE);
    expect(delivered).toContain('could not be built');
    expect((await listPending(dir, REPO, clock)).map((e) => e.state)).toEqual(['pending']);
    // A new Claude session in the repository is where it was armed to go.
    expect(context((await runHook('session-start', sessionStart(CLAUDE_2, 'startup'), deps)).output)).toContain('Migrate the ledger table');
  });

  it('a handoff built in time is delivered alone too', async () => {
    await armPending(dir, geminiArmedFor('claude'));
    expect((await runHook('pre-compact', preCompact(CLAUDE), deps)).stderr).toBeNull();
    const delivered = context((await runHook('session-start', sessionStart(CLAUDE, 'compact'), deps)).output);
    expectOnlyOwn(delivered, CLAUDE);
    expect(delivered).toContain('Fix the refund rounding.');
  });

  it('a compaction with nothing armed, or with a session id no file can hold, delivers no other session\'s handoff', async () => {
    await armPending(dir, geminiArmedFor('claude'));
    expect((await runHook('session-start', sessionStart(CLAUDE, 'compact'), deps)).output).toBeNull();
    const odd = JSON.stringify({ session_id: 'claude:f6b273bb/compact', transcript_path: transcriptOf(CLAUDE), cwd: CWD, source: 'compact' });
    expect((await runHook('session-start', odd, deps)).output).toBeNull();
    expect((await listPending(dir, REPO, clock)).map((e) => e.state)).toEqual(['pending']);
  });

  it('two sessions compacting at once each get their own handover', async () => {
    await armPending(dir, geminiArmedFor('claude'));
    await Promise.all([runHook('pre-compact', preCompact(CLAUDE), deps), runHook('pre-compact', preCompact(CLAUDE_2), deps)]);
    const [first, second] = await Promise.all([
      runHook('session-start', sessionStart(CLAUDE_2, 'compact'), deps),
      runHook('session-start', sessionStart(CLAUDE, 'compact'), deps),
    ]);
    expectOnlyOwn(context(first.output), CLAUDE_2);
    expect(context(first.output)).not.toContain(CLAUDE);
    expectOnlyOwn(context(second.output), CLAUDE);
    expect(context(second.output)).not.toContain(CLAUDE_2);
  });

  it('Gemini: the prompt after /compress gets its own handover only, a later prompt the one armed for Gemini', async () => {
    await armPending(dir, { ...geminiArmedFor('gemini'), source: { ...geminiArmedFor('gemini').source, agent: 'claude-code', sessionIds: [CLAUDE] } });
    const gemini = { ...deps, agentOf: () => 'gemini' };
    const input = (event: string) => JSON.stringify({ session_id: GEMINI, transcript_path: `/home/dev/.gemini/tmp/p/chats/${GEMINI}.json`, cwd: CWD, hook_event_name: event });
    await runHook('pre-compact', input('PreCompress'), gemini);
    const afterCompress = context((await runHook('before-agent', input('BeforeAgent'), gemini)).output);
    expect(afterCompress).not.toContain('Handoff from Claude Code');
    expect(afterCompress).toContain(`of this session (${GEMINI},`);
    expect(context((await runHook('before-agent', input('BeforeAgent'), gemini)).output)).toMatch(/^Handoff from Claude Code session f6b273bb/);
  });
});
