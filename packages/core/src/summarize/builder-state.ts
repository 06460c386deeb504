/**
 * What the summarizer keeps while events stream in: one bounded record the intake stages write and the assembly reads
 * at build time. The stages never call each other through it; it only holds their results and the few writes several
 * of them share (a decision, a progress line, a failure), each de-duplicated the same way wherever it comes from.
 */
import type { TranscriptEvent } from '../types/events.js';
import type { HandoffTodo, TaskOrigin } from '../types/handoff.js';
import {
  LIMITS,
  type AssistantMessage,
  type BuilderContext,
  type CompactionFacts,
  type HeldRawTailLine,
  type SeqDecision,
  type SeqFact,
  type SessionSpan,
  type Verification,
  type WorkRequest,
} from './builder-model.js';
import { oneLine, oneLineSentences } from './clip.js';
import { decisionKey, type ExtractedDecision } from './decisions.js';
import type { HeldStep } from './process-steps.js';
import type { HeldApproach } from './edit-approach.js';
import type { LaidOutWays } from './offered-ways.js';
import { ErrorLedger, type Failure, type PassedCheck } from './error-ledger.js';
import { decisiveLine, lastVisibleLine } from './errors.js';
import { FileLedger, type HeldFileTouch } from './file-ledger.js';
import { BackgroundRuns } from './background-runs.js';
import { HookFailures } from './hook-failures.js';
import { Lineage } from './lineage.js';
import { PendingCalls, type SeqCommand } from './pending-calls.js';
import type { ResultOutput } from './result-output.js';
import { isAgentOwnFile, isOutsideRoot, isTemporary } from './repo-paths.js';
import { Ring } from './ring.js';
import { UndoWatch } from './undone-edits.js';
import { labelOf } from './user-menu-picks.js';
import { WorkTurn } from './work-turn.js';
import type { RefusedCommit } from './hook-unblock.js';
import type { IgnoredAdd } from './ignored-adds.js';
import type { RuledOut } from './ruled-out-things.js';
import { ABSOLUTE, heldLine, LineBase, type Held, type HeldLine, type HeldRef } from './source-lines.js';
import { belowWindowsRoot, isWindowsRoot, slashed, windowsRelativeSlashed } from './windows-paths.js';

/** A call the user refused: what it was, and whether it was a change the user saw (an edit) or a check run. */
export interface RefusedCall {
  text: string;
  option: string;
  /** An edit: its content was shown and declined, so the next order is the way instead. */
  change: boolean;
  /** A test, lint or build run: shipping right after it chooses to go without it. */
  check: boolean;
  /**
   * A sub-agent dispatch: the words after it correct what it was sent to do ("not the integration tests, the E2E tests
   * in cli"), a redirect of the request, no way of doing the work chosen over another.
   */
  dispatch: boolean;
}

export class BuilderState {
  ctx: BuilderContext;
  sessionIndex = 0;
  readonly sessions: SessionSpan[] = [];
  sessionsDropped = 0;
  /** Sequence number of the event being added: what came later wins. */
  seq = 0;
  events = 0;
  lastKind: TranscriptEvent['kind'] | null = null;
  /** The timestamp of the newest record that carries one: when the session (as far as it was read) ended. */
  lastTs: string | null = null;
  /** The base the lines of new events are held against (see source-lines.ts). */
  lineBase: LineBase = ABSOLUTE;

