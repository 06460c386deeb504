// The key choice of a plan the user approved in Claude Code's plan mode (issue 12, decisions): the adapter carries the
// plan's text, and the summarizer takes the option it recommends or the sentence that sets its way against another,
// never a heading, a file list, a step that only names an edit, or what the code does wrong today.
import { describe, expect, it } from 'vitest';
import { parseLines } from '../adapters/test-support.js';
import type { TranscriptEvent } from '../types/events.js';
import { approvedPlanChoices } from './design-choices.js';
import { HandoffBuilder } from './handoff-builder.js';
import { planRecommended, statedChoices } from './plan-choices.js';

const OPTIONS_PLAN = [
  '# Fix: Nightly export stalls after the worker-pool change',
  '',
  '## Context',
  '',
  'Commit `4be1c09` ("Bound export concurrency") capped the export pool at two workers. The nightly export of ~9000 tenants',
  'now runs past its 30-minute window, and the scheduler cancels it before the manifest is written.',
  '',
  'Key changes so far:',
  '1. `pool.go` bounds the workers at two',
  '2. `scheduler.go` cancels the run at the window',
  '',
  '## Fix',
  '',
  '**File: `internal/export/scheduler.go`** — give the export the time it needs. Two options:',
  '',
  '### Option A: Raise the window (simple)',
  'Change `30 * time.Minute` to `90 * time.Minute`. Keeps a bound against a hung tenant.',
  '',
  '### Option B: Drop the window, keep per-tenant timeouts (cleaner)',
  '- Let each tenant export run to completion',
  '- Keep the uploader\'s own 2-minute timeout',
  '',
  '**Recommended: Option A** — change `30 * time.Minute` to `90 * time.Minute`. Smallest change, still bounded.',
  '',
  '## Verification',
  '',
  '1. `go test ./internal/export/...`',
  '2. Run the nightly export against staging and confirm the manifest is written',
].join('\n');

const STEP_PLAN = [
  '# Fix: Upload queue overflow during the hourly snapshot',
  '',
  '## Context',
  '',
  'While the hourly snapshot runs (~40 s for 2000 projects), the upload queue fills and 300k+ events are dropped. The',
  'handler currently logs every dropped event at `Warn` instead of counting them.',
  '',
  '## Changes',
  '',
  '### 1. Add a `snapshotRunning` flag (`queue.go`)',
  '',
  'Add `var snapshotRunning atomic.Bool` next to `queueClosed`.',
  '',
  '### 2. Skip queue sends while the snapshot runs (`queue.go:Enqueue`)',
  '',
  'Add an early return `true` (not `false` — the event is already in the in-memory index) when `snapshotRunning.Load()` is set.',
  '',
  '```go',
  '// Instead of blocking, callers see success: the snapshot holds the event.',
  'if snapshotRunning.Load() {',
  '    return true',
  '}',
  '```',
  '',
  '## Verification',
  '',
  '1. `go test ./internal/queue/...` — the queue tests finish instead of timing out',
].join('\n');

describe('the option an approved plan recommends', () => {
  it('names the option taken and the one laid out beside it, not the numbered list before the options', () => {
    const d = planRecommended(OPTIONS_PLAN);
    expect(d?.text).toBe(
      "The plan's choice: Raise the window (simple) (option A), over Drop the window, keep per-tenant timeouts (cleaner) — change `30 * time.Minute` to `90 * time.Minute`. Smallest change, still bounded.",
    );
    expect(d?.rejected).toEqual([{ option: 'Drop the window, keep per-tenant timeouts (cleaner)', reason: null }]);
  });

  it('wins over the fix section that only opens the options', () => {
    expect(approvedPlanChoices(OPTIONS_PLAN).map((d) => d.text)).toEqual([planRecommended(OPTIONS_PLAN)?.text]);
  });

  it('takes the listed form ("- (a) …", "Option (a) is preferred — …")', () => {
    const plan = [
      '### Problem 2: rows held in memory',
      '',
      'Map iteration order is random, so metric names come out unsorted. Two options:',
      '- (a) Sort the metric names first (a small allocation — only the keys), then write in order.',
      '- (b) Buffer the rows of one level and sort that batch.',
      '',
      'Option (a) is preferred — streaming, and the output is sorted.',
    ].join('\n');
    expect(planRecommended(plan)?.text).toBe(
      "The plan's choice: Sort the metric names first (option a), over Buffer the rows of one level and sort that batch — streaming, and the output is sorted.",
    );
  });

  it('is no choice without another option laid out', () => {
    expect(planRecommended('## Fix\n\n**Recommended: Option 1** — patch the vendored copy.')).toBeNull();
  });
});

