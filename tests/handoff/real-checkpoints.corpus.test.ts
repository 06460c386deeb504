// Issue 12's hard goals on the held-out real checkpoints (ids 8–f of entireio-cli__entire-checkpoints-v1__2026-02__more),
// judged against expectations written by hand from their transcripts (real-checkpoints/expectations.json; rules in
// real-checkpoints/score.mjs). Runs the BUILT CLI as a user would. The same judge prints the table by hand:
// `node tests/handoff/real-checkpoints/judge.mjs`.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { corpusDir } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';
import { buildRepo, cliEnv, collect, loadExpectations } from './real-checkpoints/harness.mjs';
import { FIELDS, formatTable, scoreCheckpoint, summarize } from './real-checkpoints/score.mjs';

interface Verdict {
  verdict: 'correct' | 'partly' | 'wrong' | 'missing';
  reason: string;
}
interface Result {
  id: string;
  fields: Record<string, Verdict>;
}
interface Expectation {
  id: string;
  path: string;
}

const HELD_OUT = /^[89a-f]/;
const expectations = loadExpectations() as { folder: string; checkpoints: Expectation[] };
const results = new Map<string, Result>();
let fx: GitFixture;

describe('handoffs of real checkpoints nobody tuned to (issue 12)', () => {
  beforeAll(() => {
    fx = buildRepo(GitFixture, corpusDir(...expectations.folder.split('/'))) as GitFixture;
  });
  afterAll(() => {
    if (fx) rmSync(fx.root, { recursive: true, force: true });
  });

  it('covers at least 15 of the held-out checkpoints, and only held-out ones', () => {
    const ids = expectations.checkpoints.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(ids.filter((id) => !HELD_OUT.test(id))).toEqual([]);
  });

  for (const exp of expectations.checkpoints) {
    it(`${exp.id} (${exp.path}): right instruction, no resolved failure, no garbage decision, nothing forbidden, one screen`, () => {
      const out = collect(exp.id, fx.dir, (args: string[]) => runCli(args, { env: cliEnv(fx) }));
      const result = scoreCheckpoint(exp, out) as Result;
      results.set(exp.id, result);
      const f = result.fields as Record<string, Verdict>;
      const hard = {
        answered: out.failure ?? 'ok',
        latestInstruction: f.latestInstruction?.verdict === 'wrong' || f.latestInstruction?.verdict === 'missing' ? f.latestInstruction.reason : 'ok',
        errors: /resolved failure|not a failure standing/.test(f.errors?.reason ?? '') ? f.errors?.reason : 'ok',
        decisions: (f.decisions?.reason ?? '').startsWith('garbage') ? f.decisions?.reason : 'ok',
        mustNotContain: f.mustNotContain?.verdict === 'correct' ? 'ok' : f.mustNotContain?.reason,
        oneScreen: f.oneScreen?.verdict === 'correct' ? 'ok' : f.oneScreen?.reason,
      };
      expect(hard).toEqual({ answered: 'ok', latestInstruction: 'ok', errors: 'ok', decisions: 'ok', mustNotContain: 'ok', oneScreen: 'ok' });
    });
  }

  // Issue 12's goal is 95%. Measured 95.5% (189 of 198) when this floor was set (94.4%, then 94.9%, before every
  // session's edits and decisions were carried into a merged checkpoint): what is left is mostly decisions phrased as
  // questions the agent then acted on, and files Entire lists that a rejected edit before the compaction never changed.
  // The floor catches a regression.
  it('gets at least the 95% goal of the verified facts right over the held-out set', () => {
    const all = expectations.checkpoints.map((c) => results.get(c.id) ?? { id: c.id, fields: Object.fromEntries((FIELDS as string[]).map((k) => [k, { verdict: 'missing', reason: 'not run' }])) });
    const summary = summarize(all) as { shareRight: number; failures: string[] };
    const report = `${formatTable(summary)}\n${summary.failures.join('\n')}`;
    expect(summary.shareRight, report).toBeGreaterThanOrEqual(0.95);
  });
});
