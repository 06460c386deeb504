/**
 * Entire's compact transcript carries a tool's result inlined into its call; the facts in it reach the same events as
 * the native tool_result they came from. Shapes from real Claude Code sessions of Entire's own repository, converted
 * as Entire's compact package converts them.
 */
import { describe, expect, it } from 'vitest';
import { j, ofKind, parseLines } from './test-support.js';

const line = (type: 'user' | 'assistant', ts: string, content: unknown[], id?: string) =>
  j({ v: 1, agent: 'claude-code', cli_version: '0.8.1', type, ts, ...(id ? { id } : {}), content });
const call = (id: string, name: string, input: unknown, result?: { output: string; status: 'success' | 'error' }) => ({ type: 'tool_use', id, name, input, ...(result ? { result } : {}) });

describe('a compact transcript read as the native one it was converted from', () => {
  it('a refused call with the words the user typed: a refusal, and the words their latest', () => {
    const refusal =
      "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). " +
      'To tell you how to proceed, the user said:\nare we testing any interactive confirmation in our integration test?';
    const events = parseLines('entire-compact', [
      line('user', '2026-02-02T23:01:00Z', [{ id: 'p1', text: 'add an entire reset command' }]),
      line('assistant', '2026-02-02T23:09:30Z', [call('toolu_01KN', 'Edit', { file_path: '/w/cli/cmd/entire/cli/reset.go', old_string: 'a', new_string: 'b' }, { output: refusal, status: 'error' })], 'msg_1'),
    ]);
    expect(ofKind(events, 'tool_result')[0]).toMatchObject({ rejected: true, output: 'are we testing any interactive confirmation in our integration test?' });
  });

  it('a task created, then completed by its number', () => {
    const events = parseLines('entire-compact', [
      line('assistant', '2026-02-02T23:01:00Z', [call('toolu_1', 'TaskCreate', { subject: 'Add the reset command' }, { output: 'Task #1 created successfully: Add the reset command', status: 'success' })], 'msg_1'),
      line('assistant', '2026-02-02T23:05:00Z', [call('toolu_2', 'TaskUpdate', { taskId: '1', status: 'completed' }, { output: 'Updated task #1 status', status: 'success' })], 'msg_2'),
    ]);
    expect(ofKind(events, 'todo_update').at(-1)?.todos).toMatchObject([{ text: 'Add the reset command', status: 'completed' }]);
  });

  it("a call whose result the compact form dropped returned: it is settled as unrecorded once a later record comes, the last record's calls stay open", () => {
    const events = parseLines('entire-compact', [
      line('assistant', '2026-03-27T08:05:00Z', [call('toolu_a', 'Bash', { command: 'go test ./...' }), call('toolu_b', 'Bash', { command: 'go vet ./...' }, { output: '', status: 'success' })], 'msg_1'),
      line('assistant', '2026-03-27T08:06:00Z', [call('toolu_c', 'Bash', { command: 'mise run lint' })], 'msg_2'),
    ]);
    const results = ofKind(events, 'tool_result');
    expect(results.find((r) => r.callId === 'toolu_a')).toMatchObject({ unrecorded: true });
    expect(results.find((r) => r.callId === 'toolu_c')).toBeUndefined();
  });

  it("a skill's expanded text, right after the call that launched it, is not the user's latest instruction", () => {
    const events = parseLines('entire-compact', [
      line('user', '2026-03-04T10:00:00Z', [{ id: 'p1', text: 'commit' }]),
      line('assistant', '2026-03-04T10:00:05Z', [call('toolu_s', 'Skill', { skill: 'commit-commands:commit' }, { output: 'Launching skill: commit-commands:commit', status: 'success' })], 'msg_1'),
      line('user', '2026-03-04T10:00:06Z', [{ text: "## Context\n\n- Current git status: On branch main\n\n## Your task\n\nBased on the above changes, create a single git commit." }]),
      line('assistant', '2026-03-04T10:00:20Z', [{ type: 'text', text: 'Committed.' }], 'msg_2'),
    ]);
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual(['commit']);
  });

  it("a slash command's template, written at the command's own time right after it, is not a prompt; a prompt typed later is", () => {
    const command = "<command-message>superpowers:write-plan</command-message>\n<command-name>/superpowers:write-plan</command-name>\n<command-args>let's write a short plan for the remote branch fallback</command-args>";
    const template = "Invoke the superpowers:writing-plans skill and follow it exactly as presented to you\n\n\nARGUMENTS: let's write a short plan for the remote branch fallback";
    const events = parseLines('entire-compact', [
      line('user', '2026-02-03T04:17:24.653Z', [{ text: command }]),
      line('user', '2026-02-03T04:17:24.653Z', [{ text: template }]),
      line('assistant', '2026-02-03T04:17:29Z', [{ type: 'text', text: 'Writing the plan.' }], 'msg_1'),
      line('user', '2026-02-03T04:20:00Z', [{ text: '<command-name>/clear</command-name>' }]),
      line('user', '2026-02-03T04:21:00Z', [{ text: 'push and draft PR please' }]),
    ]);
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual(["/superpowers:write-plan let's write a short plan for the remote branch fallback", 'push and draft PR please']);
  });
});