describe('the sentences of an approved plan that set its way against another', () => {
  it('takes the step whose reason turns a way down, under its step, and not what the code does now or the checks', () => {
    expect(statedChoices(STEP_PLAN).map((d) => d.text)).toEqual([
      "The plan's choice: Skip queue sends while the snapshot runs (`queue.go:Enqueue`): Add an early return `true` (not `false` — the event is already in the in-memory index) when `snapshotRunning.Load()` is set.",
    ]);
    expect(statedChoices(STEP_PLAN)[0]?.rejected).toEqual([{ option: '`false`', reason: null }]);
  });

  it('takes a lead that names the way turned down, and the way the plan says should be', () => {
    const plan = [
      '# Plan: Simplify the snapshot settings',
      '',
      '## Context',
      '',
      'The snapshot interval is always "6h" in practice. Parquet is the more compact format and should be the default instead of CSV.',
      '',
      '## Approach details',
      '',
      '**Decouple compaction from ingestion.** Instead of compacting after every batch, compact dirty segments on a one-minute timer.',
    ].join('\n');
    expect(statedChoices(plan).map((d) => d.text)).toEqual([
      "The plan's choice: Parquet is the more compact format and should be the default instead of CSV.",
      "The plan's choice: Instead of compacting after every batch, compact dirty segments on a one-minute timer.",
    ]);
  });

  it('takes one way of working put in place of another in words, under its step, and no swap of code', () => {
    const plan = [
      '## Changes',
      '',
      '### 3. Stop the indexer and the uploader together, under one deadline',
      '',
      'Replace the sequential indexer + uploader shutdown with concurrent execution, wrapped in an overall 15s deadline:',
      '',
      '```go',
      'wg.Wait()',
      '```',
      '',
      '### 4. Format with gofumpt',
      '',
      'Replace `gofmt -l -w .` with `gofumpt -l -w .` in the `fmt` target:',
    ].join('\n');
    const d = statedChoices(plan);
    expect(d.map((x) => x.text)).toEqual([
      "The plan's choice: Stop the indexer and the uploader together, under one deadline: Replace the sequential indexer + uploader shutdown with concurrent execution, wrapped in an overall 15s deadline.",
    ]);
    expect(d[0]?.rejected.map((r) => r.option)).toEqual(['the sequential indexer + uploader shutdown']);
  });

  it('chooses nothing in a plan of steps, a file list and a diagnosis', () => {
    const plan = [
      '# Plan: Add `fmt` and `lint` targets',
      '',
      '## Root Cause',
      '',
      'The summing loop reads `all.Series` instead of the host\'s own `series`, so a host with fewer points panics.',
      '',
      '## Changes',
      '',
      '### 1. `Makefile`',
      'Add `fmt` and `lint` targets and list them in `.PHONY`.',
      '',
      '### 2. Sum the host\'s own series (`metrics.go`)',
      'Iterate `series` instead of `all.Series`.',
      '',
      '## Files to modify',
      '- `Makefile` — use `gofumpt` instead of `gofmt`',
    ].join('\n');
    expect(approvedPlanChoices(plan)).toEqual([]);
  });

  it('reads a hard-wrapped plan by its whole sentences, not by its lines', () => {
    const plan = [
      '# Fix: Journal files are never truncated on shutdown',
      '',
      '## Root cause',
      '',
      'The shutdown path writes a final snapshot but drops the list of hosts it',
      'wrote, so their journals are replayed and appended to again.',
      '',
      '## Fix',
      '',
      'In `store/shutdown.go`, `Close()` (the `Format == "journal"` branch): keep the',
      '`written` hosts that `WriteSnapshots` returns and truncate their journals once the',
      'snapshot is synced. Truncate only those hosts, mirroring the periodic path.',
    ].join('\n');
    expect(approvedPlanChoices(plan).map((d) => d.text)).toEqual([
      "The plan's fix: In `store/shutdown.go`, `Close()` (the `Format == \"journal\"` branch): keep the `written` hosts that `WriteSnapshots` returns and truncate their journals once the snapshot is synced. Truncate only those hosts, mirroring the periodic path.",
    ]);
  });

  it('takes nothing from an audit that says it proposes no change', () => {
    const audit = [
      '# Security Audit — login flow',
      '',
      '## Context',
      '',
      'This document is the audit report. It is not a change plan — no code modifications are proposed here.',
      '',
      '### H3. Missing session key falls back to a random one',
      '',
      'The fallback should be a fatal error in production instead of a warning.',
    ].join('\n');
    expect(approvedPlanChoices(audit)).toEqual([]);
  });
});

