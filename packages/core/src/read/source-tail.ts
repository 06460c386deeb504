/**
 * The last compaction of a one-shot source (a git blob through cat-file), found the way a file's is (tail.ts: the
 * same markers, matched on the raw bytes) but forwards, in the one pass that reads the source: the bytes from the
 * latest compaction's line on are held raw, and when a later compaction turns up, those before its line are let go
 * to `prefix` (the caller looks them over cheaply) and counted. Nothing before the last compaction is parsed.
 */
import { lastMarker, type MarkerSet } from './tail.js';
import type { ByteSource } from './sources.js';

export interface SourceTail {
  /** The byte offset of the last compaction's line (null: the source holds none, and `held` is all of it). */
  offset: number | null;
  /** Lines before `offset`. */
  lines: number;
  /** The bytes from `offset` on (from 0 when there is no compaction), to be read once. */
  held: ByteSource;
}

/** Newlines in a buffer. */
function newlines(buf: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(0x0a); i !== -1; i = buf.indexOf(0x0a, i + 1)) n++;
  return n;
}

/**
 * Reads `source` to its end as `prefix` is iterated: `prefix` yields the bytes found to lie before the last
 * compaction, in order, as they are found (at most `prefixBytes` of them; the rest are only counted); once it has
 * ended, `tail()` says where the last compaction is and holds what follows.
 */
export function scanToLastCompaction(source: ByteSource, set: MarkerSet, prefixBytes: number): { prefix: ByteSource; tail: () => SourceTail } {
  // The bytes from `heldFrom` (a line's start) to the end so far; `hit` says a compaction starts them.
  const held: Buffer[] = [];
  let heldFrom = 0;
  let heldBytes = 0;
  let hit = false;
  let lines = 0;
  let given = 0;
  let last = Buffer.alloc(0);
  let ended = false;

  /** Lets go of the held bytes before absolute offset `to` (a line's start): the prefix's part among them. */
  const release = (to: number): Buffer[] => {
    const out: Buffer[] = [];
    for (let left = to - heldFrom; left > 0; ) {
      const buf = held[0] as Buffer;
      const part = buf.length <= left ? buf : buf.subarray(0, left);
      if (part === buf) held.shift();
      else held[0] = buf.subarray(left);
      left -= part.length;
      lines += newlines(part);
      if (given < prefixBytes) out.push(part.subarray(0, prefixBytes - given));
      given += part.length;
    }
    heldBytes -= Math.max(0, to - heldFrom);
    heldFrom = Math.max(heldFrom, to);
    return out;
  };

  /** The start of the line holding absolute offset `at`: after the last newline before it among the held bytes. */
  const lineOf = (at: number): number => {
    let end = heldFrom + heldBytes;
    for (let i = held.length - 1; i >= 0; i--) {
      const buf = held[i] as Buffer;
      end -= buf.length;
      if (at <= end) continue;
      const nl = buf.lastIndexOf(0x0a, at - end - 1);
      if (nl !== -1) return end + nl + 1;
    }
    return heldFrom;
  };

  /** A chunk read: where the last marker in it (or straddling it and the last one) starts, -1 for none. */
  const markerIn = (chunk: Buffer, at: number): number => {
    const inChunk = lastMarker(set, chunk, chunk.length);
    if (inChunk) return at + inChunk.index;
    const straddling = lastMarker(set, Buffer.concat([last, chunk.subarray(0, set.overlap)]), last.length);
    return straddling ? at - last.length + straddling.index : -1;
  };

  const prefix: ByteSource = {
    async *[Symbol.asyncIterator]() {
      for await (const chunk of source) {
        if (chunk.length === 0) continue;
        const at = heldFrom + heldBytes;
        held.push(chunk);
        heldBytes += chunk.length;
        const found = markerIn(chunk, at);
        last = chunk.length >= set.overlap ? Buffer.from(chunk.subarray(chunk.length - set.overlap)) : Buffer.concat([last, chunk]).subarray(-set.overlap);
        if (found === -1) continue;
        hit = true;
        yield* release(lineOf(found));
      }
      ended = true;
    },
  };

  const tail = (): SourceTail => {
    if (!ended) throw new Error('the source was not read to its end');
    return {
      offset: hit ? heldFrom : null,
      lines,
      held: {
        async *[Symbol.asyncIterator]() {
          // Each chunk is let go once read: the tail's raw bytes are freed as it is parsed.
          while (held.length > 0) yield held.shift() as Buffer;
        },
      },
    };
  };
  return { prefix, tail };
}
