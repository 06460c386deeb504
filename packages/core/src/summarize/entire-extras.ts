/**
 * What Entire's 2026 data says about a session beyond its transcript (entire-2026-changes.md rows 4, 5, 6, 7, 12,
 * 13, 14, 19, 20), added to a finished handoff without touching what the transcript gave: warnings go to Uncertainty;
 * the other repositories the session touched, changed entities, subagent runs, cost and Entire's own summary go to
 * the end of Current state as unverified, labelled lines.
 * Entire's summary is low trust (often heuristic, written after the fact) and never replaces a transcript fact.
 */
import type { CatFile } from '../git/cat-file.js';
import type { Cost, EntireSummary, ModelUsage } from '../types/entire-extras.js';
import type { Fact, Handoff } from '../types/handoff.js';
import type { Checkpoint, RepoIndex, Session, SubagentTask } from '../types/index-model.js';
import { bindingFacts } from '../live/session-binding.js';
import { unknownRefsWarning } from '../store/repo-extras.js';
import { agentDisplayName } from '../targets/vocabulary.js';
import { entityDeltaFacts } from './entity-deltas.js';
import { readTaskRecords, subagentLines } from './subagent-tasks.js';

export const OMITTED_BY_SETTINGS = "omitted by the repository's settings";

/** A session's handoff with Entire's extras. `cat` reads task records from git (null: only file records). */
export async function withSessionExtras(h: Handoff, index: RepoIndex, session: Session, cat: (() => CatFile) | null): Promise<Handoff> {
  const checkpoints = session.checkpointIds.map((id) => index.checkpoints.find((c) => c.id === id)).filter((c): c is Checkpoint => !!c);
  const slots = checkpoints.flatMap((c) => c.sessions.filter((s) => s.sessionId === session.id)).reverse();
  const newestSlot = slots[0];
  const deltas = await entityDeltaFacts(slots, cat);
  const binding = await bindingFacts([session.id], index.repo);
  const uncertainty = [...sessionWarnings(session), ...repoWarnings(index), ...deltas.uncertainty, ...binding.uncertainty];
  const tasks = sessionTaskCopies(session, checkpoints);
  const state = [
    ...binding.lines,
    ...deltas.lines,
    ...subagentLines(await readTaskRecords(tasks, cat)),
    ...costLines(newestSlot?.cost, newestSlot?.modelUsage),
    ...summaryLines(newestSlot?.entireSummary),
  ];
  return extend(h, session.id, uncertainty, state);
}

/** A checkpoint's merged handoff with the root's own aggregate cost and each session's warnings. */
export async function withCheckpointExtras(h: Handoff, index: RepoIndex, cp: Checkpoint, cat: (() => CatFile) | null): Promise<Handoff> {
  const sessions = cp.sessions.map((s) => index.sessions.find((x) => x.id === s.sessionId)).filter((s): s is Session => !!s);
  const deltas = await entityDeltaFacts(cp.sessions, cat);
  const binding = await bindingFacts(cp.sessionIds, index.repo);
  const uncertainty = [...sessions.flatMap(sessionWarnings), ...repoWarnings(index), ...deltas.uncertainty, ...binding.uncertainty];
  const tasks = [...cp.sessions.flatMap((s) => s.tasks), ...cp.tasks];
  const lead = cp.sessions.find((s) => s.sessionId === h.sessionIds[0]);
  const state = [
    ...binding.lines,
    ...deltas.lines,
    ...subagentLines(await readTaskRecords(tasks, cat)),
    ...costLines(cp.cost, cp.modelUsage),
    ...summaryLines(lead?.entireSummary),
  ];
  return extend(h, h.sessionIds[0] ?? cp.id, uncertainty, state, cp.id);
}

