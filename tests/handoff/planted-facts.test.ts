/**
 * One fixture per transcript format, written in that format's exact shape, with the same planted facts: the task, the
 * latest instruction, a decision with the alternative it rejected and why, edited files, a failing test and its
 * decisive line, open todos, an unanswered question, and a compaction in the middle where the format has one. Each is
 * run through the real CLI (`show --transcript`), at the default budget and at `--budget 500`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const CWD = '/Users/dana/code/acme-api';
const TASK = 'Rename loadConfig to loadSettings across the API server and keep the config schema validated';
const LATEST = 'Keep a deprecated loadConfig alias for one release, then run the tests again.';
const DECISION = "I'll validate with zod instead of a hand-written validator because the schema is shared with the CLI.";
const REJECTED = 'a hand-written validator';
const REASON = 'the schema is shared with the CLI';
const DECISIVE = 'FAIL src/settings.test.ts > loadSettings > rejects unknown keys';
const TEST_OUTPUT = ` RUN  v4.1.12 ${CWD}\n\n ✓ src/app.test.ts (3 tests)\n ❯ src/settings.test.ts (4 tests | 1 failed)\n\n ${DECISIVE}\nAssertionError: expected [Function] to throw\n\n Test Files  1 failed | 1 passed (2)`;
const TEST_CMD = 'npx vitest run src/settings.test.ts';
const QUESTION = 'Should the loadConfig alias log a deprecation warning, or stay silent?';
const TODO_OPEN = 'Fix the failing settings test';
const TODO_PENDING = 'Add the deprecated loadConfig alias';
const TODO_DONE = 'Rename loadConfig to loadSettings';
const SUMMARY_MARK = 'rename the config loader to loadSettings';
const EDITED = ['src/settings.ts', 'src/config.ts'];
const todos = [
  { content: TODO_DONE, status: 'completed' },
  { content: TODO_OPEN, status: 'in_progress' },
  { content: TODO_PENDING, status: 'pending' },
];
const CLAUDE_SUMMARY = `This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.

Summary:
1. Primary Request and Intent:
   The user asked me to ${SUMMARY_MARK} across the API server, keeping the schema validated.

2. Key Technical Concepts:
   - zod schemas

3. Pending Tasks:
   - Finish the rename

4. Optional Next Step:
   Run the settings tests.`;

const j = (v: unknown): string => JSON.stringify(v);
const p = (rel: string): string => `${CWD}/${rel}`;

interface Fixture {
  file: string;
  body: string;
  /** Where the format records the session's cwd, edited paths are shown relative to it. */
  relative: boolean;
  /** Cursor records no tool results: no failing check can be seen. */
  failing: boolean;
  compaction: boolean;
}

