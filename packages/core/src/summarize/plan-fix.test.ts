// The fix an approved plan sets down under its own heading, after the root cause it found. Fixtures are made up,
// shaped like the plans Claude Code's plan mode hands to the session that carries them out.
import { describe, expect, it } from 'vitest';
import { planDecisions } from './design-choices.js';

const plan = (fix: string[], cause = true): string =>
  [
    'Implement the following plan:',
    '',
    '# Fix: Subscriber blocks Start() during startup',
    '',
    '## Context',
    '',
    'The server never finishes starting when queue subscriptions are configured.',
    '',
    ...(cause ? ['## Root Cause', '', '`Subscribe` waits on its workers, and `Start()` calls it synchronously, so `Start()` never returns.', ''] : []),
    '## Fix',
    '',
    ...fix,
    '',
    '## Verification',
    '',
    '1. `go build ./...`',
  ].join('\n');

describe("the fix an approved plan sets down for its root cause", () => {
  it('takes the fix said before its code, and what it does said after', () => {
    const d = planDecisions(
      plan([
        '**File:** `pkg/queue/server.go` — wrap the `Subscribe` call in `wg.Go()`:',
        '',
        '```go',
        'wg.Go(func() { _ = Subscribe(ctx) })',
        '```',
        '',
        'This runs `Subscribe` as a background goroutine tracked by the caller\'s WaitGroup, so `Start()` returns at once.',
      ]),
    );
    expect(d.map((x) => x.text)).toEqual([
      "The plan's fix: wrap the `Subscribe` call in `wg.Go()` — This runs `Subscribe` as a background goroutine tracked by the caller's WaitGroup, so `Start()` returns at once.",
    ]);
  });

  it('names the way the fix turns down', () => {
    const d = planDecisions(plan(['Move the `Flush()` out of `WriteBatch` and into the caller, flushing **once per host** instead of once per batch file. This keeps the row groups under the limit.']));
    expect(d[0]?.text).toContain('flushing once per host instead of once per batch file');
    expect(d[0]?.rejected[0]?.option).toBe('once per batch file');
  });

  it('reads nothing when no diagnosis stands before the fix, or outside an approved plan', () => {
    expect(planDecisions(plan(['Move the `Flush()` into the caller, once per host.'], false))).toEqual([]);
    expect(planDecisions(plan(['Move the `Flush()` into the caller, once per host.']).replace('Implement the following plan:', 'Here is a plan:'))).toEqual([]);
  });
});
