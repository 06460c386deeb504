import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SettingsProbe } from './types.js';

const MAX_SETTINGS_BYTES = 1024 * 1024;

type Json = Record<string, unknown>;

/**
 * Reads `.entire/settings.json` and `settings.local.json` the way Entire merges them (entire-format.md §1.1):
 * local overrides field by field, and a local `checkpoints` block replaces the project one wholesale.
 * Lenient: unknown keys are fine, a broken file becomes a problem line.
 */
export function probeSettings(topLevel: string, commonDir: string): SettingsProbe {
  const problems: string[] = [];
  const projectPath = join(topLevel, '.entire', 'settings.json');
  const localPath = join(topLevel, '.entire', 'settings.local.json');
  const prefsPath = join(commonDir, 'entire', 'preferences.json');
  const project = readJsonObject(projectPath, problems);
  const local = readJsonObject(localPath, problems);
  const merged: Json = { ...(project ?? {}), ...(local ?? {}) };
  const anySettings = project !== null || local !== null;
  const options = asObject(merged.strategy_options);
  const checkpoints = asObject(merged.checkpoints);
  return {
    projectFile: existsSync(projectPath) ? projectPath : null,
    localFile: existsSync(localPath) ? localPath : null,
    preferencesFile: existsSync(prefsPath) ? prefsPath : null,
    enabled: typeof merged.enabled === 'boolean' ? merged.enabled : null,
    backend: backendOf(checkpoints, anySettings),
    mirrors: mirrorsOf(checkpoints),
    checkpointsVersion: stringOrNull(options?.checkpoints_version),
    checkpointRemote: remoteOf(options?.checkpoint_remote),
    problems,
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

function readJsonObject(path: string, problems: string[]): Json | null {
  let text: string;
  try {
    if (statSync(path).size > MAX_SETTINGS_BYTES) {
      problems.push(`${path}: larger than 1 MB, not read`);
      return null;
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') problems.push(`${path}: cannot be read`);
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    const obj = asObject(value);
    if (!obj) problems.push(`${path}: not a JSON object`);
    return obj;
  } catch {
    problems.push(`${path}: not valid JSON`);
    return null;
  }
}

function asObject(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}
