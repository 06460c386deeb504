/**
 * The user's prompts and the assistant's messages: the task and the latest instruction, the assistant's last message
 * (what status and the next step are read from), the questions it asks, and the decisions either of them states.
 */
import { isNonPrompt } from '../adapters/prompts.js';
import { promptKey } from '../store/prompt-line.js';
import { LIMITS, type SeqFact } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { asksOnly as asksNoChange, userReportsFailure } from './claims.js';
import { keptMessage, mayOfferMenu } from './assistant-tail.js';
import { capText, ends, oneLine } from './clip.js';
import { advisedAgainst, closingOffer, concedesAfterLook, concession } from './concessions.js';
import { onCommitScope } from './commit-scope.js';
import { correctionTaken } from './acknowledged-corrections.js';
import { termsTaken } from './answered-calls.js';
import { apiRenames } from './api-renames.js';
import { causeRemovals } from './cause-removals.js';
import { extractDecisions, wholeStatements, type ExtractedDecision } from './decisions.js';
import { hanDecisions } from './han-choices.js';
import { keptVersions } from './kept-versions.js';
import { lintLocations } from './errors.js';
import { holdProcessSteps } from './process-steps.js';
import { holdEditApproaches } from './edit-approach.js';
import { onWays } from './offered-ways.js';
import { decisionsBefore, holdStepDecisions } from './step-workarounds.js';
import { onLabelledChoices, planDecisions } from './design-choices.js';
import { pickedItem } from './menu-pick.js';
import { offersChoice } from './offered-options.js';
import { extractQuestions, isOffer } from './questions.js';
import { mayNameRemedy, remedyOf } from './remedies.js';
import { asksApproval } from './proposal-asks.js';
import { reportedChoices } from './report-decisions.js';
import { acceptedReviews } from './accepted-reviews.js';
import { insteadOfRefused } from './refused-call-answer.js';
import { ruledOut, ruledOutCarried } from './ruled-out-things.js';
import type { HeldRef } from './source-lines.js';
import { agreedTask, asksOnly, carriesOnEarlierWork, leadsToNoWork, namesNoWork, reportsProblem, requestOf, requestsAfterAnswer, shipsOnly, startsWork, statesOwnRequest, taskLedToWork, withReferent, workFromRun } from './task-prompt.js';
import { offersLabelled, optionPicked } from './user-menu-picks.js';
import { changedSoFar, noteWorkRequest, shippedAnswer } from './work-request.js';
import { readPointer, watchPointer } from './pointer-task.js';
import { asksAboutImage, readImageRequest } from './image-requests.js';
import { promptDecision } from './user-decisions.js';
import { disownsFailure } from './disowned-failures.js';

/**
 * `decide`: whether the prompt may hold a decision (false when the caller recorded one for it already); `images`: what
 * the user attached beside the words.
 */
