/**
 * The status rules. `complete` needs the work closed (a passing check after the last edit, or a commit) or the
 * assistant reporting it done with every edit taken and nothing open; when no check ran after the last edit, the
 * reason says "not verified". `unknown` is the answer when the evidence is thin. Never claim a check that did not run.
 */
import type { HandoffStatus } from '../types/handoff.js';

export interface StatusEvidence {
  /** Any event at all was seen. */
  hasEvents: boolean;
  /** The events are the session's prompts alone: its transcript was not recorded. */
  promptsOnly: boolean;
  /** The agent's own API call failed (a usage limit, an overloaded server) and the model has not answered since: what it said. */
  agentStopped: string | null;
  openTodos: number;
  totalTodos: number;
  /** The last verification command (test/build/lint) with a known outcome. */
  lastVerification: { command: string; passed: boolean; exitCode: number | null } | null;
  /** File edits after the last verification (or any edits when there was none). */
  editsSinceVerification: number;
  /** Of those, edits to code or config (not prose such as Markdown or plain text): what a check would have to cover. */
  uncheckedCodeEdits: number;
  /** Every edit since the last verification was confirmed by its tool result. */
  editsConfirmed: boolean;
  /** A commit, push or pull request succeeded after the last edit. */
  committedAfterEdits: boolean;
  /** A failing command/edit after the last passing verification. */
  failingCheck: string | null;
  /**
   * What fails is only steps (runs, not checks) of turns before the latest prompt, which was answered in words: the user
   * moved on past them (failingCheck is then null; the failures stay under Errors).
   */
  earlierStepFails: boolean;
  /** What fails is only pushes git rejected (behind the remote, or history rewritten). */
  onlyPushRejected: boolean;
  /** The assistant's last message, if it came after the last user prompt. */
  lastAssistantAfterPrompt: boolean;
  /** The assistant made tool calls after the last user prompt (it acted on it, with or without words), none failed. */
  actedAfterPrompt: boolean;
  /** It did, and then its turn ended with no word after the last call: the record was not taken mid-turn. */
  endedSilently: boolean;
  /** The agent's turn ended after the latest prompt and its last call, whether or not a reply was recorded. */
  turnEnded: boolean;
  /**
   * The assistant closed its turn on the latest prompt by itself, after acting on it: words after its last call that the
   * turn's end follows (Codex marks them its final answer; Claude Code records its Stop hook), and they state nothing
   * pending (no "not done yet", no "I can't").
   */
  closedWithReport: boolean;
  /** It closed its turn so, after acting, on words that leave work for later ("Next step: …"), not on a block. */
  closedLeavingWork: boolean;
  /** The latest prompt was answered in words alone (no call since it), the turn ended after, and nothing is stated pending. */
  answeredInWords: boolean;
  /**
   * The record ends on a check run for the latest prompt that passed after the last edit: no call and no word came after
   * it, and the assistant's words before it state nothing pending.
   */
  endsOnPassingCheck: boolean;
  /**
   * The assistant answered the latest prompt, then acted, and the record ends on those calls with no word after them
   * and no end of the turn: it was cut before it reported a result.
   */
  cutAfterAcknowledging: boolean;
  /**
   * It was cut so after words that came after the last commit and the last passing check, and no commit or passing
   * check came since: the work it went on with was never reported, whatever closed the loop before it.
   */
  cutPastClose: boolean;
  /**
   * The last prompt only asks to look (check, explain, verify — no change asked for), the reply came after it, and
   * nothing was edited since the prompt.
   */
  questionAnswered: boolean;
  /**
   * A session spawned by another (a sub-agent, a `/review` run as a subtask) closed its one turn with a reply after its
   * last call and changed no file: that reply is what the parent's call got back.
   */
  returnedToParent: boolean;
  completionClaim: boolean;
  /**
   * The last check ran after the latest prompt, and the assistant's closing message came after it and leaves nothing
   * open (no more work, no hedge).
   */
  closingLeavesNothingOpen: boolean;
  blockedClaim: boolean;
  permissionRequest: boolean;
  /** Unanswered questions to the user in the last message(s). */
  openQuestions: number;
  /**
   * The latest prompt raised something (not a question, not thanks), nothing changed since, and the reply ends by
   * offering a change for the user to approve ("Want me to make that change?").
   */
  offerAwaitsGoAhead: boolean;
  /** A later step the latest prompt asked for ("…first, then X") that the last message leaves for another turn. */
  deferredStep: string | null;
  /** A shipping step the latest prompt asked for ("push", "publish") that the last message hands the user to run, unrun. */
  handedBackStep: string | null;
  /**
   * A prompt reported a failure (the latest, or one the prompts since only asked about), and the assistant ran nothing
   * since: it only answered in words.
   */
  failureReportedUnanswered: boolean;
  /** The user interrupted and gave no new prompt since. */
  interrupted: boolean;
  /**
   * The user turned down the agent's plan or its edit after the latest prompt, said nothing with it, and no call came
   * since: the step meant to come next did not happen, and the agent waits for the user's word.
   */
  refusedLast: 'plan' | 'edit' | null;
  /** The interrupted turn was a short follow-up that changed nothing, and the work before it was closed: how. */
  closedBeforeFollowUp: string | null;
  /** What the sub-agents the agent left running in the background, and never saw end, were given to do. */
  backgroundRunning: string[];
  /** Tool calls that never got a result, issued after the agent's last words and the end of its turn: it did not go on. */
  unfinishedCalls: number;
  /** Tool calls that never got a result, but the agent wrote or ended its turn after them (see unfinishedCalls). */
  passedCalls: number;
  /** The completion report ends offering a choice of more work (not counted in openQuestions). */
  offersMoreWork: boolean;
  live: { active: boolean; stale: boolean; idleMinutes: number | null } | null;
}

