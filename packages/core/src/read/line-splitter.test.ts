import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newStats, splitLineBatches, splitLines, type LineItem } from './line-splitter.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bufferSource, syncFileSource } from './sources.js';

async function all(src: AsyncIterable<Buffer>, opts = {}): Promise<LineItem[]> {
  const out: LineItem[] = [];
  for await (const it of splitLines(src, opts)) out.push(it);
  return out;
}

function chunks(parts: (string | Buffer)[]): AsyncIterable<Buffer> {
  return { async *[Symbol.asyncIterator]() { for (const p of parts) yield Buffer.isBuffer(p) ? p : Buffer.from(p); } };
}

describe('line splitter', () => {
  it('hands the lines each chunk ends as one batch, a line cut by a boundary in the batch of the chunk that ends it', async () => {
    const batches: number[][] = [];
    for await (const batch of splitLineBatches(chunks(['{"a":1}\n{"b":2}\n{"c"', ':3}\n{"d":4}\n', '{"e":5}'])))
      batches.push(batch.map((it) => it.line));
    expect(batches).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('hands every small line passed over to passedOver, wherever the chunk boundaries fall', async () => {
    const text = '{"a":"one"}\n{"b":"two, the small refusal"}\n{"c":"' + 'x'.repeat(60) + '"}\n{"d":"read"}\n';
    const seen = (parts: string[]) => {
      const got: [number, string][] = [];
      return all(chunks(parts), { skipBefore: 3, passedOver: { maxBytes: 40, each: (t: string, l: number) => got.push([l, t]) } }).then(() => got);
    };
    const whole = await seen([text]);
    expect(whole).toEqual([[0, '{"a":"one"}'], [1, '{"b":"two, the small refusal"}']]);
    for (const cuts of [[15], [13, 20, 30], [12, 50], [5, 25, 60, 80]]) {
      const parts = [0, ...cuts, text.length].slice(1).map((end, i, ends) => text.slice(i === 0 ? 0 : (ends[i - 1] as number), end));
      expect(await seen(parts)).toEqual(whole);
    }
  });

  it('hands over a longer passed-over line only when its first bytes carry the mark, up to the mark\'s cap', async () => {
    const marked = '{"isCompactSummary":true,"c":"' + 'x'.repeat(60) + '"}';
    const late = `{"e":"${'z'.repeat(40)}","isCompactSummary":true}`;
    const text = `{"a":"one"}\n{"b":"${'y'.repeat(60)}"}\n${marked}\n{"isCompactSummary":true,"f":"${'z'.repeat(200)}"}\n${late}\n{"d":"read"}\n`;
    const seen = (parts: string[]) => {
      const got: [number, string][] = [];
      const mark = Buffer.from('"isCompactSummary":true');
      const passedOver = { maxBytes: 40, marked: { maxBytes: 120, test: (l: Buffer) => l.includes(mark) }, each: (t: string, l: number) => got.push([l, t]) };
      return all(chunks(parts), { skipBefore: 5, passedOver }).then(() => got);
    };
    const whole = await seen([text]);
    expect(whole).toEqual([[0, '{"a":"one"}'], [2, marked]]);
    for (const cuts of [[20], [13, 70, 90], [100, 300]]) {
      const parts = [0, ...cuts, text.length].slice(1).map((end, i, ends) => text.slice(i === 0 ? 0 : (ends[i - 1] as number), end));
      expect(await seen(parts)).toEqual(whole);
    }
  });

  it('yields values with 0-based line numbers, skips blank lines, counts malformed', async () => {
    const stats = newStats();
    const items = await all(bufferSource('{"a":1}\n\n  \r\n{"b":2}\r\nnot json\n{"c":', 3), { stats });
    expect(items).toEqual([{ line: 0, value: { a: 1 }, bytes: 7 }, { line: 3, value: { b: 2 }, bytes: 8 }, { line: 4, malformed: true }, { line: 5, malformed: true }]);
    expect(stats).toMatchObject({ records: 4, malformed: 2, oversized: 0, bytes: 36 });
  });

  it('does not parse lines before skipBefore but keeps numbering', async () => {
    const items = await all(bufferSource('garbage\n{"x":1}\n{"y":2}\n'), { skipBefore: 2 });
    expect(items).toEqual([{ line: 2, value: { y: 2 }, bytes: 7 }]);
  });

  it('handles a line split across many chunks and multibyte chars cut between chunks', async () => {
    const line = Buffer.from(JSON.stringify({ t: 'é€😀'.repeat(10) }) + '\n');
    const parts: Buffer[] = [];
    for (let i = 0; i < line.length; i++) parts.push(line.subarray(i, i + 1));
    expect(await all(chunks(parts))).toEqual([{ line: 0, value: { t: 'é€😀'.repeat(10) }, bytes: 48 }]);
  });

  it('skims a 50 MB single line without buffering it, keeping its structure', async () => {
    const stats = newStats();
    const head = Buffer.from('{"type":"user","message":{"content":"BEGIN');
    const body = Buffer.alloc(1024 * 1024, 0x78);
    const parts: Buffer[] = [head];
    for (let i = 0; i < 50; i++) parts.push(body);
    parts.push(Buffer.from('END"}}\n{"next":true}\n'));
    const items = await all(chunks(parts), { stats });
    expect(items).toHaveLength(2);
    const first = items[0] as { value: { message: { content: string } } };
    expect(first.value.message.content.startsWith('BEGIN')).toBe(true);
    expect(first.value.message.content.endsWith('END')).toBe(true);
    expect(first.value.message.content.length).toBeLessThan(10_000);
    expect(items[1]).toEqual({ line: 1, value: { next: true }, bytes: 13 });
    expect(stats.skimmed).toBe(1);
  });

  it('marks a line oversized when even its skim exceeds the cap', async () => {
    const stats = newStats();
    const huge = JSON.stringify(Array.from({ length: 300_000 }, (_, i) => i));
    const items = await all(bufferSource(`${huge}\n{"ok":1}\n`), { stats });
    expect(items[0]).toMatchObject({ line: 0, oversized: true });
    expect(items[1]).toEqual({ line: 1, value: { ok: 1 }, bytes: 8 });
    expect(stats.oversized).toBe(1);
  });

  it('parses 10,000-level nesting, also through the skimmer', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect((await all(bufferSource(deep + '\n')))[0]).toHaveProperty('value');
    expect((await all(bufferSource(deep + '\n'), { skimThreshold: 100 }))[0]).toHaveProperty('value');
  });

  it('survives invalid UTF-8, NUL bytes and binary garbage', async () => {
    const bad = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}\n\u0000\u0000\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a])]);
    const items = await all(chunks([bad]));
    expect(items[0]).toEqual({ line: 0, value: { a: '\ufffd\ufffd\ufffd' }, bytes: 11 });
    expect(items.slice(1).every((i) => 'malformed' in i)).toBe(true);
  });

  it('property: any bytes, any chunking — terminates, never throws, same items as one chunk, bounded values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 1, max: 200 }), async (bytes, chunk) => {
        const buf = Buffer.from(bytes);
        const opts = { skimThreshold: 64, skim: { headBytes: 8, tailBytes: 8, maxOutput: 512 } };
        const a = await all(bufferSource(buf, chunk), opts);
        const b = await all(bufferSource(buf, buf.length || 1), opts);
        expect(a).toEqual(b);
        for (const it of a) if ('value' in it) expect(JSON.stringify(it.value).length).toBeLessThanOrEqual(2048);
      }),
    );
  });

  it('property: JSONL of arbitrary values round-trips (short lines) or stays valid (skimmed lines)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 20 }), fc.integer({ min: 1, max: 300 }), async (values, chunk) => {
        const text = values.map((v) => JSON.stringify(v)).join('\n');
        const items = await all(bufferSource(text, chunk), { skimThreshold: 200, skim: { headBytes: 20, tailBytes: 20 } });
        const nonBlank = values.filter((v) => JSON.stringify(v) !== undefined);
        expect(items).toHaveLength(nonBlank.length);
        items.forEach((it, i) => {
          expect('value' in it || 'oversized' in it).toBe(true);
          const src = JSON.stringify(values[i]);
          if ('value' in it && src.length <= 200) expect(it.value).toEqual(JSON.parse(src));
        });
      }),
    );
  });

  it('reads a source that reuses its buffer (syncFileSource) the same as fresh chunks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'split-reuse-'));
    try {
      const big = JSON.stringify({ t: 'x'.repeat(300), u: 'é'.repeat(50) });
      const text = [big, '{"a":1}', '', big, 'not json', '{"b":"' + 'y'.repeat(200) + '"}'].join('\n');
      const file = join(dir, 't.jsonl');
      writeFileSync(file, text);
      const opts = { skimThreshold: 256, skim: { headBytes: 16, tailBytes: 16 } };
      for (const chunk of [7, 64, 100, 1000]) {
        expect(await all(syncFileSource(file, { start: 0 }, chunk), opts)).toEqual(await all(bufferSource(text, chunk), opts));
      }
      expect(await all(syncFileSource(file, { start: Buffer.byteLength(big) + 1, end: Buffer.byteLength(big) + 8 }, 3))).toEqual([{ line: 0, value: { a: 1 }, bytes: 7 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