export function onPrompt(s: BuilderState, text: string, source: HeldRef, decide = true, images: string[] = []): void {
  const t = capText(text, LIMITS.promptChars * 2).trim();
  // Whatever the adapter let through, text that is no person's prompt never becomes the latest instruction.
  if (!t || isNonPrompt(t)) return;
  if (s.promptKeys.size < MAX_PROMPT_KEYS) s.promptKeys.add(promptKey(t));
  // A new turn's shell starts where the session started (a recorded `cd src && …` after one into src still works).
  s.shellDir = null;
  s.work.close();
  settleWorkTurn(s, true);
  noteWorkRequest(s);
  s.changedBeforeLastPrompt = changedSoFar(s);
  // The message the user answers: the assistant's, when it came after the previous prompt; for the first prompt of a
  // part read, the one that ended the part before it (a part starts at a prompt: it answers what came just before).
  const earlier = s.earlierTurn;
  s.earlierTurn = null;
  const offered = s.lastAssistant && (s.lastPrompt === null || s.lastAssistant.seq > s.lastPrompt.seq) ? s.lastAssistant.full : (earlier?.offered ?? null);
  const fact: SeqFact = { text: capText(t, LIMITS.promptChars), source, verified: false, seq: s.seq, ...(images.length ? { images: images.slice(0, IMAGES_KEPT) } : {}) };
  const first = !s.firstPrompt;
  const previous = earlier?.prompt ?? s.lastPrompt?.text ?? null;
  // A number picks from the list the assistant last showed, whatever prompts (an interrupted pick) came since.
  const picked = pickedItem(t, s.lastAssistant?.full ?? null);
  const pick = picked ? { ...fact, text: capText(picked, LIMITS.promptChars) } : null;
  if (!s.firstPrompt) {
    s.firstPrompt = pick ?? firstOf(fact, offered);
    s.taskOrigin = s.firstPrompt === fact || pick ? 'first-prompt' : 'agreed-proposal';
    s.firstPromptNamesNoWork = s.firstPrompt === fact && namesNoWork(t);
    s.firstPromptAsked = s.firstPrompt === fact && asksOnly(t);
  } else if (((s.firstPromptNamesNoWork || (s.firstPromptFromHead && statesOwnRequest(t))) && !namesNoWork(t) && !shipsOnly(t)) || (answeredBefore(s) && requestsAfterAnswer(t) && !answersQuestion(offered)) || startsNewWork(s, t, previous, offered)) {
    const referred = picked ?? withReferent(t, previous, offered);
    const head = s.firstPromptFromHead ? s.firstPrompt : null;
    s.replaceTask(referred ? { ...fact, text: capText(referred, LIMITS.promptChars) } : fact);
    s.replacedHead = head;
  }
  if (s.firstPrompt === fact) watchPointer(s, t, previous, offered);
  const isTask = s.firstPrompt?.seq === s.seq;
  // A question, a commit-and-push or a bare "yes" to what the turn before offered opens the part naming no work of its
  // own: the part's next request may still be its task, and after a question the assistant answered, a request that
  // stands alone is (as for a first prompt). A first prompt that carries on earlier work ("commit this, then let's do
  // the other bit") leaves it open the same way.
  const asks = asksOnly(requestOf(t));
  const headOpen = s.firstPromptFromHead && s.firstPrompt !== fact && (asks || shipsOnly(t) || namesNoWork(t));
  if (headOpen && asks) s.partQuestionSeq = s.seq;
  s.firstPromptFromHead = headOpen || (first && s.firstPrompt === fact && carriesOnEarlierWork(t));
  // A first prompt that only asks may be answered without a change; then the turn that led to the work sets the task.
  if (first && s.firstPrompt === fact && (asksOnly(t) || asksNoChange(t))) watchWorkFrom(s, s.seq, t);
  else if (!first && s.workTurn) {
    const { asked, ownOnly, head } = s.workTurn;
    const led = picked ?? taskLedToWork(t, previous, offered, !ownOnly);
    // The session's question stays with the request: a short "can you fix issue 1" acts on what its answer found.
    const text = led && asked ? `${led} (after the question "${oneLine(asked, ASKED_CHARS)}", answered without a change)` : led;
    // The prompt after a watched one that asked is looked past when it asks no change (a question, an interrupted
    // paste), and so is each later one that asks the assistant something, while no turn changes the repository ("are
    // you sure? please check …", "can you find where … could improve? dont act yet"): a request that states work of
    // its own without asking, or one after a head that asked for work, is that task's own.
    const passes = !ownOnly && ((head && leadsToNoWork(t)) || t.includes('?'));
    s.workTurn = { seq: s.seq, task: text ? { ...fact, text: capText(text, LIMITS.promptChars) } : null, passes, asked, ownOnly, head: false };
  } else if (pick && !isTask) watchPick(s, pick);
  const prior = s.lastPrompt ? { seq: s.lastPrompt.seq, asks: s.lastPromptAsks } : null;
  s.priorPrompt = s.lastPrompt;
  s.lastPrompt = fact;
  s.lastPromptAsks = asksAboutImage(t, images.length) ? { text: t, pointsBack: false, image: true } : (requestAsked(t, pick?.text ?? null, previous, offered) ?? shippedAnswer(s, t, prior));
  // A new prompt answers (or overrides) whatever the assistant asked before.
  s.questions.clear();
  const clarifies = s.clarifying;
  s.clarifying = false;
  const refused = s.refusedCall;
  s.refusedCall = null;
  const decided = decide ? (promptDecision(t, offered, previous, { first, clarifies }) ?? pickFromMenu(s, t, offered) ?? insteadOfRefused(t, refused)) : null;
  if (decided) s.pushDecision(decided, 'user', source, false);
  else keepMenuPastQuestion(s, t, offered);
  const rule = decided || first ? null : ruledOut(t);
  s.ruledOut = rule ? { rule, source } : null;
  for (const d of planDecisions(t)) s.pushDecision(d, 'assistant', source, false);
  s.lastUserWords = { text: t, seq: s.seq, refused: false, offer: closingOffer(offered), answers: offered, afterRefusal: refused !== null };
}

/**
 * A question put to the menu itself ("would we benefit from a bootstrap skill similar to b?" answering the message that
 * lists the options) leaves it open: the user may pick from it once the assistant has answered ("okay can you just do
 * a then"). A request closes it, and so does a question about anything later: an older menu is not carried along.
 */