  firstPrompt: SeqFact | null = null;
  /** The task read from a compaction summary before the part (see compaction-intake.ts), while it is the task. */
  earlierSummary: SeqFact | null = null;
  /** The first prompt only agreed or asked what the agent can reach (task-prompt.ts): a later one that names work is the task. */
  firstPromptNamesNoWork = false;
  /** Where `firstPrompt` came from: the first prompt itself, the proposal it agreed to, or a later prompt. */
  taskOrigin: TaskOrigin = 'first-prompt';
  /** The first prompt came from before a checkpoint's part and only asked a question: a request that stands alone is the task. */
  firstPromptAnswered = false;
  /** The first prompt of the part only asked a question: a request that stands alone, before any change, is the task. */
  firstPromptAsked = false;
  /**
   * The first prompt came from the head of a transcript whose checkpoint part starts later: the part's own first
   * prompt replaces it when it states a request of its own, not when it follows up ("all four", "yes"); a question or
   * a commit-and-push leaves it open to the next prompt.
   */
  firstPromptFromHead = false;
  /**
   * The last prompt before a checkpoint's part, when it states a request of its own: if the part opens mid-turn, or at
   * a prompt that only follows it up, the part carries on that request, and it is the task (see HandoffBuilder.add).
   */
  turnPrompt: SeqFact | null = null;
  /**
   * The turn that may yet lead to the part's work (conversation-intake.ts): it opened at `seq`, `task` is what its
   * prompt asks (null: keep the task the prompt rules chose), and `passes` says a turn that changed nothing hands the
   * task on to a later one; `asked` is the whole session's first prompt when it only asked; `ownOnly`: only a request
   * of its own replaces the task; `head`: the turn is the watched prompt's own. Null once a turn settled it, or when no
   * such watch applies.
   */
  workTurn: { seq: number; task: SeqFact | null; passes: boolean; asked: string | null; ownOnly: boolean; head: boolean } | null = null;
  /** The agent ran the task's prompt as a command and has not reported since: its next message says what work it gave. */
  ranTaskPrompt = false;
  /** The task's prompt only points, at nothing said before it: the agent's next words say at what (pointer-task.ts). */
  pointerTaskSeq: number | null = null;
  /**
   * The task from before a checkpoint's part that the part's own first request replaced, while that request's turn is
   * watched: a turn that only commits and pushes ships that earlier work, and the task says which.
   */
  replacedHead: SeqFact | null = null;
  /** Where a question that opened the part (the head prompt still the task) was asked; null when none was. */
  partQuestionSeq: number | null = null;
  /** The user's message still queued when the record ends, never given to the agent (unsent-prompts.ts). */
  unsentPrompt: SeqFact | null = null;
  /** The user declined the agent's multiple-choice questions to answer in their own words: the next prompt answers. */
  clarifying = false;
  /** A call the user refused without a word, until the assistant speaks again: the next prompt says what to do instead. */
  refusedCall: RefusedCall | null = null;
  /**
   * Words the user typed instead of approving a plan, with the prompt they followed: a plan approved after them takes
   * them in, and the prompt before them is again the instruction the work carries out (tool-pairing.ts).
   */
  planWords: { words: SeqFact; before: SeqFact; asks: BuilderState['lastPromptAsks']; prior: SeqFact | null } | null = null;
  /** A plan the user refused without a word, until a prompt or an approved plan follows (rejected-plan.ts). */
  rejectedPlan: SeqDecision | null = null;
  /**
   * What the user last typed, as a prompt or with a refused call, until the assistant's next message: that message may
   * concede the point (concessions.ts). `afterRefusal`: a prompt that answers a call refused without a word.
   */
  /** A commit the hooks refused, until one goes through, with the paths removed since that its output named (hook-unblock.ts). */
  refusedCommit: RefusedCommit | null = null;
  /** A `git add` refused for an ignored path, until the next add goes through (ignored-adds.ts). */
  ignoredAdd: IgnoredAdd | null = null;
  /** The commit scope the agent last chose, with the files it said it leaves out (commit-scope.ts). */
  commitScope: { item: SeqDecision; leftOut: string[] } | null = null;
  lastUserWords: { text: string; seq: number; refused: boolean; offer?: string | null; answers?: string | null; afterRefusal?: boolean } | null = null;
  /** A thing the last prompt ruled out, until a report of that turn says it is gone (ruled-out-things.ts). */
  ruledOut: { rule: RuledOut; source: HeldRef } | null = null;
  lastPrompt: SeqFact | null = null;
  /** The failure a prompt reported that later prompts only asked about (reported-failures.ts): its decisive line. */
  userFailure: { decisive: string; seq: number; source: HeldRef } | null = null;
  /** The question the task's request came after, answered without a change: where that work began (work-request.ts). */
  taskAsked: string | null = null;
  /**
   * What `lastPrompt` asks, read as a request that may lead to work (`pointsBack`: to the work before it; `image`: an
   * image pasted with it holds it, `read` once the agent's reading was added: image-requests.ts); null for none.
   */
  lastPromptAsks: { text: string; pointsBack: boolean; image?: true; read?: true } | null = null;
  /** The repository's files changed before `lastPrompt` came in (work-request.ts). */
  changedBeforeLastPrompt = new Set<string>();
  /** The newest request whose turn changed the repository (work-request.ts): the work the part ended on. */
  workRequest: WorkRequest | null = null;
  /** The prompt before `lastPrompt`: with it, the user's last words of a discussion over several prompts. */
  priorPrompt: SeqFact | null = null;
  lastAssistant: AssistantMessage | null = null;
  /** The assistant's message before `lastAssistant`, when tool calls stood between them (a report, then a recap after a read). */
  priorAssistant: AssistantMessage | null = null;
  /** The assistant's last menu of options: a pick may answer it past a later "Waiting on your call" message. */
  lastMenu: AssistantMessage | null = null;
  /** Two ways the agent laid out for a step, until a later turn takes one (offered-ways.ts). */
  laidOutWays: LaidOutWays | null = null;
  /**
   * The end of the part not read (before a checkpoint's start): the user's last prompt there and the assistant's
   * message after it, which the first prompt read answers ("yep let's refactor" to "Want me to do the extraction?").
   */
  earlierTurn: { prompt: string | null; offered: string | null } | null = null;
  compaction: CompactionFacts | null = null;
  /** The working directory the transcript names (EventOrigin.cwd), for the current session; a subfolder the shell moved into does not replace it. */
  transcriptCwd: string | null = null;
  /** Where the session's shell stands after its last `cd`, for a shell that keeps it (see onShellCall); null: where it started. */
  shellDir: string | null = null;
  /** Who started the session, what it started, and the names and title its records give it. */
  readonly lineage = new Lineage();
  /** Only the prompts were recorded (prompt.txt of a slot without a transcript): no reply, call or result exists. */
  promptsOnly = false;
  /** Every prompt read, by promptKey (bounded): whether the transcript holds a prompt Entire recorded apart from it. */
  readonly promptKeys = new Set<string>();
  /** The highest record line an event came from: where a prompt the transcript does not hold would follow. */
  lastEventLine = 0;
  /** Other checkouts of the repository the session ran commands in (see ranIn), bounded: paths under them are the repository's. */
  private readonly checkouts: string[] = [];
  /** Directories where a commit went through (see committedIn; '' for the repository itself), bounded. */
  private readonly commitDirs: string[] = [];
  todoList: { todos: Held<HandoffTodo>[]; seq: number } | null = null;
  interruption: { seq: number; source: HeldRef } | null = null;
  lastVerification: Verification | null = null;
  /** The last check failed, and another session of the checkpoint passed it afterwards (see passedElsewhere). */
  lastCheckPassedElsewhere = false;

