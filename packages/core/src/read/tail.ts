/**
 * Reading a transcript file from its end: the byte offset of the line that starts the last
 * compaction, found by scanning backwards in chunks for the record's structural marker. The scan keeps
 * one chunk (plus a marker-sized overlap) in memory, so the cost follows the tail after the
 * compaction, not the file size.
 *
 * Markers are structural JSON (`"key":value` with unescaped quotes), so the same words inside a
 * string literal (where quotes are escaped as `\"`) do not match.
 */
import { open } from 'node:fs/promises';
import type { TranscriptFormat } from '../types/agents.js';

const CHUNK = 1024 * 1024;
const COUNT_CHUNK = 4 * 1024 * 1024;
const COUNT_LANES = 3;

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

/** Offset just after the last "\n" before `pos` (0 when there is none), scanning backwards by chunks. */
async function lineStart(fh: Awaited<ReturnType<typeof open>>, pos: number, chunk: number): Promise<number> {
  let end = pos;
  while (end > 0) {
    const start = Math.max(0, end - chunk);
    const buf = await readAt(fh, start, end - start);
    const nl = buf.lastIndexOf(0x0a);
    if (nl !== -1) return start + nl + 1;
    end = start;
  }
  return 0;
}

/**
 * The last compaction of a file: the start of the line holding the last occurrence of any of the
 * format's markers; null when the file has none (or the format has no marker).
 */
export async function findLastCompaction(path: string, format: TranscriptFormat, opts: { chunkBytes?: number } = {}): Promise<TailHit | null> {
  const markers = COMPACTION_MARKERS[format];
  if (!markers || markers.length === 0) return null;
  const chunk = opts.chunkBytes ?? CHUNK;
  const needles = markers.map((m) => Buffer.from(m, 'utf8'));
  const overlap = Math.max(...needles.map((n) => n.length)) - 1;
  const fh = await open(path, 'r');
  try {
    const size = (await fh.stat()).size;
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - chunk);
      // Read a little past `end` so a marker straddling two chunks is seen once.
      const readEnd = Math.min(size, end + overlap);
      const buf = await readAt(fh, start, readEnd - start);
      let best = -1;
      let bestMarker = '';
      for (let i = 0; i < needles.length; i++) {
        const idx = buf.lastIndexOf(needles[i] as Buffer);
        // A hit starting in the overlap belongs to the previous (later) chunk, already searched.
        if (idx !== -1 && start + idx < end && idx > best) {
          best = idx;
          bestMarker = markers[i] as string;
        }
      }
      if (best !== -1) {
        const nl = buf.lastIndexOf(0x0a, best);
        const offset = nl !== -1 ? start + nl + 1 : await lineStart(fh, start, chunk);
        return { offset, marker: bestMarker };
      }
      end = start;
    }
    return null;
  } finally {
    await fh.close();
  }
}

/** The first `bytes` bytes of a file (format detection, the original task). */
export async function readHead(path: string, bytes = 256 * 1024): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    return await readAt(fh, 0, bytes);
  } finally {
    await fh.close();
  }
}

/** Number of "\n" bytes in `buf`. */
function newlines(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(0x0a); i !== -1; i = buf.indexOf(0x0a, i + 1)) n++;
  return n;
}

export interface CountOptions {
  /** Bytes per read. Default 4 MiB. */
  chunkBytes?: number;
  /** Reads kept in flight at once, each with its own buffer. Default 3. */
  lanes?: number;
}

/**
 * Number of "\n" bytes before `offset`: the line number of the line starting there. No decoding, no parsing.
 *
 * This scan runs over everything before a compaction (a GB or more), so it is bound by copying the bytes
 * out of the page cache. One read at a time leaves the thread pool mostly idle; a few reads in flight (each
 * lane reuses one buffer) go about 4x faster. Three lanes leave a pool thread free for the tail's own reads,
 * which run at the same time (see read-transcript.ts). Memory: lanes × chunkBytes, whatever the file size.
 */
export async function countLines(path: string, offset: number, opts: CountOptions = {}): Promise<number> {
  const chunk = opts.chunkBytes ?? COUNT_CHUNK;
  const lanes = Math.max(1, Math.min(opts.lanes ?? COUNT_LANES, Math.ceil(offset / chunk)));
  const fh = await open(path, 'r');
  let next = 0;
  let n = 0;
  const lane = async (): Promise<void> => {
    const buf = Buffer.allocUnsafe(Math.min(chunk, offset));
    while (next < offset) {
      const pos = next;
      const len = Math.min(chunk, offset - pos);
      next = pos + len;
      let got = 0;
      while (got < len) {
        const { bytesRead } = await fh.read(buf, got, len - got, pos + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      n += newlines(got === buf.length ? buf : buf.subarray(0, got));
      // The file ended early (it shrank): nothing more to count.
      if (got < len) next = offset;
    }
  };
  try {
    // allSettled: never close the handle under a lane still reading.
    const results = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return n;
  } finally {
    await fh.close();
  }
}
