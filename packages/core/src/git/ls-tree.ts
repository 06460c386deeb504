import { runGit } from './run-git.js';

export interface TreeEntry {
  mode: string;
  /** `blob`, `tree` or `commit` (submodule). */
  type: string;
  oid: string;
  /** Blob size in bytes; null when unknown (trees, submodules, or walks that skipped sizes). */
  size: number | null;
  /** Path from the root of the tree that was listed, `/`-separated. */
  path: string;
}

/** `git ls-tree -r -l -z <rev> [-- <paths>]`: every blob under `rev`, with sizes, in one process. */
export async function lsTree(cwd: string, rev: string, paths: string[] = []): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', rev];
  if (paths.length > 0) args.push('--', ...paths);
  const out = await runGit(args, { cwd });
  return parseLsTree(out);
}

export function parseLsTree(out: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of out.toString('utf8').split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
    const n = Number(size);
    entries.push({ mode, type, oid, size: size === '-' || !Number.isFinite(n) ? null : n, path: record.slice(tab + 1) });
  }
  return entries;
}