  readonly pending = new PendingCalls(LIMITS.pendingCalls);
  readonly background = new BackgroundRuns();
  readonly hooks = new HookFailures();
  readonly files = new FileLedger(LIMITS.files, LIMITS.entireFiles);
  readonly commands = new Ring<SeqCommand>(LIMITS.commands);
  readonly errors = new ErrorLedger(LIMITS.errors);
  /** Checks that passed, with when (see notePassedCheck). */
  readonly passedChecks = new Ring<PassedCheck>(LIMITS.errors);
  /** Sequence number of the last check (test, build, lint) that passed: failures of other steps before it are over. */
  lastPassSeq = 0;
  /** When the work was last committed, pushed or proposed as a pull request (a command that exited 0). */
  lastCommitSeq = 0;
  /** When the assistant last called a tool (a shell command, an edit, any other tool, a subagent). */
  lastCallSeq = 0;
  /** When a tool call last failed or was turned down. */
  lastFailedCallSeq = 0;
  /** The last call the user turned down, and whether it was a plan (ExitPlanMode) or an edit: a step not taken. */
  lastRefusal: { seq: number; plan: boolean; change: boolean } | null = null;
  /** When the user last answered the agent's multiple-choice questions (a form, not a prompt). */
  lastAnswerSeq = 0;
  /** The last tool result: its output, and whether it recorded a failure (step-workarounds.ts). */
  lastResult: { output: ResultOutput; failed: boolean } | null = null;
  /** Decisions of a message that answered a failed result, until the next event (step-workarounds.ts). */
  readonly stepDecisions: SeqDecision[] = [];
  /** Decisions that turn a way down, until the calls after their message show a step of process (process-steps.ts). */
  readonly processSteps: HeldStep[] = [];
  /** Choices a message stated, until the calls after it show an edit carrying them out (edit-approach.ts). */
  readonly editApproaches: HeldApproach[] = [];
  /** The lines the agent's edits put in per turn, to see a reply to a prompt undo them (undone-edits.ts). */
  readonly undo = new UndoWatch();
  /** The event after which the agent's turn last ended (0: no turn end recorded). */
  turnEndSeq = 0;
  readonly progress = new Ring<SeqFact>(LIMITS.progress);
  readonly decisions = new Ring<SeqDecision>(LIMITS.decisions);
  /** The decisions that are remedies the assistant chose (conversation-intake.ts keeps the latest few). */
  readonly remedies: SeqDecision[] = [];
  /** The turn being read as a unit of work, and the approach of the last one that edited code (work-turn.ts). */
  readonly work = new WorkTurn();
  readonly questions = new Ring<SeqFact>(LIMITS.questions);
  readonly gaps = new Ring<string>(LIMITS.uncertainty);
  readonly rawTail = new Ring<HeldRawTailLine>(LIMITS.rawTail);

