import { HandoffError } from '../errors.js';
import { CHUNK_BYTES, joinSources, type ByteSource } from '../read/sources.js';
import type { CatFile } from './cat-file.js';

/** Output held per blob before git is held back: a few of its 64 KiB reads. */
const HIGH_WATER = 4 * 1024 * 1024;

/**
 * A transcript's blobs (its chunks joined as Entire joins them) read through an already open cat-file, so many
 * transcripts cost one git process. The request goes to git when the source is created: git unpacks this blob while
 * the caller still parses the previous one. When the consumer falls behind, git's output is paused.
 */
export function catFileSource(cat: CatFile, oids: readonly string[]): ByteSource {
  return { ...joinSources(oids.map((oid) => oneBlob(cat, oid))), again: () => catFileSource(cat, oids) };
}

function oneBlob(cat: CatFile, oid: string): ByteSource {
  // A blob kept in memory arrives whole at once: holding git back would only stall the reads queued behind it.
  const paces = !cat.holds(oid);
  const queue: Buffer[] = [];
  let queued = 0;
  let paused = false;
  let done = false;
  let failure: unknown = null;
  let abandoned = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const finished = cat
    .stream(oid, (chunk) => {
      // A reader that stopped early (it found what it needed): the rest of the blob is discarded, not queued.
      if (abandoned) return false;
      queue.push(chunk);
      queued += chunk.length;
      if (paces && queued > HIGH_WATER && !paused) {
        paused = true;
        cat.pace(true);
      }
      notify();
    })
    .then(
      (info) => {
        if (!info) failure = new HandoffError(`transcript blob ${oid} is missing from the repository`);
        done = true;
        notify();
      },
      (error: unknown) => {
        failure = error;
        done = true;
        notify();
      },
    );
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const chunk = joined(queue);
          if (chunk) {
            queued -= chunk.length;
            if (paused && queued < HIGH_WATER / 2) {
              paused = false;
              cat.pace(false);
            }
            yield chunk;
            continue;
          }
          if (done) break;
          await new Promise<void>((resolve) => (wake = resolve));
        }
        await finished;
        if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
      } finally {
        // Never leave git paused: later requests on the same process wait behind this blob.
        abandoned = true;
        queue.length = 0;
        if (paused) cat.pace(false);
        paused = false;
      }
    },
  };
}

/**
 * Git's 64 KiB reads that arrived while the reader parsed, joined up to a file read's size (CHUNK_BYTES): each chunk
 * handed on is a step of every async reader stacked on this source (a few promises each), and a line cut by a chunk's
 * end is copied. The first chunk alone when nothing else is queued.
 */
function joined(queue: Buffer[]): Buffer | undefined {
  let n = 1;
  let bytes = queue[0]?.length ?? 0;
  while (n < queue.length && bytes + queue[n]!.length <= CHUNK_BYTES) bytes += queue[n++]!.length;
  return n === 1 ? queue.shift() : Buffer.concat(queue.splice(0, n), bytes);
}
