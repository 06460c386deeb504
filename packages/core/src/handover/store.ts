import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { claimFile, ensurePrivateDir, readVersionedRecord, writeFileAtomic } from './atomic-file.js';
import { headRedacted } from '../safety/redacted-cut.js';

/** A handover armed before compaction that has not been delivered yet. */
export interface ArmedHandover {
  sessionId: string;
  /** The project the session ran in, when the hook said so. */
  cwd: string | null;
  /** manual | auto, as the agent reported it. */
  trigger: string | null;
  /** ISO-8601. */
  armedAt: string;
  /** ISO-8601, set by SessionEnd: the session can no longer receive it. */
  endedAt: string | null;
  /** The rendered, redacted handoff Markdown. */
  text: string;
}

/** After this long an armed handover is stale: the compaction it was meant for is long over. */
export const HANDOVER_TTL_MS = 24 * 60 * 60 * 1000;
/** A rendered handoff is a few KiB; cap what we store and read back. */
export const MAX_HANDOVER_TEXT = 128 * 1024;
const MAX_RECORD_BYTES = MAX_HANDOVER_TEXT * 2 + 16 * 1024;
const MAX_LISTED = 1000;
const SUFFIX = '.json';

/** The record schema, loaded (with zod) only by the hook runs that read a handover back. */
let recordSchema: Promise<typeof import('./record-schema.js').RecordSchema> | null = null;
function loadRecordSchema(): Promise<typeof import('./record-schema.js').RecordSchema> {
  recordSchema ??= import('./record-schema.js').then((m) => m.RecordSchema);
  return recordSchema;
}

/**
 * Session ids become file names, so only a conservative alphabet passes: no path separators, no
 * dot-only names, nothing a hostile hook payload could use to write outside the state directory.
 */
export function isValidSessionId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id);
}

function recordPath(dir: string, sessionId: string): string {
  if (!isValidSessionId(sessionId)) throw new Error(`invalid session id "${sessionId.slice(0, 40)}"`);
  return join(dir, `${sessionId}${SUFFIX}`);
}

/** Writes a record atomically: a private temp file, then rename over the target. */
async function writeRecord(dir: string, record: ArmedHandover): Promise<void> {
  await ensurePrivateDir(dir);
  await writeFileAtomic(recordPath(dir, record.sessionId), JSON.stringify({ v: 1, ...record }));
}

function readRecord(path: string): Promise<ArmedHandover | null> {
  return readVersionedRecord(path, MAX_RECORD_BYTES, loadRecordSchema);
}

/** Arms (or re-arms, replacing) the handover for a session. */
export async function arm(
  dir: string,
  input: { sessionId: string; cwd?: string | null; trigger?: string | null; text: string },
  now: Date = new Date(),
): Promise<ArmedHandover> {
  const record: ArmedHandover = {
    sessionId: input.sessionId,
    cwd: input.cwd ?? null,
    trigger: input.trigger ?? null,
    armedAt: now.toISOString(),
    endedAt: null,
    text: input.text.length > MAX_HANDOVER_TEXT ? headRedacted(input.text, MAX_HANDOVER_TEXT) : input.text,
  };
  await writeRecord(dir, record);
  return record;
}

export function expired(record: ArmedHandover, now: Date = new Date()): boolean {
  const armed = Date.parse(record.armedAt);
  if (Number.isNaN(armed)) return true;
  return now.getTime() - armed > HANDOVER_TTL_MS;
}

export type Taken =
  | { kind: 'deliver'; record: ArmedHandover }
  | { kind: 'undeliverable'; record: ArmedHandover; reason: 'expired' | 'ended' };

/**
 * Removes the session's armed handover and says whether it may still be delivered. Returns null
 * when nothing is armed (or another hook run took it first).
 */
export async function takeForDelivery(dir: string, sessionId: string, now: Date = new Date()): Promise<Taken | null> {
  const claimed = await claimFile(recordPath(dir, sessionId));
  if (!claimed) return null;
  const record = await readRecord(claimed);
  await unlink(claimed).catch(() => undefined);
  if (!record) return null;
  if (expired(record, now)) return { kind: 'undeliverable', record, reason: 'expired' };
  return { kind: 'deliver', record };
}

/** SessionEnd: the session will not start again from this compaction; keep the record so it gets reported. */
export async function markEnded(dir: string, sessionId: string, now: Date = new Date()): Promise<boolean> {
  const record = await readRecord(recordPath(dir, sessionId));
  if (!record || record.endedAt) return false;
  await writeRecord(dir, { ...record, endedAt: now.toISOString() });
  return true;
}

export interface Undeliverable {
  sessionId: string;
  armedAt: string;
  reason: 'expired' | 'ended' | 'unreadable';
}

/**
 * Removes and returns every handover that can no longer be delivered: its session ended, or it is
 * older than a day. `keep` (the current session) is left alone. Unreadable records are removed too,
 * and reported, rather than lingering forever.
 */
export async function takeUndeliverable(
  dir: string,
  now: Date = new Date(),
  keep: string | null = null,
): Promise<Undeliverable[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: Undeliverable[] = [];
  for (const name of names.slice(0, MAX_LISTED)) {
    if (!name.endsWith(SUFFIX)) continue;
    const sessionId = name.slice(0, -SUFFIX.length);
    if (sessionId === keep || !isValidSessionId(sessionId)) continue;
    const path = join(dir, name);
    const record = await readRecord(path);
    const reason = !record ? 'unreadable' : record.endedAt ? 'ended' : expired(record, now) ? 'expired' : null;
    if (!reason) continue;
    const claimed = await claimFile(path);
    if (!claimed) continue;
    await unlink(claimed).catch(() => undefined);
    found.push({ sessionId, armedAt: record?.armedAt ?? '', reason });
  }
  return found;
}