  constructor(ctx: BuilderContext) {
    this.ctx = ctx;
  }

  /** An event's line, held against the current base. */
  held(line: number): HeldLine {
    return heldLine(line, this.lineBase);
  }

  /** A source in the current session, at a held line (none: the session as a whole). */
  source(line?: HeldLine, callId?: string): HeldRef {
    // Built field by field (one per event: spreads of optional parts cost more than the rest of add()).
    const ref: HeldRef = { sessionId: this.ctx.sessionId };
    if (this.ctx.checkpointId) ref.checkpointId = this.ctx.checkpointId;
    // Prompts read from prompt.txt have no record of a transcript to point to.
    if (line !== undefined && !this.promptsOnly) ref.line = line;
    if (callId) ref.callId = callId;
    return ref;
  }

  /** `fact` states the task now: what was known of the one it replaces (a greeting, a question answered) goes with it. */
  replaceTask(fact: SeqFact, asked: string | null = null): void {
    this.firstPrompt = fact;
    this.taskAsked = asked;
    this.taskOrigin = 'later-prompt';
    this.firstPromptNamesNoWork = false;
    this.firstPromptAnswered = false;
    this.firstPromptAsked = false;
    this.partQuestionSeq = null;
  }

  /** One decision per statement: the same text, or the same alternative turned down again, is not repeated. */
  pushDecision(d: ExtractedDecision, by: 'user' | 'assistant', source: HeldRef, verified: boolean): void {
    // Options picked one question after another (a brainstorm's "c", "b", "a"…) are one record of answers, not one
    // item per letter: each alone loses what the series settled, and together they would crowd out later decisions.
    const last = this.decisions.last();
    if (d.pick && this.picks && last === this.picks.item && !this.committedSince(last.seq)) {
      const labels = [...this.picks.labels, d.pick];
      this.decisions.removeWhere((x) => x === last);
      const merged: SeqDecision = { ...last, text: pickSeries(labels), seq: this.seq };
      this.decisions.push(merged);
      this.picks = { labels, item: merged };
      return;
    }
    this.picks = null;
    // The assistant's words a user decision already quotes as its concession ("…; the assistant agreed: \"You're right.
    // Let me revert the changes and fix the test script instead.\"") are that decision, not a second one.
    if (by === 'assistant' && this.decisions.toArray().some((x) => x.by === 'user' && x.text.includes(oneLine(d.text, LIMITS.factChars)))) return;
    const key = decisionKey(d.text);
    // The same option turned down again replaces the older item, unless for another reason: two refusals of edits to
    // one file, each with the user's own words, are two decisions.
    const options = new Set(d.rejected.map(optionKey));
    this.decisions.removeWhere((x) => decisionKey(x.text) === key || (options.size > 0 && x.rejected.some((r) => options.has(optionKey(r)))));
    const item: SeqDecision = { text: oneLineSentences(d.text, LIMITS.factChars), rejected: d.rejected, by, source, verified, seq: this.seq };
    this.decisions.push(item);
    if (d.pick) this.picks = { labels: [d.pick], item };
  }

