import { homedir } from 'node:os';
import { join } from 'node:path';

/** The environment switch that turns every cache off (as `--no-cache` does). */
export const CACHE_ENV_OFF = 'HAND_OFF_SESSION_NO_CACHE';

/** The folder of SnapshotStore's records, inside the cache folder. */
export const SNAPSHOTS = 'snapshots';

/** $XDG_CACHE_HOME/hand-off-session/, else ~/.cache/hand-off-session/: outside every repository. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const xdg = env.XDG_CACHE_HOME;
  // XDG says relative paths are invalid and must be ignored.
  if (xdg && xdg.startsWith('/')) return join(xdg, 'hand-off-session');
  return join(home, '.cache', 'hand-off-session');
}

export function cacheDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env[CACHE_ENV_OFF];
  return v !== undefined && v !== '' && v !== '0';
}
