import type { CatFile } from '../git/cat-file.js';
import type { Checkpoint, CheckpointSession } from '../types/index-model.js';
import { onePerSession, toCheckpoint } from './checkpoint-build.js';
import { AS_META, AS_ROOT, JsonBatch, jsonWanted, slotFileOids, useJson, type JsonOutcome, type JsonRequest } from './json-batch.js';
import type { CheckpointSummaryFields } from './metadata-fields.js';
import { join } from './slot-paths.js';
import { slotSession } from './slot-session.js';
import { findSlots, slotNameOf, type Slot } from './slots.js';
import type { CheckpointTreeInput } from './tree-files.js';

export { groupByCheckpoint, shardedRoot } from './checkpoint-groups.js';
export { formatBytes, MAX_METADATA_BYTES } from './json-batch.js';
export type { CheckpointTreeInput, TreeFile, TreeFiles } from './tree-files.js';

/**
 * Reads one checkpoint tree (entire-format.md §2.3-2.5) into a Checkpoint. Never throws on bad data: missing
 * blobs, invalid JSON, hostile paths and oversized metadata become warnings on the checkpoint.
 */
export async function readCheckpointTree(cat: CatFile, input: CheckpointTreeInput): Promise<Checkpoint> {
  const [cp] = await readCheckpointTrees(cat, [input]);
  if (!cp) throw new Error('internal error: no checkpoint read');
  return cp;
}

interface Pass {
  input: CheckpointTreeInput;
  where: string;
  warnings: string[];
  /** The root metadata.json request, when there is one worth reading. */
  root: JsonRequest | null;
  /** Position in the batch of the last blob this checkpoint needs from it (-1: none). */
  lastPos: number;
  /** The JSON blobs this checkpoint put in the batch. */
  oids: string[];
  summary: CheckpointSummaryFields | null;
  slots: Slot[];
  /** Root pointers to a metadata.json the tree does not hold (their slots are read from the folder). */
  dangling: number;
  wanted: { slot: Slot; req: JsonRequest }[];
  checkpoint: Checkpoint | null;
}

/**
 * `readCheckpointTree` for many checkpoints at once, in one cat-file batch: each checkpoint's root metadata.json, the
 * `<slot>/metadata.json` blobs its tree holds and (with `promptLines`) its prompt.txt blobs, checkpoint after
 * checkpoint. Blobs are parsed as they arrive, and a checkpoint is built as soon as its last blob is in, while git
 * keeps sending the rest. A slot whose root points at a blob not in the batch costs a second batch at the end.
 */
export async function readCheckpointTrees(
  cat: CatFile,
  inputs: readonly CheckpointTreeInput[],
  promptLines?: Map<string, string | null>,
): Promise<Checkpoint[]> {
  const passes: Pass[] = inputs.map((input) => ({
    input,
    where: `checkpoint ${input.id} (${input.ref})`,
    warnings: [],
    root: null,
    lastPos: -1,
    oids: [],
    summary: null,
    slots: [],
    dangling: 0,
    wanted: [],
    checkpoint: null,
  }));
  const batch = new JsonBatch(promptLines);
  passes.forEach((p, i) => {
    const path = join(p.input.root, 'metadata.json');
    const req: JsonRequest = { file: p.input.files.get(path), path, warnings: p.warnings, where: p.where };
    const slotFiles = slotFileOids(p.input, promptLines !== undefined);
    if (jsonWanted(req)) {
      p.root = req;
      p.oids.push(req.file?.oid ?? '');
      p.lastPos = batch.addJson(req.file?.oid ?? '', AS_ROOT, i);
    }
    for (const oid of slotFiles.metadata) {
      p.oids.push(oid);
      p.lastPos = Math.max(p.lastPos, batch.addJson(oid, AS_META, i));
    }
    for (const oid of slotFiles.prompts) batch.addPrompt(oid);
  });

  const deferred: Pass[] = [];
  let next = 0;
  const settleUpTo = (pos: number) => {
    for (let p = passes[next]; p && p.lastPos <= pos; p = passes[++next]) {
      if (!planSlots(p, batch.fetched)) {
        deferred.push(p);
        continue;
      }
      buildPass(p, batch.fetched, null);
      // Parsed metadata no later checkpoint asked for is done with: let it go while it is young.
      for (const oid of p.oids) if (batch.lastUser(oid) === next) batch.fetched.delete(oid);
    }
  };
  await batch.run(cat, settleUpTo);
  settleUpTo(Number.POSITIVE_INFINITY);

  if (deferred.length > 0) {
    const missing = deferred.flatMap((p) => p.wanted.map((w) => w.req.file?.oid ?? '')).filter((oid) => !hasMeta(batch.fetched.get(oid)));
    const more = new JsonBatch();
    for (const oid of missing) more.addJson(oid, AS_META);
    await more.run(cat, () => {});
    for (const p of deferred) buildPass(p, batch.fetched, more.fetched);
  }
  return passes.map((p) => p.checkpoint ?? toCheckpoint(p, []));
}

/** A slot's metadata read as session metadata (or failed to read, which needs no second try). */
function hasMeta(o: JsonOutcome | undefined): boolean {
  return o !== undefined && (!o.ok || o.meta !== undefined);
}

/**
 * Reads the root's summary, finds the slots and the metadata blob of each; true when every one of those has been
 * read (as session metadata), so the checkpoint can be built now.
 */
function planSlots(p: Pass, fetched: Map<string, JsonOutcome>): boolean {
  const json = p.root ? useJson(fetched.get(p.root.file?.oid ?? ''), p.root) : undefined;
  const summary = json?.summary ?? null;
  if (json !== undefined && !summary) p.warnings.push(`${p.where}: ${join(p.input.root, 'metadata.json')} is not a JSON object`);
  p.summary = summary;
  const found = findSlots(p.input, summary?.sessions ?? null, p.warnings, p.where);
  p.slots = found.slots;
  p.dangling = found.dangling;
  const { input, where, warnings } = p;
  let ready = true;
  for (const slot of p.slots) {
    const metaPath = slot.pointer.metadata && input.files.has(slot.pointer.metadata) ? slot.pointer.metadata : join(slot.dir, 'metadata.json');
    const metaFile = input.files.get(metaPath);
    if (!metaFile) {
      warnings.push(`${where} slot ${slotNameOf(input, slot)}: no metadata.json; slot skipped`);
      continue;
    }
    const req: JsonRequest = { file: metaFile, path: metaPath, warnings, where };
    if (!jsonWanted(req)) continue;
    p.wanted.push({ slot, req });
    if (!hasMeta(fetched.get(metaFile.oid))) ready = false;
  }
  return ready;
}

function buildPass(p: Pass, fetched: Map<string, JsonOutcome>, more: Map<string, JsonOutcome> | null): void {
  const sessions: CheckpointSession[] = [];
  for (const { slot, req } of p.wanted) {
    const oid = req.file?.oid ?? '';
    const o = fetched.get(oid);
    const json = useJson(hasMeta(o) ? o : more?.get(oid), req);
    if (json === undefined) continue;
    const session = slotSession(p.input, slot, json.meta ?? null, p.where, p.warnings);
    if (session) sessions.push(session);
  }
  p.checkpoint = toCheckpoint(p, onePerSession(sessions));
}
