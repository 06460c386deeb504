/** Antigravity's transcript_full.jsonl, in the exact step shape Entire's agent/antigravity reads (hand-written fixture). */
import { describe, expect, it } from 'vitest';
import { agentForFormat, agentFromLabel } from '../types/agents.js';
import { detectFormat } from './detect.js';
import { j, ofKind, parseLines, resultOfShell } from './test-support.js';

const TASK = 'Make the flaky upload test deterministic';
const lines = [
  j({
    step_index: 0,
    source: 'USER_EXPLICIT',
    type: 'USER_INPUT',
    status: 'DONE',
    created_at: '2026-09-20T10:00:00Z',
    content: `<USER_REQUEST>\n${TASK}\n</USER_REQUEST>\n<ADDITIONAL_METADATA>\nThe current local time is: 2026-09-20T06:00:00-04:00.\n</ADDITIONAL_METADATA>`,
  }),
  j({ step_index: 1, source: 'SYSTEM', type: 'CONVERSATION_HISTORY', status: 'DONE', created_at: '2026-09-20T10:00:00Z' }),
  j({
    step_index: 2,
    source: 'MODEL',
    type: 'PLANNER_RESPONSE',
    status: 'DONE',
    created_at: '2026-09-20T10:00:02Z',
    thinking: '**Looking at the test**\n\nprivate reasoning',
    tool_calls: [{ name: 'run_command', args: { CommandLine: '"npm test -- upload"', Cwd: '"/home/dev/app"', WaitMsBeforeAsync: '2000', toolAction: '"Running the upload test"' } }],
  }),
  j({
    step_index: 3,
    source: 'MODEL',
    type: 'RUN_COMMAND',
    status: 'ERROR',
    created_at: '2026-09-20T10:00:05Z',
    content: 'Created At: 2026-09-20T10:00:03Z\nCompleted At: 2026-09-20T10:00:05Z\nFAIL test/upload.test.ts > retries on 503',
  }),
  j({ step_index: 4, source: 'MODEL', type: 'PLANNER_RESPONSE', status: 'DONE', created_at: '2026-09-20T10:00:06Z', content: 'The retry uses real timers; I will switch it to fake timers.' }),
];

describe('antigravity adapter', () => {
  it('is detected from its step lines and maps to the antigravity agent', () => {
    expect(detectFormat(lines.join('\n'))).toBe('antigravity-jsonl');
    expect(agentForFormat('antigravity-jsonl')).toBe('antigravity');
    expect(agentFromLabel('Antigravity')).toBe('antigravity');
  });

  it('unwraps <USER_REQUEST>, decodes JSON-encoded arguments, joins results, drops thinking', () => {
    const ev = parseLines('antigravity-jsonl', lines);
    expect(ofKind(ev, 'user_prompt').map((p) => p.text)).toEqual([TASK]);
    expect(ofKind(ev, 'shell').map((s) => s.command)).toEqual(['npm test -- upload']);
    const result = resultOfShell(ev, /upload/);
    expect(result?.isError).toBe(true);
    expect(result?.output).toBe('FAIL test/upload.test.ts > retries on 503');
    expect(ofKind(ev, 'assistant_text').map((a) => a.text)).toEqual(['The retry uses real timers; I will switch it to fake timers.']);
    expect(JSON.stringify(ev)).not.toContain('private reasoning');
  });

  it('reads an empty transcript (a late hook wrote nothing yet) as no events', () => {
    expect(parseLines('antigravity-jsonl', [])).toEqual([]);
    expect(parseLines('antigravity-jsonl', ['', '{"step_index":'])).toEqual([]);
  });
});