function keepMenuPastQuestion(s: BuilderState, t: string, offered: string | null): void {
  if (s.lastMenu !== null && s.lastMenu.full === offered && t.trim().endsWith('?')) s.lastMenu = { ...s.lastMenu, seq: s.seq };
}

/**
 * The options the assistant laid out since the previous prompt, when a later message of its own stands between them and
 * the user's pick ("Waiting on your call …"): the pick answers the menu, not the message that waits on it.
 */
function pickFromMenu(s: BuilderState, t: string, offered: string | null): ExtractedDecision | null {
  const menu = s.lastMenu;
  if (menu === null || menu.full === offered || (s.priorPrompt !== null && menu.seq < s.priorPrompt.seq)) return null;
  return optionPicked(t, menu.full);
}

/**
 * A pick after a task whose turns changed nothing ("how do I commit the checkpoints?", then a todo list, then "#4"):
 * when the pick's turn changes files, the picked item is the work. A request of its own that the pick follows stays
 * named beside it.
 */
function watchPick(s: BuilderState, pick: SeqFact): void {
  const task = s.firstPrompt;
  if (!task || s.repoChangesAfter(task.seq).length > 0) return;
  const own = statesOwnRequest(task.text) && !task.text.trim().endsWith('?');
  const text = own ? `${pick.text}, after the request "${oneLine(task.text, ASKED_CHARS)}"` : pick.text;
  s.workTurn = { seq: s.seq, task: { ...pick, text: capText(text, LIMITS.promptChars) }, passes: false, asked: null, ownOnly: false, head: false };
}

/** Images named beside one prompt: more are a pasted gallery, not what the next agent opens first. */
const IMAGES_KEPT = 8;

/** How much of the session's first question goes with the request that led to the work. */
const ASKED_CHARS = 200;

/**
 * Watch for the turn that leads to the work, from the prompt that is the task now (its own turn may be the one);
 * `asked`: that prompt, when it only asked (a whole session's first, or a part's head); `ownOnly`: only a request of its own (not an
 * agreement or a pointer back) replaces it.
 */
export function watchWorkFrom(s: BuilderState, seq: number, asked: string | null = null, ownOnly = false): void {
  s.workTurn = { seq, task: null, passes: true, asked, ownOnly, head: true };
}

/**
 * The turn of the watched prompt is over (`closed`: a new prompt came) or read so far. A turn that changed files led to
 * the work: its prompt states the task. One that changed nothing hands the task on when its prompt only asked, named
 * no work or was interrupted; after a request of its own, the prompt rules stand.
 */
export function settleWorkTurn(s: BuilderState, closed: boolean): void {
  const w = s.workTurn;
  if (!w) return;
  if (s.repoChangesAfter(w.seq).length > 0) {
    if (w.task) s.replaceTask(w.task, w.asked);
    s.workTurn = null;
    s.replacedHead = null;
    return;
  }
  if (!closed) return;
  shippedHead(s, w.seq);
  if (!w.passes && !(s.interruption !== null && s.interruption.seq > w.seq)) s.workTurn = null;
}

/**
 * The part's first request replaced the task from before the part, and its turn only committed, pushed or opened a
 * pull request, changing no file: it shipped that earlier work ("commit the current code, push and open a PR"), so the
 * task says what the work was.
 */
function shippedHead(s: BuilderState, seq: number): void {
  const head = s.replacedHead;
  const task = s.firstPrompt;
  s.replacedHead = null;
  if (!head || !task || task.seq !== seq || s.lastCommitSeq <= seq) return;
  s.firstPrompt = { ...task, text: capText(`${task.text} (shipping the work of the request before this part: "${oneLine(head.text, ASKED_CHARS)}")`, LIMITS.promptChars) };
}

/**
 * A workflow command with a request of its own that is not about the work before it: it points back at nothing ("let's
 * write a short plan for this") and names no file the session changed so far (a review of the spec it wrote).
 */
function startsNewWork(s: BuilderState, t: string, previous: string | null, offered: string | null): boolean {
  if (!startsWork(t) || withReferent(t, previous, offered) !== null) return false;
  return !s.files.list().some((f) => t.includes(f.path.split('/').pop() ?? f.path));
}

/**
 * The assistant's message closed by asking the user something ("Which step do you think you're stuck at? If you can SSH
 * in…"): the prompt after it answers that question, even when it asks for more ("as far as I remember I did all those
 * steps… can you drive for me?"). It goes on with the work under way; it is no new task. An offer of more work ("Want
 * me to commit?") asks for no answer of that kind.
 */