// Claude Code's records, shaped as it writes them: the plan is the ExitPlanMode call's input, the approval its result.
const base = { isSidechain: false, userType: 'external', cwd: '/repo', sessionId: 's-1', version: '2.1.70', gitBranch: 'main' };
const record = (type: 'user' | 'assistant', content: unknown, at: string): string =>
  JSON.stringify({ ...base, parentUuid: null, type, message: { role: type, content }, uuid: `${type}-${at}`, timestamp: `2026-03-02T10:${at}.000Z` });
const APPROVED =
  'User has approved your plan. You can now start coding. Start with updating your todo list if applicable\n\nYour plan has been saved to: /Users/dev/.claude/plans/quiet-river.md\nYou can refer back to it if needed during implementation.\n\n## Approved Plan:\n';
const REFUSED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

function session(plan: string, outcome: 'approved' | 'refused'): string[] {
  const result = outcome === 'approved' ? { type: 'tool_result', tool_use_id: 'toolu_plan', content: `${APPROVED}${plan}` } : { type: 'tool_result', tool_use_id: 'toolu_plan', content: REFUSED, is_error: true };
  return [
    record('user', 'The upload queue drops events every hour while the snapshot runs. Investigate and fix it', '00:00'),
    record('assistant', [{ type: 'tool_use', id: 'toolu_plan', name: 'ExitPlanMode', input: { plan, planFilePath: '/Users/dev/.claude/plans/quiet-river.md' } }], '04:00'),
    record('user', [result], '05:00'),
  ];
}

function decisionsOf(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's-1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

describe('a plan approved through ExitPlanMode', () => {
  it('reaches the typed events whole, not as the call summary only', () => {
    const call = parseLines('claude-jsonl', session(STEP_PLAN, 'approved')).find((e) => e.kind === 'tool_call');
    expect(call).toMatchObject({ tool: 'ExitPlanMode', plan: STEP_PLAN });
  });

  it('is capped, as every text the adapter keeps', () => {
    const long = `${STEP_PLAN}\n\n${'## Appendix\n\nA line of notes about the rollout.\n'.repeat(1000)}`;
    const call = parseLines('claude-jsonl', session(long, 'approved')).find((e) => e.kind === 'tool_call');
    expect(call?.kind === 'tool_call' && call.plan !== undefined && call.plan.length < long.length && call.plan.length <= 16 * 1024 + 100).toBe(true);
  });

  it('gives its key choice as a decision once approved', () => {
    expect(decisionsOf(parseLines('claude-jsonl', session(STEP_PLAN, 'approved')))).toEqual([statedChoices(STEP_PLAN)[0]?.text]);
  });

  it('gives none of its choices when the user turned it down: the refusal is the decision', () => {
    const got = decisionsOf(parseLines('claude-jsonl', session(STEP_PLAN, 'refused')));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^The user turned down the proposed plan .*without a word: none of it is applied\.$/);
  });
});
