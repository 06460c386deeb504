/**
 * Where a v2 checkpoint's part of the native transcript begins when Entire counted its start in lines of the compact
 * transcript (CheckpointSession.transcriptStartInCompactLines). Compact and raw lines do not correspond (one compact
 * line merges many raw records), so the start is carried over by time: the part is what was recorded after the
 * compact line before it. Only the compact transcript's head is read here; the raw one is read once, by the feed.
 */
import { catFileSource } from '../git/blob-source.js';
import type { CatFile } from '../git/cat-file.js';
import { splitLines } from '../read/line-splitter.js';
import { blobSource } from '../read/sources.js';
import type { CheckpointSession, RepoIndex, TranscriptRef } from '../types/index-model.js';

/** How to read the slot's native transcript: from a line, or from the first record after an instant. */
export interface NativePartStart {
  start: number;
  startAfter?: string;
  /** Said under Uncertainty when the part could not be placed. */
  gap?: string;
}

/**
 * The part begins at the first raw record stamped later than the last compact line before it (line S-1, or the last
 * stamped line before it). A raw record stamped the same instant belongs to that line (Codex writes a message's
 * records with one stamp); one with no stamp goes with what came before. The compact file can be regenerated shorter
 * than Entire counted (S then overshoots, seen on real data), so the previous checkpoint of the same session, when the
 * index holds it and it is earlier, bounds the start: of the two instants the earlier wins. When S lies past the end
 * of the compact transcript and no previous checkpoint is known, the whole transcript is read, as for v1.
 */
export async function nativePartStart(index: RepoIndex, slot: CheckpointSession, gitDir: string, cat?: CatFile): Promise<NativePartStart> {
  if (!slot.transcriptStartInCompactLines || !slot.compactTranscript) return { start: slot.transcriptStart };
  const S = slot.transcriptStart;
  const head = await compactHead(slot.compactTranscript, S, gitDir, cat).catch(() => null);
  const previous = previousCheckpointAt(index, slot);
  const before = head?.lastTime ?? null;
  const candidates = [before, previous].filter((t): t is string => t !== null && !Number.isNaN(Date.parse(t)));
  const earliest = candidates.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  if (head && head.lines < S && previous === null) {
    return {
      start: 0,
      gap:
        `The checkpoint says its part starts at line ${S} of Entire's compact transcript, which has only ${head.lines} ` +
        'lines (it was written again, shorter): the whole transcript was read instead.',
    };
  }
  if (earliest === undefined) {
    return { start: 0, gap: `The checkpoint's start (line ${S} of Entire's compact transcript) could not be placed in the transcript: the whole transcript was read.` };
  }
  return { start: 0, startAfter: earliest };
}

/** The compact transcript's lines before `S`: how many there are (at most S) and the newest stamp among them. */
async function compactHead(ref: TranscriptRef, S: number, gitDir: string, cat?: CatFile): Promise<{ lines: number; lastTime: string | null }> {
  if (ref.kind !== 'blob') return { lines: 0, lastTime: null };
  const source = cat ? catFileSource(cat, ref.oids) : blobSource(gitDir, ref.oids);
  let lines = 0;
  let lastTime: string | null = null;
  for await (const item of splitLines(source)) {
    if (item.line >= S) break;
    lines = item.line + 1;
    if (!('value' in item)) continue;
    const ts = (item.value as { ts?: unknown } | null)?.ts;
    if (typeof ts === 'string' && !Number.isNaN(Date.parse(ts))) lastTime = ts;
  }
  return { lines, lastTime };
}

/** When the same session's latest earlier checkpoint in the index was made (null: none is known). */
function previousCheckpointAt(index: RepoIndex, slot: CheckpointSession): string | null {
  const own = slot.createdAt ? Date.parse(slot.createdAt) : Number.NaN;
  if (Number.isNaN(own)) return null;
  let best: { at: string; ms: number } | null = null;
  for (const checkpoint of index.checkpoints) {
    for (const s of checkpoint.sessions) {
      if (s.sessionId !== slot.sessionId || !s.createdAt) continue;
      const ms = Date.parse(s.createdAt);
      if (ms < own && (best === null || ms > best.ms)) best = { at: s.createdAt, ms };
    }
  }
  return best?.at ?? null;
}
