import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'cursor' });
  for (const e of events) b.add(e);
  return b.build();
}

/** What a Cursor user attaches from the terminal: the run, its traceback, the exception it ends on. */
const traceback = (exception: string) =>
  ['❯ python test.py --test_dir ../data/DenseUAV_data/test --mode 1', 'Traceback (most recent call last):', '  File "baseline/test.py", line 117, in <module>', exception].join('\n');
const MISSING = "FileNotFoundError: [Errno 2] No such file or directory: '../data/DenseUAV_data/test/query_satellite'";

const reported: TranscriptEvent[] = [
  { kind: 'user_prompt', line: 43, text: '@terminals/4.txt:95-136 now this traceback', output: traceback("TypeError: load() missing 1 required positional argument: 'Loader'") },
  { kind: 'assistant_text', line: 44, text: 'PyYAML 5.1+ needs a Loader: change `yaml.load(stream)` to `yaml.safe_load(stream)`, then run it again.' },
  { kind: 'user_prompt', line: 45, text: '@terminals/4.txt:138-178 solved that one, now help me set test_dir right', output: traceback(MISSING) },
  { kind: 'assistant_text', line: 46, text: 'The test folder needs four folders: query_satellite, query_drone, gallery_satellite and gallery_drone. Two are missing.' },
];

describe('a failure the user reported, then only asked about', () => {
  it('stands, and the work is not complete, when the prompts since only ask and nothing ran', () => {
    const h = build([
      ...reported,
      { kind: 'user_prompt', line: 47, text: 'where in the codebase does it require the 4 folders?' },
      { kind: 'assistant_text', line: 48, text: 'Lines 117 and 119 of baseline/test.py build one ImageFolder per folder name.' },
    ]);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual([MISSING]);
    expect(h.status).toBe('in_progress');
  });

  it('the newer failure replaces the one the user says is solved', () => {
    const h = build(reported);
    expect(h.errors.map((e) => e.decisiveLine)).toEqual([MISSING]);
  });

  it('is left behind by a prompt that asks for other work, or by a run after it', () => {
    const moved = build([...reported, { kind: 'user_prompt', line: 47, text: 'ok, add a section on the data layout to the README' }, { kind: 'assistant_text', line: 48, text: 'Added it.' }]);
    expect(moved.errors).toEqual([]);
    const ran = build([
      ...reported,
      { kind: 'user_prompt', line: 47, text: 'why is that?' },
      { kind: 'shell', line: 48, callId: 'c1', tool: 'Shell', command: 'ls ../data/DenseUAV_data/test' },
      { kind: 'assistant_text', line: 49, text: 'Only gallery_satellite and query_drone are there.' },
    ]);
    expect(ran.errors).toEqual([]);
  });
});
