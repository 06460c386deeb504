import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
  for (const e of events) b.add(e);
  return b.build();
}

const run = (line: number, command: string, exitCode: number, output: string): TranscriptEvent[] => [
  { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
  { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: exitCode !== 0, exitCode, output: exitCode === 0 ? output : `Exit code ${exitCode}\n${output}` },
];
const edit = (line: number, path: string): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [`/repo/${path}`], change: 'update' },
  { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, output: `The file /repo/${path} has been updated successfully.` },
];
const audit = (failed: string[]) => `punt audit — langlearn-tts\n  ✓ CI docs workflow exists\n${failed.map((f) => `  ✗ ${f}\n      not configured or no access`).join('\n')}`;

/** The agent fixes what an audit reports, runs it again, one check still fails; then the user asks for a commit and a PR. */
const audited = (between: TranscriptEvent[]): TranscriptEvent[] => [
  { kind: 'user_prompt', line: 1024, text: '/punt-dev:reconcile' },
  ...run(1029, 'punt audit .', 1, audit(['CI lint workflow exists', 'Branch protection on main'])),
  ...between,
  ...run(1288, 'punt audit .', 1, audit(['Branch protection on main'])),
  { kind: 'assistant_text', line: 1291, text: '19 passed, 1 remaining. The only failure is branch protection on main — a GitHub setting, likely a false positive of the API scope.' },
  { kind: 'user_prompt', line: 1297, text: 'commit this on a branch and open a PR' },
  ...run(1298, 'git checkout -b refactor/reconcile-standards main', 0, "Switched to a new branch 'refactor/reconcile-standards'"),
  ...run(1306, 'git add -A && git commit -m "refactor: reconcile with punt-kit standards"', 0, '[refactor/reconcile-standards d998f25] refactor: reconcile with punt-kit standards\n 8 files changed'),
  ...run(1311, 'git push -u origin refactor/reconcile-standards', 0, ' * [new branch]      refactor/reconcile-standards -> refactor/reconcile-standards'),
  { kind: 'assistant_text', line: 1330, text: 'PR created and Copilot review requested: https://github.com/punt-labs/langlearn-tts/pull/31' },
  { kind: 'turn_end', line: 1331 },
];

describe('a step the agent ran again after its edits, still failing', () => {
  it('stands after the user moved on to ship the work, and the commit still closes the latest turn', () => {
    const h = build(audited(edit(1192, '.github/workflows/lint.yml')));
    expect(h.errors.map((e) => e.decisiveLine).join('\n')).toContain('Branch protection on main');
    expect(h.status).toBe('complete');
  });

  it('run again with no edit between (a retry), it is gone past like any step the work went around', () => {
    expect(build(audited([])).errors).toEqual([]);
  });
});
