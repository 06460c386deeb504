import { describe, expect, it } from 'vitest';
import type { Fact } from '../types/handoff.js';
import { takeTrusted } from './budget.js';

// The state of a real eleven-session checkpoint: the verified last check first, then Entire's own summary lines.
const source = { sessionId: '4a8198a6-6041-4bd5-8602-ec0fcac22e82', checkpointId: '9103598e5336' };
const check: Fact = { text: 'Last check: `npm test 2>&1` exited 0', verified: true, source: { ...source, line: 100 } };
const entire = (what: string): Fact => ({ text: `Entire's own summary (low trust, not checked against the transcript), ${what}`, verified: false, source });
const state = [
  check,
  entire('intent: Run the implemented AI metrics dashboard application and validate it with Playwright.'),
  entire('open item: No formal Playwright test file was written.'),
  entire('open item: sprint-status.yaml was updated, implying sprint tracking is ongoing.'),
];

describe('the facts a tight budget keeps of a state', () => {
  it('keeps the verified last check before any low-trust summary line', () => {
    expect(takeTrusted(state, 1)).toEqual({ shown: [check], cut: state.slice(1) });
  });

  it('fills the rest with the newest others, in their order', () => {
    expect(takeTrusted(state, 3).shown).toEqual([check, state[2], state[3]]);
    expect(takeTrusted(state, 8).shown).toEqual(state);
    expect(takeTrusted(state, 0).shown).toEqual([]);
  });
});
