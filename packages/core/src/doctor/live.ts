import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STALE_AFTER_MS } from '../index/build-index.js';
import { readLiveStates } from '../live/live-state.js';
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
    };
  });
  return { sessions: probes, notes: warnings };
}

/** `.entire/metadata/<session-id>/` folders: live scratch copies of transcripts not yet condensed. */
export function countMetadataSessions(topLevel: string): number {
  try {
    return readdirSync(join(topLevel, '.entire', 'metadata'), { withFileTypes: true }).filter(
      (d) => d.isDirectory() && isSafeSessionId(d.name),
    ).length;
  } catch {
    return 0;
  }
}
