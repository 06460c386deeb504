import { agentFromTokenUsage, corroboratedAgent } from '../index/sniff-agent.js';
import { agentFromLabel } from '../types/agents.js';
import type { CheckpointSession, TranscriptRef } from '../types/index-model.js';
import { isSafeSessionId, toIso } from './ids.js';
import { capString, CREATED_AT_CHARS, nonNegativeInt, stringList, type SessionMetadataFields } from './metadata-fields.js';
import { join } from './slot-paths.js';
import { slotNameOf, type Slot } from './slots.js';
import { tasksInTree } from './tasks.js';
import { pathLister, type CheckpointTreeInput, type TreeFile, type TreeFiles } from './tree-files.js';

/** One slot's session from its metadata.json fields (null: not a JSON object); null (with a warning) when the slot is unusable. */
export function slotSession(input: CheckpointTreeInput, slot: Slot, m: SessionMetadataFields | null, where: string, warnings: string[]): CheckpointSession | null {
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
  const confirmed = corroboratedAgent(agentLabel, model, transcriptPath, m.token_usage ?? null);
  const session: CheckpointSession = {
    sessionId: m.session_id,
    slot: slotName,
    agent: confirmed ?? agentFromLabel(agentLabel),
    agentLabel,
    model,
    createdAt: capString(m.created_at, CREATED_AT_CHARS),
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
    agentConfirmed: confirmed !== null,
  };
  const attributedAt = toIso(m.attributed_at);
  if (attributedAt) session.attributedAt = attributedAt;
  const usageAgent = agentFromTokenUsage(m.token_usage);
  if (usageAgent) session.usageAgent = usageAgent;
  if (workedInPart(m.token_usage)) session.workedInPart = true;
  const x = m.extras;
  if (x?.kind) session.kind = x.kind;
  if (x?.imported) session.imported = true;
  if (x?.cost) session.cost = x.cost;
  if (x?.modelUsage) session.modelUsage = x.modelUsage;
  if (x?.summary) session.entireSummary = x.summary;
  if (startsInCompactLines(session, m)) session.transcriptStartInCompactLines = true;
  const deltas = blobRef(input.files, join(slot.dir, ENTITY_DELTAS_FILE)) ?? (input.fullFiles ? blobRef(input.fullFiles, join(slot.dir, ENTITY_DELTAS_FILE)) : null);
  if (deltas) session.entityDeltas = deltas;
  if (!transcript && transcriptPath) session.recordedTranscriptPath = transcriptPath;
  return session;
}

/** Entire counted model calls or output tokens for this checkpoint's part: the agent worked in it. */
function workedInPart(usage: SessionMetadataFields['token_usage']): boolean {
  return (usage?.api_call_count ?? 0) > 0 || (usage?.output_tokens ?? 0) > 0;
}

/**
 * Entire 0.5.x wrote v2 checkpoints (compact `transcript.jsonl` on v2/main, `raw_transcript` on v2/full) with
 * `checkpoint_transcript_start` counted in lines of the compact transcript and no `compact_transcript_start`: measured
 * on real v2 refs, the compact line there follows the previous checkpoint, the raw line lies far earlier.
 */
function startsInCompactLines(s: CheckpointSession, m: SessionMetadataFields): boolean {
  const raw = s.transcript?.kind === 'blob' && /(^|\/)raw_transcript$/.test(s.transcript.treePath);
  return raw && s.compactTranscript !== null && s.transcriptStart > 0 && m.compact_transcript_start === undefined;
}

/**
 * Entire's detached backfill commits this file onto the checkpoint after the checkpoint itself
 * (strategy/entity_deltas.go), so it is found only in a tree read at the ref's tip, as every layout reader does.
 */
const ENTITY_DELTAS_FILE = 'entity_deltas.json';

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

