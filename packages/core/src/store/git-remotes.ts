/**
 * The remotes configured in `<git common dir>/config`, in config order, with their raw `url` and `pushurl` values
 * (insteadOf not applied), read from the file without starting git. Entire elects its checkpoint remote from the
 * same raw values (strategy/checkpoint_sync_remote.go: `git config --local --get-regexp remote.*.(url|pushurl)`), and
 * matches `global.exclude_origins` against origin's URLs. Included config files are not followed.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ConfiguredRemote {
  name: string;
  urls: string[];
  pushUrls: string[];
}

const MAX_CONFIG_BYTES = 1024 * 1024;
const SECTION = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$/;
const ENTRY = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/;

/** null when the file cannot be read (then callers must not conclude that a remote is absent). */
export function readConfiguredRemotes(commonDir: string): ConfiguredRemote[] | null {
  const path = join(commonDir, 'config');
  let text: string;
  try {
    if (statSync(path).size > MAX_CONFIG_BYTES) return null;
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  return parseRemotes(text);
}

export function parseRemotes(text: string): ConfiguredRemote[] {
  const byName = new Map<string, ConfiguredRemote>();
  let current: ConfiguredRemote | null = null;
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    const section = SECTION.exec(line);
    if (section) {
      current = remoteSection(section[1] ?? '', section[2], byName);
      line = (section[3] ?? '').trim();
    }
    if (!current || line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const entry = ENTRY.exec(line);
    const key = entry?.[1]?.toLowerCase();
    if (key !== 'url' && key !== 'pushurl') continue;
    const value = configValue(entry?.[2] ?? '');
    if (value === '') continue;
    (key === 'url' ? current.urls : current.pushUrls).push(value);
  }
  // Entire lists only remotes with a url: a pushurl-only remote is not one it elects.
  return [...byName.values()].filter((r) => r.urls.length > 0);
}

function remoteSection(name: string, sub: string | undefined, byName: Map<string, ConfiguredRemote>): ConfiguredRemote | null {
  const lower = name.toLowerCase();
  // `[remote "fork"]`, or the old `[remote.fork]` spelling.
  const remote = sub !== undefined ? (lower === 'remote' ? sub.replace(/\\(.)/g, '$1') : null) : lower.startsWith('remote.') ? name.slice('remote.'.length) : null;
  if (!remote) return null;
  const known = byName.get(remote);
  if (known) return known;
  const fresh: ConfiguredRemote = { name: remote, urls: [], pushUrls: [] };
  byName.set(remote, fresh);
  return fresh;
}

/** A value with its comment cut and its quotes and escapes resolved. */
function configValue(raw: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\' && i + 1 < raw.length) {
      const n = raw[++i];
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '#' || c === ';')) break;
    else out += c;
  }
  return out.trim();
}

/** Entire's own git remote helper: `entire://<cluster>/<forge>/<owner>/<repo>`. */
export function isEntireUrl(url: string): boolean {
  return /^entire:\/\//i.test(url.trim());
}
