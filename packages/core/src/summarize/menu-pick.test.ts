import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { pickedItem } from './menu-pick.js';
import type { TranscriptEvent } from '../types/events.js';

/** A /gsd:check-todos answer: the pending todos as a table, then how to pick one. */
const TODOS = [
  '**Pending Todos:**',
  '',
  '| # | Title | Area | Age |',
  '|---|-------|------|-----|',
  '| 1 | Offload large file encryption to Web Worker | ui | 14d ago |',
  '| 2 | Add bring-your-own IPFS node support | api | 7d ago |',
  '| 3 | Fix no-explicit-any warnings in generated API client | tooling | 7d ago |',
  '| 4 | Fix FUSE rename on SMB backend | desktop | 3d ago |',
  '',
  'Reply with a number to view details, or `q` to exit.',
].join('\n');

const edit = (path: string, line: number): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [`/repo/${path}`], change: 'update' },
  { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, output: 'The file has been updated.' },
];
const prompt = (text: string, line: number): TranscriptEvent => ({ kind: 'user_prompt', text, line });
const said = (text: string, line: number): TranscriptEvent => ({ kind: 'assistant_text', text, line });

function handoffOf(events: TranscriptEvent[]): { task?: string; latest?: string } {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
  for (const e of events) b.add(e);
  const h = b.build();
  return { task: h.task?.text, latest: h.latestInstruction?.text };
}

describe('a prompt that picks an item of the list the assistant showed', () => {
  it('stands for the item: by the number it opens with, or one written #4, in a table or a numbered list', () => {
    expect(pickedItem('4 seems like a great one to tackle', TODOS)).toBe('4 seems like a great one to tackle (picked item 4 of the list the assistant showed: Fix FUSE rename on SMB backend)');
    expect(pickedItem('ok can we handle #3 quickly?', TODOS)).toContain('item 3 of the list the assistant showed: Fix no-explicit-any warnings in generated API client');
    expect(pickedItem('2', '1. Rename the flag\n2. Drop the legacy loader\n\nWhich one?')).toContain('item 2 of the list the assistant showed: Drop the legacy loader');
  });

  it('picks nothing the list does not hold, nor by a number that measures something', () => {
    expect(pickedItem('7', TODOS)).toBeNull();
    expect(pickedItem('2.5 seconds is too slow', '1. Cache it\n2. Drop it')).toBeNull();
    expect(pickedItem('10% of the runs fail', TODOS)).toBeNull();
    expect(pickedItem('4', 'Step 4 of the plan is done.')).toBeNull();
    expect(pickedItem('1', null)).toBeNull();
  });

  it('is the task after a bare command that only listed the todos; the latest instruction stays the words typed', () => {
    const h = handoffOf([prompt('/gsd:check-todos', 6), said(TODOS, 14), prompt('4 seems like a great one to tackle', 17), ...edit('.planning/STATE.md', 40)]);
    expect(h.task).toContain('Fix FUSE rename on SMB backend');
    expect(h.latest).toBe('4 seems like a great one to tackle');
  });

  it('is the task after a question answered without a change, when its turn made the edits', () => {
    const h = handoffOf([
      prompt('how do I commit all the latest entire.io checkpoints for this repository?', 18),
      said('Entire captures checkpoints in the background; there is no command to commit them.', 29),
      prompt('/gsd:check-todos', 80),
      said(TODOS, 86),
      prompt('ok can we handle #3 quickly?', 89),
      ...edit('.planning/STATE.md', 130),
    ]);
    expect(h.task).toMatch(/^ok can we handle #3 quickly\? \(picked item 3 of the list the assistant showed: Fix no-explicit-any warnings in generated API client\)/);
  });

  it('is the task after an interrupted pick of the same list; a request of its own that led to no edit is named beside it', () => {
    const interrupted = handoffOf([prompt('ok lets get back to main', 7), said(TODOS, 48), prompt('1', 52), prompt('4', 55), ...edit('apps/desktop/src/fuse/operations.rs', 90)]);
    expect(interrupted.task).toContain('item 4 of the list the assistant showed: Fix FUSE rename on SMB backend');
    const request = 'Fix the most urgent desktop bug on the todo list before the release';
    const h = handoffOf([prompt(request, 7), said(TODOS, 48), prompt('4', 55), ...edit('apps/desktop/src/fuse/operations.rs', 90)]);
    expect(h.task).toBe(`4 (picked item 4 of the list the assistant showed: Fix FUSE rename on SMB backend), after the request "${request}"`);
  });

  it('is the task once its turn changes the repository after work had started, with that work in view: the list came from it', () => {
    const request = 'Fix the flaky upload test in upload.test.ts';
    const h = handoffOf([prompt(request, 7), ...edit('upload.test.ts', 10), said(TODOS, 48), prompt('4', 55), ...edit('apps/desktop/src/fuse/operations.rs', 90)]);
    expect(h.task).toBe(`Carrying on "${request}": 4 (picked item 4 of the list the assistant showed: Fix FUSE rename on SMB backend)`);
    // Before the pick's turn changed anything, the request that did the work stays the task.
    expect(handoffOf([prompt(request, 7), ...edit('upload.test.ts', 10), said(TODOS, 48), prompt('4', 55)]).task).toBe(request);
  });
});