// ---- Claude Code ----
function claude(): Fixture {
  let n = 0;
  const base = () => ({ parentUuid: null, isSidechain: false, userType: 'external', cwd: CWD, sessionId: 'c1', version: '2.1.0', uuid: `u${n}`, timestamp: `2026-05-01T10:${String(n++).padStart(2, '0')}:00.000Z` });
  const user = (content: unknown, extra: Record<string, unknown> = {}) => j({ type: 'user', ...base(), message: { role: 'user', content }, ...extra });
  const asst = (content: unknown[]) => j({ type: 'assistant', ...base(), requestId: `r${n}`, message: { id: `m${n}`, type: 'message', role: 'assistant', model: 'claude-opus-4-6', content, stop_reason: 'end_turn' } });
  const result = (id: string, content: string, isError = false) => user([{ type: 'tool_result', tool_use_id: id, content, is_error: isError }]);
  const lines = [
    user(TASK),
    asst([{ type: 'text', text: 'Looking at the loader first.' }]),
    j({ type: 'system', subtype: 'compact_boundary', ...base(), content: 'Conversation compacted', compactMetadata: { trigger: 'auto', preTokens: 160000 } }),
    user([{ type: 'text', text: CLAUDE_SUMMARY }], { isCompactSummary: true }),
    asst([{ type: 'text', text: DECISION }, { type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: p(EDITED[0]!), old_string: 'a', new_string: 'b' } }]),
    result('t1', `The file ${p(EDITED[0]!)} has been updated.`),
    asst([{ type: 'tool_use', id: 't2', name: 'Write', input: { file_path: p(EDITED[1]!), content: 'export {}' } }]),
    result('t2', `File created successfully at: ${p(EDITED[1]!)}`),
    asst([{ type: 'tool_use', id: 't3', name: 'Bash', input: { command: TEST_CMD, description: 'Run the settings tests' } }]),
    result('t3', `Exit code 1\n${TEST_OUTPUT}`, true),
    asst([{ type: 'tool_use', id: 't4', name: 'TodoWrite', input: { todos: todos.map((t) => ({ ...t, activeForm: t.content })) } }]),
    result('t4', 'Todos have been modified successfully.'),
    user(`${LATEST}\n<system-reminder>\nThe TodoWrite tool hasn't been used recently.\n</system-reminder>`),
    asst([{ type: 'text', text: `Before I add the alias I need a decision: ${QUESTION}` }]),
  ];
  return { file: 'claude.jsonl', body: lines.join('\n') + '\n', relative: true, failing: true, compaction: true };
}

