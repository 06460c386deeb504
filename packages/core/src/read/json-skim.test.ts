import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSkimmer, skimJson } from './json-skim.js';

function skimChunked(input: Buffer, chunk: number, opts = {}): Buffer | null {
  const s = new JsonSkimmer(opts);
  for (let i = 0; i < input.length; i += chunk) s.write(input, i, Math.min(i + chunk, input.length));
  return s.end();
}

describe('json skimmer', () => {
  it('keeps short strings and structure as they are (minus whitespace)', () => {
    const v = { a: 'x y', b: [1, 2.5, true, null], c: { d: 'é\u2028"\\' } };
    expect(JSON.parse(skimJson(Buffer.from(JSON.stringify(v, null, 2)))!.text)).toEqual(v);
  });

  it('cuts a long string to head + marker + tail, escapes intact', () => {
    const long = `START${'\\n\\u00e9"'.repeat(2000)}${'€'.repeat(3000)}END`;
    const input = Buffer.from(JSON.stringify({ out: long, k: 1 }));
    for (const chunk of [1, 7, 4096, input.length]) {
      const out = skimChunked(input, chunk, { headBytes: 100, tailBytes: 100 });
      const v = JSON.parse(out!.toString('utf8')) as { out: string; k: number };
      expect(v.k).toBe(1);
      expect(v.out.startsWith('START')).toBe(true);
      expect(v.out.endsWith('END')).toBe(true);
      expect(v.out).toMatch(/…\[\d+ bytes omitted\]…/);
      expect(v.out).not.toContain('\ufffd');
      expect(v.out.length).toBeLessThan(300);
    }
  });

  it('skims a 50 MB single-string line in bounded output', () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x61);
    const s = new JsonSkimmer();
    s.write(Buffer.from('{"type":"user","message":{"content":"'));
    for (let i = 0; i < big.length; i += 1 << 20) s.write(big, i, Math.min(i + (1 << 20), big.length));
    s.write(Buffer.from('"}}'));
    const out = s.end()!;
    expect(out.length).toBeLessThan(10_000);
    expect((JSON.parse(out.toString()) as { type: string }).type).toBe('user');
  });

  it('reports overflow past the output cap', () => {
    const arr = Buffer.from(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i)));
    expect(skimJson(arr, { maxOutput: 1000 })).toBeNull();
  });

  it('survives 10,000 levels of nesting', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(skimJson(Buffer.from(deep))!.text.length).toBe(20_000);
  });

  it('splits concatenated documents', () => {
    const s = new JsonSkimmer({ splitValues: true });
    s.write(Buffer.from('{"messages":[1]}\n{"messages":[2,"}"]}\n'));
    expect(s.drainValues().map((b) => JSON.parse(b.toString()))).toEqual([{ messages: [1] }, { messages: [2, '}'] }]);
  });

  it('property: valid JSON stays valid and equal when strings are short; output bounded always', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 64 }), (v, chunk) => {
        const input = Buffer.from(JSON.stringify(v));
        const out = skimChunked(input, chunk, { headBytes: 1 << 20, tailBytes: 16 });
        expect(JSON.parse(out!.toString('utf8'))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });

  it('property: long strings always give valid JSON, whatever the cut points', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 5 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (strs, chunk, head, tail) => {
        const input = Buffer.from(JSON.stringify(strs));
        const out = skimChunked(input, chunk, { headBytes: head, tailBytes: tail });
        const parsed = JSON.parse(out!.toString('utf8')) as string[];
        expect(parsed).toHaveLength(strs.length);
      }),
    );
  });

  it('property: arbitrary bytes never throw and stay within the cap', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), fc.integer({ min: 1, max: 100 }), (bytes, chunk) => {
        const out = skimChunked(Buffer.from(bytes), chunk, { maxOutput: 2000, headBytes: 10, tailBytes: 10 });
        if (out) expect(out.length).toBeLessThanOrEqual(2000);
      }),
    );
  });
});

/**
 * What the skimmer must make of one string literal (`raw`: its bytes between the quotes): the head runs to the
 * first unit boundary at or past `head` bytes, the tail is the last `tail` bytes from their first unit start,
 * and a marker counts what was dropped. Units: escape sequences (`\uXXXX` is one) and UTF-8 sequences.
 */
function referenceSkim(raw: Buffer, head: number, tail: number): Buffer {
  const starts: number[] = [];
  for (let i = 0; i < raw.length; ) {
    starts.push(i);
    if (raw[i] === 0x5c) i += raw[i + 1] === 0x75 ? 6 : 2;
    else i++;
    while (i < raw.length && ((raw[i] as number) & 0xc0) === 0x80) i++;
  }
  const headEnd = starts.find((s) => s >= head) ?? raw.length;
  const windowFrom = Math.max(headEnd, raw.length - tail);
  const tailFrom = starts.find((s) => s >= windowFrom) ?? raw.length;
  const dropped = tailFrom - headEnd;
  if (dropped <= 0) return raw;
  return Buffer.concat([raw.subarray(0, headEnd), Buffer.from(`…[${dropped} bytes omitted]…`), raw.subarray(tailFrom)]);
}

describe('json skimmer against a reference', () => {
  // Long strings full of escapes, `\u` escapes (control characters, lone surrogates) and multi-byte characters,
  // put near the ends of strings and of chunks: where the fast paths stop.
  const piece = fc.constantFrom('a', 'bcdefgh', '"', '\\', '\n', '\u0001', '\ud800', 'é', '€', '😀', '\\u', 'x'.repeat(300));
  const str = fc.array(piece, { maxLength: 60 }).map((p) => p.join(''));
  it('property: each string is cut exactly as the reference says, whatever the chunking', () => {
    fc.assert(
      fc.property(fc.array(str, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 64 }), fc.integer({ min: 0, max: 64 }), (strs, chunk, head, tail) => {
        const input = Buffer.from(JSON.stringify(strs));
        const out = skimChunked(input, chunk, { headBytes: head, tailBytes: tail });
        const expected = Buffer.concat([
          Buffer.from('['),
          ...strs.flatMap((s, i) => {
            const lit = Buffer.from(JSON.stringify(s));
            return [Buffer.from(i ? ',"' : '"'), referenceSkim(lit.subarray(1, lit.length - 1), head, tail), Buffer.from('"')];
          }),
          Buffer.from(']'),
        ]);
        expect(out!.toString('utf8')).toBe(expected.toString('utf8'));
      }),
      { numRuns: 500 },
    );
  });
});
