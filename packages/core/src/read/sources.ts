/**
 * Byte sources for the reader: a file, chunked git blobs, or a buffer. A source is just an async
 * iterable of Buffers, consumed once.
 */
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { HandoffError } from '../errors.js';

export interface ByteSource extends AsyncIterable<Buffer> {
  /** The same bytes read afresh from their start (a git blob asked for again), for a reader that let some go. */
  again?: () => ByteSource;
}

export const CHUNK_BYTES = 1024 * 1024;
/** syncFileSource's buffer: small enough to stay in the CPU cache. */
export const SYNC_CHUNK_BYTES = 128 * 1024;

export interface FileSourceOptions {
  /** Byte offset to start at. */
  start?: number;
  /** Exclusive byte offset to stop at. */
  end?: number;
}

export function fileSource(path: string, opts: FileSourceOptions = {}): ByteSource {
  // An empty range (a compaction on the first line leaves no head before it): createReadStream refuses `end: -1`.
  if (opts.end !== undefined && opts.end <= (opts.start ?? 0)) return bufferSource(Buffer.alloc(0));
  return {
    [Symbol.asyncIterator]() {
      const stream = createReadStream(path, {
        highWaterMark: CHUNK_BYTES,
        start: opts.start ?? 0,
        // createReadStream's `end` is inclusive.
        ...(opts.end !== undefined ? { end: Math.max(opts.end - 1, (opts.start ?? 0) - 1) } : {}),
      });
      return stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    },
  };
}

/**
 * The same bytes read with synchronous reads into ONE reused buffer: each chunk is valid only until the next one is
 * asked for, so the consumer must copy what it keeps (splitLines does). For a reader whose thread has nothing else
 * to do meanwhile (the tail after a compaction): a read out of the page cache takes well under a millisecond, less
 * than an async read's thread-pool round trip, and a small buffer that stays in the CPU cache copies faster than
 * fresh large ones (which also press the GC as external memory).
 */
export function syncFileSource(path: string, opts: FileSourceOptions = {}, chunkBytes = SYNC_CHUNK_BYTES): ByteSource {
  return {
    async *[Symbol.asyncIterator]() {
      const fd = openSync(path, 'r');
      try {
        const buf = Buffer.allocUnsafe(chunkBytes);
        const end = opts.end ?? Number.POSITIVE_INFINITY;
        for (let pos = opts.start ?? 0; pos < end; ) {
          const got = readSync(fd, buf, 0, Math.min(chunkBytes, end - pos), pos);
          if (got === 0) return;
          pos += got;
          yield got === chunkBytes ? buf : buf.subarray(0, got);
        }
      } finally {
        closeSync(fd);
      }
    },
  };
}

export function bufferSource(buf: Buffer | string, chunkBytes = CHUNK_BYTES): ByteSource {
  const b = typeof buf === 'string' ? Buffer.from(buf, 'utf8') : buf;
  return {
    async *[Symbol.asyncIterator]() {
      for (let i = 0; i < b.length; i += chunkBytes) yield b.subarray(i, Math.min(i + chunkBytes, b.length));
    },
  };
}

/**
 * Joins the chunks of a chunked transcript (`full.jsonl`, `full.jsonl.001`, ...) with "\n", the way
 * Entire reassembles them; no newline is added after a chunk that already ends with one.
 */
export function joinSources(sources: ByteSource[]): ByteSource {
  return {
    async *[Symbol.asyncIterator]() {
      let last = 0x0a;
      let first = true;
      for (const src of sources) {
        if (!first && last !== 0x0a) yield Buffer.from('\n');
        first = false;
        for await (const chunk of src) {
          if (chunk.length === 0) continue;
          last = chunk[chunk.length - 1] as number;
          yield chunk;
        }
      }
    },
  };
}

/**
 * Streams blobs in order through ONE `git cat-file --batch` for all the chunks of this transcript, with backpressure
 * (the process's stdout is read as it is consumed, so a large transcript never sits in memory whole).
 */
export function blobSource(gitDir: string, oids: string[]): ByteSource {
  return { ...joinSources(batchSources(gitDir, oids)), again: () => blobSource(gitDir, oids) };
}

/** One `git cat-file --batch` process whose output is split into one source per oid, read in order. */
function batchSources(gitDir: string, oids: string[]): ByteSource[] {
  let proc: ReturnType<typeof spawn> | null = null;
  let reader: AsyncIterator<Buffer> | null = null;
  let carry: Buffer = Buffer.alloc(0);

  const ensure = (): AsyncIterator<Buffer> => {
    if (reader) return reader;
    proc = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'ignore'] });
    proc.stdin?.end(oids.join('\n') + '\n');
    reader = (proc.stdout as NodeJS.ReadableStream)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    return reader;
  };

  const more = async (): Promise<boolean> => {
    const r = await ensure().next();
    if (r.done) return false;
    carry = carry.length ? Buffer.concat([carry, r.value]) : r.value;
    return true;
  };

  return oids.map((oid, index) => ({
    async *[Symbol.asyncIterator]() {
      ensure();
      let finished = false;
      try {
        let nl = carry.indexOf(0x0a);
        while (nl === -1) {
          if (!(await more())) throw new HandoffError(`git cat-file ended early while reading blob ${oid}`);
          nl = carry.indexOf(0x0a);
        }
        const header = carry.subarray(0, nl).toString('utf8');
        carry = carry.subarray(nl + 1);
        const m = /^(\S+) (\S+) (\d+)$/.exec(header);
        if (!m) throw new HandoffError(`transcript blob ${oid} is missing from the repository`);
        let left = Number(m[3]);
        while (left > 0) {
          if (carry.length === 0 && !(await more())) throw new HandoffError(`git cat-file ended early while reading blob ${oid}`);
          const take = Math.min(left, carry.length);
          const piece = carry.subarray(0, take);
          carry = carry.subarray(take);
          left -= take;
          if (piece.length) yield piece;
        }
        // The newline after each object.
        while (carry.length === 0) if (!(await more())) break;
        carry = carry.subarray(1);
        finished = true;
      } finally {
        // The last blob read, or the reader gave up early: the process is no longer needed.
        if (!finished || index === oids.length - 1) proc?.kill();
      }
    },
  }));
}
