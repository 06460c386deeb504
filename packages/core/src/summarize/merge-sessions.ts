/**
 * A checkpoint with several sessions, merged without mixing them: each session is summarized on its own, the session
 * that ended last leads (its task, latest instruction, status, next step, edits, commands, errors), and every other
 * session gets its own short part. When one session fills several slots, they are read oldest first into its one
 * summary, so its newest slot has the last word.
 */
import { namesTeamLead } from '../adapters/claude-team.js';
import { namesPromptProgram } from './program-prompts.js';
import { originNote } from './lineage.js';
import { transcriptKey, type CheckpointSession } from '../types/index-model.js';
import type { Decision, Fact, FileTouch, Handoff, SessionPart } from '../types/handoff.js';
import { LIMITS } from './builder-model.js';
import { oneLine } from './clip.js';
import { decisionKey } from './decisions.js';
import { leadOnly } from './rejected-plan.js';
import { withoutDispatch } from './sub-session-task.js';

/** One session's slots in this checkpoint, oldest first: read in that order into one summary, so the newest wins. */
export interface SessionSlots {
  sessionId: string;
  slots: CheckpointSession[];
}

/**
 * The slots grouped by session, each group oldest first. A slot whose transcript is the very blob of a newer slot of
 * the same session adds nothing and is dropped; other older slots are read first (a session id reused across
 * transcripts, or a window of the same transcript), so the newest slot's instruction, status and next step stand.
 */
export function slotsBySession(slots: CheckpointSession[]): { groups: SessionSlots[]; skipped: number } {
  const bySession = new Map<string, CheckpointSession[]>();
  for (const slot of slots) bySession.set(slot.sessionId, [...(bySession.get(slot.sessionId) ?? []), slot]);
  let skipped = 0;
  const groups: SessionSlots[] = [];
  for (const [sessionId, list] of bySession) {
    const ordered = [...list].sort((a, b) => (slotIsNewer(a, b) ? 1 : slotIsNewer(b, a) ? -1 : 0));
    const kept = ordered.filter((slot, i) => !ordered.slice(i + 1).some((later) => sameTranscript(slot, later)));
    skipped += ordered.length - kept.length;
    groups.push({ sessionId, slots: kept });
  }
  return { groups, skipped };
}

function sameTranscript(a: CheckpointSession, b: CheckpointSession): boolean {
  const key = (s: CheckpointSession): string | null => {
    const t = s.transcript ?? s.compactTranscript;
    return t ? transcriptKey(t) : null;
  };
  const ka = key(a);
  return ka !== null && ka === key(b) && a.transcriptStart <= b.transcriptStart;
}

/** Newer by the time Entire wrote the slot; on a tie, the one whose part of the transcript starts later. */
function slotIsNewer(a: CheckpointSession, b: CheckpointSession): boolean {
  const ta = timeOf(a.createdAt);
  const tb = timeOf(b.createdAt);
  if (ta !== tb) return ta > tb;
  if (a.transcriptStart !== b.transcriptStart) return a.transcriptStart > b.transcriptStart;
  return Number(a.slot) > Number(b.slot);
}

function hasTranscript(slot: CheckpointSession): boolean {
  return Boolean(slot.transcript || slot.compactTranscript);
}

function saysSomething(h: Handoff): boolean {
  return Boolean(h.latestInstruction || h.task || h.commands.length > 0 || h.recentProgress.length > 0);
}

/** One session's own handoff and the newest slot it was read from. */
export interface SessionHandoff {
  handoff: Handoff;
  slot: CheckpointSession;
  /** Its part of the checkpoint held nothing: the transcript was read whole, so all it shows is earlier checkpoints' work. */
  earlierOnly?: true;
}

