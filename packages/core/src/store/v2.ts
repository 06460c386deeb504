import { lsTree, type TreeEntry } from '../git/ls-tree.js';
import type { RefEntry } from '../git/refs.js';
import { groupByCheckpoint, readCheckpointTrees, shardedRoot, type TreeFiles } from './checkpoint-tree.js';
import { findRef, type StoreContext, type StoreResult } from './context.js';

export const V2_MAIN = 'refs/entire/checkpoints/v2/main';
export const V2_FULL_CURRENT = 'refs/entire/checkpoints/v2/full/current';
const V2_ARCHIVE = /^refs\/entire\/checkpoints\/v2\/full\/\d{13}$/;

/**
 * The removed v2 layout (Mar-May 2026): metadata, prompts and compact transcripts on `v2/main`, raw transcripts
 * on `v2/full/current` and archived `v2/full/<13 digits>` generations (current wins, then newest archive).
 */
export async function readV2(ctx: StoreContext): Promise<StoreResult> {
  const result: StoreResult = { checkpoints: [], layouts: {}, warnings: [] };
  const main = findRef(ctx.refs, V2_MAIN);
  if (!main) return result;
  result.layouts.v2 = main.name;
  const fullRefs: RefEntry[] = [];
  const current = findRef(ctx.refs, V2_FULL_CURRENT);
  if (current) fullRefs.push(current);
  fullRefs.push(...ctx.refs.filter((r) => V2_ARCHIVE.test(r.name)).sort((a, b) => b.name.localeCompare(a.name)));
  if (fullRefs.length === 0) result.warnings.push(`${main.name}: no ${V2_FULL_CURRENT}; raw transcripts unavailable`);

  const [mainEntries, ...fullLists] = await Promise.all([list(ctx, main, result.warnings), ...fullRefs.map((r) => list(ctx, r, result.warnings))]);
  const full = mergeFull(fullLists);
  const groups = groupByCheckpoint(mainEntries ?? [], shardedRoot);
  result.checkpoints = await readCheckpointTrees(
    ctx.cat,
    [...groups].map(([id, g]) => ({ id, storage: 'v2' as const, ref: main.name, root: g.root, files: g.files, fullFiles: full.get(id) ?? new Map() })),
    ctx.promptLines,
  );
  return result;
}

function mergeFull(lists: (TreeEntry[] | null)[]): Map<string, TreeFiles> {
  const merged = new Map<string, TreeFiles>();
  for (const entries of lists) {
    for (const [id, g] of groupByCheckpoint(entries ?? [], shardedRoot)) {
      const target = merged.get(id) ?? new Map();
      for (const [path, f] of g.files) if (!target.has(path)) target.set(path, f);
      merged.set(id, target);
    }
  }
  return merged;
}

async function list(ctx: StoreContext, ref: RefEntry, warnings: string[]): Promise<TreeEntry[] | null> {
  try {
    return await lsTree(ctx.cwd, ref.commit);
  } catch (e) {
    warnings.push(`${ref.name}: cannot list tree (${(e as Error).message})`);
    return null;
  }
}
