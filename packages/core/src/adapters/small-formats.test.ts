/** Cursor, Copilot CLI, Factory Droid and Entire's compact transcript: planted-fact fixtures in their exact shapes. */
import { describe, expect, it } from 'vitest';
import { j, ofKind, parseLines, resultOfShell } from './test-support.js';
import { detectFormat } from './detect.js';
import { copilotAdapter } from './copilot.js';
import { CwdStamp } from '../read/cwd-stamp.js';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';

const TASK = 'Rename the config loader to loadSettings everywhere';
const LATEST = 'Keep a deprecated alias for one release';
const QUESTION = 'Should the alias log a deprecation warning?';

describe('cursor adapter', () => {
  const lines = [
    j({ type: 'metadata', metadata: { overview: 'Renaming' } }),
    j({ role: 'user', message: { content: [{ type: 'text', text: `<timestamp>Tuesday, Aug 24</timestamp>\n<user_query>\n${TASK}\n</user_query>` }] } }),
    j({ role: 'user', message: { content: [{ type: 'text', text: '<user_info>\nOS Version: darwin\n</user_info>' }] } }),
    j({ role: 'assistant', message: { content: [
      { type: 'text', text: 'A codemod was rejected as overkill; I will use StrReplace per file.' },
      { type: 'tool_use', name: 'StrReplace', input: { path: '/ws/src/config.ts', old_string: 'loadConfig', new_string: 'loadSettings' } },
      { type: 'tool_use', name: 'Write', input: { path: '/ws/src/settings.ts', contents: 'export {}' } },
      { type: 'tool_use', name: 'Shell', input: { command: 'npm test', description: 'tests' } },
      { type: 'tool_use', name: 'TodoWrite', input: { todos: [{ content: 'Rename', status: 'completed' }, { content: 'Add alias', status: 'pending' }] } },
    ] } }),
    j({ type: 'turn_ended', status: 'aborted' }),
    j({ role: 'user', message: { content: [{ type: 'text', text: `<user_query>\n${LATEST}\n</user_query>` }] } }),
    j({ role: 'assistant', message: { content: [{ type: 'text', text: QUESTION }] } }),
    j({ type: 'turn_ended', status: 'success' }),
  ];
  it('unwraps <user_query>, skips IDE context, maps tools', () => {
    expect(detectFormat(lines.join('\n'))).toBe('cursor-jsonl');
    const ev = parseLines('cursor-jsonl', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
    expect(ofKind(ev, 'file_edit').flatMap((e) => e.paths)).toEqual(['/ws/src/config.ts', '/ws/src/settings.ts']);
    expect(ofKind(ev, 'shell')[0]?.command).toBe('npm test');
    expect(ofKind(ev, 'todo_update')[0]?.todos.filter((t) => t.status === 'pending').map((t) => t.text)).toEqual(['Add alias']);
    expect(ofKind(ev, 'interruption')).toHaveLength(1);
    expect(ofKind(ev, 'assistant_text').at(-1)?.text).toBe(QUESTION);
    // Cursor records no tool results, hence no exit codes.
    expect(ofKind(ev, 'tool_result')).toHaveLength(0);
  });
});

describe('copilot adapter', () => {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-04-07T21:07:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const lines = [
    e('session.start', { sessionId: 'b4257b63', version: 1, producer: 'copilot-agent', copilotVersion: '1.0.20', startTime: '2026-04-07T21:07:18.764Z', context: { cwd: '/repo' } }),
    e('hook.start', { hookInvocationId: 'h', hookType: 'userPromptSubmitted', input: { prompt: TASK } }),
    e('user.message', { content: TASK, transformedContent: `<current_datetime>2026-04-07</current_datetime>\n\n${TASK}\n\n<reminder>sql</reminder>`, attachments: [], interactionId: 'x' }),
    e('assistant.turn_start', { turnId: '0', interactionId: 'x' }),
    e('assistant.message', { messageId: 'm1', content: 'Regex replace was rejected; editing each call site.', toolRequests: [
      { toolCallId: 'tc-edit', name: 'edit', arguments: { path: '/repo/src/config.ts', old_str: 'a', new_str: 'b' }, type: 'function' },
      { toolCallId: 'tc-test', name: 'bash', arguments: { command: 'npm test', description: 'tests' }, type: 'function' },
    ], interactionId: 'x', outputTokens: 10 }),
    e('tool.execution_start', { toolCallId: 'tc-edit', toolName: 'edit', arguments: {} }),
    e('tool.execution_complete', { toolCallId: 'tc-edit', model: 'm', interactionId: 'x', success: true, result: { content: 'File edited', detailedContent: 'diff' }, toolTelemetry: {} }),
    e('tool.execution_complete', { toolCallId: 'tc-test', model: 'm', interactionId: 'x', success: true, result: { content: '1 failing\n<exited with exit code 1>', detailedContent: '' }, toolTelemetry: {} }),
    e('assistant.turn_end', { turnId: '0' }),
    e('user.message', { content: LATEST, transformedContent: LATEST, attachments: [], interactionId: 'y' }),
    e('assistant.message', { messageId: 'm2', content: QUESTION, toolRequests: [], interactionId: 'y', outputTokens: 5 }),
    e('session.shutdown', { shutdownType: 'routine' }),
  ];
  it('uses the typed content, joins results and exit codes', () => {
    expect(detectFormat(lines.join('\n'))).toBe('copilot-events');
    const ev = parseLines('copilot-events', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
    expect(ofKind(ev, 'file_edit')[0]?.paths).toEqual(['/repo/src/config.ts']);
    expect(resultOfShell(ev, /npm test/)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(ev, 'shell')).toHaveLength(1);
    expect(ofKind(ev, 'assistant_text').at(-1)?.text).toBe(QUESTION);
  });

  it("ends the turn at the agent's Stop hook, not at each model call's assistant.turn_end", () => {
    const stop = e('hook.start', { hookInvocationId: 'h2', hookType: 'agentStop', input: { sessionId: 'b4257b63', stopReason: 'end_turn' } });
    const ends = (ls: string[]) => parseLines('copilot-events', ls).filter((x) => x.kind === 'turn_end').map((x) => x.line);
    expect(ends(lines)).toEqual([]);
    expect(ends([...lines.slice(0, -1), stop, lines[lines.length - 1] ?? ''])).toEqual([lines.length - 1]);
  });

  it("names the files of a session started in a folder under the repository from the repository's root", () => {
    const root = '/Users/nina/test-repo';
    const started = (context: unknown) => JSON.parse(e('session.start', { sessionId: '31b0eadb', version: 1, producer: 'copilot-agent', copilotVersion: '1.0.12', context })) as unknown;
    const sub = started({ cwd: `${root}/copilot-cli-attach`, gitRoot: root, branch: 'test-attach', repository: 'nina/test-repo' });
    const b = new HandoffBuilder({ sessionId: '31b0eadb', agent: 'copilot-cli', cwd: '/checkout' });
    const stamp = new CwdStamp(copilotAdapter);
    stamp.note(sub);
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'create a file in this folder that states this is for testing copilot cli', line: 3 },
      { kind: 'file_edit', line: 5, callId: 'tc-create', tool: 'create', paths: [`${root}/copilot-cli-attach/README.md`], change: 'create' },
    ];
    for (const ev of events) b.add(stamp.stamp(ev));
    b.add({ kind: 'tool_result', line: 15, callId: 'tc-create', isError: false, output: `Created file ${root}/copilot-cli-attach/README.md with 40 characters` });
    expect(b.build().filesTouched).toEqual(['copilot-cli-attach/README.md']);
    // Started at the root, or with no root recorded, the folder it was started in is where paths are read from.
    expect(copilotAdapter.cwdOf?.(started({ cwd: root, gitRoot: root }))).toBe(root);
    expect(copilotAdapter.cwdOf?.(started({ cwd: `${root}/sub` }))).toBe(`${root}/sub`);
    expect(copilotAdapter.cwdOf?.(started({ cwd: '/elsewhere/tool', gitRoot: root }))).toBe('/elsewhere/tool');
  });
});

