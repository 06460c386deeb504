/**
 * A commit or push that never ended: Codex's unified exec answers `Process running with session ID N`, the agent polls
 * it with `write_stdin` and the record stops before any exit code. The commit did not go through as far as the record
 * shows, so the failure stands; a dev server left running, or a commit whose poll reports its exit, is no failure.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/kim/work/signalkit';
const stamp = '2026-06-18T14:40:00.000Z';

function handoff(lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-hung', agent: 'codex', cwd: CWD });
  for (const e of parseLines('codex-rollout', lines)) b.add(e);
  return b.build();
}

const item = (payload: object) => j({ timestamp: stamp, type: 'response_item', payload });
const prompt = (text: string) => [item({ type: 'message', role: 'user', content: [{ type: 'input_text', text }] }), j({ timestamp: stamp, type: 'event_msg', payload: { type: 'user_message', message: text } })];
const say = (text: string) => [item({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase: 'commentary' })];
const exec = (id: string, cmd: string, output: string) => [
  item({ type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd, workdir: CWD, yield_time_ms: 30000 }), call_id: id }),
  item({ type: 'function_call_output', call_id: id, output }),
];
const poll = (id: string, session: number, output: string | null) => [
  item({ type: 'function_call', name: 'write_stdin', arguments: JSON.stringify({ session_id: session, chars: '', yield_time_ms: 30000 }), call_id: id }),
  ...(output === null ? [] : [item({ type: 'function_call_output', call_id: id, output })]),
];
const running = (session: number) => `Chunk ID: d53bbf\nWall time: 30.0016 seconds\nProcess running with session ID ${session}\nOriginal token count: 0\nOutput:\n`;
const staged = [
  ...prompt('commit and push'),
  ...exec('c1', 'git add LICENSE README.md package.json && git status --short', 'Chunk ID: 4dd692\nWall time: 0.0000 seconds\nProcess exited with code 0\nOutput:\nA  LICENSE\nM  README.md\n'),
  ...say('Staging looks right. Committing now.'),
];

describe('a commit still running when the record ends', () => {
  it('a git commit polled twice with no output and no exit stands as a failure', () => {
    const h = handoff([
      ...staged,
      ...exec('c2', 'git diff --cached --check && git commit -m "Add GPLv3 license"', running(31856)),
      ...say('The commit command is still running, likely inside a hook or signing step.'),
      ...poll('p1', 31856, running(31856)),
      ...exec('c3', "ps -o pid,ppid,stat,command | rg 'git|gpg|hook'", 'Chunk ID: 32fa52\nWall time: 0.0000 seconds\nProcess exited with code 1\nOutput:\n'),
      ...poll('p2', 31856, null),
    ]);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.text).toMatch(/git commit -m "Add GPLv3 license"` was still running, with no exit code/);
    expect(h.status).not.toBe('complete');
  });

  it('a commit whose poll reports its exit ended: nothing stands', () => {
    const h = handoff([
      ...staged,
      ...exec('c2', 'git commit -m "Add GPLv3 license"', running(7)),
      ...poll('p1', 7, 'Chunk ID: 1\nWall time: 2.0 seconds\nProcess exited with code 0\nOutput:\n[main 4e1f2a9] Add GPLv3 license\n'),
      ...say('Committed as 4e1f2a9.'),
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a dev server left running at the end is no failure', () => {
    const h = handoff([...prompt('start the dev server'), ...exec('d1', 'npm run dev', running(9).replace('Output:\n', 'Output:\nlistening on :5173\n'))]);
    expect(h.errors).toEqual([]);
  });
});
