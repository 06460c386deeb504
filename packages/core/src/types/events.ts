/**
 * The normalized event stream every transcript adapter produces. The summarizer reads only these,
 * so nothing downstream knows which agent wrote the transcript.
 *
 * All text fields hold untrusted transcript content: already stripped of control characters by the
 * adapter's caller, never redacted yet (redaction runs on the final output), and capped in length.
 */

/** Where an event came from in its source file: the 0-based record index (JSONL line, or message index for JSON documents). */
export interface EventOrigin {
  /** 0-based line (JSONL) or message index (single-JSON formats) in the transcript file. */
  line: number;
  /** ISO-8601 timestamp when the record carries one. */
  ts?: string;
  /**
   * The session's working directory as the transcript records it (Claude `cwd`, Codex `session_meta.cwd`...),
   * set by the reader on the first event it emits and again whenever the directory changes. Lets the summarizer
   * show paths of another machine relative to the project. Untrusted text, like every other field.
   */
  cwd?: string;
}

export interface UserPromptEvent extends EventOrigin {
  kind: 'user_prompt';
  text: string;
  /** Images attached to the words (`[image: assets/… in the checkpoint]`, `[image]`): never part of the text typed. */
  images?: string[];
  /**
   * Typed while the agent worked and still queued when the record ends (Claude Code's queue): never given to the agent,
   * so no turn answers it. The user's newest words, not yet part of the work.
   */
  unsent?: true;
  /**
   * Terminal output the user attached beside the words (Cursor's `<terminal_selection>`), its tail capped: what they saw
   * run or fail, shown to the agent, never typed.
   */
  output?: string;
}

export interface AssistantTextEvent extends EventOrigin {
  kind: 'assistant_text';
  text: string;
  /**
   * The agent wrote this in the model's place because its API call failed (Claude Code's `isApiErrorMessage`): the
   * kind of failure it records (`rate_limit`, `server_error`…). The text is the error, not the model's words.
   */
  apiError?: string;
  /**
   * Progress narration the agent prints while it works (Codex's `phase: "commentary"`), not an answer: it says what the
   * agent is about to look at or try, so it chooses nothing for the user.
   */
  commentary?: true;
}

/** A tool call that is not one of the specialised kinds below (reads, searches, web fetches, MCP tools...). */
export interface ToolCallEvent extends EventOrigin {
  kind: 'tool_call';
  callId: string;
  /** The agent's own tool name, e.g. `Read`, `read_file`, `grep`. */
  tool: string;
  /** A short, single-line description of the input (a path, a pattern, a URL); capped. */
  summary: string;
  /**
   * The plan put to the user for approval (Claude Code's `ExitPlanMode`), whole up to a cap: once approved, the choices
   * it states are the session's (summarize/plan-choices.ts). Untrusted text, like every other field.
   */
  plan?: string;
}

/** The result of any call (tool_call, file_edit, shell, subagent), joined to it by callId. */
export interface ToolResultEvent extends EventOrigin {
  kind: 'tool_result';
  callId: string;
  isError: boolean;
  /** Exit code when the agent records one (shell commands). */
  exitCode?: number | null;
  /** Head and tail of the output, capped (the decisive line of a failure is usually near the end). */
  output: string;
  /**
   * The user turned the call down before it ran (Claude Code's permission prompt): a user decision, not a failure.
   * `output` then holds only what the user typed with the refusal (empty when nothing), never the agent's boilerplate.
   */
  rejected?: boolean;
  /**
   * The call returned, but the transcript does not carry its result (Entire's compact form inlines one tool-result
   * record per merged message and drops the others): its outcome is unknown, neither passed nor failed.
   */
  unrecorded?: true;
  /**
   * The command had not ended when its turn closed or the record stopped (Codex's unified exec still answering
   * `Process running`): no exit code came, so it neither passed nor failed as recorded.
   */
  stillRunning?: true;
}

/** The side of a merge conflict an edit keeps (adapters/conflict-sides.ts). */
export interface ConflictSide {
  /** The label of the side kept ("HEAD", "Stashed changes", "feature/login"). */
  kept: string;
  /** The label of the side dropped. */
  over: string;
}

/** What an edit took out and put in, lines both sides share aside (adapters/edit-lines.ts). */
export interface EditLines {
  removed: string[];
  added: string[];
}

