import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { decisionsFromCompaction, pendingFromCompaction } from './compaction.js';
import { idleText } from './status.js';

const SUMMARY = `This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.

Summary:
1. Primary Request and Intent:
   Add retries to the uploader.

2. Errors and fixes:
   - **First retry fix broke the timeout test**: Wrapping the whole request in a retry loop caused \`TestTimeout\` to fail because the deadline was reset. Fixed by retrying only the send call.

3. Problem Solving:
   - Backoff: Solved with exponential backoff instead of a fixed delay.
   - Still investigating the flaky upload test.

4. Pending Tasks:
   - Add a max-retries flag

5. Optional Next Step:
   Add the max-retries flag.`;

describe('compaction summary facts', () => {
  it('keeps decisions and the failed attempt as the rejected alternative', () => {
    const d = decisionsFromCompaction(SUMMARY);
    expect(d.map((x) => x.text)).toEqual([
      'Backoff: Solved with exponential backoff instead of a fixed delay.',
      expect.stringContaining('Fixed by retrying only the send call.'),
    ]);
    expect(d[1]?.rejected[0]?.option).toBe('Wrapping the whole request in a retry loop');
    expect(d[0]?.rejected[0]?.option).toBe('a fixed delay');
    expect(pendingFromCompaction(SUMMARY)).toBe('- Add a max-retries flag');
  });

  it('feeds the next step until a later prompt supersedes it', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'compaction', line: 5, summary: SUMMARY });
    const before = b.build();
    expect(before.nextStep?.text).toBe('Add the max-retries flag.');
    expect(before.currentState.map((f) => f.text)).toContain('Pending at the compaction: - Add a max-retries flag');
    expect(before.decisions).toHaveLength(2);
    b.add({ kind: 'user_prompt', line: 9, text: 'Actually, drop retries and log failures instead.' });
    const after = b.build();
    expect(after.nextStep).toBeNull();
    expect(after.currentState.some((f) => f.text.startsWith('Pending at the compaction'))).toBe(false);
  });
});

describe('paths of another machine', () => {
  it('are shown relative to the cwd the transcript records', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/work/here' });
    b.add({ kind: 'user_prompt', line: 0, text: 'fix it', cwd: '/Users/dana/code/acme-api' });
    b.add({ kind: 'file_edit', line: 1, callId: 'c', tool: 'Edit', paths: ['/Users/dana/code/acme-api/src/rateLimit.ts', '/Users/dana/.claude/plans/x.md'] });
    b.add({ kind: 'tool_result', line: 2, callId: 'c', isError: false, output: 'ok' });
    expect(b.build().filesTouched).toEqual(['src/rateLimit.ts', '/Users/dana/.claude/plans/x.md']);
  });
});

describe('idle time', () => {
  it('says minutes under an hour', () => {
    expect(idleText(0)).toBe('0 minute(s)');
    expect(idleText(42)).toBe('42 minute(s)');
    expect(idleText(150)).toBe('2 hour(s)');
    expect(idleText(null)).toBe('a long time');
  });

  it('reaches the stale note', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, text: 'go' });
    const h = b.build({ live: { status: 'active', stale: true, lastActivityAt: '2026-05-01T10:00:00Z', now: '2026-05-01T10:25:00Z' } });
    expect(h.statusReason).toContain('idle for 25 minute(s)');
    expect(h.uncertainty.join(' ')).toContain('nothing happened for 25 minute(s)');
  });
});

describe('an unfinished last call', () => {
  it('becomes the first safe step', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, text: 'commit it' });
    b.add({ kind: 'shell', line: 1, callId: 'c', tool: 'Bash', command: 'git commit -m "x"' });
    expect(b.build().nextStep?.text).toBe('Check whether `git commit -m "x"` took effect: it never returned a result.');
  });
});

describe('formats that record no tool results (Cursor)', () => {
  const events = [
    { kind: 'user_prompt', text: 'Add rate-limit headers to /login.', line: 0 },
    { kind: 'file_edit', callId: 'c1', tool: 'StrReplace', paths: ['src/login.ts'], line: 1 },
    { kind: 'shell', callId: 'c2', tool: 'Shell', command: 'npm test', line: 2 },
  ] as const;

  it('does not report their calls as unanswered, and verifies nothing they did', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'cursor' });
    b.resultsUnrecorded();
    for (const e of events) b.add({ ...e, paths: 'paths' in e ? [...e.paths] : undefined } as never);
    const h = b.build();
    const texts = [...h.currentState.map((f) => f.text), h.nextStep?.text ?? '', ...h.uncertainty];
    expect(texts.join('\n')).not.toMatch(/never returned/);
    expect(h.currentState.find((f) => f.text.startsWith('Edited'))).toMatchObject({ verified: false });
    expect(h.uncertainty.join('\n')).toMatch(/records no tool results/);
  });

  it('still reports unanswered calls for formats that do record results', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    for (const e of events) b.add({ ...e, paths: 'paths' in e ? [...e.paths] : undefined } as never);
    const h = b.build();
    expect([...h.currentState.map((f) => f.text), h.nextStep?.text ?? ''].join('\n')).toMatch(/never returned/);
  });
});
