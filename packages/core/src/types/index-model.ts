import type { CatFile } from '../git/cat-file.js';
import type { Agent } from './agents.js';
import type { Cost, EntireSummary, ModelUsage, OwnerIdentity } from './entire-extras.js';

/** Where a checkpoint's data was found. `live` = `.entire/metadata` of a running session; `shadow` = `entire/<base>-<hash>` branch. */
export type Storage = 'v1-branch' | 'git-refs' | 'v2' | 'live' | 'shadow';

export type SessionStatus = 'active' | 'idle' | 'ended' | 'unknown';

/**
 * Where a transcript's bytes are. A blob transcript may be chunked (`full.jsonl`, `full.jsonl.001`, ...):
 * `oids` lists the chunks in order. Paths are never read outside the repository or the git directory,
 * except a live session's own `transcript_path`, which the agent wrote and the user owns.
 */
export type TranscriptRef =
  | { kind: 'file'; path: string }
  | { kind: 'blob'; oids: string[]; treePath: string; size?: number };

/** One key per stored transcript: the same file, or the same blobs, gives the same key. */
export function transcriptKey(ref: TranscriptRef): string {
  return ref.kind === 'file' ? `file:${ref.path}` : `blob:${ref.oids.join(',')}`;
}

/** A subagent run (Claude Code's Task/Agent tool) Entire kept beside a session: a `tasks/<tool-use-id>/` folder. */
export interface SubagentTask {
  /** The tool call that started the subagent in the parent transcript. */
  toolUseId: string;
  /** From the file name of the subagent's copied transcript (`agent-<id>.jsonl`); null when none was copied. */
  agentId: string | null;
  /** The subagent's own transcript, when Entire copied it. */
  transcript: TranscriptRef | null;
  /** `tasks/<id>/task.json` (2026), read when a handoff is made: subagent type, description, why no transcript. */
  record?: TranscriptRef;
  /** The same record as the live state carries it (`task_records[]`), JSON text, for runs not condensed yet. */
  inline?: string;
}

/** One session's snapshot inside one checkpoint (one numbered slot of the checkpoint tree). */
export interface CheckpointSession {
  sessionId: string;
  /** The slot folder as written in the tree, e.g. `0`, `2`. */
  slot: string;
  /** Agent detected from the transcript content when it was read; else from metadata. */
  agent: Agent;
  /** The `agent` label as metadata states it (known to be wrong in real data). */
  agentLabel: string | null;
  model: string | null;
  createdAt: string | null;
  /**
   * `initial_attribution.calculated_at`, as ISO: the condensing commit's time, which a later rewrite of the metadata
   * (a migration to v2) keeps while it moves `created_at` to its own time.
   */
  attributedAt?: string;
  branch: string | null;
  filesTouched: string[];
  /** Native transcript (`full.jsonl` + chunks, `full.log`, or v2 `raw_transcript`); null for metadata-only slots. */
  transcript: TranscriptRef | null;
  /** Entire's compact cross-agent transcript (`transcript.jsonl`), when present. */
  compactTranscript: TranscriptRef | null;
  /** Where this checkpoint's part of the native transcript starts (line, or message index for JSON agents). */
  transcriptStart: number;
  /**
   * `transcriptStart` counts lines of `compactTranscript`, not of the native transcript (Entire 0.5.x v2 slots):
   * the native part is found by time (pipeline/compact-start.ts).
   */
  transcriptStartInCompactLines?: true;
  /** Where this checkpoint's part of the compact transcript starts. */
  compactTranscriptStart: number;
  /** Prompt blob (`prompt.txt`), when present. */
  prompt: TranscriptRef | null;
  /** Entire's AI summary (`summary.intent` etc.) when the metadata carries one. */
  summary: { intent?: string; outcome?: string; openItems?: string[] } | null;
  /** Subagent runs recorded in the slot (`<slot>/tasks/<tool-use-id>/`). */
  tasks: SubagentTask[];
  /** Whether the agent label was corroborated without reading the transcript (model, path, token usage). */
  agentConfirmed: boolean;
  /** The agent the token-usage shape implies (only Claude Code reports cache creation); a last resort when unread. */
  usageAgent?: Agent;
  /** `token_usage` counts model calls or output tokens for this checkpoint's part: the agent worked in it. */
  workedInPart?: true;
  /** Other slots of this checkpoint holding older snapshots of the same session (an early Entire's duplicates). */
  duplicateSlots?: string[];
  /** `kind` as Entire wrote it (`imported`, `agent_review`, ...), when not empty. */
  kind?: string;
  /** `entire import` wrote it: past work, never linked to a commit. */
  imported?: boolean;
  /** `token_usage.cost_usd` with its `cost_source`, only when Entire priced it. */
  cost?: Cost;
  modelUsage?: ModelUsage[];
  /** Entire's own AI (or heuristic) summary, either shape: a low-trust extra, never the handoff's source. */
  entireSummary?: EntireSummary;
  /** `<slot>/entity_deltas.json` (2026, opt-in): the code entities this session changed, written later by a backfill. */
  entityDeltas?: TranscriptRef;
  /** The agent's own transcript path as the recording machine wrote it, kept only when the slot holds no transcript. */
  recordedTranscriptPath?: string;
}

