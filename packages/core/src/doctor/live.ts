import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STALE_AFTER_MS } from '../index/build-index.js';
import { readLiveStates } from '../live/live-state.js';
import { ownerLiveness } from '../live/owner.js';
import { isSafeSessionId, timeValue } from '../store/ids.js';
import type { LiveSessionProbe } from './types.js';

/** Same threshold as the index's `Session.stale`, so doctor and `list` agree. */
export const STALE_AFTER_MS = DEFAULT_STALE_AFTER_MS;

/**
 * Reads `<common dir>/entire-sessions/*.json` (entire-format.md §2.7) through the index's live-state reader and
 * reports what can go wrong: stale active sessions, transcripts whose files are gone, unreadable state files.
 */
export async function probeLiveSessions(
  commonDir: string,
  now: Date = new Date(),
): Promise<{ sessions: LiveSessionProbe[]; notes: string[] }> {
  const { sessions, warnings } = await readLiveStates(commonDir);
  const probes = sessions.map(({ sessionId, state }): LiveSessionProbe => {
    const lastInteractionAt = state.lastInteractionAt ?? state.startedAt;
    return {
      id: sessionId,
      agent: state.agentLabel,
      phase: state.phase,
      lastInteractionAt,
      stale: state.phase === 'active' && !state.endedAt && timeValue(lastInteractionAt) < now.getTime() - STALE_AFTER_MS,
      transcriptPath: state.transcriptPath,
      transcriptExists: state.transcriptPath === null ? null : existsSync(state.transcriptPath),
      ...(state.owner ? { owner: ownerLiveness(state.owner) } : {}),
    };
  });
  const notes = [...warnings];
  for (const p of probes) {
    if (p.owner === 'alive' && p.phase !== 'ended') notes.push(`session ${p.id}: its agent process still runs; a handoff of it now would race the running agent`);
    else if (p.owner === 'dead' && p.phase === 'active') notes.push(`session ${p.id}: marked active, but the agent process that owned it is gone (it crashed or was closed)`);
  }
  return { sessions: probes, notes };
}

/**
 * `.entire/metadata/<session-id>/` folders: live scratch copies of transcripts not yet condensed; with `commonDir`,
 * also those global tracking keeps under `<common dir>/entire/worktree/<hash>/metadata/`.
 */
export function countMetadataSessions(topLevel: string, commonDir?: string): number {
  const dirs = [join(topLevel, '.entire', 'metadata')];
  if (commonDir) for (const n of listDirs(join(commonDir, 'entire', 'worktree'))) dirs.push(join(commonDir, 'entire', 'worktree', n, 'metadata'));
  return dirs.reduce((sum, d) => sum + listDirs(d).filter(isSafeSessionId).length, 0);
}

function listDirs(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
}
