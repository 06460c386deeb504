import { describe, expect, it } from 'vitest';
import { peek } from './peek-source.js';
import type { ByteSource } from './sources.js';

/** A Claude Code transcript's lines, arriving in pipe-sized chunks that cut lines anywhere. */
function transcriptInChunks(chunkBytes: number): { bytes: Buffer; source: ByteSource; closed: () => boolean } {
  const lines: string[] = [];
  for (let i = 0; i < 400; i++) {
    lines.push(JSON.stringify({ type: 'user', sessionId: 's1', message: { role: 'user', content: `step ${i}: run the tests again` } }));
    lines.push(JSON.stringify({ type: 'assistant', sessionId: 's1', message: { role: 'assistant', content: [{ type: 'text', text: `ran step ${i}, all green` }] } }));
  }
  const bytes = Buffer.from(`${lines.join('\n')}\n`);
  let closed = false;
  const source: ByteSource = {
    async *[Symbol.asyncIterator]() {
      try {
        for (let at = 0; at < bytes.length; at += chunkBytes) yield Buffer.from(bytes.subarray(at, at + chunkBytes));
      } finally {
        closed = true;
      }
    },
  };
  return { bytes, source, closed: () => closed };
}

async function collect(source: ByteSource): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return chunks;
}

describe('peek', () => {
  it('gives the first bytes of a transcript and replays all of it, byte for byte', async () => {
    const t = transcriptInChunks(4096);
    const { head, replay } = await peek(t.source, 10_000);
    expect(head.length).toBeGreaterThanOrEqual(10_000);
    expect(head.equals(t.bytes.subarray(0, head.length))).toBe(true);
    expect(Buffer.concat(await collect(replay)).equals(t.bytes)).toBe(true);
    expect(t.closed()).toBe(true);
  });

  it('gives the first bytes whole from a source that reuses one buffer for its chunks (as syncFileSource does)', async () => {
    const t = transcriptInChunks(4096);
    const one = Buffer.alloc(4096);
    const reusing: ByteSource = {
      async *[Symbol.asyncIterator]() {
        for (let at = 0; at < t.bytes.length; at += one.length) yield one.subarray(0, t.bytes.copy(one, 0, at, at + one.length));
      },
    };
    const { head } = await peek(reusing, 10_000);
    expect(head.equals(t.bytes.subarray(0, head.length))).toBe(true);
  });

  it('replays the head itself first, so the chunks it was joined from are not kept beside it', async () => {
    const t = transcriptInChunks(4096);
    const { head, replay } = await peek(t.source, 10_000);
    const [first] = await collect(replay);
    expect(first).toBe(head);
  });

  it('replays a transcript shorter than the peek whole, and releases the source', async () => {
    const t = transcriptInChunks(4096);
    const { head, replay } = await peek(t.source, t.bytes.length * 2);
    expect(head.equals(t.bytes)).toBe(true);
    expect(Buffer.concat(await collect(replay)).equals(t.bytes)).toBe(true);
    expect(t.closed()).toBe(true);
  });

  it('releases the source when the replay is never read', async () => {
    const t = transcriptInChunks(4096);
    const { release } = await peek(t.source, 10_000);
    await release();
    expect(t.closed()).toBe(true);
  });
});
