/**
 * Checkpoint metadata is as untrusted as a transcript: a branch, a touched file, Entire's summary or a model label
 * can hold a secret. A layout's checkpoints are redacted as they are read, before anything derives from them or the
 * cache keeps them, so no output and no cache file ever holds one of these strings unredacted. Names (branches,
 * paths) are redacted as names (name-views.ts), the rest as transcript text.
 */
import { redactEach, type TextKind } from '../redact/redact.js';
import type { Cost, EntireSummary, ModelUsage } from '../types/entire-extras.js';
import type { Checkpoint, CheckpointSession } from '../types/index-model.js';

type Clean = (s: string) => string;

/** The kinds of metadata string, each cleaned its own way: branches, other names (paths), and text. */
const KINDS = ['branch', 'name', 'text'] as const satisfies readonly TextKind[];

type Cleaners = Record<(typeof KINDS)[number], Clean>;

/** `checkpoints` with every metadata string redacted (the same array when redaction changes none). */
export function cleanCheckpoints(checkpoints: Checkpoint[]): Checkpoint[] {
  const seen = perKind(() => new Set<string>());
  const collectors = perKind((kind): Clean => (s) => {
    seen[kind].add(s);
    return s;
  });
  for (const cp of checkpoints) visitCheckpoint(cp, collectors);
  const changed = perKind((kind) => changedBy([...seen[kind]], kind));
  if (KINDS.every((kind) => changed[kind].size === 0)) return checkpoints;
  return checkpoints.map((cp) => visitCheckpoint(cp, perKind((kind): Clean => (s) => changed[kind].get(s) ?? s)));
}

/** One value for each kind. */
function perKind<T>(make: (kind: (typeof KINDS)[number]) => T): Record<(typeof KINDS)[number], T> {
  return { branch: make('branch'), name: make('name'), text: make('text') };
}

/** The strings redaction changes, with what it makes of them. */
function changedBy(strings: string[], kind: TextKind): Map<string, string> {
  const redacted = redactEach(strings, kind);
  const changed = new Map<string, string>();
  strings.forEach((s, i) => {
    const r = redacted[i];
    if (r !== undefined && r !== s) changed.set(s, r);
  });
  return changed;
}

/** A copy of `cp` with each branch, each other name and each other metadata string passed through its cleaner. */
function visitCheckpoint(cp: Checkpoint, clean: Cleaners): Checkpoint {
  const { name, text } = clean;
  return {
    ...cp,
    branch: cp.branch === null ? null : clean.branch(cp.branch),
    filesTouched: cp.filesTouched.map(name),
    warnings: cp.warnings.map(text),
    sessions: cp.sessions.map((s) => visitSlot(s, clean)),
    ...(cp.cost ? { cost: visitCost(cp.cost, text) } : {}),
    ...(cp.modelUsage ? { modelUsage: cp.modelUsage.map((m) => visitUsage(m, text)) } : {}),
  };
}

function visitSlot(s: CheckpointSession, clean: Cleaners): CheckpointSession {
  const { name, text } = clean;
  const optional = (v: string | null): string | null => (v === null ? null : text(v));
  return {
    ...s,
    agentLabel: optional(s.agentLabel),
    model: optional(s.model),
    branch: s.branch === null ? null : clean.branch(s.branch),
    filesTouched: s.filesTouched.map(name),
    summary: s.summary === null ? null : visitSummary(s.summary, text),
    ...(s.kind !== undefined ? { kind: text(s.kind) } : {}),
    ...(s.cost ? { cost: visitCost(s.cost, text) } : {}),
    ...(s.modelUsage ? { modelUsage: s.modelUsage.map((m) => visitUsage(m, text)) } : {}),
    ...(s.entireSummary ? { entireSummary: visitSummary(s.entireSummary, text) } : {}),
    ...(s.recordedTranscriptPath !== undefined ? { recordedTranscriptPath: name(s.recordedTranscriptPath) } : {}),
  };
}

/** Both summary shapes: the slot's own (`summary`) and Entire's 2026 one (`entireSummary`). */
function visitSummary<T extends EntireSummary>(s: T, text: Clean): T {
  const out: T = { ...s };
  for (const key of ['intent', 'outcome', 'source'] as const) if (typeof s[key] === 'string') out[key] = text(s[key]);
  for (const key of ['learnings', 'friction', 'openItems'] as const) if (Array.isArray(s[key])) out[key] = s[key].map(text);
  return out;
}

function visitCost(c: Cost, text: Clean): Cost {
  return c.source === null ? c : { ...c, source: text(c.source) };
}

function visitUsage(m: ModelUsage, text: Clean): ModelUsage {
  return { ...m, model: text(m.model), ...(m.cost ? { cost: visitCost(m.cost, text) } : {}) };
}
