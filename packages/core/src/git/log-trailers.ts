import { runGitResult } from './run-git.js';

/** Late-2026 Entire parse regex (entire-format.md §2.1), global so squash merges yield every id. */
const TRAILER = /Entire-Checkpoint:[ \t]*([0-9a-f]{12}|[0-9ABCDEFGHJKMNPQRSTVWXYZ]{26})(?=\s|$)/g;

export interface TrailerCommit {
  sha: string;
  checkpointIds: string[];
}

export interface TrailerScan {
  commits: TrailerCommit[];
  /** checkpoint id -> commits carrying it, newest first. */
  byCheckpoint: Map<string, string[]>;
  /** How many commits were scanned, and whether the history was longer than the bound. */
  scanned: number;
  truncated: boolean;
}

export const DEFAULT_MAX_COMMITS = 5000;

/**
 * Commits reachable from HEAD whose messages carry `Entire-Checkpoint:` trailers (all of them), in one `git log`.
 * The whole message is searched, not only the trailer block, because squash merges paste several messages
 * (each with its own trailer) into one body.
 */
export async function scanCheckpointTrailers(
  cwd: string,
  head: string | null,
  maxCommits: number = DEFAULT_MAX_COMMITS,
): Promise<TrailerScan> {
  const scan: TrailerScan = { commits: [], byCheckpoint: new Map(), scanned: 0, truncated: false };
  if (!head) return scan;
  const res = await runGitResult(['log', `--max-count=${maxCommits + 1}`, '--format=%H%x00%B%x00', head, '--'], {
    cwd,
    okExitCodes: [128],
  });
  if (res.exitCode !== 0) return scan;
  const fields = res.stdout.toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const sha = (fields[i] ?? '').trim();
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) continue;
    if (scan.scanned >= maxCommits) {
      scan.truncated = true;
      break;
    }
    scan.scanned++;
    const ids = parseCheckpointTrailers(fields[i + 1] ?? '');
    if (ids.length === 0) continue;
    scan.commits.push({ sha, checkpointIds: ids });
    for (const id of ids) {
      const list = scan.byCheckpoint.get(id) ?? [];
      if (!list.includes(sha)) list.push(sha);
      scan.byCheckpoint.set(id, list);
    }
  }
  return scan;
}

/** Every distinct checkpoint id named by `Entire-Checkpoint:` in a commit message, in order of appearance. */
export function parseCheckpointTrailers(message: string): string[] {
  const ids: string[] = [];
  for (const m of message.matchAll(TRAILER)) {
    const id = m[1];
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
