/**
 * The user agrees to a way the assistant put forward: a yes to its offer to change the design, to its recommendation
 * after weighing options, to its answer to the user's own should-question, or "do that" to its closing suggestion.
 */
import { oneLine, sentences } from './clip.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

/** Agreement that leads a prompt ("yes please.", "yep let's refactor", "do it"); what follows may ask more. */
const AGREES = /^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds good|please do|do it|go ahead|let'?s do it)\b(?![\s,]*(?:but|though|however)\b)/i;
/** An offer to change the design ("Want me to make --search-all fall back to the full DAG walk?"). */
const OFFER_Q = /^(?:(?:so,?\s+)?(?:do you )?want me to|would you like me to|should i|shall i)\s+(.{8,240}?)\?$/i;
/** What a design proposal says: another way, what it keeps, what it moves. Not git chores or runs. */
const PROPOSES_CHANGE = /\b(?:instead|rather than|fall(?:s|ing)? back|while keeping|switch(?:ing)? to|replac\w*|mov(?:e|ing) \S+ (?:in)?to|extract\w*|split\w*|preserv\w*|separate)\b/i;
/**
 * A message that weighs the design before offering ("This is an intentional trade-off… I think it's fine as-is"), or
 * says which way the assistant itself would take ("not strictly required — but bumping is cheap insurance and I'd do
 * it", "Why I'd still bump").
 */
const WEIGHS =
  /\b(?:(?:cleaner|better|simpler|safer|more robust) (?:approach|way|fix|option|solution) (?:would be|is)|trade-?off|fine as[- ]is|intentional|i['’]?d (?:(?:still|also|probably|personally)\s+)?(?:say|recommend|suggest|do (?:it|this|that)|go (?:with|for))|i['’]?d still|i (?:think|recommend|suggest)|would be (?:worse|better|cleaner|simpler))\b/i;
/** A sentence naming a better way than the one in place ("A cleaner approach would be to preserve the existing value"). */
const BETTER_WAY = /\b(?:cleaner|better|simpler|safer|more robust) (?:approach|way|fix|option|solution) (?:would be|is) to\b/i;
/** The sentence that says which way the assistant would take ("My recommendation: go with subpackages."). */
const RECOMMENDS = /^\W*(?:my recommendation\b|recommendation:|i(?:['’]d| would)? recommend\b|i(?:['’]d| would) (?:go with|lean (?:toward|towards))\b)/i;
/** A message that weighs ways against each other ("Two viable options", "the tradeoffs", "X vs Y"). */
const OPTIONS_WEIGHED = /\b(?:options|approaches|alternatives|trade-?offs?|vs\.?|versus)\b/i;
/** An offer of a chore (commit, push, open a PR, run the tests), not of a change to the work. */
export const CHORE = /\b(?:commit|push|pull request|PR|draft|open an issue|linear issue|run (?:the )?(?:tests?|lint|build|ci))\b/i;
/**
 * An offer to lay something out for the user to judge ("Want me to sketch the skill structure and the exact new CLI
 * flags so you can decide whether to greenlight them?"): a yes commissions a write-up; the choice is still to come.
 */
const LEAVES_CHOICE =
  /^(?:first\s+)?(?:sketch|outline|show|explain|walk (?:you )?through|spell out|lay out|write up|summari[sz]e|look into|investigate|dig into|explore|research)\b|\bso (?:that )?you can (?:decide|choose|pick|judge|weigh|review)\b/i;
/**
 * An offer to carry a change already made on to more places ("Want me to fix omp.lua's reader the same way?", "…update
 * the other adapters too?"): a yes continues the work; the way was chosen when it was first done.
 */
const MORE_OF_THE_SAME = /\bthe same (?:way|fashion|manner|treatment|fix|change|pattern|approach)\b|\b(?:likewise|similarly)\b|\b(?:the same|as well|too)\W*$|\b(?:the|all the) (?:rest|others|remaining|other (?:\w+\s+)?(?:ones|places|files|call ?sites|callers|adapters|tests|readers|writers))\b/i;
/**
 * The user's own should-question ("Q: should status be in its own file?", typed in a hurry without its question mark:
 * "should the issue templates be yaml"): a choice they put to the assistant.
 */
const SHOULD_Q = /^\W*(?:q:\s*)?(?:should|would it be (?:better|cleaner|simpler) to|is it worth|(?:does|would) it make sense to|is it better to)\b[^\n]{5,200}?(?:\?\s*)?$/i;
/** The assistant's answer opens with yes or no, after a word on the question or its scope ("Good question! Yes, …", "For GitHub issue forms, yes, …"). */
const ANSWERS = /^\W*(?:(?:good|great|excellent|fair) (?:question|point)[!.,]?\s*|[^.!?\n]{3,60}?,\s+)?(yes|no)\b/i;

