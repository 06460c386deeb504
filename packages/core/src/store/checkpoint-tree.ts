import type { CatFile, CatResult } from '../git/cat-file.js';
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
  type SessionMetadataFields,
} from './metadata-fields.js';
import { tasksInTree } from './tasks.js';
import { pathLister, type TreeFile, type TreeFiles } from './tree-files.js';

/** A real pre-0.10.1 bug wrote 70-106 MB metadata.json blobs; nothing legitimate comes close to this. */
export const MAX_METADATA_BYTES = 16 * 1024 * 1024;

export type { TreeFile, TreeFiles } from './tree-files.js';

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
  p.slots = findSlots(p.input, summary?.sessions ?? null, p.warnings, p.where);
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
  p.checkpoint = toCheckpoint(p, sessions);
}

function toCheckpoint({ input, summary, warnings }: Pass, sessions: CheckpointSession[]): Checkpoint {
  let newest = Number.NEGATIVE_INFINITY;
  for (const s of sessions) newest = Math.max(newest, timeValue(s.createdAt));
  const rootFiles = stringList(summary?.files_touched);
  return {
    id: input.id,
    createdAt: (Number.isFinite(newest) ? new Date(newest).toISOString() : null) ?? toIso(summary?.created_at) ?? input.fallbackCreatedAt ?? null,
    branch: capString(summary?.branch, 300) || sessions.find((s) => s.branch)?.branch || null,
    storage: input.storage,
    ref: input.ref,
    sessionIds: [...new Set(sessions.map((s) => s.sessionId))],
    commits: [],
    filesTouched: rootFiles.length > 0 ? rootFiles : [...new Set(sessions.flatMap((s) => s.filesTouched))],
    sessions,
    tasks: tasksInTree(input.root, input.files, input.fullFiles),
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

/** One slot's session from its metadata.json fields (null: not a JSON object); null (with a warning) when the slot is unusable. */
function slotSession(input: CheckpointTreeInput, slot: Slot, m: SessionMetadataFields | null, where: string, warnings: string[]): CheckpointSession | null {
  const slotName = slotNameOf(input, slot);
  const label = () => `${where} slot ${slotName}`;
  if (!m) {
    warnings.push(`${label()}: metadata.json is not a JSON object; slot skipped`);
    return null;
  }
  if (!isSafeSessionId(m.session_id)) {
    warnings.push(`${label()}: missing or invalid session_id; slot skipped`);
    return null;
  }
  const transcript = nativeTranscript(input, slot);
  if (!transcript && hasContentHash(input, slot.dir)) {
    warnings.push(`${label()}: transcript blob missing (its hash is present)`);
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
    tasks: tasksInTree(slot.dir, input.files, input.fullFiles),
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
  for (const path of numberedPaths(files)) {
    if (!path.startsWith(prefix)) continue;
    const suffix = path.slice(prefix.length);
    const file = files.get(path);
    if (file && /^\d{3,}$/.test(suffix)) extra.push({ n: Number(suffix), path, file });
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

const NUMBERED_SUFFIX = /\.\d{3,}$/;

/** Paths ending in `.<3+ digits>` (chunk candidates). */
const numberedPaths = pathLister((path) => NUMBERED_SUFFIX.test(path));


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
  // The usual pointer, `/<root>/<clean relative path>`, resolves to itself without a leading slash.
  if (input.root !== '' && raw.charCodeAt(input.root.length + 1) === 0x2f && raw.startsWith('/' + input.root) && CLEAN_ABSOLUTE.test(raw)) {
    return raw.slice(1);
  }
  const shown = () => JSON.stringify(raw.slice(0, 120));
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(raw) || /^[A-Za-z]:/.test(raw)) {
    warnings.push(`${where}: ignored invalid path ${shown()}`);
    return null;
  }
  const segments = raw.split('/').filter((s) => s !== '');
  if (segments.length === 0) return null;
  if (segments.some((s) => s === '..' || s === '.')) {
    warnings.push(`${where}: ignored path outside the checkpoint ${shown()}`);
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
    warnings.push(`${where}: ignored path outside the checkpoint ${shown()}`);
    return null;
  }
  return inside.find((c) => input.files.has(c) || input.fullFiles?.has(c)) ?? inside[0] ?? null;
}

/** `/a/b/c`: no empty, `.` or `..` segment, no backslash or control character. */
// eslint-disable-next-line no-control-regex
const CLEAN_ABSOLUTE = /^(?:\/(?!\.\.?(?:\/|$))[^/\\\u0000-\u001f]+)+$/;

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

/**
 * A parsed JSON blob, reduced on arrival to the fields we read (as a root `summary`, as slot `meta`, or both when the
 * same blob was asked for as both), so thousands of full parse trees are never alive at once. A reduction is null
 * when the JSON is not an object.
 */
type JsonOutcome =
  | { ok: true; summary?: CheckpointSummaryFields | null; meta?: SessionMetadataFields | null }
  | { ok: false; status: 'missing' | 'invalid' }
  | { ok: false; status: 'too-large'; size: number };

const AS_ROOT = 1;
const AS_META = 2;

/**
 * JSON blobs (each read once, whatever asked for it, and parsed as it arrives) and prompt blobs (of which only the
 * latest prompt line is kept, in `promptLines`), read in one cat-file batch in the order they were added.
 */
class JsonBatch {
  readonly fetched = new Map<string, JsonOutcome>();
  private readonly specs: string[] = [];
  /** Position of each JSON blob in `specs`, what it was asked for as (`AS_ROOT`, `AS_META`), and by whom last. */
  private readonly json = new Map<string, { pos: number; kinds: number; user: number }>();
  private readonly prompts = new Set<string>();
  private readonly isPrompt: boolean[] = [];

  constructor(private readonly promptLines?: Map<string, string | null>) {}

  /** Adds a JSON blob (once), for user number `user`; returns its position in the batch. */
  addJson(oid: string, kind: number, user = 0): number {
    const known = this.json.get(oid);
    if (known) {
      known.kinds |= kind;
      known.user = Math.max(known.user, user);
      return known.pos;
    }
    this.json.set(oid, { pos: this.specs.length, kinds: kind, user });
    this.isPrompt.push(false);
    return this.specs.push(oid) - 1;
  }

  /** The highest user number that added this blob. */
  lastUser(oid: string): number {
    return this.json.get(oid)?.user ?? -1;
  }

  addPrompt(oid: string): void {
    if (!this.promptLines || this.promptLines.has(oid) || this.prompts.has(oid)) return;
    this.prompts.add(oid);
    this.isPrompt.push(true);
    this.specs.push(oid);
  }

  /** Reads everything; `arrived(pos)` runs after the blob at `pos` (and every one before it) has been handled. */
  run(cat: CatFile, arrived: (pos: number) => void): Promise<void> {
    return cat.eachOf(
      this.specs,
      (i, r) => {
        const oid = this.specs[i] ?? '';
        if (this.isPrompt[i]) this.promptLines?.set(oid, r.status === 'ok' ? firstLineOfLast(r.data.toString('utf8')) : null);
        else this.fetched.set(oid, this.parse(oid, r));
        arrived(i);
      },
      { maxBytes: MAX_METADATA_BYTES },
    );
  }

  private parse(oid: string, r: CatResult): JsonOutcome {
    if (r.status === 'too-large') return { ok: false, status: 'too-large', size: r.size };
    if (r.status !== 'ok') return { ok: false, status: 'missing' };
    let json: unknown;
    try {
      json = JSON.parse(r.data.toString('utf8')) as unknown;
    } catch {
      return { ok: false, status: 'invalid' };
    }
    const kinds = this.json.get(oid)?.kinds ?? 0;
    const outcome: JsonOutcome = { ok: true };
    if (kinds & AS_ROOT) outcome.summary = readCheckpointSummary(json);
    if (kinds & AS_META) outcome.meta = readSessionMetadata(json);
    return outcome;
  }
}

/** A fetched JSON value for a request (passed by `jsonWanted`); `undefined` = unusable, and a warning says why. */
function useJson(outcome: JsonOutcome | undefined, { path, warnings, where }: JsonRequest): (JsonOutcome & { ok: true }) | undefined {
  if (outcome?.ok) return outcome;
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
 * `<root>/<n>/metadata.json` (and, when `withPrompts`, `<root>/<n>/prompt.txt`) blobs of known size within their
 * caps: nearly always the slots the root will name, so they are read in the same batch as the root. (Unknown sizes
 * wait, so an oversized blob nobody names is never fetched and never counted as skipped.)
 */
function slotFileOids(input: CheckpointTreeInput, withPrompts: boolean): { metadata: string[]; prompts: string[] } {
  const metadata: string[] = [];
  const prompts: string[] = [];
  const prefix = input.root === '' ? '' : input.root + '/';
  for (const [path, file] of input.files) {
    if (file.size === null || !path.startsWith(prefix)) continue;
    let into: string[];
    let tail: number;
    if (path.endsWith('/metadata.json')) {
      if (file.size > MAX_METADATA_BYTES) continue;
      into = metadata;
      tail = '/metadata.json'.length;
    } else if (withPrompts && path.endsWith('/prompt.txt')) {
      if (file.size > MAX_PROMPT_BLOB) continue;
      into = prompts;
      tail = '/prompt.txt'.length;
    } else continue;
    if (SLOT_NAME.test(path.slice(prefix.length, path.length - tail))) into.push(file.oid);
  }
  return { metadata, prompts };
}

const SLOT_NAME = /^\d{1,4}$/;

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KiB`;
  return `${n} B`;
}
