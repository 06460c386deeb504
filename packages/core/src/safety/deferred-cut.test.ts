import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedTranscript } from '../pipeline/feed-transcript.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { capOutput } from '../adapters/text.js';
import { fake } from '../redact/fake-secrets.js';
import { findSecrets } from '../redact/redact.js';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import { cutsShown, withCutLedger } from './cut-ledger.js';
import { deferCut, deferringCuts, HeldCuts } from './deferred-cut.js';
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
  it('is made when first read, once; outside a build at once', async () => {
    let made = 0;
    const make = (raw: string): string => {
      made++;
      return raw.slice(0, 3);
    };
    await withCutLedger(async () => {
      const cut = deferringCuts(new HeldCuts(), () => deferCut('abcdef', make)) as () => string;
      expect(made).toBe(0);
      expect([cut(), cut()]).toEqual(['abc', 'abc']);
      expect(made).toBe(1);
      const unbounded = deferCut('abcdef', make) as () => string;
      expect(made).toBe(1);
      expect(unbounded()).toBe('abc');
      expect(made).toBe(2);
    });
    expect(deferringCuts(new HeldCuts(), () => deferCut('abcdef', make))).toBe('abc');
    expect(made).toBe(3);
  });

  it('notes what it redacted at the place it was asked for, not where it was read', async () => {
    const shown = await withCutLedger(async () => {
      const later = deferringCuts(new HeldCuts(), () => deferCut(output(first), capOutput)) as () => string;
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
      deferringCuts(new HeldCuts(), () => [deferCut(`a${'.'.repeat(9_000_000)}`, make), deferCut(`b${'.'.repeat(9_000_000)}`, make)]);
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

  it('a long output dropped at a later compaction is not cut when the outputs after it fill the bound', async () => {
    // Two outputs of ~9.6 M characters: together past the bound on raw text waiting, each alone within it (read whole,
    // not skimmed).
    const long = (token: string): string => `${output(token)}${'npm info ok\n'.repeat(800_000)}`;
    const text = [call('t1'), result('t1', long(first)), summary, call('t2'), result('t2', long(second))].join('\n');
    const dropped = capOutput(long(first));
    const counted = await withCutLedger(async () => {
      const t = await streamTranscript(bufferSource(text, 1 << 20), { fromLastCompaction: true, split: { skimThreshold: 1 << 26 } });
      const outputs: string[] = [];
      for await (const ev of t.events) if (ev.kind === 'tool_result') outputs.push(ev.output);
      return cutsShown([dropped, ...outputs]);
    });
    expect(counted.map((c) => c.fingerprint)).toEqual([fingerprint(second)]);
  });

  it('a transcript read straight through cuts only the outputs its handoff may print: a failure, not a success', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hos-deferred-')), 'session.jsonl');
    const failed = record('user', [{ type: 'tool_result', tool_use_id: 't2', content: output(second), is_error: true }]);
    writeFileSync(path, [call('t1'), result('t1', output(first)), call('t2'), failed].join('\n'));
    const cuts = [capOutput(output(first)), capOutput(output(second))];
    const counted = await withCutLedger(async () => {
      const builder = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/w' });
      await feedTranscript(builder, { kind: 'file', path }, '', { start: 0 }, true);
      builder.build({ rawTail: false });
      return cutsShown(cuts);
    });
    rmSync(dirname(path), { recursive: true, force: true });
    expect(counted.map((c) => c.fingerprint)).toEqual([fingerprint(second)]);
  });
});
