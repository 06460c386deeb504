/**
 * Deterministic, incremental summarizer: feed it the normalized events of one or more sessions in order,
 * then `build()` a Handoff. No LLM, no network, and BOUNDED memory: every collection is a capped ring or a
 * capped map and every kept string is clipped, so a 1 GB transcript costs the same memory as a small one.
 */
import type { Agent } from '../types/agents.js';
import type { SessionStatus } from '../types/index-model.js';
import type { TodoItem, TranscriptEvent } from '../types/events.js';
import type { CommandRun, Decision, ErrorFact, Fact, Handoff, HandoffTodo, SourceRef } from '../types/handoff.js';
import { headRedacted, tailRedacted } from '../safety/redacted-cut.js';
import { clip, clipTail, ends, oneLine } from './clip.js';
import { currentWorkFromCompaction, decisionsFromCompaction, nextStepFromCompaction, pendingFromCompaction, taskFromCompaction } from './compaction.js';
import { extractDecisions } from './decisions.js';
import { decisiveLine, exitCodeFromOutput, isProbeCommand, isVerificationCommand, lastVisibleLine } from './errors.js';
import { statedNextStep } from './next-step.js';
import { asksForPermission, claimsCompletion, extractQuestions, saysBlocked } from './questions.js';
import { Ring } from './ring.js';
import { decideStatus, idleText, type StatusEvidence } from './status.js';

/** Caps of every kept collection and string. Exported so tests (and the curious) can check them. */
export const LIMITS = {
  pendingCalls: 512,
  commands: 30,
  errors: 12,
  progress: 20,
  decisions: 12,
  questions: 6,
  files: 200,
  todos: 100,
  uncertainty: 24,
  rawTail: 40,
  sessions: 64,
  promptChars: 4000,
  assistantChars: 4000,
  commandChars: 500,
  pathChars: 400,
  todoChars: 300,
  factChars: 400,
  rawChars: 300,
} as const;

/** The opening words of the uncertainty note written when the task comes from a compaction summary. */
export const COMPACTED_NOTE = 'The conversation was compacted';

/** Work caps per event: how much of an output or a compaction summary the patterns look at. */
const OUTPUT_HEAD = 2000;
const OUTPUT_TAIL = 8000;
const COMPACTION_CHARS = 20_000;

export interface BuilderContext {
  sessionId: string;
  checkpointId?: string;
  agent: Agent;
  /** The repository root or the session's cwd, when known: edited paths under it are shown relative. */
  cwd?: string | null;
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
}

/** One line of the bounded raw tail, shown only with `--raw`. */
export interface RawTailLine {
  sessionId: string;
  line: number;
  kind: string;
  text: string;
}

interface Stamped {
  seq: number;
}
type SeqFact = Fact & Stamped;
type SeqDecision = Decision & Stamped;
type SeqError = ErrorFact & Stamped;
type SeqCommand = CommandRun & Stamped;

type Pending =
  | { kind: 'shell'; run: SeqCommand; seq: number }
  | { kind: 'edit'; paths: string[]; source: SourceRef; seq: number }
  | { kind: 'tool'; tool: string; source: SourceRef; seq: number }
  | { kind: 'subagent'; description: string; source: SourceRef; seq: number };

/** The assistant's last message: consecutive text events joined, tail kept. */
interface AssistantMessage {
  full: string;
  source: SourceRef;
  seq: number;
}

interface FileState {
  lastEditSeq: number;
  ok: boolean;
}

interface Verification {
  command: string;
  exitCode: number | null;
  passed: boolean;
  seq: number;
  source: SourceRef;
  decisive: string | null;
}

interface CompactionFacts {
  task: string;
  next: string | null;
  pending: string | null;
  currentWork: string | null;
  source: SourceRef;
  seq: number;
}

interface SessionSpan {
  sessionId: string;
  checkpointId?: string;
  agent: Agent;
  firstLine: number | null;
  lastLine: number | null;
}

