import { describe, expect, it } from 'vitest';
import { buildBudgetAfterStdin, hookBuildDeadlineMs, HOOK_BUILD_ENV } from './hook-budget.js';
import { DEFAULT_BUILD_DEADLINE_MS } from './run-hook.js';

describe('hookBuildDeadlineMs', () => {
  it('is 1.2 s unless HAND_OFF_SESSION_HOOK_BUILD_MS says otherwise', () => {
    expect(DEFAULT_BUILD_DEADLINE_MS).toBe(1200);
    expect(hookBuildDeadlineMs({})).toBe(1200);
    expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: '' })).toBe(1200);
  });

  it('takes a whole number of milliseconds from 100 to 9000', () => {
    expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: '8000' })).toBe(8000);
    expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: ' 300 ' })).toBe(300);
    expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: '100' })).toBe(100);
    expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: '9000' })).toBe(9000);
  });

  it('falls back to the default for anything else, so a hook never fails over its own setting', () => {
    for (const bad of ['99', '9001', '1.5', '-300', '2s', 'abc', '1e4', '0']) {
      expect(hookBuildDeadlineMs({ [HOOK_BUILD_ENV]: bad }), bad).toBe(1200);
    }
  });
});

describe('buildBudgetAfterStdin', () => {
  it('leaves the budget whole while the client sent within the grace', () => {
    expect(buildBudgetAfterStdin(1200, 15)).toBe(1200);
    expect(buildBudgetAfterStdin(1200, 400)).toBe(1200);
  });

  it('takes a slow client’s wait past the grace out of the build, never below 100 ms', () => {
    expect(buildBudgetAfterStdin(1200, 900)).toBe(700);
    expect(buildBudgetAfterStdin(1200, 1000)).toBe(600);
    expect(buildBudgetAfterStdin(300, 1000)).toBe(100);
  });
});
