// A "Correction: …" prompt reverses a rule of an earlier prompt: the corrected rule is the user's decision (issue 12).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { correctedInstruction } from './corrected-instructions.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const FIRST =
  'Rework resolveState so the states are checked in the order of the switch statement. Do not assume any order in the slice. One exception: if a host is drained AND offline, report it as drained.';

describe('a prompt the user labels a correction', () => {
  it('is the user decision that replaces the earlier rule, whatever came after it', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 6, text: FIRST },
      { kind: 'assistant_text', line: 12, text: 'Updated `resolveState` in `internal/hosts/state.go`: drained and offline hosts now report drained.' },
      { kind: 'user_prompt', line: 20, text: 'Correction: If a host is drained + offline then report it as offline' },
      { kind: 'assistant_text', line: 24, text: 'Changed the exception: a drained and offline host now reports offline.' },
      { kind: 'user_prompt', line: 29, text: 'Now skip the health update for offline hosts in both the REST and the queue handler' },
    ]);
    expect(got).toContain('The user corrected an earlier instruction: "If a host is drained + offline then report it as offline"');
  });

  it('quotes a long correction by its first sentence, and the first paragraph only', () => {
    const long = `Correction — the retry limit is per host, not per cluster. ${'Each host keeps its own counter and the cluster total is only logged. '.repeat(4)}\n\nAlso bump the version.`;
    expect(correctedInstruction(long)?.text).toBe('The user corrected an earlier instruction: "the retry limit is per host, not per cluster."');
  });

  it('is nothing for a question, for the word inside a sentence, or as the first prompt', () => {
    expect(correctedInstruction('Correction: should drained hosts report offline instead?')).toBeNull();
    expect(correctedInstruction('The correction you made to the retry loop looks fine, commit it')).toBeNull();
    expect(decisions([{ kind: 'user_prompt', line: 1, text: 'Correction: the release notes must list the 1.5.3 fixes first' }])).toEqual([]);
  });
});
