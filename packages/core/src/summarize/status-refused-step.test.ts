/**
 * Status when the user turned down the step the agent meant to take next (its plan, its edit) without a word, and the
 * record ends on the agent waiting: nothing the plan was for was done.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/home/ana/src/metrics';
const REFUSED = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

const WORDED = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:";

let n = 0;
const base = () => ({ sessionId: 's-plan', cwd: CWD, uuid: `u${++n}`, timestamp: `2026-03-12T11:${String(10 + n).padStart(2, '0')}:00.000Z` });
const prompt = (text: string) => j({ ...base(), type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const call = (id: string, name: string, input: unknown) => j({ ...base(), type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string, isError = false) =>
  j({ ...base(), type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] } });

function handoff(lines: string[]) {
  const b = new HandoffBuilder({ sessionId: 's-plan', agent: 'claude-code', cwd: CWD });
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build();
}

const PLAN = '# Speed up the per-user stats query\n\n1. Reorder the covering index to (cluster, user, start_time).\n2. Count rows with COUNT(*).';
const planned = [
  prompt('The per-user stats page still times out for the last 30 days. Find out why and fix the query.'),
  call('r1', 'Read', { file_path: `${CWD}/internal/repository/stats.go` }),
  result('r1', '1→package repository'),
  call('w1', 'Write', { file_path: '/home/ana/.claude/plans/stats.md', content: PLAN }),
  result('w1', 'File created successfully at: /home/ana/.claude/plans/stats.md'),
  say('The plan is written: reorder the covering index so SQLite can group straight from it.'),
  call('p1', 'ExitPlanMode', { plan: PLAN }),
];

describe('a step the user turned down without a word', () => {
  it('a refused plan leaves the work waiting on the user, however the reply after it reads', () => {
    const h = handoff([...planned, result('p1', REFUSED, true), say("I'll wait for your feedback on the plan.")]);
    expect(h.status).toBe('blocked');
    expect(h.statusReason).toMatch(/turned down the assistant's plan/);
  });

  it('a refused edit does too', () => {
    const h = handoff([
      prompt('Rename the config key `retention` to `retentionDays` everywhere.'),
      call('e1', 'Edit', { file_path: `${CWD}/config.go`, old_string: 'retention', new_string: 'retentionDays' }),
      result('e1', REFUSED, true),
      say('Understood, I left config.go as it was.'),
    ]);
    expect(h.status).toBe('blocked');
  });

  it('a refusal the user put in words is no wordless turn-down: their words say what comes next', () => {
    for (const words of ['nope', "i'll take it from here"]) {
      const h = handoff([...planned, result('p1', `${WORDED}\n${words}`, true), say('Understood.')]);
      expect(h.status).not.toBe('blocked');
      expect(h.statusReason).not.toMatch(/without a word/);
    }
  });

  it('an approved plan, carried out, is no refusal', () => {
    const h = handoff([
      ...planned,
      result('p1', 'User has approved your plan. You can now start coding.'),
      call('e1', 'Edit', { file_path: `${CWD}/internal/repository/stats.go`, old_string: 'COUNT(job.id)', new_string: 'COUNT(*)' }),
      result('e1', 'The file has been updated successfully.'),
      call('b1', 'Bash', { command: 'go test ./internal/repository/...' }),
      result('b1', 'ok  \tgithub.com/ana/metrics/internal/repository\t1.2s'),
      say('Done: the index is reordered and the count uses COUNT(*); `go test ./internal/repository/...` passes.'),
    ]);
    expect(h.status).toBe('complete');
  });

  it('a refusal the agent went on past (another call after it) no longer decides the status', () => {
    const h = handoff([
      ...planned,
      result('p1', REFUSED, true),
      call('b1', 'Bash', { command: 'go test ./internal/repository/...' }),
      result('b1', 'ok  \tgithub.com/ana/metrics/internal/repository\t1.2s'),
      say('The tests pass as they are.'),
    ]);
    expect(h.status).not.toBe('blocked');
  });
});
