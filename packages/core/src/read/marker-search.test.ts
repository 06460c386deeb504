import { describe, expect, it } from 'vitest';
import { MarkerSearch } from './marker-search.js';

const BOUNDARY = '"subtype":"compact_boundary"';
const SUMMARY = '"isCompactSummary":true';
const line = (o: Record<string, unknown>) => JSON.stringify(o);
const boundary = line({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted' });
const summary = line({ type: 'user', isCompactSummary: true, message: { role: 'user', content: 'Summary: half done.' } });
// A tool output quoting both markers (its quotes escaped) and their tails (unescaped, as code would print them).
const quoting = line({
  type: 'user',
  message: { content: [{ type: 'tool_result', content: `grep: "subtype":"compact_boundary" ${'x'.repeat(200)} CompactSummary":true, _boundary"` }] },
});

function search(): MarkerSearch {
  return new MarkerSearch([Buffer.from(BOUNDARY), Buffer.from(SUMMARY)]);
}

describe('MarkerSearch', () => {
  it('finds where each structural marker last starts, not the same words quoted inside a string', () => {
    const text = [boundary, summary, quoting, boundary, quoting].join('\n');
    const buf = Buffer.from(text);
    const s = search();
    expect(s.last(0, buf, buf.length)).toBe(text.lastIndexOf(BOUNDARY));
    expect(s.last(0, buf, buf.length)).toBeGreaterThan(text.indexOf(summary));
    expect(s.last(1, buf, buf.length)).toBe(text.indexOf(SUMMARY));
  });

  it('answers -1 when only the tail of a marker is there: the quoted copies and a buffer that starts mid-marker', () => {
    const buf = Buffer.from([quoting, quoting].join('\n'));
    const s = search();
    expect(s.last(0, buf, buf.length)).toBe(-1);
    expect(s.last(1, buf, buf.length)).toBe(-1);
    const cut = Buffer.from(summary.slice(summary.indexOf(SUMMARY) + 3));
    expect(search().last(1, cut, cut.length)).toBe(-1);
  });

  it('takes the last marker starting before `before`, passing over one that starts at or after it', () => {
    const text = `${boundary}\n${boundary}`;
    const buf = Buffer.from(text);
    const second = text.lastIndexOf(BOUNDARY);
    expect(search().last(0, buf, second)).toBe(text.indexOf(BOUNDARY));
    expect(search().last(0, buf, second + 1)).toBe(second);
    expect(search().last(0, buf, 0)).toBe(-1);
  });

  it('gives the same answers whichever text its anchors were chosen on', () => {
    const text = [summary, boundary, quoting].join('\n');
    const buf = Buffer.from(text);
    // The long samples fill the bytes counted: their anchors are kept for every later search.
    const long = [Buffer.from('"'.repeat(70_000)), Buffer.from('C_b'.repeat(30_000)), Buffer.concat([Buffer.from('"isCompactSummary":true'), Buffer.alloc(70_000, 'x')])];
    for (const sample of [buf, Buffer.from('"'.repeat(1000)), Buffer.from('C_b'.repeat(1000)), Buffer.alloc(0), ...long]) {
      const s = search();
      s.last(0, sample, sample.length);
      expect([s.last(0, buf, buf.length), s.last(1, buf, buf.length)]).toEqual([text.lastIndexOf(BOUNDARY), text.lastIndexOf(SUMMARY)]);
    }
  });
});
