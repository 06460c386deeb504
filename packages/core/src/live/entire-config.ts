/**
 * Entire's per-user config directory (internal/entireclient/userdirs): `$ENTIRE_CONFIG_DIR` when it is absolute
 * (Entire refuses a relative one), else `~/.config/entire`. It also holds Entire's login tokens, so only the two
 * files a handoff needs are ever opened in it: `settings.json` (user settings) and `sessions/<id>.json` (session
 * binding records).
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

export function entireConfigDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string | null {
  const override = env.ENTIRE_CONFIG_DIR;
  if (override) return isAbsolute(override) ? override : null;
  return home ? join(home, '.config', 'entire') : null;
}
