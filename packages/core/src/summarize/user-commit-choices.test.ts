import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const SPLIT_OFFER =
  "The gallery dates now read in UTC. That was already host-dependent before this change; it just moved by an hour.\n\nWant me to commit? I'd split it four ways — the colour-context fix, the recorder's two trees plus the data file, the tag-name fix, and the date/zone pair — keeping the docs edit with the `Index.String()` change.";

describe('the cut into commits the user sets against the one the assistant proposed', () => {
  it('reads "create one commit" after a proposed four-way split as one commit chosen, the split turned down', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Render a segment the same with or without its writer.' },
      { kind: 'assistant_text', line: 2, text: SPLIT_OFFER },
      { kind: 'user_prompt', line: 3, text: 'create one commit as fix for the data functionality' },
      { kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: 'git add -A && git commit -m "fix(data): render a segment the same with or without its writer"' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: false, output: '[themes-svg 635064ef] fix(data): render a segment the same with or without its writer\n 10 files changed' },
      { kind: 'assistant_text', line: 6, text: 'Committed as `635064ef` — 10 files, working tree clean.' },
    ]);
    expect(got).toEqual([
      "The user chose one commit over the assistant's proposed cut (\"I'd split it four ways — the colour-context fix, the recorder's two trees plus the data file, the tag-name fix, and the date/zone pair — keeping the docs edit with the Index.String() change.\"): \"create one commit as fix for the data functionality\"",
    ]);
  });

  it('reads a plain "commit" after the same proposal as no choice', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Render a segment the same with or without its writer.' },
      { kind: 'assistant_text', line: 2, text: SPLIT_OFFER },
      { kind: 'user_prompt', line: 3, text: 'commit' },
    ]);
    expect(got).toEqual([]);
  });
});
