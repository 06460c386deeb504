import { openRepo } from '../git/repo.js';
import { gitBoundedRecords } from './git-stream.js';

/** How many `git status` entries and diff lines a contract carries at most. */
export const STATUS_LIMIT = 200;
export const DIFF_LINE_LIMIT = 200;

export interface DirtyEntry {
  /** The two-letter `git status --short` code, e.g. ` M`, `??`, `A `. */
  code: string;
  path: string;
}

/** The repository as it is now, probed by git, never remembered from a transcript. */
export interface GitState {
  topLevel: string;
  /** null: detached HEAD. */
  branch: string | null;
  /** null: no commit yet. */
  head: string | null;
  dirty: DirtyEntry[];
  /** All dirty entries git reported; more than `dirty.length` when bounded. */
  dirtyTotal: number;
}

/** `-c` options for every probe: never run an fsmonitor hook or an external diff/textconv driver from repo config. */
const SAFE = ['-c', 'core.fsmonitor=false', '-c', 'core.quotepath=false', '-c', 'color.ui=false'];

export async function probeGitState(repo: string, limit = STATUS_LIMIT): Promise<GitState> {
  const info = await openRepo(repo);
  // --no-renames keeps one record per entry, so `limit` records are exactly `limit` entries; untracked files are
  // listed one by one (not as their folder) so verify can tell exactly which paths appeared.
  const status = await gitBoundedRecords(
    info.topLevel,
    [...SAFE, 'status', '--porcelain=v1', '-z', '--no-renames', '--untracked-files=all'],
    { label: 'status', separator: 0, limit },
  );
  const dirty = status.records.filter((r) => r.length > 3).map((r) => ({ code: r.slice(0, 2), path: r.slice(3) }));
  return { topLevel: info.topLevel, branch: info.branch, head: info.head, dirty, dirtyTotal: status.total };
}

export interface TextSnapshot {
  lines: string[];
  total: number;
  /** The final line when it was cut off (the `--stat` summary), so the reader still sees the totals. */
  lastLine: string | null;
}

/** `git status --short --branch` as a person would read it (upstream, ahead/behind, untracked files expanded). */
export async function statusSnapshot(topLevel: string, limit = STATUS_LIMIT): Promise<TextSnapshot> {
  const r = await gitBoundedRecords(
    topLevel,
    [...SAFE, 'status', '--short', '--branch', '--untracked-files=all'],
    { label: 'status', separator: 10, limit: limit + 1, maxRecordChars: 1000 },
  );
  return { lines: r.records, total: r.total, lastLine: null };
}

export interface DiffSnapshot {
  stat: TextSnapshot;
  diff: TextSnapshot;
}

/** Working tree and index against HEAD (against the empty tree before the first commit). */
export async function diffSnapshot(topLevel: string, head: string | null, limit = DIFF_LINE_LIMIT): Promise<DiffSnapshot> {
  // `git diff <commit>` refreshes the index and rewrites .git/index even with GIT_OPTIONAL_LOCKS=0; the plumbing
  // `diff-index` compares the working tree with the commit without writing. (`diff --cached` never writes.)
  const base = [...SAFE, head ? 'diff-index' : 'diff', '--no-ext-diff', '--no-textconv', '--no-color', '--submodule=short'];
  const against = head ? [head] : ['--cached'];
  const stat = await gitBoundedRecords(topLevel, [...base, '--stat=120', ...against, '--'], {
    label: 'diff --stat',
    separator: 10,
    limit,
    maxRecordChars: 400,
  });
  const diff = await gitBoundedRecords(topLevel, [...base, '-p', ...against, '--'], {
    label: 'diff',
    separator: 10,
    limit,
    maxRecordChars: 400,
  });
  return {
    stat: { lines: stat.records, total: stat.total, lastLine: stat.last },
    diff: { lines: diff.records, total: diff.total, lastLine: null },
  };
}
