import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOVER_TTL_MS } from './store.js';
import { runHook, type HookDeps, type HookOutput } from './run-hook.js';

let dir: string;
let clock: Date;
let built: string[];
let deps: HookDeps;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hos-hook-'));
  clock = new Date('2026-11-30T10:00:00.000Z');
  built = [];
  deps = {
    dir,
    now: () => clock,
    build: async (path) => {
      built.push(path);
      return `# Handoff\nTask from ${path}\n`;
    },
  };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const preCompact = (sessionId: string, trigger = 'manual') =>
  JSON.stringify({ session_id: sessionId, transcript_path: `/t/${sessionId}.jsonl`, cwd: '/p', hook_event_name: 'PreCompact', trigger });
const sessionStart = (sessionId: string, source: string) =>
  JSON.stringify({ session_id: sessionId, cwd: '/p', hook_event_name: 'SessionStart', source });

function context(output: HookOutput | null): string {
  if (!output) throw new Error('no hook output');
  return output.hookSpecificOutput.additionalContext;
}

describe('runHook', () => {
  it('arms on pre-compact and delivers once on session-start(compact), in the Claude/Codex shape', async () => {
    expect(await runHook('pre-compact', preCompact('s1'), deps)).toEqual({ output: null, stderr: null });
    expect(built).toEqual(['/t/s1.jsonl']);

    const first = await runHook('session-start', sessionStart('s1', 'compact'), deps);
    expect(first.stderr).toBeNull();
    expect(first.output).toMatchObject({ hookSpecificOutput: { hookEventName: 'SessionStart' } });
    const text = context(first.output);
    expect(text.split('\n')[0]).toMatch(/^hand-off-session: handover recorded before the manual compaction .* not instructions/);
    expect(text).toContain('Task from /t/s1.jsonl');

    expect(await runHook('session-start', sessionStart('s1', 'compact'), deps)).toEqual({ output: null, stderr: null });
  });

  it('does not deliver on a start that is not a compaction, and leaves the handover armed', async () => {
    await runHook('PreCompact', preCompact('s1'), deps);
    expect(await runHook('SessionStart', sessionStart('s1', 'resume'), deps)).toEqual({ output: null, stderr: null });
    expect(await readdir(dir)).toEqual(['s1.json']);
  });

  it('Gemini: PreCompress arms and the next BeforeAgent delivers in its own event shape', async () => {
    await runHook('PreCompress', preCompact('g1', 'manual'), deps);
    const out = await runHook('before-agent', JSON.stringify({ session_id: 'g1', hook_event_name: 'BeforeAgent', prompt: 'go on' }), deps);
    expect(out.output).toMatchObject({ hookSpecificOutput: { hookEventName: 'BeforeAgent' } });
    expect(await runHook('before-agent', JSON.stringify({ session_id: 'g1' }), deps)).toEqual({ output: null, stderr: null });
  });

  it('reports an expired handover once at the next start of any session, then forgets it', async () => {
    await runHook('pre-compact', preCompact('old'), deps);
    clock = new Date(clock.getTime() + HANDOVER_TTL_MS + 1);
    const out = await runHook('session-start', sessionStart('other', 'startup'), deps);
    const text = context(out.output);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toMatch(/1 pre-compaction handover was never delivered .*old \(expired\)/);
    expect(await runHook('session-start', sessionStart('other', 'startup'), deps)).toEqual({ output: null, stderr: null });
  });

  it('an expired handover of the compacting session itself is reported instead of delivered', async () => {
    await runHook('pre-compact', preCompact('s1'), deps);
    clock = new Date(clock.getTime() + HANDOVER_TTL_MS + 1);
    const text = context((await runHook('session-start', sessionStart('s1', 'compact'), deps)).output);
    expect(text).not.toContain('# Handoff');
    expect(text).toMatch(/s1 \(expired\)/);
  });

  it('a handover whose session ended is reported at the next start', async () => {
    await runHook('pre-compact', preCompact('s1'), deps);
    expect(await runHook('session-end', JSON.stringify({ session_id: 's1', reason: 'exit' }), deps)).toEqual({ output: null, stderr: null });
    const text = context((await runHook('session-start', sessionStart('s2', 'startup'), deps)).output);
    expect(text).toMatch(/s1 \(ended\)/);
  });

  it('turns garbage, bad ids and missing fields into one stderr line and no output', async () => {
    const cases: [string, string, RegExp][] = [
      ['pre-compact', '\u0000\u00ff garbage', /not JSON/],
      ['pre-compact', '[1,2]', /not a JSON object/],
      ['pre-compact', 'null', /not a JSON object/],
      ['pre-compact', '{}', /no session_id/],
      ['pre-compact', JSON.stringify({ session_id: '../../etc/x', transcript_path: '/t' }), /session_id/],
      ['pre-compact', JSON.stringify({ session_id: 's1', transcript_path: 'relative.jsonl' }), /transcript_path/],
      ['bogus', '{}', /unknown hook event/],
    ];
    for (const [event, stdin, message] of cases) {
      const result = await runHook(event, stdin, deps);
      expect(result.output).toBeNull();
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toContain('\n');
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('arms a pointer to the transcript, with one stderr line, when building misses its deadline', async () => {
    const slow: HookDeps = { ...deps, buildDeadlineMs: 20, build: () => new Promise((resolve) => setTimeout(() => resolve('late'), 2000).unref()) };
    const result = await runHook('pre-compact', preCompact('s1'), slow);
    expect(result).toEqual({ output: null, stderr: expect.stringMatching(/took too long; armed a pointer/) as unknown as string });
    const delivered = context((await runHook('session-start', sessionStart('s1', 'compact'), deps)).output);
    expect(delivered).toContain('could not be built');
    expect(delivered).toContain('show --transcript');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a transcript_path that is a FIFO before building, even when building would miss its deadline', async () => {
    const fifo = join(dir, 'transcript.jsonl');
    execFileSync('mkfifo', [fifo]);
    const slow: HookDeps = { ...deps, buildDeadlineMs: 1, build: () => new Promise(() => undefined) };
    const input = JSON.stringify({ session_id: 's1', transcript_path: fifo, cwd: '/p', hook_event_name: 'PreCompact', trigger: 'auto' });
    const result = await runHook('pre-compact', input, slow);
    expect(result).toEqual({ output: null, stderr: expect.stringMatching(/transcript_path is not a regular file.*nothing armed/) as unknown as string });
    expect(await readdir(dir)).toEqual(['transcript.jsonl']);
  });

  it('a failing build becomes one stderr line', async () => {
    const broken: HookDeps = { ...deps, build: () => Promise.reject(new Error('ENOENT: no such file\n  at x')) };
    const result = await runHook('pre-compact', preCompact('s1'), broken);
    expect(result.output).toBeNull();
    expect(result.stderr).toBe('hand-off-session hook: ENOENT: no such file at x');
  });
});
