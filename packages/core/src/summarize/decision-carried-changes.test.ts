// A compaction summary's "Errors and fixes" tells the work done as well as the ways turned down: a break a change
// caused on the way, fixed by bringing the rest of the code in line, turns no attempt down. Fixtures are made up,
// shaped like real summaries.
import { describe, expect, it } from 'vitest';
import { decisionsFromCompaction } from './compaction.js';

const summary = (...fixes: string[]): string =>
  ['1. Primary Request and Intent:', '   - Add a revset prompt to the rebase view', '', '4. Errors and fixes:', ...fixes.map((f) => `   - ${f}`), '', '5. Problem Solving:', '   - none'].join('\n');

describe('a break a kept change caused on the way', () => {
  it('a temporary compile error from a signature change, resolved by updating it, is no decision', () => {
    const s = summary(
      'Phase 12: `render_footer_hints` signature change (1 arg → 2 args) caused temporary E0061 - resolved by updating the function signature',
      'Phase 12: Expected compile errors from adding the new InputMode variant (missing match arms) - resolved by adding arms in each file',
    );
    expect(decisionsFromCompaction(s)).toEqual([]);
  });

  it('an attempt that broke something and was replaced is still a decision', () => {
    const s = summary(
      'Retry loop: Wrapping the push in a retry loop caused duplicate commits; switched to a single push after the fetch instead of retrying.',
      'Adding the index on `created_at` caused the expected slowdown of bulk inserts; fixed by updating the callers',
    );
    const texts = decisionsFromCompaction(s).map((d) => d.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('switched to a single push');
  });
});
