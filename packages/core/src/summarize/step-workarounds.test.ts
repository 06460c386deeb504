// The agent's way past a call that just failed, said between two calls, is a step; the same words with the records
// around them otherwise still decide. Made-up fixtures shaped like real Claude Code and Codex records.
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

const prompt: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'Add widget tests for the profile screen.' };
const failedRun: TranscriptEvent[] = [
  { kind: 'shell', line: 2, callId: 't1', tool: 'Bash', command: 'flutter test test/profile_screen_test.dart' },
  { kind: 'tool_result', line: 3, callId: 't1', isError: true, exitCode: 1, output: 'Exit code 1\npumpAndSettle timed out\nSome tests failed.' },
];
const workaround = 'The shimmer animations never settle, so I’ll use `pump()` with a fixed duration instead of `pumpAndSettle()` in these tests.';
const nextEdit: TranscriptEvent = { kind: 'file_edit', line: 5, callId: 'e1', tool: 'Edit', paths: ['/repo/test/profile_screen_test.dart'], change: 'update' };

describe("the agent's way past a failed call, said between two calls", () => {
  it('is no decision when the next call follows at once', () => {
    expect(decisions([prompt, ...failedRun, { kind: 'assistant_text', line: 4, text: workaround }, nextEdit])).toEqual([]);
  });

  it('still decides after a search that recorded no failure', () => {
    const got = decisions([
      prompt,
      { kind: 'tool_call', line: 2, callId: 'g1', tool: 'Grep', summary: 'repositoryUrl' },
      { kind: 'tool_result', line: 3, callId: 'g1', isError: false, output: 'src/api/meta.ts:12: repositoryUrl: string;' },
      { kind: 'assistant_text', line: 4, text: 'The metadata has `repositoryUrl` at runtime. Instead of modifying the frontend type, I’ll use a safer runtime check.' },
      { kind: 'tool_call', line: 5, callId: 'g2', tool: 'Grep', summary: 'metadata.repositoryUrl' },
    ]);
    expect(got).toHaveLength(1);
  });

  it('still decides when the turn ends on it', () => {
    expect(decisions([prompt, ...failedRun, { kind: 'assistant_text', line: 4, text: workaround }, { kind: 'user_prompt', line: 5, text: 'ok go on' }])).toHaveLength(1);
  });

  it("still decides when it answers a compiler's finding on the code", () => {
    const typecheck: TranscriptEvent[] = [
      { kind: 'shell', line: 2, callId: 'k1', tool: 'Bash', command: 'npx tsc --noEmit' },
      { kind: 'tool_result', line: 3, callId: 'k1', isError: true, exitCode: 2, output: "src/jobs/impact.ts(41,18): error TS2339: Property 'repositoryUrl' does not exist on type 'EvalMeta'." },
    ];
    const choice = 'The metadata has `repositoryUrl` at runtime. Instead of modifying the frontend type, I’ll use a safer runtime check.';
    expect(decisions([prompt, ...typecheck, { kind: 'assistant_text', line: 4, text: choice }, nextEdit])).toHaveLength(1);
  });

  it('still decides after a call that did not fail', () => {
    const passed: TranscriptEvent = { kind: 'tool_result', line: 3, callId: 't1', isError: false, exitCode: 0, output: 'All tests passed!' };
    expect(decisions([prompt, failedRun[0] as TranscriptEvent, passed, { kind: 'assistant_text', line: 4, text: workaround }, nextEdit])).toHaveLength(1);
  });
});
