/**
 * Status from how the last turn closed, read from the records: a turn the agent closed on a report, a record that ends
 * on a passing check, and a turn cut after the agent took the request up.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import type { TranscriptFormat } from '../types/agents.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/pat/entire/skills';
const stamp = '2026-04-24T21:00:00.000Z';

function handoff(format: TranscriptFormat, lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-close', agent: format === 'codex-rollout' ? 'codex' : 'claude-code', cwd: CWD });
  for (const e of parseLines(format, lines)) b.add(e);
  return b.build();
}

/** Codex rollout records: the event and the response item of each message, as Codex writes them. */
const cx = {
  prompt: (text: string) => [
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } }),
    j({ timestamp: stamp, type: 'event_msg', payload: { type: 'user_message', message: text } }),
  ],
  say: (text: string, phase: 'commentary' | 'final_answer') => [
    j({ timestamp: stamp, type: 'event_msg', payload: { type: 'agent_message', message: text, phase } }),
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase } }),
  ],
  run: (id: string, cmd: string, output: string) => [
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd, workdir: CWD }), call_id: id } }),
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'function_call_output', call_id: id, output: `Process exited with code 0\nOutput:\n${output}` } }),
    j({ timestamp: stamp, type: 'event_msg', payload: { type: 'exec_command_end', call_id: id, exit_code: 0, aggregated_output: output } }),
  ],
  patch: (id: string, file: string) => [
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'custom_tool_call', name: 'apply_patch', call_id: id, input: `*** Begin Patch\n*** Update File: ${file}\n@@\n+- a single file line like \`src/auth.ts:42\`\n*** End Patch` } }),
    j({ timestamp: stamp, type: 'event_msg', payload: { type: 'patch_apply_end', call_id: id, success: true, changes: { [`${CWD}/${file}`]: { type: 'update' } } } }),
    j({ timestamp: stamp, type: 'response_item', payload: { type: 'custom_tool_call_output', call_id: id, output: JSON.stringify({ output: `Success. Updated the following files:\nM ${file}\n`, metadata: { exit_code: 0 } }) } }),
  ],
  taskComplete: () => [j({ timestamp: stamp, type: 'event_msg', payload: { type: 'task_complete', last_agent_message: 'Committed.' } })],
};

const SKILL = 'plugins/entire/skills/what-happened/SKILL.md';
const REPORT = 'Committed:\n\n```text\nc108fb4 Support line targets and portable snippet search\n```\n\nThen continued one contained step and added a `path:line` trigger example to the skill.\n\nCurrent state:\n\n```text\n$ git status --short\nM plugins/entire/skills/what-happened/SKILL.md\n```';

const commitAndContinue = (closing: string[]) => [
  ...cx.prompt('commit and continue'),
  ...cx.say('I’ll commit the current changes, then continue with one contained follow-up.', 'commentary'),
  ...cx.run('c1', `git add ${SKILL} && git commit -m "Support line targets"`, '[add-what-happened-skill c108fb4] Support line targets'),
  ...cx.patch('p1', SKILL),
  ...cx.say('The trigger examples now include `path:line`. I’m checking the diff and status, then I’ll stop.', 'commentary'),
  ...cx.run('g1', 'git status --short', `M ${SKILL}`),
  ...closing,
];

describe('a Codex turn the agent closed on its final answer', () => {
  it('is complete when the final answer closes the turn and states nothing pending, even before task_complete was written', () => {
    for (const closing of [cx.say(REPORT, 'final_answer'), [...cx.say(REPORT, 'final_answer'), ...cx.taskComplete()]]) {
      const h = handoff('codex-rollout', commitAndContinue(closing));
      expect(h.status).toBe('complete');
      expect(h.statusReason).toMatch(/ended its turn on a closing report that leaves nothing pending/);
    }
  });

  it('is not complete when the final answer says work is left, or the record ends on the calls after the agent took the request up', () => {
    const left = handoff('codex-rollout', commitAndContinue(cx.say('Added the `path:line` trigger example. The README still needs the same example.', 'final_answer')));
    expect(left.status).not.toBe('complete');
    const cut = handoff('codex-rollout', commitAndContinue([]));
    expect(cut.status).toBe('in_progress');
    expect(cut.statusReason).toMatch(/record ends inside that turn, before it reported/);
  });
});

const base = { isSidechain: false, userType: 'external', cwd: '/Users/lee/work/api', sessionId: 's-close', version: '2.1.37', gitBranch: 'lee/trim', parentUuid: null, timestamp: stamp };
let n = 0;
const cl = {
  user: (content: unknown) => j({ ...base, type: 'user', uuid: `u${n++}`, message: { role: 'user', content } }),
  block: (b: unknown) => j({ ...base, type: 'assistant', uuid: `a${n++}`, message: { id: `m${n}`, role: 'assistant', content: [b] } }),
  say(text: string) {
    return [this.block({ type: 'text', text })];
  },
  edit(id: string) {
    return [
      this.block({ type: 'tool_use', id, name: 'Edit', input: { file_path: '/Users/lee/work/api/src/trim.ts', old_string: 'trim()', new_string: 'trimEnd()' } }),
      this.user([{ tool_use_id: id, type: 'tool_result', content: 'The file /Users/lee/work/api/src/trim.ts has been updated successfully.' }]),
    ];
  },
  test(id: string, passed: boolean) {
    return [
      this.block({ type: 'tool_use', id, name: 'Bash', input: { command: 'npm test' } }),
      this.user([{ tool_use_id: id, type: 'tool_result', is_error: !passed, content: passed ? 'Tests: 42 passed, 42 total' : 'Tests: 1 failed, 41 passed\nExit code 1' }]),
    ];
  },
  stop: () => j({ ...base, type: 'system', subtype: 'stop_hook_summary', hookCount: 1, preventedContinuation: false, uuid: `s${n++}` }),
  /** The Stop hook starting: a checkpoint written by Entire's Stop hook ends here, before the summary above. */
  hookStarts: (hookEvent: string) =>
    j({ ...base, type: 'progress', uuid: `p${n++}`, data: { type: 'hook_progress', hookEvent, hookName: hookEvent, command: 'entire hooks claude-code stop' } }),
};

