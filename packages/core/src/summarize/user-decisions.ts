/**
 * Decisions the user takes: turning an approach down ("I concede defeat. let's go back", "remove it completely, no
 * need to deprecate it", "we don't need the auto strategy test", "put X back"), choosing one ("let's go for date on every
 * line", "let's go with option 1", "let's try the pty approach"), or setting one aside for now ("let's note both and
 * move on"). A question decides nothing; neither does a plain instruction that names no alternative. Assistant
 * decisions: decisions.ts.
 */
import { oneLine, sentences } from './clip.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { isGitChore, leavesChoiceOpen } from './user-remarks.js';
import { contentWords, optionText, sameWord, userFixesListed, userNamesOne, userNamesOptionCode, userOwnOption, userOwnWordsPick, userPicksSeveral } from './offered-options.js';

/**
 * The user turns an approach down, or picks one over another. "let's not jump to cross-worktree explanations" holds
 * back a guess about a cause: no approach is turned down.
 */
const USER_TURN_DOWN =
  /\b(?:i concede|(?:put|bring|add|move) (?:\S+ ){0,5}?back\b|(?:remove|drop|delete) (?:\S+ ){0,5}?(?:entirely|completely|completel\w*|altogether)\b|no need (?:to|for)\b|i (?:don'?t|do not) (?:quite |really )?like\b|(?:doesn'?t|does not|don'?t) (?:seem|look|feel) right\b|(?:note|leave|park|skip|defer) (?:\S+ ){0,5}?(?:for now|for later|for (?:a |the )?(?:future|later|follow-?up)\b)|and move on\b|let'?s (?:just )?go (?:with|for) (?!(?:it|that|this|them|those|the flow|ahead)\b)\S|we should (?:be )?using .{3,120}? instead\b|let'?s go back|go back to|roll (?:it |that |this )?back|revert (?:that|this|it|the|to|your)|undo (?:that|this|it|the)|let'?s not(?! (?:jump|leap|rush|assume|speculate|guess|get ahead)\b)|don'?t do (?:that|this|it)|do not do (?:that|this|it)|scrap (?:that|this|it)|forget (?:that|this|it|about)|that'?s not what i|not what i (?:asked|wanted|meant)|stop (?:doing|using|trying|calling|naming|saying|referring to)|(?:to|should|must) not (?:say|mention|call)\b|no,? (?:let'?s|use|don'?t|do not|we should|i want|instead)|(?:let'?s|please|we should|i want (?:you )?to|just) (?:use|go with|switch to|stick with|keep|do) .{3,120}? (?:instead|rather than|not)\b|avoid (?:code duplication|duplicating)|we (?:don'?t|do not) (?:really |even )?need (?:the|a|an|any|to|this|that|these|those)\b|i don'?t think we need\b|let'?s (?:just )?(?:try|use|take|do) the \S+(?: \S+)? (?:approach|option|route|way|version)\b)/i;
/**
 * The user replaces one approach by another ("I would replace the env var with the preference in the settings file",
 * "X is deprecated, use Y", "X is being phased out in favor of Y") or bounds it ("the prompts we show should be scoped
 * to that checkpoint", "it must never touch the index"): each names what is kept and, at least by implication, what
 * is turned down.
 */
const USER_REPLACES =
  /\b(?:(?:i would|i'd|let'?s|we should|please|just)\s+replace\s+\S.{0,100}?\s+with\s+\S|(?:is|are)\s+(?:now\s+)?(?:being\s+)?(?:deprecated|phased out|obsolete|superseded)\b.{0,80}?\b(?:in favou?r of|use|by)\s+\S|(?:should|must|needs? to|has to|have to)\s+(?:only\s+)?be\s+(?:scoped|limited|restricted|confined)\s+to\s+\S|must\s+(?:not|never)\s+\w)/i;
/** A question asks; it decides nothing ("would it be easier to use X instead of Y"). */
const ASKS = /^(?:would|could|can|should|shall|is|are|do|does|did|what|how|why|which|where|when|wdyt|any)\b/i;
/** Long prompts are pasted plans, skills and specs: their "instead of" describe, they do not decide. */
const USER_MAX = 300;
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
const USER_PROMPT_MAX = 1200;

/**
 * The user dictates the approach in their own words: leading with the way turned down ("Instead of `Ready` we should
 * say `<name> ready`"), correcting what the agent took them to mean ("i meant update the
 * skill permission"; not which thing they named: "i meant for entireio/cli"), agreeing with a condition ("yes but I want these individual enough that…"), or naming the shape of
 * the change ("okay drop atomic language", "no, make it a flag",
 * "use X instead of Y", "keep it in one file", "Fix the panic - return error tuple instead", "oh, please don't amend
 * commits - it messes with the entire workflows", "Do not fall back, skip the record with a warning"), or leaving a
 * reported problem as it is ("ignore this lint error: …"), bounding it ("only the first response and not on error
 * paths"), or redirecting it ("no wait, … during resume/rewind logging we should also add the agent"): each turns the
 * other way down.
 */
const USER_DICTATES =
  /(?:^\W*(?:instead of|rather than)\s+\S.{2,120}?(?:,\s*|\s+)(?:we should|let'?s|i want|i'?d like|please|just|use|do|make|say|show|call|put|keep)\b|\bi meant\s+(?!,|(?:for|in|on|at|of|from|about|with|the|a|an|this|that|these|those|my|our|your|its?)\b)\w|^\W*no\b[,.!]?\s+(?:wait\b[,.!]?\s+)?[^?]{0,160}?\b(?:we should|i want|let'?s)\b|^\W*only\s+[^?\n]{3,80}?(?:,|\band|\bbut)\s+not\s+\w|^\W*(?:yes|yeah|yep|ok(?:ay)?|sure)[,.]?\s+but\s+i\s+(?:want|need|would like|'?d like)\b|^\W*(?:(?:ok(?:ay)?|yes|yeah|alright)[,.]?\s+)?(?:just\s+)?drop\s+(?:the\s+)?\w|^\W*no[,.]?\s+(?:make|use|keep|put|do|just|it should)\b|^\W*(?:just\s+|please\s+)?use\s+\S.{0,80}?\s+instead\s+of\s+\S|\bkeep (?:it|them|this|everything|all of (?:it|this)) (?:in|as) (?:one|a single|the same)\b|\s[-–—:]\s+\w+\s+\S.{2,80}?\s+instead\W*$|(?:^|[.!]\s+)\W*(?:oh,?\s+|ok(?:ay)?,?\s+)?please\s+(?:don'?t|do not|never|stop)\s+(?!forget|mind|worry|bother)\w|^\W*(?:no[,.]?\s+)?(?:do not|don'?t|never)\s+(?!forget|mind|worry|bother|know|think|see|understand|get|have|need|want)\w|^\W*(?:just\s+|please\s+)?(?:ignore|suppress|silence) (?:this|that|the|these|those) (?:\w+ )?(?:errors?|warnings?|lint(?: errors?)?|findings?)\b)/i;

function decides(t: string): boolean {
  return USER_TURN_DOWN.test(t) || USER_REPLACES.test(t) || USER_DICTATES.test(t);
}

/**
 * "I think it's fine to run the tests in parallel, can you revert that?": a question mark on a request, the user's
 * judgement first and the turn-down asked of the agent, decides as the plain words would. A question that leads
 * ("Can you revert that?", "should we revert it?") still only asks.
 */
const ASKED_OF_YOU = /^[^?]{12,}?,\s*(?:can|could|would) you (?:please |just )?([^?]+)\?$/i;

function requestsTurnDown(sentence: string): boolean {
  const asked = ASKED_OF_YOU.exec(sentence)?.[1];
  return asked !== undefined && USER_TURN_DOWN.test(asked);
}

/**
 * A prompt in which the user turns an approach down or chooses between alternatives: the whole statement (the
 * prompt when short, else the sentences around the choice). Null when the prompt decides nothing. `answered`: the
 * assistant's message the prompt answers, when there is one.
 */
export function userDecision(prompt: string, answered: string | null = null): ExtractedDecision | null {
  const t = prompt.trim();
  // "Can you fix: … - return error tuple instead" asks for work, not a question: only a prompt with a question mark asks.
  if (t === '' || t.length > USER_PROMPT_MAX || (ASKS.test(t) && t.includes('?')) || isSpec(t) || !decides(t)) return null;
  if (isGitChore(t)) return null;
  if (t.length <= USER_MAX && !t.includes('?')) return leavesChoiceOpen(t) ? null : { text: oneLine(t, USER_MAX), rejected: rejectedOf(t) };
  const all = sentences(t);
  const at = all.findIndex((s) => (decides(s) && !s.endsWith('?') && !ASKS.test(s)) || requestsTurnDown(s));
  if (at < 0 || leavesChoiceOpen(all[at]!)) return null;
  // A long prompt sets new work ("once you're done with that, … Please don't just push the migrations through"): a
  // way it rules out there guards that work. It decides between ways only about what the message it answers was on.
  if (answered !== null && !sharesWord(all[at]!, answered)) return null;
  // The sentence before often names what is turned down ("I concede defeat. let's go back").
  const text = oneLine(all.slice(Math.max(0, at - 1), at + 1).join(' '), USER_MAX);
  return { text, rejected: rejectedOf(all[at] as string) };
}


function sharesWord(said: string, answered: string): boolean {
  const theirs = contentWords(answered);
  return contentWords(said).some((w) => theirs.some((x) => sameWord(w, x)));
}

/**
 * "let's go with option 1", "let's do 2 for now", "B": the user picks one of the numbered or lettered options the
 * assistant offered. The option's own words come from that message; a bare number it does not list is no decision.
 */
const PICK =
  /^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure|right|cool)[,.!\s]+)?(?:(?:let'?s|we'?ll|i'?ll)\s+(?:go\s+(?:with|for)\s+|do\s+|take\s+|try\s+|(?:implement|use|apply)\s+(?=(?:the\s+)?options?\s))?|i'?d\s+(?:go\s+with|prefer|take)\s+|go\s+(?:with|for)\s+|(?:i\s+)?(?:choose|pick|prefer)\s+)?(?:options?\s+|approach\s+|#)?([1-9]|[a-d])\b(?![.\w])/i;

const TURNS_DOWN = /^\W*(?:doesn'?t|does not|won'?t|will not|isn'?t|is not|can'?t|cannot|is (?:bad|wrong)|no\b|not\b)/i;

/** "can you fix issue 1": the user takes one of the numbered findings the assistant listed, and leaves the others. */
const FIX_ONE = /^\W*(?:(?:can|could) you\s+|please\s+|let'?s\s+|just\s+)?(fix|address|tackle|handle)\s+(?:issue|item|finding|point|#)\s*([1-9])\b(?![.\w])\W*$/i;

export function userPick(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (t === '' || t.length > USER_MAX) return null;
  const one = FIX_ONE.exec(t);
  if (one?.[1] && one[2] && offered) {
    const finding = optionText(offered, one[2]);
    if (finding) return { text: oneLine(`The user chose to ${one[1].toLowerCase()} issue ${one[2]} only, of those listed: "${finding}"`, USER_MAX + 200), rejected: [] };
  }
  const m = PICK.exec(t);
  const which = m?.[1];
  if (!which || !offered) return optionInRequest(t, offered);
  // A lone letter is an answer only when it is the whole prompt ("b"), never the article "a" of a sentence.
  if (/[a-d]/i.test(which) && !/^\W*(?:option\s+)?[a-d]\W*$/i.test(t)) return null;
  const option = optionText(offered, which);
  if (!option) return null;
  const rest = t.length > m[0].length + 2 ? `: "${oneLine(t, 200)}"` : '';
  // "Option 1 doesn't work since…" names an option to turn it down.
  if (TURNS_DOWN.test(t.slice(m[0].length))) {
    return { text: oneLine(`The user turned down ${named(option)} (option ${which.toUpperCase()} of those offered)${rest}`, USER_MAX + 200), rejected: [{ option, reason: null }] };
  }
  const text = oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered)${rest}`, USER_MAX + 200);
  // A bare pick ("c") can join a series of answers; one with words of its own stands alone.
  return rest ? { text, rejected: [] } : { text, rejected: [], pick: labelOf(option) };
}

/**
 * "can you do me a full summary of the approach with option 5", "write the plan using option B": a request that names
 * one of the options the message answered offered takes it. The option must be one the message lists.
 */
const OPTION_IN_REQUEST = /\b(?:with|using|use|via|per|take|implement|pick|choose|go (?:with|for))\s+(?:the\s+)?option\s+([1-9]|[a-d])\b(?![.\w])/i;

function optionInRequest(t: string, offered: string | null): ExtractedDecision | null {
  const which = offered && !t.includes('?') ? OPTION_IN_REQUEST.exec(t)?.[1] : undefined;
  const option = which ? optionText(offered as string, which) : null;
  if (!which || !option) return null;
  return { text: oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered): "${oneLine(t, 200)}"`, USER_MAX + 200), rejected: [] };
}

