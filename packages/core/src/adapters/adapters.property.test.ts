import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import { TRANSCRIPT_FORMATS } from '../types/agents.js';
import type { TranscriptEvent } from '../types/events.js';
import { adapterFor } from './index.js';
import { detectFormat } from './detect.js';

/** Every string field of an event is capped; no event is larger than this. */
const MAX_EVENT_CHARS = 40_000;

function checkBounded(events: TranscriptEvent[]): void {
  for (const e of events) {
    expect(JSON.stringify(e).length).toBeLessThan(MAX_EVENT_CHARS);
    expect(typeof e.line).toBe('number');
  }
}

function deep(depth: number): unknown {
  let v: unknown = { type: 'text', text: 'bottom' };
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { content: v, message: v };
  return v;
}

/** Records shaped like each format's, with arbitrary values in every slot. */
const shaped = fc.oneof(
  fc.record({ type: fc.constantFrom('user', 'assistant', 'response_item', 'event_msg', 'compacted', 'message', 'gemini', 'tool.execution_complete', 'assistant.message', 'user.message'), message: fc.anything(), payload: fc.anything(), data: fc.anything(), content: fc.anything(), toolCalls: fc.anything(), isCompactSummary: fc.boolean(), isMeta: fc.boolean(), isSidechain: fc.boolean() }, { requiredKeys: ['type'] }),
  fc.record({ role: fc.constantFrom('user', 'assistant'), message: fc.record({ content: fc.array(fc.record({ type: fc.constantFrom('text', 'tool_use', 'tool_result'), text: fc.string(), name: fc.constantFrom('Edit', 'Bash', 'TodoWrite', 'Task', 'TaskUpdate', 'apply_patch', 'x'), input: fc.anything(), content: fc.anything(), tool_use_id: fc.string() })) }) }),
  fc.record({ info: fc.record({ role: fc.constantFrom('user', 'assistant'), summary: fc.boolean(), error: fc.anything() }), parts: fc.array(fc.record({ type: fc.constantFrom('text', 'tool', 'compaction'), tool: fc.constantFrom('bash', 'edit', 'todowrite', 'task', 'patch'), state: fc.anything(), text: fc.string() })) }),
  fc.record({ $set: fc.record({ messages: fc.array(fc.anything()) }) }),
  fc.record({ $rewindTo: fc.string() }),
  fc.anything(),
);

describe('adapters under hostile input', () => {
  for (const format of TRANSCRIPT_FORMATS) {
    it(`${format}: arbitrary records never throw and give bounded events`, () => {
      fc.assert(
        fc.property(fc.array(shaped, { maxLength: 30 }), (records) => {
          const parser = adapterFor(format).createParser();
          const events: TranscriptEvent[] = [];
          records.forEach((r, i) => events.push(...parser.push(r, i)));
          events.push(...parser.finish());
          checkBounded(events);
        }),
        { numRuns: 200 },
      );
    });

    it(`${format}: 10,000-level nesting in every slot`, () => {
      const parser = adapterFor(format).createParser();
      const d = deep(10_000);
      const rec = { type: 'user', role: 'user', message: d, payload: d, data: d, content: d, info: { role: 'user' }, parts: d, toolCalls: d, $set: { messages: d } };
      expect(() => {
        parser.push(rec, 0);
        parser.push({ type: 'assistant', role: 'assistant', message: { content: [{ type: 'tool_use', name: 'Unknown', input: d }] } }, 1);
        parser.finish();
      }).not.toThrow();
    });
  }

  it('detectFormat never throws on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), (b) => void detectFormat(Buffer.from(b))));
  });

  it('detectFormat of a head as bytes is detectFormat of its decoded text (the bytes path decodes line by line)', () => {
    const lines = [
      '{"type":"user","uuid":"u","message":{"role":"user","content":"é task"}}',
      '{"timestamp":"t","type":"session_meta","payload":{"id":"x"}}',
      '{"sessionId":"s","projectHash":"h","messages":[]}',
      '{"info":{"id":"ses"},"messages":[',
      '{"type":"progress","x":1}',
      '{"no":"decision"}',
      '{',
      'not json }',
      '',
    ];
    const piece = fc.oneof(fc.constantFrom(...lines), fc.constantFrom(' ', '\t', '\r', '\n', '\uFEFF', '\u00A0', '\u2028', '€'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(400), (parts, cut) => {
        const bytes = Buffer.from(parts.join('\n'), 'utf8');
        // A head cut anywhere, in the middle of a character too.
        const head = bytes.subarray(0, Math.min(bytes.length, cut));
        expect(detectFormat(head)).toBe(detectFormat(head.toString('utf8')));
      }),
    );
  });

  it('the reader survives arbitrary bytes after a valid head, for every format', async () => {
    const heads: Record<string, string> = {
      'claude-jsonl': '{"type":"user","uuid":"u","message":{"role":"user","content":"task"}}\n',
      'codex-rollout': '{"timestamp":"t","type":"session_meta","payload":{"id":"x"}}\n',
      'gemini-jsonl': '{"sessionId":"s","projectHash":"h","startTime":"t","lastUpdated":"t"}\n',
      'gemini-json': '{"sessionId":"s","projectHash":"h","messages":[',
      'opencode-export': '{"info":{"id":"ses"},"messages":[',
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(heads)), fc.uint8Array({ maxLength: 2000 }), fc.integer({ min: 1, max: 300 }), async (fmt, tail, chunk) => {
        const t = await streamTranscript(bufferSource(Buffer.concat([Buffer.from(heads[fmt] as string), Buffer.from(tail)]), chunk));
        expect(t.format).toBe(fmt);
        const events: TranscriptEvent[] = [];
        for await (const e of t.events) events.push(e);
        checkBounded(events);
      }),
      { numRuns: 100 },
    );
  });

  it('a 50 MB single Claude line becomes one capped prompt', async () => {
    const text = Buffer.concat([Buffer.from('{"type":"user","uuid":"u","message":{"role":"user","content":"'), Buffer.alloc(50 * 1024 * 1024, 0x71), Buffer.from('"}}\n')]);
    const t = await streamTranscript(bufferSource(text));
    const events: TranscriptEvent[] = [];
    for await (const e of t.events) events.push(e);
    expect(events).toHaveLength(1);
    checkBounded(events);
    expect(t.stats.skimmed).toBe(1);
  });
});