export class HandoffBuilder {
  private ctx: BuilderContext;
  private sessionIndex = 0;
  private readonly sessions: SessionSpan[] = [];
  private sessionsDropped = 0;
  private seq = 0;
  private events = 0;
  private lastKind: TranscriptEvent['kind'] | null = null;

  private firstPrompt: SeqFact | null = null;
  private lastPrompt: SeqFact | null = null;
  private lastAssistant: AssistantMessage | null = null;
  private compaction: CompactionFacts | null = null;
  /** The working directory the transcript names (EventOrigin.cwd), for the current session. */
  private transcriptCwd: string | null = null;
  private todoList: { todos: HandoffTodo[]; seq: number } | null = null;
  private interruption: { seq: number; source: SourceRef } | null = null;
  private lastVerification: Verification | null = null;

  private readonly pending = new Map<string, Pending>();
  /** The session index whose format records no tool results (see resultsUnrecorded). */
  private untrackedSession = -1;
  private pendingDropped = 0;
  private readonly files = new Map<string, FileState>();
  private filesDropped = 0;
  private readonly commands = new Ring<SeqCommand>(LIMITS.commands);
  private readonly errors = new Ring<SeqError>(LIMITS.errors);
  private readonly progress = new Ring<SeqFact>(LIMITS.progress);
  private readonly decisions = new Ring<SeqDecision>(LIMITS.decisions);
  private readonly questions = new Ring<SeqFact>(LIMITS.questions);
  private readonly gaps = new Ring<string>(LIMITS.uncertainty);
  private readonly rawTail = new Ring<RawTailLine>(LIMITS.rawTail);
  /** Between deferLines() and settleLines(): what holds a line still relative to an unknown base. */
  private unsettled: { holders: { line?: number }[]; rawLines: number; first: number | null; last: number | null } | null = null;

  constructor(ctx: BuilderContext) {
    this.ctx = ctx;
    this.openSpan(ctx);
  }

  /** Continue with the next session (or the next checkpoint's copy of a session), in order. */
  startSession(ctx: BuilderContext): void {
    this.ctx = { ...ctx, cwd: ctx.cwd ?? this.ctx.cwd ?? null };
    this.sessionIndex++;
    // Results never cross sessions: calls left open belong to the session that just ended.
    this.closeOpenCalls();
    this.lastKind = null;
    this.transcriptCwd = null;
    this.openSpan(ctx);
  }

  /**
   * The current session's format records no tool results (Cursor's agent transcripts): its calls are not tracked as
   * unanswered, since none ever is, and nothing it ran counts as verified.
   */
  resultsUnrecorded(): void {
    this.untrackedSession = this.sessionIndex;
    this.noteGap('This transcript format records no tool results: the commands and edits below are what the assistant issued, not what happened.');
  }

  /**
   * The lines of events added from now on are relative to a base not known yet (the lines before a compaction, still
   * being counted): work on them need not wait for the count. settleLines(base) makes them absolute.
   */
  deferLines(): void {
    this.unsettled ??= { holders: [], rawLines: 0, first: null, last: null };
  }

  /** How many line holders wait for settleLines() (a caller bounds this by settling early). */
  get unsettledLines(): number {
    return this.unsettled?.holders.length ?? 0;
  }

  /** Adds `base` to every line recorded since deferLines(); lines of later events are taken as absolute. */
  settleLines(base: number): void {
    const u = this.unsettled;
    if (!u) return;
    this.unsettled = null;
    for (const h of u.holders) if (h.line !== undefined) h.line += base;
    // Raw tail lines are not held for this (most leave the ring long before): the newest ones still in it are shifted.
    const raw = this.rawTail.toArray();
    for (const r of raw.slice(Math.max(0, raw.length - u.rawLines))) r.line += base;
    if (u.first !== null) this.noteLine(u.first + base);
    if (u.last !== null) this.noteLine(u.last + base);
  }

