/**
 * The checkpoints `entire checkpoint delete` removed from this clone (Entire's `checkpoint/deleted_list.go`):
 * `<git common dir>/entire-deleted-checkpoints.json` = `{"checkpoint_ids": [...]}`. A deleted checkpoint can still be
 * in a stale tracking ref or on the v1 branch; Entire declines to bring it back, and so do we. A malformed entry is
 * skipped; an unreadable list is reported (never read as "nothing deleted" silently).
 */
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isCheckpointId } from './ids.js';

export const DELETED_LIST = 'entire-deleted-checkpoints.json';
const MAX_BYTES = 4 * 1024 * 1024;

export interface DeletedList {
  ids: Set<string>;
  warning: string | null;
}

export async function readDeletedList(commonDir: string): Promise<DeletedList> {
  const path = join(commonDir, DELETED_LIST);
  const st = await lstat(path).catch(() => null);
  if (!st) return { ids: new Set(), warning: null };
  if (!st.isFile() || st.size > MAX_BYTES) return { ids: new Set(), warning: `${DELETED_LIST}: not a regular file of at most 4 MB; ignored` };
  const text = await readFile(path, 'utf8').catch(() => null);
  return text === null ? { ids: new Set(), warning: `${DELETED_LIST}: unreadable; ignored` } : parseDeletedList(text);
}

export function parseDeletedList(text: string): DeletedList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ids: new Set(), warning: `${DELETED_LIST}: not JSON; deleted checkpoints may be listed` };
  }
  const raw = typeof json === 'object' && json !== null ? (json as { checkpoint_ids?: unknown }).checkpoint_ids : undefined;
  const ids = new Set<string>();
  if (Array.isArray(raw)) for (const v of raw) if (typeof v === 'string' && isCheckpointId(v)) ids.add(v);
  return { ids, warning: null };
}
