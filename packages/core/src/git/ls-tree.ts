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
  const text = out.toString('utf8');
  // Records are `<mode> SP <type> SP <oid> SP+ <size> TAB <path> NUL`; one pass of indexOf, no split per record.
  for (let pos = 0; pos < text.length; ) {
    let end = text.indexOf('\0', pos);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', pos);
    if (tab >= 0 && tab < end) entries.push(parseRecord(text, pos, tab, end));
    pos = end + 1;
  }
  return entries;
}

function parseRecord(text: string, start: number, tab: number, end: number): TreeEntry {
  const fields: string[] = [];
  for (let i = start; i < tab && fields.length < 4; ) {
    let sp = text.indexOf(' ', i);
    if (sp < 0 || sp > tab) sp = tab;
    if (sp > i) fields.push(text.slice(i, sp));
    i = sp + 1;
  }
  const [mode = '', type = '', oid = '', size = ''] = fields;
  const n = Number(size);
  return { mode, type, oid, size: size === '-' || !Number.isFinite(n) ? null : n, path: text.slice(tab + 1, end) };
}
