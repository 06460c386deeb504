/**
 * The checkpoints a command about the most recently active session (`latest`) reads of a v1 tree: those holding a
 * slot of a session that could be it, and none of the hundreds of older ones. A session's time is its newest slot's
 * (see last-activity.ts), so each slot's metadata blob is read for its session and its times only, and a session is
 * kept when its newest slot could be as late as the latest time another session surely reaches. Every checkpoint
 * of a kept session is read in full, so what is printed about it is what the full index gives.
 */
import type { CatFile } from '../git/cat-file.js';
import { timeValue } from './ids.js';
import { MAX_METADATA_BYTES, slotFileOids } from './json-batch.js';
import { readSessionMetadata } from './metadata-fields.js';
import type { CheckpointTreeInput } from './tree-files.js';

export interface NewestScope {
  /** Sessions with a time of their own beside their slots' (live state, metadata folder, shadow branch): always kept. */
  always: Promise<ReadonlySet<string>>;
  /** Checkpoints `entire checkpoint delete` removed: their slots give no session a time. */
  deleted: Promise<ReadonlySet<string>>;
  /** Sessions the command may not answer (`--exclude`): their times bound nothing. */
  excluded: (sessionId: string) => boolean;
  /** Filled here: the checkpoints left unread, which the index still knows to exist (commit trailers name them). */
  skipped: Set<string>;
}

interface SlotTimes {
  checkpointId: string;
  sessionId: string;
  /** The slot's `created_at` as the index reads it; null when the index would take the root's time instead. */
  createdAt: number | null;
  attributedAt: number;
}

/** Longest `created_at` the index reads as it stands (capString in slot-session.ts). */
const MAX_TIME_CHARS = 100;

/** The inputs to read; all of them when a slot's metadata is anything the index could read otherwise. */
export async function newestCandidates(cat: CatFile, inputs: readonly CheckpointTreeInput[], scope: NewestScope): Promise<CheckpointTreeInput[]> {
  const slots = await readSlotTimes(cat, inputs);
  if (!slots) return [...inputs];
  const [always, deleted] = await Promise.all([scope.always, scope.deleted]);
  const bySession = new Map<string, SlotTimes[]>();
  for (const slot of slots) {
    if (deleted.has(slot.checkpointId)) continue;
    const list = bySession.get(slot.sessionId);
    if (list) list.push(slot);
    else bySession.set(slot.sessionId, [slot]);
  }
  let reached = Number.NEGATIVE_INFINITY;
  for (const [id, list] of bySession) if (!scope.excluded(id)) reached = Math.max(reached, surelyReached(list));
  const kept = new Set(always);
  for (const [id, list] of bySession) if (latestPossible(list) >= reached) kept.add(id);
  const withSlots = new Set(slots.map((s) => s.checkpointId));
  const read = new Set(slots.filter((s) => kept.has(s.sessionId) || deleted.has(s.checkpointId)).map((s) => s.checkpointId));
  const chosen = inputs.filter((input) => read.has(input.id) || !withSlots.has(input.id));
  for (const input of inputs) if (!read.has(input.id) && withSlots.has(input.id)) scope.skipped.add(input.id);
  return chosen;
}

/** Every slot's session and times, or null when one slot's metadata could not be read as the index would read it. */
async function readSlotTimes(cat: CatFile, inputs: readonly CheckpointTreeInput[]): Promise<SlotTimes[] | null> {
  const owners: string[] = [];
  const oids: string[] = [];
  for (const input of inputs) {
    const found = slotFileOids(input, false).metadata;
    if (found.length !== slotMetadataCount(input)) return null;
    for (const oid of found) {
      owners.push(input.id);
      oids.push(oid);
    }
  }
  const slots: SlotTimes[] = [];
  let readable = true;
  await cat.eachOf(
    oids,
    (i, r) => {
      const meta = r.status === 'ok' ? parsed(r.data.toString('utf8')) : null;
      if (!meta || typeof meta.session_id !== 'string') readable = false;
      else slots.push({ checkpointId: owners[i] ?? '', sessionId: meta.session_id, createdAt: slotTime(meta.created_at), attributedAt: timeValue(meta.attributed_at) });
    },
    { maxBytes: MAX_METADATA_BYTES },
  );
  return readable ? slots : null;
}

/** Metadata files below the checkpoint's root: each is a slot's, wherever the root's pointers say it is. */
function slotMetadataCount(input: CheckpointTreeInput): number {
  const root = input.root === '' ? 'metadata.json' : `${input.root}/metadata.json`;
  let n = 0;
  for (const path of input.files.keys()) if (path !== root && (path === 'metadata.json' || path.endsWith('/metadata.json'))) n++;
  return n;
}

function parsed(text: string): ReturnType<typeof readSessionMetadata> {
  try {
    return readSessionMetadata(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function slotTime(createdAt: string | undefined): number | null {
  return createdAt === undefined || createdAt.length > MAX_TIME_CHARS ? null : timeValue(createdAt);
}

/**
 * The latest time a session's slots could give it: unbounded when one of them takes its checkpoint's time, or when
 * none gives a time (the index then takes its transcript's last event).
 */
function latestPossible(list: SlotTimes[]): number {
  let latest = Number.NEGATIVE_INFINITY;
  for (const s of list) latest = Math.max(latest, s.createdAt ?? Number.POSITIVE_INFINITY);
  return latest === Number.NEGATIVE_INFINITY ? Number.POSITIVE_INFINITY : latest;
}

/**
 * The time the session's slots surely give it (the index's slotActivity of its newest slot: that slot's time, or its
 * earlier attribution time). Slots of one checkpoint may merge into one with either's times, so any checkpoint that
 * could hold the newest slot counts. None when a slot's time is its checkpoint's, which only the root metadata says.
 */
function surelyReached(list: SlotTimes[]): number {
  if (list.some((s) => s.createdAt === null)) return Number.NEGATIVE_INFINITY;
  const earliest = new Map<string, number>();
  const latest = new Map<string, number>();
  for (const s of list) {
    const t = s.createdAt ?? 0;
    earliest.set(s.checkpointId, Math.min(earliest.get(s.checkpointId) ?? Number.POSITIVE_INFINITY, t));
    latest.set(s.checkpointId, Math.max(latest.get(s.checkpointId) ?? Number.NEGATIVE_INFINITY, t));
  }
  const newest = Math.max(...earliest.values());
  let surely = newest;
  for (const s of list) if ((latest.get(s.checkpointId) ?? 0) >= newest && Number.isFinite(s.attributedAt)) surely = Math.min(surely, s.attributedAt);
  return surely;
}