export interface StatusDecision {
  status: HandoffStatus;
  reason: string;
}

export function decideStatus(e: StatusEvidence): StatusDecision {
  if (!e.hasEvents) return { status: 'unknown', reason: 'No transcript events were read.' };
  if (e.promptsOnly) return { status: 'unknown', reason: "Only the session's prompts were recorded, not its transcript: how its work ended is not known." };
  if (e.live?.stale) {
    const idle = idleText(e.live.idleMinutes);
    return {
      status: 'in_progress',
      reason: `Marked active but idle for ${idle} and its last turn never ended: the previous agent may have crashed mid-task.`,
    };
  }
  if (e.agentStopped !== null) {
    return { status: 'blocked', reason: `The agent's API call failed and stopped its turn ("${e.agentStopped}"); the model has not answered since.` };
  }
  if (e.lastAssistantAfterPrompt && e.permissionRequest) {
    return { status: 'blocked', reason: 'The assistant stopped to ask the user for permission, credentials or access.' };
  }
  if (e.lastAssistantAfterPrompt && e.blockedClaim && e.failingCheck) {
    return { status: 'blocked', reason: 'The assistant says it cannot continue, and a check is failing.' };
  }
  if (e.interrupted && e.closedBeforeFollowUp) {
    return { status: 'complete', reason: `${e.closedBeforeFollowUp}; the user then interrupted a short follow-up, which changed nothing.` };
  }
  if (e.interrupted) return { status: 'in_progress', reason: 'The user interrupted the assistant and gave no new instruction since.' };
  if (e.refusedLast) {
    return { status: 'blocked', reason: `The user turned down the assistant's ${e.refusedLast === 'plan' ? 'plan' : 'edit'} without a word, and nothing was done since: the work waits on the user.` };
  }
  if (e.live?.active) return { status: 'in_progress', reason: 'The session is still active.' };
  // Work handed to a background run is not done until the run reports back, whatever the agent closed meanwhile.
  if (e.backgroundRunning.length > 0) return { status: 'in_progress', reason: stillRunning(e.backgroundRunning) };
  // A turn that ended is over, even when its reply was not recorded (Copilot keeps some replies out of its events).
  if (!e.lastAssistantAfterPrompt && !e.endedSilently && !e.turnEnded && !e.endsOnPassingCheck) {
    // An agent ends every turn with a message: a record that stops on a tool result was taken inside the turn (a
    // commit hook fired mid-turn), so the work was under way, however well the calls so far went.
    if (e.actedAfterPrompt) {
      return { status: 'in_progress', reason: 'The record ends inside the turn: the assistant acted on the latest instruction but wrote no closing message yet.' };
    }
    return { status: 'in_progress', reason: 'The latest instruction has no assistant reply yet.' };
  }
  // What the user says failed outweighs any earlier check: until something runs again, the problem stands.
  if (e.failureReportedUnanswered && e.openQuestions === 0) {
    return { status: 'in_progress', reason: "The user's message reports a failure, and the prompts since (if any) only asked about it; the replies suggest what to try, and nothing was run since." };
  }
  if (e.deferredStep) {
    return { status: 'in_progress', reason: `The latest instruction also asked to "${e.deferredStep}", and the assistant's last message leaves that for later.` };
  }
  // What the user raised last is not acted on: an earlier commit or passing check says nothing about it.
  if (e.offerAwaitsGoAhead) {
    return { status: 'in_progress', reason: "The assistant answered the latest message by offering a change and waits for the user's go-ahead; nothing changed since." };
  }
  // Committed, then the push refused: pulling or force-pushing is the user's call, and nothing else is open.
  if (e.onlyPushRejected && e.committedAfterEdits && e.openTodos === 0 && e.unfinishedCalls === 0) {
    return { status: 'blocked', reason: 'The work was committed after the last edit, but git rejected the push (see Errors): pulling or force-pushing is for the user to choose.' };
  }
  // A step asked for and handed back to the user is not done, however the rest was closed (a commit after the last edit).
  if (e.handedBackStep) {
    return { status: 'in_progress', reason: `The latest instruction asked to ${e.handedBackStep}; the assistant's last message hands that to the user as commands to run, and it was not run.` };
  }
  // A commit or a check that passed before the assistant went on says nothing about what it went on with.
  if (e.cutPastClose) {
    return { status: 'in_progress', reason: 'The assistant went on after its last commit or passing check, and the record ends inside that turn, before it reported on that work.' };
  }
  const done = completion(e);
  if (done) return { status: 'complete', reason: `${done}${mixed(e)}` };
  // Committed after those edits, the work was closed in git: the question is then the one thing waiting (blocked).
  if (e.openQuestions > 0 && e.uncheckedCodeEdits > 0 && !e.committedAfterEdits) {
    return { status: 'in_progress', reason: 'Code was edited after the last check, and the assistant stopped on a question for the user.' };
  }
  if (e.openQuestions > 0) {
    return { status: 'blocked', reason: 'The assistant stopped on a question for the user that is still unanswered.' };
  }
  if (e.openTodos > 0) return { status: 'in_progress', reason: `${e.openTodos} of ${e.totalTodos} todo(s) still open.` };
  if (e.failingCheck) return { status: 'in_progress', reason: 'A check failed and has not passed since (see Errors).' };
  if (e.unfinishedCalls > 0) return { status: 'in_progress', reason: 'A tool call never returned: the last turn did not finish.' };
  if (e.closedLeavingWork) {
    return { status: 'in_progress', reason: "The assistant acted on the latest instruction and ended its turn on a report that leaves work for later." };
  }
  if (e.lastVerification && e.editsSinceVerification > 0) return { status: 'in_progress', reason: 'Files were edited after the last verification.' };
  if (e.cutAfterAcknowledging) {
    return { status: 'in_progress', reason: 'The assistant took up the latest instruction and acted on it, but the record ends inside that turn, before it reported a result.' };
  }
  return { status: 'unknown', reason: 'The transcript does not show whether the work is finished.' };
}

