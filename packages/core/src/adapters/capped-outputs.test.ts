/**
 * A long tool output is cut (and redacted across the cut) only when something reads it (safety/deferred-cut.ts), in
 * every format: most are never printed.
 */
import { describe, expect, it } from 'vitest';
import { fake } from '../redact/fake-secrets.js';
import { cutsShown, withCutLedger } from '../safety/cut-ledger.js';
import type { TranscriptEvent } from '../types/events.js';
import { codexAdapter } from './codex.js';
import { entireCompactAdapter } from './entire-compact.js';
import { capOutput } from './text.js';

/** An output whose head cut (1,024 characters) falls inside a token: a cut made notes it for the receipt. */
const text = `${'x'.repeat(1010)} ${fake.github('ghp_', 24)} done\n${'ok\n'.repeat(2000)}`;

describe('a long tool output', () => {
  it("in Entire's compact transcript is cut when read, not when parsed", async () => {
    const record = { type: 'assistant', ts: '2026-05-01T10:00:00Z', content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'npm run build' }, result: { output: text, status: 'success' } }] };
    const cut = capOutput(text);
    const [unread, read] = await withCutLedger(async () => {
      const events = entireCompactAdapter.createParser().push(record, 0);
      const result = events.find((e): e is Extract<TranscriptEvent, { kind: 'tool_result' }> => e.kind === 'tool_result')!;
      const before = cutsShown([cut]);
      expect(result.output).toBe(cut);
      return [before, cutsShown([cut])];
    });
    expect([unread.length, read.length]).toEqual([0, 1]);
  });

  it('waits for its cut without a getter of its own: every waiting output is read through the one shared getter', async () => {
    const other = `${'y'.repeat(1010)} ${fake.github('ghp_', 25)} done\n${'ok\n'.repeat(2000)}`;
    const record = (id: string, output: string) => ({ timestamp: '2026-05-01T10:00:00Z', type: 'response_item', payload: { type: 'function_call_output', call_id: id, output } });
    const [a, b] = await withCutLedger(async () => {
      const parser = codexAdapter.createParser();
      const results = [record('c1', text), record('c2', other)].flatMap((r, line) => parser.push(r, line)).filter((e): e is Extract<TranscriptEvent, { kind: 'tool_result' }> => e.kind === 'tool_result');
      return results.map((r) => ({ getter: Object.getOwnPropertyDescriptor(r, 'output')?.get, output: r.output }));
    });
    expect(a?.getter).toBeTypeOf('function');
    expect(b?.getter).toBe(a?.getter);
    expect([a?.output, b?.output]).toEqual([capOutput(text), capOutput(other)]);
  });
});

