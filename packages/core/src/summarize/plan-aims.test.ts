// The goal and the left-alone section of an approved plan, read as decisions (issue 12: plan hand-overs of real
// sessions, where the plan has no section headed as its approach).
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { planDecisions } from './design-choices.js';
import { HandoffBuilder } from './handoff-builder.js';
import { planGoal, planLeavesAlone } from './plan-aims.js';

const ohlcPlan = [
  'Implement the following plan:',
  '',
  '# Plan: Auto-fetch OHLC data before ideation agent analysis',
  '',
  '## Context',
  '',
  'Currently, the ideation agent relies on the LLM to call the `get_ohlc` tool for each active pair during its periodic run. This means:',
  '- Multiple LLM round-trips (one tool call per pair)',
  '- The LLM might skip fetching for some pairs',
  '',
  'The goal is to fetch OHLC data programmatically for all active pairs **before** invoking the LLM, and include the data directly in the prompt so the agent can immediately analyze it.',
  '',
  '## Changes',
  '',
  '### File: `agents/multi_agent/agents/ideation_agent.py`',
  '',
  'The goal is to keep `get_ohlc` registered as a thin wrapper.',
].join('\n');

const indexPlan = [
  'Implement the following plan:',
  '',
  '# Fix: buildStatsQuery hangs on the users list page',
  '',
  '## Context',
  '',
  '**Root cause**: The covering index from migration 12 has column order `(cluster, start_time, hpc_user, ...)`.',
  '',
  '## Changes',
  '',
  '### 1. Reorder covering index columns (critical fix)',
  '',
  '## Not changing',
  '',
  '- **`jobs_cluster_starttime` index**: Still needed for job list queries (`ORDER BY start_time`).',
  '- **`jobs_cluster_user` index**: Technically redundant with new covering index prefix, but harmless. Can clean up later.',
  '- **Migration version**: Stays at 12 (same migration number, updated content).',
  '',
  '## Verification',
  '',
  '- go test ./internal/repository/...',
].join('\n');

describe('the goal of an approved plan', () => {
  it('is read from its context, against what the code does now', () => {
    expect(planGoal(ohlcPlan)).toEqual({
      text: "The plan's goal: fetch OHLC data programmatically for all active pairs before invoking the LLM, and include the data directly in the prompt so the agent can immediately analyze it",
      rejected: [{ option: 'what the code does now ("Currently, the ideation agent relies on the LLM to call the `get_ohlc` tool for each active pair during its periodic run")', reason: null }],
    });
  });

  it('is not a goal stated among the steps, nor a plan without one, nor one that names no way it replaces', () => {
    const stepsOnly = ohlcPlan.replace(/^The goal is to fetch.*$/m, '');
    expect(planGoal(stepsOnly)).toBeNull();
    expect(planGoal(indexPlan)).toBeNull();
    expect(planGoal(ohlcPlan.replace(/^Currently, the ideation agent.*$/m, 'The agent runs every 15 minutes.'))).toBeNull();
  });

  it('stands as the decision of the session that implements the plan', () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.add({ kind: 'user_prompt', line: 2, text: ohlcPlan });
    expect(b.build().decisions.map((d) => d.text)).toEqual([planGoal(ohlcPlan)?.text]);
  });
});

describe('what an approved plan leaves alone', () => {
  it('is its section of things not changed, each item whole', () => {
    expect(planLeavesAlone(indexPlan)?.text).toBe(
      'The plan leaves these as they are (Not changing): `jobs_cluster_starttime` index: Still needed for job list queries (`ORDER BY start_time`).; `jobs_cluster_user` index: Technically redundant with new covering index prefix, but harmless. Can clean up later.; Migration version: Stays at 12 (same migration number, updated content).',
    );
  });

  it('reads the other names of such a section, and holds fewer items rather than cut one', () => {
    const sites = (items: string[]): string =>
      ['# Inline literal job_state in remaining parameterized sites', '', '## Sites intentionally NOT changed', '', ...items, '', '## Verification'].join('\n');
    const one = '- **`jobFind.go:280,285`** (`FindConcurrentJobs`) — equality on job_state is not the leading filter here, so a partial index is unlikely to help.';
    expect(planLeavesAlone(sites([one]))?.text).toContain('(Sites intentionally NOT changed): `jobFind.go:280,285` (`FindConcurrentJobs`)');
    const long = `- ${'a very long explanation of why this file stays as it is '.repeat(8)}`;
    expect(planLeavesAlone(sites([one, long]))?.text).not.toContain('a very long');
    expect(planLeavesAlone(sites([long]))).toBeNull();
    expect(planLeavesAlone('# Plan\n\n## What is NOT shared (intentionally)\n\n- **`APIQuery` types** — different Resolution types\n')?.text).toContain('What is NOT shared');
    expect(planLeavesAlone('# Plan\n\n## Files modified\n\n- `a.go`\n\n## Files NOT modified\n\n- `checkpoint/temporary.go` — walks linear branches\n')).toBeNull();
  });

  it('is no decision where the plan has no such section ("## Files to change" lists what changes)', () => {
    expect(planLeavesAlone(ohlcPlan)).toBeNull();
    expect(planDecisions(indexPlan).map((d) => d.text)).toEqual([planLeavesAlone(indexPlan)?.text]);
  });
});

describe('a plan approach that says what it avoids', () => {
  it('takes "this avoids coupling …" as the way turned down', () => {
    const plan = [
      'Implement the following plan:',
      '',
      '# Consolidate buildQueries / Scope Transformation Logic',
      '',
      '## Approach',
      '',
      'Extract `BuildScopeQueries` as a shared exported function in `pkg/metricstore/`. Return a package-independent type that each package converts to its own `APIQuery` — this avoids coupling the two different `APIQuery` types.',
      '',
      '## Steps',
    ].join('\n');
    const events: TranscriptEvent[] = [{ kind: 'user_prompt', line: 2, text: plan }];
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    for (const e of events) b.add(e);
    expect(b.build().decisions[0]?.text).toMatch(/^The plan's approach: Extract `BuildScopeQueries` as a shared exported function/);
  });
});
