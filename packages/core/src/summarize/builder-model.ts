/** The builder's caps and the shapes of what it keeps, shared by the builder and the sections it derives. */
import { PROMPT_CAP } from '../safety/hostile-text.js';
import type { Agent } from '../types/agents.js';
import type { Decision, Fact } from '../types/handoff.js';
import type { Held, HeldLine, HeldRef } from './source-lines.js';
import type { SessionStatus } from '../types/index-model.js';
import type { TranscriptEvent } from '../types/events.js';

/** Caps of every kept collection and string. Exported so tests (and the curious) can check them. */
export const LIMITS = {
  pendingCalls: 512,
  commands: 30,
  errors: 12,
  progress: 20,
  decisions: 12,
  questions: 6,
  files: 200,
  /** Entire's files_touched, kept whole up to here: a restore or a rename across the tree names hundreds at once. */
  entireFiles: 2000,
  todos: 100,
  uncertainty: 24,
  rawTail: 40,
  sessions: 64,
  promptChars: PROMPT_CAP,
  assistantChars: 4000,
  commandChars: 500,
  pathChars: 400,
  todoChars: 300,
  factChars: 400,
  rawChars: 300,
} as const;

/** The opening words of the uncertainty note written when the task comes from a compaction summary. */
export const COMPACTED_NOTE = 'The conversation was compacted';

export interface BuilderContext {
  sessionId: string;
  checkpointId?: string;
  agent: Agent;
  /** The repository root or the session's cwd, when known: edited paths under it are shown relative. */
  cwd?: string | null;
  /** Entire's `files_touched` for this session (or checkpoint slot), repository-relative: cross-checks the edits seen. */
  filesTouched?: string[];
}

export interface LiveInfo {
  status: SessionStatus;
  stale: boolean;
  lastActivityAt: string | null;
  /** "Now" for the idle-time figure; omitted → the figure is left out (keeps output deterministic). */
  now?: string;
}

export interface BuildOptions {
  live?: LiveInfo;
  /** false: no raw tail. It is shown only with `--raw`, and slicing each of its lines scans the cuts for secrets. */
  rawTail?: boolean;
}

/** One event of the bounded raw tail, shown only with `--raw` (one line each, by the render). */
export interface RawTailLine {
  sessionId: string;
  line: number;
  kind: string;
  text: string;
  /** Secrets redacted to cut the text to size (rule and fingerprint): the receipt counts them when the tail is shown. */
  redacted?: { rule: string; fingerprint: string }[];
}

/**
 * A raw-tail entry as the builder keeps it: its line held (see source-lines.ts) and the event itself, sliced only at
 * build. Most events leave the bounded tail again, and slicing redacts across each cut (a secret scan per event).
 */
export interface HeldRawTailLine {
  sessionId: string;
  line: HeldLine;
  kind: string;
  event: TranscriptEvent;
}

export interface Stamped {
  seq: number;
}
export type SeqFact = Held<Fact> & Stamped;
/** The newest request whose turn changed the repository; `goesOn`: that turn changed files changed before it (work-request.ts). */
export type WorkRequest = SeqFact & { goesOn: boolean };
export type SeqDecision = Held<Decision> & Stamped;

/** The assistant's last message: consecutive text events joined, tail kept. */
export interface AssistantMessage {
  full: string;
  source: HeldRef;
  seq: number;
}

export interface Verification {
  command: string;
  exitCode: number | null;
  passed: boolean;
  seq: number;
  source: HeldRef;
  decisive: string | null;
}

export interface CompactionFacts {
  task: string;
  next: string | null;
  pending: string | null;
  currentWork: string | null;
  source: HeldRef;
  seq: number;
}

export interface SessionSpan {
  sessionId: string;
  checkpointId?: string;
  agent: Agent;
}
