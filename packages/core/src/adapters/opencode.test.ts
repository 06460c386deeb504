import { describe, expect, it } from 'vitest';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import type { TranscriptEvent } from '../types/events.js';
import { ofKind, resultOfShell } from './test-support.js';

const TASK = 'Make the session list sortable by date';
const LATEST = 'Keep the old order as the default';
let t = 1773867525000;
const msg = (role: string, parts: unknown[], extra: Record<string, unknown> = {}) => ({
  info: { id: `msg_${t}`, sessionID: 'ses_1', role, time: { created: t++ }, ...(role === 'assistant' ? { parentID: 'msg_0', modelID: 'claude-opus-4-6', providerID: 'anthropic', mode: 'build', agent: 'build', path: { cwd: '/repo', root: '/repo' }, cost: 0, tokens: { input: 1, output: 1, reasoning: 0, cache: { read: 0, write: 0 } } } : { agent: 'build', model: { providerID: 'anthropic', modelID: 'claude-opus-4-6' } }), ...extra },
  parts: parts.map((p, i) => ({ id: `prt_${t}_${i}`, sessionID: 'ses_1', messageID: `msg_${t}`, ...(p as object) })),
});
const tool = (callID: string, name: string, state: unknown) => ({ type: 'tool', callID, tool: name, state });

export const OPENCODE_FIXTURE = {
  info: { id: 'ses_1', slug: 'quick-panda', projectID: 'p', directory: '/repo', title: 'Sortable list', version: '1.3.13', time: { created: t, updated: t + 100 } },
  messages: [
    msg('user', [{ type: 'text', text: TASK }, { type: 'file', mime: 'text/plain', filename: 'list.ts', url: 'file:///repo/list.ts' }]),
    msg('assistant', [
      { type: 'step-start' },
      { type: 'reasoning', text: 'hmm', time: { start: 1 } },
      { type: 'text', text: 'Sorting in SQL was rejected: the list is built in memory. I will sort in listSessions().' },
      tool('c1', 'edit', { status: 'completed', input: { filePath: '/repo/src/list.ts', oldString: 'a', newString: 'b' }, output: 'Edit applied successfully.', title: 'src/list.ts', metadata: {}, time: { start: 1, end: 2 } }),
      tool('c2', 'bash', { status: 'completed', input: { command: 'bun test list', description: 'Run tests' }, output: '1 fail\nexpected [b, a]', title: 'Run tests', metadata: { output: '1 fail', exit: 1, description: 'Run tests' }, time: { start: 2, end: 3 } }),
      tool('c3', 'todowrite', { status: 'completed', input: { todos: [{ id: '1', content: 'Add sort option', status: 'completed', priority: 'high' }, { id: '2', content: 'Fix test', status: 'in_progress', priority: 'high' }, { id: '3', content: 'Update docs', status: 'pending', priority: 'low' }] }, output: '[]', title: '', metadata: {}, time: { start: 3, end: 4 } }),
      tool('c4', 'read', { status: 'error', input: { filePath: '/repo/missing.ts' }, error: 'File not found', time: { start: 4, end: 5 } }),
      { type: 'step-finish', reason: 'tool-calls', cost: 0, tokens: {} },
    ]),
    msg('user', [{ type: 'compaction', auto: true }]),
    msg('assistant', [{ type: 'text', text: '## Goal\nSortable session list\n## Accomplished\nsort option added; one test fails' }], { summary: true, mode: 'compaction', agent: 'compaction' }),
    msg('user', [{ type: 'text', text: 'Continue if you have next steps', synthetic: true }]),
    msg('assistant', [{ type: 'text', text: 'Stopping here.' }], { error: { name: 'MessageAbortedError', data: { message: 'The operation was aborted.' } } }),
    msg('user', [{ type: 'text', text: LATEST }, { type: 'text', text: 'ignored note', ignored: true }]),
    msg('assistant', [tool('c5', 'write', { status: 'completed', input: { filePath: '/repo/docs/sorting.md', content: '# Sorting' }, output: 'ok', metadata: {}, time: { start: 5, end: 6 } }), { type: 'text', text: 'Should the sort direction be remembered between runs?' }]),
  ],
};