// ---- Codex rollout ----
function codex(): Fixture {
  let sec = 0;
  const line = (type: string, payload: unknown) => j({ timestamp: `2026-05-01T10:00:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
  const item = (payload: unknown) => line('response_item', payload);
  const ev = (payload: unknown) => line('event_msg', payload);
  const prompt = (text: string) => [item({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] }), ev({ type: 'user_message', message: text, images: [] })];
  const say = (text: string) => [ev({ type: 'agent_message', message: text }), item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] })];
  const lines = [
    line('session_meta', { id: '019dad77-0000-7000-8000-000000000001', timestamp: '2026-05-01T10:00:00.000Z', cwd: CWD, originator: 'codex-tui', cli_version: '0.121.0', source: 'cli', model_provider: 'openai' }),
    line('turn_context', { turn_id: 't1', cwd: CWD, model: 'gpt-5.4' }),
    item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: `<environment_context>\n<cwd>${CWD}</cwd>\n</environment_context>` }] }),
    ...prompt(TASK),
    ...say('Looking at the loader first.'),
    line('compacted', { message: `Summary of the earlier work.\n\n## Goal\nThe user asked me to ${SUMMARY_MARK}.\n\n## Next Steps\n- Run the settings tests`, replacement_history: [] }),
    ev({ type: 'context_compacted' }),
    line('turn_context', { turn_id: 't2', cwd: CWD, model: 'gpt-5.4' }),
    ...say(DECISION),
    item({ type: 'custom_tool_call', status: 'completed', call_id: 'c1', name: 'apply_patch', input: `*** Begin Patch\n*** Update File: ${EDITED[0]}\n@@\n-a\n+b\n*** Add File: ${EDITED[1]}\n+export {}\n*** End Patch\n` }),
    item({ type: 'custom_tool_call_output', call_id: 'c1', output: j({ output: `Success. Updated the following files:\nM ${EDITED[0]}\nA ${EDITED[1]}\n`, metadata: { exit_code: 0 } }) }),
    ev({ type: 'patch_apply_end', call_id: 'c1', success: true, changes: { [p(EDITED[0]!)]: { update: {} }, [p(EDITED[1]!)]: { add: {} } } }),
    item({ type: 'function_call', name: 'exec_command', arguments: j({ cmd: TEST_CMD, workdir: CWD }), call_id: 'c2' }),
    ev({ type: 'exec_command_end', call_id: 'c2', exit_code: 1, aggregated_output: TEST_OUTPUT }),
    item({ type: 'function_call_output', call_id: 'c2', output: `Process exited with code 1\nOutput:\n${TEST_OUTPUT}` }),
    item({ type: 'function_call', name: 'update_plan', arguments: j({ plan: todos.map((t) => ({ step: t.content, status: t.status })) }), call_id: 'c3' }),
    item({ type: 'function_call_output', call_id: 'c3', output: 'Plan updated' }),
    ...prompt(LATEST),
    ...say(QUESTION),
  ];
  return { file: 'rollout-2026-05-01T10-00-00-019dad77-0000-7000-8000-000000000001.jsonl', body: lines.join('\n') + '\n', relative: true, failing: true, compaction: true };
}

// ---- Gemini CLI (JSON document and JSONL) ----
const ts = '2026-05-01T10:00:00.000Z';
const gUser = (id: string, content: unknown) => ({ id, timestamp: ts, type: 'user', content });
const gModel = (id: string, content: unknown, toolCalls?: unknown[]) => ({ id, timestamp: ts, type: 'gemini', content, ...(toolCalls ? { toolCalls } : {}), thoughts: [], model: 'gemini-2.5-pro' });
const gCall = (id: string, name: string, args: unknown, status: string, response: unknown) => ({
  id, name, args, status, timestamp: ts, displayName: name, description: '', renderOutputAsMarkdown: false,
  result: [{ functionResponse: { id, name, response } }],
});
function geminiMessages(): unknown[] {
  return [
    gUser('u1', [{ text: TASK }]),
    gModel('g1', 'Looking at the loader first.'),
    gUser('s1', [{ text: `<state_snapshot>\n<overall_goal>The user asked me to ${SUMMARY_MARK}.</overall_goal>\n<current_plan>Run the settings tests</current_plan>\n</state_snapshot>` }]),
    gModel('s2', 'Got it. Thanks for the additional context!'),
    gModel('g2', DECISION, [
      gCall('e1', 'replace', { file_path: p(EDITED[0]!), old_string: 'a', new_string: 'b' }, 'success', { output: 'Successfully modified file' }),
      gCall('e2', 'write_file', { file_path: p(EDITED[1]!), content: 'export {}' }, 'success', { output: 'Successfully created and wrote to new file' }),
    ]),
    gModel('g3', '', [
      gCall('r1', 'run_shell_command', { command: TEST_CMD, description: 'Run tests' }, 'error', { error: `Command exited with code 1\n${TEST_OUTPUT}` }),
      gCall('w1', 'write_todos', { todos: todos.map((t) => ({ description: t.content, status: t.status })) }, 'success', { output: 'ok' }),
    ]),
    gUser('u2', [{ text: LATEST }]),
    gModel('g4', QUESTION),
  ];
}
function geminiJson(): Fixture {
  const doc = { sessionId: '8f2c1a9e-0000-4000-8000-000000000001', projectHash: 'abc', startTime: ts, lastUpdated: ts, messages: geminiMessages() };
  return { file: 'session-2026-05-01T10-00-8f2c1a9e.json', body: JSON.stringify(doc, null, 2), relative: false, failing: true, compaction: true };
}
function geminiJsonl(): Fixture {
  const lines = [j({ sessionId: '8f2c1a9e-0000-4000-8000-000000000002', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }), ...geminiMessages().map(j), j({ $set: { lastUpdated: ts } })];
  return { file: 'session-2026-05-01T10-00-8f2c1a9e.jsonl', body: lines.join('\n') + '\n', relative: false, failing: true, compaction: true };
}

// ---- OpenCode export ----
function opencode(): Fixture {
  let t = 1777629600000;
  const msg = (role: string, parts: unknown[], extra: Record<string, unknown> = {}) => ({
    info: { id: `msg_${t}`, sessionID: 'ses_1', role, time: { created: t++ }, ...(role === 'assistant' ? { mode: 'build', agent: 'build', path: { cwd: CWD, root: CWD } } : {}), ...extra },
    parts: parts.map((x, i) => ({ id: `prt_${t}_${i}`, sessionID: 'ses_1', ...(x as object) })),
  });
  const tool = (callID: string, name: string, state: unknown) => ({ type: 'tool', callID, tool: name, state });
  const doc = {
    info: { id: 'ses_1', slug: 'quick-panda', projectID: 'p', directory: CWD, title: 'rename', version: '1.3.13', time: { created: t, updated: t + 100 } },
    messages: [
      msg('user', [{ type: 'text', text: TASK }]),
      msg('assistant', [{ type: 'text', text: 'Looking at the loader first.' }]),
      msg('user', [{ type: 'compaction', auto: true }]),
      msg('assistant', [{ type: 'text', text: `## Goal\nThe user asked me to ${SUMMARY_MARK}.\n## Next Steps\nRun the settings tests` }], { summary: true, mode: 'compaction', agent: 'compaction' }),
      msg('assistant', [
        { type: 'text', text: DECISION },
        tool('c1', 'edit', { status: 'completed', input: { filePath: p(EDITED[0]!), oldString: 'a', newString: 'b' }, output: 'Edit applied successfully.', metadata: {}, time: { start: 1, end: 2 } }),
        tool('c2', 'write', { status: 'completed', input: { filePath: p(EDITED[1]!), content: 'export {}' }, output: 'ok', metadata: {}, time: { start: 2, end: 3 } }),
        tool('c3', 'bash', { status: 'completed', input: { command: TEST_CMD, description: 'Run tests' }, output: TEST_OUTPUT, metadata: { output: TEST_OUTPUT, exit: 1 }, time: { start: 3, end: 4 } }),
        tool('c4', 'todowrite', { status: 'completed', input: { todos: todos.map((x, i) => ({ id: String(i), ...x, priority: 'high' })) }, output: '[]', metadata: {}, time: { start: 4, end: 5 } }),
      ]),
      msg('user', [{ type: 'text', text: LATEST }]),
      msg('assistant', [{ type: 'text', text: QUESTION }]),
    ],
  };
  return { file: 'opencode-export.json', body: JSON.stringify(doc, null, 2), relative: true, failing: true, compaction: true };
}

// ---- Cursor (no tool results, no cwd, no compaction record) ----
function cursor(): Fixture {
  const lines = [
    j({ role: 'user', message: { content: [{ type: 'text', text: `<timestamp>Friday, May 1</timestamp>\n<user_query>\n${TASK}\n</user_query>` }] } }),
    j({ role: 'assistant', message: { content: [
      { type: 'text', text: DECISION },
      { type: 'tool_use', name: 'StrReplace', input: { path: p(EDITED[0]!), old_string: 'a', new_string: 'b' } },
      { type: 'tool_use', name: 'Write', input: { path: p(EDITED[1]!), contents: 'export {}' } },
      { type: 'tool_use', name: 'Shell', input: { command: TEST_CMD } },
      { type: 'tool_use', name: 'TodoWrite', input: { todos } },
    ] } }),
    j({ type: 'turn_ended', status: 'success' }),
    j({ role: 'user', message: { content: [{ type: 'text', text: `<user_query>\n${LATEST}\n</user_query>` }] } }),
    j({ role: 'assistant', message: { content: [{ type: 'text', text: QUESTION }] } }),
    j({ type: 'turn_ended', status: 'success' }),
  ];
  return { file: 'cursor-agent.jsonl', body: lines.join('\n') + '\n', relative: false, failing: false, compaction: false };
}

// ---- GitHub Copilot CLI events ----
function copilot(): Fixture {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-05-01T10:00:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const lines = [
    e('session.start', { sessionId: 'b4257b63', version: 1, producer: 'copilot-agent', copilotVersion: '1.0.20', startTime: ts, context: { cwd: CWD, gitRoot: CWD } }),
    e('user.message', { content: TASK, transformedContent: `<current_datetime>2026-05-01</current_datetime>\n\n${TASK}`, attachments: [] }),
    e('assistant.message', { messageId: 'm1', content: DECISION, toolRequests: [
      { toolCallId: 'tc1', name: 'edit', arguments: { path: p(EDITED[0]!), old_str: 'a', new_str: 'b' }, type: 'function' },
      { toolCallId: 'tc2', name: 'create', arguments: { path: p(EDITED[1]!), file_text: 'export {}' }, type: 'function' },
      { toolCallId: 'tc3', name: 'bash', arguments: { command: TEST_CMD, description: 'tests' }, type: 'function' },
      { toolCallId: 'tc4', name: 'update_todo', arguments: { todos: '- [x] a' }, type: 'function' },
    ] }),
    e('tool.execution_complete', { toolCallId: 'tc1', success: true, result: { content: 'File edited' } }),
    e('tool.execution_complete', { toolCallId: 'tc2', success: true, result: { content: 'Created file' } }),
    e('tool.execution_complete', { toolCallId: 'tc3', success: true, result: { content: `${TEST_OUTPUT}\n<exited with exit code 1>` } }),
    e('assistant.turn_end', { turnId: '0' }),
    e('user.message', { content: LATEST, transformedContent: LATEST, attachments: [] }),
    e('assistant.message', { messageId: 'm2', content: QUESTION, toolRequests: [] }),
  ];
  return { file: 'events.jsonl', body: lines.join('\n') + '\n', relative: true, failing: true, compaction: false };
}

// ---- Factory Droid ----
function droid(): Fixture {
  let i = 0;
  const m = (role: string, content: unknown) => j({ type: 'message', id: `id-${i}`, timestamp: `2026-05-01T10:00:${String(10 + i++).padStart(2, '0')}.000Z`, message: { role, content } });
  const lines = [
    j({ type: 'session_start', id: 'a31f', title: 'rename', sessionTitle: 'New Session', owner: 'u', version: 2, cwd: CWD }),
    m('user', [{ type: 'text', text: TASK }]),
    m('assistant', [{ type: 'text', text: DECISION }, { type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: p(EDITED[0]!), old_string: 'a', new_string: 'b' } }, { type: 'tool_use', id: 't2', name: 'Create', input: { file_path: p(EDITED[1]!), content: 'x' } }]),
    m('user', [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }, { type: 'tool_result', tool_use_id: 't2', content: 'ok' }]),
    m('assistant', [{ type: 'tool_use', id: 't3', name: 'Execute', input: { command: TEST_CMD } }, { type: 'tool_use', id: 't4', name: 'TodoWrite', input: { todos } }]),
    m('user', [{ type: 'tool_result', tool_use_id: 't3', content: `Exit code: 1\n${TEST_OUTPUT}`, is_error: true }, { type: 'tool_result', tool_use_id: 't4', content: 'ok' }]),
    m('user', [{ type: 'text', text: LATEST }]),
    m('assistant', [{ type: 'text', text: QUESTION }]),
  ];
  return { file: 'droid-session.jsonl', body: lines.join('\n') + '\n', relative: true, failing: true, compaction: false };
}

