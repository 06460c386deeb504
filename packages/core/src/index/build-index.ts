import { CatFile } from '../git/cat-file.js';
import { DEFAULT_MAX_COMMITS } from '../git/log-trailers.js';
import { listEntireRefs, type RefEntry } from '../git/refs.js';
import type { RepoInfo } from '../git/repo.js';
import { readLiveStates, type LiveSession } from '../live/live-state.js';
import { listWorktreeRoots, readMetadataDirs, type MetadataDirSession } from '../live/metadata-dir.js';
import { dedupeCheckpoints, type StoreContext } from '../store/context.js';
import type { ReadScope, Wanted } from '../store/read-scope.js';
import { missingWarning, readRepoFacts, readRepoRules, withoutDeleted } from '../store/repo-extras.js';
import { compareIds, timeValue } from '../store/ids.js';
import { readShadowBranches, type ShadowSession } from '../store/shadow.js';
import { readRemotes } from '../store/sync-remote.js';
import type { Checkpoint, RepoIndex, UnreadParts } from '../types/index-model.js';
import type { DerivedCache } from '../cache/derived-cache.js';
import { buildSession } from './build-session.js';
import { GIT_REFS_LAYOUT, layoutKnown, readLayout, readTrailers, V1_LAYOUT, V2_LAYOUT } from './committed-reads.js';
import type { CleanScope, CleanStrings } from './clean-strings.js';
import { lazySession } from './lazy-session.js';
import type { Acc } from './session-evidence.js';
import { deferPrompts, documentPromptChecks, fillBlobPrompts } from './session-prompts.js';
import { mapWindowed } from './windowed.js';
import { excludedBy } from './resolve-id.js';

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
  /**
   * With `lazy`, for a command about one session or checkpoint: the index holds the sessions it may print, each whole,
   * and not the hundreds of others (see store/read-scope.ts).
   */
  scope?: IndexScope;
}

/**
 * What a command prints: the most recently active session but those excluded (`latest`), or the session or
 * checkpoint `id` names (an id or a prefix of one, as resolve-id.ts reads it).
 */
export type IndexScope = { kind: 'newest'; exclude: string[] } | { kind: 'session' | 'checkpoint'; id: string };

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
  // A cat-file the caller shares keeps what it streams for the reads after the index (`all`'s handoffs read each
  // transcript the index probed): its heads come through git, whole and kept, as newest-first's and lazy-session's do.
  // Read past git, `all --json` held 20–30 MB more at its peak and read each blob twice.
  if (!opts.cat) cat.readHeadsFrom(repo.commonDir);
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
    const shadowRead = readShadowBranches(ctx);
    const liveRead = readLiveStates(repo.commonDir);
    const metaRead = worktreesRead.then((worktrees) => readMetadataDirs(worktrees, repo.commonDir));
    const rulesRead = readRepoRules(cat, refs, repo.commonDir);
    const scope = opts.lazy && opts.scope ? readScope(refs, opts.scope, { shadowRead, liveRead, metaRead, rulesRead }) : null;
    // Start cat-file while the ref listings below run, unless nothing committed is left to read from git.
    if (!LAYOUTS.every((l) => layoutKnown(l, ctx, repo.commonDir, snapshots, opts.cleanStrings ?? null))) cat.warmUp();
    const cleanStrings: CleanStrings | null = opts.cleanStrings ? { scope: opts.cleanStrings, strings: new Set() } : null;
    const [gitRefs, v1, v2, shadow, trailers, live, meta, rules] = await Promise.all([
      readLayout(GIT_REFS_LAYOUT, ctx, repo.commonDir, snapshots, cleanStrings),
      readLayout(V1_LAYOUT, scope ? { ...ctx, scope } : ctx, repo.commonDir, snapshots, cleanStrings),
      readLayout(V2_LAYOUT, ctx, repo.commonDir, snapshots, cleanStrings),
      shadowRead,
      trailersRead,
      liveRead,
      metaRead,
      rulesRead,
    ]);

    const warnings = [...gitRefs.warnings, ...v1.warnings, ...v2.warnings, ...shadow.warnings, ...live.warnings, ...meta.warnings];
    // Preference when a checkpoint appears in several layouts: git-refs > v1 > v2.
    const checkpoints = withoutDeleted(dedupeCheckpoints([gitRefs.checkpoints, v1.checkpoints, v2.checkpoints]), rules);
    warnings.push(...rules.warnings);
    for (const cp of checkpoints) cp.commits = trailers.byCheckpoint.get(cp.id) ?? [];
    sortByTime(checkpoints, (c) => c.createdAt, (a, b) => compareIds(b.id, a.id));

    const known = new Set([...checkpoints.map((c) => c.id), ...(scope?.skipped ?? [])]);
    const missing = [...trailers.byCheckpoint.keys()].filter((id) => !known.has(id));
    if (trailers.truncated) warnings.push(`commit trailers: only the last ${trailers.scanned} commits of HEAD were scanned`);
    if (missing.length > 0) {
      warnings.push(missingWarning(missing, facts));
    }

    const accs = collect(checkpoints, live.sessions, meta.sessions, shadow.sessions);
    const staleAfterMs = opts.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
    const cache = opts.cache ?? null;
    const unread: UnreadParts | null = opts.lazy || !withPrompts ? { sessions: new Map(), prompts: new Map(), saveCache: () => cache?.save() } : null;
    const lazy = opts.lazy && unread ? { now, staleAfterMs, cache, facts } : null;
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

/**
 * Which v1 checkpoints a command about one session or checkpoint reads (see store/read-scope.ts): null when other
 * layouts hold checkpoints too (a session may span them). Sessions with times of their own are always read.
 */
function readScope(refs: RefEntry[], want: IndexScope, reads: SideReads): ReadScope | null {
  if (refs.some((r) => GIT_REFS_LAYOUT.reads(r) || V2_LAYOUT.reads(r))) return null;
  const { shadowRead, liveRead, metaRead, rulesRead } = reads;
  const always = Promise.all([shadowRead, liveRead, metaRead]).then(([shadow, live, meta]) => new Set([...shadow.sessions, ...live.sessions, ...meta.sessions].map((s) => s.sessionId)));
  const deleted = rulesRead.then((rules) => rules.deleted);
  // Awaited with the layouts; these only keep a failure that comes first from counting as unhandled.
  always.catch(() => {});
  deleted.catch(() => {});
  const wanted: Wanted = want.kind === 'newest' ? { kind: 'newest', excluded: excludedBy(want.exclude) } : { kind: want.kind, prefix: want.id.trim().toLowerCase() };
  return { wanted, always, deleted, skipped: new Set() };
}

interface SideReads {
  shadowRead: ReturnType<typeof readShadowBranches>;
  liveRead: ReturnType<typeof readLiveStates>;
  metaRead: ReturnType<typeof readMetadataDirs>;
  rulesRead: ReturnType<typeof readRepoRules>;
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