describe('a Claude Code turn', () => {
  const ask = cl.user('the header values keep a trailing newline: trim only the end of them in src/trim.ts');

  it('that ends on a passing check after the last edit, with no closing words, is complete', () => {
    const h = handoff('claude-jsonl', [ask, ...cl.say('Let me fix the trim.'), ...cl.edit('e1'), ...cl.test('t1', false), ...cl.edit('e2'), ...cl.say("Now I'll run the tests again."), ...cl.test('t2', true)]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/last check passed after the last edit: the record ends on it, with nothing stated pending/);
  });

  it('that ends on a passing check is not complete when an edit followed it, or the words before it leave work', () => {
    expect(handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.test('t1', true), ...cl.edit('e2')]).status).not.toBe('complete');
    const left = handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.say('The parser is not done yet; running the tests so far.'), ...cl.test('t1', true)]);
    expect(left.status).not.toBe('complete');
  });

  it('cut after words that went on past its commit is in progress: the commit closed an earlier step, not the work', () => {
    const commit = (id: string) => [
      cl.block({ type: 'tool_use', id, name: 'Bash', input: { command: 'git add src/trim.ts && git commit -m "Trim only the end of header values"' } }),
      cl.user([{ tool_use_id: id, type: 'tool_result', content: '[lee/trim 4f1c2d3] Trim only the end of header values' }]),
    ];
    const read = (id: string) => [
      cl.block({ type: 'tool_use', id, name: 'Read', input: { file_path: '/Users/lee/work/api/src/headers.ts' } }),
      cl.user([{ tool_use_id: id, type: 'tool_result', content: '1→export function parse(raw: string) {' }]),
    ];
    const cut = handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...commit('c1'), ...cl.say('Committed. Now let me look at why the parser adds the newline in the first place.'), ...read('r1')]);
    expect(cut.status).toBe('in_progress');
    expect(cut.statusReason).toMatch(/went on after its last commit or passing check/);
    // Words before the commit, and the record cut right after it: the commit is what the turn was doing.
    const atCommit = handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.say('Fixed the trim. Let me commit it.'), ...commit('c1')]);
    expect(atCommit.status).toBe('complete');
  });

  it('that closes on a report ending in an offer of more is complete: the offer is no pending work', () => {
    const h = handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.say('Header values now keep their leading spaces and lose the trailing newline. Want me to also add a test for CRLF input?'), cl.stop()]);
    expect(h.status).toBe('complete');
    expect(h.openQuestions.length).toBeGreaterThan(0);
  });

  it('that closes on a report as the Stop hook starts is complete; a record cut before the Stop hook is not', () => {
    const report = cl.say("That's it. Header values are now trimmed only at the end, so their leading spaces stay.");
    const stopped = handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.edit('e2'), ...report, cl.hookStarts('Stop')]);
    expect(stopped.status).toBe('complete');
    expect(stopped.statusReason).toMatch(/closing report/);
    expect(handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.edit('e2'), ...report]).status).not.toBe('complete');
    // After a thought alone (no words), the Stop hook closes no report: the turn was cut.
    const thought = cl.block({ type: 'thinking', thinking: 'The header parser may also add the newline; I should look there next.' });
    expect(handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.edit('e2'), ...report, thought, cl.hookStarts('Stop')]).status).not.toBe('complete');
    // A subagent's Stop hook ends the subagent's turn, not the session's.
    expect(handoff('claude-jsonl', [ask, ...cl.edit('e1'), ...cl.edit('e2'), ...report, cl.hookStarts('SubagentStop')]).status).not.toBe('complete');
  });

  it('that changed nothing and closes on the fix it would make is not complete: the diagnosis is in, the fix waits', () => {
    const suspect = cl.user('I suspect we have a bug in the author lookup');
    const look = [
      cl.block({ type: 'tool_use', id: 'g1', name: 'Bash', input: { command: 'git log --diff-filter=A --format="%h %an" -- a3/checkpoint.json' } }),
      cl.user([{ tool_use_id: 'g1', type: 'tool_result', content: 'c886ddf Victor <victor@example.com>' }]),
    ];
    const diagnosis = cl.say('That returns the correct author (Victor at c886ddf). The fix is to use `--diff-filter=A` in `GetCheckpointAuthor` instead of walking the tree.');
    expect(handoff('claude-jsonl', [suspect, ...look, ...diagnosis, cl.hookStarts('Stop')]).status).not.toBe('complete');
    // The same close after the fix was made reports it: complete.
    const made = cl.say('Fixed: `GetCheckpointAuthor` now uses `--diff-filter=A` instead of walking the tree, so it returns the author who added the checkpoint.');
    expect(handoff('claude-jsonl', [suspect, ...look, ...cl.edit('e1'), ...made, cl.hookStarts('Stop')]).status).toBe('complete');
  });
});
