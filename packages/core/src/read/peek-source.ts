/** Looking at a one-shot source's first bytes (to detect its format) without losing them. */
import type { ByteSource } from './sources.js';

/**
 * Reads the first bytes of a one-shot source and returns them plus a source that replays them first. The source
 * underneath (a git child, for blobs) is released when the replay ends, however it ends (a consumer that stops early
 * included), or by `release()` when the replay is never read.
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
      taken.push(r.value);
      len += r.value.length;
    }
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  const replay: ByteSource = {
    async *[Symbol.asyncIterator]() {
      try {
        yield* taken;
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
  return { head: Buffer.concat(taken, len), replay, release };
}
