/**
 * On every real transcript: building from the last compaction while the lines before it are still counted gives the
 * very handoff that holding the tail until the count is in gives.
 */
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusTranscripts } from '../../../../tests/support/corpus.js';
import { feedTranscript, type FeedOptions } from './feed-transcript.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import type { Handoff } from '../types/handoff.js';

async function handoffOf(file: string, opts: Partial<FeedOptions>): Promise<Handoff> {
  const builder = new HandoffBuilder({ sessionId: 'corpus', agent: 'unknown', cwd: null });
  await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0, fromLastCompaction: true, ...opts });
  return builder.build();
}

describe('relative tail lines on the corpus', () => {
  const files = corpusTranscripts();
  it('covers transcripts that were compacted', async () => {
    let compacted = 0;
    for (const rel of files) {
      const held = await handoffOf(corpusDir(rel), { relativeTail: false });
      if (held.uncertainty.some((u) => u.startsWith('The conversation was compacted'))) compacted++;
    }
    expect(compacted).toBeGreaterThan(0);
  });
  for (const rel of files) {
    it(rel, async () => {
      const file = corpusDir(rel);
      const held = await handoffOf(file, { relativeTail: false });
      expect(await handoffOf(file, {})).toEqual(held);
    });
  }
});
