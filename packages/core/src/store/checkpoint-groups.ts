import type { TreeEntry } from '../git/ls-tree.js';
import type { TreeFiles } from './tree-files.js';

/** Groups blob entries into one map per checkpoint, using `rootOf` to name the checkpoint a path belongs to. */
export function groupByCheckpoint(entries: TreeEntry[], rootOf: (path: string) => { id: string; root: string } | null) {
  const groups = new Map<string, { root: string; files: TreeFiles }>();
  // A checkpoint's files are adjacent in a listing: reuse the owner while its root prefix matches (same answer, no regex).
  let last: { id: string; root: string } | null = null;
  for (const e of entries) {
    if (e.type !== 'blob' || e.mode === '120000') continue;
    const owner: { id: string; root: string } | null = last && last.root !== '' && e.path.startsWith(last.root + '/') ? last : rootOf(e.path);
    last = owner;
    if (!owner) continue;
    let g = groups.get(owner.id);
    if (!g) {
      g = { root: owner.root, files: new Map() };
      groups.set(owner.id, g);
    }
    g.files.set(e.path, e); // a TreeEntry is a TreeFile: no copy per blob
  }
  return groups;
}

/** Sharded layout shared by v1, v1.1, legacy `entire/sessions` and v2: `<id[:2]>/<id[2:]>/...`. */
export function shardedRoot(path: string): { id: string; root: string } | null {
  const m = /^([0-9a-f]{2})\/([0-9a-f]{10})\//.exec(path);
  if (m) return { id: `${m[1]}${m[2]}`, root: `${m[1]}/${m[2]}` };
  const flat = /^([0-9a-f]{12})\//.exec(path);
  return flat ? { id: flat[1] ?? '', root: flat[1] ?? '' } : null;
}