// ---- Entire's compact transcript ----
function entireCompact(): Fixture {
  const u = (text: string) => j({ v: 1, agent: 'claude-code', cli_version: '0.5.6', type: 'user', ts, content: [{ id: 'x', text }] });
  const a = (content: unknown[]) => j({ v: 1, agent: 'claude-code', cli_version: '0.5.6', type: 'assistant', ts, id: 'msg_1', content });
  const lines = [
    u(TASK),
    a([{ type: 'text', text: 'Looking at the loader first.' }]),
    u(CLAUDE_SUMMARY),
    a([
      { type: 'text', text: DECISION },
      { type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: p(EDITED[0]!) }, result: { output: 'updated', status: 'success' } },
      { type: 'tool_use', id: 't2', name: 'Write', input: { file_path: p(EDITED[1]!) }, result: { output: 'created', status: 'success' } },
      { type: 'tool_use', id: 't3', name: 'Bash', input: { command: TEST_CMD }, result: { output: `Exit code 1\n${TEST_OUTPUT}`, status: 'error' } },
      { type: 'tool_use', id: 't4', name: 'TodoWrite', input: { todos }, result: { output: 'ok', status: 'success' } },
    ]),
    u(LATEST),
    a([{ type: 'text', text: QUESTION }]),
  ];
  return { file: 'transcript.jsonl', body: lines.join('\n') + '\n', relative: false, failing: true, compaction: true };
}

