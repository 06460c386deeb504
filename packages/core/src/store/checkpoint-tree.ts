import type { CatFile } from '../git/cat-file.js';
import type { TreeEntry } from '../git/ls-tree.js';
import { corroboratedAgent } from '../index/sniff-agent.js';
import { agentFromLabel } from '../types/agents.js';
import type { Checkpoint, CheckpointSession, Storage, TranscriptRef } from '../types/index-model.js';
import { isSafeSessionId, timeValue, toIso } from './ids.js';
import {
  CheckpointSummarySchema,
  SessionMetadataSchema,
  SessionPointerSchema,
  capString,
  nonNegativeInt,
  stringList,
} from './metadata-schema.js';

/** A real pre-0.10.1 bug wrote 70-106 MB metadata.json blobs; nothing legitimate comes close to this. */
export const MAX_METADATA_BYTES = 16 * 1024 * 1024;

export interface TreeFile {
  oid: string;
  size: number | null;
}

export type TreeFiles = Map<string, TreeFile>;

export interface CheckpointTreeInput {
  id: string;
  storage: Storage;
  ref: string;
  /** Where the checkpoint sits in the commit tree: `ab/cdef012345` on v1 and v2, `` (the root) on git-refs. */
  root: string;
  /** This checkpoint's blobs, keyed by path from the commit tree root. */
  files: TreeFiles;
  /** v2 only: the same checkpoint's blobs in `v2/full/*` (raw transcripts), keyed the same way. */
  fullFiles?: TreeFiles;
  /** Time to use when no metadata carries one (a git-refs ref's commit date, a ULID's time). */
  fallbackCreatedAt?: string | null;
}

const corroborated = new WeakSet<CheckpointSession>();

/** Whether a slot's agent label was confirmed by its model or transcript path (else it needs a content sniff). */
export function isAgentCorroborated(s: CheckpointSession): boolean {
  return corroborated.has(s);
}

