import type { Agent, TargetName } from './agents.js';
import type { TodoStatus } from './events.js';

/** Where a fact came from: which session, which record, which tool call. */
export interface SourceRef {
  sessionId: string;
  checkpointId?: string;
  /** 0-based record index in the transcript. */
  line?: number;
  callId?: string;
}

/**
 * One carried-over fact. `verified` is true only when a tool result backs it (a command's exit code,
 * a file edit that succeeded); what the assistant merely said is `verified: false`.
 */
export interface Fact {
  text: string;
  source: SourceRef;
  verified: boolean;
  /** A prompt's attached images, said apart from the words typed (UserPromptEvent.images). */
  images?: string[];
}

export interface Decision extends Fact {
  /** Alternatives the transcript says were rejected, each with its reason when stated. */
  rejected: { option: string; reason: string | null }[];
  /** Who decided: the user (a prompt, a refused tool call) or the assistant. Absent: the assistant. */
  by?: 'user' | 'assistant';
}

export interface CommandRun {
  command: string;
  exitCode: number | null;
  source: SourceRef;
  verified: boolean;
}

export interface ErrorFact extends Fact {
  /** The failing command or tool, when there is one. */
  command: string | null;
  /** The decisive output line (e.g. `FAIL src/x.test.ts > parses`, `error TS2322: ...`). */
  decisiveLine: string;
}

/** What a session did to a file: by effect, never by intent (a rejected or failed edit changes nothing). */
export type FileChange = 'created' | 'modified' | 'deleted';

/**
 * One file the session changed. `from`: an edit tool whose result succeeded (`tool`), a shell command that says it
 * writes the file and exited 0 (`shell`), the agent's compaction summary (`compaction`), or only Entire's
 * `files_touched` (`entire`). `verified`: a tool result backs it.
 */
export interface FileTouch {
  path: string;
  change: FileChange;
  from: 'tool' | 'shell' | 'compaction' | 'entire';
  source: SourceRef;
  verified: boolean;
}

export interface HandoffTodo {
  text: string;
  status: TodoStatus;
  source: SourceRef;
}

export type HandoffStatus = 'complete' | 'in_progress' | 'blocked' | 'unknown';

/** Something the budget left out, with a pointer the next agent can open. */
export interface Omission {
  what: string;
  /** e.g. `hand-off-session show 019dbcc1 --raw --lines 120-180`, or `session 019d…, lines 120-180`. */
  pointer: string;
}

export interface RedactionReceipt {
  total: number;
  byRule: Record<string, number>;
  /** One short one-way fingerprint per finding (never the value). */
  fingerprints: string[];
}

/** Where and when the work was recorded, and where the repository is now (what the next agent compares first). */
export interface Provenance {
  /** The checkpoint the handoff was made from, when it was made from one. */
  checkpointId: string | null;
  /** The branch the work was recorded on, as Entire's metadata says. */
  branch: string | null;
  /** The commit that carries the checkpoint's `Entire-Checkpoint` trailer (full SHA), when one is on this branch. */
  commit: string | null;
  /** When the work was recorded (ISO): the checkpoint's time, else the session's last activity. */
  recordedAt: string | null;
  /** The repository at the time of the handoff. */
  currentBranch: string | null;
  currentHead: string | null;
}

/**
 * Where a task comes from: the session's first prompt, a later prompt (the first one named no work, or only asked a
 * question that was answered, or a checkpoint's part states a new request), the proposal a bare "yes, do it" agreed to,
 * or the agent's compaction summary.
 */
export type TaskOrigin = 'first-prompt' | 'later-prompt' | 'agreed-proposal' | 'compaction-summary' | 'session-title';

