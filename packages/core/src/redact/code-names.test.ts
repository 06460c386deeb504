/**
 * Names of code made of capitalised words (a Go test's, a constructor's) that a test run prints or a comment names:
 * their digits and case flips made the value-shape judgement call them a generator's run, and one such name redacted
 * in a prompt was redacted everywhere it stood (a real checkpoint's latest instruction). Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

describe('a name made of capitalised words', () => {
  it('keeps test and function names in test output, comments and prose', () => {
    expectKept([
      '=== RUN   TestE2E_RewindAfterCommit\n=== PAUSE TestE2E_RewindAfterCommit',
      '}\n\n// TestE2E_RewindAfterCommit tests rewinding to a checkpoint',
      'see TestV2_ResolveAfterMerge now',
      'func NewE2EFeatureBranchEnv(t *testing.T, strategy string) *TestEnv2Harness',
    ]);
  });

  it('still redacts a generated run bound the same way', () => {
    const run = fake.alnum(24, 3601);
    expectRedacted(`=== RUN   ${run}`, run);
  });
});