describe('copilot adapter on a Copilot in VS Code session (arguments as JSON text, no working directory)', () => {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-05-27T16:26:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const root = 'D:\\Codes\\Personal\\week-log';
  const search = { query: `${root}\\**\\*phase*`, maxResults: 50 };
  const patch = `*** Begin Patch\n*** Update File: ${root}\\temp.md\n@@\n-title: scratch\n+# Week log\n*** End Patch`;
  const lines = [
    e('session.start', { sessionId: 'aafa7ee8', version: 1, producer: 'copilot-agent', copilotVersion: '0.50.2026052205', vscodeVersion: '1.122.0-insider', startTime: '2026-05-27T16:26:43.373Z' }),
    e('user.message', { content: 'Write a day-wise doc of the project in temp.md', attachments: [] }),
    e('assistant.message', { messageId: 'm1', content: 'Finding the phases first.', toolRequests: [{ toolCallId: 'c-find', name: 'file_search', arguments: JSON.stringify(search), type: 'function' }] }),
    e('tool.execution_start', { toolCallId: 'c-find', toolName: 'file_search', arguments: search }),
    e('tool.execution_complete', { toolCallId: 'c-find', success: true }),
    e('assistant.message', { messageId: 'm2', content: 'Writing the doc.', toolRequests: [
      { toolCallId: 'c-patch', name: 'apply_patch', arguments: JSON.stringify({ explanation: 'Replace the scratch text', input: patch }), type: 'function' },
      { toolCallId: 'c-diff', name: 'run_in_terminal', arguments: JSON.stringify({ command: 'git diff -- temp.md', mode: 'sync' }), type: 'function' },
    ] }),
    e('tool.execution_start', { toolCallId: 'c-patch', toolName: 'apply_patch', arguments: { explanation: 'Replace the scratch text', input: patch } }),
    e('tool.execution_complete', { toolCallId: 'c-patch', success: true }),
    e('tool.execution_complete', { toolCallId: 'c-diff', success: true }),
    e('assistant.message', { messageId: 'm3', content: 'Created the week log in [temp.md](temp.md).', toolRequests: [] }),
  ];

  it('reads the edit a request names in its JSON text, and its terminal command as a shell call', () => {
    const ev = parseLines('copilot-events', lines);
    expect(ofKind(ev, 'file_edit').map((x) => x.paths)).toEqual([[`${root}\\temp.md`]]);
    expect(ofKind(ev, 'shell').map((x) => x.command)).toEqual(['git diff -- temp.md']);
  });

  it('takes the folder a workspace-wide search names as where the paths are read from', () => {
    expect(copilotAdapter.cwdOf?.(JSON.parse(lines[3] ?? '') as unknown)).toBe(root);
    const sub = { toolCallId: 'c', toolName: 'grep_search', arguments: { query: 'phase', includePattern: `${root}\\web\\**\\*.md` } };
    expect(copilotAdapter.cwdOf?.(JSON.parse(e('tool.execution_start', sub)) as unknown)).toBe(`${root}\\web`);
    const drive = { toolCallId: 'c', toolName: 'file_search', arguments: { query: 'D:\\**\\*.md' } };
    expect(copilotAdapter.cwdOf?.(JSON.parse(e('tool.execution_start', drive)) as unknown)).toBeUndefined();
    const relative = { toolCallId: 'c', toolName: 'file_search', arguments: { query: '**/ROADMAP.md' } };
    expect(copilotAdapter.cwdOf?.(JSON.parse(e('tool.execution_start', relative)) as unknown)).toBeUndefined();
  });
});

