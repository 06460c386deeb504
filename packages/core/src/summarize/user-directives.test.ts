// Decisions the user states in a later prompt that the handoff used to miss (issue 12, class 7): the answer to the
// agent's either-or question, agreement on a condition, a rule stressed in capitals or restricted to one way, and a
// choice typed with typographic apostrophes. Each is read from records shaped like the real sessions'.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const TASK: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'was there any work done to implement AES-CTR encryption for streamable media files?' };

describe('the user answers the agent’s either-or question by naming one side', () => {
  const asked = [
    'It’s not a tiny task — the `MediaSource` integration and range-request plumbing are non-trivial — but it’s also not a monster like Phase 14.',
    '',
    'Where would you want it in the M2 sequence? It has no dependency on MFA/sharing/versioning, so it could go early (after Phase 12) or late.',
  ].join('\n');

  it('takes the side the answer names, with the question it answers', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 40, text: asked },
      { kind: 'user_prompt', line: 56, text: 'lets get this in quite early, but not top prio. that still remains to be mfa, due to the key stability questions.' },
    ]);
    expect(d).toContain(
      'Asked "Where would you want it in the M2 sequence? It has no dependency on MFA/sharing/versioning, so it could go early (after Phase 12) or late.", the user answered: "lets get this in quite early, but not top prio. that still remains to be mfa, due to the key stability questions."',
    );
  });

  it('reads a side that commits the work to a target', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 40, text: 'Do you want to keep accessibility at best-effort level, or should we commit to WCAG AA as a formal target?' },
      { kind: 'user_prompt', line: 56, text: 'keep accessibility at best-effort level' },
    ]);
    expect(d).toEqual([
      'Asked "Do you want to keep accessibility at best-effort level, or should we commit to WCAG AA as a formal target?", the user answered: "keep accessibility at best-effort level"',
    ]);
  });

  it('takes nothing from a reply that asks back, names neither side, or answers an offer of more work', () => {
    const reply = (text: string, offered = asked) => decisions([TASK, { kind: 'assistant_text', line: 40, text: offered }, { kind: 'user_prompt', line: 56, text }]);
    expect(reply('early? what would that cost us')).toEqual([]);
    expect(reply('let me think about the roadmap first')).toEqual([]);
    expect(reply('keep going with the tests', 'Done. Want me to commit this now, or keep going with the tests?')).toEqual([]);
    expect(reply('I am happy', "What do you think? Any changes you'd like to make, or are we happy with this?")).toEqual([]);
    expect(reply('Create a plan and implementation according to our guidelines.', 'Want me plan implementation, or analysis enough for now?')).toEqual([]);
    expect(reply('yeah i like that commit and push', 'Done. Want to preview it in the browser, or commit and push?')).toEqual([]);
    expect(reply('lets play it', 'Want to lock the onboarding copy next, or play this first?')).toEqual([]);
    expect(reply('thats correct', "Is there anything I'm missing or that needs correcting before I put together the approaches?")).toEqual([]);
    expect(reply('can claude do adversarial review', 'Ready for your review of the updated spec, or want to proceed to implementation planning?')).toEqual([]);
    expect(reply('works for me', 'I set the stale threshold to 30s. Does that work for you, or do you have a different preference?')).toEqual([]);
  });
});

describe('the user agrees on a condition that shapes the work', () => {
  it('is the user’s decision', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 30, text: 'I can write the Phase 6 agent prompt as a spec in specs/phases/06-toolchain-parity-deploy-runtime.md.' },
      { kind: 'user_prompt', line: 31, text: 'yes but put that in the llm-docs directory' },
    ]);
    expect(d).toContain('yes but put that in the llm-docs directory');
  });

  it('reads approval that restates how the thing behaves', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 30, text: 'Preflight could fail the deploy when `tsc` is missing, or warn and go on.' },
      { kind: 'user_prompt', line: 31, text: 'I like this, tool missing will be a warning and continue to deploy. Set that up right now' },
      { kind: 'user_prompt', line: 40, text: 'okay i like this..i tested it..we can commit and push' },
    ]);
    expect(d).toEqual(['I like this, tool missing will be a warning and continue to deploy. Set that up right now']);
  });

  it('is no decision when the condition only asks', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 30, text: 'Level 1 now ends with a recap card.' },
      { kind: 'user_prompt', line: 31, text: 'okay but what would we do that warrants needing a recap..so far level 1 we just collected 3 items.' },
    ]);
    expect(d).toEqual([]);
  });
});

