import { resolve } from 'node:path';
import { buildIdentity, ListRecords, listStateKey, type RepoIndex } from '@hand-off-session/core/listing';
import type { EntryUrls, Io } from '../io.js';
import type { ReadListState } from '../warm-list.js';
import type { ListOptions } from './list.js';

/** Keeps what one `list --json` printed (see core's cache/list-record.ts), when it may be printed again. */
export interface ListRecorder {
  keep(printed: string, index: RepoIndex): Promise<void>;
}

/**
 * A recorder for a whole `list --json` of this build (not `--ndjson`, not cut by `--limit`: the entry answers only
 * the plain form), or null. The repository's state is read as the list starts and again once it is printed: the
 * record is kept only when both agree, so a state that changed meanwhile never gets a list made from another. The
 * state the entry read of the same repository and list, before it loaded the CLI, is the first reading; the index
 * was then built from the repository and refs it read (their objects are immutable), so the second reading reads
 * only the files outside git again, not git's two processes.
 */
export function listRecorder(io: Io, opts: ListOptions, urls: EntryUrls): ListRecorder | null {
  if (!opts.json || opts.ndjson || opts.limit !== undefined || !urls.entryUrl || !urls.moduleUrl) return null;
  const records = ListRecords.open(buildIdentity([urls.entryUrl, urls.moduleUrl]), io.env);
  if (!records) return null;
  const dir = resolve(io.cwd, opts.repo ?? '.');
  const scope = opts.checkpoints ? 'checkpoints' : 'sessions';
  const read = readByEntry(io, opts, urls);
  const entry = read && read.scope === scope ? read : null;
  const before = entry ? Promise.resolve(entry.key) : listStateKey(dir, scope, io.env);
  before.catch(() => {});
  return {
    async keep(printed, index) {
      if (index.readFiles) return;
      const key = await before.catch(() => null);
      if (key !== null && key === (await listStateKey(dir, scope, io.env, entry?.opened).catch(() => null))) records.set(key, printed);
    },
  };
}

/** What the entry read of this list's repository before it loaded the CLI (see warm-list.ts), if it read this one. */
export function readByEntry(io: Io, opts: ListOptions, urls: EntryUrls): ReadListState | null {
  const read = urls.listState;
  return read && read.dir === resolve(io.cwd, opts.repo ?? '.') ? read : null;
}