/**
 * Why the work is finished, or null. Closed loops only: a check that passed after the last edit with the assistant
 * (or a fully ticked todo list) saying so; a commit, push or pull request after the last edit with no check failing;
 * or, where nothing a check covers changed, the assistant saying it is done and every edit confirmed by its tool result.
 */
function completion(e: StatusEvidence): string | null {
  if (e.openTodos > 0 || e.failingCheck !== null || e.unfinishedCalls > 0 || e.openQuestions > 0) return null;
  const todos = e.totalTodos > 0 ? 'All todos done, ' : '';
  // A question is done when answered: nothing was asked to change, nothing changed since, and the work before it held.
  const held = e.editsSinceVerification === 0 || e.lastVerification === null;
  if (e.questionAnswered && held && (e.lastVerification === null || e.lastVerification.passed)) {
    return 'The user last asked a question (no change asked for); the assistant answered it and changed nothing since.';
  }
  if (e.returnedToParent && held && (e.lastVerification === null || e.lastVerification.passed)) {
    return 'A sub-session: it handed its closing report back to the session that spawned it and changed no file.';
  }
  const checked = e.lastVerification !== null && e.lastVerification.passed && e.lastVerification.exitCode === 0 && e.editsSinceVerification === 0;
  if (checked && (e.completionClaim || e.totalTodos > 0 || e.closedWithReport || e.endsOnPassingCheck)) {
    return `${todos}${todos ? 'the' : 'The'} last check passed after the last edit${afterCheck(e)}.`;
  }
  // Committed (or pushed, or proposed) after the last edit, with no check failing: the loop was closed in git.
  if (e.committedAfterEdits && (e.lastVerification === null || e.lastVerification.passed)) {
    return `${todos}${todos ? 'the' : 'The'} work was committed after the last edit, and no check failed since.`;
  }
  // The check ran for the latest instruction and the reply after it reports the result with nothing left open: a report
  // need not say "done" ("Clean. The output now looks like: …").
  if (checked && e.closingLeavesNothingOpen) {
    return "The last check passed after the last edit, and the assistant's closing message leaves nothing open.";
  }
  // Done as a careful reader says it: the report says so (or the turn ended after calls that all took, with nothing
  // more to say), every edit took, and nothing above stands open (no todo, no failure, no question, no later request).
  // Where no check ran after the last code edit the loop is not closed, and the reason says so rather than calling
  // plainly finished work unknown.
  if ((e.completionClaim || e.endedSilently || e.closedWithReport) && e.editsConfirmed && (e.lastVerification === null || e.lastVerification.passed)) {
    const said = e.completionClaim
      ? 'assistant reports completion and every edit took'
      : e.endedSilently
        ? 'turn ended after every call it made took, with no word more'
        : "assistant ended its turn on a closing report that leaves nothing pending, and every edit took";
    return `${todos}${todos ? 'the' : 'The'} ${said}; ${unverified(e)}.`;
  }
  // Nothing else closed the loop, but the prompt asked for words and got them: the answer was the work.
  if (e.answeredInWords && held && (e.lastVerification === null || e.lastVerification.passed)) {
    return 'The assistant answered the latest prompt in words, with no call and no change since it, and its turn ended there.';
  }
  return null;
}