describe('copilot adapter on a Copilot CLI 1.0 session (model rounds, shell frames)', () => {
  let i = 0;
  const e = (type: string, data: unknown) => j({ type, data, id: `id-${i}`, timestamp: `2026-06-25T02:01:${String(10 + i++).padStart(2, '0')}.000Z`, parentId: null });
  const round = (turnId: string, content: string, requests: unknown[], results: string[]): string[] => [
    e('assistant.turn_start', { turnId, interactionId: 'x' }),
    e('assistant.message', { messageId: `m${turnId}`, model: 'claude-sonnet-4.6', content, toolRequests: requests, interactionId: 'x', turnId }),
    ...results.map((r, k) => e('tool.execution_complete', { toolCallId: `tc${turnId}-${k}`, model: 'claude-sonnet-4.6', interactionId: 'x', turnId, success: true, result: { content: r } })),
    e('assistant.turn_end', { turnId }),
  ];
  const bash = (turnId: string, command: string) => ({ toolCallId: `tc${turnId}-0`, name: 'bash', arguments: { command, description: 'commit' }, type: 'function' });
  const lines = [
    e('session.start', { sessionId: '10fb4666', version: 1, producer: 'copilot-agent', copilotVersion: '1.0.68', context: { cwd: '/repo' } }),
    e('user.message', { content: 'investigate why the preToolUse hook errored, and fix', transformedContent: 'x', attachments: [], interactionId: 'x' }),
    ...round('51', 'Both cases exit 0. Let me check the diff:', [bash('51', 'git diff .github/hooks/entire.json | head -60')], ['diff --git a/.github/hooks/entire.json\n<shellId: 59 completed with exit code 0>']),
    ...round('52', '', [bash('52', 'git add .github/hooks/entire.json && git commit -m "fix: guard entire hooks"')], ['[main a87a7777] fix: guard entire hooks\n 1 file changed, 8 insertions(+), 8 deletions(-)\n<shellId: 60 completed with exit code 0>']),
    ...round('53', 'Root cause and fix: the hooks now exit 0 where .entire/settings.json is missing. Committed as a87a7777.', [], []),
  ];

  it("reads the exit code from Copilot's shell frame and ends the agent's turn at the round that called no tool", () => {
    const ev = parseLines('copilot-events', lines);
    expect(resultOfShell(ev, /git commit/)).toMatchObject({ isError: false, exitCode: 0 });
    expect(ev.map((x) => x.kind).filter((k) => k !== 'tool_result' && k !== 'shell')).toEqual(['user_prompt', 'assistant_text', 'assistant_text', 'turn_end']);
    expect(resultOfShell(parseLines('copilot-events', [...lines.slice(0, 2), ...round('54', '', [bash('54', 'bun run test')], ['1 fail\n<shellId: 61 completed with exit code 1>'])]), /bun run test/)).toMatchObject({ isError: true, exitCode: 1 });
  });
});

