/**
 * Files a subagent changed (Claude Code's Task tool) whose edits the parent transcript does not show: Entire's
 * files_touched records them, and they belong to the part like the parent's own edits.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/kim/src/relay';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-sub', version: '2.1.3', gitBranch: 'kim/webhooks' };
let n = 0;
const user = (content: unknown, extra: Record<string, unknown> = {}) =>
  j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid: `u${n++}`, timestamp: '2026-01-10T21:00:00.000Z', ...extra });
const tool = (id: string, name: string, input: Record<string, unknown>) =>
  j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m${n}`, role: 'assistant', content: [{ type: 'tool_use', id, name, input }] }, uuid: `a${n++}`, timestamp: '2026-01-10T21:00:01.000Z' });
const result = (id: string, content: string, isError = false, extra: Record<string, unknown> = {}) => user([{ tool_use_id: id, type: 'tool_result', content, is_error: isError }], extra);

const report = 'Here is a summary of all changes:\n\n### 1. `' + CWD + '/internal/webhook/handler.go`\n- Removed the unused `bytes` import\n\n### 2. `' + CWD + '/internal/webhook/retry.go`\n- Folded the two backoff loops into one';

function files(subagentOk: boolean): string[] {
  const b = new HandoffBuilder({ sessionId: 's-sub', agent: 'claude-code', cwd: CWD, filesTouched: ['internal/webhook/handler.go', 'internal/webhook/retry.go'] });
  const lines = [
    user('Simplify the code added in this branch'),
    tool('t1', 'Task', { description: 'Simplify the webhook code', prompt: 'Review and simplify the code added on this branch.', subagent_type: 'code-simplifier:code-simplifier' }),
    subagentOk
      ? result('t1', report, false, { toolUseResult: { status: 'completed', agentId: 'a5d09aa', content: [{ type: 'text', text: report }] } })
      : result('t1', "Agent type 'code-simplifier' not found.", true),
    // The subagent already removed the import: the same edit from the parent then fails.
    tool('e1', 'Edit', { file_path: `${CWD}/internal/webhook/handler.go`, old_string: 'import (\n\t"bytes"\n)', new_string: 'import (\n\t"bytes"\n)' }),
    result('e1', '<tool_use_error>No changes to make: old_string and new_string are exactly the same.</tool_use_error>', true),
  ];
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build().filesTouched;
}

describe('files a subagent changed', () => {
  it("keeps a file Entire names when a subagent worked in the part, though the parent's own edit of it failed", () => {
    expect(files(true)).toEqual(expect.arrayContaining(['internal/webhook/handler.go', 'internal/webhook/retry.go']));
  });

  it('leaves it out when no subagent finished: the failed edit was the only one aimed at it', () => {
    expect(files(false)).not.toContain('internal/webhook/handler.go');
    expect(files(false)).toContain('internal/webhook/retry.go');
  });
});

describe("a running subagent's commit", () => {
  /** One message of the subagent, as Claude Code records it in the parent transcript while the subagent runs. */
  const progress = (message: unknown) =>
    j({ ...base, parentUuid: null, type: 'progress', uuid: `p${n++}`, timestamp: '2026-01-10T21:05:00.000Z', data: { type: 'agent_progress', message, prompt: 'Research the Core Kit MFA flow and commit the research.' } });
  const subCall = (id: string, command: string) => progress({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }] } });
  const subResult = (id: string, content: string, isError: boolean) => progress({ type: 'user', message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content, is_error: isError }] } });
  const signingFailed = 'Exit code 128\n[COMPLETED] Running tasks for staged files...\nerror: 1Password: failed to fill whole buffer\n\nfatal: failed to write commit object';
  const commit = 'git add .planning/phases/12-mfa/12-RESEARCH.md && git commit -m "docs(12): research MPC Core Kit"';

  function handoff(lines: string[]) {
    const b = new HandoffBuilder({ sessionId: 's-sub', agent: 'claude-code', cwd: CWD });
    for (const e of parseLines('claude-jsonl', lines)) b.add(e);
    return b.build();
  }
  const opening = [user('research Core Kit first, then plan'), tool('t1', 'Task', { description: 'Research Core Kit MFA', prompt: 'Research the Core Kit MFA flow.', subagent_type: 'general-purpose' })];

  it('stands as a failure when it failed at every try and the subagent never returned', () => {
    const h = handoff([...opening, subCall('c1', commit), subResult('c1', signingFailed, true), subCall('c2', commit), subResult('c2', signingFailed, true)]);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual(['error: 1Password: failed to fill whole buffer']);
    expect(h.status).toBe('in_progress');
  });

  it('is over once a later try went through', () => {
    const h = handoff([...opening, subCall('c1', commit), subResult('c1', signingFailed, true), subCall('c2', commit), subResult('c2', '[feat/mfa 1a2b3c4] docs(12): research MPC Core Kit\n 1 file changed', false)]);
    expect(h.errors).toEqual([]);
  });
});
