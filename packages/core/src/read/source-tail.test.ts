import { describe, expect, it } from 'vitest';
import { bufferSource, type ByteSource } from './sources.js';
import { scanToLastCompaction } from './source-tail.js';
import { markerSet } from './tail.js';

const line = (o: Record<string, unknown>) => JSON.stringify(o);
const boundary = line({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted' });
const summary = line({ type: 'user', isCompactSummary: true, message: { role: 'user', content: 'This session is being continued from a previous conversation. Summary: half done.' } });
const turn = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });

async function scan(text: string, chunk: number, prefixBytes = Number.POSITIVE_INFINITY, source: ByteSource = bufferSource(text, chunk), heldBytes?: number) {
  const { prefix, tail } = scanToLastCompaction(source, markerSet('claude-jsonl')!, prefixBytes, heldBytes);
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

  /** A blob that can be asked for again, as git's are: each read's chunks fresh copies, recorded per read. */
  function rereadable(text: string, chunk: number) {
    const reads: Buffer[][] = [];
    const read = (): ByteSource => ({
      again: read,
      async *[Symbol.asyncIterator]() {
        const got: Buffer[] = [];
        reads.push(got);
        for await (const b of bufferSource(text, chunk)) {
          const copy = Buffer.from(b);
          got.push(copy);
          yield copy;
        }
      },
    });
    return { source: read(), reads };
  }

  const steps = (n: number) => Array.from({ length: n }, (_, i) => turn(`step ${i} ${'y'.repeat(i * 7)}`));
  // A compaction whose marker lies further into its line than the budget: the line's start is among the bytes let go.
  const paddedSummary = line({ type: 'user', note: 'z'.repeat(900), isCompactSummary: true, message: { role: 'user', content: 'Summary: the rest.' } });

  it('holds at most its budget of a long tail and reads the blob again for it, with the same bytes and counts', async () => {
    for (const long of [[...before, ...after, ...steps(40)], [...before, ...steps(30), paddedSummary, ...steps(20)]].map((l) => l.join('\n') + '\n')) {
      const whole = await scan(long, 64);
      for (const [chunk, prefixBytes] of [[1, 50], [7, Infinity], [64, 100], [500, Infinity]] as const) {
        const { source, reads } = rereadable(long, chunk);
        const got = await scan(long, chunk, prefixBytes, source, 256);
        expect(got).toEqual({ ...whole, prefix: whole.prefix.slice(0, prefixBytes) });
        expect(reads).toHaveLength(2);
      }
    }
  });

  it('reads a blob with no compaction again rather than holding it whole: the tail is the second read', async () => {
    const plain = Array.from({ length: 200 }, (_, i) => turn(`step ${i}`)).join('\n') + '\n';
    const { source, reads } = rereadable(plain, 100);
    const { prefix, tail } = scanToLastCompaction(source, markerSet('claude-jsonl')!, Infinity, 1000);
    for await (const _b of prefix) throw new Error('no compaction: nothing lies before one');
    const handed: Buffer[] = [];
    for await (const b of tail().held) handed.push(b);
    expect(Buffer.concat(handed).toString()).toBe(plain);
    const second = new Set(reads[1]!.map((b) => b.buffer));
    expect(handed.every((b) => second.has(b.buffer))).toBe(true);
  });
});