/**
 * The user agrees to a design the assistant proposed: "yes please" to "Want me to make `--search-all` fall back to the
 * old full DAG walk? That would preserve its escape hatch…", or "yep let's refactor" after the assistant answered
 * their own "should status be in its own file?" with a yes. An offer of a chore (commit, push, run the tests) decides
 * nothing; neither does agreement with a condition ("yes but…": userDecision reads those).
 */
export function userAccepts(prompt: string, offered: string | null, previousPrompt: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > USER_MAX || !AGREES.test(t)) return null;
  const said = `"${oneLine(t, 120)}"`;
  // Their own question comes first: an offer after the answer only carries it out ('Want me to do the extraction?').
  const asked = previousPrompt?.trim() ?? '';
  const answer = ANSWERS.exec(offered.trim())?.[1]?.toLowerCase();
  if (SHOULD_Q.test(asked) && answer) {
    return { text: oneLine(`The user asked "${oneLine(asked, 200)}"; the assistant answered ${answer} and the user agreed (${said})`, USER_MAX + 200), rejected: [] };
  }
  const plain = sentences(offered).map((x) => x.replace(/[*`]/g, ''));
  let at = plain.length - 1;
  while (at >= 0 && !OFFER_Q.test(plain[at]!)) at--;
  if (at < 0) return suggestionAccepted(said, offered);
  // An offer that points back ("Want me to update it?") carries out the better way named just before it.
  const proposal = plain.slice(at > 0 && BETTER_WAY.test(plain[at - 1]!) ? at - 1 : at, at + 2).join(' ');
  const what = OFFER_Q.exec(plain[at]!)?.[1] ?? '';
  if (LEAVES_CHOICE.test(what) || MORE_OF_THE_SAME.test(what)) return null;
  // The offer carries out the way the message recommended after weighing options: the yes takes that way.
  const recommended = OPTIONS_WEIGHED.test(offered) ? plain.slice(0, at).find((x) => RECOMMENDS.test(x)) : undefined;
  if (recommended && !CHORE.test(what)) {
    return { text: oneLine(`The user agreed (${said}) to the assistant's recommendation: ${recommended.replace(/^\W*(?:my )?recommendation:?\s*/i, '')} ${proposal}`, USER_MAX + 200), rejected: [] };
  }
  if ((PROPOSES_CHANGE.test(proposal) || WEIGHS.test(offered)) && !CHORE.test(what)) {
    return { text: oneLine(`The user agreed (${said}) to the assistant's proposal: ${proposal}`, USER_MAX + 200), rejected: rejectedOf(proposal) };
  }
  return null;
}

/** The assistant's closing suggestion ("Maybe just fix the comments:", "I'd suggest keeping both"): a way put forward. */
const SUGGESTS = /^\W*(?:so,?\s+)?(?:maybe|perhaps|i(?:['’]d| would) (?:suggest|propose)|i (?:suggest|propose))\b/i;
/** A go-ahead that refers to the suggestion ("ok do that", "yes let's do that"), not a yes that may answer anything. */
const DO_THAT = /\b(?:do (?:that|this|it)|go (?:with|for) (?:that|it)|sounds good|let'?s do (?:that|it))\b/i;

/**
 * "ok do that" to a message whose last suggestion ("So `Type()` is actually correct. The misleading part is calling it a
 * display name. Maybe just fix the comments:") is followed by no question: the user takes the way suggested, with the
 * sentence before it that says why.
 */
function suggestionAccepted(said: string, offered: string): ExtractedDecision | null {
  if (!DO_THAT.test(said)) return null;
  const prose = sentences(offered.replace(/```[\s\S]*?(?:```|$)/g, ' ')).map((x) => x.replace(/[*`]/g, ''));
  let at = prose.length - 1;
  while (at >= 0 && !SUGGESTS.test(prose[at]!)) at--;
  // What follows may explain the suggestion ("The two identifiers exist because: …"), not ask or suggest anything else.
  if (at < 0 || CHORE.test(prose[at]!) || prose.slice(at + 1).some((x) => x.includes('?'))) return null;
  const proposal = prose.slice(Math.max(0, at - 1), at + 1).join(' ').replace(/:\s*$/, '.');
  return { text: oneLine(`The user agreed (${said}) to the assistant's suggestion: ${proposal}`, USER_MAX + 200), rejected: [] };
}
