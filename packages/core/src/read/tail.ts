/**
 * Reading a transcript file from its end: the byte offset of the line that starts the last
 * compaction, found by scanning backwards in chunks for the record's structural marker. The scan keeps
 * one chunk (plus a marker-sized overlap) in memory, so the cost follows the tail after the
 * compaction, not the file size.
 *
 * Markers are structural JSON (`"key":value` with unescaped quotes), so the same words inside a
 * string literal (where quotes are escaped as `\"`) do not match.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { openRegular } from './regular-file.js';
import { MarkerSearch } from './marker-search.js';
import type { TranscriptFormat } from '../types/agents.js';

const CHUNK = 1024 * 1024;

/** Markers of the record a resumed read should start at, per format. */
export const COMPACTION_MARKERS: Partial<Record<TranscriptFormat, string[]>> = {
  // The boundary line comes right before the summary line; whichever is last wins.
  'claude-jsonl': ['"subtype":"compact_boundary"', '"isCompactSummary":true'],
  'codex-rollout': ['"type":"compacted"'],
  // No marker record: a `$set.messages` checkpoint or a user message holding <state_snapshot>.
  'gemini-jsonl': ['<state_snapshot>'],
  'entire-compact': ['"text":"This session is being continued from a previous conversation'],
  'copilot-events': ['"type":"session.compaction_complete"'],
};

export interface TailHit {
  /** Byte offset of the first byte of the marker's line. */
  offset: number;
  /** Which marker matched. */
  marker: string;
}

