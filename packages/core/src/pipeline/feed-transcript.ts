/**
 * One transcript streamed into a HandoffBuilder: read (from the last compaction when asked), its lines settled once
 * the lines before the tail are counted, the original task brought from the head, and what the reader skipped noted.
 */
import { adapterFor } from '../adapters/index.js';
import { catFileSource } from '../git/blob-source.js';
import type { CatFile } from '../git/cat-file.js';
import { streamTranscript, type TranscriptStream } from '../read/read-transcript.js';
import { blobSource } from '../read/sources.js';
import type { HandoffBuilder } from '../summarize/handoff-builder.js';
import type { TranscriptFormat } from '../types/agents.js';
import type { TranscriptEvent } from '../types/events.js';
import type { TranscriptRef } from '../types/index-model.js';
import { asHandoffError, errorLine } from './read-failure.js';

export interface FeedOptions {
  start: number;
  /** Instead of `start`: the part begins at the first record stamped later than this instant (see StreamOptions). */
  startAfter?: string;
  fromLastCompaction?: boolean;
  /** With fromLastCompaction: build from the tail while the lines before it are counted (default). */
  relativeTail?: boolean;
  /** An open cat-file to read blobs through (one git process for many transcripts); else one is started per transcript. */
  cat?: CatFile;
}

/**
 * Streams one transcript into the builder and returns its format. Returns null when it could not be
 * read (missing file or blob, unknown format) after noting the gap, so a handoff still says what it knows.
 * `strict` rethrows read failures instead (a `--transcript` the user named must exist).
 */
export async function feedTranscript(
  builder: HandoffBuilder,
  ref: TranscriptRef,
  gitDir: string,
  opts: FeedOptions,
  strict = false,
): Promise<TranscriptFormat | null> {
  try {
    const input = ref.kind === 'file' ? { file: ref.path } : opts.cat ? catFileSource(opts.cat, ref.oids) : blobSource(gitDir, ref.oids);
    const fromLastCompaction = opts.fromLastCompaction ?? false;
    const byTime = opts.startAfter !== undefined ? { startAfter: opts.startAfter } : {};
    const stream = await streamTranscript(input, { start: opts.start, ...byTime, fromLastCompaction, relativeTail: fromLastCompaction && (opts.relativeTail ?? true) });
    if (stream.format === null) {
      builder.noteGap('The transcript is in a format this tool does not understand; nothing was read from it.');
      return null;
    }
    if (adapterFor(stream.format).recordsToolResults === false) builder.resultsUnrecorded();
    if (opts.start > 0 || opts.startAfter !== undefined) builder.readsLaterPart();
    if (opts.startAfter !== undefined && adapterFor(stream.format).container === 'json-document') {
      // A JSON document is read whole (document-stream.ts): its part is not found by time.
      builder.noteGap(`The checkpoint's part begins after ${opts.startAfter}; this transcript is one JSON document, so all of it was read.`);
    }
    // A part found by time starts where the reader found it (its line is known once the first event is out).
    const start = (): number => (opts.startAfter !== undefined ? stream.stats.startLine : opts.start);
    const firstKind = stream.lineBase ? await feedRelative(builder, stream, stream.lineBase) : await feedAbsolute(builder, stream, start);
    if (opts.startAfter !== undefined && firstKind === null) {
      builder.noteGap(
        `The checkpoint's part of the transcript begins after ${opts.startAfter}, but no record of the transcript is later: ` +
          'the whole transcript was read instead.',
      );
      const { startAfter: _dropped, ...whole } = opts;
      return feedTranscript(builder, ref, gitDir, { ...whole, start: 0 }, strict);
    }
    if (opts.start > 0 && firstKind === null) {
      // Nothing of the part became an event: Entire's start lies past the end (a transcript rewritten shorter), or the
      // part holds only bookkeeping (a local `/mcp`, turn timings). The request and the work it stands on come before
      // it, so read it all.
      builder.noteGap(`${emptyPart(stream, opts.start)}: the whole transcript was read instead; of its file changes, only those Entire lists for this checkpoint are shown.`);
      builder.readsEarlierParts();
      return feedTranscript(builder, ref, gitDir, { ...opts, start: 0 }, strict);
    }
    if (stream.stats.lastRecordAt !== undefined) builder.recordedUntil(stream.stats.lastRecordAt);
    if (stream.stats.spawnedBy !== undefined) builder.spawnedBy(stream.stats.spawnedBy);
    if (stream.stats.spawned !== undefined) builder.spawned(stream.stats.spawned);
    if (stream.stats.title !== undefined) builder.titled(stream.stats.title);
    noteReadGaps(builder, stream.stats, firstKind === 'compaction');
    return stream.format;
  } catch (error) {
    if (strict) throw asHandoffError(error);
    builder.noteGap(`The transcript could not be read: ${errorLine(error)}`);
    return null;
  }
}

