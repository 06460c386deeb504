/** One session's record from everything the index collected about it, its transcript probed only for what is missing. */
import type { DerivedCache } from '../cache/derived-cache.js';
import type { CatFile } from '../git/cat-file.js';
import { sessionFlags, type RepoFacts } from '../store/repo-extras.js';
import { timeValue } from '../store/ids.js';
import { MAX_TASKS } from '../store/tasks.js';
import { prefersCompactTranscript, type Agent } from '../types/agents.js';
import type { Session, SessionStatus, SubagentTask, TranscriptRef } from '../types/index-model.js';
import { chooseTranscript } from './choose-transcript.js';
import { externalLastPrompt } from './external-prompt.js';
import { lastActivity, recordedActivity } from './last-activity.js';
import { agentWithoutReading, chooseAgent, headFacts, transcriptFacts, type Acc, type Snap } from './session-evidence.js';
import { promptBlobs, promptWithoutBlobs, type Built } from './session-prompts.js';

/**
 * A session's record. The session's newest transcript is probed (head and tail only) for the time of its last
 * recorded event and, when no metadata corroborates the agent label, for the agent.
 */
export async function buildSession(acc: Acc, cat: CatFile, now: Date, staleAfterMs: number, cache: DerivedCache | null, facts: RepoFacts): Promise<Built> {
  const newestFirst = acc.snaps.slice().reverse();
  const { transcript, source, discovered, lookedOnDisk } = await chooseTranscript(acc, newestFirst);
  const given = await promptWithoutBlobs(acc);
  // prompt.txt is written as a turn starts, a transcript copy as one ends, so prompt.txt leads for a live or shadow
  // copy, and for an external agent's committed one: its plugin's export, taken before the turn prompt.txt names
  // reached it (Kiro; see pipeline/unrecorded-prompt.ts): index/external-prompt.ts weighs the two as its handoff does.
  // A committed transcript's tail, when read anyway, names the turn's prompt as prompt.txt does or newer; a transcript
  // is inflated whole (git has no ranged read), so it is read for a prompt only when there is no prompt.txt (v2
  // checkpoints, some v1 ones), its line is in doubt (documentPromptChecks), or it is small: the copy taken in the turn
  // that commits holds that turn's prompt ("commit and push"), which prompt.txt may lack, and no metadata tells when.
  const external = prefersCompactTranscript(newestFirst[0]?.s.agentLabel);
  const transcriptLeads = given === null && source === 'checkpoint' && !external;
  const noBlobs = given === null && promptBlobs(acc, newestFirst).length === 0;
  const wantPrompt = noBlobs ? 'ends' : transcriptLeads ? 'tail' : false;
  const cheapTail = transcriptLeads && transcript?.kind === 'blob' && (transcript.size ?? Infinity) <= CHEAP_TRANSCRIPT_BYTES;
  // Its ends are read (the blob inflated whole) only for a prompt or a time; an agent to confirm needs only its head.
  const timed = !Number.isFinite(recordedActivity(acc, newestFirst[0]));
  const endsNeeded = noBlobs || cheapTail || timed;
  const headNeeded = agentWithoutReading(acc, newestFirst) === null;
  const probe = endsNeeded ? await transcriptFacts(transcript, cat, cache, wantPrompt, timed) : headNeeded ? await headFacts(transcript, cat, cache) : UNPROBED;
  const agent = await chooseAgent(acc, newestFirst, transcript, probe.agent, cat);
  const recorded = newestFirst[0]?.s.prompt;
  const weighed = given === null && external && source === 'checkpoint' && recorded?.kind === 'blob' && recorded.oids[0] ? await externalLastPrompt(transcript, recorded.oids[0], cat, cache) : null;
  const lastPrompt = given ?? weighed ?? probe.lastPrompt ?? null;
  const built = assemble(acc, newestFirst, { transcript, source, agent, lastPrompt, lastEventAt: probe.lastEventAt }, now, staleAfterMs);
  Object.assign(built.session, sessionFlags(built.session, acc.snaps, facts));
  if (discovered) built.session.transcriptDiscovered = true;
  if (lookedOnDisk) built.lookedOnDisk = true;
  if (transcriptLeads) built.promptCheck = transcript;
  return built;
}

const UNPROBED = { agent: null, lastEventAt: null, lastPrompt: null } as const;

/** A committed transcript up to this size is read for its tail's prompt even beside a prompt.txt (see buildSession). */
const CHEAP_TRANSCRIPT_BYTES = 512 * 1024;

interface Chosen {
  transcript: TranscriptRef | null;
  source: Session['transcriptSource'];
  agent: Agent;
  lastPrompt: string | null;
  /** The time of the last event the session's newest transcript records. */
  lastEventAt: string | null;
}

export function assemble(acc: Acc, newestFirst: Snap[], chosen: Chosen, now: Date, staleAfterMs: number): Built {
  const { transcript, source, agent, lastPrompt, lastEventAt } = chosen;
  const live = acc.live?.state ?? null;
  const newest = newestFirst[0];
  for (const { s } of acc.snaps) if (!s.agentConfirmed) s.agent = agent;

  const status: SessionStatus = live ? live.phase : acc.snaps.length > 0 ? 'ended' : 'unknown';
  const lastInteraction = live ? (live.lastInteractionAt ?? live.startedAt) : null;
  const stale = !!live && live.phase === 'active' && !live.endedAt && timeValue(lastInteraction) < now.getTime() - staleAfterMs;
  const latest = lastActivity(acc, lastEventAt, newest);
  const first = acc.snaps[0];
  const files = new Set<string>(live?.filesTouched ?? []);
  for (const { s } of newestFirst) for (const f of s.filesTouched) if (files.size < 2000) files.add(f);

  const session: Session = {
    id: acc.id,
    agent,
    status,
    startedAt: live?.startedAt ?? (first ? iso(first.time) : null) ?? null,
    lastActivityAt: iso(latest),
    checkpointIds: [...new Set(acc.snaps.map((x) => x.cp.id))],
    model: live?.model ?? newestFirst.find((x) => x.s.model)?.s.model ?? null,
    // The live state names the branch of the last turn: newer than any checkpoint's.
    branch: live?.branch ?? newestFirst.find((x) => x.s.branch)?.s.branch ?? newest?.cp.branch ?? null,
    filesTouched: [...files],
    lastPrompt,
    live,
    stale,
    transcript,
    transcriptSource: source,
    tasks: sessionTasks(acc, newestFirst),
  };
  return { session, promptOids: lastPrompt ? [] : promptBlobs(acc, newestFirst) };
}

/**
 * The live folder's tasks, then the live state's ledger, then each snapshot's (newest first), one per tool call, at
 * most MAX_TASKS. A folder without a `task.json` takes the state's record of the same run.
 */
function sessionTasks(acc: Acc, newestFirst: Snap[]): SubagentTask[] {
  const lists = [acc.meta?.tasks ?? [], acc.live?.state.tasks ?? [], ...newestFirst.map((x) => x.s.tasks)];
  if (lists.every((l) => l.length === 0)) return [];
  const byId = new Map<string, SubagentTask>();
  for (const list of lists) {
    for (const t of list) {
      const kept = byId.get(t.toolUseId);
      if (kept && !kept.record && !kept.inline && t.inline) byId.set(t.toolUseId, { ...kept, inline: t.inline });
      else if (!kept && byId.size < MAX_TASKS) byId.set(t.toolUseId, t);
    }
  }
  return [...byId.values()];
}

function iso(t: number): string | null {
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}