/**
 * Oldest end first: by the newest record's timestamp, else the slot's time (times with offsets compared as instants).
 * A session with nothing to lead with comes before every session that has something: its slot holds metadata only, or
 * its transcript gave no prompt, task, command or progress (a Gemini file holding one hook warning, whose slot time is
 * later than every real record of the others). A session another one of the checkpoint spawned (an OpenCode `/review`
 * run as a subtask, a sub-agent) comes before every other session, whenever it ended, when that session recorded its
 * result or is here without a transcript: its end is the end of one of that session's tool calls, so it never
 * displaces the instruction and task there. Such a parent, its slot metadata only, is read from its prompt.txt and
 * ends when Entire wrote its metadata (after its sub-sessions' last records). A sub-session whose parent is not here is
 * the newest work when it ended last (its parent's transcript stops before it was spawned), and leads by its end.
 */
export function byEndTime(parts: SessionHandoff[], commitFiles: string[]): SessionHandoff[] {
  const recorded = parts.flatMap((p) => p.handoff.spawned ?? []);
  const unreadParents = new Set(parts.map((p) => unreadParentOf(p, parts)).filter((p) => p !== undefined));
  const heldByParent = (p: SessionHandoff): boolean =>
    Boolean(p.handoff.spawnedBy) && (p.handoff.sessionIds.some((id) => recorded.some((r) => sameSessionId(r, id))) || unreadParentOf(p, parts) !== undefined || leadHere(p, parts));
  const later = unreadLeadOf(parts, commitFiles)?.part;
  const rank = (p: SessionHandoff): number =>
    p === later ? 3 : unreadParents.has(p) ? 2 : !hasTranscript(p.slot) || !saysSomething(p.handoff) ? 0 : heldByParent(p) ? 1 : 2;
  return [...parts].sort((a, b) => rank(a) - rank(b) || endOf(a) - endOf(b));
}

/**
 * A session read from its prompt.txt alone whose slot Entire wrote after every other one, by a later condensation:
 * one condensation writes the sessions it finds in session-id order, and a session still mid-turn at the commit is
 * condensed when its turn ends (Entire's deferred condensation), its slot appended after theirs. So the last slot,
 * when its id sorts before the id of the slot before it and its token usage says the agent worked in this part, ended
 * after the sessions written before it, whatever their records' times. Slot times alone say nothing of this: one
 * condensation writes all of its slots within seconds.
 */
function unreadWrittenLater(parts: SessionHandoff[]): SessionHandoff | undefined {
  if (parts.some((p) => !/^\d+$/.test(p.slot.slot))) return undefined;
  const bySlot = [...parts].sort((a, b) => Number(a.slot.slot) - Number(b.slot.slot));
  const last = bySlot[bySlot.length - 1];
  const before = bySlot[bySlot.length - 2];
  if (!last || !before || hasTranscript(last.slot) || !last.slot.workedInPart || last.handoff.latestInstruction === null) return undefined;
  return last.slot.sessionId < before.slot.sessionId ? last : undefined;
}

/**
 * A session read from its prompt.txt alone that made the commit: its slot is the only one naming any of the commit's
 * files (the root's `files_touched`), and Entire wrote it after the last record of every session whose transcript is
 * here. Entire gives each slot the committed files that session changed, so the others changed none of them and the
 * commit's work is its own, done after they stopped. When every slot names the same files (one condensation copying
 * the commit's list into each), this says nothing and the slot times alone never make such a session lead.
 */
function unreadCommitter(parts: SessionHandoff[], commitFiles: string[]): SessionHandoff | undefined {
  const commit = new Set(commitFiles);
  if (commit.size === 0) return undefined;
  const naming = parts.filter((p) => p.slot.filesTouched.some((f) => commit.has(f)));
  const only = naming.length === 1 ? naming[0] : undefined;
  if (!only || hasTranscript(only.slot) || only.handoff.latestInstruction === null) return undefined;
  const written = timeOf(only.slot.createdAt);
  const read = parts.filter((p) => hasTranscript(p.slot));
  return read.length > 0 && read.every((p) => written > endOf(p)) ? only : undefined;
}

