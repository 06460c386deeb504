/**
 * The last compaction of a one-shot source (a git blob through cat-file), found the way a file's is (tail.ts: the
 * same markers, matched on the raw bytes) but forwards, in the one pass that reads the source: the bytes from the
 * latest compaction's line on are held raw, and when a later compaction turns up, those before its line are let go
 * to `prefix` (the caller looks them over cheaply) and counted. Nothing before the last compaction is parsed.
 *
 * At most `heldBytes` are held (plus a chunk): a source that can be read again (`again`) and whose tail outgrows that
 * is only searched on, and once its last compaction is known it is read a second time, from where the first pass
 * stopped handing bytes to `prefix`, streaming what is left of the prefix and then the tail.
 */
import { lastMarker, type MarkerSet } from './tail.js';
import type { ByteSource } from './sources.js';

/** Tail bytes held before a source that can be read again is read again instead (a big tail, or no compaction at all). */
export const HELD_BYTES = 32 * 1024 * 1024;

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
 * ended, `tail()` says where the last compaction is and holds (or reads again) what follows.
 */
export function scanToLastCompaction(source: ByteSource, set: MarkerSet, prefixBytes: number, heldBytes = HELD_BYTES): { prefix: ByteSource; tail: () => SourceTail } {
  // The bytes from `heldFrom` to the end so far; `headLine` is the start of the line holding `heldFrom`.
  const held: Buffer[] = [];
  let heldFrom = 0;
  let headLine = 0;
  let heldSize = 0;
  // The last compaction's line so far (0 before one is found); `hit` says one was.
  let tailFrom = 0;
  let hit = false;
  let lines = 0;
  let given = 0;
  let last = Buffer.alloc(0);
  // Set once bytes were let go unread: where the second pass resumes handing bytes to `prefix`.
  let resumeAt: number | null = null;
  // The second read, stopped at the tail's first bytes (`first`) for tail() to go on with.
  let rest: { first: Buffer | null; it: AsyncIterator<Buffer> } | null = null;
  let ended = false;

  /** Bytes before the last compaction handed over, their lines counted: the prefix's part of them. */
  const handOver = (part: Buffer): Buffer[] => {
    lines += newlines(part);
    const out = given < prefixBytes && part.length > 0 ? [part.subarray(0, prefixBytes - given)] : [];
    given += part.length;
    return out;
  };
  /** Once bytes were let go unread, the second pass hands over all that follows them. */
  const toPrefix = (part: Buffer): Buffer[] => (resumeAt === null ? handOver(part) : []);

  /** Lets go of the held bytes before absolute offset `to` (a line's start): the prefix's part among them. */
  const release = (to: number): Buffer[] => {
    const out: Buffer[] = [];
    for (let left = to - heldFrom; left > 0; ) {
      const buf = held[0] as Buffer;
      const part = buf.length <= left ? buf : buf.subarray(0, left);
      if (part === buf) held.shift();
      else held[0] = buf.subarray(left);
      left -= part.length;
      out.push(...toPrefix(part));
    }
    heldSize -= Math.max(0, to - heldFrom);
    heldFrom = Math.max(heldFrom, to);
    // A compaction line that began in bytes already let go (longer than the budget) starts before heldFrom.
    headLine = Math.max(headLine, to);
    return out;
  };

  /** Past the budget: the oldest chunks are let go unread (the second pass reads them again), their line starts noted. */
  const trim = (): void => {
    if (source.again === undefined) return;
    while (held.length > 1 && heldSize - (held[0] as Buffer).length >= heldBytes) {
      resumeAt ??= tailFrom;
      const buf = held.shift() as Buffer;
      const nl = buf.lastIndexOf(0x0a);
      if (nl !== -1) headLine = heldFrom + nl + 1;
      heldFrom += buf.length;
      heldSize -= buf.length;
    }
  };

  /** The start of the line holding absolute offset `at`: after the last newline before it among the held bytes. */
  const lineOf = (at: number): number => {
    let end = heldFrom + heldSize;
    for (let i = held.length - 1; i >= 0; i--) {
      const buf = held[i] as Buffer;
      end -= buf.length;
      if (at <= end) continue;
      const nl = buf.lastIndexOf(0x0a, at - end - 1);
      if (nl !== -1) return end + nl + 1;
    }
    return headLine;
  };

  /** A chunk read: where the last marker in it (or straddling it and the last one) starts, -1 for none. */
  const markerIn = (chunk: Buffer, at: number): number => {
    const inChunk = lastMarker(set, chunk, chunk.length);
    if (inChunk) return at + inChunk.index;
    const straddling = lastMarker(set, Buffer.concat([last, chunk.subarray(0, set.overlap)]), last.length);
    return straddling ? at - last.length + straddling.index : -1;
  };

  /** The second pass, up to the last compaction: the prefix's bytes the first pass let go unread, then the tail's start kept. */
  async function* reread(again: () => ByteSource, from: number): AsyncGenerator<Buffer> {
    const it = again()[Symbol.asyncIterator]();
    for (let pos = 0; ; ) {
      const r = await it.next();
      if (r.done) {
        rest = { first: null, it };
        return;
      }
      const chunk = r.value;
      const end = pos + chunk.length;
      if (end > from) yield* handOver(chunk.subarray(Math.max(0, from - pos), Math.max(0, tailFrom - pos)));
      pos = end;
      if (end <= tailFrom) continue;
      rest = { first: chunk.subarray(Math.max(0, tailFrom - (end - chunk.length))), it };
      return;
    }
  }

  const prefix: ByteSource = {
    async *[Symbol.asyncIterator]() {
      for await (const chunk of source) {
        if (chunk.length === 0) continue;
        const at = heldFrom + heldSize;
        held.push(chunk);
        heldSize += chunk.length;
        const found = markerIn(chunk, at);
        last = chunk.length >= set.overlap ? Buffer.from(chunk.subarray(chunk.length - set.overlap)) : Buffer.concat([last, chunk]).subarray(-set.overlap);
        if (found !== -1) {
          hit = true;
          tailFrom = lineOf(found);
          yield* release(tailFrom);
        }
        trim();
      }
      if (resumeAt !== null && source.again) {
        held.length = 0;
        yield* reread(source.again, resumeAt);
      }
      ended = true;
    },
  };

  const tail = (): SourceTail => {
    if (!ended) throw new Error('the source was not read to its end');
    const second = rest;
    return {
      offset: hit ? tailFrom : null,
      lines,
      held: {
        async *[Symbol.asyncIterator]() {
          if (second === null) {
            // Each chunk is let go once read: the tail's raw bytes are freed as it is parsed.
            while (held.length > 0) yield held.shift() as Buffer;
            return;
          }
          try {
            if (second.first !== null && second.first.length > 0) yield second.first;
            for (let r = await second.it.next(); !r.done; r = await second.it.next()) yield r.value;
          } finally {
            await second.it.return?.();
          }
        },
      },
    };
  };
  return { prefix, tail };
}
