/**
 * Session binding (entire-2026-changes.md row 12; Entire's docs/architecture/session-binding.md, binding/record.go):
 * one agent session that edits files in several repositories is replicated into each active one's
 * `<common dir>/entire-sessions/` with the same session id and transcript, and `<config dir>/sessions/<id>.json`
 * records every repository it touched: `{version, session_id, agent_type, transcript_path, launch_root, created_at,
 * updated_at, bound_repos: [{worktree_root, common_dir, first_evidence_at, last_evidence_at, evidence_count,
 * enabled, adopted_at?}], last_scanned_transcript_cursor}` (version 3 in 2026). Read leniently; the next agent is
 * told which other repositories the session touched, and that tokens are counted once, in one of them.
 */
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { readSmallRef } from '../read/small-ref.js';
import { isInside } from '../safety/safe-path.js';
import { capString } from '../store/json-values.js';
import { isSafeSessionId } from '../store/ids.js';
import { isObj } from '../types/is-obj.js';
import { entireConfigDir } from './entire-config.js';

export interface BoundRepo {
  worktreeRoot: string;
  commonDir: string;
  /** Entire was active there when the evidence was seen (it records the session there too). */
  enabled: boolean;
  /** The session state was replicated there (`adopted_at`). */
  adopted: boolean;
}

export interface BindingRecord {
  launchRoot: string | null;
  boundRepos: BoundRepo[];
  /** What the Uncertainty section should say about the record (a newer version, a mismatched id). */
  problem: string | null;
}

/** The record version Entire wrote in 2026; a newer one may carry fields this reader does not know. */
const KNOWN_VERSION = 3;
const MAX_REPOS = 50;

export function parseBindingRecord(text: string, sessionId: string): BindingRecord | { problem: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { problem: 'is not valid JSON; ignored' };
  }
  if (!isObj(v)) return { problem: 'is not a JSON object; ignored' };
  if (v.session_id !== sessionId) return { problem: 'names another session; ignored' };
  const version = typeof v.version === 'number' ? v.version : null;
  const boundRepos: BoundRepo[] = [];
  for (const r of Array.isArray(v.bound_repos) ? v.bound_repos.slice(0, MAX_REPOS) : []) {
    const worktreeRoot = isObj(r) ? absolutePath(r.worktree_root) : null;
    const commonDir = isObj(r) ? absolutePath(r.common_dir) : null;
    if (!isObj(r) || !worktreeRoot || !commonDir) continue;
    boundRepos.push({ worktreeRoot, commonDir, enabled: r.enabled === true, adopted: typeof r.adopted_at === 'string' && r.adopted_at !== '' });
  }
  const problem = version !== null && version > KNOWN_VERSION ? `has version ${version} (this reader knows ${KNOWN_VERSION}); read leniently` : null;
  return { launchRoot: absolutePath(v.launch_root), boundRepos, problem };
}

function absolutePath(v: unknown): string | null {
  const s = capString(v, 4096);
  // eslint-disable-next-line no-control-regex
  return s && isAbsolute(s) && !/[\u0000-\u001f]/.test(s) ? s : null;
}

/** The record for a session, or null when this machine has none (the common case). */
export async function readBindingRecord(sessionId: string, configDir: string): Promise<BindingRecord | { problem: string } | null> {
  if (!isSafeSessionId(sessionId)) return null;
  const text = await readSmallRef({ kind: 'file', path: join(configDir, 'sessions', `${sessionId}.json`) }, null);
  return text === null ? null : parseBindingRecord(text, sessionId);
}

/** The bound repositories that are not this one (by canonical common dir, as Entire keys them). */
export async function otherRepositories(record: BindingRecord, commonDir: string): Promise<BoundRepo[]> {
  const here = await canonical(commonDir);
  const out: BoundRepo[] = [];
  for (const r of record.boundRepos) {
    if (r.commonDir === commonDir || (await canonical(r.commonDir)) === here) continue;
    if (!out.some((o) => o.commonDir === r.commonDir)) out.push(r);
  }
  return out;
}

async function canonical(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}

/**
 * A path of this machine as the handoff shows it: relative to this repository when it is nearby (`../lib-b`),
 * else under `~`, else only its last segment, so the handoff does not spell out the recording machine's layout.
 */
export function shownPath(path: string, topLevel: string, home: string): string {
  const rel = relative(topLevel, path);
  if (rel === '') return '.';
  if (!isAbsolute(rel) && rel.split(sep).filter((s) => s === '..').length <= 2) return rel;
  if (home && isInside(home, path)) return `~/${relative(home, path)}`;
  return `…/${basename(path)}`;
}

export interface BindingFacts {
  lines: string[];
  uncertainty: string[];
}

/** What the machine records say about these sessions, for a handoff made in the repository at `topLevel`. */
export async function bindingFacts(
  sessionIds: string[],
  repo: { topLevel: string; commonDir: string },
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): Promise<BindingFacts> {
  const configDir = entireConfigDir(env, home);
  const out: BindingFacts = { lines: [], uncertainty: [] };
  if (!configDir) return out;
  for (const id of [...new Set(sessionIds)]) {
    const record = await readBindingRecord(id, configDir);
    if (!record) continue;
    const where = `Entire's session record ${shownPath(join(configDir, 'sessions', `${id}.json`), repo.topLevel, home)}`;
    if (record.problem) out.uncertainty.push(`${where} ${record.problem}`);
    if (!('boundRepos' in record)) continue;
    const line = await bindingLine(record, repo, home);
    if (!line) continue;
    out.lines.push(sessionIds.length > 1 ? `Session ${id}: ${line}` : line);
    out.uncertainty.push(
      'This session also worked in other repositories: Entire counts each turn\'s tokens once, in one repository, so token and cost figures here are this repository\'s share; transcript paths outside this repository belong to those.',
    );
  }
  out.uncertainty = [...new Set(out.uncertainty)];
  return out;
}

async function bindingLine(record: BindingRecord, repo: { topLevel: string; commonDir: string }, home: string): Promise<string | null> {
  const others = await otherRepositories(record, repo.commonDir);
  const parts = others.map((r) => {
    const how = r.adopted ? 'Entire records the session there too' : r.enabled ? 'Entire is active there' : 'Entire is not active there, so it kept no checkpoint there';
    return `${shownPath(r.worktreeRoot, repo.topLevel, home)} (${how})`;
  });
  const launch = record.launchRoot;
  const launchedElsewhere =
    launch && !isInside(repo.topLevel, launch) && !others.some((r) => r.worktreeRoot === launch) ? shownPath(launch, repo.topLevel, home) : null;
  if (parts.length > 0) return `This session also touched ${parts.join(', ')} (Entire's session binding)${launchedElsewhere ? `; it was started in ${launchedElsewhere}` : ''}`;
  return launchedElsewhere ? `This session was started in ${launchedElsewhere} and also worked here (Entire's session binding)` : null;
}
