/**
 * A record that stops on the agent's last call, a `git commit` with no result: the checkpoint was taken in that
 * commit's hook, so the commit is read as made.
 */
import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/home/lee/vpn';

function build(events: TranscriptEvent[], checkpointId: string | null = 'a1b2c3d4e5f6') {
  const b = new HandoffBuilder({ sessionId: 'lead', agent: 'claude-code', cwd: CWD, ...(checkpointId ? { checkpointId } : {}) });
  for (const e of events) b.add(e);
  return b.build();
}

const work: TranscriptEvent[] = [
  { kind: 'user_prompt', line: 0, text: 'Close the remaining gaps of phase 6 across the frontend and commit them.' },
  { kind: 'file_edit', line: 1, callId: 'e1', tool: 'Edit', paths: [`${CWD}/frontend/src/app/analytics/AnalyticsClient.tsx`] },
  { kind: 'tool_result', line: 2, callId: 'e1', isError: false, output: 'The file has been updated successfully.' },
  { kind: 'shell', line: 3, callId: 'b1', tool: 'Bash', command: 'cd frontend && npm run build' },
  { kind: 'tool_result', line: 4, callId: 'b1', isError: false, exitCode: 0, output: 'Compiled successfully' },
  { kind: 'assistant_text', line: 5, text: 'All gaps are closed and the build passes. Committing the phase 6 work now.' },
];

describe('a record that stops on the commit it was taken in', () => {
  it('reads the commit as made: the work is closed, and the note says why no result is recorded', () => {
    const h = build([...work, { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git add frontend && git commit -m "feat: close phase 6 gaps"' }]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/committed after the last edit/);
    expect(h.uncertainty.join('\n')).toMatch(/ends on the agent's last `git commit` with no result: Entire took this checkpoint in that commit's hook/);
  });

  it('does not echo the command into the note: a backtick in it would break out of the code span', () => {
    const h = build([...work, { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git commit -m "fix: `rm -rf` guard" && echo done' }]);
    expect(h.status).toBe('complete');
    expect(h.uncertainty.join('\n')).not.toContain('rm -rf');
  });

  it("is no such commit in a live session's record: there the commit may still hang", () => {
    const h = build([...work, { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git commit -m "feat: close phase 6 gaps"' }], null);
    expect(h.status).not.toBe('complete');
    expect(h.uncertainty.join('\n')).not.toMatch(/Entire took this checkpoint/);
  });

  it('is one step of a turn still under way when the words before it announce more after it', () => {
    const h = build([
      ...work.slice(0, -1),
      { kind: 'assistant_text', line: 5, text: "I'm committing the frontend changes on their own branch now. After that I'll push the mobile branch from its worktree." },
      { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git switch -c fix/phase6-frontend && git commit -am "feat: close phase 6 gaps" && git push -u origin HEAD' },
    ]);
    expect(h.status).toBe('in_progress');
  });

  it('leaves any other unanswered last call, or a commit the agent wrote after, as it was', () => {
    expect(build([...work, { kind: 'shell', line: 6, callId: 'p1', tool: 'Bash', command: 'git push origin main' }]).status).not.toBe('complete');
    const after = build([
      ...work,
      { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git commit -am "feat: close phase 6 gaps"' },
      { kind: 'file_edit', line: 7, callId: 'e2', tool: 'Edit', paths: [`${CWD}/frontend/src/app/monitoring/MonitoringClient.tsx`] },
      { kind: 'tool_result', line: 8, callId: 'e2', isError: false, output: 'The file has been updated successfully.' },
    ]);
    expect(after.uncertainty.join('\n')).not.toMatch(/Entire took this checkpoint/);
  });
});
