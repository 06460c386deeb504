/**
 * The decision a user's prompt takes, read against the assistant's message it answers: each kind is read by the module
 * named for it (menu picks, agreement to a proposal, statements in the user's own words, form answers).
 */
import { commitGroupingChosen } from './commit-grouping.js';
import { correctedInstruction } from './corrected-instructions.js';
import type { ExtractedDecision } from './decisions.js';
import { dismissedProblem } from './dismissed-problems.js';
import { excessTurnedDown } from './excess-turned-down.js';
import { userClarification } from './form-answers.js';
import { goAheadTerms } from './go-ahead-terms.js';
import { endsAskingInChinese, hanPromptChoice } from './han-choices.js';
import { keptAsBuilt } from './kept-as-built.js';
import { longPromptDirective } from './prompt-directives.js';
import { proposedFixTaken } from './proposed-fixes.js';
import { shipRoute } from './ship-route.js';
import { standingPractice } from './standing-practice.js';
import { subsetPicked } from './subset-picks.js';
import { userAccepts } from './user-accepts.js';
import { userDirective } from './user-directives.js';
import { optionPicked, userYesToEither } from './user-menu-picks.js';
import { userDecision, userSpec, wayRuledRight } from './user-statements.js';

/**
 * The decision a prompt takes, read against the assistant's message it answers (`offered`) and the prompt before it: a
 * correction of an earlier instruction the user labels so (corrected-instructions.ts), a pick of an offered option, a
 * yes to a proposal, the user's own choice or spec, one of the ways the message set side by side ruled the right one,
 * or an answer in their own words to a form they declined (`clarifies`), the directive a later long prompt opens with,
 * the offered list minus what the user leaves out, the cut into commits the user sets against the proposed one, the
 * route the work lands by, a problem ruled to be none, an offered approach turned down as too much, a go-ahead to the
 * fix proposed, a go-ahead that settles what the proposal left open (go-ahead-terms.ts), or a rule a later prompt
 * states in other words (user-directives.ts), a point put to the user kept as built (kept-as-built.ts), a limit set in
 * Chinese (han-choices.ts), or a step made standing practice (standing-practice.ts). The session's first prompt
 * (`first`) states the task: a spec or a directive there decides nothing. Null when the prompt decides nothing.
 */
export function promptDecision(prompt: string, offered: string | null, previous: string | null, at: { first: boolean; clarifies: boolean }): ExtractedDecision | null {
  const decided = decisionOf(prompt, offered, previous, at);
  // Typed with typographic apostrophes ("Let’s go with …", "don’t"), the prompt is read again as with plain ones: the
  // readers' words are spelled so.
  const plain = prompt.replace(/[‘’]/g, "'");
  return decided ?? (plain === prompt ? null : decisionOf(plain, offered, previous, at));
}

/** "oh i meant tracking our conversation": the user says again what they meant by their last prompt. */
const MEANT = /^\W*(?:(?:oh|ah|sorry|no|wait)[,.!]?\s+)*i meant\b/i;
/** A prompt that asks, with or without its question mark ("do we have checkpoints tracking this"). */
const ASKS = /\?\s*$|^\W*(?:do|does|did|is|are|was|were|can|could|would|will|have|has|what|why|how|where|which|who)\b/i;

/**
 * The user restates the question they just asked ("do we have checkpoints tracking this" then "oh i meant tracking our
 * conversation"): what they meant by a question asks again, it chooses no way of doing the work.
 */
function restatesQuestion(t: string, previous: string | null): boolean {
  return previous !== null && MEANT.test(t) && ASKS.test(previous.trim());
}

function decisionOf(t: string, offered: string | null, previous: string | null, at: { first: boolean; clarifies: boolean }): ExtractedDecision | null {
  if (restatesQuestion(t, previous) || endsAskingInChinese(t)) return null;
  return (
    (at.first ? null : correctedInstruction(t)) ??
    optionPicked(t, offered) ??
    userYesToEither(t, offered) ??
    userAccepts(t, offered, previous) ??
    userDecision(t, offered) ??
    wayRuledRight(t, offered) ??
    (at.first ? null : userSpec(t) ?? longPromptDirective(t)) ??
    (at.clarifies ? userClarification(t) : null) ??
    subsetPicked(t, offered) ??
    commitGroupingChosen(t, offered) ??
    shipRoute(t) ??
    dismissedProblem(t) ??
    excessTurnedDown(t, offered) ??
    proposedFixTaken(t, offered) ??
    (at.first ? null : goAheadTerms(t, offered) ?? userDirective(t, offered) ?? keptAsBuilt(t, offered) ?? hanPromptChoice(t) ?? standingPractice(t))
  );
}
