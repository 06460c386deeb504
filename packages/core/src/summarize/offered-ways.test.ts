// Two ways the agent laid out for a step, one of them carried out in a later turn (issue 12).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { waysLaidOut } from './offered-ways.js';

const LAID =
  "The `logs/` directory is in `.entire/.gitignore`, so the log file is excluded from git tracking. To push it, I'd need to either remove `logs/` from the gitignore or force-add the file.\n\nWould you like me to remove `logs/` from the `.gitignore` so the log gets tracked and pushed?";

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const session = (carried: string): TranscriptEvent[] => [
  { kind: 'user_prompt', line: 62, text: 'push to my repo with the entire log' },
  { kind: 'assistant_text', line: 71, text: LAID },
  { kind: 'user_prompt', line: 76, text: 'write a new poem' },
  { kind: 'assistant_text', line: 78, text: '**The Space Between Keys**\n\nBefore the word, a breath —\nthe cursor blinks its patient morse.' },
  { kind: 'user_prompt', line: 84, text: 'commit and push to github with entire log' },
  { kind: 'assistant_text', line: 86, text: carried },
  { kind: 'file_edit', line: 88, callId: 'e1', tool: 'Edit', paths: ['/repo/.entire/.gitignore'], change: 'update' },
  { kind: 'tool_result', line: 92, callId: 'e1', isError: false, output: 'The file /repo/.entire/.gitignore has been updated successfully.' },
];

describe('two ways laid out, one taken later', () => {
  it('reads the two ways of an either … or', () => {
    expect(waysLaidOut(LAID)).toEqual(['remove `logs/` from the gitignore', 'force-add the file']);
    expect(waysLaidOut('The helper either returns the cached value or reads the file again.')).toBeNull();
  });

  it('is the way the agent carries out in a later turn, the other turned down', () => {
    expect(decisions(session('First, let me save the poem to a file and remove `logs/` from the gitignore.'))).toEqual([
      'The agent took one of the two ways it had laid out — remove `logs/` from the gitignore, not force-add the file: "First, let me save the poem to a file and remove `logs/` from the gitignore."',
    ]);
  });

  it('is none when the later words name both ways, or neither', () => {
    expect(decisions(session('Let me remove `logs/` from the gitignore, or force-add the file if that fails.'))).toEqual([]);
    expect(decisions(session('First, let me save the poem to a file.'))).toEqual([]);
  });
});
