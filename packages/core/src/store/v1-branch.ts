import { lsTree } from '../git/ls-tree.js';
import type { RefEntry } from '../git/refs.js';
import { runGitResult } from '../git/run-git.js';
import type { Checkpoint } from '../types/index-model.js';
import { groupByCheckpoint, readCheckpointTrees, shardedRoot } from './checkpoint-tree.js';
import { dedupeCheckpoints, findRef, type StoreContext, type StoreResult } from './context.js';
import { scopedInputs } from './read-scope.js';

export const V1_LOCAL = 'refs/heads/entire/checkpoints/v1';
export const V1_1_MIRROR = 'refs/entire/checkpoints/v1.1';
export const V1_NON_BRANCH = 'refs/entire/checkpoints/v1';
export const LEGACY_SESSIONS = 'refs/heads/entire/sessions';

/**
 * The v1 metadata branch (`<id[:2]>/<id[2:]>/` at the tip), its remote-tracking copy when the local one is missing
 * or behind, the v1.1 mirror, the non-branch `refs/entire/checkpoints/v1`, and the pre-v1 `entire/sessions` branch.
 * Each distinct tip costs one `git ls-tree`; identical tips are read once.
 */
export async function readV1Branch(ctx: StoreContext): Promise<StoreResult> {
  const result: StoreResult = { checkpoints: [], layouts: {}, warnings: [] };
  const main = await chooseV1Refs(ctx);
  const sources: { ref: RefEntry; layout: 'v1-branch' | 'v1.1' | 'legacy-sessions' }[] = main.map((ref) => ({ ref, layout: 'v1-branch' }));
  const mirror = findRef(ctx.refs, V1_1_MIRROR);
  if (mirror) sources.push({ ref: mirror, layout: 'v1.1' });
  const nonBranch = findRef(ctx.refs, V1_NON_BRANCH);
  if (nonBranch) sources.push({ ref: nonBranch, layout: main.length === 0 ? 'v1-branch' : 'v1.1' });
  const legacy = findRef(ctx.refs, LEGACY_SESSIONS) ?? ctx.refs.find((r) => /^refs\/remotes\/[^/]+\/entire\/sessions$/.test(r.name));
  if (legacy) sources.push({ ref: legacy, layout: 'legacy-sessions' });

  const readTips = new Set<string>();
  const tips = new Set(sources.map((s) => s.ref.commit).filter((c) => !!c));
  // A session's checkpoints may sit on several tips: which ones hold the sessions wanted is known of one only.
  const own = tips.size === 1 ? ctx : { ...ctx, scope: undefined };
  const lists: Checkpoint[][] = [];
  for (const { ref, layout } of sources) {
    result.layouts[layout] ??= ref.name;
    if (!ref.commit || readTips.has(ref.commit)) continue;
    readTips.add(ref.commit);
    lists.push(await readShardedRef(own, ref, result.warnings));
  }
  result.checkpoints = dedupeCheckpoints(lists);
  return result;
}

/** Reads every `<id[:2]>/<id[2:]>/` checkpoint at one ref's tip, storage `v1-branch`. */
export async function readShardedRef(ctx: StoreContext, ref: RefEntry, warnings: string[]): Promise<Checkpoint[]> {
  let entries;
  try {
    entries = await lsTree(ctx.cwd, ref.commit);
  } catch (e) {
    warnings.push(`${ref.name}: cannot list tree (${(e as Error).message})`);
    return [];
  }
  const groups = groupByCheckpoint(entries, shardedRoot);
  const inputs = [...groups].map(([id, g]) => ({ id, storage: 'v1-branch' as const, ref: ref.name, root: g.root, files: g.files }));
  return readCheckpointTrees(ctx.cat, ctx.scope ? await scopedInputs(ctx.cat, inputs, ctx.scope) : inputs, ctx.promptLines);
}

/**
 * The local branch unless the remote-tracking one is ahead of it (then the remote), or both when they diverged.
 * Prefers the remote Entire elected for checkpoints, then the one it displaced, then `origin`, among remotes.
 */
async function chooseV1Refs(ctx: StoreContext): Promise<RefEntry[]> {
  const local = findRef(ctx.refs, V1_LOCAL);
  const remotes = ctx.refs
    .filter((r) => /^refs\/remotes\/[^/]+\/entire\/checkpoints\/v1$/.test(r.name))
    .sort((a, b) => remoteRank(b.name, ctx.readRemotes) - remoteRank(a.name, ctx.readRemotes));
  const remote = remotes[0];
  if (!local) return remote ? [remote] : [];
  if (!remote || remote.commit === local.commit) return [local];
  if (await isAncestor(ctx.cwd, local.commit, remote.commit)) return [remote];
  if (await isAncestor(ctx.cwd, remote.commit, local.commit)) return [local];
  return [local, remote];
}

function remoteRank(name: string, order: string[] = ['origin']): number {
  const at = order.findIndex((r) => name.startsWith(`refs/remotes/${r}/`));
  return at === -1 ? 0 : order.length - at;
}

async function isAncestor(cwd: string, a: string, b: string): Promise<boolean> {
  try {
    const r = await runGitResult(['merge-base', '--is-ancestor', a, b], { cwd, okExitCodes: [1] });
    return r.exitCode === 0;
  } catch {
    return false;
  }
}
