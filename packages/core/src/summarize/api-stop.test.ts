/**
 * A turn stopped by the agent's own API failure (Claude Code writes `isApiErrorMessage` records in the model's place:
 * "You've hit your limit · resets 8pm"): a standing failure and a blocked status, never a closing report; over once the
 * model answers again.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/dana/Projects/metrics';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-limit', version: '2.1.81', gitBranch: 'main' };
let n = 0;
const ts = (): string => new Date(Date.UTC(2026, 2, 25, 14, 40) + n * 1000).toISOString();
const user = (content: unknown) => j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid: `u${n++}`, timestamp: ts() });
const block = (b: unknown) =>
  j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m${n}`, role: 'assistant', model: 'claude-sonnet-4-6', content: [b] }, uuid: `a${n++}`, timestamp: ts() });
const said = (text: string) => block({ type: 'text', text });
const agent = (id: string, description: string) => block({ type: 'tool_use', id, name: 'Agent', input: { description, subagent_type: 'general-purpose', prompt: `Review the diff: ${description}` } });
const result = (id: string, text: string) => user([{ tool_use_id: id, type: 'tool_result', content: [{ type: 'text', text }] }]);
const LIMIT = "You've hit your limit · resets 8pm (Europe/Warsaw)";
/** The record Claude Code writes in the model's place when the API refuses the call. */
const apiError = (text: string, error: string) =>
  j({
    ...base,
    parentUuid: null,
    type: 'assistant',
    uuid: `e${n++}`,
    timestamp: ts(),
    message: { id: `x${n}`, role: 'assistant', model: '<synthetic>', stop_reason: 'stop_sequence', content: [{ type: 'text', text }] },
    error,
    isApiErrorMessage: true,
  });
const turnEnd = () => j({ ...base, parentUuid: null, type: 'system', subtype: 'turn_duration', durationMs: 61000, uuid: `t${n++}`, timestamp: ts(), isMeta: false });

function claude(lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-limit', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build();
}

const review = [
  user('review story 1-2, the design token system'),
  said('Launching three parallel adversarial review layers now.'),
  agent('r1', 'Blind Hunter review'),
  result('r1', 'Here are the findings from reviewing this diff: the flash-down colour has no contrast fallback.'),
  agent('r2', 'Acceptance Auditor review'),
  result('r2', LIMIT),
];

describe('a turn the usage limit stopped', () => {
  it('is blocked on it, with the limit as the standing failure, not a finished review', () => {
    const h = claude([...review, apiError(LIMIT, 'rate_limit'), turnEnd()]);
    expect(h.status).toBe('blocked');
    expect(h.statusReason).toContain(LIMIT);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual([LIMIT]);
    expect(h.errors[0]?.text).toContain('rate_limit');
    // The agent wrote that record itself: no tool result backs it.
    expect(h.errors[0]?.verified).toBe(false);
  });

  it('is over once the model answers again after the user said to go on', () => {
    const h = claude([...review, apiError(LIMIT, 'rate_limit'), turnEnd(), user('go on'), said('The review is complete: two findings, both patched.'), turnEnd()]);
    expect(h.errors).toEqual([]);
    expect(h.status).not.toBe('blocked');
  });
});

/** Other agents record the same stop in their own shapes; each reads as the same stopped turn. */
function handoff(format: 'codex-rollout' | 'opencode-export', agent: 'codex' | 'opencode', lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-other', agent, cwd: CWD });
  for (const e of parseLines(format, lines)) b.add(e);
  return b.build();
}

describe('a turn another agent stopped on its API failure', () => {
  const CODEX_LIMIT = "You've hit your usage limit. Upgrade to Pro or try again at 8:05 PM.";

  it('is blocked on the Codex error event that ended the turn', () => {
    let sec = 0;
    const line = (type: string, payload: unknown) => j({ timestamp: `2026-04-20T10:00:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
    const h = handoff('codex-rollout', 'codex', [
      line('session_meta', { id: 's-other', timestamp: '2026-04-20T10:00:00.000Z', cwd: CWD, originator: 'codex-tui', cli_version: '0.121.0' }),
      line('event_msg', { type: 'task_started', turn_id: 't1' }),
      line('event_msg', { type: 'user_message', message: 'review story 1-2, the design token system' }),
      line('event_msg', { type: 'agent_message', message: 'Reviewing the token file first.', phase: 'commentary' }),
      line('response_item', { type: 'function_call', name: 'exec_command', arguments: j({ cmd: 'cat src/tokens.css' }), call_id: 'c1' }),
      line('response_item', { type: 'function_call_output', call_id: 'c1', output: 'Process exited with code 0\nOutput:\n:root { --flash-down: #f00; }' }),
      line('event_msg', { type: 'error', message: CODEX_LIMIT, codex_error_info: 'usage_limit_exceeded' }),
      line('event_msg', { type: 'task_complete', turn_id: 't1', last_agent_message: null }),
    ]);
    expect(h.status).toBe('blocked');
    expect(h.statusReason).toContain(CODEX_LIMIT);
    expect(h.errors.map((e) => [e.decisiveLine, e.verified])).toEqual([[CODEX_LIMIT, false]]);
    expect(h.errors[0]?.text).toContain('usage_limit_exceeded');
  });

  it('is blocked on the OpenCode message the provider failed', () => {
    let t = 1773867525000;
    const msg = (role: string, parts: unknown[], extra: Record<string, unknown> = {}) =>
      j({ info: { id: `msg_${t}`, sessionID: 's-other', role, time: { created: t++ }, ...extra }, parts: parts.map((p, i) => ({ id: `prt_${t}_${i}`, ...(p as object) })) });
    const OVERLOADED = 'Overloaded';
    const h = handoff('opencode-export', 'opencode', [
      msg('user', [{ type: 'text', text: 'review story 1-2, the design token system' }]),
      msg('assistant', [{ type: 'text', text: 'Reviewing the token file first.' }], { error: { name: 'APIError', data: { message: OVERLOADED, statusCode: 529, isRetryable: true } } }),
    ]);
    expect(h.status).toBe('blocked');
    expect(h.errors.map((e) => [e.decisiveLine, e.verified])).toEqual([[OVERLOADED, false]]);
    expect(h.errors[0]?.text).toContain('APIError');
  });
});
