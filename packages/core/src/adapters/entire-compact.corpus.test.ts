/**
 * Every real Claude Code transcript of the corpus, converted to Entire's compact form as Entire's compact package
 * converts it, says what the native one says: the same task, latest instruction and task list. The converter is
 * first checked against Entire's own output for two of them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir, corpusTranscripts } from '../../../../tests/support/corpus.js';
import { compactClaude } from '../../../../tests/support/entire-compact.js';
import { feedTranscript } from '../pipeline/feed-transcript.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { detectFormat } from './detect.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-compact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const parsed = (text: string) => text.trim().split('\n').map((l) => ({ ...(JSON.parse(l) as object), cli_version: '' }));

async function summary(file: string) {
  const builder = new HandoffBuilder({ sessionId: 'corpus', agent: 'unknown', cwd: null });
  await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0 });
  const h = builder.build();
  return { task: h.task?.text, latest: h.latestInstruction?.text, todos: h.todos.map((t) => `${t.status} ${t.text}`) };
}

describe("Entire's compact form of real Claude Code transcripts", () => {
  it("the converter gives Entire's own output", () => {
    for (const [native, expected] of [['claude_full.jsonl', 'claude_expected.jsonl'], ['claude_full2.jsonl', 'claude_expected2.jsonl']] as const) {
      const read = (name: string) => readFileSync(corpusDir('entire', 'compact-fixtures', name), 'utf8');
      expect(parsed(compactClaude(read(native)))).toEqual(parsed(read(expected)));
    }
  });

  const claude = corpusTranscripts().filter((rel) => detectFormat(readFileSync(corpusDir(rel)).subarray(0, 1 << 20)) === 'claude-jsonl');
  for (const [i, rel] of claude.entries()) {
    const native = readFileSync(corpusDir(rel), 'utf8');
    // Entire drops queued prompts (queue-operation records) from the compact form: their words are in prompt.txt only.
    if (native.includes('"type":"queue-operation","operation":"enqueue"')) continue;
    it(rel, async () => {
      const compact = join(dir, `${i}.jsonl`);
      writeFileSync(compact, compactClaude(native));
      expect(await summary(compact)).toEqual(await summary(corpusDir(rel)));
    });
  }
});
