import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CatFile } from '../git/cat-file.js';
import { DEFAULT_MAX_COMMITS } from '../git/log-trailers.js';
import { listEntireRefs, type RefEntry } from '../git/refs.js';
import type { RepoInfo } from '../git/repo.js';
import { readLiveStates, type LiveSession } from '../live/live-state.js';
import { listWorktreeRoots, readMetadataDirs, type MetadataDirSession } from '../live/metadata-dir.js';
import { looksOnDisk, nativeTranscriptOnDisk } from '../live/native-transcript.js';
import { dedupeCheckpoints, type StoreContext } from '../store/context.js';
import { missingWarning, readRepoFacts, readRepoRules, sessionFlags, withoutDeleted, type RepoFacts } from '../store/repo-extras.js';
import { compareIds, timeValue } from '../store/ids.js';
import { readShadowBranches, type ShadowSession } from '../store/shadow.js';
import { readRemotes } from '../store/sync-remote.js';
import { MAX_TASKS } from '../store/tasks.js';
import { firstLineOfLast } from '../store/prompt-line.js';

export { firstLineOfLast };
import { agentFromLabel, prefersCompactTranscript, type Agent } from '../types/agents.js';
import type { Checkpoint, RepoIndex, Session, SessionStatus, SubagentTask, TranscriptRef, UnreadParts, UnreadSession } from '../types/index-model.js';
import { deferPrompts, documentPromptChecks, fillBlobPrompts, promptBlobs, promptWithoutBlobs, type Built } from './session-prompts.js';
import { agentWithoutReading, chooseAgent, guessedAgent, headFacts, transcriptFacts, type Acc, type Snap } from './session-evidence.js';
import { externalLastPrompt } from './external-prompt.js';
import { GIT_REFS_LAYOUT, layoutKnown, readLayout, readTrailers, V1_LAYOUT, V2_LAYOUT } from './committed-reads.js';
import type { DerivedCache } from '../cache/derived-cache.js';
import type { CleanScope, CleanStrings } from './clean-strings.js';
import { mapWindowed } from './windowed.js';

export interface BuildIndexOptions {
  now?: Date;
  /** A live, active session silent for longer than this (and never ended) is `stale`. Default: one hour. */
  staleAfterMs?: number;
  /** How many commits of HEAD's history to scan for `Entire-Checkpoint` trailers. Default 5000. */
  maxCommits?: number;
  /** An open CatFile to share (the caller closes it); otherwise one is opened and closed here. */
  cat?: CatFile;
  /**
   * Read every session's latest prompt from its `prompt.txt` blobs (default). Without, only live state and metadata
   * folders give prompts, and `fillSessionPrompt` reads one session's later: a command about one session skips
   * thousands of blob reads.
   */
  prompts?: boolean;
  /** Facts already derived from transcript blobs by earlier runs (agent, last event), updated and saved here. */
  cache?: DerivedCache | null;
  /**
   * Read no transcript now (default false): agents come from metadata where it is corroborated, else its best guess,
   * and the order from the times metadata shows. For a command about one session or checkpoint: `completeSessions`
   * then reads what the sessions it prints need, and `newestSession` finds the most recent one reading few.
   */
  lazy?: boolean;
  /**
   * Read the committed layouts as `list` prints them (its sessions or its checkpoints): each printed metadata string
   * already redacted, all of them named in RepoIndex.cleanStrings. Redacted once per layout, into a record of its
   * own; a command that prints few skips the pass.
   */
  cleanStrings?: CleanScope;
  /** Entire's refs, when the caller started listing them already (see loadIndex); otherwise listed here. */
  refs?: Promise<RefEntry[]>;
}

export const DEFAULT_STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Sessions built at once: enough requests queued to keep git busy, few enough that the ones waiting hold little (cold
 * `list --json` at 2,000 checkpoints: old generation at its peak 44-46 -> 32-33 MB, median peak RSS 153 -> 145 MB,
 * CPU no higher).
 */
