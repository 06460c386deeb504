/**
 * Deterministic, incremental summarizer: feed it the normalized events of one or more sessions in order,
 * then `build()` a Handoff. No LLM, no network, and BOUNDED memory: every collection is a capped ring or a
 * capped map and every kept string is clipped, so a 1 GB transcript costs the same memory as a small one.
 *
 * This is the intake: each event goes to the stage for its kind (conversation-intake, tool-pairing, todo-list,
 * compaction-intake), which writes what it keeps into the BuilderState; assemble-handoff reads that state at build.
 */
import type { CompactionEvent, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import type { EarlierWords } from '../read/earlier-words.js';
import type { Handoff } from '../types/handoff.js';
import type { PassedCheck } from './error-ledger.js';
import { LIMITS, type BuilderContext, type BuildOptions, type RawTailLine } from './builder-model.js';
import { assembleHandoff, rawLines } from './assemble-handoff.js';
import { closeCondensingCommit } from './condensing-commit.js';
import { holdUnsent } from './unsent-prompts.js';
import { BuilderState } from './builder-state.js';
import { oneLine } from './clip.js';
import { onCompaction, onEarlierCompaction } from './compaction-intake.js';
import { onEarlierWords } from './earlier-decisions.js';
import { onAssistant, onPrompt, settleWorkTurn, watchWorkFrom } from './conversation-intake.js';
import { noteReportedFailure } from './reported-failures.js';
import { noteWorkRequest } from './work-request.js';
import { promptKey } from '../store/prompt-line.js';
import { isTemplatedPrompt, PROMPT_PROGRAM } from './program-prompts.js';
import { ABSOLUTE, LineBase } from './source-lines.js';
import { asksOnly, checksIn, followsUpOrder, leadsToNoWork } from './task-prompt.js';
import { onTodos } from './todo-list.js';
import { noteTold } from './told-intake.js';
import { ToldValues } from '../redact/told-values.js';
import { settleProcessSteps } from './process-steps.js';
import { settleEditApproaches } from './edit-approach.js';
import { settleUndoneEdit } from './undone-edits.js';
import { settleStepDecisions } from './step-workarounds.js';
import { onEditCall, onResult, onShellCall, onSubagentCall, onToolCall } from './tool-pairing.js';

export { COMPACTED_NOTE, LIMITS, type BuilderContext, type BuildOptions, type LiveInfo, type RawTailLine } from './builder-model.js';

export class HandoffBuilder {
  private readonly s: BuilderState;
  private readonly told = new ToldValues();

  constructor(ctx: BuilderContext) {
    this.s = new BuilderState(ctx);
    this.openSpan(ctx);
  }

  /** Continue with the next session (or the next checkpoint's copy of a session), in order. */
  startSession(ctx: BuilderContext): void {
    const s = this.s;
    s.ctx = { ...ctx, cwd: ctx.cwd ?? s.ctx.cwd ?? null };
    s.sessionIndex++;
    s.pending.closeAll();
    s.background.clear();
    s.work.close();
    s.lastKind = null;
    s.transcriptCwd = null;
    s.shellDir = null;
    s.files.earlierParts(false);
    s.files.laterPart(false);
    this.openSpan(ctx);
  }

  /**
   * The checkpoint's part of this session's transcript starts past its end: the transcript is read whole for what it
   * says, but the files it changed belong to earlier checkpoints unless Entire's files_touched names them.
   */
  readsEarlierParts(): void {
    this.s.files.earlierParts(true);
  }

  /**
   * The checkpoint's part starts after the transcript's first record: a compaction summary read in it recounts earlier
   * checkpoints' work too, so its files stand only where Entire's files_touched names them.
   */
  readsLaterPart(): void {
    this.s.files.laterPart(true);
  }

  /** The session's last slot read was read whole for an empty part: all it shows is earlier checkpoints' work. */
  readEarlierPartsOnly(): boolean {
    return this.s.files.readsEarlier;
  }

  /**
   * The current session's format records no tool results (Cursor's agent transcripts): its calls are not tracked as
   * unanswered, since none ever is, and nothing it ran counts as verified.
   */
  resultsUnrecorded(): void {
    this.s.pending.untrack(this.s.sessionIndex);
    this.noteGap('This transcript format records no tool results: the commands and edits below are what the assistant issued, not what happened.');
  }

  /**
   * The lines of events added from now on are relative to a base not known yet (the lines before a compaction, still
   * being counted): work on them need not wait for the count. settleLines(base) makes them absolute.
   */
  deferLines(): void {
    if (this.s.lineBase.isSettled) this.s.lineBase = LineBase.deferred();
  }

  /** Every line held since deferLines() becomes `base + line`; lines of later events are taken as absolute. */
  settleLines(base: number): void {
    this.s.lineBase.settle(base);
    this.s.lineBase = ABSOLUTE;
  }

  /**
   * The user's words from the part of the transcript not read (read/earlier-words.ts), absolute lines: their
   * decisions still stand. Call before the events that follow that part.
   */
  addEarlier(words: EarlierWords[]): void {
    onEarlierWords(this.s, words);
    for (const w of words) noteTold(this.told, w);
  }

  /**
   * Where the session started, from records before the part being read: the part's own records may name only a
   * subfolder its shell moved into since (`cd code && python loss.py`), and paths stay relative to where it started.
   */
  startedIn(cwd: string | null): void {
    if (cwd && this.s.transcriptCwd === null) this.s.transcriptCwd = oneLine(cwd, LIMITS.pathChars);
  }

  /**
   * The transcript's first prompt, from before the part being read (a later checkpoint's part, or the tail after a
   * compaction): it states the task unless it only asked a question an earlier part answered, or (`part`: a later
   * checkpoint's part) the part's own first prompt states a new request (see conversation-intake.ts).
   */
  addHeadPrompt(event: UserPromptEvent, part: boolean): void {
    const before = this.s.firstPrompt;
    this.add(event);
    if (this.s.firstPrompt === before) return;
    this.s.firstPromptAnswered = asksOnly(event.text);
    this.s.firstPromptFromHead = part;
    // The part's task is the request of the first of its turns that changed files. After a head prompt that asked for
    // work of its own, an agreement or a pointer back ("yes, fix it") carries that work on: only a request of its own
    // replaces it.
    const asked = leadsToNoWork(event.text);
    if (part) watchWorkFrom(this.s, this.s.seq, asked ? event.text : null, !asked);
  }

  /**
   * The last compaction before a checkpoint's part (not read with it): its task replaces the transcript's first
   * prompt, under the same rule (see addHeadPrompt). Call instead of addHeadPrompt, before the part's events.
   */
  addEarlierCompaction(event: CompactionEvent): void {
    const s = this.s;
    s.seq++;
    onEarlierCompaction(s, event.summary, s.source(s.held(event.line)));
  }

  /**
   * The time of the transcript's newest record, events or not (read/record-clock.ts): the session ended then, when that
   * is later than its last event (a `/exit` after the last reply). Which session of a checkpoint leads depends on it.
   */
  recordedUntil(ts: string): void {
    const s = this.s;
    if (s.lastTs === null || Date.parse(ts) > Date.parse(s.lastTs)) s.lastTs = ts;
  }

  /** The title the records give the session (OpenCode names a sub-session for the work it was spawned for). */
  titled(title: string): void {
    this.s.lineage.titled(title);
  }

  /**
   * The session was spawned by another (a sub-agent, a command run as a subtask): the prompts it was given are that
   * session's words, so none of them is the user's latest instruction; the first still states its task.
   */
  spawnedBy(parent: string): void {
    this.noteGap(this.s.lineage.startedBy(parent));
  }

  /**
   * What follows is the session's prompts alone (prompt.txt, its transcript not recorded): no reply to them is missing
   * because none was recorded, so how the work ended is not known.
   */
  promptsOnly(): void {
    this.s.promptsOnly = true;
  }

  /** The sessions this one spawned and recorded the results of: in a merged checkpoint they never lead over it. */
  spawned(children: string[]): void {
    this.s.lineage.spawnedSessions(children);
  }

  /** Whether the transcript read so far holds this prompt (see promptKey). */
  holdsPrompt(text: string): boolean {
    return this.s.promptKeys.has(promptKey(text));
  }

  /** The line after the last record read: where a prompt recorded apart from the transcript stands. */
  lineAfterRecords(): number {
    return this.s.lastEventLine + 1;
  }

  /** A gap the reader found: malformed lines skipped, oversized lines cut, transcript missing. */
  noteGap(text: string): void {
    this.s.gaps.pushUnique(oneLine(text, LIMITS.factChars), (x) => x);
  }

  add(event: TranscriptEvent): void {
    const s = this.s;
    // The reader stamps the working directory on whichever event comes first, a turn's end too.
    if (event.cwd) s.transcriptCwd = sessionRoot(s.transcriptCwd, oneLine(event.cwd, LIMITS.pathChars));
    if (event.line > s.lastEventLine) s.lastEventLine = event.line;
    if (event.ts) s.lastTs = event.ts;
    // Not an event of the conversation: it marks that what came before (seq so far) closed the turn.
    if (event.kind === 'turn_end') {
      s.turnEndSeq = s.seq;
      return;
    }
    // Nor is a background run's launch or end: the launching call's result is the event; this tracks what still runs.
    // Nor is a hook's run: the agent's settings ran it beside the conversation; only a hook failing to the end counts.
    if (event.kind === 'hook_run') {
      s.hooks.note(event, s.source(s.held(event.line)));
      return;
    }
    if (event.kind === 'background_task') {
      s.background.note(event);
      if (event.state === 'finished') s.files.backgroundDone(s.seq);
      return;
    }
    s.seq++;
    s.events++;
    noteTold(this.told, event);
    const line = s.held(event.line);
    const source = s.source(line, 'callId' in event ? event.callId : undefined);
    if (s.turnPrompt) {
      // The part's first event: a part that opens mid-turn, or at a prompt that only follows up the order before it
      // ("wrong branch, can you check again") or only checks in on the agent ("you good there?"), carries on that
      // request, not the transcript's first.
      if (event.kind !== 'user_prompt' || followsUpOrder(event.text, s.turnPrompt.text) || checksIn(event.text)) s.replaceTask(s.turnPrompt);
      s.turnPrompt = null;
    }
    settleProcessSteps(s, event);
    settleEditApproaches(s, event);
    settleUndoneEdit(s, event);
    settleStepDecisions(s, event.kind);
    if (event.kind === 'tool_call' || event.kind === 'shell' || event.kind === 'file_edit' || event.kind === 'subagent') s.lastCallSeq = s.seq;
    if (event.kind === 'assistant_text' && event.apiError !== undefined) {
      // The agent's own error in the model's place: no reply, no claim; the turn stopped on it.
      s.recordError({ text: `The agent's API call failed (${event.apiError}) and its turn stopped`, command: null, kind: 'agent', keys: [], paths: [] }, event.text, source);
      s.rawTail.push({ sessionId: s.ctx.sessionId, line, kind: event.kind, event });
      s.lastKind = event.kind;
      return;
    }
    if (MODEL_KINDS.has(event.kind)) s.errors.agentResumed();
    // A message still queued at the end is the last event of its session: anything after it was sent.
    if (event.kind !== 'user_prompt' || event.unsent !== true) s.unsentPrompt = null;
    switch (event.kind) {
      case 'user_prompt':
        if (event.unsent === true) {
          holdUnsent(s, event.text, source);
          break;
        }
        // A first prompt a program filled into its template makes the session a program's run: no prompt of it is a
        // user's. One pasted later (a user debugging such a prompt) leaves the session the user's.
        if (s.lineage.spawnedBy === null && s.promptKeys.size === 0 && isTemplatedPrompt(event.text)) this.spawnedBy(PROMPT_PROGRAM);
        onPrompt(s, event.text, source, true, event.images);
        s.undo.prompt(event.text, source, s.seq);
        noteReportedFailure(s, event.output);
        break;
      case 'assistant_text':
        onAssistant(s, event.text, source, event.commentary === true);
        break;
      case 'tool_call':
        onToolCall(s, event.tool, event.callId, source, event.summary, event.plan);
        break;
      case 'shell':
        onShellCall(s, event.command, event.callId, source, event.workdir);
        break;
      case 'file_edit':
        onEditCall(s, event.paths, event.change, event.callId, source, { conflict: event.conflictSide, text: event.text, intent: event.intent });
        break;
      case 'tool_result':
        onResult(s, event, source);
        break;
      case 'todo_update':
        onTodos(s, event.todos, source);
        break;
      case 'compaction':
        onCompaction(s, event.summary, source);
        break;
      case 'subagent':
        onSubagentCall(s, event.description, event.callId, source);
        // It spawned a teammate into an agent team: it is that team's lead, the parent its teammates name by role.
        if (event.leads !== undefined) this.s.lineage.knownBy(event.leads);
        break;
      case 'interruption':
        s.interruption = { seq: s.seq, source };
        break;
    }
    // Sliced lazily at build: only the last events stay in the tail.
    s.rawTail.push({ sessionId: s.ctx.sessionId, line, kind: event.kind, event });
    s.lastKind = event.kind;
  }

  /** Sizes of every internal collection: proof for the bounded-memory test. */
  debugSizes(): Record<string, number> {
    const s = this.s;
    return {
      pendingCalls: s.pending.size,
      files: s.files.size,
      entireFiles: s.files.entireSize,
      commands: s.commands.size,
      errors: s.errors.size,
      progress: s.progress.size,
      decisions: s.decisions.size,
      questions: s.questions.size,
      todos: s.todoList?.todos.length ?? 0,
      uncertainty: s.gaps.size,
      rawTail: s.rawTail.size,
      sessions: s.sessions.length,
      keptChars: (s.firstPrompt?.text.length ?? 0) + (s.lastPrompt?.text.length ?? 0) + (s.lastAssistant?.full.length ?? 0) + (s.compaction?.task.length ?? 0),
    };
  }

  /** The bounded raw tail (last events, each a short slice), for `--raw`: redacted and made one line at render. */
  rawLines(): RawTailLine[] {
    return rawLines(this.s);
  }

  /** The checks this builder saw pass, with when: what another session of the checkpoint may be resolved by. */
  passedChecks(): PassedCheck[] {
    return this.s.passedChecks.toArray();
  }

  /** Checks another session of the same checkpoint passed: failures of this one before them are over. */
  passedInOtherSession(runs: PassedCheck[]): void {
    const over = this.s.errors.passedElsewhere(runs);
    const last = this.s.lastVerification;
    if (last && !last.passed && over.includes(last.seq)) this.s.lastCheckPassedElsewhere = true;
  }

  /** The values the session's words told as secrets (told-intake.ts), for the handoff's redaction to find again. */
  toldValues(): ToldValues {
    return this.told;
  }

  build(opts: BuildOptions = {}): Handoff {
    closeCondensingCommit(this.s);
    settleWorkTurn(this.s, false);
    noteWorkRequest(this.s, true);
    return assembleHandoff(this.s, opts);
  }

  private openSpan(ctx: BuilderContext): void {
    const s = this.s;
    s.files.noteEntire(ctx.filesTouched ?? []);
    if (s.sessions.length >= LIMITS.sessions) {
      s.sessionsDropped++;
      return;
    }
    s.sessions.push({ sessionId: ctx.sessionId, ...(ctx.checkpointId ? { checkpointId: ctx.checkpointId } : {}), agent: ctx.agent });
  }
}

/** Events only the model writes: after an API failure, one of them shows it answered again. */
const MODEL_KINDS: ReadonlySet<TranscriptEvent['kind']> = new Set(['assistant_text', 'tool_call', 'shell', 'file_edit', 'subagent', 'todo_update']);

/**
 * The session's working directory after a record names `cwd`. A shell that moved into a subfolder (`cd e2e && go
 * build`, which Claude Code records as the new cwd) does not move the session's root: paths stay relative to the
 * folder it was in, as Entire's files_touched and git show them, not `fixtures.go` for `e2e/fixtures.go`.
 */
function sessionRoot(current: string | null, cwd: string): string {
  const root = current?.replace(/[\\/]+$/, '');
  return root && (cwd.startsWith(`${root}/`) || cwd.startsWith(`${root}\\`)) ? root : cwd;
}
