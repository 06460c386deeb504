// Decisions an approved plan sets down under its approach heading, and options offered as a bold title over their
// description (issue 12).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { planDecisions } from './design-choices.js';
import { HandoffBuilder } from './handoff-builder.js';
import { optionText } from './offered-options.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const plan = (approach: string[]): string =>
  [
    'Implement the following plan:',
    '',
    '# Plan: Add Technical Analysis Indicators to the Ideation Agent',
    '',
    '## Context',
    '',
    'The agent passes raw candles to the model; it must infer trends from prices alone.',
    '',
    ...approach,
    '',
    '## Files to Create/Modify',
    '',
    '| File | Action |',
    '|------|--------|',
    '| `agents/technical.py` | **Create** — indicator calculations |',
  ].join('\n');

describe("the approach an approved plan sets down", () => {
  it('takes the heading and the sentence of its section that turns another way down', () => {
    const d = planDecisions(
      plan([
        '## Approach: Pure Python, No New Dependencies',
        '',
        'The exchange API returns at most 720 candles. At this scale, plain lists are adequate. This avoids adding `pandas`/`numpy` to a project that has only 3 dependencies.',
      ]),
    );
    expect(d.map((x) => x.text)).toEqual([
      "The plan's approach: Pure Python, No New Dependencies — This avoids adding `pandas`/`numpy` to a project that has only 3 dependencies.",
    ]);
  });

  it('reads a heading without a title by its first sentence', () => {
    const d = planDecisions(plan(['### Chosen approach', '', 'Cache the parsed config in memory instead of re-reading the file on every request.']));
    expect(d.map((x) => x.text)).toEqual(["The plan's approach: Cache the parsed config in memory instead of re-reading the file on every request."]);
    expect(d[0]?.rejected[0]?.option).toBe('re-reading the file on every request');
  });

  it('takes a bold approach label', () => {
    const d = planDecisions(plan(['**Approach:** Intercept orders in `main.rs` at the submit handler.', '', 'Instead of sending to the WebSocket, the simulation engine fills orders from the ticker.']));
    expect(d[0]?.text).toContain('Instead of sending to the WebSocket');
  });

  it('takes nothing from an approach that turns no way down', () => {
    expect(planDecisions(plan(['## Approach: TDD — Tests First, Then Fix']))).toEqual([]);
    expect(planDecisions(plan(['## Approach', '', 'Write the parser first, then wire it into the command.']))).toEqual([]);
  });

  it('takes an approach that names no alternative when the context says what the code does now', () => {
    const gated = [
      'Implement the following plan:',
      '',
      '# Plan: Require pair selection before ideation starts',
      '',
      '## Context',
      '',
      'The Ideation Agent runs on a 15-minute timer and analyzes OHLC data for `state.active_pairs`. Currently, if no pairs are selected, `run_periodic` silently returns early — giving no feedback to the operator.',
      '',
      '## Approach',
      '',
      'Use an `asyncio.Event` as a gate so the ideation loop blocks until at least one pair is selected.',
      '',
      '## Changes',
      '',
      '### 1. `agents/multi_agent/state.py` — Add `pairs_ready` event',
    ].join('\n');
    expect(planDecisions(gated)).toEqual([
      {
        text: "The plan's approach: Use an `asyncio.Event` as a gate so the ideation loop blocks until at least one pair is selected.",
        rejected: [{ option: 'what the code does now ("Currently, if no pairs are selected, `run_periodic` silently returns early — giving no feedback to the operator")', reason: null }],
      },
    ]);
    // An aside about something unused says nothing the approach replaces; nor does an approach that orders the work.
    expect(planDecisions(gated.replace(/Currently, if no pairs.*operator\./, 'Cloudflare deployment details (not currently used) are left out.'))).toEqual([]);
    expect(planDecisions(gated.replace(/Use an `asyncio.Event`.*selected\./, 'Write the gate first, then wire it into the loop.'))).toEqual([]);
  });

  it('takes nothing from a plan that was not handed over as approved', () => {
    const draft = plan(['## Approach: Pure Python, No New Dependencies']).replace('Implement the following plan:', 'Here is a draft:');
    expect(planDecisions(draft)).toEqual([]);
  });

  it('shows nothing rather than an approach cut off', () => {
    const long = `## Approach: ${'Parse every record with the streaming reader and keep only the counters '.repeat(6)}instead of buffering.`;
    expect(planDecisions(plan([long]))).toEqual([]);
  });
});

const OFFER = [
  '## Decision: `--color-accent-glow` token format',
  '',
  '**Your options:**',
  '',
  '> **A. Keep as-is — fixed translucent token**',
  '> Document that opacity modifiers are intentionally unsupported for this token.',
  '',
  '> **B. Split into base + usage**',
  '> Replace with the base cyan and use it as `bg-accent-glow/15` at call sites. Full opacity modifier support.',
  '',
  '> **C. Keep rgba but move it out of `@theme`**',
  '',
  'Which do you prefer — **A**, **B**, or **C**?',
].join('\n');

describe('an option offered as a bold title over its description', () => {
  it('is the title and the first sentence of its description', () => {
    expect(optionText(OFFER, 'b')).toBe('Split into base + usage — Replace with the base cyan and use it as bg-accent-glow/15 at call sites.');
  });

  it('is the title alone when no description follows', () => {
    expect(optionText(OFFER, 'c')).toBe('Keep rgba but move it out of @theme');
  });

  it('is the title alone when its description is too long to show whole', () => {
    const long = OFFER.replace('at call sites.', `at call sites ${'and in every component that draws a glow around a card, '.repeat(3)}only.`);
    expect(optionText(long, 'b')).toBe('Split into base + usage');
  });

  it('keeps its description when picked in a series of answers', () => {
    const menu = 'Both reviews are done.\n\n**What would you like to do next?**\n1. Resolve the `rgba()` decision (your call needed)\n2. Apply the patches\n3. Done';
    const d = decisions([
      { kind: 'assistant_text', line: 1, text: menu },
      { kind: 'user_prompt', line: 2, text: '1' },
      { kind: 'assistant_text', line: 3, text: OFFER },
      { kind: 'user_prompt', line: 4, text: 'b' },
    ]);
    expect(d.join('\n')).toContain('"Split into base + usage — Replace with the base cyan and use it as bg-accent-glow/15 at call sites."');
  });
});
