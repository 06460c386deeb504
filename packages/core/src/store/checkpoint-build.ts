/**
 * Builds a Checkpoint from what checkpoint-tree.ts read: one snapshot per session, the root's summary fields, and
 * the 2026 extras (cost, model usage, imported). Pure: no git, no I/O.
 */
import type { Checkpoint, CheckpointSession } from '../types/index-model.js';
import { timeValue, toIso } from './ids.js';
import { capString, stringList, type CheckpointSummaryFields } from './metadata-fields.js';
import { tasksInTree } from './tasks.js';
import type { CheckpointTreeInput } from './tree-files.js';

/** What a read pass hands over: the tree, its root summary, its warnings and its dangling pointer count. */
export interface BuiltParts {
  input: CheckpointTreeInput;
  summary: CheckpointSummaryFields | null;
  warnings: string[];
  dangling: number;
}

/**
 * One snapshot per session: an early Entire wrote a session again into a new slot instead of its own (real data:
 * slots 0 and 1 of one checkpoint, the same session 20 minutes apart). The newest snapshot is kept (the later slot on
 * a tie); the other slots are named on it. An older snapshot whose transcript is larger than the newest one's is no
 * copy of it (a migrated session split into two transcripts), nor is one whose part starts earlier (a session that
 * reached the checkpoint twice: the newest slot's part starts where the older one's ended, so it lacks the older
 * turns): each is kept too, and read before the newer one.
 */
export function onePerSession(sessions: CheckpointSession[]): CheckpointSession[] {
  const byId = new Map<string, CheckpointSession>();
  const split = new Set<CheckpointSession>();
  for (const s of sessions) {
    const seen = byId.get(s.sessionId);
    if (!seen) {
      byId.set(s.sessionId, s);
      continue;
    }
    const [keep, drop] = timeValue(s.createdAt) >= timeValue(seen.createdAt) ? [s, seen] : [seen, s];
    byId.set(s.sessionId, keep);
    if (holdsMore(drop, keep) || drop.transcriptStart < keep.transcriptStart) {
      split.add(drop);
      continue;
    }
    keep.duplicateSlots = [...(keep.duplicateSlots ?? []), ...(drop.duplicateSlots ?? []), drop.slot];
  }
  if (byId.size + split.size === sessions.length) return sessions;
  return sessions.filter((s) => byId.get(s.sessionId) === s || split.has(s));
}

/** The older snapshot's transcript is larger than the newer one's, so the newer cannot hold all of it. */
function holdsMore(older: CheckpointSession, newer: CheckpointSession): boolean {
  const size = (s: CheckpointSession): number | undefined => (s.transcript?.kind === 'blob' ? s.transcript.size : undefined);
  const a = size(older);
  const b = size(newer);
  return a !== undefined && b !== undefined && a > b;
}

export function toCheckpoint({ input, summary, warnings, dangling }: BuiltParts, sessions: CheckpointSession[]): Checkpoint {
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
    ...(dangling > 0 ? { danglingPointers: dangling } : {}),
    ...(summary?.extras?.cost ? { cost: summary.extras.cost } : {}),
    ...(summary?.extras?.modelUsage ? { modelUsage: summary.extras.modelUsage } : {}),
    ...(summary?.extras?.imported || (sessions.length > 0 && sessions.every((s) => s.imported)) ? { imported: true } : {}),
  };
}

