/**
 * How the session's last turn ended, read from what the intake kept: the predicates the status evidence is made of
 * (a turn that closed with a report, ended on a passing check, was cut after acknowledging, left its todo list behind,
 * offered a change that waits for the go-ahead). Each answers one question about record order; the status decides.
 */
import type { BuilderState } from './builder-state.js';
import { namesWordsOf } from './asked-later.js';
import { acknowledgesOnly, asksOnly, claimsCompletion, disclaimsCompletion, saysBlocked } from './claims.js';
import { statedNextStep } from './next-step.js';
import { isOffer } from './questions.js';
import { remedyOf } from './remedies.js';

/**
 * The todo list was left behind: the assistant finished outside it. Either the list was last written before the latest
 * prompt and the work since went on without it ("what is going on. why is this taking so long" — it edited the last
 * item itself, committed, and said "The work is finished now"), or it was never ticked at all (a plan written once,
 * then the edits, the commit and the report). `closed`: the edits were committed and the closing message reports
 * completion. Its open boxes then say nothing about the work.
 */
export function todosLeftBehind(s: BuilderState, closed: boolean): boolean {
  const p = s.lastPrompt;
  const list = s.todoList;
  if (!closed || p === null || list === null) return false;
  const since = Math.max(list.seq, p.seq);
  if (s.lastCommitSeq <= since) return false;
  const outside = list.seq < p.seq || list.todos.every((t) => t.status !== 'completed');
  // It worked on after that: a prompt that only ships (commit, push) finishes nothing the list holds.
  return outside && s.files.changedAfter(since).length > 0;
}

/**
 * The turn that acted on the latest prompt changed files and ended after its last call, every call took, and nothing
 * was said after: the change asked for was made (the edits a pasted review comment asks for, then the Stop hook).
 */
export function endedSilently(s: BuilderState): boolean {
  const p = s.lastPrompt;
  if (p === null || s.lastCallSeq <= p.seq || s.lastFailedCallSeq > p.seq || s.files.changedAfter(p.seq).length === 0) return false;
  return s.turnEndSeq > s.lastCallSeq && (s.lastAssistant === null || s.lastAssistant.seq < s.lastCallSeq);
}

/** The assistant's words state work still pending or say it cannot go on ("not done yet", "I can't …"). */
function statesPending(text: string): boolean {
  return disclaimsCompletion(text) || saysBlocked(text);
}

/**
 * The assistant acted on the latest prompt, then wrote after its last call, and the turn's end followed those words: it
 * stopped by itself on a report (Codex's final answer, a message Claude Code's Stop hook closed), not a record taken
 * mid-turn. An offer of more at its end ("Want me to also…?") is no pending work.
 */
export function closedWithReport(s: BuilderState): boolean {
  const a = closingWords(s);
  return a !== null && !statesPending(a) && !leavesFixUnmade(s, a);
}

/**
 * The turn changed nothing in the repository, and its close names the fix to make ("The fix is to use
 * `--diff-filter=A` in `GetCheckpointAuthor`"): the diagnosis is reported, the fix still waits.
 */
function leavesFixUnmade(s: BuilderState, words: string): boolean {
  const p = s.lastPrompt;
  return p !== null && s.repoChangesAfter(p.seq).length === 0 && remedyOf(words, false) !== null;
}

/**
 * It closed so, but on words that leave work for later ("Next step: …", "not done yet") without saying it cannot go on:
 * the turn is over and nothing waits on anyone outside, yet the work it reports is not finished.
 */
export function closedLeavingWork(s: BuilderState): boolean {
  const a = closingWords(s);
  return a !== null && disclaimsCompletion(a) && !saysBlocked(a);
}

/** The words the assistant closed its turn on after acting on the latest prompt (see closedWithReport), or null. */
function closingWords(s: BuilderState): string | null {
  const p = s.lastPrompt;
  const a = s.lastAssistant;
  if (p === null || a === null || s.lastCallSeq <= p.seq || a.seq <= s.lastCallSeq) return null;
  return s.turnEndSeq >= a.seq ? a.full : null;
}

/**
 * The latest prompt got its answer in words alone: no call since it, the turn's end followed the reply, and the reply
 * states nothing pending ("PASS" to a prompt asking for the token; the list of work the user asked to see). Nothing
 * was left to run: the answer was the work.
 */
