import { it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { corpusDir, corpusTranscripts } from '../../../../tests/support/corpus.js';
import { compactClaude } from '../../../../tests/support/entire-compact.js';
import { feedTranscript } from './feed-transcript.js';
import { HandoffBuilder } from '../summarize/handoff-builder.js';
import { detectFormat } from '../adapters/detect.js';
async function h(file: string, start = 0) {
  const b = new HandoffBuilder({ sessionId: 'corpus', agent: 'unknown', cwd: null });
  await feedTranscript(b, { kind: 'file', path: file }, '', { start, fromLastCompaction: false });
  return b.build();
}
const sum = (x: any) => ({ task: x.task?.text, latest: x.latestInstruction?.text, status: x.status, files: x.filesTouched, errors: x.errors.map((e: any) => e.decisiveLine), todos: x.todos.map((t: any) => `${t.status} ${t.text}`), decisions: x.decisions.map((d: any) => d.text), openQ: x.openQuestions.map((q: any) => q.text) });
it('cmp', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmp-'));
  let n = 0;
  for (const rel of corpusTranscripts()) {
    const text = readFileSync(corpusDir(rel));
    if (detectFormat(text.subarray(0, 1 << 20)) !== 'claude-jsonl') continue;
    n++;
    const c = join(dir, `${n}.jsonl`);
    writeFileSync(c, compactClaude(text.toString('utf8')));
    const a = sum(await h(corpusDir(rel))), b = sum(await h(c));
    const diffs = Object.keys(a).filter((k) => JSON.stringify((a as any)[k]) !== JSON.stringify((b as any)[k]));
    console.log(rel.slice(-60), diffs.length ? diffs.map((k) => `${k}: ${JSON.stringify((a as any)[k]).slice(0, 150)} || ${JSON.stringify((b as any)[k]).slice(0, 150)}`).join('\n   ') : 'same');
  }
}, 600000);
