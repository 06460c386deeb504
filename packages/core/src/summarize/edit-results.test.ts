import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/michael/Code/cipher-box';

/** A Write and its result, as Entire stores them once it took the file's name for a secret. */
const write = (line: number, path: string, isError = false): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `w${line}`, tool: 'Write', paths: [path], change: 'create' },
  { kind: 'tool_result', line, callId: `w${line}`, isError, output: isError ? 'EACCES: permission denied' : `File created successfully at: ${path}` },
];

function handoff(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', checkpointId: 'c1', agent: 'claude-code', cwd: CWD });
  for (const e of [{ kind: 'user_prompt', line: 1, text: 'write the database evolution protocol doc' } as TranscriptEvent, ...events]) b.add(e);
  return b.build();
}

describe('edits of a file whose name the record redacted', () => {
  it('say the name is gone and never print the placeholder as a file', () => {
    const h = handoff([...write(2, `${CWD}/docs/REDACTED.md`), ...write(3, `${CWD}/docs/PLAN.md`), ...write(4, `${CWD}/.REDACTED.json`, true)]);
    const text = JSON.stringify([h.recentProgress, h.errors, h.filesTouched]);
    expect(text).not.toContain('REDACTED');
    expect(h.recentProgress.map((f) => f.text)).toEqual(expect.arrayContaining(['Created a file whose name the record redacted', 'Created docs/PLAN.md']));
  });
});

describe('a Write whose result says "created" on a file the session had read', () => {
  it('is a change of the file that was there (an empty stub tracked in git, filled in), and a new file stays created', () => {
    const read = (line: number, path: string): TranscriptEvent[] => [
      { kind: 'tool_call', line, callId: `r${line}`, tool: 'Read', summary: path },
      { kind: 'tool_result', line, callId: `r${line}`, isError: false, output: '<system-reminder>Warning: the file exists but is shorter than the provided offset (1). The file has 1 lines.</system-reminder>' },
    ];
    const h = handoff([...read(2, `${CWD}/code/pretrain.py`), ...write(3, `${CWD}/code/pretrain.py`), ...write(4, `${CWD}/code/train_utils.py`)]);
    expect(h.files?.map((f) => [f.path, f.change])).toEqual([
      ['code/pretrain.py', 'modified'],
      ['code/train_utils.py', 'created'],
    ]);
  });
});
