import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const GROUPS_CALL = `origin/main already contains through \`97967466\`, so 69 commits are actually mine. Six groups would read as: SVG renderer, terminal capture, studio, CLI export, goldens, website.

- \`tools/svg-png-compare\` is the harness I used on this branch to diff SVG output against the PNG renderer. It's dead weight unless you want to keep it.
- \`64e5a52a docs: remove Windows Store reference\` is yours and unrelated to the redesign. I'd keep it standalone rather than fold it into group 6.

Say which granularity and what to do with the harness, and I'll rebase.`;

const ANSWER = "six groups, drop the compare harness, keep the docs commit standalone. Should we also drop the Golden tests because that's the same as the PNG compare, or am I mistaken?";

describe('the terms the user sets when the assistant calls for them', () => {
  it('reads the terms the next message takes up as the user\'s decision, leaving the question out', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Rework the branch so we only have larger commits based on those groups. Analyse which groups first.' },
      { kind: 'assistant_text', line: 2, text: GROUPS_CALL },
      { kind: 'user_prompt', line: 3, text: ANSWER },
      {
        kind: 'assistant_text',
        line: 4,
        text: "No — the goldens pin ANSI bytes, not PNG images, so they are not the same as the compare harness.\n\nStarting the rebase: six groups, harness dropped, `64e5a52a` standalone.",
      },
    ]);
    expect(got).toEqual([
      'Asked "Say which granularity and what to do with the harness, and I\'ll rebase.", the user set the terms: "six groups, drop the compare harness, keep the docs commit standalone."',
    ]);
  });

  it('reads nothing when the next message does not take the words up', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Rework the branch so we only have larger commits based on those groups. Analyse which groups first.' },
      { kind: 'assistant_text', line: 2, text: GROUPS_CALL },
      { kind: 'user_prompt', line: 3, text: ANSWER },
      { kind: 'assistant_text', line: 4, text: 'Reading the golden test first.' },
    ]);
    expect(got).toEqual([]);
  });
});

describe('an answer to a call for what the user sees sets no terms', () => {
  it('reads no decision from a fact the user reports, even when the next message takes it up', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'its hard to test because I already see the skill in the editor even though ~/.editor/plugins is empty' },
      {
        kind: 'assistant_text',
        line: 2,
        text: 'Something is already registering them.\n\n**1. Find where they come from.** The Skills panel usually shows the source path per skill.\n\nCan you paste the output of step 2 and tell me what the Skills panel shows as the source?',
      },
      { kind: 'user_prompt', line: 3, text: 'I think its coming from my other agent installs like claude code and codex' },
      { kind: 'assistant_text', line: 4, text: 'That makes the test ambiguous: the other agent installs like Claude Code and Codex have their own skill registries, coming from their own plugin folders.' },
    ]);
    expect(got).toEqual([]);
  });

  it('reads no decision from what the user reports after a call to look at the result', () => {
    const said = [
      { kind: 'user_prompt', line: 1, text: 'make the navbar work on phones' },
      { kind: 'assistant_text', line: 2, text: 'The navbar now collapses into a hamburger menu below the `md` breakpoint.\n\nCheck it out and let me know how it looks!' },
      { kind: 'user_prompt', line: 3, text: "well the hamburger icon isn't showing on mobile width" },
      { kind: 'assistant_text', line: 4, text: 'The hamburger icon is hidden on mobile width because the header clips it. Fixing the header overflow.' },
    ] as const;
    expect(decisions([...said])).toEqual([]);
    // The same reply to a call for the user's wish is the user's terms.
    const call = { ...said[1], text: 'The navbar now collapses below the `md` breakpoint.\n\nLet me know how you want the menu icon shown on mobile width.' };
    expect(decisions([said[0], call, { ...said[2], text: 'show the hamburger icon on mobile width, right aligned' }, said[3]])).toEqual([
      'Asked "Let me know how you want the menu icon shown on mobile width.", the user set the terms: "show the hamburger icon on mobile width, right aligned"',
    ]);
  });
});