export function sessionWarnings(s: Session): string[] {
  const out: string[] = [];
  if (s.ownerLiveness === 'alive' && s.status !== 'ended') {
    out.push(`The agent process that owns this session (${s.live?.owner?.name ?? 'pid ' + String(s.live?.owner?.pid)}) is still running: it may keep working while you continue; stop it first or coordinate.`);
  }
  if (s.transcriptDiscovered && s.transcriptOmitted !== 'settings') {
    out.push(`No checkpoint holds a usable transcript of this session (an agent that writes it late can leave an empty one); this handoff reads ${agentDisplayName(s.agent)}'s own transcript file found on this machine instead.`);
  }
  if (s.imported) out.push('This session was imported with `entire import`: it is past work (history), not live work, and no commit links to it.');
  if (s.transcriptOmitted === 'settings') {
    out.push(
      s.transcriptSource === 'live' || s.transcriptSource === 'metadata'
        ? `Committed checkpoints hold no transcript (${OMITTED_BY_SETTINGS}: sync_prompts is false); this handoff reads the live local transcript on this machine instead.`
        : `Committed checkpoints hold no transcript (${OMITTED_BY_SETTINGS}: sync_prompts is false), and no live local transcript is on this machine: only metadata was available.`,
    );
  }
  return out;
}

function repoWarnings(index: RepoIndex): string[] {
  const out = index.policy?.warning ? [index.policy.warning] : [];
  if (index.unknownRefs?.length) out.push(unknownRefsWarning(index.unknownRefs));
  return out;
}

/**
 * Every copy of the session's task records, newest first, so the first copy of a tool call wins: the live metadata
 * folder's and the live state's, then each checkpoint's (its slot's, then the root's when the session is alone in the checkpoint, else
 * the root's could be another session's), newest first.
 */
function sessionTaskCopies(session: Session, checkpoints: Checkpoint[]): SubagentTask[] {
  const live = session.tasks.filter((t) => t.record?.kind === 'file' || t.inline !== undefined);
  const committed = checkpoints
    .slice()
    .reverse()
    .flatMap((c) => [...c.sessions.filter((s) => s.sessionId === session.id).flatMap((s) => s.tasks), ...(c.sessions.length <= 1 ? c.tasks : [])]);
  return [...live, ...committed, ...session.tasks];
}

/** Cost only when Entire priced it, labelled with how; never summed here (the root already aggregates its sessions). */
export function costLines(cost: Cost | undefined, models: ModelUsage[] | undefined): string[] {
  const out: string[] = [];
  if (cost) out.push(`Cost recorded by Entire: $${cost.usd.toFixed(2)}${cost.source ? ` (${cost.source})` : ''}, this repository only`);
  if (models && models.length > 0) {
    const parts = models.slice(0, 5).map((m) => `${m.model}${m.cost ? ` $${m.cost.usd.toFixed(2)}` : ''}${m.outputTokens !== null ? ` ${m.outputTokens} output tokens` : ''}`);
    out.push(`Model usage recorded by Entire: ${parts.join('; ')}`);
  }
  return out;
}

export function summaryLines(s: EntireSummary | undefined): string[] {
  if (!s) return [];
  const label = `Entire's own summary (${s.source === 'heuristic' ? 'heuristic, ' : ''}low trust, not checked against the transcript)`;
  const parts = [s.intent ? `intent: ${s.intent}` : '', s.outcome ? `outcome: ${s.outcome}` : ''].filter(Boolean);
  const out = parts.length > 0 ? [`${label}: ${parts.join('; ')}`] : [];
  for (const item of (s.openItems ?? []).slice(0, 3)) out.push(`${label}, open item: ${item}`);
  return out;
}

function extend(h: Handoff, sessionId: string, uncertainty: string[], state: string[], checkpointId?: string): Handoff {
  if (uncertainty.length === 0 && state.length === 0) return h;
  const source = { sessionId, ...(checkpointId ? { checkpointId } : {}) };
  const facts: Fact[] = state.map((text) => ({ text, source, verified: false }));
  return { ...h, uncertainty: [...new Set([...h.uncertainty, ...uncertainty])], currentState: [...h.currentState, ...facts] };
}
