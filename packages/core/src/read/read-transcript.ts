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
import type { TranscriptFormat } from '../types/agents.js';
import type { ReadStats, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import { adapterFor } from '../adapters/index.js';
import { detectFormat } from '../adapters/detect.js';
import type { Adapter } from '../adapters/types.js';
import { isObj } from '../adapters/text.js';
import { JsonSkimmer } from './json-skim.js';
import { newStats, splitLines, type SplitOptions } from './line-splitter.js';
import { bufferSource, fileSource, syncFileSource, type ByteSource } from './sources.js';
import { EARLIER_RECORD_BYTES, EarlierWordsLog, type EarlierWords } from './earlier-words.js';
import { COUNT_IN_WORKER_FROM, findLastCompaction, lineCounter, readHead, type LineCounter } from './tail.js';

export interface StreamOptions {
  /** First record to emit: line (JSONL) or message index (JSON documents). Default 0. */
  start?: number;
  /**
   * Emit from the last compaction on (the compaction event first). On a file the head is not read at
   * all (a backwards scan finds the compaction); on other sources events are held from the latest
   * compaction seen (at most MAX_TAIL_EVENTS).
   */
  fromLastCompaction?: boolean;
  /** Skip detection and use this format. */
  format?: TranscriptFormat;
  /** JSON documents (gemini-json, opencode-export) are parsed whole; larger ones are refused. Default 256 MiB. */
  maxDocumentBytes?: number;
  /** Splitter settings (skim threshold, skim caps). */
  split?: Pick<SplitOptions, 'skimThreshold' | 'skim'>;
  /** How far into a file firstPrompt() looks. Default 8 MiB. */
  headPromptBytes?: number;
  /** Parsed tail text held while the lines before a compaction are counted. Default 8 MiB. */
  maxPendingText?: number;
  /**
   * With `fromLastCompaction` on a file and `start` 0: emit the tail's events at once, their lines counted from the
   * compaction's line (0), instead of holding them until the lines before it are counted; `lineBase()` gives that
   * count. Lets a consumer work on the tail while the count runs.
   */
  relativeTail?: boolean;
}

export interface TranscriptStream {
  /** Detected (or given) format; null when the content is not a transcript we understand. */
  format: TranscriptFormat | null;
  events: AsyncIterable<TranscriptEvent>;
  /** Filled in while `events` is consumed. */
  stats: ReadStats;
  /** The first real user prompt of the whole transcript (the original task), read from its head. */
  firstPrompt(): Promise<UserPromptEvent | null>;
  /**
   * The user's words (short prompts, refusals) from the part not emitted: before `start`, or before the emitted
   * compaction (see earlier-words.ts). Complete once the first event is emitted; empty for JSON documents.
   */
  earlierWords(): Promise<EarlierWords[]>;
  /**
   * Set when events carry lines relative to the tail's start (see `relativeTail`): the number of lines before it, to
   * add to each. Calling it lends this thread to the count, so call it once there is nothing else to do.
   */
  lineBase: (() => Promise<number>) | null;
}

export const DEFAULT_MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
export const MAX_TAIL_EVENTS = 20_000;
/** How much of the part before a compaction is looked over for the user's words (from its start). */
const EARLIER_SCAN_BYTES = 64 * 1024 * 1024;
/** Parsed tail records held while the lines before the tail are still being counted (characters of JSON text). */
const MAX_PENDING_TEXT = 8 * 1024 * 1024;
const PEEK_BYTES = 1024 * 1024;
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);

type Input = ByteSource | { file: string };

function isFile(input: Input): input is { file: string } {
  return typeof (input as { file?: unknown }).file === 'string';
}

/**
 * Reads the first bytes of a one-shot source and returns them plus a source that replays them first. The source
 * underneath (a git child, for blobs) is released when the replay ends, however it ends (a consumer that stops early
 * included), or by `release()` when the replay is never read.
 */