function stillRunning(runs: string[]): string {
  const first = runs[0] ? ` ("${runs[0]}"${runs.length > 1 ? ` and ${runs.length - 1} more` : ''})` : '';
  return `A sub-agent the assistant left running in the background${first} had not reported back when the record ends: its work is unfinished.`;
}

/** What a completion leaves beside it: a step that failed before, calls without a recorded result, more work offered. */
function mixed(e: StatusEvidence): string {
  const earlier = e.earlierStepFails ? ' A step that failed in an earlier turn still stands (see Errors).' : '';
  const calls = e.passedCalls > 0 ? ` ${e.passedCalls} tool call(s) before the last message have no recorded result.` : '';
  return `${earlier}${calls}${e.offersMoreWork ? ' The report ends offering more work, which waits on the user (see Open questions).' : ''}`;
}

/** What followed the check that passed after the last edit. */
function afterCheck(e: StatusEvidence): string {
  if (e.completionClaim) return ', and the assistant reports completion';
  if (e.closedWithReport) return ', and the assistant ended its turn on a report that leaves nothing pending';
  if (e.endsOnPassingCheck && e.totalTodos === 0) return ': the record ends on it, with nothing stated pending';
  return '';
}

/** What backs a reported completion when no check closed the loop. */
function unverified(e: StatusEvidence): string {
  if (e.uncheckedCodeEdits > 0) return 'not verified: no check ran after the last edit';
  if (e.editsSinceVerification > 0) return 'the edits since the last check are prose, which no check covers';
  return e.lastVerification ? 'no code changed after the last check' : 'no file changed';
}

/** "42 minute(s)" under an hour, "3 hour(s)" above; "a long time" when unknown. */
export function idleText(minutes: number | null): string {
  if (minutes === null) return 'a long time';
  return minutes < 60 ? `${minutes} minute(s)` : `${Math.floor(minutes / 60)} hour(s)`;
}
