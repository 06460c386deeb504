import { walkTree } from '../git/read-tree.js';
import type { RefEntry } from '../git/refs.js';
import { groupByCheckpoint, readCheckpointTrees, type CheckpointTreeInput } from './checkpoint-tree.js';
import { isCheckpointId, ulidTime } from './ids.js';
import type { StoreContext, StoreResult } from './context.js';

const PREFIX = 'refs/entire/checkpoints/';

/** `refs/entire/checkpoints/<shard>/<id>` with shard = the id's last two characters; anything else is not ours. */
export function parseCheckpointRef(name: string): string | null {
  if (!name.startsWith(PREFIX)) return null;
  const parts = name.slice(PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  const [shard = '', id = ''] = parts;
  if (!isCheckpointId(id) || id.slice(-2) !== shard) return null;
  return id;
}

/**
 * The git-refs backend (the late-2026 default): one ref per checkpoint, tree root = checkpoint. Trees are walked
 * through the shared cat-file, so a thousand checkpoints still cost no extra processes (plus one `--batch-check`
 * for blob sizes).
 */
export async function readGitRefs(ctx: StoreContext): Promise<StoreResult> {
  const result: StoreResult = { checkpoints: [], layouts: {}, warnings: [] };
  const refs = ctx.refs.map((r) => ({ ref: r, id: parseCheckpointRef(r.name) })).filter((x): x is { ref: RefEntry; id: string } => x.id !== null);
  if (refs.length === 0) return result;
  result.layouts['git-refs'] = `${PREFIX}<shard>/<id>`;
  // Walk every tree first (each level of every walk shares cat-file round trips), then read all metadata in one batch.
  const walks = await Promise.all(refs.map(({ ref }) => walkTree(ctx.cat, `${ref.commit}^{tree}`, { maxDepth: 5, maxEntries: 5000, withSizes: true })));
  const inputs: CheckpointTreeInput[] = [];
  const truncated: boolean[] = [];
  refs.forEach(({ ref, id }, i) => {
    const walk = walks[i];
    if (!walk || walk.missing) {
      result.warnings.push(`${ref.name}: does not name a readable commit tree`);
      return;
    }
    const group = groupByCheckpoint(walk.entries, () => ({ id, root: '' })).get(id);
    inputs.push({ id, storage: 'git-refs', ref: ref.name, root: '', files: group?.files ?? new Map(), fallbackCreatedAt: ulidTime(id) ?? ref.date });
    truncated.push(walk.truncated);
  });
  result.checkpoints = await readCheckpointTrees(ctx.cat, inputs, ctx.promptLines);
  result.checkpoints.forEach((cp, i) => {
    if (truncated[i]) cp.warnings.push(`checkpoint ${cp.id} (${cp.ref}): tree too large or too deep; only part of it was read`);
  });
  return result;
}
