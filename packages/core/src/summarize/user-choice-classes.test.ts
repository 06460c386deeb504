import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { answeredChoices } from './form-answers.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

/** A review workflow's closing menu, quoted and numbered from 0, as BMAD's code review writes it. */
const PATCH_MENU = `Now for the 7 \`patch\` findings:

> **How would you like to handle the 7 \`patch\` findings?**
> 0. **Batch-apply all** — automatically fix every non-controversial patch
> 1. **Fix them automatically** — I will apply fixes now
> 2. **Leave as action items** — they are already in the story file
> 3. **Walk through each** — show details before deciding

**Your choice? (0 / 1 / 2 / 3)**`;

describe('decisions the user takes by the records of the session', () => {
  it('reads "0" as the pick of the first option of a quoted menu numbered from 0', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Run the code review of story 2.3.' },
      { kind: 'assistant_text', line: 2, text: PATCH_MENU },
      { kind: 'user_prompt', line: 3, text: '0' },
      { kind: 'assistant_text', line: 4, text: 'Applying all 7 patches now.' },
    ]);
    expect(got).toEqual(['The user chose "Batch-apply all": automatically fix every non-controversial patch (option 0 of those offered)']);
  });

  it('keeps a dash inside brackets in the label of the option picked', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Run the code review of story 2.3.' },
      { kind: 'assistant_text', line: 2, text: 'D1: AC #6 asks for a double hyphen, the UX spec for an em dash.\n\n1. **Keep em dash (` — `)** — matches dev notes intent and UX spec; current code is correct\n2. **Switch to double hyphen** — follow AC #6 literally\n\nWhich one?' },
      { kind: 'user_prompt', line: 3, text: '1' },
    ]);
    expect(got).toEqual(['The user chose "Keep em dash ( — )": matches dev notes intent and UX spec; current code is correct (option 1 of those offered)']);
  });
});

describe('an approach the user turns down in the prompt that sets the task', () => {
  it('reads the words after the link the prompt opens with', () => {
    const got = decisions([
      {
        kind: 'user_prompt',
        line: 1,
        text: 'https://github.com/JanDeDobbeleer/oh-my-posh/pull/7697 Instead of adding yet another language configuration, add this to the documentation of the generic language segment as Examples. Same for gcc in #7691. Do this change so I can push it.',
      },
      { kind: 'file_edit', line: 2, callId: 'c1', tool: 'Edit', paths: ['/repo/website/docs/segments/languages/language.mdx'], change: 'update' },
      { kind: 'tool_result', line: 3, callId: 'c1', isError: false, output: 'The file has been updated.' },
      { kind: 'assistant_text', line: 4, text: 'Committed on `next`: `6f9c3b6f`. `language.mdx` now has GCC and Odin under `## Examples`.' },
    ]);
    expect(got).toEqual([
      'Instead of adding yet another language configuration, add this to the documentation of the generic language segment as Examples. Same for gcc in #7691. Do this change so I can push it.',
    ]);
  });
});

describe('the assistant\'s list taken minus what the user leaves out', () => {
  const feasibility = `## Easy

**[#7531](https://github.com/JanDeDobbeleer/oh-my-posh/issues/7531) — Cycle detection for segments**
Small and contained.

**[#5442](https://github.com/JanDeDobbeleer/oh-my-posh/issues/5442) — Exclude a segment from the cycle**
A bool field plus a short-circuit.

## Moderate

**[#7427](https://github.com/JanDeDobbeleer/oh-my-posh/issues/7427) — \`repaint_prompt\` for other shells**
Not one change but N: each shell needs its own hook.

## Harder

**[#7572](https://github.com/JanDeDobbeleer/oh-my-posh/issues/7572) — Go templates in palette colors**
Needs a render context threaded through color resolution.

**Recommendation:** #7531 and #5442 are the best starting points.`;

  it('reads the pick in the part of the session before the checkpoint read', () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.addEarlier([
      { kind: 'user_prompt', line: 1, text: 'which of the issues are feasible to solve?' },
      { kind: 'user_prompt', line: 3, text: 'Do that for each of the issues except for 7572 and 7427', offered: feasibility },
    ]);
    b.add({ kind: 'user_prompt', line: 9, text: 'commit each issue separately' });
    expect(b.build().decisions.map((d) => d.text)).toEqual(['The user took every item the assistant listed except 7572, 7427: "Do that for each of the issues except for 7572 and 7427"']);
  });

  it('reads the sentence of the prompt that takes each of the issues, listed under bold heads, except two', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'https://github.com/JanDeDobbeleer/oh-my-posh/issues which of the issues are feasible to solve?' },
      { kind: 'assistant_text', line: 2, text: feasibility },
      { kind: 'user_prompt', line: 3, text: 'Do the analysis using Fable 5 and then follow the same delivery pattern as defined in the skills. Do that for each of the issues except for 7572 and 7427' },
    ]);
    expect(got).toEqual([
      'The user took every item the assistant listed except 7572, 7427: "Do the analysis using Fable 5 and then follow the same delivery pattern as defined in the skills. Do that for each of the issues except for 7572 and 7427"',
    ]);
  });
});

describe('how the work behaves in a case, as the user rules it', () => {
  it('takes the rule of a message typed while the agent worked', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'the user menu shows "User" after a refresh, can you make the backend refresh endpoint return the email?' },
      { kind: 'assistant_text', line: 2, text: 'The refresh endpoint now returns the email and the web app restores it into memory on refresh.' },
      { kind: 'user_prompt', line: 3, text: 'I think for now, if the users email is not available, we should just display `[an0n]`' },
      { kind: 'file_edit', line: 4, callId: 'c1', tool: 'Edit', paths: ['/repo/apps/web/src/components/layout/UserMenu.tsx'], change: 'update' },
      { kind: 'tool_result', line: 5, callId: 'c1', isError: false, output: 'The file has been updated.' },
    ]);
    expect(got).toEqual(['The user ruled: "I think for now, if the users email is not available, we should just display `[an0n]`"']);
  });

  it('takes no rule from the step a result waits on', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Bump the API client to the new schema.' },
      { kind: 'assistant_text', line: 2, text: 'Bumped; the generated types compile.' },
      { kind: 'user_prompt', line: 3, text: 'ok, if the tests pass, we should commit it and open the PR' },
    ]);
    expect(got).toEqual([]);
  });
});

describe('answers typed in the user\'s own words in place of a form\'s options', () => {
  const output =
    'User has answered your questions: "What should happen when the app loads with an expired token?"="Redirect to login", "Can you reproduce this reliably?"="honestly have not been able to reliably repro it. maybe just log something in the debug tasks about this and we can pick it up in future. I have another quick task for now.". You can now continue with the user\'s answers in mind.';
  const form =
    'What should happen when the app loads with an expired token? [Auto-refresh token | Redirect to login] Can you reproduce this reliably? [Yes, every time | Sometimes | Only after sleep]';

  it('takes the work the user sets aside for later as their choice, beside the option they picked', () => {
    expect(answeredChoices(output, form).map((d) => d.text)).toEqual([
      'Asked "What should happen when the app loads with an expired token?", the user chose "Redirect to login"',
      'Asked "Can you reproduce this reliably?", the user answered in their own words: "honestly have not been able to reliably repro it. maybe just log something in the debug tasks about this and we can pick it up in future. I have another quick task for now."',
    ]);
  });

  it('takes nothing from own words that only report', () => {
    const reported = output.replace(/honestly[^"]+/, 'only after the laptop wakes from sleep, I think.');
    expect(answeredChoices(reported, form).map((d) => d.text)).toHaveLength(1);
  });
});