function answersQuestion(offered: string | null): boolean {
  const close = offered?.trim().split(/\n\s*\n/).pop() ?? '';
  return extractQuestions(close).some((q) => !isOffer(q));
}

/**
 * What the prompt asks, as a request that may lead to work (work-request.ts): a pick is the item picked, an agreement
 * the proposal, a pointer back the request with what it points at; these, and a failure pasted back, are about the work
 * before it (`pointsBack`). An answer to the assistant's
 * question goes on with the work under way, and a question of the user's own that asks no change ("hmm, we should be
 * seeing X now, yes?") states none, whatever its turn then did: null.
 */
function requestAsked(t: string, picked: string | null, previous: string | null, offered: string | null): { text: string; pointsBack: boolean } | null {
  if (answersQuestion(offered)) return null;
  // The list picked from is what the work before it found or planned: the pick goes on with that work.
  if (picked) return { text: picked, pointsBack: true };
  const led = taskLedToWork(t, previous, offered);
  // A problem the user reports after a reaction ("ok so … their email obviously remains user") is what its turn fixes.
  if (led === null) return reportsProblem(t) ? { text: t, pointsBack: false } : null;
  if (led === t && t.trimEnd().endsWith('?') && leadsToNoWork(t)) return null;
  // A failure pasted back is the work before it failing: fixing it goes on with that work.
  return { text: led, pointsBack: led !== t || userReportsFailure(t) };
}

/**
 * The first prompt was a question that got its answer: one from before the part, or one in the part that the assistant
 * answered without changing a file ("question: is the branch captured at commit?" before "extract this into a helper").
 */
function answeredBefore(s: BuilderState): boolean {
  if (s.firstPromptAnswered) return true;
  if (s.partQuestionSeq !== null && s.repoChangesAfter(s.partQuestionSeq).length === 0) return true;
  return s.firstPromptAsked && s.firstPrompt !== null && s.repoChangesAfter(s.firstPrompt.seq).length === 0;
}

/**
 * The task's prompt: a bare agreement stands for the proposal it agrees to; one that names no work waits for the
 * next prompt that does (see task-prompt.ts).
 */
function firstOf(fact: SeqFact, offered: string | null): SeqFact {
  const agreed = agreedTask(fact.text, offered);
  return agreed ? { ...fact, text: capText(agreed, LIMITS.promptChars) } : fact;
}

export function onAssistant(s: BuilderState, text: string, source: HeldRef, commentary = false): void {
  const t = ends(text, LIMITS.assistantChars, LIMITS.assistantChars).trim();
  if (!t) return;
  // A message read stands between the part before and the next prompt: that prompt answers this one.
  s.earlierTurn = null;
  s.refusedCall = null;
  const goesOn = s.lastKind === 'assistant_text' ? s.lastAssistant : null;
  if (goesOn === null) s.priorAssistant = s.lastAssistant;
  const kept = keptMessage(goesOn, t, goesOn?.source ?? source, s.seq);
  s.lastAssistant = kept;
  if (mayOfferMenu(kept, t) && (offersChoice(kept.full) || offersLabelled(kept.full))) s.lastMenu = kept;
  if (s.ranTaskPrompt) onRunReport(s, t);
  readPointer(s, t);
  readImageRequest(s, t);
  for (const q of extractQuestions(t)) s.questions.pushUnique({ text: q, source, verified: false, seq: s.seq }, (x) => x.text);
  onConcession(s, t, source);
  if (disownsFailure(t)) s.errors.disown();
  onRuledOutCarried(s, t);
  s.work.onMessage(t, source, s.seq, () => turnMessageBefore(s));
  // Progress narration says what the agent is about to try: its "instead of" chooses nothing the next agent must keep.
  if (!commentary) onChoices(s, t, source);
}

/** The decisions an answer of the agent states, chooses or reports. */
function onChoices(s: BuilderState, t: string, source: HeldRef): void {
  const before = decisionsBefore(s);
  const held = new Set(s.decisions.toArray());
  // A design put to the user for approval proposes its choices; none is taken yet.
  const found = asksApproval(t) ? [] : [...extractDecisions(t), ...reportedChoices(t), ...keptVersions(t), ...apiRenames(t), ...causeRemovals(t), ...hanDecisions(t), ...acceptedReviews(t)];
  for (const d of wholeStatements(found)) s.pushDecision(d, 'assistant', source, false);
  holdProcessSteps(s, held);
  holdEditApproaches(s, t, source);
  onLabelledChoices(s, t, source);
  onWays(s, t, source);
  onCommitScope(s, t, source);
  onRemedy(s, t, source);
  if (before) holdStepDecisions(s, t, before);
}

