import type { CatFile } from '../git/cat-file.js';
import type { TreeEntry } from '../git/ls-tree.js';
import { corroboratedAgent } from '../index/sniff-agent.js';
import { agentFromLabel } from '../types/agents.js';
import type { Checkpoint, CheckpointSession, Storage, TranscriptRef } from '../types/index-model.js';
import { isSafeSessionId, timeValue, toIso } from './ids.js';
import { firstLineOfLast, MAX_PROMPT_BLOB } from './prompt-line.js';
import {
  capString,
  nonNegativeInt,
  readCheckpointSummary,
  readSessionMetadata,
  readSessionPointer,
  stringList,
  type CheckpointSummaryFields,
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
  const [cp] = await readCheckpointTrees(cat, [input]);
  if (!cp) throw new Error('internal error: no checkpoint read');
  return cp;
}

interface Pass {
  input: CheckpointTreeInput;
  where: string;
  warnings: string[];
  summary: CheckpointSummaryFields | null;
  slots: Slot[];
}

/**
 * `readCheckpointTree` for many checkpoints at once. Every root metadata.json, and every `<slot>/metadata.json` the
 * trees hold, go to cat-file in one batch and are parsed as they arrive; a slot whose root points elsewhere costs a
 * second batch. So a branch of thousands of checkpoints costs one round trip to git.
 */
export async function readCheckpointTrees(
  cat: CatFile,
  inputs: readonly CheckpointTreeInput[],
  promptLines?: Map<string, string | null>,
): Promise<Checkpoint[]> {
  const passes: Pass[] = inputs.map((input) => ({ input, where: `checkpoint ${input.id} (${input.ref})`, warnings: [], summary: null, slots: [] }));

  const rootRequests: JsonRequest[] = [];
  const rootIndex = passes.map((p) => {
    const path = join(p.input.root, 'metadata.json');
    const req: JsonRequest = { file: p.input.files.get(path), path, warnings: p.warnings, where: p.where };
    if (!jsonWanted(req)) return -1;
    return rootRequests.push(req) - 1;
  });
  const prefetch = [...rootRequests.map((r) => r.file?.oid ?? ''), ...slotFileOids(passes, 'metadata.json', MAX_METADATA_BYTES)];
  const prompts = promptLines ? slotFileOids(passes, 'prompt.txt', MAX_PROMPT_BLOB).filter((oid) => !promptLines.has(oid)) : [];
  const fetched = await fetchJson(cat, prefetch, prompts, promptLines);
  passes.forEach((p, i) => {
    const at = rootIndex[i] ?? -1;
    const req = rootRequests[at];
    const json = req ? useJson(fetched.get(req.file?.oid ?? ''), req) : undefined;
    const summary = json === undefined ? null : readCheckpointSummary(json);
    if (json !== undefined && !summary) p.warnings.push(`${p.where}: ${join(p.input.root, 'metadata.json')} is not a JSON object`);
    p.summary = summary;
    p.slots = findSlots(p.input, summary?.sessions ?? null, p.warnings, p.where);
  });

  const wanted: { pass: Pass; slot: Slot; label: string }[] = [];
  const requests: JsonRequest[] = [];
  for (const pass of passes) {
    for (const slot of pass.slots) {
      const { input, where, warnings } = pass;
      const label = `${where} slot ${slotNameOf(input, slot)}`;
      const metaPath = slot.pointer.metadata && input.files.has(slot.pointer.metadata) ? slot.pointer.metadata : join(slot.dir, 'metadata.json');
      const metaFile = input.files.get(metaPath);
      if (!metaFile) {
        warnings.push(`${label}: no metadata.json; slot skipped`);
        continue;
      }
      const req: JsonRequest = { file: metaFile, path: metaPath, warnings, where };
      if (!jsonWanted(req)) continue;
      wanted.push({ pass, slot, label });
      requests.push(req);
    }
  }
  const more = await fetchJson(cat, requests.map((r) => r.file?.oid ?? '').filter((oid) => !fetched.has(oid)));
  const metas = requests.map((r) => useJson(fetched.get(r.file?.oid ?? '') ?? more.get(r.file?.oid ?? ''), r));
  const sessionsOf = new Map<Pass, CheckpointSession[]>();
  wanted.forEach((w, i) => {
    const json = metas[i];
    if (json === undefined) return;
    const session = slotSession(w.pass.input, w.slot, json, w.label, w.pass.warnings);
    if (!session) return;
    const list = sessionsOf.get(w.pass);
    if (list) list.push(session);
    else sessionsOf.set(w.pass, [session]);
  });
  return passes.map((p) => toCheckpoint(p, sessionsOf.get(p) ?? []));
}