export function answeredInWords(s: BuilderState): boolean {
  const p = s.lastPrompt;
  const a = s.lastAssistant;
  if (p === null || a === null || a.seq <= p.seq || s.lastCallSeq > p.seq) return false;
  return s.turnEndSeq >= a.seq && !statesPending(a.full);
}

/**
 * The record ends on a check run for the latest prompt that passed with no edit after it, no call after it and no word
 * after it; what the assistant said before it leaves nothing pending. Its closing words were never recorded, but the
 * loop was closed.
 */
export function endsOnPassingCheck(s: BuilderState): boolean {
  const p = s.lastPrompt;
  const v = s.lastVerification;
  if (p === null || v === null || !v.passed || v.exitCode !== 0 || v.seq <= p.seq) return false;
  if (s.lastCallSeq > v.seq || s.files.changedAfter(v.seq).length > 0) return false;
  const a = s.lastAssistant;
  return a === null || (a.seq < v.seq && (a.seq < p.seq || !leavesWorkAfterCheck(a.full)));
}

/** Words said before the check that leave work for after it: pending work, or a next step other than the check itself. */
function leavesWorkAfterCheck(text: string): boolean {
  const next = statedNextStep(text);
  return statesPending(text) || (next !== null && !NAMES_CHECK.test(next));
}

const NAMES_CHECK = /\b(?:tests?|lint\w*|build|checks?|typecheck|vet|verify|specs?)\b/i;

/**
 * The assistant answered the latest prompt, then made calls, and the record ends on them: no word after them and no
 * end of the turn. The turn was cut before it reported a result.
 */
export function cutAfterAcknowledging(s: BuilderState): boolean {
  const p = s.lastPrompt;
  const a = s.lastAssistant;
  if (p === null || a === null || a.seq <= p.seq) return false;
  return s.lastCallSeq > a.seq && s.turnEndSeq < s.lastCallSeq;
}

/**
 * The turn was cut inside work taken up after the loop last closed: the assistant's last words came after the last
 * commit and the last passing check ("Committed. Now the push: …", "Good, committed. Now let me investigate …"),
 * calls followed them, and the record ends on those calls with neither a commit nor a passing check among them.
 */
export function cutPastClose(s: BuilderState): boolean {
  const a = s.lastAssistant;
  return a !== null && cutAfterAcknowledging(s) && s.lastCommitSeq < a.seq && s.lastPassSeq < a.seq;
}

/**
 * The user's latest message raised something (neither a question to answer nor thanks), nothing changed since, and the
 * reply takes it up and ends by offering the change ("Want me to make that change?"): what was raised waits for the
 * user's go-ahead. An offer of other work ("Want me to commit?") after "the output looks right now" takes nothing up,
 * nor does one made after a commit that acted on the prompt ("commit", committed, "Want me to push?"): that is the
 * next step, offered. What was raised may be the prompt before the latest, in a discussion where nothing changed.
 */
export function offerAwaitsGoAhead(s: BuilderState, lastMsg: string, questions: { text: string; seq: number }[]): boolean {
  const p = s.lastPrompt;
  if (lastMsg === '' || p === null || asksOnly(p.text) || acknowledgesOnly(p.text) || s.lastCommitSeq > p.seq) return false;
  if (s.files.changedAfter(p.seq).length > 0 || !questions.some((q) => q.seq > p.seq && isOffer(q.text))) return false;
  // A discussion over several prompts: the offer may take up what the one before raised ("PR #93 has the agent type
  // constants we need", then "aarggh there is a PR in between"), when nothing changed since that one either.
  const prior = s.priorPrompt;
  const discussed = prior !== null && !asksOnly(prior.text) && s.files.changedAfter(prior.seq).length === 0 && namesWordsOf(prior.text, lastMsg);
  return namesWordsOf(p.text, lastMsg) || discussed;
}

/**
 * The assistant reported the work done ("Fixed. …"), then only looked (`git diff` to show the fix) and recapped it in
 * words that claim nothing themselves ("The fix: …"): the report before the recap still stands, when nothing was edited
 * and no call failed since it, and the recap says nothing is left.
 */
export function claimedBeforeRecap(s: BuilderState, lastMsg: string): boolean {
  const prior = s.priorAssistant;
  if (prior === null || prior.seq <= (s.lastPrompt?.seq ?? 0) || s.lastFailedCallSeq > prior.seq) return false;
  return s.files.changedAfter(prior.seq).length === 0 && !disclaimsCompletion(lastMsg) && claimsCompletion(prior.full);
}
