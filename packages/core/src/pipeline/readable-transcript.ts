/**
 * Which stored transcript is read when the native one cannot be. A copy of a repository that drops large blobs (a
 * public snapshot, a partial clone) keeps the tree entry of `full.jsonl` while its blob is gone; Entire's compact
 * `transcript.jsonl` beside it holds the whole compacted session, so it stands in. The native transcript stays the
 * source whenever its blobs are there: it is the richer of the two.
 */
import type { CatFile } from '../git/cat-file.js';
import { transcriptKey, type CheckpointSession, type RepoIndex, type Session, type TranscriptRef } from '../types/index-model.js';

/** Whether every blob of a stored transcript is in the object store (a file is opened, and its failure told, later). */
export async function blobsPresent(ref: TranscriptRef, cat: () => CatFile): Promise<boolean> {
  if (ref.kind !== 'blob') return true;
  const infos = await Promise.all(ref.oids.map((oid) => cat().info(oid)));
  return infos.every((info) => info !== null);
}

/**
 * The slot's native transcript when it can be read or no compact one stands beside it; else the compact one, which
 * is then read from its own part (`compact_transcript_start`).
 */
export async function nativeReadable(slot: CheckpointSession, cat: () => CatFile): Promise<boolean> {
  if (!slot.transcript) return false;
  if (!slot.compactTranscript) return true;
  return (await blobsPresent(slot.transcript, cat)) || !(await blobsPresent(slot.compactTranscript, cat));
}

/**
 * Where the slot's part of the compact transcript begins: `compact_transcript_start`, or for an Entire 0.5.x v2 slot,
 * which counted its one start in compact lines (see CheckpointSession.transcriptStartInCompactLines), that start.
 */
export function compactPartStart(slot: CheckpointSession): number {
  return slot.transcriptStartInCompactLines ? slot.transcriptStart : slot.compactTranscriptStart;
}

/**
 * The transcript a session's handoff and its `--raw` records read: the one the index chose, unless that is a
 * checkpoint's native transcript whose blobs are missing; then the compact transcript of the session's newest
 * checkpoint that has one (each holds the whole compacted session, so it is read from its first line).
 */
export async function sessionTranscript(index: RepoIndex, session: Session, cat: () => CatFile): Promise<TranscriptRef | null> {
  const chosen = session.transcript;
  if (!chosen || session.transcriptSource !== 'checkpoint' || chosen.kind !== 'blob') return chosen;
  const compact = newestCompact(index, session);
  if (!compact || transcriptKey(compact) === transcriptKey(chosen) || (await blobsPresent(chosen, cat)) || !(await blobsPresent(compact, cat))) return chosen;
  return compact;
}

function newestCompact(index: RepoIndex, session: Session): TranscriptRef | null {
  for (const id of [...session.checkpointIds].reverse()) {
    const slots = index.checkpoints.find((c) => c.id === id)?.sessions.filter((s) => s.sessionId === session.id) ?? [];
    const compact = slots.reverse().find((s) => s.compactTranscript)?.compactTranscript;
    if (compact) return compact;
  }
  return null;
}
