/**
 * The Handoff value, assembled at build time from what the intake kept: the status from its evidence, the next step,
 * the current state and the uncertainty, the errors still standing. Every source line is settled here, on the way
 * out (see source-lines.ts): nothing held leaves unsettled.
 */
import { namesPromptProgram } from './program-prompts.js';
import { shownCommand } from './command-shown.js';
import type { ErrorFact, Fact, Handoff, HandoffTodo, TaskOrigin } from '../types/handoff.js';
import { LIMITS, type AssistantMessage, type BuildOptions, type LiveInfo, type RawTailLine, type SeqDecision, type SeqFact, type Stamped, type Verification } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { deferredAskedStep } from './asked-later.js';
import { handedBackStep } from './handed-back-steps.js';
import { asksForPermission, asksOnly, claimsCompletion, leavesNothingOpen, reportedFailure, saysBlocked } from './claims.js';
import { oneLine } from './clip.js';
import { compactionCurrent } from './compaction-intake.js';
import { closingChanges } from './closing-changes.js';
import { sessionVerdict } from './design-choices.js';
import { noLocalCheck } from './unchecked-files.js';
import { statedNextStep } from './next-step.js';
import { isOffer, offersMoreWork } from './questions.js';
import { currentStateFacts, uncertaintyNotes } from './sections.js';
import { lineOf, settled, type Held } from './source-lines.js';
import { rawTailLine } from './raw-text.js';
import { failureReportedUnanswered } from './reported-failures.js';
import { unsentNote } from './unsent-prompts.js';
import { decideStatus, type StatusEvidence } from './status.js';
import { taskOfLaterWork } from './work-request.js';
import { openTodos } from './todo-list.js';
import { standingRejection } from './rejected-plan.js';
import { alreadyDone } from './already-done.js';
import { answeredInWords, claimedBeforeRecap, closedLeavingWork, closedWithReport, cutAfterAcknowledging, cutPastClose, endedSilently, endsOnPassingCheck, offerAwaitsGoAhead, todosLeftBehind } from './turn-end.js';