describe('droid adapter', () => {
  let i = 0;
  const m = (role: string, content: unknown) => j({ type: 'message', id: `id-${i}`, timestamp: `2026-03-30T18:50:${String(10 + i++).padStart(2, '0')}.000Z`, message: { role, content } });
  const lines = [
    j({ type: 'session_start', id: 'a31f', title: 'rename', sessionTitle: 'New Session', owner: 'u', version: 2, cwd: '/repo' }),
    m('user', [{ type: 'text', text: TASK }]),
    m('assistant', [{ type: 'thinking', thinking: 'hm' }, { type: 'text', text: 'A sed one-liner was rejected as too risky.' }, { type: 'tool_use', id: 'tu-1', name: 'Edit', input: { file_path: 'src/config.ts', old_string: 'a', new_string: 'b' } }]),
    m('user', [{ type: 'tool_result', tool_use_id: 'tu-1', content: 'ok' }]),
    m('assistant', [{ type: 'tool_use', id: 'tu-2', name: 'Execute', input: { command: 'npm test' } }, { type: 'tool_use', id: 'tu-3', name: 'TodoWrite', input: { todos: [{ content: 'Add alias', status: 'pending' }] } }]),
    m('user', [{ type: 'tool_result', tool_use_id: 'tu-2', content: 'Exit code: 1\n1 failing', is_error: true }, { type: 'text', text: LATEST }]),
    m('assistant', [{ type: 'text', text: QUESTION }]),
    j({ type: 'session_event', data: 'session_ended' }),
  ];
  it('reads Anthropic blocks inside droid messages', () => {
    expect(detectFormat(lines.join('\n'))).toBe('droid-jsonl');
    const ev = parseLines('droid-jsonl', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
    expect(ofKind(ev, 'file_edit')[0]?.paths).toEqual(['src/config.ts']);
    expect(resultOfShell(ev, /npm test/)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(ev, 'todo_update')[0]?.todos).toEqual([{ text: 'Add alias', status: 'pending' }]);
    expect(ofKind(ev, 'assistant_text').at(-1)?.text).toBe(QUESTION);
  });

  it("takes the client's user-only notice after a prompt for no prompt: the typed request stays the latest", () => {
    const notice = 'Token limit reached. Use /limits to manage your usage preferences or visit https://app.factory.ai/settings/billing';
    const refused = [
      j({ type: 'session_start', id: 'a31f', title: TASK, sessionTitle: 'New Session', owner: 'u', version: 2, cwd: '/repo/droid-attach' }),
      j({ type: 'message', id: 'u1', timestamp: '2026-03-30T18:50:09.639Z', message: { role: 'user', content: [{ type: 'text', text: '<system-reminder>\nUser system info (darwin 24.6.0)\n</system-reminder>' }, { type: 'text', text: TASK }] } }),
      j({ type: 'message', id: 'u2', timestamp: '2026-03-30T18:50:10.011Z', message: { role: 'user', content: [{ type: 'text', text: notice }], visibility: 'user_only' }, parentId: 'u1' }),
    ];
    expect(ofKind(parseLines('droid-jsonl', refused), 'user_prompt').map((p) => p.text)).toEqual([TASK]);
    // The notice says why nothing followed: the client stopped the turn on its limit, in the model's place.
    expect(ofKind(parseLines('droid-jsonl', refused), 'assistant_text')).toMatchObject([{ apiError: 'usage_limit', text: notice, line: 2 }]);
  });

  it("reads a user-only notice that says nothing failed as no event: it neither asks nor stops the turn", () => {
    const notice = j({ type: 'message', id: 'u2', timestamp: '2026-03-30T18:50:10.011Z', message: { role: 'user', content: [{ type: 'text', text: 'Switched model to Claude Opus 4.6' }], visibility: 'user_only' } });
    expect(parseLines('droid-jsonl', [notice])).toEqual([]);
  });
});

describe('entire-compact adapter', () => {
  const u = (text: string) => j({ v: 1, agent: 'claude-code', cli_version: '0.5.6', type: 'user', ts: '2026-05-01T16:26:45.214Z', content: [{ id: 'x', text }] });
  const a = (content: unknown[]) => j({ v: 1, agent: 'claude-code', cli_version: '0.5.6', type: 'assistant', ts: '2026-05-01T16:26:46.000Z', id: 'msg_1', content });
  const lines = [
    u(TASK),
    a([{ type: 'text', text: 'A codemod was rejected.' }, { type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: '/r/src/config.ts' }, result: { output: 'updated', status: 'success' } }, { type: 'tool_use', id: 't2', name: 'Bash', input: { command: 'go test ./...' }, result: { output: 'Exit code 1\n--- FAIL: TestLoad', status: 'error' } }]),
    a([{ type: 'tool_use', id: 't3', name: 'TodoWrite', input: { todos: [{ content: 'Add alias', status: 'in_progress' }] }, result: { output: 'ok', status: 'success' } }]),
    u('This session is being continued from a previous conversation that ran out of context. Summary: rename done, tests failing.'),
    u('<system-reminder>remember the todos</system-reminder>'),
    u('[Request interrupted by user]'),
    u(LATEST),
    a([{ type: 'text', text: QUESTION }]),
  ];
  it('reads inlined tool results, compaction and interruptions', () => {
    expect(detectFormat(lines.join('\n'))).toBe('entire-compact');
    const ev = parseLines('entire-compact', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
    expect(ofKind(ev, 'file_edit')[0]?.paths).toEqual(['/r/src/config.ts']);
    expect(resultOfShell(ev, /go test/)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(ev, 'compaction')[0]?.summary).toContain('tests failing');
    expect(ofKind(ev, 'interruption')).toHaveLength(1);
    expect(ofKind(ev, 'todo_update')[0]?.todos).toEqual([{ text: 'Add alias', status: 'in_progress' }]);
    expect(ofKind(ev, 'assistant_text').at(-1)?.text).toBe(QUESTION);
  });
});
