import { assertNoSecrets, redactForOutput, redactJson } from '@hand-off-session/core';
import type { Io } from './io.js';

/**
 * Every byte we print goes through here: redacted, then scanned again (redactForOutput). If the scan still finds a
 * secret, assertNoSecrets throws (exit 1) before anything is written.
 */
export function printText(io: Io, text: string): void {
  const clean = redactForOutput(text);
  io.stdout(clean.endsWith('\n') ? clean : `${clean}\n`);
}

/**
 * The JSON text is redacted as text, in one pass: the rules understand JSON escapes, markers hold no quote or
 * backslash (so the document stays valid JSON), and one pass over the text costs far less than one per value. The
 * compact text is the one redacted (every byte of every value is in it; the scanners run about 5x slower over
 * pretty-printing's indentation runs), then indented: the indentation adds only our own whitespace.
 */
export function toSafeJson(value: unknown): string {
  const clean = redactForOutput(JSON.stringify(value));
  return JSON.stringify(JSON.parse(clean) as unknown, null, 2);
}

export function printJson(io: Io, value: unknown): void {
  io.stdout(`${toSafeJson(value)}\n`);
}

export interface NdjsonWriter {
  write(value: unknown): void;
  end(): Promise<void>;
}

/**
 * `--ndjson`: one JSON document per line through the ndjson serializer, so a consumer can act on the
 * first session before the last is read. Each document is redacted and checked on its own.
 */
export async function openNdjson(io: Io): Promise<NdjsonWriter> {
  // Loaded here, not at start-up: ndjson and its stream dependencies take ~15 ms to load, and only --ndjson uses them.
  // A dynamic import (not createRequire) so that the bundler inlines it into dist/hand-off-session.mjs.
  const { stringify } = await import('ndjson');
  const serializer = stringify();
  serializer.on('data', (line: string | Buffer) => io.stdout(String(line)));
  const ended = new Promise<void>((resolve, reject) => {
    serializer.on('end', resolve);
    serializer.on('error', reject);
  });
  return {
    write(value) {
      const { value: clean } = redactJson(value);
      assertNoSecrets(JSON.stringify(clean));
      serializer.write(clean);
    },
    end() {
      serializer.end();
      return ended;
    },
  };
}
