/**
 * Decisions the user takes: turning an approach down ("I concede defeat. let's go back", "remove it completely, no
 * need to deprecate it", "we don't need the auto strategy test", "put X back"), choosing one ("let's go for date on every
 * line", "let's go with option 1", "let's try the pty approach"), or setting one aside for now ("let's note both and
 * move on"). A question decides nothing; neither does a plain instruction that names no alternative. Assistant
 * decisions: decisions.ts.
 */
import { oneLine, sentences } from './clip.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { isGitChore, isWorkingRule, leavesChoiceOpen } from './user-remarks.js';
import { contentWords, sameWord } from './offered-options.js';
import { wordGate } from './word-gate.js';

/**
 * Going back on the approach: to an earlier state of the work ("go back to the polling version", "go back to the old
 * parser", "go back to using the mutex"). Going back to an activity or a topic ("let's go back to testing what we have",
 * "now we can go back to the evals") resumes work; it turns nothing down.
 */
const GOES_BACK_ON = String.raw`go back to (?:using\b|(?:the |a |my |our |your )?(?:old|previous|original|earlier|prior|former|initial|last|first)\b|(?:the |a )?\S+(?: \S+)? (?:version|approach|implementation|design|solution|way)\b|(?:how|what) (?:it|we|they) (?:was|were|had|did)\b)`;
/**
 * A dislike that names no other way ("i dont really like the prose for the opening story") is taste: feedback that
 * starts the work, not a choice between ways. One the prompt follows with the way it wants ("I don't quite like
 * e259b8e - it drops the output. I'd like to bring that part back") turns the thing disliked down.
 */
