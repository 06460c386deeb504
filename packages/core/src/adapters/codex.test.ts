import { describe, expect, it } from 'vitest';
import { fake } from '../redact/fake-secrets.js';
import { cutsShown, withCutLedger } from '../safety/cut-ledger.js';
import { j, ofKind, parseLines, resultOfShell } from './test-support.js';
import { codexAdapter } from './codex.js';
import { capOutput } from './text.js';

let sec = 0;
const line = (type: string, payload: unknown) => j({ timestamp: `2026-04-20T10:00:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
const item = (payload: unknown) => line('response_item', payload);
const ev = (payload: unknown) => line('event_msg', payload);
const userItem = (text: string) => item({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] });
const assistantItem = (text: string) => item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase: 'commentary' });

const TASK = 'Add per-file locking to the cache writer in src/cache.rs';
const LATEST = 'Now make the lock timeout configurable';
const REJECT = 'A global mutex would serialise every write, so I rejected it in favour of per-file locks.';

export const CODEX_FIXTURE: string[] = [
  line('session_meta', { id: '019dad77-8919-7173-a0d5-61b781415e5a', timestamp: '2026-04-20T10:00:00.000Z', cwd: '/repo', originator: 'codex-tui', cli_version: '0.121.0', source: 'cli', model_provider: 'openai' }),
  ev({ type: 'task_started', turn_id: 't1', model_context_window: 258400 }),
  item({ type: 'message', role: 'developer', content: [{ type: 'input_text', text: '<permissions instructions>\nsandbox\n</permissions instructions>' }] }),
  item({ type: 'message', role: 'user', content: [{ type: 'input_text', text: '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nBe careful.\n</INSTRUCTIONS>' }, { type: 'input_text', text: '<environment_context>\n<cwd>/repo</cwd>\n</environment_context>' }] }),
  line('turn_context', { turn_id: 't1', cwd: '/repo', model: 'gpt-5.4', approval_policy: 'on-request', sandbox_policy: { type: 'workspace-write' } }),
  userItem(TASK),
  ev({ type: 'user_message', message: TASK, images: [], local_images: [], text_elements: [] }),
  item({ type: 'reasoning', summary: [], content: null, encrypted_content: 'REDACTED' }),
  ev({ type: 'agent_message', message: REJECT, phase: 'commentary' }),
  assistantItem(REJECT),
  item({ type: 'function_call', name: 'update_plan', arguments: j({ plan: [{ step: 'Add lock type', status: 'completed' }, { step: 'Wire locks into writer', status: 'in_progress' }, { step: 'Add timeout option', status: 'pending' }] }), call_id: 'call_plan' }),
  item({ type: 'function_call_output', call_id: 'call_plan', output: 'Plan updated' }),
  item({ type: 'custom_tool_call', status: 'completed', call_id: 'call_patch', name: 'apply_patch', input: '*** Begin Patch\n*** Update File: src/cache.rs\n@@\n-old\n+new\n*** Add File: src/lock.rs\n+pub struct Lock;\n*** End Patch\n' }),
  item({ type: 'custom_tool_call_output', call_id: 'call_patch', output: j({ output: 'Success. Updated the following files:\nM src/cache.rs\nA src/lock.rs\n', metadata: { exit_code: 0, duration_seconds: 0.1 } }) }),
  ev({ type: 'patch_apply_end', call_id: 'call_patch', success: true, changes: { 'src/cache.rs': { update: {} }, 'src/lock.rs': { add: {} } } }),
  item({ type: 'function_call', name: 'exec_command', arguments: j({ cmd: 'cargo test cache', workdir: '/repo' }), call_id: 'call_test' }),
  ev({ type: 'exec_command_end', call_id: 'call_test', command: ['/bin/zsh', '-lc', 'cargo test cache'], exit_code: 101, aggregated_output: 'test cache::locks ... FAILED' }),
  item({ type: 'function_call_output', call_id: 'call_test', output: 'Chunk ID: 1\nWall time: 2.1 seconds\nProcess exited with code 101\nOutput:\ntest cache::locks ... FAILED\ntest result: FAILED. 3 passed; 1 failed' }),
  line('compacted', { message: 'Summary: per-file locks added; cache::locks test fails on timeout.', replacement_history: [] }),
  ev({ type: 'context_compacted' }),
  line('turn_context', { turn_id: 't2', cwd: '/repo', model: 'gpt-5.4' }),
  userItem('<turn_aborted>\nThe user interrupted the previous turn on purpose.\n</turn_aborted>'),
  ev({ type: 'turn_aborted', turn_id: 't1', reason: 'interrupted' }),
  userItem(LATEST),
  ev({ type: 'user_message', message: LATEST, images: [] }),
  item({ type: 'function_call', name: 'shell', arguments: j({ command: ['bash', '-lc', 'rg timeout src'], workdir: '/repo' }), call_id: 'call_rg' }),
  item({ type: 'function_call_output', call_id: 'call_rg', output: j({ output: 'src/cache.rs:10: timeout', metadata: { exit_code: 0, duration_seconds: 0.01 } }) }),
  assistantItem('Should the timeout be given in seconds or in milliseconds?'),
  ev({ type: 'agent_message', message: 'Should the timeout be given in seconds or in milliseconds?' }),
  ev({ type: 'token_count', info: null, rate_limits: null }),
];

describe('codex adapter', () => {
  const events = parseLines('codex-rollout', CODEX_FIXTURE);

  it('keeps real prompts once, and no injected context', () => {
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
  });

  it('dedupes assistant text written by both streams', () => {
    const texts = ofKind(events, 'assistant_text').map((t) => t.text);
    expect(texts.filter((t) => t === REJECT)).toHaveLength(1);
    expect(texts.at(-1)).toMatch(/seconds or in milliseconds\?$/);
  });

  it('reads apply_patch headers into paths', () => {
    const edit = ofKind(events, 'file_edit')[0];
    expect(edit?.paths).toEqual(['src/cache.rs', 'src/lock.rs']);
    // patch_apply_end names the same paths: no second event.
    expect(ofKind(events, 'file_edit')).toHaveLength(1);
  });

  it('joins the exit code of a failing command from exec_command_end', () => {
    expect(resultOfShell(events, /cargo test/)).toMatchObject({ isError: true, exitCode: 101 });
    expect(resultOfShell(events, /rg timeout/)).toMatchObject({ isError: false, exitCode: 0 });
  });

  it('maps update_plan, compacted and turn_aborted', () => {
    expect(ofKind(events, 'todo_update')[0]?.todos.map((t) => t.status)).toEqual(['completed', 'in_progress', 'pending']);
    expect(ofKind(events, 'compaction').map((c) => c.summary)).toEqual(['Summary: per-file locks added; cache::locks test fails on timeout.']);
    expect(ofKind(events, 'interruption')).toHaveLength(1);
  });

  it('reads exit codes of older JSON-wrapped outputs and argv shell calls', () => {
    const ev2 = parseLines('codex-rollout', [
      item({ type: 'local_shell_call', call_id: 'ls1', status: 'completed', action: { type: 'exec', command: ['bash', '-lc', 'make build'] } }),
      item({ type: 'function_call_output', call_id: 'ls1', output: j({ output: 'error: build failed', metadata: { exit_code: 2 } }) }),
      item({ type: 'function_call', name: 'shell', arguments: j({ command: ['apply_patch', '*** Begin Patch\n*** Delete File: old.txt\n*** End Patch'] }), call_id: 'ap' }),
    ]);
    expect(resultOfShell(ev2, /make build/)).toMatchObject({ isError: true, exitCode: 2, output: 'error: build failed' });
    expect(ofKind(ev2, 'file_edit')[0]).toMatchObject({ paths: ['old.txt'], change: 'delete' });
  });
});

describe('codex: exit codes that arrive after the output', () => {
  it('takes the exit code from the exec_command_end written right after the function_call_output', () => {
    const lines = [
      { type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"go test ./..."}', call_id: 'call_T' } },
      { type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_T', output: 'Chunk ID: 1\nProcess running with session ID 7\nOutput:\nok  \tpkg\t0.4s\n' } },
      { type: 'event_msg', payload: { type: 'exec_command_end', call_id: 'call_T', exit_code: 0 } },
      { type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Tests pass.' }] } },
    ];
    const parser = codexAdapter.createParser();
    const events = [...lines.flatMap((l, i) => parser.push(l, i)), ...parser.finish()];
    const result = events.find((e) => e.kind === 'tool_result');
    expect(result).toMatchObject({ callId: 'call_T', exitCode: 0, isError: false });
    expect(events.map((e) => e.kind)).toEqual(['shell', 'tool_result', 'assistant_text']);
  });

  it('leaves the long output of a command that ended unread: it is cut only when something prints it', async () => {
    // The head cut (1,024 characters) falls inside the token: a cut made notes it for the receipt.
    const header = 'Chunk ID: 1\nWall time: 0.2 seconds\nProcess exited with code 0\nOutput:\n';
    const text = `${header}${'x'.repeat(1000 - header.length)} ${fake.github('ghp_', 23)} done\n${'ok\n'.repeat(2000)}`;
    const cut = capOutput(text);
    const lines = [
      { type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"npm run build"}', call_id: 'call_B' } },
      { type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_B', output: text } },
    ];
    const noted = await withCutLedger(async () => {
      const parser = codexAdapter.createParser();
      const events = [...lines.flatMap((l, i) => parser.push(l, i)), ...parser.finish()];
      expect(events.find((e) => e.kind === 'tool_result')).toMatchObject({ exitCode: 0, isError: false });
      return cutsShown([cut]);
    });
    expect(noted).toEqual([]);
  });

  it('returns a command still running when its turn closes there, before the final answer, with no exit code', () => {
    const lines = [
      { type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"npm run dev"}', call_id: 'call_S' } },
      { type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_S', output: 'Process running with session ID 9\nOutput:\nlistening on :3000\n' } },
      { type: 'response_item', payload: { type: 'message', role: 'assistant', phase: 'commentary', content: [{ type: 'output_text', text: 'The server is up.' }] } },
      { type: 'response_item', payload: { type: 'message', role: 'assistant', phase: 'final_answer', content: [{ type: 'output_text', text: 'Started the dev server on :3000.' }] } },
    ];
    const parser = codexAdapter.createParser();
    const events = [...lines.flatMap((l, i) => parser.push(l, i)), ...parser.finish()];
    expect(events.map((e) => e.kind)).toEqual(['shell', 'assistant_text', 'tool_result', 'assistant_text', 'turn_end']);
    expect(events[2]).toMatchObject({ callId: 'call_S', exitCode: null, isError: false });
  });

  it('waits for the end of a command still running after its first output, however many records later', () => {
    const run = (output: string) => ({ type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_T', output } });
    const lines = [
      { type: 'response_item', payload: { type: 'function_call', name: 'exec_command', arguments: '{"cmd":"go test ./..."}', call_id: 'call_T' } },
      run('Chunk ID: 1\nWall time: 1.0 seconds\nProcess running with session ID 51\nOutput:\n[test] $ go test ./...\n'),
      { type: 'response_item', payload: { type: 'message', role: 'assistant', phase: 'commentary', content: [{ type: 'output_text', text: 'Waiting for the tests.' }] } },
      { type: 'response_item', payload: { type: 'function_call', name: 'write_stdin', arguments: '{"session_id":51,"chars":""}', call_id: 'call_P' } },
      { type: 'response_item', payload: { type: 'function_call_output', call_id: 'call_P', output: 'Process exited with code 1\nOutput:\n--- FAIL: TestLocks (0.01s)\nFAIL\tpkg/cache\n' } },
    ];
    const parser = codexAdapter.createParser();
    const events = [...lines.flatMap((l, i) => parser.push(l, i)), ...parser.finish()];
    const result = events.find((e) => e.kind === 'tool_result' && e.callId === 'call_T');
    expect(result).toMatchObject({ exitCode: 1, isError: true, line: 4 });
    expect(result?.kind === 'tool_result' && result.output).toContain('--- FAIL: TestLocks');

    const ended = codexAdapter.createParser();
    const viaEnd = [
      ...lines.slice(0, 3),
      { type: 'event_msg', payload: { type: 'exec_command_end', call_id: 'call_T', exit_code: 1, aggregated_output: '[test] $ go test ./...\n--- FAIL: TestLocks\nFAIL\tpkg/cache\n' } },
    ].flatMap((l, i) => ended.push(l, i));
    expect(viaEnd.find((e) => e.kind === 'tool_result')).toMatchObject({ callId: 'call_T', exitCode: 1, isError: true, output: expect.stringContaining('FAIL\tpkg/cache') });
  });
});

describe('codex: calls recorded once, after they ran', () => {
  it('answers a completed web search itself, each search apart, so none reads as a call that never returned', () => {
    const search = (query: string) => item({ type: 'web_search_call', status: 'completed', action: { type: 'search', query, queries: [query] } });
    const events = parseLines('codex-rollout', [
      userItem('Pin the GitHub actions in ci.yml to commit SHAs'),
      ev({ type: 'web_search_end', call_id: 'ws_1', query: 'actions/checkout v6 commit SHA' }),
      search('actions/checkout v6 commit SHA'),
      ev({ type: 'web_search_end', call_id: 'ws_2', query: 'actions/setup-go v6 commit SHA' }),
      search('actions/setup-go v6 commit SHA'),
      item({ type: 'web_search_call', status: 'in_progress', action: { type: 'search', query: 'still searching' } }),
      assistantItem('Pinned both actions.'),
    ]);
    const calls = ofKind(events, 'tool_call');
    const answered = new Set(ofKind(events, 'tool_result').map((r) => r.callId));
    expect(calls.map((c) => c.summary)).toEqual(['actions/checkout v6 commit SHA', 'actions/setup-go v6 commit SHA', 'still searching']);
    expect(new Set(calls.map((c) => c.callId)).size).toBe(3);
    expect(calls.map((c) => answered.has(c.callId))).toEqual([true, true, false]);
  });
});

describe('codex: a patch that did not apply', () => {
  it('answers its edit with a failure, so its files are not taken as changed', () => {
    const events = parseLines('codex-rollout', [
      item({ type: 'custom_tool_call', status: 'completed', call_id: 'p1', name: 'apply_patch', input: '*** Begin Patch\n*** Update File: README.md\n@@\n-old\n+new\n*** End Patch\n' }),
      item({ type: 'custom_tool_call_output', call_id: 'p1', output: 'apply_patch verification failed: Failed to find expected lines in /repo/README.md:\nTesting is intentionally split:' }),
      item({ type: 'custom_tool_call', status: 'completed', call_id: 'p2', name: 'apply_patch', input: '*** Begin Patch\n*** Update File: README.md\n@@\n-old\n+new\n*** End Patch\n' }),
      item({ type: 'custom_tool_call_output', call_id: 'p2', output: j({ output: 'Success. Updated the following files:\nM README.md\n', metadata: { exit_code: 0 } }) }),
    ]);
    expect(ofKind(events, 'tool_result').map((r) => [r.callId, r.isError])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
  });
});

describe("codex: the app's in-app browser context before the typed request", () => {
  const BROWSER = '# In app browser:\n- The user has the in-app browser open.\n- Current URL: http://127.0.0.1:4224/login\n\n';
  const AMBIENT =
    '<in-app-browser-context source="ambient-ui-state">\nThis block is automatically supplied ambient UI state, not part of the user\'s request.\n' +
    '# In app browser:\n- The user has the in-app browser open with 1 tab.\n- Current URL: http://127.0.0.1:3010/\n</in-app-browser-context>\n\n';

  it('keeps only the words after "## My request for Codex:", from both streams, and drops a turn of context alone', () => {
    const events = parseLines('codex-rollout', [
      userItem(`${BROWSER}## My request for Codex:\nChange the login password of the dbx container`),
      ev({ type: 'user_message', message: `${BROWSER}## My request for Codex:\nChange the login password of the dbx container`, images: [] }),
      assistantItem('Rebuilding the container with the new DBX_PASSWORD.'),
      userItem(`${AMBIENT}## My request:\nContinue the import task`),
      userItem(BROWSER.trim()),
    ]);
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual(['Change the login password of the dbx container', 'Continue the import task']);
  });
});
