/**
 * Entire's user settings, `<config dir>/settings.json` (settings/repopolicy/user_settings.go, types.go): the only
 * block that matters to a reader is `global` = `{enabled, exclude_paths, exclude_paths_exact, exclude_origins,
 * trust_all, trusted_origins, trusted_paths}`, which tracks repositories that have no `.entire/settings.json`
 * (entire-2026-changes.md row 11). `sync_prompts` and `entity_deltas` are repository settings only. Entire decodes
 * this block strictly and turns global tracking off when the file is malformed; this reader says so instead.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { isInside } from '../safety/safe-path.js';
import { asObject, readJsonObject } from './settings-files.js';

export interface UserSettingsFacts {
  path: string;
  /** `global.enabled`; null when the file has no `global` block (the tier is not configured). */
  globalEnabled: boolean | null;
  /** The rule that excludes this repository from global tracking, when one of the checkable ones does. */
  excludedBy: string | null;
  /** Exclusion rules this reader cannot evaluate (globs with wildcards, origin patterns). */
  unchecked: number;
  problems: string[];
}

/** null when the file does not exist (global tracking was never configured on this machine). */
export function readUserSettings(configDir: string, topLevel: string, home: string): UserSettingsFacts | null {
  const path = join(configDir, 'settings.json');
  const problems: string[] = [];
  const doc = readJsonObject(path, problems);
  if (!doc && problems.length === 0) return null;
  const global = asObject(doc?.global);
  const enabled = typeof global?.enabled === 'boolean' ? global.enabled : null;
  const roots = rootForms(topLevel);
  let excludedBy: string | null = null;
  let unchecked = strings(global?.exclude_origins).length;
  // Entire fails closed on an entry it cannot use (relative, `~user`): global tracking then stops altogether.
  const unusable = (key: string, entry: string) => problems.push(`${path}: global.${key} entry ${JSON.stringify(entry.slice(0, 200))} is not an absolute or ~ path`);
  for (const entry of strings(global?.exclude_paths_exact)) {
    const p = expand(entry, home);
    if (!p) unusable('exclude_paths_exact', entry);
    else if (!excludedBy && roots.includes(p)) excludedBy = `exclude_paths_exact ${entry}`;
  }
  for (const pattern of strings(global?.exclude_paths)) {
    const p = expand(pattern, home);
    if (!p) unusable('exclude_paths', pattern);
    else if (/[*?[{]/.test(pattern)) unchecked++;
    // A pattern without wildcards is a directory: it excludes itself and everything under it (p or p/**).
    else if (!excludedBy && roots.some((r) => isInside(p, r))) excludedBy = `exclude_paths ${pattern}`;
  }
  return { path, globalEnabled: enabled, excludedBy, unchecked, problems };
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()).slice(0, 200) : [];
}

/** `~` and `~/x` expanded, absolute paths cleaned; anything else (relative, `~user`) is unusable. */
function expand(entry: string, home: string): string | null {
  if (entry === '~' || entry.startsWith('~/')) return home ? normalize(join(home, entry.slice(1))) : null;
  return isAbsolute(entry) ? normalize(entry).replace(/\/+$/, '') || '/' : null;
}

/** The worktree root as given and symlink-resolved, as Entire matches it. */
function rootForms(topLevel: string): string[] {
  const forms = [normalize(topLevel)];
  try {
    const real = realpathSync(topLevel);
    if (!forms.includes(real)) forms.push(real);
  } catch {
    // A root that cannot be resolved is matched as given.
  }
  return forms;
}
