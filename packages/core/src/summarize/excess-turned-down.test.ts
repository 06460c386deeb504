import { describe, expect, it } from 'vitest';
import { excessTurnedDown } from './excess-turned-down.js';

const PLAN = [
  "Here's what I'd do next, in order:",
  '',
  '1. **Build a load-test rig for the sync API**',
  '   - Replay a day of production traffic against staging.',
  '2. **Add request tracing** so slow handlers show up in the dashboard.',
].join('\n');

describe('an offered approach turned down as too much', () => {
  it('is the user\'s decision, naming what was turned down', () => {
    const d = excessTurnedDown('The load-test rig is a bit too much. We will want it one day, but you are overengineering this early.', PLAN);
    expect(d?.text).toBe('The user turned down load-test rig as too much for now: "The load-test rig is a bit too much."');
    expect(d?.rejected).toEqual([{ option: 'load-test rig', reason: 'too much for now' }]);
    expect(d?.byUser).toBe(true);
  });

  it('reads "overkill" as "too much"', () => {
    expect(excessTurnedDown('The request tracing feels overkill for v1.', PLAN)?.rejected[0]?.option).toBe('request tracing');
  });

  it('turns nothing down when the answered message proposed no such thing', () => {
    expect(excessTurnedDown('The output is too much, just give me the failing test names', 'Ran the suite: 412 tests, 3 failed.\n\nFAIL src/a.test.ts')).toBeNull();
    expect(excessTurnedDown('The load-test rig is too much', null)).toBeNull();
    // A proposing line whose word only starts with the subject's ("rig", "rigorously") proposed no rig.
    expect(excessTurnedDown('The rig is overkill.', 'Before more load, I would rigorously check the retry path.')).toBeNull();
  });

  it('takes a question for no ruling', () => {
    expect(excessTurnedDown('Is the load-test rig too much for this sprint?', PLAN)).toBeNull();
  });
});
