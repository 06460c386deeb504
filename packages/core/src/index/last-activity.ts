/** A session's last activity from the times its records show, its transcript's last event only when none does. */
import { timeValue } from '../store/ids.js';
import type { Acc, Snap } from './session-evidence.js';

/**
 * The session's latest time the index holds without reading a transcript: the newest slot's metadata time (Entire's
 * `created_at`, written when a commit condenses the session), the live state's last interaction or end, the metadata
 * folder's last write, the shadow branch's last turn. A transcript's last record stands in only when none of these
 * exists: reading it means inflating the whole blob, and that was most of `list`'s time on real repositories.
 */
export function lastActivity(acc: Acc, lastEventAt: string | null, newest: Snap | undefined): number {
  const recorded = recordedActivity(acc, newest);
  if (Number.isFinite(recorded)) return recorded;
  return Math.max(timeValue(lastEventAt), timeValue(acc.live?.state.startedAt));
}

export function recordedActivity(acc: Acc, newest: Snap | undefined): number {
  const live = acc.live?.state;
  let latest = newest ? slotActivity(newest) : Number.NEGATIVE_INFINITY;
  for (const t of [live?.lastInteractionAt, live?.endedAt, acc.meta?.modifiedAt, acc.shadow?.date]) latest = Math.max(latest, timeValue(t));
  return latest;
}

/**
 * A slot's time: its `created_at`, or the earlier attribution time when a rewrite of the metadata (a migration to v2)
 * moved `created_at` to its own time (a real v2 repository: 25 of 55 sessions of March and April all "created" within
 * one second of April 23).
 */
function slotActivity(snap: Snap): number {
  const attributed = timeValue(snap.s.attributedAt);
  return Math.min(snap.time, Number.isFinite(attributed) ? attributed : snap.time);
}
