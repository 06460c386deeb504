/**
 * The task when the request that led to the last work is a short follow-up: an order on items of what was said before
 * ("fix all", "can you fix option 1"), or a label for a pasted screenshot ("For error on github action deploy:").
 */
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { pointsBack } from './task-prompt.js';

const CWD = '/home/kai/src/prompt-engine';

function task(events: TranscriptEvent[]): string | undefined {
  const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: CWD });
  for (const e of events) b.add(e);
  return b.build().task?.text;
}

let n = 100;
const edit = (file: string): TranscriptEvent[] => {
  const id = `e${++n}`;
  return [
    { kind: 'file_edit', line: n, callId: id, tool: 'Edit', paths: [`${CWD}/${file}`] },
    { kind: 'tool_result', line: n, callId: id, isError: false, output: 'The file has been updated successfully.' },
  ];
};

describe('an order on items of what was said before', () => {
  it('points back, like an order on "it" or "them"', () => {
    for (const p of ['fix all', 'do both', 'can you fix option 1', 'implement items 2 and 3', 'fix the first one']) expect(pointsBack(p)).toBe(true);
    for (const p of ['fix all lint warnings in src/render', 'add option 1 to the config schema']) expect(pointsBack(p)).toBe(false);
    // A greeting or thanks to everyone names no item: only an order verb points back at the list.
    for (const p of ['hi all', 'thanks all', 'hello everyone', 'cheers both']) expect(pointsBack(p)).toBe(false);
  });

  it('carries on the task the findings came from, with the findings it takes up', () => {
    const t = task([
      { kind: 'user_prompt', line: 1, text: 'The shell prompt got slow after the streaming change: rendering takes 300 ms per Enter. Find the regression.' },
      { kind: 'assistant_text', line: 2, text: 'Found it: the parent colour stack grows on every render and is never reset.' },
      ...edit('src/terminal/writer.go'),
      { kind: 'user_prompt', line: 10, text: 'and why is the gradient theme still lagging?' },
      { kind: 'assistant_text', line: 11, text: 'Two causes: (1) the daemon reader drains stdout one byte at a time; (2) the filler resets the background colour. Both are fixable in omp.ps1 and segments.go.' },
      { kind: 'user_prompt', line: 12, text: 'fix all' },
      ...edit('src/shell/scripts/omp.ps1'),
      ...edit('src/prompt/segments.go'),
      { kind: 'assistant_text', line: 20, text: 'Both fixed: chunked reads in omp.ps1, and the filler keeps the block colour.' },
    ]);
    expect(t).toMatch(/^Carrying on "The shell prompt got slow after the streaming change/);
    expect(t).toContain('fix all');
  });
});

describe('a label for a pasted screenshot', () => {
  const before: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 1, text: 'The radiation readings are stored in CPM but the reply shows them as CPS. Can you correct that?' },
    ...edit('go/cmd/mcp-server/tool_latest.go'),
    { kind: 'assistant_text', line: 5, text: 'Fixed: readings are reported in CPM now. Would you like me to also update the tool descriptions?' },
  ];

  it('is the request its turn worked on, told by the agent\'s reading of the image', () => {
    const t = task([
      ...before,
      { kind: 'user_prompt', line: 6, text: 'For error on github action deploy:', images: ['[image]'] },
      { kind: 'assistant_text', line: 7, text: 'The deploy fails on the health check: the service answers HTTP 503 right after the restart. Let me give it time to start.' },
      ...edit('.github/workflows/deploy.yml'),
      { kind: 'assistant_text', line: 9, text: 'The workflow now waits 10 s and retries the health check 5 times.' },
    ]);
    expect(t).toContain('For error on github action deploy:');
    expect(t).toContain('health check');
  });

  it('is not taken for an answer to the question before it', () => {
    const t = task([
      ...before,
      { kind: 'user_prompt', line: 6, text: 'Can we fix this?', images: ['[image]'] },
      { kind: 'assistant_text', line: 7, text: "Yes, the monthly stats query mixes SQL dialects: DuckDB cannot compare an epoch with now() - INTERVAL '1 year'." },
      ...edit('go/cmd/mcp-server/tool_analytics.go'),
    ]);
    expect(t).toContain('monthly stats query');
  });

  it('without an image, a bare label is no request of its own', () => {
    const t = task([...before, { kind: 'user_prompt', line: 6, text: 'For error on github action deploy:' }, ...edit('.github/workflows/deploy.yml')]);
    expect(t).toBe('The radiation readings are stored in CPM but the reply shows them as CPS. Can you correct that?');
  });
});
