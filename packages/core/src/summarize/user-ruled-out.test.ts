import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

describe('a thing the user rules out that the report of the turn says is gone', () => {
  it('reads "no boxes" as the user\'s decision once the report says the boxes were removed', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Redesign the sign-up page so it fits the viewport.' },
      { kind: 'assistant_text', line: 2, text: 'I have completely reimagined the layout: ambient glow orbs behind a soft white card, zero scrolling.' },
      { kind: 'user_prompt', line: 3, text: 'no boxes , and the way its presented looks ugly , come on man think of a 40000 dollar signup signin page sytem , like we can feel every step , are you getting me' },
      { kind: 'file_edit', line: 4, callId: 'e1', tool: 'Edit', paths: ['/repo/client/components/auth/signup-form.tsx'], change: 'update' },
      { kind: 'tool_result', line: 5, callId: 'e1', isError: false, output: 'The file has been updated.' },
      {
        kind: 'assistant_text',
        line: 6,
        text: 'I have completely torn down the traditional "form" concept.\n\n1. **Absolutely Zero Boxes:** I removed the card borders, backgrounds, and drop shadows. The inputs now float on the page.',
      },
    ]);
    expect(got).toEqual([
      'The user ruled out boxes ("no boxes , and the way its presented looks ugly , come on man think of a 40000 dollar signup signin page sytem , like we can feel every step , are you getting me"); the assistant: "Absolutely Zero Boxes: I removed the card borders, backgrounds, and drop shadows."',
    ]);
  });

  it('reads "no errors, thanks" as a report, not a rule', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Fix the build.' },
      { kind: 'assistant_text', line: 2, text: 'Fixed the import. Does the build pass for you now?' },
      { kind: 'user_prompt', line: 3, text: 'no errors, thanks' },
      { kind: 'assistant_text', line: 4, text: 'Great — with the import removed there are zero errors left.' },
    ]);
    expect(got).toEqual([]);
  });
});
