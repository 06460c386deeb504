import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { LIMITS } from './builder-model.js';

// Built at run time so that no token-shaped literal sits in the source.
const TOKEN = `ghp_${'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6'}`;

function session(events: number): HandoffBuilder {
  const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/repo' });
  b.add({ kind: 'user_prompt', text: 'Make the release script retry uploads', line: 0 });
  for (let i = 1; i <= events; i++) {
    b.add({ kind: 'shell', tool: 'Bash', command: `./release.sh --try ${i}`, callId: `c${i}`, line: 2 * i - 1 });
    // The kept tail of the output (its last 600 characters) starts inside the token: the cut must not show half of it.
    const output = `upload ${i} failed\n${'x'.repeat(1000)} GITHUB_TOKEN=${TOKEN}${'y'.repeat(590)}`;
    b.add({ kind: 'tool_result', callId: `c${i}`, output, isError: true, exitCode: 1, line: 2 * i });
  }
  return b;
}

describe('the raw tail', () => {
  it('holds the last events, each sliced at build with a secret across its cut redacted whole', () => {
    const tail = session(100).build().rawTail ?? [];
    expect(tail).toHaveLength(LIMITS.rawTail);
    expect(tail.at(-1)).toMatchObject({ line: 200, kind: 'tool_result' });
    const last = tail.at(-1)?.text ?? '';
    expect(last).toContain('[REDACTED:');
    expect(last).not.toContain(TOKEN.slice(-12));
    expect(tail.at(-1)?.redacted?.length).toBe(1);
  });

  it('is left out when the caller will not show it', () => {
    expect(session(3).build({ rawTail: false }).rawTail).toEqual([]);
  });
});