  /** A gap the reader found: malformed lines skipped, oversized lines cut, transcript missing. */
  noteGap(text: string): void {
    this.gaps.pushUnique(oneLine(text, LIMITS.factChars), (x) => x);
  }

  add(event: TranscriptEvent): void {
    this.seq++;
    this.events++;
    this.noteLine(event.line);
    if (event.cwd) this.transcriptCwd = oneLine(event.cwd, LIMITS.pathChars);
    const source = this.source(event.line, 'callId' in event ? event.callId : undefined);
    switch (event.kind) {
      case 'user_prompt':
        this.onPrompt(event.text, source);
        break;
      case 'assistant_text':
        this.onAssistant(event.text, source);
        break;
      case 'tool_call':
        this.questions.clear();
        this.track(event.callId, { kind: 'tool', tool: oneLine(event.tool, 80), source, seq: this.seq });
        break;
      case 'shell':
        this.onShell(event.command, event.callId, source);
        break;
      case 'file_edit':
        this.onEdit(event.paths, event.callId, source);
        break;
      case 'tool_result':
        this.onResult(event.callId, event.isError, event.exitCode, event.output, source);
        break;
      case 'todo_update':
        this.onTodos(event.todos, source);
        break;
      case 'compaction':
        this.onCompaction(event.summary, source);
        break;
      case 'subagent':
        this.questions.clear();
        this.track(event.callId, { kind: 'subagent', description: oneLine(event.description, LIMITS.factChars), source, seq: this.seq });
        break;
      case 'interruption':
        this.interruption = { seq: this.seq, source };
        break;
    }
    // Clipped lazily at build: a slice here is cheap, one-lining a million events is not.
    this.rawTail.push({ sessionId: this.ctx.sessionId, line: event.line, kind: event.kind, text: rawText(event) });
    if (this.unsettled) this.unsettled.rawLines++;
    this.lastKind = event.kind;
  }

  /** Sizes of every internal collection: proof for the bounded-memory test. */
  debugSizes(): Record<string, number> {
    return {
      pendingCalls: this.pending.size,
      files: this.files.size,
      commands: this.commands.size,
      errors: this.errors.size,
      progress: this.progress.size,
      decisions: this.decisions.size,
      questions: this.questions.size,
      todos: this.todoList?.todos.length ?? 0,
      uncertainty: this.gaps.size,
      rawTail: this.rawTail.size,
      sessions: this.sessions.length,
      keptChars:
        (this.firstPrompt?.text.length ?? 0) +
        (this.lastPrompt?.text.length ?? 0) +
        (this.lastAssistant?.full.length ?? 0) +
        (this.compaction?.task.length ?? 0),
    };
  }

  /** The bounded raw tail (last events, one clipped line each), for `--raw`. */
  rawLines(): RawTailLine[] {
    return this.rawTail.toArray().map((r) => ({ ...r, text: oneLine(r.text, LIMITS.rawChars) }));
  }

