/**
 * Which remote Entire pushes checkpoints to (entire-2026-changes.md row 15): `strategy_options.checkpoint_push_remote`,
 * else the captured election `<git common dir>/entire-checkpoint-sync-remotes.json` = `{"remotes": ["fork"]}`, else
 * `origin`. We never fetch: the elected remote's tracking refs are read before origin's, and a checkpoint missing
 * here is reported with the remote to fetch it from.
 */
import { join } from 'node:path';
import { readJsonObject, type MergedSettings } from './settings-files.js';

export const CAPTURED_SYNC_REMOTES = 'entire-checkpoint-sync-remotes.json';
const REMOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,99}$/;

export interface ElectedRemote {
  name: string;
  source: 'setting' | 'captured';
}

export function electedRemote(settings: MergedSettings, commonDir: string): ElectedRemote | null {
  const pinned = settings.options?.checkpoint_push_remote;
  if (typeof pinned === 'string' && REMOTE_NAME.test(pinned)) return { name: pinned, source: 'setting' };
  // Capture is automatic state: a missing or corrupt file reads as nothing captured (Entire fails soft here too).
  const captured = readJsonObject(join(commonDir, CAPTURED_SYNC_REMOTES), [])?.remotes;
  const first = Array.isArray(captured) ? captured.find((r): r is string => typeof r === 'string' && REMOTE_NAME.test(r)) : undefined;
  return first ? { name: first, source: 'captured' } : null;
}

/** The hint for checkpoints named by commits but not here: the elected remote first, then origin. */
export function fetchHint(elected: ElectedRemote | null): string {
  const remotes = [...new Set([elected?.name, 'origin'].filter((r): r is string => !!r))];
  const why = elected ? ` (Entire pushes checkpoints to ${elected.name}, ${elected.source === 'setting' ? 'set by checkpoint_push_remote' : 'elected by an earlier push'})` : '';
  return `fetch them from ${remotes.join(', then ')}${why}: git fetch ${remotes[0]} 'refs/entire/checkpoints/*:refs/entire/checkpoints/*' 'refs/heads/entire/checkpoints/v1:refs/remotes/${remotes[0]}/entire/checkpoints/v1'`;
}
