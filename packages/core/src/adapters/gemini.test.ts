import { describe, expect, it } from 'vitest';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import type { TranscriptEvent } from '../types/events.js';
import { j, ofKind, parseLines, parseMessages, resultOfShell } from './test-support.js';

const TASK = 'Add a --verbose flag to the CLI in src/cli.py';
const LATEST = 'Also document the flag in README.md';
const ts = '2026-11-30T22:13:34.868Z';
const user = (id: string, content: unknown, extra: Record<string, unknown> = {}) => ({ id, timestamp: ts, type: 'user', content, ...extra });
const gemini = (id: string, content: unknown, toolCalls?: unknown[]) => ({ id, timestamp: ts, type: 'gemini', content, ...(toolCalls ? { toolCalls } : {}), thoughts: [], model: 'gemini-2.5-pro', tokens: null });
const call = (id: string, name: string, args: unknown, status: string, response?: unknown) => ({
  id, name, args, status, timestamp: ts, displayName: name, description: '', renderOutputAsMarkdown: false,
  ...(response ? { result: [{ functionResponse: { id, name, response } }] } : {}),
});

const replaceExecuting = gemini('g1', '', [call('replace-1', 'replace', { file_path: '/home/dev/p/src/cli.py', old_string: 'a', new_string: 'b' }, 'executing')]);
const replaceDone = gemini('g1', '', [call('replace-1', 'replace', { file_path: '/home/dev/p/src/cli.py', old_string: 'a', new_string: 'b' }, 'success', { output: 'Successfully modified file' })]);

export const GEMINI_JSONL_FIXTURE: string[] = [
  j({ sessionId: '8f2c1a9e-4b7d-4e21-9c3a-5d6e7f8a9b0c', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
  j(user('u1', [{ text: TASK }], { displayContent: [{ text: TASK }] })),
  j({ $set: { lastUpdated: ts } }),
  j(gemini('g0', [{ text: 'Thinking about click vs argparse', thought: true }, { text: 'I will not switch to click (rejected: new dependency); argparse already parses flags.' }])),
  j(replaceExecuting),
  j(replaceDone),
  j(user('u2', [{ functionResponse: { id: 'replace-1', name: 'replace', response: { output: 'Successfully modified file' } } }])),
  j(gemini('g2', '', [call('run-1', 'run_shell_command', { command: 'pytest -q tests/test_cli.py', description: 'Run tests' }, 'error', { error: 'Command exited with code 1' })])),
  j(gemini('g2', '', [
    call('run-1', 'run_shell_command', { command: 'pytest -q tests/test_cli.py', description: 'Run tests' }, 'error', { error: 'Command exited with code 1' }),
    call('todo-1', 'write_todos', { todos: [{ description: 'Add flag', status: 'completed' }, { description: 'Fix failing test', status: 'in_progress' }, { description: 'Update README', status: 'pending' }] }, 'success'),
  ])),
  j(gemini('g3', 'a reply that the user rewound away')),
  j({ $rewindTo: 'g3' }),
  j({ $set: { messages: [
    user('s0', [{ text: '<session_context>\nOS: linux\n</session_context>' }]),
    user('s1', [{ text: '<state_snapshot>\n<overall_goal>Add --verbose</overall_goal>\n<current_plan>fix the failing test</current_plan>\n</state_snapshot>' }]),
    gemini('s2', 'Got it. Thanks for the additional context!'),
  ] } }),
  j(user('u3', '/help')),
  j(user('u4', [{ text: LATEST }])),
  j(gemini('g4', [{ text: 'Should the flag also raise the log level of third-party libraries?' }])),
  j({ id: 'i1', timestamp: ts, type: 'info', content: 'Chat history compressed' }),
  j({ $set: { summary: 'verbose flag' } }),
];

function check(events: TranscriptEvent[]): void {
  expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
  expect(ofKind(events, 'assistant_text').map((t) => t.text)).not.toContain('a reply that the user rewound away');
  expect(ofKind(events, 'assistant_text').some((t) => t.text.includes('rejected'))).toBe(true);
  expect(ofKind(events, 'assistant_text').some((t) => t.text.includes('click vs argparse'))).toBe(false);
  expect(ofKind(events, 'file_edit')).toEqual([expect.objectContaining({ paths: ['/home/dev/p/src/cli.py'], tool: 'replace' })]);
  // The executing copy of g1 was replaced by the final one: one call, one result.
  expect(ofKind(events, 'tool_result').filter((r) => r.callId === 'replace-1')).toHaveLength(1);
  expect(resultOfShell(events, /pytest/)).toMatchObject({ isError: true, exitCode: 1 });
  expect(ofKind(events, 'todo_update')[0]?.todos.filter((t) => t.status !== 'completed').map((t) => t.text)).toEqual(['Fix failing test', 'Update README']);
  expect(ofKind(events, 'compaction')[0]?.summary).toContain('fix the failing test');
  const last = ofKind(events, 'assistant_text').at(-1);
  expect(last?.text).toMatch(/third-party libraries\?$/);
}

describe('gemini adapter', () => {
  it("drops the retry message Gemini CLI sends on its own ('System: Please continue.')", () => {
    const messages = [user('u1', TASK), gemini('g1', 'Done.'), user('u2', 'System: Please continue.'), gemini('g2', 'I have completed the request.')];
    expect(ofKind(parseMessages('gemini-json', messages), 'user_prompt').map((p) => p.text)).toEqual([TASK]);
  });
  it('jsonl: last copy wins, $rewindTo drops, $set.messages checkpoint yields the compaction', () => {
    check(parseLines('gemini-jsonl', GEMINI_JSONL_FIXTURE));
  });

  it('jsonl through the reader (detected from the metadata line)', async () => {
    const t = await streamTranscript(bufferSource(GEMINI_JSONL_FIXTURE.join('\n')));
    expect(t.format).toBe('gemini-jsonl');
    const events: TranscriptEvent[] = [];
    for await (const e of t.events) events.push(e);
    check(events);
  });

  it('json document: messages are records, message index is the line', async () => {
    const messages = [
      user('u1', TASK),
      { ...gemini('g0', 'I will not switch to click (rejected: new dependency).'), thoughts: [{ subject: 's', description: 'd', timestamp: ts }] },
      replaceDone,
      gemini('g2', '', [call('run-1', 'run_shell_command', { command: 'pytest -q tests/test_cli.py' }, 'error', { error: 'Command exited with code 1' }), call('todo-1', 'write_todos', { todos: [{ description: 'Fix failing test', status: 'in_progress' }, { description: 'Update README', status: 'pending' }] }, 'success')]),
      user('s1', '<state_snapshot>\n<current_plan>fix the failing test</current_plan>\n</state_snapshot>'),
      user('u4', LATEST),
      gemini('g4', 'Should the flag also raise the log level of third-party libraries?'),
    ];
    const doc = JSON.stringify({ sessionId: 'x', projectHash: 'h', startTime: ts, lastUpdated: ts, messages }, null, 2);
    const t = await streamTranscript(bufferSource(doc, 50));
    expect(t.format).toBe('gemini-json');
    const events: TranscriptEvent[] = [];
    for await (const e of t.events) events.push(e);
    check(events);
    expect(ofKind(events, 'user_prompt')[1]?.line).toBe(5);
    expect(parseMessages('gemini-json', messages)).toEqual(events);
  });
});