describe('the user states a rule the work must keep', () => {
  it('reads a word stressed in capitals in the user’s own prose', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 10, text: 'Reviews currently read the whole deployed source.' },
      {
        kind: 'user_prompt',
        line: 11,
        text: 'Yes make it so that the are ALWAYS diff-based by default. There are also other options we should have, just like OpenCode does.',
      },
    ]);
    expect(d).toContain('Yes make it so that the are ALWAYS diff-based by default.');
  });

  it('reads a restriction to one way', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 80, text: 'Committed as `0b03276` — all tests pass, lint and typecheck clean.' },
      {
        kind: 'user_prompt',
        line: 82,
        text: 'I think we musr also update @prompts/skill-creation.md to simplify it. Let\'s only build the main "SKILL.md" to avoid too many other references, assets and scripts for now',
      },
    ]);
    expect(d).toContain('Let\'s only build the main "SKILL.md" to avoid too many other references, assets and scripts for now');
  });

  it('reads a go-ahead narrowed to one part of what was found', () => {
    const said = [
      'Proceed with the URL security fixes only.',
      '',
      '1. Implement stricter URL validation so values such as:',
      '',
      '   * abc',
      '   * https://abc',
      '',
      '   are rejected.',
      '',
      '2. Add the database-level URL protocol constraint to prevent javascript:, data:, file:, and similar unsafe schemes from being stored.',
      '',
      'Do not perform any large refactors, RLS changes, authentication changes, or dashboard architecture changes. We are in stabilization and QA mode.',
    ].join('\n');
    const audit = 'The audit found three areas: URL validation is too loose, the RLS policies OR together, and the inspector auto-save fires on every keystroke.';
    const d = decisions([TASK, { kind: 'assistant_text', line: 120, text: audit }, { kind: 'user_prompt', line: 129, text: said }]);
    expect(d).toContain('Proceed with the URL security fixes only.');
    // Going on with all of it narrows nothing.
    expect(decisions([TASK, { kind: 'assistant_text', line: 120, text: audit }, { kind: 'user_prompt', line: 129, text: 'Proceed with the fixes.' }])).toEqual([]);
  });

  it('reads a rule the user holds the agent to again', () => {
    const said = "its shit , i told you not to make this long and it should like we don't need confirm password and it looks , it should fit in 100% viewport";
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 120, text: 'I rebuilt the sign-up page with a confirm password field and a taller card.' },
      { kind: 'user_prompt', line: 123, text: said },
    ]);
    expect(d).toContain(said);
  });

  it('takes no capitals from a report of what the user sees', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 10, text: 'The layout fix is in.' },
      { kind: 'user_prompt', line: 11, text: 'I ONLY see the overflow on mobile now, the desktop layout is fine.' },
    ]);
    expect(d).toEqual([]);
  });

  it('takes no capitals from a pasted report', () => {
    const report = '## SUMMARY OF GAPS\n\n1. **Custom metrics NOT being used** — the metrics are defined but NEVER incremented in route handlers';
    expect(decisions([TASK, { kind: 'assistant_text', line: 10, text: 'Here is the audit.' }, { kind: 'user_prompt', line: 11, text: report }])).toEqual([]);
  });
});

describe('the user chooses with typographic apostrophes', () => {
  it('reads "Let’s go with …" as "Let\'s go with …"', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 60, text: 'Two ways to get pnpm into the sandbox: bake it into the image, or a toolchain bootstrap runner at deploy time.' },
      {
        kind: 'user_prompt',
        line: 61,
        text: 'Let’s go with the toolchain bootstrap runner. Can yuou look up the cloudflare docs to see if they have anything out of the box that support this?',
      },
    ]);
    expect(d.some((x) => x.includes("Let's go with the toolchain bootstrap runner."))).toBe(true);
  });

  it('still takes no decision from a turn held back', () => {
    const d = decisions([
      TASK,
      { kind: 'assistant_text', line: 60, text: 'The budget check reads `tokenBudget` from the review config.' },
      { kind: 'user_prompt', line: 61, text: 'Don’t do anything, I just want to ask.' },
    ]);
    expect(d).toEqual([]);
  });
});

describe('answers numbered in turn to numbered questions', () => {
  const offered = [
    'From the brainstorming session I can already infer a lot.',
    '',
    "1. **Who's the primary user?** Solo developer checking their own metrics, or a team lead viewing the whole team?",
    "2. **Scope of v1:** One developer's checkpoints (this repo) as a demo, or designed to be configurable for any GitHub repo from day one?",
    '3. **Any plans to make this a SaaS / hosted product** eventually, or is this strictly a local/self-hosted tool?',
  ].join('\n');
  const answering = (reply: string, asked = offered): string[] =>
    decisions([TASK, { kind: 'assistant_text', line: 40, text: asked }, { kind: 'user_prompt', line: 56, text: reply }]);

  it('reads the reply as answers to the points, not as a side taken in the first question', () => {
    const reply = '1) It is just investigation project to show to my team as demonstration \n2)For now it is okey to have static repository, later I am going to move it and build with GitLab \n3)No, it is just demostration';
    expect(answering(reply)).toEqual([]);
  });

  it('still reads a side named in an answer to a single question', () => {
    const one = answering('a team lead view for the whole team', offered.split('\n').slice(0, 3).join('\n'));
    expect(one).toHaveLength(1);
    expect(one[0]).toContain('the user answered: "a team lead view for the whole team"');
  });
});