export function assembleHandoff(s: BuilderState, opts: BuildOptions = {}): Handoff {
  const live = opts.live ?? null;
  const todos = s.todoList?.todos ?? [];
  // A lint failure only in files the session never changed is not this work's (see ErrorLedger.outsideWork): the status
  // rests on no check rather than on it.
  const changed = s.files.changedAfter(0).map((f) => f.path);
  const outside = s.errors.outsideWork(changed);
  // So is a failed check the agent called pre-existing when it lies in files the session never changed: it stays under
  // Errors as the agent's claim, and the status rests on the rest of the work.
  const disowned = s.errors.disownedOutside(changed);
  const setAside = (seq: number): boolean => outside.has(seq) || disowned.has(seq);
  const verif = s.lastVerification && setAside(s.lastVerification.seq) ? null : s.lastVerification;
  const changedSince = s.files.changedAfter(verif?.seq ?? 0);
  const { open, unticked } = openTodos(s, verif, changedSince.length);
  const failing = verif && !verif.passed && !s.lastCheckPassedElsewhere ? verif : null;
  const assistant = s.lastAssistant;
  const afterPrompt = assistant !== null && (s.lastPrompt === null || assistant.seq > s.lastPrompt.seq);
  const lastMsg = afterPrompt && assistant ? assistant.full : '';
  // An interruption the agent went on past (a call or words after it, in a slot read after it) did not end the work.
  const interrupted = s.interruption !== null && s.interruption.seq > Math.max(s.lastPrompt?.seq ?? 0, s.lastCallSeq, assistant?.seq ?? 0);
  const idleMinutes = live ? minutesBetween(live.lastActivityAt, live.now) : null;
  const questions = s.questions.toArray();
  const claim = lastMsg !== '' && (claimsCompletion(lastMsg) || claimedBeforeRecap(s, lastMsg));
  // An offer of more work ("Want me to commit?") leaves nothing asked for waiting on the user; after a report that the
  // work is done, or a turn closed on a report, so does one that offers a choice of more work or asks for a verdict on
  // the result (see offersMoreWork).
  const withReport = closedWithReport(s);
  const leavingWork = closedLeavingWork(s);
  const reportClosed = claim || withReport;
  // A turn that acted and then closed on its words is over, whatever those words leave for later: a "Want me to…?" at
  // their end puts more work to the user, it does not wait on the user's answer.
  const turnClosed = reportClosed || leavingWork;
  const offered = (q: { text: string; seq: number }): boolean => (turnClosed && assistant !== null && q.seq >= assistant.seq ? offersMoreWork(q.text) : isOffer(q.text));
  const asking = questions.filter((q) => !offered(q));
  // A report older than the last check is overtaken by it.
  const reported = lastMsg !== '' && assistant !== null && assistant.seq > (verif?.seq ?? 0) ? reportedFailure(lastMsg) : null;
  const pasted = failureReportedUnanswered(s);
  const errors = standingErrors(s, reported, assistant, pasted, outside, reportClosed);
  // A check that failed and never passed again stands even when a different check passed later (lint after tests).
  const stillFailing = failing ? (failing.decisive ?? `exit ${failing.exitCode ?? '?'}`) : (reported ?? s.errors.standing(s.lastPassSeq, new Set([...outside, ...disowned]), reportClosed).find((e) => e.verified)?.decisiveLine ?? null);
  // The user moved on past a step that failed in an earlier turn (a run of a script, a lookup, an audit the agent
  // reported still failing), and the latest prompt was answered in words, or its turn committed the work after the last
  // edit: the failure stands under Errors, and the session's status rests on that answer or that commit.
  const answered = answeredInWords(s);
  const committedAfterEdits = s.lastCommitSeq > 0 && s.files.changedAfter(s.lastCommitSeq).length === 0;
  const shipped = committedAfterEdits && s.lastPrompt !== null && s.lastCommitSeq > s.lastPrompt.seq;
  const movedPast = stillFailing !== null && !failing && !reported && (answered || shipped) && s.lastPrompt !== null && s.errors.onlyStepsBefore(s.lastPrompt.seq, s.lastPassSeq, new Set([...outside, ...disowned]));

  const leftBehind = todosLeftBehind(s, claim && committedAfterEdits);
  const evidence: StatusEvidence = {
    hasEvents: s.events > 0,
    promptsOnly: s.promptsOnly,
    agentStopped: s.errors.agentStopped(),
    openTodos: leftBehind ? 0 : open.length,
    // A list with a box left unticked is not "all todos done": the status then rests on the check alone.
    totalTodos: open.length < unticked || leftBehind ? 0 : todos.length,
    lastVerification: verif ? { command: verif.command, passed: verif.passed, exitCode: verif.exitCode } : null,
    editsSinceVerification: changedSince.length,
    uncheckedCodeEdits: changedSince.filter((f) => f.change !== 'deleted' && !noLocalCheck(f.path)).length,
    editsConfirmed: changedSince.every((f) => f.verified),
    committedAfterEdits,
    failingCheck: movedPast ? null : stillFailing,
    earlierStepFails: movedPast,
    onlyPushRejected: failing === null && reported === null && s.errors.onlyPushesStand(s.lastPassSeq),
    lastAssistantAfterPrompt: afterPrompt,
    actedAfterPrompt: s.lastPrompt !== null && s.lastCallSeq > s.lastPrompt.seq && s.lastFailedCallSeq < s.lastPrompt.seq,
    endedSilently: endedSilently(s),
    turnEnded: s.lastPrompt !== null && s.turnEndSeq >= s.lastPrompt.seq && s.turnEndSeq >= s.lastCallSeq,
    closedWithReport: withReport,
    closedLeavingWork: leavingWork,
    answeredInWords: answered,
    endsOnPassingCheck: endsOnPassingCheck(s),
    cutAfterAcknowledging: cutAfterAcknowledging(s),
    cutPastClose: cutPastClose(s),
    questionAnswered: afterPrompt && s.lastPrompt !== null && asksOnly(s.lastPrompt.text) && s.files.changedAfter(s.lastPrompt.seq).length === 0,
    returnedToParent: s.lineage.spawnedBy !== null && afterPrompt && s.files.changedAfter(s.lastPrompt?.seq ?? 0).length === 0,
    completionClaim: claim,
    closingLeavesNothingOpen: verif !== null && verif.seq > (s.lastPrompt?.seq ?? 0) && assistant !== null && assistant.seq > verif.seq && leavesNothingOpen(lastMsg),
    blockedClaim: lastMsg !== '' && saysBlocked(lastMsg),
    permissionRequest: lastMsg !== '' && asksForPermission(lastMsg),
    openQuestions: asking.length,
    offerAwaitsGoAhead: offerAwaitsGoAhead(s, lastMsg, questions),
    deferredStep: lastMsg !== '' && s.lastPrompt ? deferredAskedStep(s.lastPrompt.text, lastMsg) : null,
    handedBackStep: lastMsg !== '' && s.lastPrompt ? handedBackStep(s.lastPrompt.text, lastMsg, ranSince(s, s.lastPrompt.seq)) : null,
    failureReportedUnanswered: pasted !== null,
    interrupted,
    refusedLast: refusedLast(s),
    closedBeforeFollowUp: interrupted && stillFailing === null && open.length === 0 ? closedBeforeFollowUp(s, verif, changedSince.length, committedAfterEdits) : null,
    backgroundRunning: s.background.stillRunning(),
    unfinishedCalls: s.pending.issuedAfter(wentOnAt(s)),
    passedCalls: s.pending.size - s.pending.issuedAfter(wentOnAt(s)),
    offersMoreWork: asking.length < questions.filter((q) => !isOffer(q.text)).length,
    live: live ? { active: live.status === 'active', stale: live.stale, idleMinutes } : null,
  };
  const status = decideStatus(evidence);
  const withdrawn = interrupted ? withdrawnPrompt(s) : null;
  s.adoptCommitCheckout(s.files.changedAfter(0).map((f) => f.path));
  const files = inCheckouts(s, s.files.listWithEntire(s.source())).map(settled);

  return {
    target: null,
    sourceAgents: unique(s.sessions.map((x) => x.agent)),
    sessionIds: unique(s.sessions.map((x) => x.sessionId)),
    checkpointIds: unique(s.sessions.flatMap((x) => (x.checkpointId ? [x.checkpointId] : []))),
    task: task(s),
    taskFrom: taskFrom(s),
    // A spawned session's prompts came from the session that spawned it: none is the user's.
    // A sub-session's is its parent's dispatch (the handoff's spawnedBy says so), the newest instruction it records.
    latestInstruction: s.unsentPrompt ? plain(s.unsentPrompt) : withdrawn ? plain(withdrawn.before) : s.lastPrompt ? plain(s.lastPrompt) : null,
    status: status.status,
    statusReason: status.reason,
    currentState: currentState(s, s.lastVerification, open.length, todos.length).map(settled),
    recentProgress: s.progress.toArray().map(plain),
    nextStep: nextStep(s, open, afterPrompt ? assistant : null),
    openQuestions: questions.map(plain),
    decisions: [...withApproach(s), ...sessionVerdict(s.lastAssistant, Math.max(s.lastPrompt?.seq ?? 0, s.lastAnswerSeq)), ...closingReport(s), ...alreadyDone(s.lastAssistant, s.lastPrompt, s.decisions.toArray().map((d) => d.text)), ...standingRejection(s.rejectedPlan, s.lastPrompt?.seq ?? 0)].map(({ seq: _seq, ...d }) => settled(d)),
    filesTouched: files.map((f) => f.path),
    files,
    commands: s.commands.toArray().map(({ seq: _seq, ...c }) => settled({ ...c, command: shownCommand(c.command) })),
    // A hook failing to the end is the agent's setup, not the work: it stands, and says nothing of the work's status.
    errors: [...errors, ...s.hooks.standing().map(settled)],
    todos: todos.map((t) => settled(t)),
    uncertainty: [...(withdrawn ? [withdrawn.note] : []), ...[unsentNote(s)].filter((n) => n !== null), ...uncertainty(s, live, idleMinutes, interrupted)],
    omitted: [],
    redactions: { total: 0, byRule: {}, fingerprints: [] },
    markdown: '',
    rawTail: opts.rawTail === false ? [] : rawLines(s),
    endedAt: s.lastTs,
    ...(s.transcriptCwd ? { recordedCwd: s.transcriptCwd } : {}),
    ...s.lineage.fields(),
  };
}

