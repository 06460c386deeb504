/**
 * The user's answer to a tool call they refused without a word: what to do instead, a decision taken from the prompt
 * that follows the refusal.
 */
import type { RefusedCall } from './builder-state.js';
import type { ExtractedDecision } from './decisions.js';
import { namesNoWork, shipsOnly } from './task-prompt.js';

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []).filter((w) => !/^(?:the|and|for|not|yet|now|run|use|all|any|this|that|with)$/.test(w));

/** An order short enough to say what to do instead, not a question: "do normal push", "use the fixture instead". */
const INSTEAD_MAX = 160;

/** Words that put an order forward as the other way: "could we just …", "remove it then", "use X instead". */
const OTHER_WAY = /\b(?:instead|rather|just|simply|then)\b/i;

/**
 * An order to do it with something else ("use uv as the package manager" after `pip3 install …` was refused, "try pnpm",
 * "switch to the REST API"): it names the tool or way the refused call should have used, whatever its words.
 */
const USE_OTHER = /^\W*(?:(?:no|nope|please|pls|just|rather|instead)[,.!\s]+)*(?:use|try|switch to|go with|do it with|run it with)\s+(?!(?:it|this|that|them|the same)\b)[`'"\w]/i;

/** Words that find the refused change wrong: "this is not correct", "the first part is wrong". */
const JUDGED_WRONG = /\b(?:(?:is|was|are|were)(?:\s+not|n['’]t)\s+(?:correct|right|true|accurate)|(?:is|are)\s+(?:wrong|incorrect|inaccurate))\b/i;

/**
 * The prompt that follows a call the user refused without a word, before the assistant spoke again: it says what to
 * do instead ("do normal push" after `git push --force-with-lease` was turned down). A question, an agreement or a
 * long new request is no such answer.
 */
export function insteadOfRefused(t: string, refused: RefusedCall | null): ExtractedDecision | null {
  if (!refused || refused.dispatch) return null;
  const judgedWrong = JUDGED_WRONG.test(t);
  // A correction says what is wrong and what is right, so it may run longer than an order.
  if (t.length > (judgedWrong ? INSTEAD_MAX * 2 : INSTEAD_MAX) || t.includes('?')) return null;
  // "commit" right after a refused test run ships the work without that check: the user chose to skip it.
  const skipsCheck = refused.check && shipsOnly(t);
  if (namesNoWork(t) && !skipsCheck) return null;
  // It names what the refused call was about ("push" after `git push --force-with-lease`, "commit" after the
  // commit-push-pr skill): "not yet" or "explain more how the skill works" after a refused read turns elsewhere.
  // Or it finds the refused change wrong and says how ("the first part is not correct, both strategies add the trailer").
  // After a declined edit, whose content the user read, an order that says it is the other way ("just …", "… then",
  // "instead") is the way instead, whatever its words; a new request ("now write the release notes") is not.
  const refusedWords = new Set(wordsOf(refused.option));
  const otherWay = refused.change && OTHER_WAY.test(t);
  const answers = otherWay || skipsCheck || judgedWrong || USE_OTHER.test(t) || wordsOf(t).some((w) => refusedWords.has(w));
  if (!answers) return null;
  return { text: `The user turned down ${refused.text}, then said: "${t}"`, rejected: [{ option: refused.option, reason: t }] };
}