/** Why a session kept without its transcript leads, when its slot says so. */
type UnreadLead = 'written-later' | 'committed';

function unreadLeadOf(parts: SessionHandoff[], commitFiles: string[]): { part: SessionHandoff; why: UnreadLead } | undefined {
  const later = unreadWrittenLater(parts);
  if (later) return { part: later, why: 'written-later' };
  const committer = unreadCommitter(parts, commitFiles);
  return committer ? { part: committer, why: 'committed' } : undefined;
}

/**
 * The session here that spawned `sub` and whose own slot holds metadata only, when its prompt.txt gave its prompts.
 * Its id names it; a parent named without a usable id (one Entire redacted as a secret, `REDACTED`, or an agent
 * team's lead, named by role) is the one such session of the same agent.
 */
function unreadParentOf(sub: SessionHandoff, parts: SessionHandoff[]): SessionHandoff | undefined {
  const parent = sub.handoff.spawnedBy;
  if (!parent) return undefined;
  // A parent whose transcript is here names itself (an agent team's lead, by the teams it spawned teammates into).
  if (parentReadHere(sub, parts, parent)) return undefined;
  const unread = parts.filter((p) => p !== sub && !hasTranscript(p.slot) && p.handoff.latestInstruction !== null);
  const named = unread.filter((p) => namedAs(p, parent));
  if (named.length > 0) return named[0];
  const sameAgent = unread.filter((p) => p.slot.agent === sub.slot.agent);
  return (parent.includes('REDACTED') || namesTeamLead(parent)) && sameAgent.length === 1 ? sameAgent[0] : undefined;
}

/** An agent team's teammate whose lead's transcript is here: its work was the lead's to direct and report. */
function leadHere(sub: SessionHandoff, parts: SessionHandoff[]): boolean {
  const parent = sub.handoff.spawnedBy;
  return parent !== undefined && namesTeamLead(parent) && parentReadHere(sub, parts, parent);
}

/** Another of `parts`, its transcript read, is the session `sub` names as its parent. */
function parentReadHere(sub: SessionHandoff, parts: SessionHandoff[], parent: string): boolean {
  return parts.some((p) => p !== sub && hasTranscript(p.slot) && namedAs(p, parent));
}

/** The session that spawned `sub` is one of `parts`: named by its id, recording `sub`'s result, or read unread by its prompt.txt. */
function parentHere(sub: SessionHandoff, parts: SessionHandoff[]): boolean {
  const parent = sub.handoff.spawnedBy;
  if (!parent) return false;
  const ids = sub.handoff.sessionIds;
  const spawnedSub = (p: SessionHandoff): boolean => (p.handoff.spawned ?? []).some((r) => ids.some((id) => sameSessionId(r, id)));
  return parts.some((p) => p !== sub && (namedAs(p, parent) || spawnedSub(p))) || unreadParentOf(sub, parts) !== undefined;
}

/** `p` is the session a sub-session names as its parent: by its id, or by a name its records give it (handoff.knownAs). */
function namedAs(p: SessionHandoff, parent: string): boolean {
  return p.handoff.sessionIds.some((id) => sameSessionId(id, parent)) || (p.handoff.knownAs ?? []).includes(parent);
}

/** Entire prefixes some session ids with a date ("2026-01-20-<uuid>"); transcripts carry the bare id. */
function sameSessionId(a: string, b: string): boolean {
  return a === b || a.endsWith(`-${b}`) || b.endsWith(`-${a}`);
}

function endOf(p: SessionHandoff): number {
  return timeOf(p.handoff.endedAt ?? null) || timeOf(p.slot.createdAt);
}

/**
 * The lead (the last of `ordered`) keeps every section; the others become SessionParts, newest first, and each
 * says in Uncertainty how it was read. Lists the lead's facts come with are left as they are: they are the lead's.
 */