async function peek(src: ByteSource, bytes: number): Promise<{ head: Buffer; replay: ByteSource; release: () => Promise<void> }> {
  const it = src[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let len = 0;
  let done = false;
  const release = async (): Promise<void> => {
    if (done) return;
    done = true;
    await it.return?.();
  };
  try {
    while (len < bytes) {
      const r = await it.next();
      if (r.done) {
        done = true;
        break;
      }
      taken.push(r.value);
      len += r.value.length;
    }
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  const replay: ByteSource = {
    async *[Symbol.asyncIterator]() {
      try {
        yield* taken;
        while (!done) {
          const r = await it.next();
          if (r.done) {
            done = true;
            return;
          }
          yield r.value;
        }
      } finally {
        await release();
      }
    },
  };
  return { head: Buffer.concat(taken, len), replay, release };
}

const empty: AsyncIterable<TranscriptEvent> = { async *[Symbol.asyncIterator]() {} };

export async function streamTranscript(input: Input, opts: StreamOptions = {}): Promise<TranscriptStream> {
  // Counting the lines before a compaction is the long pole on a big file: its worker starts before anything else.
  const counter = isFile(input) && opts.fromLastCompaction ? await startCounter(input.file) : null;
  try {
    return await openStream(input, opts, counter);
  } catch (error) {
    counter?.cancel();
    throw error;
  }
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
  if (adapter === null) return { format, events: empty, stats, firstPrompt: async () => null, earlierWords: async () => [], lineBase: null };
  if (adapter.container === 'json-document') return documentStream(adapter, source, stats, opts);
  return jsonlStream(adapter, input, source, head, stats, opts, counter);
}

// ---------------------------------------------------------------------------------------------------
// JSONL

function firstPromptFrom(adapter: Adapter, src: ByteSource, split: StreamOptions['split']): () => Promise<UserPromptEvent | null> {
  let memo: Promise<UserPromptEvent | null> | null = null;
  return () => {
    memo ??= (async () => {
      const parser = adapter.createParser();
      for await (const item of splitLines(src, { ...split })) {
        if (!('value' in item)) continue;
        for (const ev of parser.push(item.value, item.line)) if (ev.kind === 'user_prompt') return ev;
      }
      for (const ev of parser.finish()) if (ev.kind === 'user_prompt') return ev;
      return null;
    })();
    return memo;
  };
}

async function jsonlStream(
  adapter: Adapter,
  input: Input,
  source: ByteSource,
  head: Buffer,
  stats: ReadStats,
  opts: StreamOptions,
  counter: LineCounter | null,
): Promise<TranscriptStream> {
  const start = opts.start ?? 0;
  let src = source;
  let tailMode: 'none' | 'seek' | 'buffer' = 'none';
  // In seek mode: the number of lines before the tail, counted while the tail is parsed (see runTail).
  let prefixLines: Promise<number> | null = null;
  let helpCount = (): void => {};
  let relative = false;
  if (opts.fromLastCompaction) {
    if (isFile(input) && counter) {
      const hit = await findLastCompaction(input.file, adapter.format);
      if (!hit) counter.cancel();
      if (hit) {
        prefixLines = counter.count(hit.offset);
        helpCount = () => counter.help();
        src = syncFileSource(input.file, { start: hit.offset });
        stats.startOffset = hit.offset;
        tailMode = 'seek';
        relative = (opts.relativeTail ?? false) && start === 0;
      }
    } else {
      tailMode = 'buffer';
    }
  }
  stats.startLine = start;
  // The original task is looked for before the compaction only: a prompt after it is part of the tail.
  const headEnd = Math.min(opts.headPromptBytes ?? 8 * 1024 * 1024, stats.startOffset ?? Number.POSITIVE_INFINITY);
  const headSrc = isFile(input) ? fileSource(input.file, { end: headEnd }) : bufferSource(head);
  let counted = false;
  const known = prefixLines?.then((n) => {
    counted = true;
    stats.startLine = Math.max(start, n);
    return n;
  });
  // Awaited (and so rethrown) by whoever needs the count; not unhandled if nobody does.
  known?.catch(() => {});

  // Filled while the part before the tail is passed over (in seek mode: looked over on demand, below).
  const earlier = new EarlierWordsLog(adapter);
  let sinceCompaction = new EarlierWordsLog(adapter);

  async function* run(): AsyncGenerator<TranscriptEvent> {
    const parser = adapter.createParser();
    const cwd = new CwdStamp(adapter);
    const keep = (ev: TranscriptEvent): boolean => ev.line >= start || (tailMode !== 'none' && ev.kind === 'compaction');
    let held: TranscriptEvent[] = [];
    const emit = function* (events: TranscriptEvent[]): Generator<TranscriptEvent> {
      for (const ev of events) {
        if (!keep(ev)) {
          earlier.event(ev);
          continue;
        }
        cwd.stamp(ev);
        if (tailMode !== 'buffer') {
          yield ev;
          continue;
        }
        if (ev.kind === 'compaction') {
          // What came before this compaction is no longer the tail: its words are earlier ones now.
          for (const w of sinceCompaction.words()) earlier.event(w);
          sinceCompaction = new EarlierWordsLog(adapter);
          held = [];
          // The event that carried the working directory may be among those just dropped: the tail's first says it again.
          if (cwd.current !== undefined) ev.cwd ??= cwd.current;
        }
        held.push(ev);
        sinceCompaction.event(ev);
        if (held.length > MAX_TAIL_EVENTS) held.splice(1, held.length - MAX_TAIL_EVENTS);
      }
    };
    const feed = function* (value: unknown, line: number): Generator<TranscriptEvent> {
      cwd.note(value);
      yield* emit(parser.push(value, line));
    };

    if (known && relative) {
      for await (const item of splitLines(src, { ...opts.split, stats })) if ('value' in item) yield* feed(item.value, item.line);
    } else if (known) {
      yield* runTail(known, feed);
    } else {
      // Lines before `start` are not even parsed, except when a compaction before it must come first.
      const passedOver = { maxBytes: EARLIER_RECORD_BYTES, each: (text: string, line: number) => earlier.record(text, line) };
      for await (const item of splitLines(src, { ...opts.split, skipBefore: tailMode === 'none' ? start : 0, stats, passedOver })) {
        if ('value' in item) yield* feed(item.value, item.line);
      }
    }
    yield* emit(parser.finish());
    if (tailMode === 'buffer') yield* held;
  }

  /**
   * The tail after the last compaction, with absolute line numbers. Counting the lines before it means reading
   * the whole prefix (a GB or more), so it runs while the tail is split and parsed: parsed records are held,
   * numbered from the compaction, until the count is known — at most MAX_PENDING_TEXT characters of parsed
   * text, past which reading waits for the count (helping to count meanwhile: see LineCounter.help). Adapters
   * then see exactly what a sequential read gives them.
   */
  async function* runTail(counting: Promise<number>, feed: (value: unknown, line: number) => Generator<TranscriptEvent>): AsyncGenerator<TranscriptEvent> {
    let base: number | null = null;
    void counting.then(
      (n) => (base = n),
      () => {},
    );
    // With nothing else to do but wait for the count, this thread counts too (see LineCounter.help).
    const wait = (): Promise<number> => {
      if (base === null) helpCount();
      return counting;
    };
    let pending: { value: unknown; line: number }[] = [];
    let pendingText = 0;
    const flush = function* (b: number): Generator<TranscriptEvent> {
      const items = pending;
      pending = [];
      pendingText = 0;
      for (const item of items) yield* feed(item.value, b + item.line);
    };
    for await (const item of splitLines(src, { ...opts.split, stats })) {
      if (!('value' in item)) continue;
      if (base === null) {
        pending.push(item);
        pendingText += item.bytes;
        if (pendingText <= (opts.maxPendingText ?? MAX_PENDING_TEXT)) continue;
        yield* flush(await wait());
        continue;
      }
      if (pending.length > 0) yield* flush(base);
      yield* feed(item.value, base + item.line);
    }
    yield* flush(await wait());
  }

  const lineBase =
    known && relative
      ? () => {
          if (!counted) helpCount();
          return known;
        }
      : null;
  // In seek mode the part before the compaction was never read here: it is looked over once, when asked.
  let scanned: Promise<EarlierWords[]> | null = null;
  const earlierWords = (): Promise<EarlierWords[]> => {
    if (tailMode !== 'seek' || !isFile(input)) return Promise.resolve(earlier.words());
    const end = Math.min(stats.startOffset ?? 0, EARLIER_SCAN_BYTES);
    scanned ??= (async () => {
      const passedOver = { maxBytes: EARLIER_RECORD_BYTES, each: (text: string, line: number) => earlier.record(text, line) };
      for await (const _item of splitLines(fileSource(input.file, { end }), { skipBefore: Number.POSITIVE_INFINITY, passedOver })) {
        // Every line lies before skipBefore: nothing is yielded, the small ones go to `earlier`.
      }
      return earlier.words();
    })();
    return scanned;
  };
  return { format: adapter.format, events: { [Symbol.asyncIterator]: run }, stats, firstPrompt: firstPromptFrom(adapter, headSrc, opts.split), earlierWords, lineBase };
}

/**
 * Carries the working directory the records name onto the events: on the first event emitted after it became
 * known or changed (one shared string; nothing grows with the transcript).
 */
class CwdStamp {
  current: string | undefined;
  private stamped: string | undefined;

  constructor(private readonly adapter: Adapter) {}

  note(record: unknown): void {
    const cwd = this.adapter.cwdOf?.(record);
    if (cwd !== undefined) this.current = cwd;
  }

  stamp(ev: TranscriptEvent): TranscriptEvent {
    if (this.current !== undefined && this.current !== this.stamped) {
      ev.cwd = this.current;
      this.stamped = this.current;
    }
    return ev;
  }
}

// ---------------------------------------------------------------------------------------------------
// JSON documents

function parseValue(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** All top-level values of the source (chunked JSON transcripts are several documents joined by "\n"). */
async function readDocuments(source: ByteSource, stats: ReadStats, format: TranscriptFormat, maxBytes: number): Promise<unknown[]> {
  const skim = new JsonSkimmer({ splitValues: true, maxOutput: maxBytes });
  const values: unknown[] = [];
  const take = (bufs: Buffer[]) => {
    for (const b of bufs) {
      const v = parseValue(b);
      if (v === undefined) stats.malformed++;
      else values.push(v);
    }
  };
  for await (const chunk of source) {
    stats.bytes += chunk.length;
    if (stats.bytes > maxBytes) {
      throw new HandoffError(`the ${format} transcript is a single JSON document over ${Math.round(maxBytes / 1048576)} MiB; refusing to parse it whole`);
    }
    skim.write(chunk);
    take(skim.drainValues());
  }
  const rest = skim.end();
  if (rest && rest.toString('utf8').trim()) {
    // An unterminated document (a truncated write) cannot be parsed.
    const v = parseValue(rest);
    if (v === undefined) stats.malformed++;
    else values.push(v);
  }
  if (skim.truncated) stats.skimmed = (stats.skimmed ?? 0) + 1;
  return values;
}

function documentStream(adapter: Adapter, source: ByteSource, stats: ReadStats, opts: StreamOptions): TranscriptStream {
  const start = opts.start ?? 0;
  let all: Promise<TranscriptEvent[]> | null = null;
  const parseAll = (): Promise<TranscriptEvent[]> => {
    all ??= (async () => {
      const docs = await readDocuments(source, stats, adapter.format, opts.maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES);
      const parser = adapter.createParser();
      const cwd = new CwdStamp(adapter);
      const events: TranscriptEvent[] = [];
      // (A document is parsed whole anyway; its events are already held.)
      let index = 0;
      for (const doc of docs) {
        const messages = isObj(doc) && Array.isArray(doc.messages) ? doc.messages : [];
        for (const m of messages) {
          stats.records++;
          cwd.note(m);
          // Every event keeps the directory current at its record; run() passes it on only when it changes.
          for (const ev of parser.push(m, index++)) events.push(cwd.current === undefined ? ev : { ...ev, cwd: cwd.current });
        }
      }
      events.push(...parser.finish());
      return events;
    })();
    return all;
  };

  async function* run(): AsyncGenerator<TranscriptEvent> {
    const events = await parseAll();
    let from = 0;
    if (opts.fromLastCompaction) {
      for (let i = events.length - 1; i >= 0; i--) {
        if (events[i]?.kind === 'compaction') {
          from = i;
          break;
        }
      }
    }
    let lastCwd: string | undefined;
    for (let i = from; i < events.length; i++) {
      const ev = events[i] as TranscriptEvent;
      if (!(ev.line >= start || (i === from && ev.kind === 'compaction'))) continue;
      if (ev.cwd === undefined || ev.cwd !== lastCwd) {
        lastCwd = ev.cwd ?? lastCwd;
        yield ev;
        continue;
      }
      const { cwd: _same, ...rest } = ev;
      yield rest as TranscriptEvent;
    }
  }

  return {
    format: adapter.format,
    events: { [Symbol.asyncIterator]: run },
    stats,
    firstPrompt: async () => ((await parseAll()).find((e) => e.kind === 'user_prompt') as UserPromptEvent | undefined) ?? null,
    earlierWords: async () => [],
    lineBase: null,
  };
}
