/**
 * Deterministic, incremental summarizer: feed it the normalized events of one or more sessions in order,
 * then `build()` a Handoff. No LLM, no network, and BOUNDED memory: every collection is a capped ring or a
 * capped map and every kept string is clipped, so a 1 GB transcript costs the same memory as a small one.
 */
import type { TodoItem, TranscriptEvent } from '../types/events.js';
import type { ErrorFact, Fact, FileChange, Handoff, HandoffTodo, SourceRef } from '../types/handoff.js';
import { isNonPrompt } from '../adapters/prompts.js';
import {
  LIMITS,
  type AssistantMessage,
  type BuilderContext,
  type BuildOptions,
  type CompactionFacts,
  type LiveInfo,
  type RawTailLine,
  type SeqDecision,
  type SeqFact,
  type SessionSpan,
  type Stamped,
  type Verification,
} from './builder-model.js';
import { checkKeys } from './check-keys.js';
import { clip, clipTail, ends, oneLine } from './clip.js';
import {
  currentWorkFromCompaction,
  decisionsFromCompaction,
  filesFromCompaction,
  nextStepFromCompaction,
  pendingFromCompaction,
  taskFromCompaction,
} from './compaction.js';
import { decisionKey, extractDecisions, type ExtractedDecision } from './decisions.js';
import { userDecision, userPick } from './user-decisions.js';
import { ErrorLedger, type Failure } from './error-ledger.js';
import { decisiveLine, exitCodeFromOutput, isProbeCommand, isVerificationCommand, lastVisibleLine } from './errors.js';
import { changeFromResult, FileLedger, noLocalCheck } from './file-ledger.js';
import { PendingCalls, rejectedWhat, type Pending, type SeqCommand } from './pending-calls.js';
import { rawTailLine } from './raw-text.js';
import { currentStateFacts, uncertaintyNotes } from './sections.js';
import { shellWrites } from './shell-writes.js';
import { statedNextStep } from './next-step.js';
import { asksForPermission, claimsCompletion, reportedFailure, saysBlocked } from './claims.js';
import { extractQuestions, isOffer } from './questions.js';
import { Ring } from './ring.js';
import { decideStatus, type StatusEvidence } from './status.js';

/** Work caps per event: how much of an output or a compaction summary the patterns look at. */
const OUTPUT_HEAD = 2000;
const OUTPUT_TAIL = 8000;
const COMPACTION_CHARS = 20_000;

export { COMPACTED_NOTE, LIMITS, type BuilderContext, type BuildOptions, type LiveInfo, type RawTailLine } from './builder-model.js';

/** Committing, pushing or opening a pull request: the user's own way of closing a piece of work. */
const COMMITS = /\b(?:git\s+(?:-C\s+\S+\s+)?(?:commit|push)|gh\s+pr\s+(?:create|merge))\b/;

/** Words with a refused call that tell the agent what to do instead: an imperative, not a question or a go-ahead. */
function saysWhatInstead(said: string): boolean {
  return !said.includes('?') && !NOT_AN_ORDER.test(said.trim());
}

