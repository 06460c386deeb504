/** Looking at a one-shot source's first bytes (to detect its format) without losing them. */
import type { ByteSource } from './sources.js';

/**
 * Reads the first bytes of a one-shot source and returns them plus a source that replays them first. The source
 * underneath (a git child, for blobs) is released when the replay ends, however it ends (a consumer that stops early
 * included), or by `release()` when the replay is never read.
 *
 * The replay starts with `head` itself, not with the chunks it was joined from: the reader keeps the head for the
 * whole read (the first prompt is looked for in it), and the chunks kept beside it doubled that, a megabyte or two
 * per transcript that outlived the young generation and waited in the old one (`all` reads hundreds).
 */
export async function peek(src: ByteSource, bytes: number): Promise<{ head: Buffer; replay: ByteSource; release: () => Promise<void> }> {
  const it = src[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let len = 0;
  let done = false;
  const release = async (): Promise<void> => {
    if (done) return;
    done = true;
    await it.return?.();
  };
  try {
    while (len < bytes) {
      const r = await it.next();
      if (r.done) {
        done = true;
        break;
      }
      // A copy of each chunk as it comes: a source may reuse its buffer for the next one (sources.ts), and then the
      // chunks taken before would all read as the last by the time they are joined.
      taken.push(Buffer.from(r.value));
      len += r.value.length;
    }
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  const head = taken.length === 1 ? (taken[0] as Buffer) : Buffer.concat(taken, len);
  let first: Buffer | null = head.length > 0 ? head : null;
  const replay: ByteSource = {
    ...(src.again ? { again: src.again } : {}),
    async *[Symbol.asyncIterator]() {
      try {
        if (first) {
          const h = first;
          first = null;
          yield h;
        }
        while (!done) {
          const r = await it.next();
          if (r.done) {
            done = true;
            return;
          }
          yield r.value;
        }
      } finally {
        await release();
      }
    },
  };
  return { head, replay, release };
}