/** A report of the turn says the thing the user ruled out is gone: the user's decision, from their prompt. */
function onRuledOutCarried(s: BuilderState, text: string): void {
  const pending = s.ruledOut;
  const carried = pending ? ruledOutCarried(text, pending.rule) : null;
  if (!pending || !carried) return;
  s.ruledOut = null;
  s.pushDecision(carried, 'user', pending.source, false);
}

/** The agent's report after running the task's prompt as a command ("`marvin work` resolved to …") states the work. */
function onRunReport(s: BuilderState, report: string): void {
  s.ranTaskPrompt = false;
  const task = s.firstPrompt;
  const work = task ? workFromRun(task.text, report) : null;
  if (task && work) s.firstPrompt = { ...task, text: capText(work, LIMITS.promptChars) };
}

/** Remedies kept: the latest few say how the work now stands; older ones were often superseded by later fixes. */
const REMEDIES_KEPT = 2;

/**
 * A remedy the message chooses for a diagnosed problem, or for a failure of the work since the user last spoke that
 * still stands (the error ledger's), with no file changed since, or for the findings the check it answers printed
 * (`golangci-lint run | head` exits 0 with them). A look that failed (a file too large to read) is no failure of the
 * work, and once the same run passed or a file was changed after it, "I need to add the profile creation logic"
 * narrates the next step of the work (a teammate going down its task list): it answers no failure.
 */
function onRemedy(s: BuilderState, text: string, source: HeldRef): void {
  if (!mayNameRemedy(text)) return;
  const since = s.lastPrompt?.seq ?? 0;
  const before = turnMessageBefore(s);
  const failed = s.errors.newestStanding(s.lastPassSeq);
  const d = remedyOf(text, (failed > since && s.files.changedAfter(failed).length === 0) || answersFindings(s), before);
  if (!d) return;
  s.pushDecision(d, 'assistant', source, false);
  const item = s.decisions.last();
  if (item) s.remedies.push(item);
  for (const old of s.remedies.splice(0, Math.max(0, s.remedies.length - REMEDIES_KEPT))) s.decisions.removeWhere((x) => x === old);
}

/** The assistant's message before the one being read, when the same turn (since the last prompt) holds it. */
function turnMessageBefore(s: BuilderState): string {
  const since = s.lastPrompt?.seq ?? 0;
  return s.priorAssistant && s.priorAssistant.seq > since ? s.priorAssistant.full : '';
}

/** The message answers a check's run just before it that printed findings on the code (a linter's locations). */
function answersFindings(s: BuilderState): boolean {
  const check = s.lastVerification;
  return s.lastKind === 'tool_result' && check !== null && check.seq === s.seq - 1 && lintLocations(s.lastResult?.output.text() ?? '').length > 0;
}

/**
 * The assistant's first message after the user's words concedes their point: the user's decision. A decision already
 * taken from those words (a refusal, a choice) is completed by the concession, not repeated beside it.
 */
function onConcession(s: BuilderState, text: string, source: HeldRef): void {
  const words = s.lastUserWords;
  s.lastUserWords = null;
  const recorded = words ? s.decisions.toArray().find((d) => d.seq === words.seq && d.by === 'user') : undefined;
  // A refusal answered with a menu of ways and a question ("You have a few options: 1. … 2. … 3. … Want me to…?"): the
  // refusal stopped the agent and left the way open; the user's pick from that menu is the decision, not the refusal.
  if (recorded && (words?.refused || words?.afterRefusal) && offersChoice(text)) {
    s.decisions.removeWhere((d) => d === recorded);
    return;
  }
  // A reply that only acknowledges ("Got it — …") takes a correction the user made of what was just done.
  const conceded = concession(text, words, recorded?.text ?? null) ?? (recorded ? null : correctionTaken(text, words) ?? termsTaken(text, words));
  if (!conceded) {
    if (words && concedesAfterLook(text)) s.lastUserWords = words;
    const against = recorded ? null : advisedAgainst(text, words);
    if (against) s.pushDecision(against, 'assistant', source, false);
    return;
  }
  if (recorded) s.decisions.removeWhere((d) => d === recorded);
  s.pushDecision({ ...conceded, rejected: recorded?.rejected ?? [] }, 'user', recorded?.source ?? source, recorded?.verified ?? false);
}

const MAX_PROMPT_KEYS = 10_000;