  build(opts: BuildOptions = {}): Handoff {
    const live = opts.live ?? null;
    const todos = this.todoList?.todos ?? [];
    const openTodos = todos.filter((t) => t.status !== 'completed');
    const verif = this.lastVerification;
    const editsSince = this.filesEditedAfter(verif?.seq ?? 0);
    const failing = verif && !verif.passed ? verif : null;
    const assistant = this.lastAssistant;
    const afterPrompt = assistant !== null && (this.lastPrompt === null || assistant.seq > this.lastPrompt.seq);
    const lastMsg = afterPrompt && assistant ? assistant.full : '';
    const interrupted = this.interruption !== null && (this.lastPrompt === null || this.interruption.seq > this.lastPrompt.seq);
    const idleMinutes = live ? minutesBetween(live.lastActivityAt, live.now) : null;
    const questions = this.questions.toArray();

    const evidence: StatusEvidence = {
      hasEvents: this.events > 0,
      openTodos: openTodos.length,
      totalTodos: todos.length,
      lastVerification: verif ? { command: verif.command, passed: verif.passed, exitCode: verif.exitCode } : null,
      editsSinceVerification: editsSince.length,
      failingCheck: failing ? (failing.decisive ?? `exit ${failing.exitCode ?? '?'}`) : null,
      lastAssistantAfterPrompt: afterPrompt,
      completionClaim: lastMsg !== '' && claimsCompletion(lastMsg),
      blockedClaim: lastMsg !== '' && saysBlocked(lastMsg),
      permissionRequest: lastMsg !== '' && asksForPermission(lastMsg),
      openQuestions: questions.length,
      interrupted,
      unfinishedCalls: this.pending.size,
      live: live ? { active: live.status === 'active', stale: live.stale, idleMinutes } : null,
    };
    const status = decideStatus(evidence);

    return {
      target: null,
      sourceAgents: unique(this.sessions.map((s) => s.agent)),
      sessionIds: unique(this.sessions.map((s) => s.sessionId)),
      checkpointIds: unique(this.sessions.flatMap((s) => (s.checkpointId ? [s.checkpointId] : []))),
      task: this.task(),
      latestInstruction: this.lastPrompt ? plain(this.lastPrompt) : null,
      status: status.status,
      statusReason: status.reason,
      currentState: this.currentState(verif, editsSince, openTodos.length, todos.length),
      recentProgress: this.progress.toArray().map(plain),
      nextStep: this.nextStep(openTodos, afterPrompt ? assistant : null),
      openQuestions: questions.map(plain),
      decisions: this.decisions.toArray().map(({ seq: _seq, ...d }) => d),
      filesTouched: [...this.files.keys()].map((p) => this.relativize(p)),
      commands: this.commands.toArray().map(({ seq: _seq, ...c }) => c),
      errors: this.errors.toArray().map(({ seq: _seq, ...e }) => e),
      todos: todos.map((t) => ({ ...t })),
      uncertainty: this.uncertainty(live, idleMinutes, interrupted),
      omitted: [],
      redactions: { total: 0, byRule: {}, fingerprints: [] },
      markdown: '',
      rawTail: this.rawLines(),
    };
  }

  // ---- event handlers ----

  private onPrompt(text: string, source: SourceRef): void {
    const t = clip(text, LIMITS.promptChars * 2).trim();
    if (!t) return;
    const fact: SeqFact = { text: clip(t, LIMITS.promptChars), source, verified: false, seq: this.seq };
    if (!this.firstPrompt) this.firstPrompt = fact;
    this.lastPrompt = fact;
    // A new prompt answers (or overrides) whatever the assistant asked before.
    this.questions.clear();
  }

  private onAssistant(text: string, source: SourceRef): void {
    const t = ends(text, LIMITS.assistantChars, LIMITS.assistantChars).trim();
    if (!t) return;
    const continues = this.lastKind === 'assistant_text' && this.lastAssistant !== null;
    const full = continues && this.lastAssistant ? clipTail(`${this.lastAssistant.full}\n${t}`, LIMITS.assistantChars) : clipTail(t, LIMITS.assistantChars);
    this.lastAssistant = { full, source: continues && this.lastAssistant ? this.lastAssistant.source : source, seq: this.seq };
    for (const q of extractQuestions(t)) this.questions.pushUnique({ text: q, source, verified: false, seq: this.seq }, (x) => x.text);
    for (const d of extractDecisions(t)) this.decisions.pushUnique({ ...d, source, verified: false, seq: this.seq }, (x) => x.text);
  }

  private onShell(command: string, callId: string, source: SourceRef): void {
    this.questions.clear();
    const run: SeqCommand = { command: clip(command.trim(), LIMITS.commandChars), exitCode: null, source, verified: false, seq: this.seq };
    // Merged sessions repeat the same commands: the newest run of a command wins.
    this.commands.pushUnique(run, (x) => x.command);
    this.track(callId, { kind: 'shell', run, seq: this.seq });
  }