/** The plan or edit the user turned down after the latest prompt, with no call since (see StatusEvidence.refusedLast). */
function refusedLast(s: BuilderState): StatusEvidence['refusedLast'] {
  const r = s.lastRefusal;
  if (r === null || (!r.plan && !r.change) || r.seq <= (s.lastPrompt?.seq ?? -1) || r.seq <= s.lastCallSeq) return null;
  return r.plan ? 'plan' : 'edit';
}

/**
 * The bounded raw tail (last events, each a short slice), for `--raw`: redacted and made one line at render. A line
 * whose base was never settled (the read failed before the count) is left out rather than shown at a wrong number.
 */
export function rawLines(s: BuilderState): RawTailLine[] {
  const out: RawTailLine[] = [];
  for (const r of s.rawTail.toArray()) {
    const line = lineOf(r.line);
    if (line !== undefined) out.push(rawTailLine({ sessionId: r.sessionId, line, kind: r.kind }, r.event));
  }
  return out;
}

/**
 * The last prompt, a follow-up of a few words ("git s"), was interrupted before the assistant answered or ran anything,
 * and no prompt came since: the user withdrew it, and the instruction before it is the one that stands. Null when the
 * assistant had begun on it, or no prompt came before it.
 */
function withdrawnPrompt(s: BuilderState): { before: SeqFact; note: string } | null {
  const p = s.lastPrompt;
  const before = s.priorPrompt;
  if (p === null || before === null || p.text.trim().split(/\s+/).length > FOLLOW_UP_WORDS) return null;
  if ((s.lastAssistant?.seq ?? 0) > p.seq || s.lastCallSeq > p.seq) return null;
  const line = lineOf(p.source.line);
  // Says where the prompt is, not its words: they are the transcript's, and this note is in our own voice.
  const note = `The user's last prompt${line === undefined ? '' : ` (line ${line})`} was interrupted before the assistant answered it: withdrawn, so the instruction before it stands.`;
  return { before, note };
}