const DISLIKES = /\bi (?:don'?t|do not) (?:quite |really )?like\b/i;
export const NAMES_OTHER_WAY = /\b(?:instead|rather than|prefer|go back|revert|switch to|keep|restore|(?:put|bring|add|move) (?:\S+ ){0,5}?back)\b/i;
/**
 * Work set aside for later ("leave that for later", "skip the docs for now", "maybe just log something in the debug
 * tasks about this and we can pick it up in future", "Leave the 6 test file warnings as-is — they're out of scope for
 * Phase 8"): a cut of scope, the way taken being not to do it now. "Log",
 * "file" and "track" are nouns as often ("the log for now"): only a request leads them as verbs.
 */
const SETS_ASIDE = String.raw`(?:note|leave|park|skip|defer|postpone|(?:just|maybe|simply|please|let'?s|we can|we could)\s+(?:log|track|file|capture))\b[^.?!\n]{0,100}?(?:\bfor now|\bfor later|\bout of (?:the\s+)?scope\b|\bfor (?:a |the )?(?:future|later|follow-?up)\b|\b(?:pick|take) (?:it|this|that|them) up (?:later|(?:in|for) (?:the )?future)\b)`;
/**
 * The user turns an approach down, or picks one over another. "let's not jump to cross-worktree explanations" holds
 * back a guess about a cause: no approach is turned down.
 */
const USER_TURN_DOWN = new RegExp(
  String.raw`\b(?:i concede|(?:put|bring|add|move) (?:\S+ ){0,5}?back\b|(?:remove|drop|delete) (?:\S+ ){0,5}?(?:entirely|completely|completel\w*|altogether)\b|no need (?:to|for)\b|(?:doesn'?t|does not|don'?t) (?:seem|look|feel) right\b|${SETS_ASIDE}|and move on\b|let'?s (?:just )?go (?:with|for) (?!(?:it|that|this|them|those|the flow|ahead)\b)\S|we should (?:be )?using .{3,120}? instead\b|let'?s go back(?! to)\b|${GOES_BACK_ON}|roll (?:it |that |this )?back|revert (?:that|this|it|the|to|your)|undo (?:that|this|it|the)|let'?s not(?! (?:jump|leap|rush|assume|speculate|guess|get ahead)\b)|don'?t do (?:that|this|it)|do not do (?:that|this|it)|scrap (?:that|this|it)|forget (?:that|this|it|about)|that'?s not what i|not what i (?:asked|wanted|meant)|stop (?:doing|using|trying|calling|naming|saying|referring to)|(?:to|should|must) not (?:say|mention|call)\b|no,? (?:let'?s|use|don'?t|do not|we should|i want|instead)|(?:let'?s|please|we should|i want (?:you )?to|just) (?:use|go with|switch to|stick with|keep|do) .{3,120}? (?:instead|rather than|not)\b|avoid (?:code duplication|duplicating)|we (?:don'?t|do not) (?:really |even )?need (?:the|a|an|any|to|this|that|these|those)\b|i don'?t think we need\b|let'?s (?:just )?(?:try|use|take|do) the \S+(?: \S+)? (?:approach|option|route|way|version)\b)`,
  'i',
);
/** Words USER_TURN_DOWN cannot match without ("no" stands for "not" and "no,"; "don" for "don't do that"). */
const TURN_DOWN = wordGate(USER_TURN_DOWN, ['concede', 'back', 'remove', 'drop', 'delete', 'need', 'right', 'note', 'leave', 'park', 'skip', 'defer', 'postpone', 'log', 'track', 'file', 'capture', 'move on', 'let', 'instead', 'rather', 'revert', 'undo', 'don', 'no', 'scrap', 'forget', 'stop', 'avoid']);
/**
 * The user replaces one approach by another ("I would replace the env var with the preference in the settings file",
 * "i think we can remove workspace from agentv core and use extensions which are more generalized",
 * "X is deprecated, use Y", "X is being phased out in favor of Y") or bounds it ("the prompts we show should be scoped
 * to that checkpoint", "it must never touch the index", "full schema should not be updated ever, it is a point in time
 * snapshot"): each names what is kept and, at least by implication, what is turned down. A state that should not be
 * ("the test should not be failing") reports a fault; only an action forbidden on the thing is a rule.
 */
const USER_REPLACES =
  /\b(?:(?:i would|i'd|let'?s|we should|please|just)\s+replace\s+\S.{0,100}?\s+with\s+\S|\b(?:remove|drop)\s+\S.{0,80}?\s+and\s+(?:use|switch to|go with|rely on)\s+\S|(?:is|are)\s+(?:now\s+)?(?:being\s+)?(?:deprecated|phased out|obsolete|superseded)\b.{0,80}?\b(?:in favou?r of|use|by)\s+\S|(?:should|must|needs? to|has to|have to)\s+(?:only\s+)?be\s+(?:scoped|limited|restricted|confined)\s+to\s+\S|must\s+(?:not|never)\s+\w|should\s+(?:never|not(?:\s+ever)?)\s+be\s+(?:updated|changed|modified|touched|edited|regenerated|rewritten|committed)\b)/i;
const REPLACES = wordGate(USER_REPLACES, ['replace', 'remove', 'drop', 'deprecated', 'phased', 'obsolete', 'superseded', 'scoped', 'limited', 'restricted', 'confined', 'must', 'should']);
/** A question asks; it decides nothing ("would it be easier to use X instead of Y"). */
export const ASKS = /^(?:would|could|can|should|shall|is|are|do|does|did|what|how|why|which|where|when|wdyt|any)\b/i;
/** Long prompts are pasted plans, skills and specs: their "instead of" describe, they do not decide. */
export const USER_MAX = 300;
/**
 * A skill invoked with a list of requirements ("brainstorm: - generate summaries - default to 'off' - … for now"), or
 * any prompt made of list items: a spec. Its "for now" and "instead" scope the work; they choose nothing.
 */
const SPEC = /^\s*[\w/-]{2,30}:\s*[-*•]\s/;
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+\S/gm;

function isSpec(t: string): boolean {
  return SPEC.test(t) || (t.match(LIST_ITEM) ?? []).length >= 2;
}

/**
 * The lead of a list that puts the user's own design forward ("How about this logic:", "I'd like to do two things:",
 * "Here's what I want:"): the items that follow are the approach the user sets, not a request to read or a paste.
 */
const PROPOSES_LIST =
  /^\W*(?:(?:ok(?:ay)?|so|hmm+|yes|yeah|alright)[,.!\s]+)?(?:how about|what about|what if we|i'?d (?:like|prefer|suggest|rather)|i (?:want|suggest|propose|prefer)|let'?s|here'?s (?:the|my|what|how)|(?:the|my) (?:logic|approach|plan|idea|proposal|suggestion|design) (?:is|should|would))\b[^\n]{0,120}:\s*$/i;
const SPEC_MAX = 400;

/**
 * A later prompt in which the user sets out the approach as a list ("How about this logic:\n- if there is no folder,
 * create one…\n- if there is a folder, read session_count…"): a decision in the user's words. The session's first
 * prompt states the task instead (the caller passes only later prompts), and a list without a lead that proposes
 * ("1. lint failing 2. update from main") is a to-do list.
 */
export function userSpec(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_PROMPT_MAX || (t.match(LIST_ITEM) ?? []).length < 2) return null;
  const lead = t.slice(0, t.search(LIST_ITEM)).trim();
  if (!PROPOSES_LIST.test(lead)) return null;
  const items = t.slice(lead.length).split('\n').map((l) => l.trim()).filter((l) => l !== '').join(' ');
  return { text: oneLine(`The user set out the approach: "${lead} ${items}"`, SPEC_MAX), rejected: [] };
}
export const USER_PROMPT_MAX = 1200;

/**
 * The user dictates the approach in their own words: leading with the way turned down ("Instead of `Ready` we should
 * say `<name> ready`"), correcting what the agent took them to mean ("i meant update the
 * skill permission"; not which thing they named: "i meant for entireio/cli", nor which git chore: "I meant push to
 * origin"), agreeing with a condition ("yes but I want these individual enough that…"), or naming the shape of
 * the change ("okay drop atomic language", "no, make it a flag",
 * "use X instead of Y", "keep it in one file", "Fix the panic - return error tuple instead", "oh, please don't amend
 * commits - it messes with the entire workflows", "Do not fall back, skip the record with a warning", "hey dont use the test domain"), or leaving a
 * reported problem as it is ("ignore this lint error: …"), bounding it ("only the first response and not on error
 * paths"), or redirecting it ("no wait, … during resume/rewind logging we should also add the agent"): each turns the
 * other way down.
 */
const USER_DICTATES =
  /(?:^\W*(?:instead of|rather than)\s+\S.{2,120}?(?:,\s*|\s+)(?:we should|let'?s|i want|i'?d like|please|just|use|do|make|say|show|call|put|keep|add|move|reuse|extend)\b|\bi meant\s+(?!,|(?:for|in|on|at|of|from|about|with|the|a|an|this|that|these|those|my|our|your|its?)\b|(?:push|pull|fetch|commit)\b(?![^.?!\n]*\b(?:instead|rather|not)\b))\w|^\W*no\b[,.!]?\s+(?:wait\b[,.!]?\s+)?[^?]{0,160}?\b(?:we should|i want|let'?s)\b|^\W*only\s+[^?\n]{3,80}?(?:,|\band|\bbut)\s+not\s+\w|^\W*(?:yes|yeah|yep|ok(?:ay)?|sure)[,.]?\s+but\s+i\s+(?:want|need|would like|'?d like)\b|^\W*(?:(?:ok(?:ay)?|yes|yeah|alright)[,.]?\s+)?(?:just\s+)?drop\s+(?:the\s+)?\w|^\W*no[,.]?\s+(?:make|use|keep|put|do|just|it should)\b|^\W*(?:just\s+|please\s+)?use\s+\S.{0,80}?\s+instead\s+of\s+\S|\bkeep (?:it|them|this|everything|all of (?:it|this)) (?:in|as) (?:one|a single|the same)\b|\s[-–—:]\s+\w+\s+\S.{2,80}?\s+instead\W*$|(?:^|[.!]\s+)\W*(?:oh,?\s+|ok(?:ay)?,?\s+)?please\s+(?:don'?t|do not|never|stop)\s+(?!forget|mind|worry|bother)\w|^\W*(?:(?:no|hey|oh|also|btw|wait|ok(?:ay)?)[,.!]?\s+)?(?:do not|don'?t|never)\s+(?!forget|mind|worry|bother|know|think|see|understand|get|have|need|want)\w|^\W*(?:just\s+|please\s+)?(?:ignore|suppress|silence) (?:this|that|the|these|those) (?:\w+ )?(?:errors?|warnings?|lint(?: errors?)?|findings?)\b)/i;
/** Words USER_DICTATES cannot match without ("no" stands for "not" and "do not"; "don" for "don't"). */
const DICTATES = wordGate(USER_DICTATES, ['instead', 'rather', 'meant', 'should', 'want', 'let', 'only', 'but', 'drop', 'no', 'keep', 'don', 'never', 'stop', 'ignore', 'suppress', 'silence']);

/**
 * The user sets a default or prefers one named way to another ("json output should be the default, not the table",
 * "use uv for the virtualenvs, not pip", "we should be summarising the checkpoint's own scope, not the whole log", "by
 * default it should be on", "I'd prefer a flag over an env var"): the way kept is named, and so is the one left, or it
 * is the default it replaces. A hedge after the comma ("not sure", "not yet", "not just") leaves nothing.
 */
const USER_PREFERS =
  /(?:\b(?:should|must|needs? to|has to|ought to)\s+be\s+(?:the\s+)?default\b|\bdefaults?\s+(?:should|must|needs? to)\s+be\b|\bby default\s+(?:it\s+|this\s+|that\s+)?(?:should|must)\s+be\b|\bmake\s+\S.{0,60}?\s+the default\b|\b(?:i|we)\s*(?:'?d|would)?\s+prefer\s+\S.{0,80}?\s+(?:over|rather than)\s+\S|(?:^\W*(?:just\s+|please\s+)?(?:use|keep|go with|stick with)|\b(?:we should|let'?s|i want(?: you)? to|i'?d like(?: you)? to|please|just)\s+(?:be\s+)?\w+)\s+\S[^.;?!\n]{0,100}?,\s*(?:and\s+)?not\s+(?!(?:sure|yet|only|just|always|really|quite|necessarily|needed|necessary|now|later|here|there|again|anymore|even|that|too|so|very|bad|great|ideal|working|a\s+(?:problem|big deal|fan)|an\s+issue)\b)(?:the\s+|a\s+|an\s+|with\s+|via\s+|through\s+)?[\w`"'./-]{2,})/i;
const PREFERS = wordGate(USER_PREFERS, ['default', 'prefer', 'not']);

/** `t` (a prompt or one of its sentences) decides; a dislike only when the whole prompt `said` names the way wanted. */
function decides(t: string, said = t): boolean {
  const lower = t.toLowerCase();
  return TURN_DOWN.test(t, lower) || REPLACES.test(t, lower) || DICTATES.test(t, lower) || PREFERS.test(t, lower) || (DISLIKES.test(t) && NAMES_OTHER_WAY.test(said));
}

/**
 * "I think it's fine to run the tests in parallel, can you revert that?": a question mark on a request, the user's
 * judgement first and the turn-down asked of the agent, decides as the plain words would. A question that leads
 * ("Can you revert that?", "should we revert it?") still only asks.
 */
const ASKED_OF_YOU = /^[^?]{12,}?,\s*(?:can|could|would) you (?:please |just )?([^?]+)\?$/i;

function requestsTurnDown(sentence: string): boolean {
  const asked = ASKED_OF_YOU.exec(sentence)?.[1];
  return asked !== undefined && TURN_DOWN.test(asked);
}

/**
 * The links a prompt opens with ("https://github.com/…/pull/7697 Instead of adding yet another language configuration,
 * add this to the docs of the generic segment"): what the user says of them starts after them.
 */
const LEADING_LINKS = /^(?:(?:<?https?:\/\/\S+|#\d+)\s+)+/i;

/**
 * A line the user pasted from a program's output ("Warning: You are sending unauthenticated requests…", "[transformers]
 * `torch_dtype` is deprecated! Use `dtype` instead!", "npm WARN deprecated …", "DeprecationWarning: …"): the program's
 * advice, not the user's choice, whatever the user typed after it on the same line ("…是什么问题怎么解决", what is this).
 */
const PROGRAM_LINE = /^\s*(?:\[[\w.:/-]{2,40}\]\s|(?:warning|warn|error|fatal)\s*[:!]|npm (?:warn|err!?)\b|(?:[\w.]+\.)?[A-Z]\w*(?:Warning|Error|Exception):)/i;

function ownLines(prompt: string): string {
  return prompt.split('\n').filter((l) => !PROGRAM_LINE.test(l)).join('\n');
}

/**
 * A prompt in which the user turns an approach down or chooses between alternatives: the whole statement (the
 * prompt when short, else the sentences around the choice). Null when the prompt decides nothing. `answered`: the
 * assistant's message the prompt answers, when there is one.
 */
export function userDecision(prompt: string, answered: string | null = null): ExtractedDecision | null {
  const t = ownLines(prompt).trim().replace(LEADING_LINKS, '');
  // "Can you fix: … - return error tuple instead" asks for work, not a question: only a prompt with a question mark asks.
  if (t === '' || t.length > USER_PROMPT_MAX || (ASKS.test(t) && t.includes('?')) || isSpec(t) || !decides(t)) return null;
  if (isGitChore(t)) return null;
  if (t.length <= USER_MAX && !t.includes('?')) return leavesChoiceOpen(t) || isWorkingRule(t) ? null : { text: withOffer(t, answered), rejected: rejectedOf(t) };
  const all = sentences(t);
  const at = all.findIndex((s) => (decides(s, t) && !s.endsWith('?') && !ASKS.test(s)) || requestsTurnDown(s));
  if (at < 0 || leavesChoiceOpen(all[at]!) || isWorkingRule(all[at]!)) return null;
  // A long prompt sets new work ("once you're done with that, … Please don't just push the migrations through"): a
  // way it rules out there guards that work. It decides between ways only about what the message it answers was on.
  if (answered !== null && !sharesWord(all[at]!, answered)) return null;
  // The sentence before often names what is turned down ("I concede defeat. let's go back").
  return { text: oneLine(all.slice(Math.max(0, at - 1), at + 1).join(' '), USER_MAX), rejected: rejectedOf(all[at] as string) };
}

/**
 * The assistant's closing offer ("If you want, I can do that cleanup next so the codebase is checkpoint-only
 * end-to-end.", "Want me to drop the fallback?"): what a reply pointing back ("we don't need any of that any more…
 * Go ahead and remove it") is about.
 */
const OFFER = /^\W*(?:if you (?:want|like|'d like|would like),?\s+i (?:can|could)|(?:do you )?want me to|would you like me to|should i|shall i)\b/i;
const OFFER_MAX = 200;

/**
 * The user's words, and the offer they answer when they name nothing of it themselves ("any of that", "remove it"):
 * the item then says what was turned down or taken.
 */
function withOffer(t: string, answered: string | null): string {
  const said = oneLine(t, USER_MAX);
  if (!answered || rejectedOf(t).length > 0 || !/\b(?:that|it|this|them|those)\b/i.test(t)) return said;
  const offer = sentences(answered.replace(/[*`]/g, '')).filter((x) => OFFER.test(x)).pop();
  return offer ? `${said} (answering the assistant's offer: "${oneLine(offer, OFFER_MAX)}")` : said;
}

function sharesWord(said: string, answered: string): boolean {
  const theirs = contentWords(answered);
  return contentWords(said).some((w) => theirs.some((x) => sameWord(w, x)));
}

/**
 * "per checkpoint is more right way, because there could be several sessions to perform one task", "the flag is the
 * better approach": the user rules which of the ways the assistant's message set side by side is the right one. The way
 * must be named in that message (`answered`), in the same words: a judgement of something else ("this is the right
 * file") or of a thing the message never named chooses nothing.
 */
const RULED_RIGHT =
  /^\W*(?:(?:i think|imo|so|ok(?:ay)?|yes|no|hmm+)[,.!\s]+)*(?:the\s+)?([a-z][\w\s/-]{2,60}?)\s+(?:is|seems|sounds)\s+(?:like\s+)?(?:the\s+|a\s+)?(?:more\s+|much\s+|far\s+)?(?:right|correct|better|proper|preferable)(?:\s+(?:way|approach|one|choice|option|model|interpretation))?\b/i;
const NOT_A_WAY = /^(?:it|this|that|these|those|which|what|one|the (?:first|second|last|other) one|(?:the\s+)?(?:file|code|output|fix|test|answer|result|change|plan|above))$/i;

const plain = (s: string): string => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

export function wayRuledRight(prompt: string, answered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  const way = answered && t.length <= USER_MAX && !t.includes('?') ? RULED_RIGHT.exec(t)?.[1]?.trim() : undefined;
  if (!way || NOT_A_WAY.test(way) || !plain(answered as string).includes(plain(way))) return null;
  return { text: oneLine(t, USER_MAX), rejected: [] };
}
