/**
 * The checkpoints a command about one session or checkpoint reads of a v1 tree: those holding a slot of a session it
 * may print, and none of the hundreds of others. Each slot's metadata blob is read for its session and its times
 * only; every checkpoint of a session kept is read in full, so what is printed about it is what the full index gives.
 * The most recently active session (`latest`): a session's time is its newest slot's (see last-activity.ts), and a
 * session is kept when its newest slot could be as late as the time another session surely reaches.
 */
import type { CatFile } from '../git/cat-file.js';
import { timeValue } from './ids.js';
import { MAX_METADATA_BYTES, slotFileOids } from './json-batch.js';
import { CREATED_AT_CHARS, readSlotTimeFields } from './metadata-fields.js';
import type { CheckpointTreeInput } from './tree-files.js';

/**
 * What the command prints: the most recently active session but those `excluded`, or the sessions or checkpoints
 * whose ids start with `prefix` (lower case; every match is kept, so an ambiguous prefix stays ambiguous).
 */
export type Wanted = { kind: 'newest'; excluded: (sessionId: string) => boolean } | { kind: 'session' | 'checkpoint'; prefix: string };

export interface ReadScope {
  wanted: Wanted;
  /** Sessions with a time of their own beside their slots' (live state, metadata folder, shadow branch): always kept. */
  always: Promise<ReadonlySet<string>>;
  /** Checkpoints `entire checkpoint delete` removed: their slots give no session a time. */
  deleted: Promise<ReadonlySet<string>>;
  /** Filled here: the checkpoints left unread, which the index still knows to exist (commit trailers name them). */
  skipped: Set<string>;
  /** Where the slots' sessions and times of this tree are kept between runs (the derived cache), if anywhere. */
  kept?: { get(): unknown; set(record: KeptSlot[]): void };
}

/** A slot as kept: checkpoint, session, `created_at` (a time, 'none' or 'invalid') and attribution time (or null). */
type KeptSlot = [string, string, number | 'none' | 'invalid', number | null];

interface SlotTimes {
  checkpointId: string;
  sessionId: string;
  /** The slot's `created_at` as the index reads it; null when the index would take the root's time instead. */
  createdAt: number | null;
  attributedAt: number;
}

/**
 * The inputs to read; all of them when a slot's metadata is anything the index could read otherwise, or when nothing
 * read is what the command asks for (its error then reads as before).
 */
export async function scopedInputs(cat: CatFile, inputs: readonly CheckpointTreeInput[], scope: ReadScope): Promise<CheckpointTreeInput[]> {
  const known = fromKept(scope.kept?.get());
  const slots = known ?? (await readSlotTimes(cat, inputs));
  if (!slots) return [...inputs];
  if (!known) scope.kept?.set(slots.map(toKept));
  const [always, deleted] = await Promise.all([scope.always, scope.deleted]);
  const wanted = scope.wanted;
  const matched = new Set(wanted.kind === 'checkpoint' ? inputs.filter((i) => i.id.toLowerCase().startsWith(wanted.prefix)).map((i) => i.id) : []);
  const kept = keptSessions(slots.filter((s) => !deleted.has(s.checkpointId)), wanted, matched);
  if (kept.size === 0 && matched.size === 0) return [...inputs];
  for (const id of always) kept.add(id);
  const withSlots = new Set(slots.map((s) => s.checkpointId));
  const read = new Set([...matched, ...slots.filter((s) => kept.has(s.sessionId) || deleted.has(s.checkpointId)).map((s) => s.checkpointId)]);
  const chosen = inputs.filter((input) => read.has(input.id) || !withSlots.has(input.id));
  for (const input of inputs) if (!read.has(input.id) && withSlots.has(input.id)) scope.skipped.add(input.id);
  return chosen;
}

/** The sessions the command may print, of the slots not deleted. */
function keptSessions(slots: SlotTimes[], wanted: Wanted, matched: ReadonlySet<string>): Set<string> {
  if (wanted.kind !== 'newest') {
    const prefix = wanted.prefix;
    const mine = wanted.kind === 'session' ? (s: SlotTimes) => s.sessionId.toLowerCase().startsWith(prefix) : (s: SlotTimes) => matched.has(s.checkpointId);
    return new Set(slots.filter(mine).map((s) => s.sessionId));
  }
  const excluded = wanted.excluded;
  const bySession = new Map<string, SlotTimes[]>();
  for (const slot of slots) {
    const list = bySession.get(slot.sessionId);
    if (list) list.push(slot);
    else bySession.set(slot.sessionId, [slot]);
  }
  let reached = Number.NEGATIVE_INFINITY;
  for (const [id, list] of bySession) if (!excluded(id)) reached = Math.max(reached, surelyReached(list));
  const kept = new Set<string>();
  for (const [id, list] of bySession) if (latestPossible(list) >= reached) kept.add(id);
  return kept;
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

function toKept(s: SlotTimes): KeptSlot {
  const created = s.createdAt === null ? 'none' : Number.isFinite(s.createdAt) ? s.createdAt : 'invalid';
  return [s.checkpointId, s.sessionId, created, Number.isFinite(s.attributedAt) ? s.attributedAt : null];
}

/** The kept slots, or undefined when there are none or they are not a list of KeptSlot. */
function fromKept(record: unknown): SlotTimes[] | undefined {
  if (!Array.isArray(record)) return undefined;
  const slots: SlotTimes[] = [];
  for (const k of record as unknown[]) {
    if (!Array.isArray(k) || k.length !== 4) return undefined;
    const [checkpointId, sessionId, created, attributed] = k as unknown[];
    if (typeof checkpointId !== 'string' || typeof sessionId !== 'string') return undefined;
    if (typeof created !== 'number' && created !== 'none' && created !== 'invalid') return undefined;
    if (typeof attributed !== 'number' && attributed !== null) return undefined;
    const createdAt = created === 'none' ? null : created === 'invalid' ? Number.NEGATIVE_INFINITY : created;
    slots.push({ checkpointId, sessionId, createdAt, attributedAt: attributed ?? Number.NEGATIVE_INFINITY });
  }
  return slots;
}

/** Metadata files below the checkpoint's root: each is a slot's, wherever the root's pointers say it is. */
function slotMetadataCount(input: CheckpointTreeInput): number {
  const root = input.root === '' ? 'metadata.json' : `${input.root}/metadata.json`;
  let n = 0;
  for (const path of input.files.keys()) if (path !== root && (path === 'metadata.json' || path.endsWith('/metadata.json'))) n++;
  return n;
}

function parsed(text: string): ReturnType<typeof readSlotTimeFields> {
  try {
    return readSlotTimeFields(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function slotTime(createdAt: string | undefined): number | null {
  return createdAt === undefined || createdAt.length > CREATED_AT_CHARS ? null : timeValue(createdAt);
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