const FIXTURES: Record<string, () => Fixture> = {
  'claude-jsonl': claude,
  'codex-rollout': codex,
  'gemini-json': geminiJson,
  'gemini-jsonl': geminiJsonl,
  'opencode-export': opencode,
  'cursor-jsonl': cursor,
  'copilot-events': copilot,
  'droid-jsonl': droid,
  'entire-compact': entireCompact,
};

const dir = mkdtempSync(join(tmpdir(), 'hos-planted-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function show(file: string, extra: string[] = []): Promise<{ json: any; md: string }> {
  const r = await cli(['show', '--transcript', file, '--json', ...extra], { cwd: dir });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const json = JSON.parse(r.stdout).handoff;
  return { json, md: json.markdown as string };
}

const flat = (s: string): string => s.replace(/^\s*>\s?/gm, '').replace(/\s+/g, ' ');

describe('planted facts survive the handoff, per format', () => {
  for (const [format, make] of Object.entries(FIXTURES)) {
    describe(format, () => {
      const fx = make();
      const file = join(dir, `${format}-${fx.file}`);
      writeFileSync(file, fx.body);

      it('at the default budget: every planted fact', async () => {
        const { json, md } = await show(file);
        // The task: from the first prompt, or from the compaction summary that stands for it.
        expect(flat(md)).toContain(fx.compaction ? SUMMARY_MARK : TASK);
        expect(json.latestInstruction.text).toBe(LATEST);
        expect(flat(md)).toContain(LATEST);
        const d = json.decisions.find((x: any) => x.text.includes('instead of a hand-written validator'));
        expect(d?.rejected).toContainEqual({ option: REJECTED, reason: REASON });
        expect(flat(md)).toContain(`Rejected: ${REJECTED}`);
        for (const rel of EDITED) {
          const shown = fx.relative ? rel : `${CWD}/${rel}`;
          expect(json.filesTouched).toContain(shown);
          expect(md).toContain(shown);
        }
        if (fx.failing) {
          expect(json.errors.map((e: any) => e.decisiveLine)).toContain(DECISIVE);
          expect(md).toContain(DECISIVE);
          expect(json.commands).toContainEqual(expect.objectContaining({ command: TEST_CMD, exitCode: 1 }));
        }
        if (format !== 'copilot-events') {
          // Copilot's update_todo carries a Markdown checklist, not a list of items.
          expect(json.todos.filter((t: any) => t.status !== 'completed').map((t: any) => t.text)).toEqual([TODO_OPEN, TODO_PENDING]);
          expect(md).toContain(TODO_PENDING);
          expect(json.nextStep.text).toBe(TODO_OPEN);
        }
        expect(json.openQuestions.map((q: any) => q.text).join(' ')).toContain(QUESTION);
        // A question after a check ran on the edits waits on the user; after code edits nothing checked, work is under way.
        expect(json.status).toBe(fx.failing ? 'blocked' : 'in_progress');
        expect(json.uncertainty.some((u: string) => u.startsWith('The conversation was compacted'))).toBe(fx.compaction);
      });

      it('at --budget 500: the latest instruction, the open question, the failing check and the next step', async () => {
        const { json, md } = await show(file, ['--budget', '500']);
        expect(flat(md)).toContain(LATEST);
        expect(flat(md)).toContain(QUESTION);
        if (fx.failing) expect(md).toContain(DECISIVE);
        if (json.nextStep) expect(flat(md)).toContain(flat(json.nextStep.text).trim());
        if (format !== 'copilot-events') expect(flat(md)).toContain(TODO_OPEN);
        expect(md).toContain('## Next step');
      });
    });
  }
});
