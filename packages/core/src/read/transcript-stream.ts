/** The reader's contract: the options a transcript stream takes and what it hands back, shared by the JSONL and document readers. */
import type { TranscriptFormat } from '../types/agents.js';
import type { CompactionEvent, ReadStats, TodoUpdateEvent, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import type { EarlierWords } from './earlier-words.js';
import type { SplitOptions } from './line-splitter.js';
import type { ByteSource } from './sources.js';

export interface StreamOptions {
  /** First record to emit: line (JSONL) or message index (JSON documents). Default 0. */
  start?: number;
  /**
   * Instead of `start`: the first record emitted is the first one stamped later than this instant (JSONL formats
   * whose adapter reads record times); the records before it are parsed but not emitted, and `stats.startLine`
   * becomes its line. Nothing is emitted when no record is later. Not with `fromLastCompaction`.
   */
  startAfter?: string;
  /**
   * Emit from the last compaction on (the compaction event first). On a file the head is not read at
   * all (a backwards scan finds the compaction); another source is read to its end once, its tail from the last
   * marker held raw (source-tail.ts); a format without markers holds events from the latest compaction seen (at
   * most MAX_TAIL_EVENTS).
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
  /**
   * The same events in runs, one per chunk read, each made lazily as it is iterated: iterate each run to its end
   * before asking for the next. Each step of an async iterator costs a few promises (each seen by the cut ledger's
   * async context tracking), more than most events' own work, so a consumer of thousands of events takes runs; and as
   * the events are still made one at a time as they are asked for, what the reader does between two of them (and so
   * the order cuts are noted in: safety/cut-ledger.ts) is what it was one event at a time. Consume `events` or `runs`,
   * not both.
   */
  runs: AsyncIterable<Iterable<TranscriptEvent>>;
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
   * The last compaction before `start`, passed over by a JSONL reader (null if none, or when reading from the last
   * compaction, whose tail starts with it). Complete once the first event is emitted.
   */
  earlierCompaction(): CompactionEvent | null;
  /**
   * The newest task list of the part not emitted (null if none): a list made before a compaction stands after it until
   * the agent changes it. Complete once `earlierWords()` has resolved.
   */
  earlierTodos(): TodoUpdateEvent | null;
  /**
   * The working directory the first records of the part not emitted name (null if none was read): where the session
   * started, before its shell moved into a subfolder. Complete once `earlierWords()` has resolved.
   */
  earlierCwd(): string | null;
  /**
   * Set when events carry lines relative to the tail's start (see `relativeTail`): the number of lines before it, to
   * add to each. Calling it lends this thread to the count, so call it once there is nothing else to do.
   */
  lineBase: (() => Promise<number>) | null;
}

export const DEFAULT_MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
export const MAX_TAIL_EVENTS = 20_000;

/** A transcript to read: a file (seekable, so a compaction can be found from the end) or a one-shot byte source. */
export type Input = ByteSource | { file: string };

export function isFile(input: Input): input is { file: string } {
  return typeof (input as { file?: unknown }).file === 'string';
}

/** A stream's events, one at a time, from its runs. */
export function eventsOf(runs: AsyncIterable<Iterable<TranscriptEvent>>): AsyncIterable<TranscriptEvent> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const run of runs) yield* run;
    },
  };
}
