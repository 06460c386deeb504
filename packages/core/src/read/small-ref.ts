/**
 * Reads a small JSON record that a handoff needs (a task record, an entity-deltas document): a file on this machine
 * or a blob through the index's cat-file. Capped, and null on any failure, so a missing or huge record never stops a
 * handoff.
 */
import { lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CatFile } from '../git/cat-file.js';
import type { TranscriptRef } from '../types/index-model.js';

const MAX_RECORD_BYTES = 256 * 1024;

export async function readSmallRef(ref: TranscriptRef, cat: (() => CatFile) | null, maxBytes = MAX_RECORD_BYTES): Promise<string | null> {
  if (ref.kind === 'file') {
    // Most records asked for do not exist (a binding record per session of `all`): a synchronous look answers a missing
    // one in microseconds, without the thread-pool round trip and the error object of an asynchronous one.
    const st = statOf(ref.path);
    if (!st?.isFile() || st.size > maxBytes) return null;
    return readFile(ref.path, 'utf8').catch(() => null);
  }
  const oid = ref.oids[0];
  if (!cat || !oid) return null;
  const buf = await cat().read(oid, { maxBytes }).catch(() => null);
  return buf ? buf.toString('utf8') : null;
}

function statOf(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}
