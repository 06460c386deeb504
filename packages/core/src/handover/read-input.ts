/** Hook input is a few KiB; anything past this is not a hook payload we want to parse. */
export const MAX_HOOK_INPUT_BYTES = 1024 * 1024;

export interface BoundedRead {
  text: string;
  /** The input was longer than the cap (the text is cut) or did not end before the deadline. */
  truncated: boolean;
  timedOut: boolean;
}

/**
 * Reads a stream up to `maxBytes` or until `deadlineMs` passes, whichever comes first, and never
 * waits for the rest: a hook must not hang on a stdin that stays open. A hook payload is one JSON
 * object, so the read also ends as soon as what arrived parses as one: the deadline is then only
 * reached by a client that sends nothing whole, and can be generous for a machine under load.
 */
export function readBounded(
  stream: NodeJS.ReadableStream,
  { maxBytes = MAX_HOOK_INPUT_BYTES, deadlineMs = 500 }: { maxBytes?: number; deadlineMs?: number } = {},
): Promise<BoundedRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (truncated: boolean, timedOut: boolean, ended = false): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onEnd);
      stream.pause();
      // We will never read the rest; an open pipe must not keep the hook process alive.
      if (!ended) (stream as { destroy?: () => void }).destroy?.();
      resolve({ text: Buffer.concat(chunks).toString('utf8'), truncated, timedOut });
    };
    const onData = (chunk: Buffer | string): void => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const room = maxBytes - size;
      if (buf.length > room) {
        chunks.push(buf.subarray(0, room));
        size = maxBytes;
        finish(true, false);
        return;
      }
      chunks.push(buf);
      size += buf.length;
      if (endsWholeObject(buf)) finish(false, false);
    };
    const endsWholeObject = (last: Buffer): boolean => {
      if (lastNonBlank(last) !== 0x7d) return false;
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        return true;
      } catch {
        return false;
      }
    };
    const onEnd = (): void => finish(false, false, true);
    const timer = setTimeout(() => finish(false, true), deadlineMs);
    timer.unref?.();
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onEnd);
    stream.resume();
  });
}

/** The last byte that is not JSON whitespace, or -1. */
function lastNonBlank(buf: Buffer): number {
  for (let i = buf.length - 1; i >= 0; i -= 1) {
    const b = buf[i] as number;
    if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09) return b;
  }
  return -1;
}
