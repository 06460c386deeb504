import { describe, expect, it } from 'vitest';
import { capOutput } from '../adapters/text.js';
import { fake } from '../redact/fake-secrets.js';
import { findSecrets } from '../redact/redact.js';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import { cutsShown, withCutLedger } from './cut-ledger.js';
import { deferCut, deferringCuts } from './deferred-cut.js';
import { headRedacted } from './redacted-cut.js';

const first = fake.github('ghp_', 21);
const second = fake.github('ghp_', 22);
/** A tool's output whose head cut (capOutput keeps 1,024 characters) falls inside `token`. */
const output = (token: string): string => `${'x'.repeat(1010)} ${token} done\n${'npm info ok\n'.repeat(400)}`;
const fingerprint = (token: string): string => findSecrets(` ${token} `)[0]!.fingerprint;

const record = (type: string, content: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type, uuid: 'u', sessionId: 's', timestamp: '2026-01-01T00:00:00Z', message: { role: type, content }, ...extra });
const call = (id: string) => record('assistant', [{ type: 'tool_use', id, name: 'Bash', input: { command: 'npm run build' } }]);
const result = (id: string, text: string) => record('user', [{ type: 'tool_result', tool_use_id: id, content: text }]);
const summary = record('user', 'This session is being continued from a previous conversation that ran out of context. Summary: half done.', {
  isCompactSummary: true,
});

describe('deferred cut', () => {
  it('is made when first read, once; outside a build or outside deferringCuts at once', async () => {
    let made = 0;
    const make = (raw: string): string => {
      made++;
      return raw.slice(0, 3);
    };
    await withCutLedger(async () => {
      const cut = deferringCuts(() => deferCut('abcdef', make)) as () => string;
      expect(made).toBe(0);
      expect([cut(), cut()]).toEqual(['abc', 'abc']);
      expect(made).toBe(1);
      expect(deferCut('abcdef', make)).toBe('abc');
      expect(made).toBe(2);
    });
    expect(deferringCuts(() => deferCut('abcdef', make))).toBe('abc');
    expect(made).toBe(3);
  });

  it('notes what it redacted at the place it was asked for, not where it was read', async () => {
    const shown = await withCutLedger(async () => {
      const later = deferringCuts(() => deferCut(output(first), capOutput)) as () => string;
      const now = headRedacted(output(second), 1020);
      return cutsShown([later(), now]);
    });
    expect(shown.map((c) => c.fingerprint)).toEqual([fingerprint(first), fingerprint(second)]);
  });

  it('keeps at most a bound of raw text waiting: past it, the oldest cuts are made', async () => {
    const made: string[] = [];
    const make = (raw: string): string => {
      made.push(raw.slice(0, 1));
      return raw.slice(0, 1);
    };
    await withCutLedger(async () => {
      deferringCuts(() => [deferCut(`a${'.'.repeat(9_000_000)}`, make), deferCut(`b${'.'.repeat(9_000_000)}`, make)]);
      expect(made).toEqual(['a']);
    });
  });

  it('a tool output dropped before the last compaction of a transcript read whole is never cut; one kept is', async () => {
    const text = [call('t1'), result('t1', output(first)), summary, call('t2'), result('t2', output(second))].join('\n');
    const [dropped, kept] = [capOutput(output(first)), capOutput(output(second))];
    const counted = await withCutLedger(async () => {
      const t = await streamTranscript(bufferSource(text, 4096), { fromLastCompaction: true });
      const outputs: string[] = [];
      for await (const ev of t.events) if (ev.kind === 'tool_result') outputs.push(ev.output);
      expect(outputs).toEqual([kept]);
      return cutsShown([dropped, kept]);
    });
    expect(counted.map((c) => c.fingerprint)).toEqual([fingerprint(second)]);
  });

  it('a reader that passes each event on at once cuts its outputs at once: no getter on the events it hands over', async () => {
    const text = [call('t1'), result('t1', output(first))].join('\n');
    const descriptors = await withCutLedger(async () => {
      const t = await streamTranscript(bufferSource(text, 4096));
      const found: PropertyDescriptor[] = [];
      for await (const ev of t.events) if (ev.kind === 'tool_result') found.push(Object.getOwnPropertyDescriptor(ev, 'output')!);
      return found;
    });
    expect(descriptors.map((d) => [typeof d.get, d.value])).toEqual([['undefined', capOutput(output(first))]]);
  });
});