  private onEdit(paths: string[], callId: string, source: SourceRef): void {
    this.questions.clear();
    const kept = paths.slice(0, 20).map((p) => oneLine(p, LIMITS.pathChars));
    for (const p of kept) this.touchFile(p, false);
    this.track(callId, { kind: 'edit', paths: kept, source, seq: this.seq });
  }

  private onResult(callId: string, isError: boolean, exitCode: number | null | undefined, fullOutput: string, source: SourceRef): void {
    const output = ends(fullOutput, OUTPUT_HEAD, OUTPUT_TAIL);
    const key = this.callKey(callId);
    const call = this.pending.get(key);
    if (!call) return;
    this.pending.delete(key);
    const resultSource: SourceRef = this.unsettledHolder({ ...(call.kind === 'shell' ? call.run.source : call.source), line: source.line });
    switch (call.kind) {
      case 'shell':
        return this.onShellResult(call.run, isError, exitCode, output, resultSource);
      case 'edit':
        return this.onEditResult(call.paths, isError, output, resultSource);
      case 'subagent':
        if (isError) this.recordError(`Subagent failed: ${call.description}`, null, output, resultSource);
        return;
      case 'tool':
        return;
    }
  }

  private onShellResult(run: SeqCommand, isError: boolean, exitCode: number | null | undefined, output: string, source: SourceRef): void {
    const code = exitCode ?? exitCodeFromOutput(output);
    run.exitCode = code;
    run.verified = code !== null;
    run.source = source;
    run.seq = this.seq;
    const failed = isError || (code !== null && code !== 0);
    const passed = !failed && code === 0;
    const verification = isVerificationCommand(run.command);
    const decisive = failed ? decisiveLine(output) : null;
    if (verification && (failed || code !== null)) {
      this.lastVerification = { command: run.command, exitCode: code, passed, seq: this.seq, source, decisive };
    }
    if (failed) {
      // `grep` finding nothing exits 1 with no output: not an error worth carrying. Other commands failing silently are.
      if (!verification && !decisive && isProbeCommand(run.command)) return;
      this.recordError(`\`${oneLine(run.command, 160)}\` exited ${code ?? 'with an error'}`, run.command, output, source, decisive);
      return;
    }
    // A later pass of the same command resolves its earlier failure.
    this.errors.removeWhere((e) => e.command === run.command);
    if (passed) this.pushProgress(`Ran \`${oneLine(run.command, 200)}\` (exit 0)`, source, true);
  }

  private onEditResult(paths: string[], isError: boolean, output: string, source: SourceRef): void {
    if (isError) {
      this.recordError(`Edit failed: ${paths.map((p) => this.relativize(p)).join(', ')}`, null, output, source);
      return;
    }
    for (const p of paths) {
      this.touchFile(p, true);
      this.pushProgress(`Edited ${this.relativize(p)}`, source, true);
    }
  }

  private onTodos(items: TodoItem[], source: SourceRef): void {
    this.questions.clear();
    const before = new Map((this.todoList?.todos ?? []).map((t) => [t.text, t.status] as const));
    const todos: HandoffTodo[] = items.slice(0, LIMITS.todos).map((t) => ({ text: oneLine(t.text, LIMITS.todoChars), status: t.status, source }));
    for (const t of todos) {
      if (t.status === 'completed' && before.get(t.text) !== 'completed') this.pushProgress(`Completed todo: ${t.text}`, source, false);
    }
    this.todoList = { todos, seq: this.seq };
  }

  private onCompaction(summary: string, source: SourceRef): void {
    const s = clip(summary, COMPACTION_CHARS).trim();
    if (!s) {
      this.compaction = { task: '', next: null, pending: null, currentWork: null, source, seq: this.seq };
      return;
    }
    this.compaction = {
      task: taskFromCompaction(s),
      next: nextStepFromCompaction(s),
      pending: pendingFromCompaction(s),
      currentWork: currentWorkFromCompaction(s),
      source,
      seq: this.seq,
    };
    // What was decided before the compaction survives only in the summary.
    for (const d of decisionsFromCompaction(s)) this.decisions.pushUnique({ ...d, source, verified: false, seq: this.seq }, (x) => x.text);
  }

