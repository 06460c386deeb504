/** Questions the assistant put to the user: sentences ending in `?` that address the user or ask for a choice. */
import { oneLine, sentences } from './clip.js';

const QUESTION_MAX = 400;
const ADDRESSED = /\b(?:you|your)\b/i;
const ASKING_START = /^(?:should|shall|which|do|does|would|could|can|may|is it|are we|want me|ok(?:ay)? to|how should|what should|where should|when should)\b/i;

/**
 * "What would you like to do next?", "Anything else?", "What's the quick task you'd like to work on?", "How can I help
 * you today?": the work asked for is over (or none was asked yet) and the user is asked for the next request; nothing
 * about the work waits on the answer.
 */
const NEXT_REQUEST =
  /^(?:(?:is there )?anything else(?: (?:you(?:'d| would) like|i can (?:help|do)|to (?:do|change))[^?]*)?|what(?:'s| is) next|what (?:would|do) you (?:like|want) (?:me )?to (?:do|work on|tackle|look at) next|what(?:'s| is) (?:the|your) (?:next |new |other |quick )?(?:task|thing|issue|request|item) (?:you(?:'d| would) like|you want) (?:me )?to (?:do|work on|tackle|look at)(?: next)?|(?:how )?(?:else )?(?:can|may) i (?:help|assist)(?: you)?(?: with anything else| today| further)?|what (?:else )?(?:can|may) i (?:help|assist) you with(?: today)?)\?$/i;

export function extractQuestions(text: string): string[] {
  // Most messages ask nothing: no '?', no sentence to split.
  if (!text.includes('?')) return [];
  const out: string[] = [];
  for (const s of sentences(text)) {
    if (!s.endsWith('?')) continue;
    const bare = s.replace(/^\*+|\*+$/g, '').trim();
    // "Before I change it I need a decision: should X or Y?" — the question is the last clause.
    const clause = bare.split(/[:;—]\s+/).pop()?.trim() ?? bare;
    if (!ADDRESSED.test(bare) && !ASKING_START.test(bare) && !ASKING_START.test(clause)) continue;
    if (NEXT_REQUEST.test(clause)) continue;
    out.push(oneLine(bare, QUESTION_MAX));
  }
  return out;
}

/**
 * The other branch of an offer that only hands the work back ("…, or are you taking it from here?", "or would you
 * rather do it yourself?"): no alternative to choose between, the offer stays one.
 */
const HANDS_BACK = /,?\s+or\s+(?:are you|will you|would you(?: rather| prefer to)?|do you want to|you(?:'d| would) rather)\b[^?]*\b(?:tak(?:e|ing) it from here|yourself|(?:leave|stop|park) it (?:here|there|for now))\b[^?]*(?=\?\s*$)/i;

/**
 * The other branch of an offer that only asks for the next request ("Want me to push this as a PR, or anything else?"):
 * it names no alternative to the offer either.
 */
const OR_NEXT_REQUEST = /,?\s+or\s+(?:anything|something)\s+else\b[^?]*(?=\?\s*$)/i;

/**
 * A first branch that only invites questions about what was reported ("Do you have any questions about the document,
 * or would you like to proceed to …?"): like "anything else", it names no alternative to the offer after it.
 */
const QUESTIONS_FIRST = /^(?:do you have |are there |have you got )?any (?:other |further |more )?questions\b[^?]*?,?\s+or\s+/i;

const OFFERS = /^(?:(?:do )?you want me to|want me to|would you like me to|shall i|should i (?:also|go ahead|now)|i can also\b.*|let me know if you(?:'d| would)? (?:like|want))\b/i;

/**
 * "Would you like to mark the PR as ready for review?", "Do you want to merge it now?": the step that ships finished
 * work (commit, push, open, mark or merge the PR, release), put to the user as a yes or no. The work is done either way.
 */
const SHIP_NEXT =
  /^(?:(?:do|would) you (?:want|like)|would you like) to (?:now |also |go ahead and )?(?:commit|push|open|create|mark|merge|publish|release|tag|deploy|ship|squash)\b/i;

/** "Would you like to proceed to creating the epics?": the next step, offered as "would you like me to …" is. */
const NEXT_STEP = /^(?:(?:do|would) you (?:want|like)|would you like) to (?:now )?(?:proceed|move on|continue|go on)\b/i;

/**
 * An offer of more, optional work ("Want me to commit and push?", "Should I also add a test?"): it names no
 * alternatives to choose between, so the work asked for is not waiting on it. "Keep it at 50 or revert to 20?" asks.
 */
export function isOffer(question: string): boolean {
  return offerClause(askingClause(question)) || offerClause(offeredWhole(question));
}

function offerClause(clause: string): boolean {
  const q = clause.replace(QUESTIONS_FIRST, '').replace(HANDS_BACK, '').replace(OR_NEXT_REQUEST, '');
  if (/\bor\b/i.test(q)) return false;
  return OFFERS.test(q) || SHIP_NEXT.test(q) || NEXT_STEP.test(q);
}

/**
 * The whole question, emphasis aside: an offer can name the next piece of work by a title with a dash in it ("Want me
 * to start **Phase 3 — the bookmarks CRUD UI** next?"), which cuts the asking clause in two.
 */
function offeredWhole(question: string): string {
  return question.replace(/\*\*|__/g, '').trim();
}

/**
 * After the assistant reported the request done, a question that puts more work to the user ("Would you like me to run
 * the tests or make any other changes?", "Want me to add a test, or update the docs too?") offers: whichever branch the
 * user picks is work beyond the request, which is over either way; so does one asking the user's verdict on the result.
 * "Should I keep it at 50 or revert to 20?" still asks.
 */
export function offersMoreWork(question: string): boolean {
  const q = askingClause(question);
  return isOffer(question) || PUTS_WORK.test(q) || (ASKS_VERDICT.test(q) && !/\bor\b/i.test(q));
}

/**
 * The user's verdict on what was just reported ("Is this the look you wanted?", "Does this feel right?", "Can you
 * confirm if the dashboard is rendering correctly?"): the work is before the user to judge, nothing about the request
 * is left to decide first. "Is this OK, or should I …?" still asks, and so does "Can you confirm the API key is set?".
 */
const ASKS_VERDICT =
  /^(?:is|does|do|are) (?:this|that|it|these)\b|^(?:can|could) you (?:please )?(?:confirm|check|verify|let me know)(?: (?:if|whether|that))?\b[^?]{0,160}\b(?:works?|working|renders?|rendering|looks? right|displays? correctly|loads?|fixed|resolved|correctly)\b/i;

/** The assistant putting work of its own to the user; "Shall I …" and "Should I …" may ask how to do the request. */
const PUTS_WORK = /^(?:(?:do )?you want me to|want me to|would you like me to)\b/i;

/** The clause that asks, without its markup: "**Next steps:** Would you like me to …?" asks "Would you like me to …?". */
function askingClause(question: string): string {
  const bare = question.replace(/^[*_\s]+/, '');
  return (bare.split(/[:;—][*_]*\s+/).pop() ?? bare).replace(/^[*_\s]+/, '');
}
