/**
 * Work the agent hands to sub-agents running in the background (Claude Code's `Agent` with `run_in_background`): the
 * launch returns at once, and the run's end comes later as a `<task-notification>`. A record that ends with a run that
 * never reported back ends with that work unfinished, whatever the agent closed before; the files the runs changed are
 * not in the parent transcript, but the `git status` the agent ran after them lists them.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = 'D:\\oh-my-posh\\.claude\\worktrees\\heuristic-robinson';
const at = (s: number) => `2026-08-01T09:${String(10 + Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000Z`;
let clock = 0;
const base = () => ({ isSidechain: false, sessionId: 'be2220da', cwd: CWD, timestamp: at(clock++) });

const prompt = (text: string) => j({ ...base(), type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const stopHook = () => j({ ...base(), type: 'system', subtype: 'stop_hook_summary', hookCount: 1 });
const launch = (id: string, agentId: string, description: string) => [
  j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Agent', input: { description, subagent_type: 'general-purpose', run_in_background: true, prompt: `Working tree: ${CWD}. ${description}.` } }] } }),
  j({
    ...base(),
    type: 'user',
    message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: [{ type: 'text', text: `Async agent launched successfully.\nagentId: ${agentId} (internal ID - do not mention to user.)\nThe agent is working in the background. You will be notified automatically when it completes.` }] }] },
    toolUseResult: { isAsync: true, status: 'async_launched', agentId, description },
  }),
];
const notice = (agentId: string, id: string, description: string) =>
  `<task-notification>\n<task-id>${agentId}</task-id>\n<tool-use-id>${id}</tool-use-id>\n<status>completed</status>\n<summary>Agent "${description}" finished</summary>\n<result>Both fixes are implemented, verified, and tested.</result>\n</task-notification>`;
/** The notice as Claude Code records it: queued, then handed to the agent as a user message. */
const notified = (agentId: string, id: string, description: string) => [
  j({ type: 'queue-operation', operation: 'enqueue', timestamp: at(clock++), sessionId: 'be2220da', content: notice(agentId, id, description) }),
  j({ type: 'queue-operation', operation: 'remove', timestamp: at(clock++), sessionId: 'be2220da' }),
  j({ ...base(), type: 'user', message: { role: 'user', content: notice(agentId, id, description) } }),
];
const bash = (id: string, command: string, stdout: string) => [
  j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Bash', input: { command, description: 'Show working tree status' } }] } }),
  j({ ...base(), type: 'user', message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: stdout, is_error: false }] }, toolUseResult: { stdout, stderr: '', interrupted: false } }),
];
const build = (records: string[]) => {
  const b = new HandoffBuilder({ sessionId: 'be2220da', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', records)) b.add(e);
  return b.build();
};

const dispatchTwo = () => [
  prompt('go ahead, fix all four, bundle the DoS ones too and do the allowlist too afterwards'),
  ...launch('toolu_01', 'a4fa00484b4559950', 'Implement template sandbox hardening'),
  ...launch('toolu_02', 'aa7f2aac1e7097d13', 'Implement OSC control-rune stripping fix'),
  say('Two implementers running. Allowlist rewrite dispatches after I review these.'),
  stopHook(),
  ...notified('a4fa00484b4559950', 'toolu_01', 'Implement template sandbox hardening'),
  say('Template task done, tests pass, build clean. Terminal one still running.'),
  stopHook(),
  ...notified('aa7f2aac1e7097d13', 'REDACTED', 'Implement OSC control-rune stripping fix'),
  say('Both land. All tests pass.'),
];

describe('a session that ends while a sub-agent it launched in the background still works', () => {
  it('is in progress, naming the run, though every earlier run reported back and the turn closed on a report', () => {
    const h = build([
      ...dispatchTwo(),
      ...launch('toolu_03', 'a10bc2921190d419c', 'Convert restricted func map to allowlist'),
      say('Allowlist rewrite dispatched. Waiting on completion.'),
      stopHook(),
    ]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/background \("Convert restricted func map to allowlist"\) had not reported back/);
  });

  it('is not held open once every run reported back, even when a notice was queued before its launch was recorded', () => {
    const early = [...notified('a70387b1314ec682a', 'toolu_04', 'Trim comments batch 1'), ...launch('toolu_04', 'a70387b1314ec682a', 'Trim comments batch 1')];
    const h = build([...dispatchTwo(), stopHook(), prompt('trim the comments in cli/'), ...early.slice(0, 1), ...early.slice(3), say('Comments trimmed; build passes.'), stopHook()]);
    expect(h.statusReason).not.toMatch(/background/);
    expect(h.status).not.toBe('in_progress');
  });

  it('counts a run as ended when a TaskOutput call waited for it and got its result', () => {
    const waited = j({
      ...base(),
      type: 'user',
      message: { role: 'user', content: [{ tool_use_id: 'toolu_06', type: 'tool_result', content: '<retrieval_status>success</retrieval_status>\n\n<task_id>aef9ffc</task_id>\n\n<task_type>local_agent</task_type>\n\n<status>completed</status>\n\n<output>\nResearch report: the migration failed on a lock timeout.\n</output>' }] },
    });
    const h = build([
      prompt('investigate why the staging migration failed'),
      ...launch('toolu_05', 'aef9ffc', 'Investigate staging migration failure'),
      j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_06', name: 'TaskOutput', input: { task_id: 'aef9ffc', block: true } }] } }),
      waited,
      say('The migration failed on a lock timeout; that is the whole story.'),
      stopHook(),
    ]);
    expect(h.statusReason).not.toMatch(/background/);
  });
});

describe('files sub-agents in the background changed', () => {
  const STATUS = ' M src/template/func_map.go\n M src/template/render.go\n M src/terminal/iterm.go\n?? src/terminal/iterm_test.go\n---DIFF-STAT---\n src/template/func_map.go | 12 ++++++------\n 3 files changed';
  const review = (command: string) => bash('toolu_07', command, STATUS);

  it('are the ones the git status run after they reported back lists, new files as created', () => {
    const h = build([...dispatchTwo(), ...review('cd D:/oh-my-posh && git status --porcelain && echo ---DIFF-STAT--- && git diff --stat'), say('Both hold up.')]);
    expect(h.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'src/template/func_map.go', change: 'modified' }),
        expect.objectContaining({ path: 'src/terminal/iterm.go', change: 'modified' }),
        expect.objectContaining({ path: 'src/terminal/iterm_test.go', change: 'created' }),
      ]),
    );
    expect(h.filesTouched).toHaveLength(4);
  });

  it('are not taken from a git status where no sub-agent worked: the transcript holds every edit of the session', () => {
    const h = build([prompt('what is left uncommitted?'), ...review('git status --porcelain'), say('Four files are changed.')]);
    expect(h.filesTouched).toEqual([]);
  });
});
