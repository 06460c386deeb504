/**
 * Entire's user settings, `<config dir>/settings.json` (settings/repopolicy/user_settings.go, types.go): the only
 * block that matters to a reader is `global` = `{enabled, exclude_paths, exclude_paths_exact, exclude_origins,
 * trust_all, trusted_origins, trusted_paths}`, which tracks repositories that have no `.entire/settings.json`
 * (entire-2026-changes.md row 11). `sync_prompts` and `entity_deltas` are repository settings only. Entire decodes
 * this block strictly and turns global tracking off when the file is malformed or an exclusion rule is unusable;
 * this reader says so instead.
 *
 * Exclusions as Entire evaluates them (ExcludedByGlobalConfig): `exclude_paths` are globs matched against the
 * worktree root and everything under them (`p` or `p/**`), `exclude_paths_exact` are literal paths, and
 * `exclude_origins` are globs over every url and pushurl of `origin`, each reduced to `host/owner/repo` (an entry
 * without wildcards may also be a pasted URL); an origin URL without such a key excludes the repository (fail closed). Paths fold case on macOS and Windows.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import type { ConfiguredRemote } from './git-remotes.js';
import { globToRegExp } from './glob.js';
import { originKey } from './origin-key.js';
import { asObject, readJsonObject } from './settings-files.js';

export interface UserSettingsFacts {
  path: string;
  /** `global.enabled`; null when the file has no `global` block (the tier is not configured). */
  globalEnabled: boolean | null;
  /** The rule that excludes this repository from global tracking, when one does. */
  excludedBy: string | null;
  problems: string[];
}

const FOLD = process.platform === 'darwin' || process.platform === 'win32';

/**
 * null when the file does not exist (global tracking was never configured on this machine). `remotes` are the
 * repository's configured remotes (null when unreadable: origin rules are then not evaluated).
 */
export function readUserSettings(configDir: string, topLevel: string, home: string, remotes: ConfiguredRemote[] | null = null): UserSettingsFacts | null {
  const path = join(configDir, 'settings.json');
  const problems: string[] = [];
  const doc = readJsonObject(path, problems);
  if (!doc && problems.length === 0) return null;
  const global = asObject(doc?.global);
  const enabled = typeof global?.enabled === 'boolean' ? global.enabled : null;
  const rule = (key: string, entry: string) => `${path}: global.${key} entry ${JSON.stringify(entry.slice(0, 200))}`;
  const roots = rootForms(topLevel).map(fold);
  let excludedBy: string | null = null;
  for (const entry of strings(global?.exclude_paths_exact)) {
    const p = expand(entry, home);
    if (!p) problems.push(`${rule('exclude_paths_exact', entry)} is not an absolute or ~ path`);
    else if (!excludedBy && pathForms(p).some((v) => roots.includes(fold(v)))) excludedBy = `exclude_paths_exact ${entry}`;
  }
  for (const pattern of strings(global?.exclude_paths)) {
    const p = expand(pattern, home);
    const match = p ? globToRegExp(p, FOLD) : null;
    const under = p ? globToRegExp(`${p}/**`, FOLD) : null;
    if (!p) problems.push(`${rule('exclude_paths', pattern)} is not an absolute or ~ path`);
    else if (!match || !under) problems.push(`${rule('exclude_paths', pattern)} is not a valid glob`);
    else if (!excludedBy && roots.some((r) => match.test(r) || under.test(r))) excludedBy = `exclude_paths ${pattern}`;
  }
  const origins = strings(global?.exclude_origins);
  const originRules = origins.map((o) => ({ pattern: o, re: globToRegExp(o.toLowerCase()) }));
  for (const o of originRules.filter((r) => !r.re)) problems.push(`${rule('exclude_origins', o.pattern)} is not a valid glob`);
  if (!excludedBy && problems.length === 0 && originRules.length > 0) excludedBy = originExclusion(originRules, remotes);
  return { path, globalEnabled: enabled, excludedBy, problems };
}

/** The origin rule that excludes the repository; fail closed on an origin URL that has no host/owner/repo key. */
function originExclusion(rules: { pattern: string; re: RegExp | null }[], remotes: ConfiguredRemote[] | null): string | null {
  const origin = remotes?.find((r) => r.name === 'origin');
  if (!origin) return null;
  for (const url of [...origin.urls, ...origin.pushUrls]) {
    const key = originKey(url);
    if (!key) return 'exclude_origins (origin\'s URL has no host/owner/repo to match, so Entire fails closed)';
    // An entry without wildcards may be a pasted remote URL: compared after the same reduction.
    const hit = rules.find((r) => r.re?.test(key) || (!/[*?[{]/.test(r.pattern) && originKey(r.pattern) === key));
    if (hit) return `exclude_origins ${hit.pattern} (origin ${key})`;
  }
  return null;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()).slice(0, 200) : [];
}

/** `~` and `~/x` expanded, absolute paths cleaned; anything else (relative, `~user`) is unusable. */
function expand(entry: string, home: string): string | null {
  if (entry === '~' || entry.startsWith('~/')) return home ? normalize(join(home, entry.slice(1))) : null;
  return isAbsolute(entry) ? normalize(entry).replace(/\/+$/, '') || '/' : null;
}

function fold(p: string): string {
  return FOLD ? p.toLowerCase() : p;
}

/** The worktree root as given and symlink-resolved, as Entire matches it. */
function rootForms(topLevel: string): string[] {
  return pathForms(normalize(topLevel));
}

/** A path as given and, when it resolves through a symlink, as resolved. */
function pathForms(p: string): string[] {
  try {
    const real = realpathSync(p);
    return real === p ? [p] : [p, real];
  } catch {
    return [p];
  }
}
