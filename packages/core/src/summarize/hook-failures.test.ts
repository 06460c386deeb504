import { describe, expect, it } from 'vitest';
import type { TranscriptFormat } from '../types/agents.js';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

function handoffOf(format: TranscriptFormat, agent: 'copilot-cli' | 'claude-code', lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 'b4257b63', agent });
  for (const e of parseLines(format, lines)) b.add(e);
  return b.build();
}

const errorsOf = (format: TranscriptFormat, agent: 'copilot-cli' | 'claude-code', lines: string[]) => handoffOf(format, agent, lines).errors;

const TASK = 'Create a dir that is called "test-copilot" and make an md file stating the dir is for testing copilot';
const NO_SHELL = "Error: Neither 'bash' nor 'powershell' specified in hook command configuration";

/** A Copilot CLI 1.0 session whose hook configuration names no shell: each hook's end reports the runner's refusal. */
function copilotSession(lastPostToolUse: boolean | null): string[] {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-04-07T21:08:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const hook = (hookType: string, success: boolean) => [
    e('hook.start', { hookInvocationId: `h${i}`, hookType, input: {} }),
    e('hook.end', success ? { hookInvocationId: `h${i}`, hookType, success: true } : { hookInvocationId: `h${i}`, hookType, success: false, error: { message: NO_SHELL, stack: `${NO_SHELL}\n    at GVt (file:///Users/nina/Library/Caches/copilot/pkg/universal/1.0.20/app.js:1166:27623)` } }),
  ];
  const call = (id: string, command: string, output: string) => [
    e('assistant.message', { messageId: `m${id}`, content: '', toolRequests: [{ toolCallId: id, name: 'bash', arguments: { command }, type: 'function' }] }),
    ...hook('preToolUse', false),
    e('tool.execution_complete', { toolCallId: id, success: true, result: { content: `${output}\n<exited with exit code 0>` } }),
    ...hook('postToolUse', false),
    e('assistant.turn_end', { turnId: id }),
  ];
  return [
    e('session.start', { sessionId: 'b4257b63', version: 1, producer: 'copilot-agent', copilotVersion: '1.0.20', context: { cwd: '/repo' } }),
    ...hook('userPromptSubmitted', false),
    e('user.message', { content: TASK, transformedContent: TASK }),
    ...call('c1', 'mkdir -p test-copilot', ''),
    ...call('c2', 'ls test-copilot', 'README.md'),
    ...(lastPostToolUse === null ? [] : hook('postToolUse', lastPostToolUse)),
    e('assistant.message', { messageId: 'm3', content: 'Created test-copilot/README.md.', toolRequests: [] }),
    ...hook('agentStop', false),
    ...hook('sessionEnd', false),
    e('session.shutdown', { shutdownType: 'routine' }),
  ];
}

describe('hooks that fail on every run to the end', () => {
  it('are one standing failure naming the hooks and how many runs failed (Copilot CLI hook.end)', () => {
    const errors = errorsOf('copilot-events', 'copilot-cli', copilotSession(null));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.decisiveLine).toBe(NO_SHELL);
    expect(errors[0]?.text).toBe('The hooks userPromptSubmitted, preToolUse, postToolUse, agentStop, sessionEnd failed on every run (7 times), to the end of the session');
    expect(errors[0]?.text).not.toContain('/Users/');
  });

  it("say nothing of the work's status: the agent's setup failed, not the work", () => {
    const withHooks = copilotSession(null);
    const withoutHookEnds = withHooks.filter((l) => !l.includes('"hook.end"'));
    expect(handoffOf('copilot-events', 'copilot-cli', withHooks).status).toBe(handoffOf('copilot-events', 'copilot-cli', withoutHookEnds).status);
  });

  it('leave out a hook that ran well after failing', () => {
    const errors = errorsOf('copilot-events', 'copilot-cli', copilotSession(true));
    expect(errors[0]?.text).toBe('The hooks userPromptSubmitted, preToolUse, agentStop, sessionEnd failed on every run (5 times), to the end of the session');
  });

  it("are read from Claude Code's hook attachments; a hook that later succeeds is not standing", () => {
    let n = 0;
    const rec = (v: Record<string, unknown>) => j({ parentUuid: null, isSidechain: false, uuid: `u${n}`, timestamp: `2026-08-01T09:13:${String(10 + n++).padStart(2, '0')}.000Z`, sessionId: 's', ...v });
    const attached = (type: string, hookName: string, stderr = '') => rec({ type: 'attachment', attachment: { type, hookName, hookEvent: hookName.split(':')[0], stderr, stdout: '', exitCode: stderr ? 1 : 0, command: "sh -c 'exec entire hooks claude-code user-prompt-submit'" } });
    const checksum = 'Failed with non-blocking status code: failed to get untracked files: index decoder: invalid checksum';
    const lines = [
      attached('hook_success', 'SessionStart:startup'),
      attached('hook_non_blocking_error', 'UserPromptSubmit', checksum),
      rec({ type: 'user', message: { role: 'user', content: 'review the security advisories' } }),
      attached('hook_non_blocking_error', 'PreToolUse:Bash', `${checksum}\nstack`),
      rec({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Reviewed them: none apply.' }], stop_reason: 'end_turn' } }),
      attached('hook_success', 'PreToolUse:Bash'),
      attached('hook_non_blocking_error', 'UserPromptSubmit', checksum),
      rec({ type: 'user', message: { role: 'user', content: 'thanks' } }),
    ];
    const errors = errorsOf('claude-jsonl', 'claude-code', lines);
    expect(errors.map((e) => [e.text, e.decisiveLine])).toEqual([['The hook UserPromptSubmit failed on every run (2 times), to the end of the session', checksum]]);
  });
});