export interface FileEditEvent extends EventOrigin {
  kind: 'file_edit';
  callId: string;
  /** `Edit`, `Write`, `apply_patch`, `replace`, `write_file`, `edit`, `StrReplace`... */
  tool: string;
  /** Paths as the transcript names them (may be absolute paths of another machine). */
  paths: string[];
  /** `create`, `update`, `delete` when the format says so. */
  change?: 'create' | 'update' | 'delete';
  /** The side of a merge conflict the edit keeps, when it replaces conflict markers (adapters/conflict-sides.ts). */
  conflictSide?: ConflictSide;
  /** The text the edit replaced and wrote, capped: what it touched, to tie the agent's report to it (summarize/approach.ts). */
  text?: string;
  /** What the call says the edit is for, in the agent's words (Gemini's `instruction`), capped (summarize/edit-intents.ts). */
  intent?: string;
  /** The lines it took out and put in, when the call names both sides (a replace or a patch, not a whole-file write). */
  lines?: EditLines;
}

export interface ShellCommandEvent extends EventOrigin {
  kind: 'shell';
  callId: string;
  tool: string;
  command: string;
  /** The directory the call says the command runs in (Codex's `workdir`), when it names one. Untrusted text. */
  workdir?: string;
}

export type TodoStatus = 'pending' | 'in_progress' | 'completed';

export interface TodoItem {
  text: string;
  status: TodoStatus;
}

/** A full replacement of the todo list / plan (TodoWrite, update_plan, write_todos, todowrite). */
export interface TodoUpdateEvent extends EventOrigin {
  kind: 'todo_update';
  callId?: string;
  tool: string;
  todos: TodoItem[];
}

/** A compaction summary: the agent's own account of everything before this point. */
export interface CompactionEvent extends EventOrigin {
  kind: 'compaction';
  summary: string;
}

export interface SubagentTaskEvent extends EventOrigin {
  kind: 'subagent';
  callId: string;
  tool: string;
  description: string;
  prompt: string;
  /** The name this session gets as the lead of the team the spawned agent joins (adapters/claude-team.ts): its teammates name it so. */
  leads?: string;
}

/** The user interrupted the assistant (Esc, "[Request interrupted by user]", turn_aborted...). */
export interface InterruptionEvent extends EventOrigin {
  kind: 'interruption';
}

/**
 * The agent's turn ended here (Claude Code's Stop hook ran without keeping it going, or it timed the turn): a record
 * that stops on a tool result after this was not taken mid-turn.
 */
export interface TurnEndEvent extends EventOrigin {
  kind: 'turn_end';
}

/**
 * A run the agent left working in the background (a sub-agent launched with `run_in_background`), or its end: the call
 * that launched it returned at once, and how the run ended comes in a notice of its own, if before the record ends.
 */
export interface BackgroundTaskEvent extends EventOrigin {
  kind: 'background_task';
  taskId: string;
  state: 'launched' | 'finished';
  /** What the run was given to do (empty on its end), capped. */
  description: string;
}

/**
 * One run of a hook the agent's settings install (Copilot CLI's `hook.end`, Claude Code's hook attachments), whether
 * or not the agent saw it: the hook's name and, when the run failed, what it said (capped).
 */
export interface HookRunEvent extends EventOrigin {
  kind: 'hook_run';
  hook: string;
  error: string | null;
}

export type TranscriptEvent =
  | UserPromptEvent
  | AssistantTextEvent
  | ToolCallEvent
  | ToolResultEvent
  | FileEditEvent
  | ShellCommandEvent
  | TodoUpdateEvent
  | CompactionEvent
  | SubagentTaskEvent
  | InterruptionEvent
  | TurnEndEvent
  | BackgroundTaskEvent
  | HookRunEvent;

export type TranscriptEventKind = TranscriptEvent['kind'];

/** What a read of one transcript learned besides its events: the gaps the summary must admit. */
export interface ReadStats {
  /** Records read (lines or messages). */
  records: number;
  /** Lines that were not valid JSON (truncated writes, garbage), skipped. */
  malformed: number;
  /** Lines longer than the buffer cap: head and tail kept, the middle dropped. */
  oversized: number;
  /** Bytes read from the source. */
  bytes: number;
  /** First record index read, when the reader skipped the head (e.g. tail read from the last compaction). */
  startLine: number;
  /** Long lines (> 64 KiB) whose long strings were cut to head + tail before parsing (added by the reader). */
  skimmed?: number;
  /** Byte offset the read started at, when it skipped the head of a file (added by the reader). */
  startOffset?: number;
  /** The time of the newest record read, events or not (added by the reader when the format stamps records). */
  lastRecordAt?: string;
  /** The session that spawned this one, when the transcript names it (Adapter.spawnedBy): its prompts are not a user's. */
  spawnedBy?: string;
  /** The sessions this one spawned whose results it recorded (Adapter.spawned). */
  spawned?: string[];
  /** The title the transcript gives its session (Adapter.titleOf). */
  title?: string;
}
