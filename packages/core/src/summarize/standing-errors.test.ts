import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'codex' });
  for (const e of events) b.add(e);
  return b.build();
}

/** Codex's unified exec frames every command's output with these lines; the command's own output follows `Output:`. */
const framed = (code: number, body: string): string => `Chunk ID: e3b53e\nWall time: 0.0000 seconds\nProcess exited with code ${code}\nOriginal token count: 0\nOutput:\n${body}`;

describe('failures that stand at the end', () => {
  it('a search that found nothing is an answer, also behind a quoted pattern holding `|` and the agent\'s output frame', () => {
    const search = `rg -n 'git blame --porcelain -L <start>,<end>|grep -n -F -- "<snippet line>" <path>|# Wat' skills/what-happened/SKILL.md README.md`;
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'check that the old wording is gone' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: search },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a command that is no search still fails silently, and its frame is not taken for the telling line', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'deploy it' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: "./deploy.sh --env 'staging|eu'" },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.decisiveLine ?? '').not.toMatch(/Output:|Chunk ID|Wall time/);
  });
});
