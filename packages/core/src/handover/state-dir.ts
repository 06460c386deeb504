import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where armed handovers wait between PreCompact and the SessionStart that follows compaction.
 * Per user, never inside a repository: the handover text is derived from a live transcript.
 */
export function stateDir(env: NodeJS.ProcessEnv, home: string = homedir()): string {
  const override = env.HAND_OFF_SESSION_STATE_DIR;
  if (override) return override;
  const xdg = env.XDG_STATE_HOME;
  // XDG says relative paths are invalid and must be ignored.
  if (xdg && xdg.startsWith('/')) return join(xdg, 'hand-off-session');
  return join(home, '.local', 'state', 'hand-off-session');
}