export function mergeSessionHandoffs(ordered: SessionHandoff[], skippedSlots: number, commitFiles: string[]): Handoff {
  const lead = ordered[ordered.length - 1];
  if (!lead) throw new Error('mergeSessionHandoffs needs at least one session');
  const others = ordered.slice(0, -1).reverse();
  // A sub-session read without the session that spawned it gives no prompt of its parent's; with it, the dispatch
  // shows what that session asked of it.
  const h = parentHere(lead, ordered) ? lead.handoff : withoutDispatch(lead.handoff);
  const uncertainty = [...h.uncertainty];
  // Who leads, and which unread session might have led instead, come first: they qualify the latest instruction.
  const unread = unreadCandidate(lead, others);
  if (unread) uncertainty.unshift(unread);
  const unreadLead = unreadLeadOf(ordered, commitFiles);
  if (others.length > 0) uncertainty.unshift(whoLeads(lead, others, unreadLead?.part === lead ? unreadLead.why : undefined));
  if (skippedSlots > 0) {
    uncertainty.push(`${skippedSlots} older slot(s) hold the same transcript as a newer slot of their session and were not read again.`);
  }
  // How another session was read stays; what its status line already says does not repeat. A session whose part is
  // empty was read whole for context: only why its part is empty concerns this checkpoint, not notes on earlier work.
  for (const o of others) {
    for (const u of o.handoff.uncertainty) {
      // Sessions started alike (each run by the same program, or spawned by the same session) carry the same note on it:
      // said once, by the lead. Any other note, even one worded as the lead's, is this session's own.
      const sameOrigin = o.handoff.spawnedBy !== undefined && o.handoff.spawnedBy === h.spawnedBy && u === originNote(o.handoff.spawnedBy);
      if (STATUS_ECHO.test(u) || (o.earlierOnly && !EMPTY_PART.test(u)) || sameOrigin) continue;
      uncertainty.push(`Session ${o.handoff.sessionIds[0] ?? 'unknown'}: ${u}`);
    }
  }
  const files = checkpointFiles(ordered);
  return {
    ...h,
    decisions: checkpointDecisions(ordered),
    filesTouched: files.map((f) => f.path),
    files,
    sourceAgents: unique(ordered.map((p) => p.handoff.sourceAgents).reverse().flat()),
    sessionIds: unique([lead, ...others].flatMap((p) => p.handoff.sessionIds)),
    checkpointIds: unique(ordered.flatMap((p) => p.handoff.checkpointIds)),
    uncertainty: unique(uncertainty),
    omitted: ordered.flatMap((p) => p.handoff.omitted),
    rawTail: ordered.flatMap((p) => p.handoff.rawTail ?? []),
    otherSessions: others.map((o) => sessionPart(o)),
  };
}

/**
 * Sessions read from their prompt.txt alone that do not lead: their slots hold no record times, so nothing says they
 * ended before the lead. They are named, and the last prompt of each is quoted as a candidate for the latest
 * instruction: the slots' times say nothing of which came last (one condensation writes them all, in session-id order).
 */
function unreadCandidate(lead: SessionHandoff, others: SessionHandoff[]): string | null {
  if (!hasTranscript(lead.slot)) return null;
  const unread = others.filter((o) => !hasTranscript(o.slot) && o.handoff.latestInstruction !== null);
  if (unread.length === 0) return null;
  const idOf = (o: SessionHandoff): string => o.handoff.sessionIds[0] ?? o.slot.sessionId;
  const quoted = unread.slice(0, CANDIDATES_QUOTED).map((o) => `of ${idOf(o)}: "${oneLine(o.handoff.latestInstruction?.text ?? '', CANDIDATE_CHARS)}"`);
  const leadId = lead.handoff.sessionIds[0] ?? lead.slot.sessionId;
  return (
    `Session(s) ${unread.map(idOf).join(', ')} kept no transcript in this checkpoint (metadata and prompt.txt only): when they ended is not recorded, so one may have ended after ${leadId}, ` +
    `and its last prompt may be the latest instruction. The last prompt (prompt.txt) ${quoted.join('; ')}`
  );
}