const NOT_AN_ORDER =
  /^(?:["'(\[]|(?:i|i'm|i've|im|we|we're|our|my|it|its|it's|this|that|the|there|they|you|your|hmm+|ah|oh|so|well|q|do it|yes|yep|ok|okay|sure|go ahead|proceed|continue|fine)\b)/i;

export class HandoffBuilder {
  private ctx: BuilderContext;
  private sessionIndex = 0;
  private readonly sessions: SessionSpan[] = [];
  private sessionsDropped = 0;
  private seq = 0;
  private events = 0;
  private lastKind: TranscriptEvent['kind'] | null = null;
  /** The timestamp of the newest record that carries one: when the session (as far as it was read) ended. */
  private lastTs: string | null = null;

  private firstPrompt: SeqFact | null = null;
  private lastPrompt: SeqFact | null = null;
  private lastAssistant: AssistantMessage | null = null;
  private compaction: CompactionFacts | null = null;
  /** The working directory the transcript names (EventOrigin.cwd), for the current session. */
  private transcriptCwd: string | null = null;
  private todoList: { todos: HandoffTodo[]; seq: number } | null = null;
  private interruption: { seq: number; source: SourceRef } | null = null;
  private lastVerification: Verification | null = null;

  private readonly pending = new PendingCalls(LIMITS.pendingCalls);
  private readonly files = new FileLedger(LIMITS.files);
  private readonly commands = new Ring<SeqCommand>(LIMITS.commands);
  private readonly errors = new ErrorLedger(LIMITS.errors);
  /** Sequence number of the last check (test, build, lint) that passed: failures of other steps before it are over. */
  private lastPassSeq = 0;
  /** When the work was last committed, pushed or proposed as a pull request (a command that exited 0). */
  private lastCommitSeq = 0;
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
    this.files.noteEntire(ctx.filesTouched ?? []);
  }

  /** Continue with the next session (or the next checkpoint's copy of a session), in order. */
  startSession(ctx: BuilderContext): void {
    this.ctx = { ...ctx, cwd: ctx.cwd ?? this.ctx.cwd ?? null };
    this.sessionIndex++;
    this.pending.closeAll();
    this.lastKind = null;
    this.transcriptCwd = null;
    this.openSpan(ctx);
    this.files.noteEntire(ctx.filesTouched ?? []);
  }

  /**
   * The current session's format records no tool results (Cursor's agent transcripts): its calls are not tracked as
   * unanswered, since none ever is, and nothing it ran counts as verified.
   */
  resultsUnrecorded(): void {
    this.pending.untrack(this.sessionIndex);
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
    if (event.ts) this.lastTs = event.ts;
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
        this.pending.track(this.sessionIndex, event.callId, { kind: 'tool', tool: oneLine(event.tool, 80), source, seq: this.seq });
        break;
      case 'shell':
        this.onShell(event.command, event.callId, source);
        break;
      case 'file_edit':
        this.onEdit(event.paths, event.change, event.callId, source);
        break;
      case 'tool_result':
        this.onResult(event, source);
        break;
      case 'todo_update':
        this.onTodos(event.todos, source);
        break;
      case 'compaction':
        this.onCompaction(event.summary, source);
        break;
      case 'subagent':
        this.questions.clear();
        this.pending.track(this.sessionIndex, event.callId, { kind: 'subagent', description: oneLine(event.description, LIMITS.factChars), source, seq: this.seq });
        break;
      case 'interruption':
        this.interruption = { seq: this.seq, source };
        break;
    }
    // Clipped lazily at build: a slice here is cheap, one-lining a million events is not.
    this.rawTail.push(rawTailLine({ sessionId: this.ctx.sessionId, line: event.line, kind: event.kind }, event));
    if (this.unsettled) this.unsettled.rawLines++;
    this.lastKind = event.kind;
  }

  /** Sizes of every internal collection: proof for the bounded-memory test. */
  debugSizes(): Record<string, number> {
    return {
      pendingCalls: this.pending.size,
      files: this.files.size,
      entireFiles: this.files.entireSize,
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

  /** The bounded raw tail (last events, each a short slice), for `--raw`: redacted and made one line at render. */
  rawLines(): RawTailLine[] {
    return this.rawTail.toArray().map((r) => ({ ...r }));
  }

  build(opts: BuildOptions = {}): Handoff {
    const live = opts.live ?? null;
    const todos = this.todoList?.todos ?? [];
    const openTodos = todos.filter((t) => t.status !== 'completed');
    const verif = this.lastVerification;
    const changedSince = this.files.changedAfter(verif?.seq ?? 0);
    const editsSince = changedSince.map((f) => f.path);
    const failing = verif && !verif.passed ? verif : null;
    const assistant = this.lastAssistant;
    const afterPrompt = assistant !== null && (this.lastPrompt === null || assistant.seq > this.lastPrompt.seq);
    const lastMsg = afterPrompt && assistant ? assistant.full : '';
    const interrupted = this.interruption !== null && (this.lastPrompt === null || this.interruption.seq > this.lastPrompt.seq);
    const idleMinutes = live ? minutesBetween(live.lastActivityAt, live.now) : null;
    const questions = this.questions.toArray();
    // An offer of more work ("Want me to commit?") leaves nothing asked for waiting on the user.
    const asking = questions.filter((q) => !isOffer(q.text));
    // A report older than the last check is overtaken by it.
    const reported = lastMsg !== '' && assistant !== null && assistant.seq > (verif?.seq ?? 0) ? reportedFailure(lastMsg) : null;

    const evidence: StatusEvidence = {
      hasEvents: this.events > 0,
      openTodos: openTodos.length,
      totalTodos: todos.length,
      lastVerification: verif ? { command: verif.command, passed: verif.passed, exitCode: verif.exitCode } : null,
      editsSinceVerification: editsSince.length,
      uncheckedCodeEdits: changedSince.filter((f) => f.change !== 'deleted' && !noLocalCheck(f.path)).length,
      editsConfirmed: changedSince.every((f) => f.verified),
      committedAfterEdits: this.lastCommitSeq > 0 && this.files.changedAfter(this.lastCommitSeq).length === 0,
      failingCheck: failing ? (failing.decisive ?? `exit ${failing.exitCode ?? '?'}`) : reported,
      lastAssistantAfterPrompt: afterPrompt,
      completionClaim: lastMsg !== '' && claimsCompletion(lastMsg),
      blockedClaim: lastMsg !== '' && saysBlocked(lastMsg),
      permissionRequest: lastMsg !== '' && asksForPermission(lastMsg),
      openQuestions: asking.length,
      interrupted,
      unfinishedCalls: this.pending.size,
      live: live ? { active: live.status === 'active', stale: live.stale, idleMinutes } : null,
    };
    const status = decideStatus(evidence);
    const files = this.files.listWithEntire(this.source(undefined));

    return {
      target: null,
      sourceAgents: unique(this.sessions.map((s) => s.agent)),
      sessionIds: unique(this.sessions.map((s) => s.sessionId)),
      checkpointIds: unique(this.sessions.flatMap((s) => (s.checkpointId ? [s.checkpointId] : []))),
      task: this.task(),
      latestInstruction: this.lastPrompt ? plain(this.lastPrompt) : null,
      status: status.status,
      statusReason: status.reason,
      currentState: this.currentState(verif, openTodos.length, todos.length),
      recentProgress: this.progress.toArray().map(plain),
      nextStep: this.nextStep(openTodos, afterPrompt ? assistant : null),
      openQuestions: questions.map(plain),
      decisions: this.decisions.toArray().map(({ seq: _seq, ...d }) => d),
      filesTouched: files.map((f) => f.path),
      files,
      commands: this.commands.toArray().map(({ seq: _seq, ...c }) => c),
      errors: this.standingErrors(reported, assistant),
      todos: todos.map((t) => ({ ...t })),
      uncertainty: this.uncertainty(live, idleMinutes, interrupted),
      omitted: [],
      redactions: { total: 0, byRule: {}, fingerprints: [] },
      markdown: '',
      rawTail: this.rawLines(),
      endedAt: this.lastTs,
      ...(this.transcriptCwd ? { recordedCwd: this.transcriptCwd } : {}),
    };
  }

  /** The ledger's failures, and a failing check only the assistant's last report names (its exit code hidden). */
  private standingErrors(reported: string | null, assistant: AssistantMessage | null): ErrorFact[] {
    const ledger = this.errors.standing(this.lastPassSeq);
    if (!reported || !assistant) return ledger;
    const text = oneLine(`The assistant's last report says a check still fails: ${reported}`, LIMITS.factChars);
    return [...ledger, { text, command: null, decisiveLine: oneLine(reported, LIMITS.factChars), source: assistant.source, verified: false }];
  }

  // ---- event handlers ----

  /** `decide`: whether the prompt may hold a decision (false when the caller recorded one for it already). */
  private onPrompt(text: string, source: SourceRef, decide = true): void {
    const t = clip(text, LIMITS.promptChars * 2).trim();
    // Whatever the adapter let through, text that is no person's prompt never becomes the latest instruction.
    if (!t || isNonPrompt(t)) return;
    // The message the user answers: the assistant's, when it came after the previous prompt.
    const offered = this.lastAssistant && (this.lastPrompt === null || this.lastAssistant.seq > this.lastPrompt.seq) ? this.lastAssistant.full : null;
    const fact: SeqFact = { text: clip(t, LIMITS.promptChars), source, verified: false, seq: this.seq };
    if (!this.firstPrompt) this.firstPrompt = fact;
    this.lastPrompt = fact;
    // A new prompt answers (or overrides) whatever the assistant asked before.
    this.questions.clear();
    const decided = decide ? (userPick(t, offered) ?? userDecision(t)) : null;
    if (decided) this.pushDecision(decided, 'user', source, false);
  }

  private onAssistant(text: string, source: SourceRef): void {
    const t = ends(text, LIMITS.assistantChars, LIMITS.assistantChars).trim();
    if (!t) return;
    const continues = this.lastKind === 'assistant_text' && this.lastAssistant !== null;
    const full = continues && this.lastAssistant ? clipTail(`${this.lastAssistant.full}\n${t}`, LIMITS.assistantChars) : clipTail(t, LIMITS.assistantChars);
    this.lastAssistant = { full, source: continues && this.lastAssistant ? this.lastAssistant.source : source, seq: this.seq };
    for (const q of extractQuestions(t)) this.questions.pushUnique({ text: q, source, verified: false, seq: this.seq }, (x) => x.text);
    for (const d of extractDecisions(t)) this.pushDecision(d, 'assistant', source, false);
  }

  private onShell(command: string, callId: string, source: SourceRef): void {
    this.questions.clear();
    const run: SeqCommand = { command: clip(command.trim(), LIMITS.commandChars), exitCode: null, source, verified: false, seq: this.seq };
    // Merged sessions repeat the same commands: the newest run of a command wins.
    this.commands.pushUnique(run, (x) => x.command);
    this.pending.track(this.sessionIndex, callId, { kind: 'shell', run, seq: this.seq });
  }

  private onEdit(paths: string[], change: 'create' | 'update' | 'delete' | undefined, callId: string, source: SourceRef): void {
    this.questions.clear();
    const kept = paths.slice(0, 20).map((p) => oneLine(p, LIMITS.pathChars));
    const asked = change === 'create' ? 'created' : change === 'delete' ? 'deleted' : change === 'update' ? 'modified' : null;
    // A format that records no results: what was issued is all there is (never verified).
    if (this.pending.isUntracked(this.sessionIndex)) for (const p of kept) this.files.change(this.relativize(p), asked ?? 'modified', 'tool', this.seq, source, false);
    this.pending.track(this.sessionIndex, callId, { kind: 'edit', paths: kept, change: asked, source, seq: this.seq });
  }

  private onResult(event: Extract<TranscriptEvent, { kind: 'tool_result' }>, source: SourceRef): void {
    const output = ends(event.output, OUTPUT_HEAD, OUTPUT_TAIL);
    const call = this.pending.take(this.sessionIndex, event.callId);
    if (!call) return;
    const resultSource: SourceRef = this.unsettledHolder({ ...(call.kind === 'shell' ? call.run.source : call.source), line: source.line });
    if (event.rejected === true) return this.onRejected(call, output.trim(), resultSource);
    const { isError } = event;
    switch (call.kind) {
      case 'shell':
        return this.onShellResult(call.run, isError, event.exitCode, output, resultSource);
      case 'edit':
        return this.onEditResult(call.paths, call.change, isError, output, resultSource);
      case 'subagent':
        if (isError) this.recordError({ text: `Subagent failed: ${call.description}`, command: null, kind: 'subagent', keys: [], paths: [] }, output, resultSource);
        return;
      case 'tool':
        return;
    }
  }

  /**
   * The user turned the call down: a user decision, not an error. What they typed with it is their latest word; the
   * agent's boilerplate around it ("STOP what you are doing…") was never kept (see the adapters).
   */
  private onRejected(call: Pending, feedback: string, source: SourceRef): void {
    // Declining to pick from the agent's multiple-choice questions turns no approach down.
    if (call.kind === 'tool' && call.tool === 'AskUserQuestion') {
      if (feedback) this.onPrompt(feedback, source);
      return;
    }
    const what = rejectedWhat(call, (p) => this.relativize(p));
    if (call.kind === 'shell') this.commands.removeWhere((c) => c === call.run);
    // A refusal is a decision when its words turn the approach down ("no, use X instead") or say what to do instead
    // ("rebase from main first"). A question, a go-ahead or a remark ("do you have context7?", "do it and …",
    // "I'm running it after a build") chooses nothing: those words are only the user's next instruction (judged so on
    // the held-out real checkpoints). A refusal without words is no decision either.
    const said = oneLine(feedback, LIMITS.factChars);
    if (said && (userDecision(said) || saysWhatInstead(said))) {
      const text = `The user turned down ${what.text}, saying: "${said}"`;
      this.pushDecision({ text, rejected: [{ option: what.option, reason: said }] }, 'user', source, true);
    }
    if (feedback) this.onPrompt(feedback, source, false);
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
    const keys = checkKeys(run.command);
    if (failed) {
      // `grep` finding nothing exits 1 with no output: not an error worth carrying. Other commands failing silently are.
      if (!verification && !decisive && isProbeCommand(run.command)) return;
      const text = `\`${oneLine(run.command, 160)}\` exited ${code ?? 'with an error'}`;
      this.recordError({ text, command: run.command, kind: verification ? 'check' : 'step', keys, paths: [] }, output, source, decisive);
      return;
    }
    // A later pass of the same step (same command, test, build) resolves its earlier failure.
    this.errors.passed(keys.length > 0 ? keys : [run.command]);
    if (!passed) return;
    if (COMMITS.test(run.command)) this.lastCommitSeq = this.seq;
    if (verification) this.lastPassSeq = this.seq;
    for (const w of shellWrites(run.command)) this.files.change(this.relativize(oneLine(w.path, LIMITS.pathChars)), w.change, 'shell', this.seq, source, true);
    this.pushProgress(`Ran \`${oneLine(run.command, 200)}\` (exit 0)`, source, true);
  }

  private onEditResult(paths: string[], asked: FileChange | null, isError: boolean, output: string, source: SourceRef): void {
    const shown = paths.map((p) => this.relativize(p));
    if (isError) {
      this.recordError({ text: `Edit failed: ${shown.join(', ')}`, command: null, kind: 'edit', keys: [], paths: shown }, output, source);
      return;
    }
    const change = asked ?? changeFromResult(output);
    for (const p of shown) {
      this.files.change(p, change, 'tool', this.seq, source, true);
      this.errors.edited(p);
      this.pushProgress(`${change === 'created' ? 'Created' : change === 'deleted' ? 'Deleted' : 'Edited'} ${p}`, source, true);
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
    // What was decided and changed before the compaction survives only in the summary.
    for (const d of decisionsFromCompaction(s)) this.pushDecision({ ...d, text: `From the compaction summary: ${d.text}` }, d.byUser ? 'user' : 'assistant', source, false);
    for (const f of filesFromCompaction(s)) this.files.known(this.relativize(oneLine(f.path, LIMITS.pathChars)), f.change, 'compaction', source);
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

  private currentState(verif: Verification | null, open: number, total: number): Fact[] {
    return currentStateFacts({
      verif,
      changed: this.files.changedAfter(verif?.seq ?? 0),
      openTodos: open,
      totalTodos: total,
      todoList: this.todoList,
      unanswered: this.pending.size,
      compaction: this.compactionCurrent(),
      nowhere: this.source(undefined),
    });
  }

  private uncertainty(live: LiveInfo | null, idleMinutes: number | null, interrupted: boolean): string[] {
    return uncertaintyNotes({
      gaps: this.gaps.toArray(),
      events: this.events,
      compactionLine: this.compaction ? (this.compaction.source.line ?? null) : undefined,
      live,
      idleMinutes,
      interruptionLine: interrupted && this.interruption ? (this.interruption.source.line ?? null) : undefined,
      callsDropped: this.pending.dropped,
      filesDropped: this.files.dropped,
      notInEntire: this.files.notInEntire(),
      sessionsDropped: this.sessionsDropped,
      uncheckedEdits: this.lastVerification === null && this.files.size > 0,
    });
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
    const found = this.pending.unfinished(this.sessionIndex, this.lastPrompt?.seq ?? 0);
    if (!found) return null;
    if (found.kind === 'shell') return { what: `\`${oneLine(found.run.command, 200)}\``, source: found.run.source };
    if (found.kind === 'edit') return { what: `the edit of ${found.paths.map((p) => this.relativize(p)).slice(0, 3).join(', ')}`, source: found.source };
    return null;
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

  /** One decision per statement: the same text, or the same alternative turned down again, is not repeated. */
  private pushDecision(d: ExtractedDecision, by: 'user' | 'assistant', source: SourceRef, verified: boolean): void {
    const key = decisionKey(d.text);
    const options = new Set(d.rejected.map((r) => decisionKey(r.option)));
    this.decisions.removeWhere((x) => decisionKey(x.text) === key || (options.size > 0 && x.rejected.some((r) => options.has(decisionKey(r.option)))));
    this.decisions.push({ text: oneLine(d.text, LIMITS.factChars), rejected: d.rejected, by, source, verified, seq: this.seq });
  }

  private pushProgress(text: string, source: SourceRef, verified: boolean): void {
    this.progress.pushUnique({ text: oneLine(text, LIMITS.factChars), source, verified, seq: this.seq }, (x) => x.text);
  }

  /** `decisive`: the output's decisiveLine when the caller already has it. */
  private recordError(f: Omit<Failure, 'decisiveLine' | 'source'>, output: string, source: SourceRef, decisive = decisiveLine(output)): void {
    const line = decisive ?? lastVisibleLine(output) ?? '(no output)';
    this.errors.fail({ ...f, decisiveLine: line, source }, this.seq);
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
