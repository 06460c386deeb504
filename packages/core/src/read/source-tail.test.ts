import { describe, expect, it } from 'vitest';
import { bufferSource } from './sources.js';
import { scanToLastCompaction } from './source-tail.js';
import { markerSet } from './tail.js';

const line = (o: Record<string, unknown>) => JSON.stringify(o);
const boundary = line({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted' });
const summary = line({ type: 'user', isCompactSummary: true, message: { role: 'user', content: 'This session is being continued from a previous conversation. Summary: half done.' } });
const turn = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });

async function scan(text: string, chunk: number, prefixBytes = Number.POSITIVE_INFINITY) {
  const { prefix, tail } = scanToLastCompaction(bufferSource(text, chunk), markerSet('claude-jsonl')!, prefixBytes);
  const given: Buffer[] = [];
  for await (const b of prefix) given.push(Buffer.from(b));
  const t = tail();
  const held: Buffer[] = [];
  for await (const b of t.held) held.push(b);
  return { offset: t.offset, lines: t.lines, prefix: Buffer.concat(given).toString(), held: Buffer.concat(held).toString() };
}

describe('scanToLastCompaction', () => {
  // The summary line comes last of the two marked lines, so the tail starts with it.
  const before = [turn('task'), boundary, summary, turn(`work ${'x'.repeat(300)}`), turn('the key "isCompactSummary":true quoted in text'), boundary];
  const after = [summary, turn('latest'), turn('done')];
  const text = [...before, ...after].join('\n') + '\n';
  const offset = Buffer.byteLength(before.join('\n') + '\n');

  it('holds the bytes from the last compaction line, whatever the chunks (markers straddling two of them too)', async () => {
    for (const chunk of [1, 7, 33, 100, 4096]) {
      const got = await scan(text, chunk);
      expect(got.offset).toBe(offset);
      expect(got.lines).toBe(before.length);
      expect(got.prefix).toBe(text.slice(0, offset));
      expect(got.held).toBe(text.slice(offset));
    }
  });

  it('gives at most prefixBytes of the prefix yet counts all its lines', async () => {
    const got = await scan(text, 13, 50);
    expect(got.prefix).toBe(text.slice(0, 50));
    expect(got.lines).toBe(before.length);
  });

  it('holds everything when there is no compaction', async () => {
    const plain = [turn('task'), turn('done')].join('\n');
    expect(await scan(plain, 5)).toEqual({ offset: null, lines: 0, prefix: '', held: plain });
  });
});