async function feedAbsolute(builder: HandoffBuilder, stream: TranscriptStream, start: () => number): Promise<TranscriptEvent['kind'] | null> {
  let firstKind: TranscriptEvent['kind'] | null = null;
  for await (const run of stream.runs) {
    for (const event of run) {
      if (firstKind === null) {
        await addOriginalTask(builder, event, stream, start());
        builder.addEarlier(await stream.earlierWords());
        builder.startedIn(stream.earlierCwd());
        addEarlierTodos(builder, stream, event);
      }
      firstKind ??= event.kind;
      builder.add(event);
    }
  }
  return firstKind;
}

/**
 * The tail after a compaction, its lines relative to the count of lines before it (still running): the builder works
 * on it meanwhile and settles the lines once the count is in. A held line costs nothing more than its event's source,
 * so the count can wait for the whole tail.
 */
async function feedRelative(builder: HandoffBuilder, stream: TranscriptStream, lineBase: () => Promise<number>): Promise<TranscriptEvent['kind'] | null> {
  let firstKind: TranscriptEvent['kind'] | null = null;
  try {
    for await (const run of stream.runs) {
      for (const event of run) {
        if (firstKind === null) {
          firstKind = event.kind;
          // The head was read only up to the compaction: its first prompt comes before, with an absolute line.
          const prompt = event.kind === 'compaction' ? await stream.firstPrompt() : null;
          if (prompt) builder.add(prompt);
          builder.addEarlier(await stream.earlierWords());
          builder.startedIn(stream.earlierCwd());
          addEarlierTodos(builder, stream, event);
          builder.deferLines();
        }
        builder.add(event);
      }
    }
  } catch (error) {
    // What was read before the failure keeps its lines when the count still comes in (else they stay unknown).
    const base = await lineBase().catch(() => null);
    if (base !== null) builder.settleLines(base);
    throw error;
  }
  builder.settleLines(await lineBase());
  return firstKind;
}

/** The task list made before the compaction the read starts at stands after it until the agent changes it (as read whole). */
function addEarlierTodos(builder: HandoffBuilder, stream: TranscriptStream, first: TranscriptEvent): void {
  const todos = first.kind === 'compaction' ? stream.earlierTodos() : null;
  if (todos) builder.add(todos);
}

/**
 * When reading started at the last compaction, or at a checkpoint's part of a longer transcript, the original request
 * still comes from the head: a later checkpoint's first prompt is a follow-up ("all four", "yes, fix it"), not the task,
 * unless the head only asked a question an earlier checkpoint answered, or the part's first prompt states a new
 * request at length (task-prompt.ts). A compaction before the part states the request as it stood then: its task
 * stands instead of the head's prompt.
 */
async function addOriginalTask(builder: HandoffBuilder, first: TranscriptEvent, stream: TranscriptStream, start: number): Promise<void> {
  if (first.line === 0 || (first.kind !== 'compaction' && start === 0)) return;
  const compaction = first.kind === 'compaction' ? null : stream.earlierCompaction();
  const prompt = await stream.firstPrompt();
  // A summary older than the first prompt (a transcript resumed from another one's compaction) states no newer task.
  if (compaction && compaction.line < first.line && (!prompt || prompt.line < compaction.line)) {
    builder.addEarlierCompaction(compaction);
    return;
  }
  if (!prompt || prompt.line >= first.line) return;
  builder.addHeadPrompt(prompt, first.kind !== 'compaction');
}

/**
 * Why a part yielded no event. JSONL readers count only the records from `start` on; JSON documents count every
 * message.
 */
function emptyPart(stream: TranscriptStream, start: number): string {
  const whole = stream.format !== null && adapterFor(stream.format).container === 'json-document';
  const past = whole ? stream.stats.records <= start : stream.stats.records === 0;
  if (past) return `The checkpoint says its part of the transcript starts at record ${start}, past the end of the transcript`;
  return `The checkpoint's part of the transcript (from record ${start}) holds no prompt, reply or tool call, only bookkeeping records`;
}

function noteReadGaps(builder: HandoffBuilder, stats: { malformed: number; oversized: number; startLine: number }, fromCompaction: boolean): void {
  if (stats.malformed > 0) builder.noteGap(`${stats.malformed} malformed transcript line(s) were skipped.`);
  if (stats.oversized > 0) builder.noteGap(`${stats.oversized} oversized transcript line(s) were cut to their head and tail.`);
  // After a compaction the builder already says the summary stands for what came before.
  if (stats.startLine > 0 && !fromCompaction) {
    builder.noteGap(`This part of the transcript starts at record ${stats.startLine}; earlier records belong to earlier checkpoints.`);
  }
}