/** An option's label ("Turn-based with short leases" of "Turn-based with short leases — agents take…"), or its head. */
function labelOf(option: string): string {
  const m = /^(.{3,60}?)\s*(?:\s[—–-]\s|:\s)/.exec(option);
  return oneLine(m?.[1] ?? option, 60);
}

/** An option by its label first ("**Turn-based with short leases** — agents take turns…"): what was chosen leads. */
function named(option: string): string {
  const m = /^(.{3,60}?)\s*(?:\s[—–-]\s|:\s)\s*(.+)$/.exec(option);
  return m?.[1] && m[2] ? `"${m[1]}": ${m[2]}` : `"${option}"`;
}

/** A bare yes: the whole prompt agrees, and names nothing. */
const BARE_YES = /^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|go ahead)(?:[\s,!.]+(?:please|do it|go ahead|thanks))*\W*$/i;
/** "Would you like me to fix that bug as well, or leave it as a known limitation for now?": two ways, the first asked for. */
const EITHER = /\b(?:would you like me to|do you want me to|want me to|should i|shall i)\s+(.+?),?\s+or\s+(?:should i\s+|i can\s+)?(.+?)\?\s*$/i;

/**
 * "yes" to an offer of two ways ("…fix that bug as well, or leave it as a known limitation for now?") takes the one
 * offered first: the other is what happens when nothing is done. Null for any other prompt or offer.
 */
