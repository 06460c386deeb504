/**
 * A message the user queued that the record ends before it was given to the agent: the latest instruction, but the
 * status is the work's before it.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/home/jo/posh';
let n = 0;
const base = () => ({ sessionId: 's-q', cwd: CWD, uuid: `u${++n}`, timestamp: `2026-07-15T05:${String(10 + n).padStart(2, '0')}:00.000Z` });
const prompt = (text: string) => j({ ...base(), type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const call = (id: string, name: string, input: unknown) => j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string) => j({ ...base(), type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: false }] } });
const enqueue = (content: string) => j({ ...base(), type: 'queue-operation', operation: 'enqueue', content });

function handoff(lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-q', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build();
}

const finished = [
  prompt('Make the palette tests table-driven.'),
  call('e1', 'Edit', { file_path: `${CWD}/src/color/palette_test.go`, old_string: 'func TestA', new_string: 'func TestTable' }),
  result('e1', 'The file has been updated successfully.'),
  call('b1', 'Bash', { command: 'cd src && go test ./color/... && git commit -am "test: table-driven palette tests"' }),
  result('b1', 'ok  \tgithub.com/jo/posh/src/color\t0.1s\n[next 6442484] test: table-driven palette tests'),
  say('Done: the four template tests are one table-driven test, and the change is committed.'),
];

describe('a message still queued when the record ends', () => {
  it('is the latest instruction; the status is the finished work before it, and a note says it was never sent', () => {
    const h = handoff([...finished, enqueue('what do we change in the instructions so you do this by default?')]);
    expect(h.latestInstruction?.text).toBe('what do we change in the instructions so you do this by default?');
    expect(h.status).toBe('complete');
    expect(h.task?.text).toBe('Make the palette tests table-driven.');
    expect(h.uncertainty.join('\n')).toMatch(/The latest instruction above was still queued when the record ends: the agent never received it/);
    // The queued words are the transcript's: they stay out of a note written in our own voice.
    expect(h.uncertainty.join('\n')).not.toContain('instructions so you do this');
  });

  it('keeps every message queued, in order, not only the last', () => {
    const h = handoff([...finished, enqueue('also run the linter before you commit'), enqueue('and push the branch when done')]);
    expect(h.latestInstruction?.text).toBe('also run the linter before you commit\nand push the branch when done');
  });

  it('once sent and answered, is an ordinary prompt', () => {
    const h = handoff([
      ...finished,
      enqueue('what do we change in the instructions so you do this by default?'),
      j({ ...base(), type: 'queue-operation', operation: 'dequeue' }),
      prompt('what do we change in the instructions so you do this by default?'),
      say('Add a line to AGENTS.md asking for table-driven tests.'),
    ]);
    expect(h.latestInstruction?.text).toBe('what do we change in the instructions so you do this by default?');
    expect(h.uncertainty.join('\n')).not.toMatch(/still queued/);
  });
});