async function readAt(fh: Awaited<ReturnType<typeof open>>, pos: number, len: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(len);
  let got = 0;
  while (got < len) {
    const { bytesRead } = await fh.read(buf, got, len - got, pos + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return buf.subarray(0, got);
}

/** Reads `buf.length` bytes at `pos` (fewer at the end of the file); returns the filled part. */
function readAtSync(fd: number, buf: Buffer, pos: number): Buffer {
  let got = 0;
  while (got < buf.length) {
    const n = readSync(fd, buf, got, buf.length - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}

/** Offset just after the last "\n" before `pos` (0 when there is none), scanning backwards by chunks. */
function lineStart(fd: number, pos: number, chunk: number): number {
  const buf = Buffer.allocUnsafe(chunk);
  let end = pos;
  while (end > 0) {
    const start = Math.max(0, end - chunk);
    const nl = readAtSync(fd, buf.subarray(0, end - start), start).lastIndexOf(0x0a);
    if (nl !== -1) return start + nl + 1;
    end = start;
  }
  return 0;
}

/** A format's compaction markers as bytes, with how far one can straddle two chunks (its length less one). */
export interface MarkerSet {
  markers: string[];
  needles: Buffer[];
  overlap: number;
  search: MarkerSearch;
}

/**
 * Each format's markers, made once: `all` reads hundreds of transcripts, and a set made for each counted the bytes of
 * its first buffer again to choose its anchors (see MarkerSearch), which only set the cost, never the answer.
 */
const MARKER_SETS = new Map<TranscriptFormat, MarkerSet | null>();

/** The format's markers (null when it has none). */
export function markerSet(format: TranscriptFormat): MarkerSet | null {
  if (!MARKER_SETS.has(format)) MARKER_SETS.set(format, newMarkerSet(format));
  return MARKER_SETS.get(format) ?? null;
}

function newMarkerSet(format: TranscriptFormat): MarkerSet | null {
  const markers = COMPACTION_MARKERS[format];
  if (!markers || markers.length === 0) return null;
  const needles = markers.map((m) => Buffer.from(m, 'utf8'));
  return { markers, needles, overlap: Math.max(...needles.map((n) => n.length)) - 1, search: new MarkerSearch(needles) };
}

/** The last marker in `buf` that starts before `before` (one starting at or past it was searched with the next bytes). */
export function lastMarker(set: MarkerSet, buf: Buffer, before: number): { index: number; marker: string } | null {
  let best: { index: number; marker: string } | null = null;
  for (let i = 0; i < set.needles.length; i++) {
    const idx = set.search.last(i, buf, before);
    if (idx !== -1 && (best === null || idx > best.index)) best = { index: idx, marker: set.markers[i] as string };
  }
  return best;
}

/**
 * The last compaction of a file: the start of the line holding the last occurrence of any of the
 * format's markers; null when the file has none (or the format has no marker).
 *
 * Reads are synchronous into one reused buffer: this search is all the caller waits for, and async reads
 * left the thread idle between chunks (about half the time, measured on a 32 MB tail).
 */
export async function findLastCompaction(path: string, format: TranscriptFormat, opts: { chunkBytes?: number; searched?: (from: number) => void } = {}): Promise<TailHit | null> {
  const set = markerSet(format);
  if (!set) return null;
  const chunk = opts.chunkBytes ?? CHUNK;
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const room = Buffer.allocUnsafe(Math.min(size, chunk + set.overlap));
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - chunk);
      // Read a little past `end` so a marker straddling two chunks is seen once.
      const readEnd = Math.min(size, end + set.overlap);
      const buf = readAtSync(fd, room.subarray(0, readEnd - start), start);
      // A hit starting in the overlap belongs to the previous (later) chunk, already searched.
      const hit = lastMarker(set, buf, end - start);
      if (hit) {
        const nl = buf.lastIndexOf(0x0a, hit.index);
        const offset = nl !== -1 ? start + nl + 1 : lineStart(fd, start, chunk);
        return { offset, marker: hit.marker };
      }
      // No marker from `start` on: a line counter racing this search need not count past it.
      opts.searched?.(start);
      end = start;
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

/** The first `bytes` bytes of a file (format detection, the original task); refuses what is not a regular file. */
export async function readHead(path: string, bytes = 256 * 1024): Promise<Buffer> {
  const fh = await openRegular(path);
  try {
    return await readAt(fh, 0, bytes);
  } finally {
    await fh.close();
  }
}

/**
 * Counting runs over everything before a compaction (a GB or more). It is bound by copying bytes out of
 * the page cache, and that copy is ~3x faster into a buffer that stays in the CPU cache (measured: 128 KiB
 * reads ~150 ms/GB, 1 MiB or larger ~500 ms/GB). Reads that small are too many for async I/O (one
 * thread-pool round trip each), so they are synchronous — in a worker thread, where they block no one
 * while the main thread parses the tail.
 */
const COUNT_CHUNK = 128 * 1024;

type SyncFs = Pick<typeof import('node:fs'), 'openSync' | 'readSync' | 'closeSync'>;

/**
 * Counts the newlines in the first `offset` bytes. Self-contained on purpose (no outer names but its parameters and
 * the global Buffer): the worker runs this very function from its source text.
 */
function countNewlines(fs: SyncFs, path: string, offset: number, chunk: number): number {
  const fd = fs.openSync(path, 'r');
  try {
    const buf = Buffer.allocUnsafe(chunk);
    let n = 0;
    for (let pos = 0; pos < offset; ) {
      const got = fs.readSync(fd, buf, 0, Math.min(chunk, offset - pos), pos);
      if (got === 0) break;
      const view = got === chunk ? buf : buf.subarray(0, got);
      for (let i = view.indexOf(0x0a); i !== -1; i = view.indexOf(0x0a, i + 1)) n++;
      pos += got;
    }
    return n;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Shared state of a counter split between the worker and the calling thread, over the prefix cut into
 * COUNT_CHUNK-sized chunks (Int32 slots): [LIMIT] the number of whole chunks before the offset (-1 until it is
 * known), [BOUND] how many chunks the offset can still be past (the backwards search has ruled out the rest: a file
 * with no compaction is then not counted to its end for nothing), then one claim flag per chunk (0 free, 1 being
 * counted, 2 counted), then each chunk's count.
 * The worker starts at chunk 0 as soon as it is up — before the offset is known, so its start overlaps the
 * backwards search — and goes forward; the calling thread, once it has nothing else to do (see help()),
 * goes backward from the offset. A chunk belongs to whoever claims it first (compare-and-swap); they meet
 * in the middle.
 */
const LIMIT = 0;
const BOUND = 1;
const HEADER = 2;

/** The worker's program (self-contained: the worker runs it from its source text). */
function countForward(fs: SyncFs, path: string, chunk: number, chunks: number, slots: Int32Array): void {
  const fd = fs.openSync(path, 'r');
  try {
    const buf = Buffer.allocUnsafe(chunk);
    for (let i = 0; i < chunks; i++) {
      const limit = Atomics.load(slots, 0);
      if ((limit !== -1 && i >= limit) || i >= Atomics.load(slots, 1)) break;
      if (Atomics.compareExchange(slots, 2 + i, 0, 1) !== 0) break;
      let n = 0;
      let got = 0;
      for (let r = -1; r !== 0 && got < chunk; got += r) r = fs.readSync(fd, buf, got, chunk - got, i * chunk + got);
      const view = got === chunk ? buf : buf.subarray(0, got);
      for (let j = view.indexOf(0x0a); j !== -1; j = view.indexOf(0x0a, j + 1)) n++;
      slots[2 + chunks + i] = n;
      Atomics.store(slots, 2 + i, 2);
      Atomics.notify(slots, 2 + i);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** The worker's whole program (a plain script: no bundler or loader is involved in starting it). It posts when it stops. */
export const COUNT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const countForward = (${countForward.toString()});
const { path, chunk, chunks, shared } = workerData;
countForward(fs, path, chunk, chunks, new Int32Array(shared));
parentPort.postMessage('stopped');
`;

/** The same count on the calling thread (used when a worker cannot be started, and for small files). */
export function countLinesSync(path: string, offset: number): number {
  return countNewlines({ openSync, readSync, closeSync }, path, offset, COUNT_CHUNK);
}

/** Newlines in `[from, to)` of an open file, on this thread. */
function countRange(fd: number, buf: Buffer, from: number, to: number): number {
  let n = 0;
  for (let pos = from; pos < to; ) {
    const got = readSync(fd, buf, 0, Math.min(buf.length, to - pos), pos);
    if (got === 0) break;
    const view = got === buf.length ? buf : buf.subarray(0, got);
    for (let i = view.indexOf(0x0a); i !== -1; i = view.indexOf(0x0a, i + 1)) n++;
    pos += got;
  }
  return n;
}

export interface LineCounter {
  /** Number of "\n" bytes before `offset`: the line number of the line starting there. Call once. */
  count(offset: number): Promise<number>;
  /**
   * Counts the rest on this thread, synchronously, meeting the worker (after count()). For a caller about to
   * wait for the count with nothing else to do: the count then resolves without waiting for the worker.
   */
  help(): void;
  /** The search for the offset found none from `from` on: the offset, when found, lies before it. */
  searched(from: number): void;
  /** Stops the worker (when no count is needed after all). */
  cancel(): void;
}

/** Below this many bytes a count takes a few ms on the calling thread: less than starting a worker (~30 ms). */
export const COUNT_IN_WORKER_FROM = 32 * 1024 * 1024;

interface Started {
  worker: Worker;
  slots: Int32Array;
  chunks: number;
  /** Settles when the worker stopped (rejects when it failed). */
  stopped: Promise<void>;
}

/** The worker, counting from the start at once; null when no worker can be started (resource limits). */
function startWorker(path: string): Started | null {
  let worker: Worker;
  let chunks: number;
  let shared: SharedArrayBuffer;
  try {
    chunks = Math.ceil(statSync(path).size / COUNT_CHUNK);
    shared = new SharedArrayBuffer(4 * (HEADER + 2 * chunks));
    new Int32Array(shared)[LIMIT] = -1;
    new Int32Array(shared)[BOUND] = chunks;
    worker = new Worker(COUNT_WORKER, { eval: true, workerData: { path, chunk: COUNT_CHUNK, chunks, shared } });
  } catch {
    return null;
  }
  const stopped = new Promise<void>((resolve, reject) => {
    worker.once('message', () => {
      resolve();
      void worker.terminate();
    });
    worker.once('error', reject);
    // Settles only if neither a count nor an error came first (e.g. cancel()).
    worker.once('exit', (code) => reject(new Error(`the line counter stopped (exit code ${code})`)));
  });
  stopped.catch(() => {});
  return { worker, slots: new Int32Array(shared), chunks, stopped };
}

/**
 * A line counter for `path`. With `inWorker` its worker thread starts now and counts from the start while the
 * caller finds the offset; without, count() counts on the calling thread (small files: see COUNT_IN_WORKER_FROM).
 * No decoding, no parsing; memory: a 128 KiB buffer per thread and 8 bytes per 128 KiB of file (plus the worker).
 */
export function lineCounter(path: string, inWorker: boolean): LineCounter {
  const started = inWorker ? startWorker(path) : null;
  let finish: (() => void) | null = null;
  let limit = -1;
  let target = 0;
  let settle: ((n: number) => void) | null = null;
  return {
    count(offset: number): Promise<number> {
      const here = () => (offset <= 0 ? 0 : countLinesSync(path, offset));
      if (started === null || offset <= 0) return new Promise((resolve) => resolve(here()));
      const { slots, chunks } = started;
      target = offset;
      limit = Math.min(chunks, Math.floor(offset / COUNT_CHUNK));
      Atomics.store(slots, LIMIT, limit);
      return new Promise<number>((resolve, reject) => {
        let done = false;
        settle = (n) => {
          if (!done) resolve(n);
          done = true;
        };
        const total = (): number => {
          const fd = openSync(path, 'r');
          try {
            const buf = Buffer.allocUnsafe(COUNT_CHUNK);
            let n = 0;
            for (let i = 0; i < limit; i++) {
              // A chunk left unclaimed or half counted (a stopped worker) is counted here.
              n += Atomics.load(slots, HEADER + i) === 2 ? (slots[HEADER + chunks + i] as number) : countRange(fd, buf, i * COUNT_CHUNK, (i + 1) * COUNT_CHUNK);
            }
            return n + countRange(fd, buf, limit * COUNT_CHUNK, target);
          } finally {
            closeSync(fd);
          }
        };
        finish = () => {
          if (done) return;
          try {
            settle?.(total());
          } catch (error) {
            done = true;
            reject(error);
          }
        };
        // A worker that failed (it should not) leaves the rest of the count to this thread: same answer, just not in parallel.
        started.stopped.then(
          () => finish?.(),
          () => finish?.(),
        );
      });
    },
    help(): void {
      if (started === null || limit < 0 || finish === null) return;
      const { slots, chunks } = started;
      const fd = openSync(path, 'r');
      try {
        const buf = Buffer.allocUnsafe(COUNT_CHUNK);
        let i = limit - 1;
        for (; i >= 0; i--) {
          if (Atomics.compareExchange(slots, HEADER + i, 0, 1) !== 0) break;
          slots[HEADER + chunks + i] = countRange(fd, buf, i * COUNT_CHUNK, (i + 1) * COUNT_CHUNK);
          Atomics.store(slots, HEADER + i, 2);
        }
        // Met the worker: it counts one chunk at most before it stops (a short wait, bounded in case it died).
        if (i >= 0 && Atomics.load(slots, HEADER + i) === 1) Atomics.wait(slots, HEADER + i, 1, 1000);
      } finally {
        closeSync(fd);
      }
      finish();
      // Nothing is left for the worker (it may still be starting up).
      void started.worker.terminate();
    },
    searched(from: number): void {
      if (started !== null) Atomics.store(started.slots, BOUND, Math.floor(from / COUNT_CHUNK));
    },
    cancel(): void {
      void started?.worker.terminate();
    },
  };
}

/** Number of "\n" bytes before `offset`, counted in a worker thread (see lineCounter). */
export function countLines(path: string, offset: number): Promise<number> {
  return lineCounter(path, true).count(offset);
}
