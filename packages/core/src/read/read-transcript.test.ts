import { Worker } from 'node:worker_threads';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { streamTranscript } from './read-transcript.js';
import { blobSource, bufferSource } from './sources.js';
import { COUNT_WORKER, countLines, countLinesSync, findLastCompaction, lineCounter, readHead } from './tail.js';

const dir = mkdtempSync(join(tmpdir(), 'hos-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const user = (text: string, extra: Record<string, unknown> = {}) => JSON.stringify({ type: 'user', uuid: 'u', sessionId: 's', timestamp: '2026-01-01T00:00:00Z', message: { role: 'user', content: text }, ...extra });
const assistant = (text: string) => JSON.stringify({ type: 'assistant', uuid: 'a', sessionId: 's', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const boundary = JSON.stringify({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', uuid: 'cb', parentUuid: null });
const summary = user('This session is being continued from a previous conversation that ran out of context. Summary: half done.', { isCompactSummary: true });

/** A multi-MB Claude file: the task, ~4 MB of turns (some lines long), a compaction near the end, a short tail. */
function bigClaudeFile(): { path: string; lines: string[] } {
  const lines = [user('ORIGINAL TASK: port the parser to Rust')];
  for (let i = 0; i < 4000; i++) lines.push(i % 500 === 7 ? assistant(`long ${'z'.repeat(200_000)}`) : assistant(`turn ${i} ${'y'.repeat(600)}`));
  // A string that merely mentions the marker must not count (its quotes are escaped).
  lines.push(assistant('the key "isCompactSummary":true appears in this text'));
  lines.push(boundary, summary, user('latest instruction: keep the public API'), assistant('Should I keep the C ABI too?'));
  const path = join(dir, 'big.jsonl');
  writeFileSync(path, lines.join('\n') + '\n');
  return { path, lines };
}

async function collect(it: AsyncIterable<TranscriptEvent>): Promise<TranscriptEvent[]> {
  const out: TranscriptEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}

describe('tail', () => {
  const { path, lines } = bigClaudeFile();
  const compactionLine = lines.indexOf(summary);

  it('finds the offset of the last compaction line by reading backwards', async () => {
    const hit = await findLastCompaction(path, 'claude-jsonl', { chunkBytes: 64 * 1024 });
    const expected = Buffer.byteLength(lines.slice(0, compactionLine).join('\n') + '\n');
    expect(hit).toEqual({ offset: expected, marker: '"isCompactSummary":true' });
    expect(await countLines(path, hit!.offset)).toBe(compactionLine);
  });

  it('finds a marker straddling two chunks', async () => {
    for (const chunk of [17, 33, 100]) {
      const hit = await findLastCompaction(path, 'claude-jsonl', { chunkBytes: chunk });
      expect(hit?.offset).toBe(Buffer.byteLength(lines.slice(0, compactionLine).join('\n') + '\n'));
    }
  });

  it('returns null without a compaction, and readHead gives the first bytes', async () => {
    const p = join(dir, 'none.jsonl');
    writeFileSync(p, [user('task'), assistant('ok')].join('\n'));
    expect(await findLastCompaction(p, 'claude-jsonl')).toBeNull();
    expect((await readHead(p, 8)).toString()).toBe('{"type":');
  });

  it('streamTranscript fromLastCompaction: compaction first, absolute lines, the task from the head', async () => {
    const t = await streamTranscript({ file: path }, { fromLastCompaction: true });
    const events = await collect(t.events);
    expect(events[0]).toMatchObject({ kind: 'compaction', line: compactionLine });
    expect(events.map((e) => e.kind)).toEqual(['compaction', 'user_prompt', 'assistant_text']);
    expect(t.stats.startLine).toBe(compactionLine);
    expect(t.stats.records).toBe(3);
    expect(t.stats.bytes).toBeLessThan(2000);
    expect((await t.firstPrompt())?.text).toBe('ORIGINAL TASK: port the parser to Rust');
  });

  it('counts the lines before the tail the same in the worker and on this thread, and in step with the tail', async () => {
    const hit = await findLastCompaction(path, 'claude-jsonl');
    for (const offset of [0, 1, hit!.offset, hit!.offset + 1, 10 ** 9]) expect(await countLines(path, offset)).toBe(countLinesSync(path, offset));
    // Held records flushed mid-tail (a tiny cap) or at its end give the same events.
    const capped = await collect((await streamTranscript({ file: path }, { fromLastCompaction: true, maxPendingText: 1 })).events);
    const held = await collect((await streamTranscript({ file: path }, { fromLastCompaction: true })).events);
    expect(capped).toEqual(held);
    expect(capped.map((e) => e.line)).toEqual([compactionLine, compactionLine + 1, compactionLine + 2]);
    // A stopped worker leaves the count to this thread; without a worker it is counted here too.
    const counter = lineCounter(path, true);
    counter.cancel();
    await expect(counter.count(hit!.offset)).resolves.toBe(compactionLine);
    await expect(lineCounter(path, false).count(hit!.offset)).resolves.toBe(compactionLine);
    // The worker's own program, run as a worker (a fallback would hide a broken script): it counts every chunk the
    // search has not ruled out, and none past them.
    const chunk = 64;
    const chunks = Math.ceil(statSync(path).size / chunk);
    const runWorker = async (bound: number): Promise<Int32Array> => {
      const slots = new Int32Array(new SharedArrayBuffer(4 * (2 + 2 * chunks)));
      slots[0] = -1;
      slots[1] = bound;
      const worker = new Worker(COUNT_WORKER, { eval: true, workerData: { path, chunk, chunks, shared: slots.buffer } });
      const stopped = new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await expect(stopped).resolves.toBe('stopped');
      await worker.terminate();
      return slots;
    };
    const slots = await runWorker(chunks);
    expect(slots.subarray(2, 2 + chunks).every((f) => f === 2)).toBe(true);
    const whole = Math.floor(hit!.offset / chunk);
    const counts = slots.subarray(2 + chunks, 2 + chunks + whole).reduce((a, b) => a + b, 0);
    expect(counts + countLinesSync(path, hit!.offset) - countLinesSync(path, whole * chunk)).toBe(compactionLine);
    const bounded = await runWorker(whole);
    expect([...bounded.subarray(2, 2 + chunks)]).toEqual(Array.from({ length: chunks }, (_, i) => (i < whole ? 2 : 0)));
    // The search's progress, told to the counter as it goes, bounds the worker and leaves the count as it was.
    for (const from of [hit!.offset + 1, hit!.offset + 200, statSync(path).size]) {
      const c = lineCounter(path, true);
      c.searched(from);
      await expect(c.count(hit!.offset)).resolves.toBe(compactionLine);
    }
    // Helping from this thread, with the worker still starting or already counting, gives the same answer.
    for (const offset of [hit!.offset, hit!.offset + 1, 1]) {
      const c = lineCounter(path, true);
      const n = c.count(offset);
      c.help();
      await expect(n).resolves.toBe(countLinesSync(path, offset));
    }
  });

  it('a git blob is read from its last compaction as the file is: same events, lines and words, nothing before it parsed', async () => {
    const hit = await findLastCompaction(path, 'claude-jsonl');
    const fromFile = await streamTranscript({ file: path }, { fromLastCompaction: true, relativeTail: true });
    const fileEvents = await collect(fromFile.events);
    for (const chunk of [4097, 1 << 20]) {
      const t = await streamTranscript(bufferSource(readFileSync(path), chunk), { fromLastCompaction: true, relativeTail: true });
      expect(await collect(t.events)).toEqual(fileEvents);
      expect(t.stats.startOffset).toBe(hit!.offset);
      expect(t.stats.records).toBe(3);
      expect(await t.lineBase?.()).toBe(compactionLine);
      expect(await t.earlierWords()).toEqual(await fromFile.earlierWords());
      expect((await t.firstPrompt())?.text).toBe('ORIGINAL TASK: port the parser to Rust');
    }
  });

  it('a git blob or a file read from its last compaction keeps the task list made before it: a task completed after it is known', async () => {
    const call = (id: string, name: string, input: Record<string, unknown>) =>
      JSON.stringify({ type: 'assistant', uuid: id, sessionId: 's', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
    const text = [
      user('port the parser'),
      call('c1', 'TaskCreate', { subject: 'Write the failing tests' }),
      call('c2', 'TaskCreate', { subject: 'Port the tokenizer' }),
      assistant(`working ${'w'.repeat(5000)}`),
      boundary,
      summary,
      call('c3', 'TaskUpdate', { taskId: '1', status: 'completed' }),
    ].join('\n');
    const file = join(dir, 'tasks-across-compaction.jsonl');
    writeFileSync(file, text + '\n');
    for (const input of [bufferSource(text, 64), { file }]) {
      const t = await streamTranscript(input, { fromLastCompaction: true });
      const events = await collect(t.events);
      expect(events[0]?.kind).toBe('compaction');
      expect(events.at(-1)).toMatchObject({
        kind: 'todo_update',
        todos: [
          { text: 'Write the failing tests', status: 'completed' },
          { text: 'Port the tokenizer', status: 'pending' },
        ],
      });
    }
  });

  it('a git blob or a file read from its last compaction names the newest task list before it, none changing it after', async () => {
    const todos = JSON.stringify({
      type: 'assistant',
      uuid: 'c1',
      sessionId: 's',
      message: { role: 'assistant', content: [{ type: 'tool_use', id: 'c1', name: 'TodoWrite', input: { todos: [{ content: 'Port the tokenizer', status: 'in_progress', activeForm: 'Porting' }] } }] },
    });
    const text = [user('port the parser'), todos, assistant(`working ${'w'.repeat(5000)}`), boundary, summary, assistant('Continuing with the tokenizer.')].join('\n');
    const file = join(dir, 'todos-before-compaction.jsonl');
    writeFileSync(file, text + '\n');
    for (const input of [bufferSource(text, 64), { file }]) {
      const t = await streamTranscript(input, { fromLastCompaction: true });
      expect((await collect(t.events))[0]?.kind).toBe('compaction');
      await t.earlierWords();
      expect(t.earlierTodos()).toMatchObject({ kind: 'todo_update', line: 1, todos: [{ text: 'Port the tokenizer', status: 'in_progress' }] });
    }
  });

  it('non-file source fromLastCompaction holds events from the latest compaction', async () => {
    const text = [user('task A'), summary, user('B'), summary, user('C'), assistant('D')].join('\n');
    const t = await streamTranscript(bufferSource(text, 10), { fromLastCompaction: true });
    const events = await collect(t.events);
    expect(events.map((e) => [e.kind, e.line])).toEqual([['compaction', 3], ['user_prompt', 4], ['assistant_text', 5]]);
    expect((await t.firstPrompt())?.text).toBe('task A');
  });
});

describe('streamTranscript', () => {
  it('gives the same events whatever the chunks its bytes come in: 1 KiB to 1 MiB, fresh or one reused buffer, as its file', async () => {
    const toolUse = JSON.stringify({ type: 'assistant', uuid: 't', sessionId: 's', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'call1', name: 'Bash', input: { command: 'npm test' } }] } });
    // A result over 64 KiB is skimmed; its multi-byte characters fall on chunk edges somewhere at every size.
    const toolResult = (i: number) =>
      JSON.stringify({ type: 'user', uuid: 'r', sessionId: 's', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call1', content: `FAIL 1 test — ünïcödé ✓ 日本語 🚀 ${'é'.repeat(i % 100 === 3 ? 60_000 : 50)}` }] } });
    const lines = [user('Übersetze die Fehlermeldungen ins Deutsche 🇩🇪')];
    // Past the first MiB, which the reader peeks at whole to tell the format.
    for (let i = 0; i < 1500; i++) lines.push(assistant(`Schritt ${i}: 変更を確認 — ${'ß'.repeat(i % 7 === 0 ? 3000 : 40)} 🚀`), toolUse, toolResult(i));
    lines.push(boundary, summary, user('weiter: nur die Tests 日本語'), toolUse, toolResult(3), assistant('Fertig ✓'));
    const bytes = Buffer.from(lines.join('\n') + '\n');
    const path = join(dir, 'chunked.jsonl');
    writeFileSync(path, bytes);
    const inPieces = (size: number, reuse: boolean) => ({
      async *[Symbol.asyncIterator]() {
        const one = Buffer.alloc(size);
        for (let at = 0; at < bytes.length; at += size) {
          const piece = bytes.subarray(at, at + size);
          if (!reuse) yield Buffer.from(piece);
          else yield one.subarray(0, piece.copy(one));
        }
      },
    });
    const whole = await collect((await streamTranscript({ file: path })).events);
    const tail = await collect((await streamTranscript({ file: path }, { fromLastCompaction: true })).events);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(whole.length).toBeGreaterThan(3000);
    expect(tail[0]?.kind).toBe('compaction');
    for (const size of [1024, 7 * 1024, 64 * 1024, 128 * 1024, 1024 * 1024]) {
      for (const reuse of [false, true]) expect(await collect((await streamTranscript(inPieces(size, reuse))).events)).toEqual(whole);
      expect(await collect((await streamTranscript(inPieces(size, false), { fromLastCompaction: true })).events)).toEqual(tail);
    }
  });

  it('start skips records before the checkpoint (JSONL lines) but firstPrompt still finds the task', async () => {
    const p = join(dir, 'start.jsonl');
    writeFileSync(p, [user('task'), assistant('one'), user('second prompt'), assistant('two')].join('\n'));
    const t = await streamTranscript({ file: p }, { start: 2 });
    const events = await collect(t.events);
    expect(events.map((e) => e.line)).toEqual([2, 3]);
    expect(t.stats.records).toBe(2);
    expect((await t.firstPrompt())?.text).toBe('task');
  });

  it('hands on the events of each chunk read as one run: the same events as one at a time, in a few async steps', async () => {
    const lines = [user('task')];
    for (let i = 0; i < 2000; i++) lines.push(i % 2 ? user(`prompt ${i}`) : assistant(`answer ${i} ${'x'.repeat(100)}`));
    const text = lines.join('\n');
    const chunk = 64 * 1024;
    const one = await collect((await streamTranscript(bufferSource(text, chunk))).events);
    const runs: TranscriptEvent[][] = [];
    for await (const run of (await streamTranscript(bufferSource(text, chunk))).runs) runs.push([...run]);
    expect(runs.flat()).toEqual(one);
    expect(one).toHaveLength(2001);
    // One run per chunk, the last line (no newline ends it), the parser's last events, the records held back for split secrets.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(Buffer.byteLength(text) / chunk) + 3);
  });

  it('start + fromLastCompaction: the compaction summary, then the records from start', async () => {
    const p = join(dir, 'both.jsonl');
    writeFileSync(p, [user('task'), boundary, summary, user('p3'), assistant('a4'), user('p5')].join('\n'));
    const t = await streamTranscript({ file: p }, { start: 5, fromLastCompaction: true });
    expect((await collect(t.events)).map((e) => [e.kind, e.line])).toEqual([['compaction', 2], ['user_prompt', 5]]);
  });

  it('JSON documents: start is a message index; chunked documents are merged', async () => {
    const doc = (msgs: unknown[]) => JSON.stringify({ sessionId: 's', projectHash: 'h', startTime: 't', lastUpdated: 't', messages: msgs });
    const m = (id: string, type: string, content: string) => ({ id, timestamp: '2026-01-01T00:00:00Z', type, content });
    const text = `${doc([m('1', 'user', 'task'), m('2', 'gemini', 'ok')])}\n${doc([m('3', 'user', 'more'), m('4', 'gemini', 'done')])}`;
    const t = await streamTranscript(bufferSource(text, 7), { start: 2 });
    expect(t.format).toBe('gemini-json');
    expect((await collect(t.events)).map((e) => [e.kind, e.line])).toEqual([['user_prompt', 2], ['assistant_text', 3], ['turn_end', 3]]);
    expect(t.stats.records).toBe(4);
  });

  it('refuses a JSON document over the size cap with a clear error', async () => {
    const text = JSON.stringify({ info: { id: 'ses' }, messages: [{ info: { role: 'user' }, parts: [{ type: 'text', text: 'x'.repeat(5000) }] }] });
    const t = await streamTranscript(bufferSource(text, 1000), { maxDocumentBytes: 2000 });
    await expect(collect(t.events)).rejects.toThrow(/single JSON document over/);
  });

  it('unknown content gives format null and no events; zstd is refused clearly', async () => {
    const t = await streamTranscript(bufferSource('hello world\n'));
    expect(t.format).toBeNull();
    expect(await collect(t.events)).toEqual([]);
    await expect(streamTranscript(bufferSource(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0])))).rejects.toThrow(/zstd/);
  });

  it('reads chunked transcripts from git blobs, joined with a newline', async () => {
    const git = join(dir, 'repo.git');
    execFileSync('git', ['init', '--bare', '-q', git]);
    const put = (s: string) => execFileSync('git', ['--git-dir', git, 'hash-object', '-w', '--stdin'], { input: s }).toString().trim();
    const oids = [put([user('task'), assistant('one')].join('\n')), put([user('two'), assistant('three')].join('\n'))];
    const t = await streamTranscript(blobSource(git, oids));
    expect(t.format).toBe('claude-jsonl');
    expect((await collect(t.events)).map((e) => [e.kind, e.line])).toEqual([['user_prompt', 0], ['assistant_text', 1], ['user_prompt', 2], ['assistant_text', 3]]);
  });

  it('reports a missing blob', async () => {
    const git = join(dir, 'repo2.git');
    execFileSync('git', ['init', '--bare', '-q', git]);
    const t = blobSource(git, ['0123456789012345678901234567890123456789']);
    await expect(collect(t as unknown as AsyncIterable<TranscriptEvent>)).rejects.toThrow(/missing/);
  });
});