export interface Checkpoint {
  /** 12 lowercase hex, or a 26-char Crockford ULID. */
  id: string;
  createdAt: string | null;
  branch: string | null;
  storage: Storage;
  /** The ref the checkpoint was read from. */
  ref: string;
  sessionIds: string[];
  /** Full SHAs of commits on the current branch whose messages carry `Entire-Checkpoint: <id>`. */
  commits: string[];
  filesTouched: string[];
  sessions: CheckpointSession[];
  /** Subagent runs recorded at the checkpoint's root (`tasks/<tool-use-id>/`, written for task checkpoints). */
  tasks: SubagentTask[];
  /** Problems met while reading this checkpoint (missing blobs, invalid metadata), one line each. */
  warnings: string[];
  /** Root `sessions[]` pointers naming a metadata.json not in the tree; their slots were read from the folder. */
  danglingPointers?: number;
  /** The root's aggregate cost and per-model usage (Entire sums its own sessions; we never sum across). */
  cost?: Cost;
  modelUsage?: ModelUsage[];
  imported?: boolean;
}

/** What `.git/entire-sessions/<id>.json` says about a running session. */
export interface LiveState {
  phase: SessionStatus;
  startedAt: string | null;
  endedAt: string | null;
  lastInteractionAt: string | null;
  /** Absolute path of the agent's native transcript, as Entire recorded it. */
  transcriptPath: string | null;
  lastPrompt: string | null;
  agentLabel: string | null;
  model: string | null;
  filesTouched: string[];
  worktreePath: string | null;
  lastCheckpointId: string | null;
  baseCommit: string | null;
  /** The branch HEAD was on at the session's last turn (2026 `branch`; empty when detached or older). */
  branch?: string;
  /** Subagent runs the state records (2026 `task_records`), each with its record inline. */
  tasks?: SubagentTask[];
  /** The process that owns the session's current turn (2026 `owner`), when recorded. */
  owner?: OwnerIdentity;
  kind?: string;
}

export interface Session {
  id: string;
  agent: Agent;
  status: SessionStatus;
  startedAt: string | null;
  /** Newest checkpoint or recorded interaction, read without a transcript (see lastActivity in build-index.ts). */
  lastActivityAt: string | null;
  /** Oldest first. */
  checkpointIds: string[];
  model: string | null;
  branch: string | null;
  filesTouched: string[];
  /** The first line of the latest prompt (not yet redacted: render through redaction). */
  lastPrompt: string | null;
  live: LiveState | null;
  /** Live, active, but silent for long and its last turn never ended: a prior agent may have crashed. */
  stale: boolean;
  /** The best transcript for the session as a whole: live file, `.entire/metadata/<id>/full.jsonl`, else the newest checkpoint's. */
  transcript: TranscriptRef | null;
  /** Where `transcript` came from. */
  transcriptSource: 'live' | 'metadata' | 'checkpoint' | 'shadow' | null;
  /** Subagent runs: the live metadata folder's first, then each checkpoint's, newest first; one per tool call. */
  tasks: SubagentTask[];
  /** Every snapshot is an `entire import`: history, not live work. */
  imported?: boolean;
  /** Checkpoints hold no transcript because `strategy_options.sync_prompts` is false (policy, not damage). */
  transcriptOmitted?: 'settings';
  /** Whether the owning agent process still runs (from the live state's `owner`). */
  ownerLiveness?: 'alive' | 'dead' | 'unknown';
  /** No checkpoint held a usable transcript; `transcript` is the agent's own file found on this machine. */
  transcriptDiscovered?: true;
}

/** The index of one repository: both directions of session <-> checkpoint, plus commits by trailer. */
export interface RepoIndex {
  repo: { topLevel: string; gitDir: string; commonDir: string; branch: string | null; head: string | null };
  /** Newest activity first. */
  sessions: Session[];
  /** Newest first. */
  checkpoints: Checkpoint[];
  /** Which layouts were found, e.g. `{ 'v1-branch': 'refs/heads/entire/checkpoints/v1' }`. */
  layouts: Partial<Record<Storage | 'v1.1' | 'legacy-sessions', string>>;
  warnings: string[];
  /** Checkpoint ids named by `Entire-Checkpoint` trailers on the current branch that no readable layout holds
   * (usually: the checkpoint refs were never fetched). Added by the index helper; optional. */
  missingCheckpointIds?: string[];
  /** `refs/entire/policies/checkpoint`, when the repository has one. */
  policy?: { version: string; minVersion: string; warning: string | null };
  /** Entire refs of a layout no reader knows (not read; named in doctor and each handoff's Uncertainty). */
  unknownRefs?: string[];
  /** What an index built `lazy` or without prompts left unread; taken from as sessions are completed. */
  unread?: UnreadParts;
  /**
   * Strings of the index that `list` prints (metadata, prompt lines), each already redacted by this build: printed as
   * they are. Redacted when a layout is read from git, and kept in the cache only in that form.
   */
  cleanStrings?: ReadonlySet<string>;
  /**
   * True when the index read (or searched for) files outside git that change while an agent runs: live state,
   * metadata folders, an agent's own transcript. Such an index is no function of git objects alone, so no record of
   * what `list` printed from it is kept (see cache/list-record.ts).
   */
  readFiles?: true;
}

/**
 * The reads a `lazy` or prompt-less index put off (see buildIndex), by session id: completing a session and
 * reading its prompt remove its entries, so each is read once.
 */
export interface UnreadParts {
  sessions: Map<string, UnreadSession>;
  /** The prompt.txt blobs still to try, newest first, of sessions whose prompt was left unread. */
  prompts: Map<string, string[]>;
  /** Saves what completing sessions added to the derived cache (once after a batch, not per session). */
  saveCache: () => void;
}

export interface UnreadSession {
  /** The latest the session's activity can prove to be once its transcript is read (see newestSession). */
  bound: number;
  /** The session as the full index gives it: agent and last event from its transcript, read through `cat`. */
  read: (cat: CatFile) => Promise<Session>;
}