  /** The compaction's own account still stands: no user prompt came after it. */
  private compactionCurrent(): CompactionFacts | null {
    const c = this.compaction;
    if (!c) return null;
    return this.lastPrompt !== null && this.lastPrompt.seq > c.seq ? null : c;
  }

  // ---- derived sections ----

  private task(): Fact | null {
    const c = this.compaction;
    if (c && c.task) return { text: c.task, source: c.source, verified: false };
    return this.firstPrompt ? plain(this.firstPrompt) : null;
  }

  private currentState(verif: Verification | null, editsSince: string[], open: number, total: number): Fact[] {
    const out: Fact[] = [];
    if (verif) {
      const code = verif.exitCode === null ? 'failed (no exit code)' : `exited ${verif.exitCode}`;
      out.push({ text: `Last check: \`${oneLine(verif.command, 200)}\` ${code}`, source: verif.source, verified: true });
      if (!verif.passed && verif.decisive) out.push({ text: `Failing: ${verif.decisive}`, source: verif.source, verified: true });
    } else {
      out.push({ text: 'No test or build run was recorded.', source: this.source(undefined), verified: false });
    }
    if (editsSince.length > 0) {
      const shown = editsSince.slice(-8).map((p) => this.relativize(p));
      const more = editsSince.length > shown.length ? ` (+${editsSince.length - shown.length} more)` : '';
      const when = verif ? 'Edited after the last check' : 'Edited (never checked)';
      // Verified only where a tool result confirmed the edit (never, in formats that record no results).
      const confirmed = editsSince.every((p) => this.files.get(p)?.ok === true);
      out.push({ text: `${when}: ${shown.join(', ')}${more}`, source: this.source(undefined), verified: confirmed });
    }
    if (total > 0) {
      const done = total - open;
      out.push({ text: `Todos: ${done} of ${total} done`, source: this.todoList?.todos[0]?.source ?? this.source(undefined), verified: false });
    }
    if (this.pending.size > 0) {
      out.push({ text: `${this.pending.size} tool call(s) started but never returned a result`, source: this.source(undefined), verified: false });
    }
    const c = this.compactionCurrent();
    if (c?.currentWork) out.push({ text: `At the compaction, the agent was working on: ${c.currentWork}`, source: c.source, verified: false });
    if (c?.pending && (this.todoList === null || this.todoList.seq < c.seq)) {
      out.push({ text: `Pending at the compaction: ${c.pending}`, source: c.source, verified: false });
    }
    return out;
  }

  private nextStep(open: HandoffTodo[], assistant: AssistantMessage | null): Fact | null {
    const planned = this.plannedStep(open, assistant);
    const unfinished = this.unfinishedCall();
    if (!unfinished) return planned;
    const check = `Check whether ${unfinished.what} took effect: it never returned a result.`;
    return { text: planned ? `${check} Then: ${planned.text}` : check, source: unfinished.source, verified: false };
  }

  private plannedStep(open: HandoffTodo[], assistant: AssistantMessage | null): Fact | null {
    const todo = open.find((t) => t.status === 'in_progress') ?? open.find((t) => t.status === 'pending');
    if (todo) return { text: todo.text, source: todo.source, verified: false };
    const stated = assistant ? statedNextStep(assistant.full) : null;
    if (stated && assistant) return { text: stated, source: assistant.source, verified: false };
    // A later prompt supersedes what the summary said was next.
    const c = this.compactionCurrent();
    if (c?.next) return { text: c.next, source: c.source, verified: false };
    return null;
  }