describe('opencode adapter', () => {
  it('extracts the planted facts from an export document', async () => {
    const s = await streamTranscript(bufferSource(JSON.stringify(OPENCODE_FIXTURE, null, 2), 333));
    expect(s.format).toBe('opencode-export');
    const events: TranscriptEvent[] = [];
    for await (const e of s.events) events.push(e);
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual([TASK, LATEST]);
    expect(ofKind(events, 'assistant_text').some((a) => a.text.includes('rejected'))).toBe(true);
    expect(ofKind(events, 'file_edit').flatMap((e) => e.paths)).toEqual(['/repo/src/list.ts', '/repo/docs/sorting.md']);
    expect(resultOfShell(events, /bun test/)).toMatchObject({ isError: true, exitCode: 1 });
    expect(ofKind(events, 'todo_update')[0]?.todos.filter((x) => x.status !== 'completed').map((x) => x.text)).toEqual(['Fix test', 'Update docs']);
    expect(ofKind(events, 'tool_result').find((r) => r.callId === 'c4')).toMatchObject({ isError: true, output: 'File not found' });
    expect(ofKind(events, 'compaction')[0]?.summary).toContain('one test fails');
    expect(ofKind(events, 'interruption')).toHaveLength(1);
    expect(ofKind(events, 'assistant_text').at(-1)?.text).toMatch(/remembered between runs\?$/);
    expect(ofKind(events, 'compaction')[0]?.line).toBe(3);
    expect(await s.firstPrompt()).toMatchObject({ text: TASK, line: 0 });
  });

  it('ends the turn where the model stopped by itself (finish "stop"), not where it stopped to call tools', async () => {
    const doc = {
      ...OPENCODE_FIXTURE,
      messages: [
        msg('user', [{ type: 'text', text: TASK }]),
        msg('assistant', [tool('c1', 'bash', { status: 'completed', input: { command: 'bun test' }, output: 'ok', metadata: { exit: 0 } }), { type: 'step-finish', reason: 'tool-calls' }], { finish: 'tool-calls' }),
        msg('assistant', [{ type: 'text', text: 'The list sorts by date now; tests pass.' }, { type: 'step-finish', reason: 'stop' }], { finish: 'stop' }),
      ],
    };
    const s = await streamTranscript(bufferSource(JSON.stringify(doc)));
    const kinds: string[] = [];
    for await (const e of s.events) kinds.push(`${e.line}:${e.kind}`);
    expect(kinds.filter((k) => k.endsWith('turn_end'))).toEqual(['2:turn_end']);
    expect(kinds.at(-2)).toBe('2:assistant_text');
  });

  it('names the session that spawned a sub-session (info.parentID), and none for a session a user started', async () => {
    const child = { ...OPENCODE_FIXTURE, info: { ...OPENCODE_FIXTURE.info, id: 'ses_2', parentID: 'ses_1' } };
    for (const [doc, parent] of [[child, 'ses_1'], [OPENCODE_FIXTURE, undefined]] as const) {
      const s = await streamTranscript(bufferSource(JSON.stringify(doc)));
      for await (const _ of s.events);
      expect(s.stats.spawnedBy).toBe(parent);
    }
  });

  it('from the last compaction: the summary first, then the rest', async () => {
    const s = await streamTranscript(bufferSource(JSON.stringify(OPENCODE_FIXTURE)), { fromLastCompaction: true });
    const events: TranscriptEvent[] = [];
    for await (const e of s.events) events.push(e);
    expect(events[0]?.kind).toBe('compaction');
    expect(ofKind(events, 'user_prompt').map((p) => p.text)).toEqual([LATEST]);
    expect((await s.firstPrompt())?.text).toBe(TASK);
  });
});