export function userYesToEither(prompt: string, offered: string | null): ExtractedDecision | null {
  if (!offered || !BARE_YES.test(prompt.trim())) return null;
  const last = sentences(offered).filter((s) => s.endsWith('?')).pop();
  const m = last ? EITHER.exec(last) : null;
  const chosen = m?.[1] ? oneLine(m[1], 160) : '';
  const other = m?.[2] ? oneLine(m[2], 160) : '';
  if (chosen.length < 3 || other.length < 3 || /\bor\b/i.test(chosen)) return null;
  return { text: `The user chose to ${chosen}, not to ${other}`, rejected: [{ option: other, reason: null }] };
}

/**
 * Words typed with a refused tool call that make the refusal a decision: they turn the approach down ("no, use X
 * instead"), say what to do instead ("rebase from main first"), or propose another way as a question ("any chance we
 * can consolidate this code?", "is testenv getting a bit too large?"). Any other question, a go-ahead or a remark
 * ("do you have context7?", "do it and …", "I'm running it after a build") chooses nothing: those words are only the
 * user's next instruction (judged so on the held-out real checkpoints). Any one sentence that is an order decides.
 */
export function refusalDecides(said: string, planRefused = false): boolean {
  if (userDecision(said) !== null || proposesInstead(said)) return true;
  // Words given instead of approving a plan (`planRefused`) decide only when they correct it ("go straight into IDLE,
  // not UNINITIALIZED"); an order alone ("let's write this plan down, then continue") is the user's next request.
  if (planRefused && !CORRECTS.test(said)) return false;
  // A remark may come first and the order after it ("we do have X on both. Make it work the same for both").
  return sentences(said).some((s) => !s.includes('?') && !NOT_AN_ORDER.test(s.trim()));
}

