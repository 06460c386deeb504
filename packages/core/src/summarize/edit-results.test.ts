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