/** One session of a merged checkpoint that does not lead it: its own short part, never mixed into the lead's facts. */
export interface SessionPart {
  sessionId: string;
  agent: Agent;
  /** Its newest record's timestamp; for a session kept without its transcript, when Entire wrote its slot. */
  endedAt: string | null;
  /**
   * Its slot holds metadata and prompt.txt only: `endedAt` is when Entire wrote the slot (one condensation writes every
   * slot of a commit within seconds), not when the session ended, which is not recorded.
   */
  promptsOnly?: true;
  /**
   * Its part of this checkpoint holds no record (Entire's start at or past its transcript's end, or only bookkeeping):
   * it took part, but what its transcript says is earlier checkpoints' work, so none of it is given as current.
   */
  emptyPart?: true;
  task: Fact | null;
  latestInstruction: Fact | null;
  status: HandoffStatus;
  statusReason: string;
  nextStep: Fact | null;
  filesTouched: string[];
  /** The session that spawned it, when it is a sub-session (its prompt came from there, not from the user). */
  spawnedBy?: string;
  /** Its last recorded check (test, build, lint), as the lead's Current state says it. */
  lastCheck: Fact | null;
  openTodos: number;
  /** Files its own transcript shows it changed (Entire's files_touched, shared by every slot, left out). */
  edited: number;
  /** Questions it asked that no later prompt of it answered. */
  openQuestions: number;
}

export interface Handoff {
  /** The agent the handoff is framed for; null for the generic framing. */
  target: TargetName | null;
  /** The agent(s) that wrote the sessions. */
  sourceAgents: Agent[];
  sessionIds: string[];
  checkpointIds: string[];
  /** The original request; after a compaction, from the compaction summary. */
  task: Fact | null;
  /** Where the task was taken from (absent: the first prompt). */
  taskFrom?: TaskOrigin;
  /** The last real user prompt, verbatim (redacted at render). */
  latestInstruction: Fact | null;
  status: HandoffStatus;
  /** Why the status was chosen, one line. */
  statusReason: string;
  currentState: Fact[];
  recentProgress: Fact[];
  nextStep: Fact | null;
  openQuestions: Fact[];
  decisions: Decision[];
  filesTouched: string[];
  /** The same files with what was done to each (created / modified / deleted) and how it is known; oldest first. */
  files?: FileTouch[];
  commands: CommandRun[];
  errors: ErrorFact[];
  todos: HandoffTodo[];
  /** Gaps: transcript missing, malformed lines skipped, session active or stale... */
  uncertainty: string[];
  omitted: Omission[];
  /** Filled in by redaction at render time. */
  redactions: RedactionReceipt;
  /** The rendered Markdown, filled in at render time. */
  markdown: string;
  /** The file a bare transcript handoff (`--transcript`) was read from: "Left out" pointers open it again. */
  transcriptPath?: string;
  /**
   * The last few events, a short slice of each (untrusted text, line breaks kept until the render makes each one line),
   * for `--raw` only. Optional: added by the summarizer; bounded by the builder (a few dozen lines). `redacted` names
   * the secrets redacted to cut a slice to size, counted into the receipt when the tail is shown.
   */
  rawTail?: { sessionId: string; line: number; kind: string; text: string; redacted?: { rule: string; fingerprint: string }[] }[];
  /** The newest record's timestamp, when the transcript records them (set by the summarizer). */
  endedAt?: string | null;
  /** The working directory the transcript last named (untrusted text; used to show repository paths relative). */
  recordedCwd?: string;
  /** The session that spawned this one (a sub-agent, a command run as a subtask): its prompts are not the user's. */
  spawnedBy?: string;
  /** The title the transcript gives the session (OpenCode's `info.title`), for a sub-session whose prompt is left out. */
  title?: string;
  /** The sessions this one spawned whose results it recorded: in a merged checkpoint they never lead over it. */
  spawned?: string[];
  /** The names its sub-sessions give it as their parent when they know no session id (an agent team's lead: `team-lead:<team>`). */
  knownAs?: string[];
  /** Branch, commit, time of recording and the repository now (set by the facade). */
  provenance?: Provenance;
  /** In a merged checkpoint, the sessions after the lead (which ended last), newest first. */
  otherSessions?: SessionPart[];
}