export const BUILD_WINDOW = 128;

const LAYOUTS = [GIT_REFS_LAYOUT, V1_LAYOUT, V2_LAYOUT] as const;

/**
 * Indexes everything Entire recorded in a repository: committed checkpoints in every layout (git-refs, v1 branch,
 * v2), live sessions, metadata folders, shadow branches and commit trailers. Git costs a handful of processes
 * (one for-each-ref, one log, one cat-file --batch (+ --batch-check), one ls-tree per branch layout).
 *
 * Session status: the live phase when `.git/entire-sessions` knows the session; `ended` when it exists only in
 * committed checkpoints (Entire deletes a state file once a session has ended; a clone has none at all); `unknown`
 * when only uncommitted traces (a metadata folder, a shadow branch) remain without a state file.
 */
export async function buildIndex(repo: RepoInfo, opts: BuildIndexOptions = {}): Promise<RepoIndex> {
  const now = opts.now ?? new Date();
  const cat = opts.cat ?? new CatFile(repo.topLevel);
  cat.readHeadsFrom(objectsDir(repo));
  try {
    // The trailer scan and the worktree listing need no ref: they run while the refs are listed.
    const snapshots = opts.cache?.snapshots ?? null;
    const refsRead = opts.refs ?? listEntireRefs(repo.topLevel);
    const trailersRead = readTrailers(repo.topLevel, repo.commonDir, repo.head, opts.maxCommits ?? DEFAULT_MAX_COMMITS, snapshots);
    const worktreesRead = listWorktreeRoots(repo.commonDir, repo.topLevel);
    // Both are awaited below; these only keep a failure that comes first from counting as unhandled.
    trailersRead.catch(() => {});
    worktreesRead.catch(() => {});
    const refs = await refsRead;
    const promptLines = new Map<string, string | null>();
    const withPrompts = opts.prompts ?? true;
    const facts = readRepoFacts(repo.topLevel, repo.commonDir);
    const ctx: StoreContext = { cwd: repo.topLevel, cat, refs, readRemotes: readRemotes(facts.elected), ...(withPrompts ? { promptLines } : {}) };
    // Start cat-file while the ref listings below run, unless nothing committed is left to read from git.
    if (!LAYOUTS.every((l) => layoutKnown(l, ctx, repo.commonDir, snapshots, opts.cleanStrings ?? null))) cat.warmUp();
    const cleanStrings: CleanStrings | null = opts.cleanStrings ? { scope: opts.cleanStrings, strings: new Set() } : null;
    const worktrees = await worktreesRead;
    const [gitRefs, v1, v2, shadow, trailers, live, meta, rules] = await Promise.all([
      readLayout(GIT_REFS_LAYOUT, ctx, repo.commonDir, snapshots, cleanStrings),
      readLayout(V1_LAYOUT, ctx, repo.commonDir, snapshots, cleanStrings),
      readLayout(V2_LAYOUT, ctx, repo.commonDir, snapshots, cleanStrings),
      readShadowBranches(ctx),
      trailersRead,
      readLiveStates(repo.commonDir),
      readMetadataDirs(worktrees, repo.commonDir),
      readRepoRules(cat, refs, repo.commonDir),
    ]);

    const warnings = [...gitRefs.warnings, ...v1.warnings, ...v2.warnings, ...shadow.warnings, ...live.warnings, ...meta.warnings];
    // Preference when a checkpoint appears in several layouts: git-refs > v1 > v2.
    const checkpoints = withoutDeleted(dedupeCheckpoints([gitRefs.checkpoints, v1.checkpoints, v2.checkpoints]), rules);
    warnings.push(...rules.warnings);
    for (const cp of checkpoints) cp.commits = trailers.byCheckpoint.get(cp.id) ?? [];
    sortByTime(checkpoints, (c) => c.createdAt, (a, b) => compareIds(b.id, a.id));

    const known = new Set(checkpoints.map((c) => c.id));
    const missing = [...trailers.byCheckpoint.keys()].filter((id) => !known.has(id));
    if (trailers.truncated) warnings.push(`commit trailers: only the last ${trailers.scanned} commits of HEAD were scanned`);
    if (missing.length > 0) {
      warnings.push(missingWarning(missing, facts));
    }

    const accs = collect(checkpoints, live.sessions, meta.sessions, shadow.sessions);
    const staleAfterMs = opts.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    const cache = opts.cache ?? null;
    const unread: UnreadParts | null = opts.lazy || !withPrompts ? { sessions: new Map(), prompts: new Map(), saveCache: () => cache?.save() } : null;
    const lazy = opts.lazy && unread ? { now, staleAfterMs, cache, facts, objects: objectsDir(repo) } : null;
    const built = await mapWindowed([...accs.values()], BUILD_WINDOW, (acc) =>
      lazy && unread ? lazySession(acc, lazy, unread.sessions) : buildSession(acc, cat, now, staleAfterMs, cache, facts),
    );
    cache?.save();
    if (withPrompts) {
      await fillBlobPrompts(built, cat, promptLines);
      await documentPromptChecks(built, cat, cache);
    }
    else if (unread) for (const b of built) deferPrompts(b, unread.prompts);
    const sessions = built.map((b) => b.session);
    sortByTime(sessions, (s) => s.lastActivityAt, (a, b) => compareIds(a.id, b.id));

    const layouts: RepoIndex['layouts'] = { ...gitRefs.layouts, ...v1.layouts, ...v2.layouts };
    if (live.sessions.length > 0 || meta.sessions.length > 0) layouts.live = `${repo.commonDir}/entire-sessions`;
    if (shadow.refs[0]) layouts.shadow = shadow.refs[0];
    if (cat.skipped.length > 0) warnings.push(`${cat.skipped.length} oversized git object(s) skipped`);
    const index: RepoIndex = { repo, sessions, checkpoints, layouts, warnings, missingCheckpointIds: missing, ...(cleanStrings ? { cleanStrings: cleanStrings.strings } : {}), ...(rules.policy ? { policy: rules.policy } : {}) };
    if (rules.unknownRefs.length > 0) index.unknownRefs = rules.unknownRefs;
    if (live.sessions.length > 0 || meta.sessions.length > 0 || built.some((b) => b.lookedOnDisk || b.session.transcript?.kind === 'file')) index.readFiles = true;
    if (unread) index.unread = unread;
    return index;
  } finally {
    if (!opts.cat) await cat.close();
  }
}