/** A follow-up of a few words at most (`git s`, `/status`, `push`): no new request of any size. */
const FOLLOW_UP_WORDS = 3;

/**
 * The user interrupted the turn of a short follow-up that changed nothing (no edit, no commit): the work before it
 * stands as it was. How it was closed, or null: a commit after the last edit, a check that passed after it, or the
 * assistant's report before the follow-up that it was done.
 */
function closedBeforeFollowUp(s: BuilderState, verif: Verification | null, changedSinceCheck: number, committed: boolean): string | null {
  const p = s.lastPrompt;
  if (p === null || p.text.trim().split(/\s+/).length > FOLLOW_UP_WORDS) return null;
  if (s.files.changedAfter(p.seq).length > 0 || s.lastCommitSeq > p.seq) return null;
  if (committed) return 'The work was committed after the last edit';
  if (verif !== null && verif.passed && changedSinceCheck === 0) return 'The last check passed after the last edit';
  const before = s.lastAssistant;
  return before !== null && before.seq < p.seq && claimsCompletion(before.full) ? 'The assistant reported the work done' : null;
}

/** The commands run after event `seq` that exited 0. */
function ranSince(s: BuilderState, seq: number): string[] {
  return s.commands.toArray().filter((c) => c.seq > seq && c.exitCode === 0).map((c) => c.command);
}

/**
 * The ledger's failures (`finished`: the assistant closed on a report that the work is done), a failing check or a
 * problem only the assistant's last report names (its exit code hidden, or no command behind it), and a failure the
 * user reported that nothing ran against since (reported-failures.ts).
 */