  /** The newest command or edit of the last turn that never got its result (the turn was cut off). */
  private unfinishedCall(): { what: string; source: SourceRef } | null {
    const after = this.lastPrompt?.seq ?? 0;
    let found: Pending | null = null;
    for (const [key, call] of this.pending) {
      if (!key.startsWith(`${this.sessionIndex}:`) || call.seq <= after) continue;
      if (call.kind === 'shell' || call.kind === 'edit') found = call;
    }
    if (!found) return null;
    if (found.kind === 'shell') return { what: `\`${oneLine(found.run.command, 200)}\``, source: found.run.source };
    if (found.kind === 'edit') return { what: `the edit of ${found.paths.map((p) => this.relativize(p)).slice(0, 3).join(', ')}`, source: found.source };
    return null;
  }

  private uncertainty(live: LiveInfo | null, idleMinutes: number | null, interrupted: boolean): string[] {
    const out = [...this.gaps.toArray()];
    if (this.events === 0) out.push('No transcript events: the transcript is missing or empty.');
    if (this.compaction) {
      const line = this.compaction.source.line;
      out.push(`${COMPACTED_NOTE}${line === undefined ? '' : ` at line ${line}`}: earlier detail is summarized by the agent, not recorded; the task comes from that summary.`);
    }
    if (live?.stale) {
      const idle = idleText(idleMinutes);
      out.push(`Stale: live state says active but nothing happened for ${idle} and the last turn never ended: a prior session may have crashed.`);
    } else if (live?.status === 'active') {
      out.push('The session is still active: another agent may still be writing to it.');
    }
    if (interrupted && this.interruption) {
      const line = this.interruption.source.line;
      out.push(`Interrupted by the user${line === undefined ? '' : ` at line ${line}`}; no instruction followed.`);
    }
    if (this.pendingDropped > 0) out.push(`${this.pendingDropped} tool call(s) never got a result (dropped from tracking).`);
    if (this.filesDropped > 0) out.push(`Only the last ${LIMITS.files} edited files are listed; ${this.filesDropped} older one(s) left out.`);
    if (this.sessionsDropped > 0) out.push(`Only the first ${LIMITS.sessions} sessions are listed.`);
    if (this.lastVerification === null && this.files.size > 0) out.push('No test or build run backs the edits.');
    return out;
  }

  // ---- helpers ----

  private openSpan(ctx: BuilderContext): void {
    if (this.sessions.length >= LIMITS.sessions) {
      this.sessionsDropped++;
      return;
    }
    this.sessions.push({ sessionId: ctx.sessionId, ...(ctx.checkpointId ? { checkpointId: ctx.checkpointId } : {}), agent: ctx.agent, firstLine: null, lastLine: null });
  }

  private noteLine(line: number): void {
    const u = this.unsettled;
    if (u) {
      if (u.first === null || line < u.first) u.first = line;
      if (u.last === null || line > u.last) u.last = line;
      return;
    }
    const span = this.sessions[this.sessions.length - 1];
    if (!span || span.sessionId !== this.ctx.sessionId) return;
    if (span.firstLine === null || line < span.firstLine) span.firstLine = line;
    if (span.lastLine === null || line > span.lastLine) span.lastLine = line;
  }

  private source(line: number | undefined, callId?: string): SourceRef {
    // Built field by field (one per event: spreads of optional parts cost more than the rest of add()).
    const ref: SourceRef = { sessionId: this.ctx.sessionId };
    if (this.ctx.checkpointId) ref.checkpointId = this.ctx.checkpointId;
    if (line !== undefined) ref.line = line;
    if (callId) ref.callId = callId;
    return line === undefined ? ref : this.unsettledHolder(ref);
  }

  /** Every new object holding an event's line passes here, so settleLines() can find it. */
  private unsettledHolder<T extends { line?: number }>(holder: T): T {
    this.unsettled?.holders.push(holder);
    return holder;
  }

  private callKey(callId: string): string {
    return `${this.sessionIndex}:${callId}`;
  }