interface Deferred {
  now: Date;
  staleAfterMs: number;
  cache: DerivedCache | null;
  facts: RepoFacts;
  /** Where transcript heads are read without git (see CatFile.readHeadsFrom), whichever CatFile completes the session. */
  objects: string;
}

const objectsDir = (repo: RepoInfo): string => join(repo.commonDir, 'objects');

/** A session from metadata alone (see `lazy`), to be completed by `completeSessions` if it is printed. */
async function lazySession(acc: Acc, deferred: Deferred, unread: Map<string, UnreadSession>): Promise<Built> {
  const newestFirst = acc.snaps.slice().reverse();
  const { transcript, source, discovered } = await chooseTranscript(acc, newestFirst);
  const agent = agentWithoutReading(acc, newestFirst) ?? guessedAgent(acc, newestFirst);
  const lastPrompt = await promptWithoutBlobs(acc);
  const built = assemble(acc, newestFirst, { transcript, source, agent, lastPrompt, lastEventAt: null }, deferred.now, deferred.staleAfterMs);
  Object.assign(built.session, sessionFlags(built.session, acc.snaps, deferred.facts));
  if (discovered) built.session.transcriptDiscovered = true;
  const { now, staleAfterMs, cache, facts, objects } = deferred;
  unread.set(acc.id, {
    bound: activityBound(built.session, acc),
    read: async (cat) => {
      cat.readHeadsFrom(objects);
      return (await buildSession(acc, cat, now, staleAfterMs, cache, facts)).session;
    },
  });
  return built;
}

