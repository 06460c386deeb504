/**
 * A turn that ends with no word after its edits (Claude Code records the Stop hook's summary and the turn's duration):
 * the change asked for was made, not left mid-turn.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/lee/work/gateway';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-turn', version: '2.1.37', gitBranch: 'lee/local-dev' };
let n = 0;
const stamp = '2026-02-09T20:31:00.000Z';
const user = (content: unknown) => j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid: `u${n++}`, timestamp: stamp });
const block = (b: unknown) => j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m${n}`, role: 'assistant', content: [b] }, uuid: `a${n++}`, timestamp: stamp });
const edit = (id: string, file: string): string[] => [
  block({ type: 'tool_use', id, name: 'Edit', input: { file_path: `${CWD}/${file}`, old_string: "tr -d '\"'", new_string: "tr -d '\"\\r'" } }),
  user([{ tool_use_id: id, type: 'tool_result', content: `The file ${CWD}/${file} has been updated successfully.` }]),
];
const stopHook = (prevented = false) =>
  j({ ...base, parentUuid: null, type: 'system', subtype: 'stop_hook_summary', hookCount: 1, preventedContinuation: prevented, level: 'suggestion', uuid: `s${n++}`, timestamp: stamp });

const comment = 'The tr -d in the .env parsing only strips double quotes, not \\r: with CRLF line endings the value becomes "1\\r" and the comparison silently fails. Adding \\r to the tr -d set would handle it.';

function handoff(end: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-turn', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', [user(comment), block({ type: 'text', text: 'Good catch.' }), ...edit('e1', 'scripts/wrapper.sh'), ...edit('e2', 'hooks/wrapper.sh'), ...end])) b.add(e);
  return b.build();
}

describe('a turn that ends with no word after its edits', () => {
  it('is complete, not verified, when the Stop hook ran after edits that all took', () => {
    const h = handoff([stopHook()]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/turn ended after every call it made took.*not verified: no check ran after the last edit/);
  });

  it('keeps the working directory the reader stamped on a turn end, the first event of a tail', () => {
    const b = new HandoffBuilder({ sessionId: 's-turn', agent: 'claude-code' });
    b.add({ kind: 'turn_end', line: 148, cwd: CWD });
    b.add({ kind: 'user_prompt', line: 149, text: 'strip \\r too' });
    b.add({ kind: 'file_edit', line: 150, callId: 'e1', tool: 'Edit', paths: [`${CWD}/scripts/wrapper.sh`] });
    b.add({ kind: 'tool_result', line: 151, callId: 'e1', isError: false, output: 'The file has been updated successfully.' });
    expect(b.build().filesTouched).toEqual(['scripts/wrapper.sh']);
  });

  it('is not complete when the record ends on the edits (taken mid-turn) or the hook kept the agent going', () => {
    expect(handoff([]).status).not.toBe('complete');
    expect(handoff([stopHook(true)]).status).not.toBe('complete');
  });
});

describe('a Copilot CLI turn whose reply was not recorded', () => {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-07-05T03:51:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const prompt = e('user.message', { content: '[[ ## user_query ## ]]\n\nReply with AGENTV_SDK_CHILD_RUNNER_READY only.', transformedContent: 'x', attachments: [], interactionId: 'x' });
  const reply = e('assistant.message', { messageId: 'd152', model: 'gpt-5.4-mini', content: '', toolRequests: [], interactionId: 'x', turnId: '0', outputTokens: 45 });
  const build = (lines: string[]) => {
    const b = new HandoffBuilder({ sessionId: '487fbe81', agent: 'copilot-cli' });
    for (const ev of parseLines('copilot-events', lines)) b.add(ev);
    return b.build();
  };

  it('is over once the turn ended: not "no reply yet", and not called complete either', () => {
    const ended = build([prompt, e('assistant.turn_start', { turnId: '0' }), reply, e('assistant.turn_end', { turnId: '0' }), e('session.shutdown', { shutdownType: 'routine' })]);
    expect(ended.status).toBe('unknown');
    expect(build([prompt, e('assistant.turn_start', { turnId: '0' })]).status).toBe('in_progress');
  });
});