function standingErrors(s: BuilderState, reported: string | null, assistant: AssistantMessage | null, pasted: BuilderState['userFailure'], outside: Set<number>, finished: boolean): ErrorFact[] {
  const errors = s.errors.standing(s.lastPassSeq, outside, finished).map(settled);
  if (reported && assistant) {
    const text = oneLine(`The assistant's last report says this still stands: ${reported}`, LIMITS.factChars);
    errors.push(settled({ text, command: null, decisiveLine: oneLine(reported, LIMITS.factChars), source: assistant.source, verified: false }));
  }
  if (pasted) {
    const text = pasted.seq === s.lastPrompt?.seq ? "The user's latest message reports this failure, and nothing was run since:" : 'The user reported this failure and since only asked about it; nothing was run since:';
    errors.push(settled({ text, command: null, decisiveLine: oneLine(pasted.decisive, LIMITS.factChars), source: pasted.source, verified: false }));
  }
  return errors;
}

/** The choices the closing report lists, once edits or a commit since the last prompt carried them out. */
function closingReport(s: BuilderState): SeqDecision[] {
  const since = s.lastPrompt?.seq ?? 0;
  const edited = s.files.changedAfter(since).length > 0 || s.lastCommitSeq > since;
  return closingChanges(s.lastAssistant, s.lastPrompt, edited, s.decisions.toArray().map((d) => d.text));
}

/**
 * The decisions, with the approach of the last unit of work in its place in time (work-turn.ts), unless a decision
 * already quotes the same words, or was taken from the same message: that message's choice is shown already, and what
 * else it states (the cause it found) chooses nothing.
 */
function withApproach(s: BuilderState): SeqDecision[] {
  const decisions = s.decisions.toArray();
  const a = s.work.current();
  if (!a || decisions.some((d) => d.seq === a.seq || d.text.includes(a.text) || a.text.includes(d.text))) return decisions;
  const item: SeqDecision = { text: oneLine(`The agent's approach: "${a.text}"`, LIMITS.factChars), rejected: [], by: 'assistant', source: a.source, verified: false, seq: a.seq };
  const at = decisions.findIndex((d) => d.seq > a.seq);
  return at < 0 ? [...decisions, item] : [...decisions.slice(0, at), item, ...decisions.slice(at)];
}

/** The task intake chose (a compaction summary's, else a prompt's), or the later request the work ended on (work-request.ts). */
function task(s: BuilderState): Fact | null {
  const later = laterWork(s);
  if (later) return plain(later);
  const c = s.compaction;
  if (c && c.task) return settled({ text: c.task, source: c.source, verified: false });
  return s.firstPrompt ? plain(s.firstPrompt) : null;
}

function laterWork(s: BuilderState): SeqFact | null {
  const c = s.compaction;
  const base = c && c.task ? { text: c.task, seq: c.seq } : s.firstPrompt && { ...s.firstPrompt, frame: s.taskAsked ?? undefined };
  return base ? taskOfLaterWork(s, base) : null;
}

/** Where task(s) took the task from: a later request, the summary of a compaction in or before the part, or the prompt intake chose. */
function taskFrom(s: BuilderState): TaskOrigin {
  if (laterWork(s)) return 'later-prompt';
  if ((s.compaction && s.compaction.task) || (s.earlierSummary !== null && s.firstPrompt === s.earlierSummary)) return 'compaction-summary';
  return s.taskOrigin;
}

function currentState(s: BuilderState, verif: Verification | null, open: number, total: number): Held<Fact>[] {
  const facts = currentStateFacts({
    verif,
    changed: s.files.changedAfter(verif?.seq ?? 0),
    openTodos: open,
    totalTodos: total,
    todoList: s.todoList,
    unanswered: s.pending.size,
    compaction: compactionCurrent(s),
    nowhere: s.source(),
  });
  const report = reportToParent(s);
  return report ? [...facts, report] : facts;
}

/** A spawned session's closing message after its last prompt: what it handed back to its parent (a review's findings). */
function reportToParent(s: BuilderState): Held<Fact> | null {
  const a = s.lastAssistant;
  const parent = s.lineage.spawnedBy;
  if (parent === null || a === null || (s.lastPrompt !== null && a.seq < s.lastPrompt.seq)) return null;
  const to = namesPromptProgram(parent) ? 'the program that ran it' : `session ${parent}`;
  return { text: `Reported back to ${to}: ${oneLine(a.full, LIMITS.factChars)}`, source: a.source, verified: false };
}