  private track(callId: string, call: Pending): void {
    if (this.untrackedSession === this.sessionIndex) return;
    this.pending.set(this.callKey(callId), call);
    while (this.pending.size > LIMITS.pendingCalls) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
      this.pendingDropped++;
    }
  }

  private closeOpenCalls(): void {
    this.pendingDropped += this.pending.size;
    this.pending.clear();
  }

  private touchFile(raw: string, ok: boolean): void {
    // Kept as shown: the transcript's cwd may change (or the session end) before build().
    const path = this.relativize(raw);
    this.files.delete(path);
    this.files.set(path, { lastEditSeq: this.seq, ok });
    while (this.files.size > LIMITS.files) {
      const oldest = this.files.keys().next().value;
      if (oldest === undefined) break;
      this.files.delete(oldest);
      this.filesDropped++;
    }
  }

  private filesEditedAfter(seq: number): string[] {
    return [...this.files.entries()].filter(([, f]) => f.lastEditSeq > seq).map(([p]) => p);
  }

  private pushProgress(text: string, source: SourceRef, verified: boolean): void {
    this.progress.pushUnique({ text: oneLine(text, LIMITS.factChars), source, verified, seq: this.seq }, (x) => x.text);
  }

  /** `decisive`: the output's decisiveLine when the caller already has it. */
  private recordError(text: string, command: string | null, output: string, source: SourceRef, decisive = decisiveLine(output)): void {
    const line = decisive ?? lastVisibleLine(output) ?? '(no output)';
    const fact: SeqError = { text: oneLine(text, LIMITS.factChars), command, decisiveLine: line, source, verified: true, seq: this.seq };
    this.errors.pushUnique(fact, (x) => `${x.command ?? x.text}\u0000${x.decisiveLine}`);
  }

  /** Under the repository (or caller's) directory first, else under the directory the transcript was recorded in. */
  private relativize(path: string): string {
    for (const dir of [this.ctx.cwd, this.transcriptCwd]) {
      const root = dir?.replace(/[\\/]+$/, '');
      if (!root) continue;
      if (path === root) return '.';
      if (path.startsWith(`${root}/`) || path.startsWith(`${root}\\`)) return path.slice(root.length + 1);
    }
    return path;
  }
}

function plain<T extends Fact & Stamped>(f: T): Fact {
  return { text: f.text, source: f.source, verified: f.verified };
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function minutesBetween(from: string | null, to: string | undefined): number | null {
  if (!from || !to) return null;
  const a = Date.parse(from);
  const b = Date.parse(to);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return null;
  return Math.floor((b - a) / 60_000);
}

/** A short slice of the event's text (one-lined later, in `rawLines`), redacted across each cut. */
function rawText(e: TranscriptEvent): string {
  const max = LIMITS.rawChars * 2;
  switch (e.kind) {
    case 'user_prompt':
    case 'assistant_text':
      return headRedacted(e.text, max);
    case 'tool_call':
      return `${headRedacted(e.tool, 80)} ${headRedacted(e.summary, max)}`;
    case 'shell':
      return `${headRedacted(e.tool, 80)}: ${headRedacted(e.command, max)}`;
    case 'file_edit':
      return `${headRedacted(e.tool, 80)} ${headRedacted(e.paths.slice(0, 5).join(', '), max)}`;
    case 'tool_result':
      return `${e.isError ? 'error' : 'ok'}${e.exitCode === undefined || e.exitCode === null ? '' : ` exit ${e.exitCode}`}: ${tailRedacted(e.output, max)}`;
    case 'todo_update':
      return e.todos.slice(0, 10).map((t) => `[${t.status}] ${headRedacted(t.text, 100)}`).join('; ');
    case 'compaction':
      return headRedacted(e.summary, max);
    case 'subagent':
      return `${headRedacted(e.tool, 80)}: ${headRedacted(e.description, max)}`;
    case 'interruption':
      return '(interrupted by the user)';
  }
}
