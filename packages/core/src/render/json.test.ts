import { describe, expect, it } from 'vitest';
import { CPID, CWD, SID, sessionEvents } from '../summarize/__fixtures__/sessions.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { toJsonHandoff } from './json.js';
import { renderMarkdown } from './markdown.js';

describe('toJsonHandoff', () => {
  it('has the documented keys and shapes', () => {
    const b = new HandoffBuilder({ sessionId: SID, checkpointId: CPID, agent: 'claude-code', cwd: CWD });
    for (const e of sessionEvents()) b.add(e);
    const h = b.build();
    const { markdown, omitted } = renderMarkdown(h);
    const j = toJsonHandoff({ ...h, markdown, omitted, redactions: { total: 1, byRule: { 'github-token': 1 }, fingerprints: ['ab12'] } });
    for (const k of ['target', 'sessionIds', 'task', 'latestInstruction', 'status', 'currentState', 'recentProgress', 'nextStep', 'openQuestions', 'filesTouched', 'commands', 'errors', 'todos', 'redactions', 'markdown']) {
      expect(j).toHaveProperty(k);
    }
    expect(j.commands).toEqual([
      expect.objectContaining({ command: 'git status --short', exitCode: 0 }),
      expect.objectContaining({ command: 'npx vitest run packages/cli', exitCode: 1 }),
    ]);
    expect((j.todos as unknown[])[2]).toEqual(
      expect.objectContaining({ text: 'Reject future dates with a clear error', status: 'in_progress', source: expect.objectContaining({ sessionId: SID }) }),
    );
    expect(j.redactions).toEqual({ total: 1, byRule: { 'github-token': 1 }, fingerprints: ['ab12'] });
    expect(j.markdown).toBe(markdown);
    expect(JSON.parse(JSON.stringify(j))).toEqual(j);
  });
});
