import type { CatFile } from './cat-file.js';
import type { TreeEntry } from './ls-tree.js';

export interface WalkOptions {
  /** Stop descending below this many levels (the checkpoint tree is shallow; worktree snapshots are not). */
  maxDepth?: number;
  /** Stop after this many entries, so a hostile tree cannot exhaust memory. */
  maxEntries?: number;
  /** Look blob sizes up (through the cat-file's `--batch-check` companion). */
  withSizes?: boolean;
}

export interface WalkResult {
  entries: TreeEntry[];
  /** The walk hit a limit and the listing is incomplete. */
  truncated: boolean;
  /** The spec did not name a tree. */
  missing: boolean;
}

/**
 * Lists the blobs under a tree through the run's shared `git cat-file --batch`, so reading many small trees
 * (one git-refs ref per checkpoint, one shadow commit's `.entire/metadata`) costs no extra processes.
 */
export async function walkTree(cat: CatFile, spec: string, opts: WalkOptions = {}): Promise<WalkResult> {
  const maxDepth = opts.maxDepth ?? 6;
  const maxEntries = opts.maxEntries ?? 20_000;
  const entries: TreeEntry[] = [];
  let truncated = false;
  const root = await cat.get(spec, { maxBytes: 16 * 1024 * 1024 });
  if (root.status !== 'ok' || root.type !== 'tree') return { entries, truncated: root.status === 'too-large', missing: root.status !== 'too-large' };
  let level: { prefix: string; data: Buffer; hashLen: number }[] = [{ prefix: '', data: root.data, hashLen: root.oid.length / 2 }];
  for (let depth = 0; level.length > 0; depth++) {
    const subtrees: { prefix: string; oid: string }[] = [];
    for (const t of level) {
      for (const e of parseTree(t.data, t.hashLen)) {
        const path = t.prefix + e.name;
        if (e.mode === '40000') {
          if (depth + 1 < maxDepth) subtrees.push({ prefix: path + '/', oid: e.oid });
          else truncated = true;
          continue;
        }
        if (entries.length >= maxEntries) {
          truncated = true;
          break;
        }
        entries.push({ mode: e.mode.padStart(6, '0'), type: e.mode === '160000' ? 'commit' : 'blob', oid: e.oid, size: null, path });
      }
    }
    const results = await Promise.all(subtrees.map((s) => cat.get(s.oid, { maxBytes: 16 * 1024 * 1024 })));
    level = [];
    results.forEach((r, i) => {
      const s = subtrees[i];
      if (s && r.status === 'ok' && r.type === 'tree') level.push({ prefix: s.prefix, data: r.data, hashLen: r.oid.length / 2 });
      else truncated = true;
    });
  }
  if (opts.withSizes) {
    const infos = await Promise.all(entries.map((e) => (e.type === 'blob' ? cat.info(e.oid) : Promise.resolve(null))));
    infos.forEach((info, i) => {
      const e = entries[i];
      if (e && info) e.size = info.size;
    });
  }
  return { entries, truncated, missing: false };
}

/** Git's binary tree format: `<mode> <name>\0<raw hash>` repeated. */
export function parseTree(data: Buffer, hashLen: number): { mode: string; name: string; oid: string }[] {
  const out: { mode: string; name: string; oid: string }[] = [];
  let pos = 0;
  while (pos < data.length) {
    const sp = data.indexOf(0x20, pos);
    const nul = sp < 0 ? -1 : data.indexOf(0, sp);
    if (sp < 0 || nul < 0 || nul + 1 + hashLen > data.length) break;
    out.push({
      mode: data.toString('latin1', pos, sp),
      name: data.toString('utf8', sp + 1, nul),
      oid: data.toString('hex', nul + 1, nul + 1 + hashLen),
    });
    pos = nul + 1 + hashLen;
  }
  return out;
}
