/**
 * Which remote Entire pushes checkpoints to (entire-2026-changes.md row 15; strategy/checkpoint_sync_remote.go):
 * `strategy_options.checkpoint_push_remote`, else the captured election `<git common dir>/entire-checkpoint-sync-remotes.json`
 * = `{"remotes": ["fork"]}` (a remote still configured), else the sole `entire://` remote (every url and pushurl
 * entire://; two or more elect nothing), else `origin`, else the sole remote, else the first in config order. Under
 * the `entire://` tier the checkpoints that predate it stay on the remote it displaced
 * (`entire-checkpoint-sync-entire.json` `displaced_remote`, else origin or the first other remote). We never fetch:
 * these remotes' tracking refs are read in that order, and a checkpoint missing here is reported with where to fetch it.
 */
import { join } from 'node:path';
import { isEntireUrl, readConfiguredRemotes, type ConfiguredRemote } from './git-remotes.js';
import { readJsonObject, type MergedSettings } from './settings-files.js';

export const CAPTURED_SYNC_REMOTES = 'entire-checkpoint-sync-remotes.json';
export const ENTIRE_SYNC_STATE = 'entire-checkpoint-sync-entire.json';
const REMOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,99}$/;

export interface ElectedRemote {
  name: string;
  source: 'setting' | 'captured' | 'entire' | 'sole' | 'first';
  /** Under the entire:// tier: the remote that holds the checkpoints from before it. */
  displaced?: string;
}

/**
 * null when origin is elected (or nothing is configured): origin is what every reader tries anyway. `known`: the
 * remotes a caller already read from the config (so it is read once); read here when not given.
 */
export function electedRemote(settings: MergedSettings, commonDir: string, known?: ConfiguredRemote[] | null): ElectedRemote | null {
  const pinned = settings.options?.checkpoint_push_remote;
  if (typeof pinned === 'string' && REMOTE_NAME.test(pinned)) return { name: pinned, source: 'setting' };
  const remotes = known !== undefined ? known : readConfiguredRemotes(commonDir);
  const configured = (name: string) => remotes === null || remotes.some((r) => r.name === name);
  // Capture is automatic state: a missing or corrupt file, or a remote since removed, reads as nothing captured.
  const captured = readJsonObject(join(commonDir, CAPTURED_SYNC_REMOTES), [])?.remotes;
  const first = Array.isArray(captured) ? captured.find((r): r is string => typeof r === 'string' && REMOTE_NAME.test(r) && configured(r)) : undefined;
  if (first) return { name: first, source: 'captured' };
  if (!remotes) return null;
  const entire = remotes.filter(allEntire);
  if (entire.length === 1 && entire[0]) {
    const displaced = displacedRemote(remotes, commonDir);
    return { name: entire[0].name, source: 'entire', ...(displaced ? { displaced } : {}) };
  }
  if (remotes.some((r) => r.name === 'origin') || !remotes[0]) return null;
  return { name: remotes[0].name, source: remotes.length === 1 ? 'sole' : 'first' };
}

function allEntire(r: ConfiguredRemote): boolean {
  return [...r.urls, ...r.pushUrls].every(isEntireUrl);
}

/** The recorded displaced remote while still configured, else origin, else the first remote that is not Entire's. */
function displacedRemote(remotes: ConfiguredRemote[], commonDir: string): string | null {
  const recorded = readJsonObject(join(commonDir, ENTIRE_SYNC_STATE), [])?.displaced_remote;
  if (typeof recorded === 'string' && remotes.some((r) => r.name === recorded)) return recorded;
  const legacy = remotes.filter((r) => !allEntire(r));
  return legacy.find((r) => r.name === 'origin')?.name ?? legacy[0]?.name ?? null;
}

/** Where checkpoints may be found, in the order they are read: the elected remote, the displaced one, then origin. */
export function readRemotes(elected: ElectedRemote | null): string[] {
  // Elected as the sole or first remote means there is no origin to fall back to.
  const origin = elected?.source === 'sole' || elected?.source === 'first' ? undefined : 'origin';
  return [...new Set([elected?.name, elected?.displaced, origin].filter((r): r is string => !!r))];
}

const WHY: Record<ElectedRemote['source'], string> = {
  setting: 'set by checkpoint_push_remote',
  captured: 'elected by an earlier push',
  entire: 'its one entire:// remote',
  sole: 'the only remote',
  first: 'the first remote configured',
};

/** What doctor says about the elected remote. */
export function describeElected(elected: ElectedRemote): string {
  const displaced = elected.displaced ? `; checkpoints from before it are on ${elected.displaced}` : '';
  return `${elected.name} (${WHY[elected.source]}${displaced})`;
}

/** The hint for checkpoints named by commits but not here: the elected remote first, then origin. */
export function fetchHint(elected: ElectedRemote | null): string {
  const remotes = readRemotes(elected);
  const why = elected ? ` (Entire pushes checkpoints to ${describeElected(elected)})` : '';
  return `fetch them from ${remotes.join(', then ')}${why}: git fetch ${remotes[0]} 'refs/entire/checkpoints/*:refs/entire/checkpoints/*' 'refs/heads/entire/checkpoints/v1:refs/remotes/${remotes[0]}/entire/checkpoints/v1'`;
}