function toCheckpoint({ input, summary, warnings }: Pass, sessions: CheckpointSession[]): Checkpoint {
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
    const p = readSessionPointer(raw);
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

function slotNameOf(input: CheckpointTreeInput, slot: Slot): string {
  return input.root === '' ? slot.dir : slot.dir.slice(input.root.length + 1);
}

/** One slot's session from its parsed metadata.json; null (with a warning) when the slot is unusable. */
function slotSession(input: CheckpointTreeInput, slot: Slot, json: unknown, label: string, warnings: string[]): CheckpointSession | null {
  const slotName = slotNameOf(input, slot);
  const m = readSessionMetadata(json);
  if (!m) {
    warnings.push(`${label}: metadata.json is not a JSON object; slot skipped`);
    return null;
  }
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

interface JsonRequest {
  file: TreeFile | undefined;
  path: string;
  warnings: string[];
  where: string;
}

/** Whether a JSON blob is worth reading: present in the tree and not over the size cap (else a warning says why). */
function jsonWanted({ file, path, warnings, where }: JsonRequest): boolean {
  if (!file) {
    warnings.push(`${where}: ${path} missing`);
    return false;
  }
  if (file.size !== null && file.size > MAX_METADATA_BYTES) {
    warnings.push(`${where}: ${path} is ${formatBytes(file.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
    return false;
  }
  return true;
}

type JsonOutcome = { ok: true; json: unknown } | { ok: false; status: 'missing' | 'invalid' } | { ok: false; status: 'too-large'; size: number };

/**
 * Reads and parses JSON blobs in one batch, each as it arrives; keyed by oid (the same blob is read once). Prompt
 * blobs (`prompts`) ride along in the same batch, and only their latest prompt line is kept, in `promptLines`.
 */
async function fetchJson(
  cat: CatFile,
  oids: readonly string[],
  prompts: readonly string[] = [],
  promptLines?: Map<string, string | null>,
): Promise<Map<string, JsonOutcome>> {
  const unique = [...new Set(oids)];
  const promptSet = [...new Set(prompts)];
  const out = new Map<string, JsonOutcome>();
  await cat.eachOf(
    [...unique, ...promptSet],
    (i, r) => {
      if (i >= unique.length) {
        promptLines?.set(promptSet[i - unique.length] ?? '', r.status === 'ok' ? firstLineOfLast(r.data.toString('utf8')) : null);
        return;
      }
      const oid = unique[i] ?? '';
      if (r.status === 'too-large') return out.set(oid, { ok: false, status: 'too-large', size: r.size });
      if (r.status !== 'ok') return out.set(oid, { ok: false, status: 'missing' });
      try {
        out.set(oid, { ok: true, json: JSON.parse(r.data.toString('utf8')) as unknown });
      } catch {
        out.set(oid, { ok: false, status: 'invalid' });
      }
    },
    { maxBytes: MAX_METADATA_BYTES },
  );
  return out;
}

/** A fetched JSON value for a request (passed by `jsonWanted`); `undefined` = unusable, and a warning says why. */
function useJson(outcome: JsonOutcome | undefined, { path, warnings, where }: JsonRequest): unknown {
  if (outcome?.ok) return outcome.json;
  if (outcome?.status === 'too-large') {
    warnings.push(`${where}: ${path} is ${formatBytes(outcome.size)}, over the ${formatBytes(MAX_METADATA_BYTES)} limit; skipped`);
  } else if (outcome?.status === 'invalid') {
    warnings.push(`${where}: ${path} is not valid JSON`);
  } else {
    warnings.push(`${where}: ${path} blob missing`);
  }
  return undefined;
}

/**
 * `<root>/<n>/<name>` blobs of known size up to `maxBytes`: nearly always the slots the roots will name, so they are
 * read in the same batch as the roots. (Unknown sizes wait, so an oversized blob nobody names is never fetched and
 * never counted as skipped.)
 */
function slotFileOids(passes: readonly Pass[], name: string, maxBytes: number): string[] {
  const oids: string[] = [];
  const tail = '/' + name;
  for (const { input } of passes) {
    const prefix = input.root === '' ? '' : input.root + '/';
    for (const [path, file] of input.files) {
      if (file.size === null || file.size > maxBytes || !path.endsWith(tail) || !path.startsWith(prefix)) continue;
      const slot = path.slice(prefix.length, path.length - tail.length);
      if (/^\d{1,4}$/.test(slot)) oids.push(file.oid);
    }
  }
  return oids;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KiB`;
  return `${n} B`;
}