/**
 * Sessions of a `lazy` index get what the full index gives them: agent and last event from their transcripts. The
 * derived cache is saved after, unless `save` is false (a caller completing many in turn saves once at the end).
 */
export async function completeSessions(index: RepoIndex, sessions: readonly Session[], shared?: CatFile, save = true): Promise<void> {
  const unread = index.unread;
  const todo = unread ? sessions.filter((s) => unread.sessions.has(s.id)) : [];
  if (!unread || todo.length === 0) return;
  const cat = shared ?? new CatFile(index.repo.topLevel);
  try {
    await Promise.all(
      todo.map(async (session) => {
        const entry = unread.sessions.get(session.id);
        if (!entry) return;
        unread.sessions.delete(session.id);
        const full = await entry.read(cat);
        Object.assign(session, full, { lastPrompt: session.lastPrompt ?? full.lastPrompt });
      }),
    );
    if (save) unread.saveCache();
  } finally {
    if (!shared) await cat.close();
  }
}

/**
 * The latest an unread session's activity can prove to be once its transcript is read (see newestSession): its time
 * as shown, unless only its transcript can give one.
 */
function activityBound(session: Session, acc: Acc): number {
  const shown = timeValue(session.lastActivityAt);
  return Number.isFinite(recordedActivity(acc, acc.snaps.at(-1))) || !session.transcript ? shown : Number.POSITIVE_INFINITY;
}

/** Newest first by a time string, then `tie`; each time is parsed once, not once per comparison. */
function sortByTime<T>(items: T[], timeOf: (item: T) => string | null, tie: (a: T, b: T) => number): void {
  const keyed = items.map((item) => ({ item, t: timeValue(timeOf(item)) }));
  keyed.sort((a, b) => b.t - a.t || tie(a.item, b.item));
  keyed.forEach((k, i) => (items[i] = k.item));
}

function collect(checkpoints: Checkpoint[], live: LiveSession[], meta: MetadataDirSession[], shadow: ShadowSession[]): Map<string, Acc> {
  const accs = new Map<string, Acc>();
  const get = (id: string): Acc => {
    let a = accs.get(id);
    if (!a) {
      a = { id, snaps: [], live: null, meta: null, shadow: null };
      accs.set(id, a);
    }
    return a;
  };
  for (const cp of checkpoints) {
    for (const s of cp.sessions) get(s.sessionId).snaps.push({ cp, s, time: timeValue(s.createdAt ?? cp.createdAt) });
  }
  for (const l of live) get(l.sessionId).live = l;
  // The current worktree comes first in `meta`; keep the first folder found for a session.
  for (const m of meta) get(m.sessionId).meta ??= m;
  for (const sh of shadow) {
    const a = get(sh.sessionId);
    if (!a.shadow || shadowRank(sh) > shadowRank(a.shadow)) a.shadow = sh;
  }
  for (const a of accs.values()) a.snaps.sort((x, y) => x.time - y.time || compareIds(x.cp.id, y.cp.id));
  return accs;
}

function shadowRank(s: ShadowSession): number {
  return (s.transcript ? 2e15 : 0) + (s.latest ? 1e15 : 0) + Math.max(0, timeValue(s.date));
}

/**
 * A session's record. The session's newest transcript is probed (head and tail only) for the time of its last
 * recorded event and, when no metadata corroborates the agent label, for the agent.
 */
