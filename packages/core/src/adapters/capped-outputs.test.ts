/**
 * A long tool output is cut (and redacted across the cut) only when something reads it (safety/deferred-cut.ts), in
 * every format: most are never printed.
 */
import { describe, expect, it } from 'vitest';
import { fake } from '../redact/fake-secrets.js';
import { cutsShown, withCutLedger } from '../safety/cut-ledger.js';
import type { TranscriptEvent } from '../types/events.js';
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
});
