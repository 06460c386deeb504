import { walkTree } from '../git/read-tree.js';
import type { RefEntry } from '../git/refs.js';
import type { Checkpoint } from '../types/index-model.js';
import { groupByCheckpoint, readCheckpointTree } from './checkpoint-tree.js';
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
  const read = await Promise.all(refs.map(({ ref, id }) => readOne(ctx, ref, id, result.warnings)));
  result.checkpoints = read.filter((c): c is Checkpoint => c !== null);
  return result;
}

async function readOne(ctx: StoreContext, ref: RefEntry, id: string, warnings: string[]): Promise<Checkpoint | null> {
  const walk = await walkTree(ctx.cat, `${ref.commit}^{tree}`, { maxDepth: 5, maxEntries: 5000, withSizes: true });
  if (walk.missing) {
    warnings.push(`${ref.name}: does not name a readable commit tree`);
    return null;
  }
  const group = groupByCheckpoint(walk.entries, () => ({ id, root: '' })).get(id);
  const cp = await readCheckpointTree(ctx.cat, {
    id,
    storage: 'git-refs',
    ref: ref.name,
    root: '',
    files: group?.files ?? new Map(),
    fallbackCreatedAt: ulidTime(id) ?? ref.date,
  });
  if (walk.truncated) cp.warnings.push(`checkpoint ${id} (${ref.name}): tree too large or too deep; only part of it was read`);
  return cp;
}