async function buildSession(acc: Acc, cat: CatFile, now: Date, staleAfterMs: number, cache: DerivedCache | null, facts: RepoFacts): Promise<Built> {
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
  const endsNeeded = noBlobs || cheapTail || !Number.isFinite(recordedActivity(acc, newestFirst[0]));
  const headNeeded = agentWithoutReading(acc, newestFirst) === null;
  const probe = endsNeeded ? await transcriptFacts(transcript, cat, cache, wantPrompt) : headNeeded ? await headFacts(transcript, cat, cache) : UNPROBED;
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

function assemble(acc: Acc, newestFirst: Snap[], chosen: Chosen, now: Date, staleAfterMs: number): Built {
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
 * The session's latest time the index holds without reading a transcript: the newest slot's metadata time (Entire's
 * `created_at`, written when a commit condenses the session), the live state's last interaction or end, the metadata
 * folder's last write, the shadow branch's last turn. A transcript's last record stands in only when none of these
 * exists: reading it means inflating the whole blob, and that was most of `list`'s time on real repositories.
 */
function lastActivity(acc: Acc, lastEventAt: string | null, newest: Snap | undefined): number {
  const recorded = recordedActivity(acc, newest);
  if (Number.isFinite(recorded)) return recorded;
  return Math.max(timeValue(lastEventAt), timeValue(acc.live?.state.startedAt));
}

function recordedActivity(acc: Acc, newest: Snap | undefined): number {
  const live = acc.live?.state;
  let latest = newest ? slotActivity(newest) : Number.NEGATIVE_INFINITY;
  for (const t of [live?.lastInteractionAt, live?.endedAt, acc.meta?.modifiedAt, acc.shadow?.date]) latest = Math.max(latest, timeValue(t));
  return latest;
}

/**
 * A slot's time: its `created_at`, or the earlier attribution time when a rewrite of the metadata (a migration to v2)
 * moved `created_at` to its own time (a real v2 repository: 25 of 55 sessions of March and April all "created" within
 * one second of April 23).
 */
function slotActivity(snap: Snap): number {
  const attributed = timeValue(snap.s.attributedAt);
  return Math.min(snap.time, Number.isFinite(attributed) ? attributed : snap.time);
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

/** `lookedOnDisk`: the agent's own folders were searched and held nothing (yet: a file may appear there later). */
async function chooseTranscript(
  acc: Acc,
  newestFirst: Snap[],
): Promise<{ transcript: TranscriptRef | null; source: Session['transcriptSource']; discovered?: true; lookedOnDisk?: true }> {
  const livePath = acc.live?.state.transcriptPath;
  if (livePath && (await isFile(livePath))) return { transcript: { kind: 'file', path: livePath }, source: 'live' };
  const stored = storedTranscript(acc, newestFirst);
  if (stored.transcript && !(stored.transcript.kind === 'blob' && stored.transcript.size === 0)) return stored;
  const agent = newestFirst[0]?.s.agent ?? agentFromLabel(acc.live?.state.agentLabel ?? null);
  const found = await nativeTranscriptOnDisk(acc.id, agent, newestFirst.find((x) => x.s.recordedTranscriptPath)?.s.recordedTranscriptPath ?? livePath ?? null);
  if (found) return { transcript: { kind: 'file', path: found }, source: 'live', discovered: true };
  return looksOnDisk(agent) ? { ...stored, lookedOnDisk: true } : stored;
}

/** The transcript when the live one is absent: the metadata folder's copy, the shadow branch's, a checkpoint's. */
function storedTranscript(acc: Acc, newestFirst: Snap[]): { transcript: TranscriptRef | null; source: Session['transcriptSource'] } {
  if (acc.meta?.transcriptPath) return { transcript: { kind: 'file', path: acc.meta.transcriptPath }, source: 'metadata' };
  if (acc.shadow?.transcript) return { transcript: acc.shadow.transcript, source: 'shadow' };
  const native = newestFirst.find((x) => x.s.transcript)?.s.transcript;
  const compact = newestFirst.find((x) => x.s.compactTranscript)?.s.compactTranscript;
  if (compact && prefersCompactTranscript(newestFirst[0]?.s.agentLabel)) return { transcript: compact, source: 'checkpoint' };
  if (native) return { transcript: native, source: 'checkpoint' };
  if (compact) return { transcript: compact, source: 'checkpoint' };
  return { transcript: null, source: null };
}

async function isFile(path: string): Promise<boolean> {
  const st = await stat(path).catch(() => null);
  return !!st?.isFile();
}