function uncertainty(s: BuilderState, live: LiveInfo | null, idleMinutes: number | null, interrupted: boolean): string[] {
  return uncertaintyNotes({
    gaps: s.gaps.toArray(),
    events: s.events,
    compactionLine: compactionLine(s),
    live,
    idleMinutes,
    interruptionLine: interrupted && s.interruption ? (lineOf(s.interruption.source.line) ?? null) : undefined,
    callsDropped: s.pending.dropped,
    filesDropped: s.files.dropped,
    notInEntire: s.files.notInEntire(),
    sessionsDropped: s.sessionsDropped,
    uncheckedEdits: s.lastVerification === null && s.files.size > 0,
  });
}

/** The line of the compaction whose summary the handoff reads: one in the part, or one before it that still states the task. */
function compactionLine(s: BuilderState): number | null | undefined {
  const c = s.compaction?.source ?? (s.earlierSummary !== null && s.firstPrompt === s.earlierSummary ? s.earlierSummary.source : null);
  return c ? (lineOf(c.line) ?? null) : undefined;
}

function nextStep(s: BuilderState, open: Held<HandoffTodo>[], assistant: AssistantMessage | null): Fact | null {
  const planned = plannedStep(s, open, assistant);
  const unfinished = unfinishedCall(s);
  if (!unfinished) return planned ? settled(planned) : null;
  const check = `Check whether ${unfinished.what} took effect: it never returned a result.`;
  return settled({ text: planned ? `${check} Then: ${planned.text}` : check, source: unfinished.source, verified: false });
}

function plannedStep(s: BuilderState, open: Held<HandoffTodo>[], assistant: AssistantMessage | null): Held<Fact> | null {
  const todo = open.find((t) => t.status === 'in_progress') ?? open.find((t) => t.status === 'pending');
  if (todo) return { text: todo.text, source: todo.source, verified: false };
  const stated = assistant ? statedNextStep(assistant.full) : null;
  if (stated && assistant) return { text: stated, source: assistant.source, verified: false };
  // A later prompt supersedes what the summary said was next.
  const c = compactionCurrent(s);
  if (c?.next) return { text: c.next, source: c.source, verified: false };
  return null;
}

/**
 * The last event that shows the agent went on: its last words, or the end of its turn. A call without a result before it
 * did not leave the turn unfinished (a call run in parallel or in the background, a result the record lost): the agent
 * wrote or closed its turn after it.
 */
function wentOnAt(s: BuilderState): number {
  return Math.max(s.lastAssistant?.seq ?? 0, s.turnEndSeq);
}

/** The newest command or edit of the last turn that never got its result (the turn was cut off). */
function unfinishedCall(s: BuilderState): { what: string; source: Held<Fact>['source'] } | null {
  const found = s.pending.unfinished(s.sessionIndex, Math.max(s.lastPrompt?.seq ?? 0, wentOnAt(s)));
  if (!found) return null;
  if (found.kind === 'shell') return { what: `\`${oneLine(found.run.command, 200)}\``, source: found.run.source };
  if (found.kind === 'edit') return { what: `the edit of ${found.paths.map((p) => s.relativize(p)).slice(0, 3).join(', ')}`, source: found.source };
  return null;
}

function plain<T extends Held<Fact> & Stamped>(f: T): Fact {
  return settled({ text: f.text, source: f.source, verified: f.verified, ...(f.images ? { images: f.images } : {}) });
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

/**
 * The files with paths made relative once more: a path read before the session was seen working in another checkout
 * of the repository (a compaction summary's, an edit before the first command there) is relative to it too. Where two
 * entries then name one file, the later one stands.
 */
function inCheckouts<T extends { path: string }>(s: BuilderState, files: T[]): T[] {
  const byPath = new Map<string, T>();
  for (const f of files) {
    const path = s.relativize(f.path);
    byPath.delete(path);
    byPath.set(path, path === f.path ? f : { ...f, path });
  }
  return [...byPath.values()];
}