const CORRECTS = /\b(?:not|no|don'?t|do not|instead|rather|shouldn'?t|wrong|never|avoid|drop|skip)\b/i;

/** A remark, a go-ahead or a reaction ("lol I guess this is go idiomatic then", "fair enough"): no order. */
const NOT_AN_ORDER =
  /^(?:["'(\[]|(?:i|i'm|i've|im|we|we're|our|my|it|its|it's|this|that|the|there|they|you|your|hmm+|ah|oh|so|well|q|do it|yes|yep|ok|okay|sure|go ahead|proceed|continue|fine|lol|lmao|ha(?:ha)+|heh|meh|fair|true|right|got it|makes sense)\b)/i;

/**
 * A question that puts another way forward: "can we just …", "can't we …", "what if we …", "how about …", "is X
 * getting too large?".
 */
const PROPOSES =
  /^\W*(?:(?:e+h+|hm+|um+|uh+|so|ok(?:ay)?|well|q|also|but)[\s,.:!…]+)*(?:any chance (?:we|you) (?:can|could)|(?:(?:can|could|shall|should)(?:n?['’]?t)?|cannot) we (?:just |not |instead )?\w|what if we|how about|why (?:not|don'?t we)|would(?:n'?t)? it be (?:better|simpler|cleaner|easier)|is (?:\S+ ){1,4}(?:too|a bit|way) (?:too )?(?:large|big|long|complex|complicated|much)\b)/i;

/** Some sentence of `said` is a question proposing another way. */
export function proposesInstead(said: string): boolean {
  if (!said.includes('?')) return false;
  // Typed in a hurry, the next question often starts lower case ("…and branch? can we figure out a better way?").
  // A reason may lead the question after a dash ("it merged today, nobody uses it - can we rename it on main instead?").
  const questions = sentences(said).flatMap((s) => s.split(/(?<=\?)\s+|\s[-–—]\s/));
  return questions.some((q) => q.endsWith('?') && (PROPOSES.test(q) || SHARES.test(q)));
}

/** A question asking for code to change shape ("even more, can the switch logic also be shared?"). */
const SHARES = /\b(?:can|could|should)\s+(?:the|this|these|that|those|we|it|they)\b[^?]{0,80}?\bbe\s+(?:shared|reused|extracted|merged|combined|consolidated|unified|deduplicated|simplified)\b/i;

/**
 * Claude Code's record of the answers to its multiple-choice questions: `"question"="answer"` pairs, led by "User has
 * answered your questions:" or, in later versions, "Your questions have been answered:".
 */
const ANSWERED = /^\W*(?:User has answered your questions?|Your questions? ha(?:ve|s) been answered):/i;

/** The tool's output (its start is enough) answers the agent's multiple-choice questions. */
export function answersForm(output: string): boolean {
  return ANSWERED.test(output);
}
const ANSWER_PAIR = /"([^"]{10,400})"\s*=\s*"([^"]{1,200})"/g;

/** A question about where the plan itself is written down ("Where should I write the plan down?"): a chore, no approach. */
const ABOUT_THE_PLAN = /\b(?:write|save|store|put|keep|record)\b[^?]{0,30}\b(?:plan|notes)\b|\b(?:plan|notes)\b[^?]{0,30}\b(?:written|saved|stored|go|live)\b/i;
/**
 * A question that asks whether the agent's proposal will do ("Does this 4-PR split with inline tests work, or would you
 * prefer fewer/more PRs?") answered that it does ("4 PRs works"): an approval, which names no alternative turned down.
 */
const ASKS_APPROVAL = /^\W*(?:does|do|would|will|is|are)\s+(?:this|that|these|the)\b[^?]{0,120}\b(?:work|look (?:good|right|ok(?:ay)?)|ok(?:ay)?|fine|make sense)\b/i;
const APPROVES = /\b(?:works?|looks? (?:good|great|right|fine)|sounds? (?:good|great|right)|(?:is |that'?s )?fine|ok(?:ay)?|yes|yep|good)\W*(?:\(recommended\))?\W*$/i;

/** The labels a form offered, from its call's summary ("Where…? [Stop hook | Prompt submit hook]"). */
function offeredLabels(form: string | null): string[] {
  if (!form) return [];
  return [...form.matchAll(/\[([^\]]+)\]/g)].flatMap((m) => (m[1] ?? '').split(' | ')).map((l) => l.trim().toLowerCase());
}

/** The answer is one label the form offered, or several of them joined by commas (a question that takes many). */
function pickedFrom(answer: string, labels: string[]): boolean {
  const a = answer.trim().toLowerCase();
  return labels.includes(a) || a.split(',').every((part) => labels.includes(part.trim()));
}

/**
 * The user's answers to the agent's multiple-choice questions ("Should READMEs be embedded files or inline string
 * constants?" = "Inline strings"): each a choice between the alternatives the question named, or between the options
 * the form listed (`form`: the call's summary, see adapters/tools.ts) when the answer is one of at least two. An
 * answer to a question that names no alternatives ("What should the branch be called?") chooses nothing.
 */
export function answeredChoices(output: string, form: string | null = null): ExtractedDecision[] {
  if (!answersForm(output)) return [];
  const labels = offeredLabels(form);
  const out: ExtractedDecision[] = [];
  for (const m of output.matchAll(ANSWER_PAIR)) {
    const [, question = '', answer = ''] = m;
    const picked = labels.length >= 2 && pickedFrom(answer, labels);
    if (!/\bor\b/i.test(question) && !picked) continue;
    // A question back ("uhh...but what happens in condensation?") answers none of the alternatives.
    if (answer.trim().endsWith('?')) continue;
    if (ABOUT_THE_PLAN.test(question) || (ASKS_APPROVAL.test(question) && APPROVES.test(answer))) continue;
    out.push({ text: oneLine(`Asked "${question.trim()}", the user chose "${answer.trim()}"`, USER_MAX + 300), rejected: [] });
  }
  return out;
}

/**
 * The user's own answer to the agent's multiple-choice questions, typed after declining the form to clarify ("I want
 * to see it in the agent for user awareness but no prompt, we have that already"): it says which way they want. A
 * question back, or a bare agreement, says none.
 */
export function userClarification(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length < 20 || t.length > USER_PROMPT_MAX / 2 || t.endsWith('?') || ASKS.test(t)) return null;
  return { text: oneLine(`Asked to choose, the user answered in their own words: "${t}"`, USER_PROMPT_MAX / 2 + 80), rejected: [] };
}

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
  if (LEAVES_CHOICE.test(what)) return null;
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

/** A prompt that picks among the items or options the assistant's message (`offered`) listed, or null. */
export function optionPicked(t: string, offered: string | null): ExtractedDecision | null {
  return userPicksSeveral(t, offered) ?? userPick(t, offered) ?? userOwnWordsPick(t, offered) ?? userNamesOptionCode(t, offered) ?? userNamesOne(t, offered) ?? userFixesListed(t, offered) ?? userOwnOption(t, offered);
}

/**
 * The decision a prompt takes, read against the assistant's message it answers (`offered`) and the prompt before it:
 * a pick of an offered option, a yes to a proposal, the user's own choice or spec, or an answer in their own words to
 * a form they declined (`clarifies`). The session's first prompt (`first`) states the task: a spec there decides
 * nothing. Null when the prompt decides nothing.
 */
export function promptDecision(t: string, offered: string | null, previous: string | null, at: { first: boolean; clarifies: boolean }): ExtractedDecision | null {
  return (
    optionPicked(t, offered) ??
    userYesToEither(t, offered) ??
    userAccepts(t, offered, previous) ??
    userDecision(t, offered) ??
    (at.first ? null : userSpec(t)) ??
    (at.clarifies ? userClarification(t) : null)
  );
}
