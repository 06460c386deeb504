import { describe, expect, it } from 'vitest';
import { causeRemovals } from './cause-removals.js';

describe('causeRemovals', () => {
  it('keeps the step that removes the cause of the error the user hit, even said in an aside', () => {
    const text =
      'Now the dashboard and bookmark components. First, let me refactor the delete/toggle actions to take plain args (cleaner for client `onClick`, and eliminates the native `<form>` submissions causing your sandbox errors).';
    expect(causeRemovals(text).map((d) => d.text)).toEqual([
      'First, let me refactor the delete/toggle actions to take plain args (cleaner for client `onClick`, and eliminates the native `<form>` submissions causing your sandbox errors).',
    ]);
    expect(causeRemovals('Now the bookmark row uses client-side `onClick` handlers (no native forms = no sandbox errors).')).toHaveLength(1);
    expect(causeRemovals('Now the bookmark row — client-side `onClick` handlers (no native forms = no sandbox errors), and inline edit:')).toEqual([]);
  });

  it('takes no fix that names no cause, and no question', () => {
    expect(causeRemovals('This eliminates the sandbox errors you saw.')).toEqual([]);
    expect(causeRemovals('I fixed the three lint errors in the parser.')).toEqual([]);
    expect(causeRemovals('Would removing the native forms that are causing the sandbox errors work for you?')).toEqual([]);
  });
});