  /** The newest decision when it is a series of picked options, with their labels. */
  private picks: { labels: string[]; item: SeqDecision } | null = null;

  /**
   * Picks with a commit or a push between them answer questions about different pieces of finished work ("Apply the
   * fix now" to one review, "Full fix" to the next, hours apart), not one brainstorm's questions in a row: joined, each
   * would lose what it settled. A brainstorm writes files between its questions too (mockups to look at), so an edit
   * alone does not part them.
   */
  private committedSince(seq: number): boolean {
    return this.lastCommitSeq > seq;
  }

  pushProgress(text: string, source: HeldRef, verified: boolean): void {
    this.progress.pushUnique({ text: oneLine(text, LIMITS.factChars), source, verified, seq: this.seq }, (x) => x.text);
  }

  /** `decisive`: the output's decisiveLine when the caller already has it. */
  recordError(f: Omit<Failure, 'decisiveLine' | 'source'>, output: string, source: HeldRef, decisive = decisiveLine(output)): void {
    const line = decisive ?? lastVisibleLine(output) ?? '(no output)';
    const at = this.lastTs ? Date.parse(this.lastTs) : Number.NaN;
    this.errors.fail({ ...f, decisiveLine: line, source, ...(Number.isFinite(at) ? { at } : {}) }, this.seq);
  }

  /** A check passed by its own exit code now: kept (the newest few) for the other sessions of the checkpoint. */
  notePassedCheck(keys: string[]): void {
    const at = this.lastTs ? Date.parse(this.lastTs) : Number.NaN;
    if (keys.length > 0 && Number.isFinite(at)) this.passedChecks.push({ keys, at });
  }

  /**
   * A command ran in `dir` (the call's own working directory). A directory beside the repository named after it
   * (`agentv.worktrees/prepare-trace-docs`, `acme-api-fix-login` next to `acme-api`) is where git puts another worktree
   * of it: the files edited there are the repository's, at the same relative paths.
   */
  ranIn(dir: string): void {
    const at = dir.replace(/[\\/]+$/, '');
    if (this.checkouts.includes(at) || this.checkouts.length >= MAX_CHECKOUTS) return;
    const beside = [this.ctx.cwd, this.transcriptCwd].some((d) => {
      const root = d?.replace(/[\\/]+$/, '');
      return root !== undefined && root.length > 1 && at.startsWith(root) && /^[._-][^\\/]/.test(at.slice(root.length));
    });
    if (beside) this.checkouts.push(at);
  }

