import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { entireConfigDir } from '../live/entire-config.js';
import { asObject, readMergedSettings, syncPromptsOf, type Json } from '../store/settings-files.js';
import { describeElected, electedRemote } from '../store/sync-remote.js';
import { readConfiguredRemotes } from '../store/git-remotes.js';
import { readUserSettings } from '../store/user-settings.js';
import type { SettingsProbe } from './types.js';

/**
 * Reads `.entire/settings.json` and `settings.local.json` the way Entire merges them (entire-format.md §1.1):
 * local overrides field by field, and a local `checkpoints` block replaces the project one wholesale.
 * Lenient: unknown keys are fine, a broken file becomes a problem line.
 */
export function probeSettings(topLevel: string, commonDir: string, env: NodeJS.ProcessEnv = process.env, home: string = homedir()): SettingsProbe {
  const settings = readMergedSettings(topLevel);
  const { projectPath, localPath, project, local, merged, problems } = settings;
  const prefsPath = join(commonDir, 'entire', 'preferences.json');
  const anySettings = project !== null || local !== null;
  const options = settings.options;
  const checkpoints = asObject(merged.checkpoints);
  // One read of the git config serves both the remote election and the user settings' origin exclusion.
  const remotes = readConfiguredRemotes(commonDir);
  const elected = electedRemote(settings, commonDir, remotes);
  const configDir = entireConfigDir(env, home);
  const user = configDir ? readUserSettings(configDir, topLevel, home, remotes) : null;
  const globallyOn = user?.globalEnabled === true && !user.excludedBy && user.problems.length === 0;
  return {
    projectFile: existsSync(projectPath) ? projectPath : null,
    localFile: existsSync(localPath) ? localPath : null,
    preferencesFile: existsSync(prefsPath) ? prefsPath : null,
    enabled: typeof merged.enabled === 'boolean' ? merged.enabled : null,
    backend: backendOf(checkpoints, anySettings),
    mirrors: mirrorsOf(checkpoints),
    checkpointsVersion: stringOrNull(options?.checkpoints_version),
    checkpointRemote: remoteOf(options?.checkpoint_remote),
    syncPrompts: syncPromptsOf(settings),
    entityDeltas: typeof merged.entity_deltas === 'boolean' ? merged.entity_deltas : null,
    pushRemote: elected ? describeElected(elected) : null,
    globalTracking: !anySettings && (existsSync(join(commonDir, 'entire', 'worktree')) || globallyOn),
    ...(user ? { userSettings: { file: user.path, globalEnabled: user.globalEnabled, excludedBy: user.excludedBy } } : {}),
    problems: [...problems, ...(user?.problems ?? []).map((p) => `${p} (Entire then turns global tracking off)`)],
  };
}

function backendOf(checkpoints: Json | null, anySettings: boolean): string | null {
  const type = stringOrNull(asObject(checkpoints?.primary)?.type);
  if (type) return type;
  // No `checkpoints` block means the legacy git-branch (v1) backend (ref-checkpoint-backend.md, late 2026).
  return anySettings ? 'git-branch' : null;
}

function mirrorsOf(checkpoints: Json | null): string[] {
  const mirrors = checkpoints?.mirrors;
  if (!Array.isArray(mirrors)) return [];
  return mirrors.flatMap((m) => stringOrNull(asObject(m)?.type) ?? []);
}

function remoteOf(value: unknown): string | null {
  const remote = asObject(value);
  const repo = stringOrNull(remote?.repo);
  if (!repo) return null;
  return `${stringOrNull(remote?.provider) ?? 'unknown'}:${repo}`;
}

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}
