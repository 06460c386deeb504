import type { TranscriptEvent } from '../types/events.js';
import type { TranscriptFormat } from '../types/agents.js';

/**
 * Turns the records of one transcript into normalized events. Records arrive in order: JSONL lines,
 * or the messages of a JSON document. A parser keeps only bounded state (small LRU maps), so a
 * transcript of any length can stream through it.
 */
export interface RecordParser {
  /** `line`: the record's 0-based line (JSONL) or message index (JSON documents). */
  push(record: unknown, line: number): TranscriptEvent[];
  /** Flushes whatever the parser held back (e.g. Gemini's last-copy-wins window). */
  finish(): TranscriptEvent[];
}

export interface Adapter {
  format: TranscriptFormat;
  /** `jsonl`: one record per line. `json-document`: one JSON value whose messages are the records. */
  container: 'jsonl' | 'json-document';
  createParser(): RecordParser;
  /** The working directory a record names, if any (the reader stamps it on the events; see EventOrigin.cwd). */
  cwdOf?(record: unknown): string | undefined;
  /** The time a record carries, if any, whether or not it becomes an event (read/record-clock.ts). */
  timeOf?(record: unknown): string | undefined;
  /** The session id the transcript records, read from the text of its head (a bare `--transcript` file has no metadata). */
  sessionIdOf?(head: string): string | undefined;
  /**
   * The session that spawned this one, when a JSON document names it (OpenCode's `info.parentID`: a sub-agent, or a
   * command run as a subtask): its prompts are that session's words, never a user's.
   */
  spawnedBy?(document: unknown): string | undefined;
  /** The title a JSON document gives its session (OpenCode's `info.title`: a sub-session's names what it was spawned for). */
  titleOf?(document: unknown): string | undefined;
  /** The same for a JSONL transcript, read from the text of its first line (Codex's `session_meta` of a spawned agent). */
  spawnedByHead?(firstLine: string): string | undefined;
  /**
   * The sessions this document's session spawned and holds the results of (OpenCode's task calls): their work is one
   * of its tool calls, so their later end does not make them newer than it.
   */
  spawned?(document: unknown): string[];
  /** The records of a JSON document (default: its `messages`; Kiro: its `history`). */
  recordsOf?(document: unknown): unknown[];
  /** False for formats that never record tool results (Cursor): no call is "unanswered" there. */
  recordsToolResults?: false;
}
