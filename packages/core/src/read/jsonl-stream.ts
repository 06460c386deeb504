/** JSONL transcripts read as a stream: from a start line, or from the last compaction (seeking on a file). */
import type { ReadStats, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import type { Adapter, RecordParser } from '../adapters/types.js';
import { deferringCuts, HeldCuts } from '../safety/deferred-cut.js';
import { splitLineBatches, splitLines, type LineItem } from './line-splitter.js';
import { bufferSource, fileSource, syncFileSource, type ByteSource } from './sources.js';
import { EarlierWordsLog, type EarlierWords } from './earlier-words.js';
import { findLastCompaction, markerSet, type LineCounter, type MarkerSet } from './tail.js';
import { scanToLastCompaction, type SourceTail } from './source-tail.js';
import { CwdStamp } from './cwd-stamp.js';
import { RecordClock } from './record-clock.js';
import { eventsOf, isFile, MAX_TAIL_EVENTS, type Input, type StreamOptions, type TranscriptStream } from './transcript-stream.js';

/** How much of the part before a compaction is looked over for the user's words (from its start). */
const EARLIER_SCAN_BYTES = 64 * 1024 * 1024;
/** Parsed tail records held while the lines before the tail are still being counted (characters of JSON text). */
const MAX_PENDING_TEXT = 8 * 1024 * 1024;

/** Whether a record is stamped later than `after` (ms); a record with no time is not (it goes with what came before). */
function laterThan(adapter: Adapter, record: unknown, after: number): boolean {
  const ts = adapter.timeOf?.(record);
  return ts !== undefined && Date.parse(ts) > after;
}

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

export async function jsonlStream(
  adapter: Adapter,
  input: Input,
  source: ByteSource,
  head: Buffer,
  stats: ReadStats,
  opts: StreamOptions,
  counter: LineCounter | null,
): Promise<TranscriptStream> {
  // With `startAfter` the first line kept is found while reading: until then every line is before it.
  const after = opts.startAfter === undefined || opts.fromLastCompaction ? Number.NaN : Date.parse(opts.startAfter);
  const byTime = !Number.isNaN(after);
  let start = byTime ? Number.POSITIVE_INFINITY : (opts.start ?? 0);
  let src = source;
  let tailMode: 'none' | 'seek' | 'buffer' = 'none';
  // In seek mode: the number of lines before the tail, counted while the tail is parsed (see runTail).
  let prefixLines: Promise<number> | null = null;
  let helpCount = (): void => {};
  let relative = false;
  if (opts.fromLastCompaction) {
    if (isFile(input) && counter) {
      const hit = await findLastCompaction(input.file, adapter.format, { searched: (from) => counter.searched(from) });
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
  // Filled while the part before the tail is passed over (in seek mode: looked over on demand, below).
  const earlier = new EarlierWordsLog(adapter);
  const set = tailMode === 'buffer' ? markerSet(adapter.format) : null;
  // The parser that looked over a git blob's prefix reads its tail on, as one parser read it whole before.
  let parserOfPrefix: RecordParser | null = null;
  if (set) {
    // A one-shot source (a git blob) is read to its end here, once: its prefix looked over as a file's is, its tail kept raw.
    const tail = await tailOf(source, set, earlier);
    src = tail.held;
    tailMode = tail.offset === null ? 'none' : 'seek';
    if (tail.offset !== null) {
      parserOfPrefix = earlier.takeParser();
      prefixLines = Promise.resolve(tail.lines);
      stats.startOffset = tail.offset;
      relative = (opts.relativeTail ?? false) && start === 0;
    }
  }
  stats.startLine = byTime ? 0 : start;
  const parent = adapter.spawnedByHead?.(firstLineOf(head));
  if (parent) stats.spawnedBy = parent;
  // The original task is looked for before the compaction only: a prompt after it is part of the tail.
  const headEnd = Math.min(opts.headPromptBytes ?? 8 * 1024 * 1024, stats.startOffset ?? Number.POSITIVE_INFINITY);
  const headSrc = isFile(input) ? fileSource(input.file, { end: headEnd }) : bufferSource(head.subarray(0, Math.min(head.length, headEnd)));
  let counted = false;
  const known = prefixLines?.then((n) => {
    counted = true;
    stats.startLine = Math.max(start, n);
    return n;
  });
  // Awaited (and so rethrown) by whoever needs the count; not unhandled if nobody does.
  known?.catch(() => {});

  let sinceCompaction = new EarlierWordsLog(adapter);

  /** The events of each chunk read, as a run (see TranscriptStream.runs). */
  async function* run(): AsyncGenerator<Iterable<TranscriptEvent>> {
    // A file's tail is read on by the parser that looked over its prefix, as a git blob's is (see tailOf).
    if (tailMode === 'seek' && isFile(input) && parserOfPrefix === null) {
      await earlierWords();
      parserOfPrefix = earlier.takeParser();
    }
    const parser = parserOfPrefix ?? adapter.createParser();
    const cwd = new CwdStamp(adapter);
    const clock = new RecordClock(adapter);
    const keep = (ev: TranscriptEvent): boolean => ev.line >= start || (tailMode !== 'none' && ev.kind === 'compaction');
    let held: TranscriptEvent[] = [];
    // The cuts of the outputs `held` keeps: let go with the events, so only what is still held counts against their bound.
    const heldCuts = new HeldCuts();
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
          heldCuts.release();
          // The event that carried the working directory may be among those just dropped: the tail's first says it again.
          if (cwd.current !== undefined) ev.cwd ??= cwd.current;
        }
        held.push(ev);
        sinceCompaction.event(ev);
        if (held.length > MAX_TAIL_EVENTS) held.splice(1, held.length - MAX_TAIL_EVENTS);
      }
    };
    const feed = function* (value: unknown, line: number): Generator<TranscriptEvent> {
      if (start === Number.POSITIVE_INFINITY && laterThan(adapter, value, after)) stats.startLine = start = line;
      cwd.note(value);
      if (line >= start) clock.note(value);
      // Held back, most events are dropped at a later compaction: their outputs are cut only if read.
      yield* emit(tailMode === 'buffer' ? deferringCuts(heldCuts, () => parser.push(value, line)) : parser.push(value, line));
    };
    const feedAll = function* (batch: LineItem[]): Generator<TranscriptEvent> {
      for (const item of batch) if ('value' in item) yield* feed(item.value, item.line);
    };

    if (known && relative) {
      for await (const batch of splitLineBatches(src, { ...opts.split, stats })) yield feedAll(batch);
    } else if (known) {
      yield* runTail(known, feed);
    } else {
      // Lines before `start` are not even parsed, except when a compaction before it must come first.
      // A compaction passed over states the task of the part after it (see TranscriptStream.earlierCompaction).
      const passedOver = earlier.passedOver(true);
      for await (const batch of splitLineBatches(src, { ...opts.split, skipBefore: tailMode === 'none' && !byTime ? start : 0, stats, passedOver })) {
        yield feedAll(batch);
      }
    }
    yield emit(parser.finish());
    if (clock.latest !== undefined) stats.lastRecordAt = clock.latest;
    if (tailMode !== 'buffer') return;
    heldCuts.release();
    yield held;
  }

  /**
   * The tail after the last compaction, with absolute line numbers. Counting the lines before it means reading
   * the whole prefix (a GB or more), so it runs while the tail is split and parsed: parsed records are held,
   * numbered from the compaction, until the count is known — at most MAX_PENDING_TEXT characters of parsed
   * text, past which reading waits for the count (helping to count meanwhile: see LineCounter.help). Adapters
   * then see exactly what a sequential read gives them.
   */
  async function* runTail(counting: Promise<number>, feed: (value: unknown, line: number) => Generator<TranscriptEvent>): AsyncGenerator<Iterable<TranscriptEvent>> {
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
    for await (const batch of splitLineBatches(src, { ...opts.split, stats })) {
      for (const item of batch) {
        if (!('value' in item)) continue;
        if (base === null) {
          pending.push(item);
          pendingText += item.bytes;
          if (pendingText <= (opts.maxPendingText ?? MAX_PENDING_TEXT)) continue;
          yield flush(await wait());
          continue;
        }
        if (pending.length > 0) yield flush(base);
        yield feed(item.value, base + item.line);
      }
    }
    yield flush(await wait());
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
      const passedOver = earlier.passedOver(false);
      for await (const _item of splitLines(fileSource(input.file, { end }), { skipBefore: Number.POSITIVE_INFINITY, passedOver })) {
        // Every line lies before skipBefore: nothing is yielded, the small ones go to `earlier`.
      }
      return earlier.words();
    })();
    return scanned;
  };
  const runs = { [Symbol.asyncIterator]: run };
  return { format: adapter.format, events: eventsOf(runs), runs, stats, firstPrompt: firstPromptFrom(adapter, headSrc, opts.split), earlierWords, earlierCompaction: () => earlier.lastCompaction(), earlierTodos: () => earlier.lastTodos(), earlierCwd: () => earlier.firstCwd(), lineBase };
}

/** A one-shot source read to its end: the tail from its last compaction, the user's words of the part before it to `earlier`. */
async function tailOf(source: ByteSource, set: MarkerSet, earlier: EarlierWordsLog): Promise<SourceTail> {
  const scan = scanToLastCompaction(source, set, EARLIER_SCAN_BYTES);
  const passedOver = earlier.passedOver(false);
  for await (const _item of splitLines(scan.prefix, { skipBefore: Number.POSITIVE_INFINITY, passedOver })) {
    // Every line lies before skipBefore: nothing is yielded, the small ones go to `earlier`.
  }
  return scan.tail();
}

/** The head's first line as text (the whole head when no line ends in it); the rest of the head is not decoded. */
function firstLineOf(head: Buffer): string {
  const end = head.indexOf(0x0a);
  return head.subarray(0, end < 0 ? head.length : end).toString('utf8');
}
