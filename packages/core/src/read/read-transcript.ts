/**
 * The reader's entry point: bytes of a transcript in, normalized events out, with bounded memory.
 *
 *   const t = await streamTranscript({ file }, { fromLastCompaction: true });
 *   for await (const ev of t.events) ...;   // t.stats fills in as events are consumed
 *   const task = await t.firstPrompt();      // the original task, read cheaply from the head
 *
 * `start` is a LINE index for JSONL formats and a MESSAGE index for JSON documents (Entire's
 * `checkpoint_transcript_start`). Event `line`s are always absolute record indexes of the source.
 */
import { stat } from 'node:fs/promises';
import { HandoffError } from '../errors.js';
import type { TranscriptEvent } from '../types/events.js';
import { adapterFor } from '../adapters/index.js';
import { detectFormat } from '../adapters/detect.js';
import { newStats } from './line-splitter.js';
import { fileSource, type ByteSource } from './sources.js';
import { COUNT_IN_WORKER_FROM, lineCounter, readHead, type LineCounter } from './tail.js';
import { peek } from './peek-source.js';
import { jsonlStream } from './jsonl-stream.js';
import { documentStream } from './document-stream.js';
import { RecordPairs } from '../redact/record-pairs.js';
import { eventsOf, isFile, type Input, type StreamOptions, type TranscriptStream } from './transcript-stream.js';

export { DEFAULT_MAX_DOCUMENT_BYTES, MAX_TAIL_EVENTS, type StreamOptions, type TranscriptStream } from './transcript-stream.js';

const PEEK_BYTES = 1024 * 1024;
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);

const empty: AsyncIterable<never> = { async *[Symbol.asyncIterator]() {} };

export async function streamTranscript(input: Input, opts: StreamOptions = {}): Promise<TranscriptStream> {
  // Counting the lines before a compaction is the long pole on a big file: its worker starts before anything else.
  const counter = isFile(input) && opts.fromLastCompaction ? await startCounter(input.file) : null;
  try {
    return paired(await openStream(input, opts, counter));
  } catch (error) {
    counter?.cancel();
    throw error;
  }
}

/**
 * The stream's events with the secrets only a neighbouring record reveals redacted (a reader command's output, a
 * secret split across two records: record-pairs.ts). Done here, on the one path every reader of events takes.
 */
function paired(stream: TranscriptStream): TranscriptStream {
  const runs = stream.runs;
  stream.runs = {
    async *[Symbol.asyncIterator]() {
      const pairs = new RecordPairs();
      for await (const run of runs) yield pairedRun(pairs, run);
      yield pairs.flush();
    },
  };
  stream.events = eventsOf(stream.runs);
  return stream;
}

function* pairedRun(pairs: RecordPairs, run: Iterable<TranscriptEvent>): Generator<TranscriptEvent> {
  for (const ev of run) yield* pairs.push(ev);
}

async function startCounter(file: string): Promise<LineCounter | null> {
  const size = await stat(file).then(
    (st) => st.size,
    () => null,
  );
  return size === null ? null : lineCounter(file, size >= COUNT_IN_WORKER_FROM);
}

/** The stream; `counter` (started for fromLastCompaction on a file) is used or cancelled. */
async function openStream(input: Input, opts: StreamOptions, counter: LineCounter | null): Promise<TranscriptStream> {
  if (isFile(input)) return openHead(await readHead(input.file, PEEK_BYTES), fileSource(input.file), input, opts, counter);
  const p = await peek(input, PEEK_BYTES);
  try {
    const stream = await openHead(p.head, p.replay, input, opts, counter);
    // Not a transcript: nothing will read the rest, so the source (a git child) is released now.
    if (stream.format === null) await p.release();
    return stream;
  } catch (error) {
    await p.release();
    throw error;
  }
}

async function openHead(head: Buffer, source: ByteSource, input: Input, opts: StreamOptions, counter: LineCounter | null): Promise<TranscriptStream> {
  if (head.subarray(0, 4).equals(ZSTD_MAGIC)) {
    throw new HandoffError('the transcript is zstd-compressed (a cold Codex rollout?): decompress it first with `zstd -d`');
  }
  const format = opts.format ?? detectFormat(head);
  const stats = newStats(opts.start ?? 0);
  const adapter = format === null ? null : adapterFor(format);
  if (adapter === null || adapter.container === 'json-document') counter?.cancel();
  if (adapter === null) return { format, events: empty, runs: empty, stats, firstPrompt: async () => null, earlierWords: async () => [], earlierCompaction: () => null, earlierTodos: () => null, earlierCwd: () => null, lineBase: null };
  if (adapter.container === 'json-document') return documentStream(adapter, source, stats, opts);
  return jsonlStream(adapter, input, source, head, stats, opts, counter);
}