  /**
   * A commit went through in `dir` (see commitDirectory), or where the session works when no directory is named: kept
   * when absolute and outside the directories known; any other place is the repository's own.
   */
  committedIn(dir: string | null): void {
    const at = dir?.replace(/[\\/]+$/, '') ?? '';
    if (this.commitDirs.includes(at) || this.commitDirs.length >= MAX_CHECKOUTS) return;
    this.commitDirs.push(at.startsWith('/') && this.relativize(at) === at ? at : '');
  }

  /**
   * No changed file lies in the repository, and every commit that went through ran in one directory outside it, where
   * the changes were made (a clone of it in a scratch folder: `cd /tmp/bench && git commit`): the checkpoint was made
   * for those commits, so that directory is a checkout of the repository, and the paths under it are its own.
   */
  adoptCommitCheckout(changed: string[]): void {
    const [dir, other] = this.commitDirs;
    if (!dir || other !== undefined || this.checkouts.includes(dir)) return;
    const outside = changed.map((p) => this.relativize(p));
    if (outside.every((p) => p.startsWith('/')) && outside.some((p) => p.startsWith(`${dir}/`))) this.checkouts.push(dir);
  }

  /**
   * Files changed after event `seq` inside the repository: an edit outside it (the agent's memory under `~/.claude`, a
   * scratch file in `/tmp`) is no work on the repository's task. A path stays absolute only when no directory known
   * holds it (see relativize); with none known, every path may be the repository's. The caller's directory alone is no
   * such root for a transcript that names none of its own and none of whose changed paths lie under it (Entire's compact
   * form, recorded on another machine): its absolute paths are under a root not known here, as the native form shows.
   */
  repoChangesAfter(seq: number): HeldFileTouch[] {
    const rooted = Boolean(this.transcriptCwd) || (Boolean(this.ctx.cwd) && this.files.changedAfter(0).some((f) => !isOutsideRoot(f.path)));
    return this.files.changedAfter(seq).filter((f) => !isTemporary(f.path) && !isAgentOwnFile(f.path) && !(rooted && isOutsideRoot(f.path)));
  }

  /** Under the repository (or caller's) directory first, else under the directory the transcript was recorded in, else another checkout of it. */
  relativize(path: string): string {
    const dirs = [this.ctx.cwd, this.transcriptCwd, ...this.checkouts];
    for (const dir of dirs) {
      const root = dir?.replace(/[\\/]+$/, '');
      if (!root) continue;
      if (path === root) return '.';
      const below = belowWindowsRoot(path, root);
      if (below !== null) return below;
      if (path.startsWith(`${root}/`) || path.startsWith(`${root}\\`)) return path.slice(root.length + 1);
    }
    // A relative path of a session recorded on Windows is a Windows path: `src\a.go` is the repository's `src/a.go`. A
    // transcript that names no directory (Gemini CLI's) still spells it so: a path with `\` and no `/` is one.
    return dirs.some(isWindowsRoot) && !path.startsWith('/') && !/^[A-Za-z]:/.test(path) ? slashed(path) : windowsRelativeSlashed(path);
  }
}

/** Worktrees of the repository one session may work in; more are not expected. */
const MAX_CHECKOUTS = 8;

function optionKey(r: { option: string; reason: string | null }): string {
  return `${decisionKey(r.option)}|${decisionKey(r.reason ?? '')}`;
}

/**
 * A series of picked options, each by its own words: a title with what taking it does ("Split into base + usage —
 * Replace with the base cyan…") says what was settled, a bare title may not. When the words of all do not fit, each
 * keeps its title, so no option is cut mid-word.
 */
function pickSeries(options: string[]): string {
  const said = (list: string[]): string => `The user answered the offered options one question at a time: ${list.map((l) => `"${l}"`).join('; ')}`;
  const whole = said(options);
  return whole.length <= LIMITS.factChars ? whole : oneLine(said(options.map(labelOf)), LIMITS.factChars);
}