/** How many candidates Uncertainty quotes, and how much of each one's last prompt. */
const CANDIDATES_QUOTED = 3;
const CANDIDATE_CHARS = 160;

/** Which session leads and why: the one that ended last, unless sub-sessions whose results it recorded ended after it. */
function whoLeads(lead: SessionHandoff, others: SessionHandoff[], unreadWhy: UnreadLead | undefined): string {
  const id = lead.handoff.sessionIds[0] ?? 'unknown';
  const n = others.length + 1;
  // Only a sub-session's end is known to be later: a session kept in metadata alone has its slot's time, when Entire
  // wrote it, not when it ended (unreadCandidate says what that leaves open).
  const later = others.filter((o) => Boolean(o.handoff.spawnedBy) && hasTranscript(o.slot) && endOf(o) > endOf(lead)).length;
  const unread = others.some((o) => !hasTranscript(o.slot));
  const rest = 'the others are under Other sessions.';
  const parent = lead.handoff.spawnedBy;
  if (unreadWhy === 'written-later') {
    return `${n} sessions in this checkpoint: ${id} leads, read from its prompt.txt (its transcript is not in this checkpoint): Entire wrote its slot after the others, out of their session-id order, as it does for a session still at work when the commit was made, so it ended last; ${rest}`;
  }
  if (unreadWhy === 'committed') {
    const files = lead.slot.filesTouched.slice(0, CANDIDATES_QUOTED).join(', ');
    return `${n} sessions in this checkpoint: ${id} leads, read from its prompt.txt (its transcript is not in this checkpoint): its slot alone names the commit's files (${files}), the others' name none of them, and Entire wrote it after the last record of every session whose transcript is here, so it made the commit and ended last; ${rest}`;
  }
  if (!hasTranscript(lead.slot)) {
    return `${n} sessions in this checkpoint: ${id} leads, the session that spawned the others here, which ended last (Entire wrote its metadata after their last records); its transcript is not in this checkpoint; ${rest}`;
  }
  if (parent && namesPromptProgram(parent) && !others.every((o) => o.handoff.spawnedBy)) {
    return `${n} sessions in this checkpoint: the one that ended last (${id}) leads, run by a program (its prompt is a filled-in template, not the user's words); ${rest}`;
  }
  if (parent && others.every((o) => o.handoff.spawnedBy)) return `${n} sessions in this checkpoint, each spawned by another session or run by a program (no prompt in them is the user's): the one that ended last (${id}) leads; ${rest}`;
  if (parent) return `${n} sessions in this checkpoint: the one that ended last (${id}) leads, a sub-session spawned by session ${parent}, whose recorded transcript ends before it (its prompt is that session's dispatch, not the user's); ${rest}`;
  if (later === 0 && unread) return `${n} sessions in this checkpoint: ${id} leads, the one that ended last of those whose transcript is here; ${rest}`;
  if (later === 0) return `${n} sessions in this checkpoint: the one that ended last (${id}) leads; ${rest}`;
  return `${n} sessions in this checkpoint: ${id} leads, the session a user typed into that ended last; ${later} sub-session(s) spawned by an agent ended after it (their prompts are not the user's); ${rest}`;
}

/**
 * The files every session of the checkpoint changed, oldest session first: the checkpoint's work is all of them (an
 * older session's edits are still in the tree), and each keeps the source that names its session. A file several
 * sessions changed is listed once, as the newest one left it.
 */
function checkpointFiles(ordered: SessionHandoff[]): FileTouch[] {
  const byPath = new Map<string, FileTouch>();
  for (const p of ordered) {
    const files = p.handoff.files ?? p.handoff.filesTouched.map((path): FileTouch => ({ path, change: 'modified', from: 'entire', source: { sessionId: p.handoff.sessionIds[0] ?? p.slot.sessionId }, verified: false }));
    for (const f of files) {
      const before = byPath.get(f.path);
      // A file only Entire's metadata names does not overrule what an older session's transcript showed.
      if (before && f.from === 'entire' && before.from !== 'entire') continue;
      byPath.delete(f.path);
      byPath.set(f.path, f);
    }
  }
  return [...byPath.values()];
}

