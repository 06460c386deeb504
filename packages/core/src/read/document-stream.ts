/** JSON-document transcripts (gemini-json, opencode-export, kiro-json): parsed whole, under a size cap, then emitted as events. */
import { HandoffError } from '../errors.js';
import type { TranscriptFormat } from '../types/agents.js';
import type { ReadStats, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import type { Adapter } from '../adapters/types.js';
import { documentRecords } from '../adapters/document-records.js';
import { JsonSkimmer } from './json-skim.js';
import type { ByteSource } from './sources.js';
import { CwdStamp } from './cwd-stamp.js';
import { RecordClock } from './record-clock.js';
import { DEFAULT_MAX_DOCUMENT_BYTES, eventsOf, type StreamOptions, type TranscriptStream } from './transcript-stream.js';

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

export function documentStream(adapter: Adapter, source: ByteSource, stats: ReadStats, opts: StreamOptions): TranscriptStream {
  const start = opts.start ?? 0;
  let all: Promise<TranscriptEvent[]> | null = null;
  const parseAll = (): Promise<TranscriptEvent[]> => {
    all ??= (async () => {
      const docs = await readDocuments(source, stats, adapter.format, opts.maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES);
      const parser = adapter.createParser();
      const cwd = new CwdStamp(adapter);
      const clock = new RecordClock(adapter);
      const events: TranscriptEvent[] = [];
      // (A document is parsed whole anyway; its events are already held.)
      let index = 0;
      for (const doc of docs) {
        const parent = stats.spawnedBy ?? adapter.spawnedBy?.(doc);
        if (parent) stats.spawnedBy = parent;
        stats.title ??= adapter.titleOf?.(doc);
        const children = adapter.spawned?.(doc) ?? [];
        if (children.length > 0) stats.spawned = [...(stats.spawned ?? []), ...children];
        const messages = documentRecords(adapter, doc);
        for (const m of messages) {
          stats.records++;
          cwd.note(m);
          if (index >= start) clock.note(m);
          // Every event keeps the directory current at its record; run() passes it on only when it changes.
          for (const ev of parser.push(m, index++)) events.push(cwd.current === undefined ? ev : { ...ev, cwd: cwd.current });
        }
      }
      events.push(...parser.finish());
      if (clock.latest !== undefined) stats.lastRecordAt = clock.latest;
      return events;
    })();
    return all;
  };

  /** One run: a document's events are all made before the first is handed on. */
  async function* run(): AsyncGenerator<Iterable<TranscriptEvent>> {
    yield shown(await parseAll());
  }

  /** From the last compaction (when asked) and from `start` on, each event naming its directory where it changes. */
  function* shown(events: TranscriptEvent[]): Generator<TranscriptEvent> {
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

  const runs = { [Symbol.asyncIterator]: run };
  return {
    format: adapter.format,
    events: eventsOf(runs),
    runs,
    stats,
    firstPrompt: async () => ((await parseAll()).find((e) => e.kind === 'user_prompt') as UserPromptEvent | undefined) ?? null,
    earlierWords: async () => [],
    earlierCompaction: () => null,
    earlierTodos: () => null,
    earlierCwd: () => null,
    lineBase: null,
  };
}
