import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { ABSOLUTE, heldLine, LineBase, lineOf, settledRef, type HeldRef } from './source-lines.js';

describe('held lines', () => {
  it('reads a line held against a deferred base only once the base is settled, through every copy of its source', () => {
    const base = LineBase.deferred();
    const ref: HeldRef = { sessionId: 's', line: heldLine(7, base) };
    // The result of a command is shown at the call's source moved to the result's line: a copy, made before settling.
    const copy: HeldRef = { ...ref, callId: 'toolu_01' };
    expect(settledRef(ref)).toEqual({ sessionId: 's' });
    base.settle(1200);
    expect(settledRef(ref)).toEqual({ sessionId: 's', line: 1207 });
    expect(settledRef(copy)).toEqual({ sessionId: 's', line: 1207, callId: 'toolu_01' });
    // Settling twice does not move the lines again.
    base.settle(5);
    expect(lineOf(ref.line)).toBe(1207);
  });

  it('takes absolute lines as they are', () => {
    expect(lineOf(heldLine(42, ABSOLUTE))).toBe(42);
  });

  it('settles the lines of a tail after a compaction in every section of the handoff, the head prompt kept absolute', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/repo' });
    b.add({ kind: 'user_prompt', text: 'Port the checkout service to the payments API', line: 0 });
    b.deferLines();
    b.add({ kind: 'compaction', summary: '1. Primary Request and Intent:\n   Port the checkout service.', line: 0 });
    b.add({ kind: 'file_edit', tool: 'Edit', paths: ['/repo/src/checkout.ts'], callId: 'e1', line: 1 });
    b.add({ kind: 'tool_result', callId: 'e1', output: 'The file /repo/src/checkout.ts has been updated.', isError: false, line: 2 });
    b.add({ kind: 'shell', tool: 'Bash', command: 'npm test', callId: 'c1', line: 3 });
    b.add({ kind: 'tool_result', callId: 'c1', output: 'FAIL src/checkout.test.ts > charges once', isError: true, exitCode: 1, line: 4 });
    b.add({ kind: 'user_prompt', text: 'Fix the double charge first.', line: 5 });
    b.settleLines(300);
    const h = b.build();
    expect(h.task?.source.line).toBe(300);
    expect(h.files?.find((f) => f.path === 'src/checkout.ts')?.source.line).toBe(302);
    expect(h.commands[0]?.source.line).toBe(304);
    expect(h.errors[0]?.source.line).toBe(304);
    expect(h.latestInstruction?.source.line).toBe(305);
    expect(h.rawTail?.map((r) => r.line)).toEqual([0, 300, 301, 302, 303, 304, 305]);
    expect(h.uncertainty.join('\n')).toContain('compacted at line 300');
  });
});