/**
 * The decisions of every session, oldest first so the lead's come last (the newest, shown first when the screen is
 * short): a choice made in an older session (a plan turned down before the session that implemented the other one)
 * still shapes the work. Each keeps its session in its source; the same statement is carried once. Another session
 * that did nothing in this checkpoint (its part empty, its transcript read whole) took its decisions for earlier
 * checkpoints' work: they are not this checkpoint's. Another session kept with its prompts only shows what the user
 * asked, never that it was carried out: its prompts are context for the lead, not decisions of the checkpoint. When
 * it leads, its prompts are all that is recorded of the work, and they stay. A plan refused without a word is the
 * lead's decision only (rejected-plan.ts).
 */
function checkpointDecisions(ordered: SessionHandoff[]): Decision[] {
  const byKey = new Map<string, Decision>();
  const lead = ordered[ordered.length - 1];
  const kept = ordered.filter((p) => p === lead || (hasTranscript(p.slot) && !p.earlierOnly));
  for (const d of kept.flatMap((p) => (p === lead ? p.handoff.decisions : p.handoff.decisions.filter((x) => !leadOnly(x))))) {
    const key = decisionKey(d.text);
    byKey.delete(key);
    byKey.set(key, d);
  }
  return [...byKey.values()].slice(-LIMITS.decisions * 2);
}

/** The summarizer's notes on a session's own state, which its part's status already gives. */
const STATUS_ECHO = /^(?:No test or build run backs the edits|Interrupted by the user)/;

/** The reader's note that a session's part of the checkpoint holds nothing (feed-transcript.ts). */
const EMPTY_PART = /^The checkpoint(?: says its part|'s part)/;

function sessionPart(part: SessionHandoff): SessionPart {
  const full = fullPart(part);
  if (!part.earlierOnly) return full;
  // Its transcript was read whole for an empty part: its prompts, checks and open items are earlier checkpoints'.
  const status = 'unknown' as const;
  const statusReason = 'Its part of this checkpoint holds no record: what its transcript shows is earlier work.';
  return { ...full, emptyPart: true, task: null, latestInstruction: null, status, statusReason, nextStep: null, lastCheck: null, openTodos: 0, edited: 0, openQuestions: 0 };
}

function fullPart({ handoff: h, slot }: SessionHandoff): SessionPart {
  return {
    sessionId: h.sessionIds[0] ?? slot.sessionId,
    agent: h.sourceAgents[0] ?? slot.agent,
    endedAt: h.endedAt ?? slot.createdAt,
    ...(hasTranscript(slot) ? {} : { promptsOnly: true as const }),
    // A sub-session's prompt is its parent's dispatch (a command's template, an agent's brief), neither the user's
    // instruction nor the user's task: the part says who spawned it instead.
    task: h.spawnedBy ? null : h.task,
    latestInstruction: h.spawnedBy ? null : h.latestInstruction,
    status: h.status,
    statusReason: h.statusReason,
    nextStep: h.nextStep,
    filesTouched: h.filesTouched,
    ...(h.spawnedBy ? { spawnedBy: h.spawnedBy } : {}),
    lastCheck: lastCheckOf(h.currentState),
    openTodos: h.todos.filter((t) => t.status !== 'completed').length,
    edited: (h.files ?? []).filter((f) => f.from !== 'entire').length,
    openQuestions: h.openQuestions.length,
  };
}

/** The builder's Current state opens with the last check, verified by its tool result; nothing else is verified there first. */
function lastCheckOf(state: Fact[]): Fact | null {
  const first = state[0];
  return first?.verified ? first : null;
}

function timeOf(iso: string | null): number {
  if (!iso) return 0;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