/** Groups blob entries into one map per checkpoint, using `rootOf` to name the checkpoint a path belongs to. */
export function groupByCheckpoint(entries: TreeEntry[], rootOf: (path: string) => { id: string; root: string } | null) {
  const groups = new Map<string, { root: string; files: TreeFiles }>();
  for (const e of entries) {
    if (e.type !== 'blob' || e.mode === '120000') continue;
    const owner = rootOf(e.path);
    if (!owner) continue;
    let g = groups.get(owner.id);
    if (!g) {
      g = { root: owner.root, files: new Map() };
      groups.set(owner.id, g);
    }
    g.files.set(e.path, { oid: e.oid, size: e.size });
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

/**
 * Reads one checkpoint tree (entire-format.md §2.3-2.5) into a Checkpoint. Never throws on bad data: missing
 * blobs, invalid JSON, hostile paths and oversized metadata become warnings on the checkpoint.
 */
export async function readCheckpointTree(cat: CatFile, input: CheckpointTreeInput): Promise<Checkpoint> {
  const warnings: string[] = [];
  const where = `checkpoint ${input.id} (${input.ref})`;
  const rootMetaPath = join(input.root, 'metadata.json');
  const summaryJson = await readJson(cat, input.files.get(rootMetaPath), rootMetaPath, warnings, where);
  const parsed = summaryJson === undefined ? null : CheckpointSummarySchema.safeParse(summaryJson);
  if (parsed && !parsed.success) warnings.push(`${where}: ${rootMetaPath} is not a JSON object`);
  const summary = parsed?.success ? parsed.data : null;

  const slots = findSlots(input, summary?.sessions ?? null, warnings, where);
  const sessions: CheckpointSession[] = [];
  const results = await Promise.all(slots.map((s) => readSlot(cat, input, s, warnings, where)));
  for (const r of results) if (r) sessions.push(r);

  const newest = sessions.reduce<string | null>((acc, s) => (timeValue(s.createdAt) > timeValue(acc) ? s.createdAt : acc), null);
  const rootFiles = stringList(summary?.files_touched);
  return {
    id: input.id,
    createdAt: toIso(newest) ?? toIso(summary?.created_at) ?? input.fallbackCreatedAt ?? null,
    branch: capString(summary?.branch, 300) || sessions.find((s) => s.branch)?.branch || null,
    storage: input.storage,
    ref: input.ref,
    sessionIds: [...new Set(sessions.map((s) => s.sessionId))],
    commits: [],
    filesTouched: rootFiles.length > 0 ? rootFiles : [...new Set(sessions.flatMap((s) => s.filesTouched))],
    sessions,
    warnings,
  };
}

interface Slot {
  dir: string;
  pointer: { metadata?: string; transcript?: string; compact?: string; prompt?: string };
}

function findSlots(input: CheckpointTreeInput, sessionsJson: unknown[] | null | undefined, warnings: string[], where: string): Slot[] {
  const slots: Slot[] = [];
  let needListing = !Array.isArray(sessionsJson) || sessionsJson.length === 0;
  for (const raw of sessionsJson ?? []) {
    const p = SessionPointerSchema.parse(raw);
    const meta = resolvePointer(p.metadata, input, warnings, where);
    const dir = meta ? parentDir(meta) : null;
    if (!meta || dir === null || dir === input.root || !isInside(dir, input.root)) {
      needListing = true;
      continue;
    }
    if (slots.some((s) => s.dir === dir)) continue;
    slots.push({
      dir,
      pointer: {
        metadata: meta,
        transcript: resolvePointer(p.transcript, input, warnings, where) ?? undefined,
        compact: resolvePointer(p.compact_transcript, input, warnings, where) ?? undefined,
        prompt: resolvePointer(p.prompt, input, warnings, where) ?? undefined,
      },
    });
  }
  if (!needListing) return slots;
  // Pointers missing or unusable: fall back to the numbered session folders that actually exist.
  const prefix = input.root === '' ? '' : input.root + '/';
  const numbered = new Set<string>();
  for (const path of input.files.keys()) {
    if (!path.startsWith(prefix)) continue;
    const first = path.slice(prefix.length).split('/')[0] ?? '';
    if (/^\d{1,4}$/.test(first) && path.slice(prefix.length).includes('/')) numbered.add(first);
  }
  for (const n of [...numbered].sort((a, b) => Number(a) - Number(b))) {
    const dir = prefix + n;
    if (!slots.some((s) => s.dir === dir)) slots.push({ dir, pointer: {} });
  }
  return slots;
}

async function readSlot(
  cat: CatFile,
  input: CheckpointTreeInput,
  slot: Slot,
  warnings: string[],
  where: string,
): Promise<CheckpointSession | null> {
  const slotName = input.root === '' ? slot.dir : slot.dir.slice(input.root.length + 1);
  const label = `${where} slot ${slotName}`;
  const metaPath = slot.pointer.metadata && input.files.has(slot.pointer.metadata) ? slot.pointer.metadata : join(slot.dir, 'metadata.json');
  const metaFile = input.files.get(metaPath);
  if (!metaFile) {
    warnings.push(`${label}: no metadata.json; slot skipped`);
    return null;
  }
  const json = await readJson(cat, metaFile, metaPath, warnings, where);
  if (json === undefined) return null;
  const parsed = SessionMetadataSchema.safeParse(json);
  if (!parsed.success) {
    warnings.push(`${label}: metadata.json is not a JSON object; slot skipped`);
    return null;
  }
  const m = parsed.data;
  if (!isSafeSessionId(m.session_id)) {
    warnings.push(`${label}: missing or invalid session_id; slot skipped`);
    return null;
  }
  const transcript = nativeTranscript(input, slot);
  if (!transcript && hasContentHash(input, slot.dir)) {
    warnings.push(`${label}: transcript blob missing (its hash is present)`);
  }
  const agentLabel = capString(m.agent, 100);
  const model = capString(m.model, 200) || null;
  const transcriptPath = capString(m.transcript_path, 4096);
  const open = stringList(m.summary?.open_items, 100, 4000);
  const confirmed = corroboratedAgent(agentLabel, model, transcriptPath);
  const session: CheckpointSession = {
    sessionId: m.session_id,
    slot: slotName,
    agent: confirmed ?? agentFromLabel(agentLabel),
    agentLabel,
    model,
    createdAt: capString(m.created_at, 100),
    branch: capString(m.branch, 300) || null,
    filesTouched: stringList(m.files_touched),
    transcript,
    compactTranscript: compactTranscript(input, slot),
    transcriptStart: nonNegativeInt(m.checkpoint_transcript_start) ?? nonNegativeInt(m.transcript_lines_at_start) ?? 0,
    compactTranscriptStart: nonNegativeInt(m.compact_transcript_start) ?? 0,
    prompt: blobRef(input.files, slot.pointer.prompt) ?? blobRef(input.files, join(slot.dir, 'prompt.txt')),
    summary: m.summary
      ? {
          ...(m.summary.intent ? { intent: capString(m.summary.intent) ?? '' } : {}),
          ...(m.summary.outcome ? { outcome: capString(m.summary.outcome) ?? '' } : {}),
          ...(open.length > 0 ? { openItems: open } : {}),
        }
      : null,
  };
  if (confirmed) corroborated.add(session);
  return session;
}

/** `full.jsonl` + `full.jsonl.NNN` chunks, else legacy `full.log`, else v2 `raw_transcript`. */
function nativeTranscript(input: CheckpointTreeInput, slot: Slot): TranscriptRef | null {
  const chunked = chunks(input.files, join(slot.dir, 'full.jsonl'));
  if (chunked) return chunked;
  const log = blobRef(input.files, join(slot.dir, 'full.log'));
  if (log) return log;
  if (input.fullFiles) {
    const raw = chunks(input.fullFiles, join(slot.dir, 'raw_transcript'));
    if (raw) return raw;
  }
  const pointed = slot.pointer.transcript;
  if (pointed && !pointed.endsWith('/transcript.jsonl')) return blobRef(input.files, pointed);
  return null;
}

function compactTranscript(input: CheckpointTreeInput, slot: Slot): TranscriptRef | null {
  return (
    blobRef(input.files, slot.pointer.compact) ??
    blobRef(input.files, join(slot.dir, 'transcript.jsonl'))
  );
}

function hasContentHash(input: CheckpointTreeInput, dir: string): boolean {
  return input.files.has(join(dir, 'content_hash.txt')) || (input.fullFiles?.has(join(dir, 'raw_transcript_hash.txt')) ?? false);
}

/** Chunk 0 is the base name; `.001`, `.002`... follow in numeric order (Entire's chunking.go). */
function chunks(files: TreeFiles, base: string): TranscriptRef | null {
  const extra: { n: number; path: string; file: TreeFile }[] = [];
  const prefix = base + '.';
  for (const [path, file] of files) {
    if (!path.startsWith(prefix)) continue;
    const suffix = path.slice(prefix.length);
    if (/^\d{3,}$/.test(suffix)) extra.push({ n: Number(suffix), path, file });
  }
  const first = files.get(base);
  if (!first && extra.length === 0) return null;
  extra.sort((a, b) => a.n - b.n);
  const parts = [...(first ? [{ path: base, file: first }] : []), ...extra];
  const sizes = parts.map((p) => p.file.size);
  const size = sizes.every((s): s is number => s !== null) ? sizes.reduce((a, b) => a + b, 0) : undefined;
  const head = parts[0];
  return { kind: 'blob', oids: parts.map((p) => p.file.oid), treePath: head ? head.path : base, ...(size !== undefined ? { size } : {}) };
}

function blobRef(files: TreeFiles, path: string | undefined): TranscriptRef | null {
  if (!path) return null;
  const f = files.get(path);
  if (!f) return null;
  return { kind: 'blob', oids: [f.oid], treePath: path, ...(f.size !== null ? { size: f.size } : {}) };
}

/**
 * Resolves a path written in root metadata (`/ab/cdef012345/0/full.jsonl`, or `/0/full.jsonl` at a git-refs root)
 * to a path in the commit tree. Paths with `..`, drive letters or backslashes, and paths that leave this
 * checkpoint's own subtree, are refused with a warning.
 */
function resolvePointer(raw: string | undefined, input: CheckpointTreeInput, warnings: string[], where: string): string | null {
  if (!raw) return null;
  const shown = JSON.stringify(raw.slice(0, 120));
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(raw) || /^[A-Za-z]:/.test(raw)) {
    warnings.push(`${where}: ignored invalid path ${shown}`);
    return null;
  }
  const segments = raw.split('/').filter((s) => s !== '');
  if (segments.length === 0) return null;
  if (segments.some((s) => s === '..' || s === '.')) {
    warnings.push(`${where}: ignored path outside the checkpoint ${shown}`);
    return null;
  }
  const path = segments.join('/');
  const shard = `${input.id.slice(0, 2)}/${input.id.slice(2)}/`;
  const candidates = [path];
  if (input.root === '' && path.startsWith(shard)) candidates.unshift(path.slice(shard.length));
  // "/0/metadata.json" inside a sharded tree is relative to the checkpoint; "/ab/cdef012345/..." names another one.
  if (input.root !== '' && !path.startsWith(input.root + '/') && !shardedRoot(path)) candidates.push(join(input.root, path));
  const inside = candidates.filter((c) => isInside(c, input.root));
  if (inside.length === 0) {
    warnings.push(`${where}: ignored path outside the checkpoint ${shown}`);
    return null;
  }
  return inside.find((c) => input.files.has(c) || input.fullFiles?.has(c)) ?? inside[0] ?? null;
}

function isInside(path: string, root: string): boolean {
  return root === '' || path.startsWith(root + '/');
}

function parentDir(path: string): string | null {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function join(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** Reads and parses a JSON blob under the size cap. `undefined` = unusable (a warning says why). */
async function readJson(
  cat: CatFile,
  file: TreeFile | undefined,
  path: string,
  warnings: string[],
  where: string,
): Promise<unknown> {
  if (!file) {
    warnings.push(`${where}: ${path} missing`);
    return undefined;
  }
  if (file.size !== null && file.size > MAX_METADATA_BYTES) {
    warnings.push(`${where}: ${path} is ${formatBytes(file.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
    return undefined;
  }
  const r = await cat.get(file.oid, { maxBytes: MAX_METADATA_BYTES });
  if (r.status === 'too-large') {
    warnings.push(`${where}: ${path} is ${formatBytes(r.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
    return undefined;
  }
  if (r.status !== 'ok') {
    warnings.push(`${where}: ${path} blob missing`);
    return undefined;
  }
  try {
    return JSON.parse(r.data.toString('utf8')) as unknown;
  } catch {
    warnings.push(`${where}: ${path} is not valid JSON`);
    return undefined;
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KiB`;
  return `${n} B`;
}
