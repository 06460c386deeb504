// Claude Code records of one made-up session (s1, in /repo), and the handoff the builder makes of them: for tests
// that feed the builder what a real transcript holds, through the real adapter.
import { claudeAdapter } from '../../adapters/claude.js';
import type { Handoff } from '../../types/handoff.js';
import { HandoffBuilder } from '../handoff-builder.js';

/** One record of session s1, as a line of its transcript. */
export const line = (o: object): string => JSON.stringify({ timestamp: '2026-01-10T10:00:00Z', sessionId: 's1', cwd: '/repo', ...o });

export function handoff(records: string[]): Handoff {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  const parser = claudeAdapter.createParser();
  for (const [i, r] of records.entries()) for (const e of parser.push(JSON.parse(r), i)) b.add(e);
  for (const e of parser.finish()) b.add(e);
  return b.build();
}
