/**
 * The user's answers to the agent's multiple-choice questions: the form's recorded answers, or the user's own words
 * typed after declining it.
 */
import { oneLine } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { LIMITS } from './builder-model.js';
import { ASKS, NAMES_OTHER_WAY, USER_MAX, USER_PROMPT_MAX, userDecision } from './user-statements.js';

const QUESTION_MIN = 80;

/**
 * Claude Code's record of the answers to its multiple-choice questions: `"question"="answer"` pairs, led by "User has
 * answered your questions:" or, in later versions, "Your questions have been answered:".
 */
const ANSWERED = /^\W*(?:User has answered your questions?|Your questions? ha(?:ve|s) been answered):/i;

/** The tool's output (its start is enough) answers the agent's multiple-choice questions. */
export function answersForm(output: string): boolean {
  return ANSWERED.test(output);
}
/**
 * One `"question"="answer"` pair. A question may run to a paragraph (what the agent found, then what it asks); the
 * answer the user typed is shorter.
 */
const ANSWER_PAIR = /"([^"]{10,2000})"\s*=\s*"([^"]{1,200})"/g;

/** A question about where the plan itself is written down ("Where should I write the plan down?"): a chore, no approach. */
const ABOUT_THE_PLAN = /\b(?:write|save|store|put|keep|record)\b[^?]{0,30}\b(?:plan|notes)\b|\b(?:plan|notes)\b[^?]{0,30}\b(?:written|saved|stored|go|live)\b/i;
/**
 * A question that asks whether the agent's proposal will do ("Does this 4-PR split with inline tests work, or would you
 * prefer fewer/more PRs?") answered that it does ("4 PRs works"): an approval, which names no alternative turned down.
 */
const ASKS_APPROVAL = /^\W*(?:does|do|would|will|is|are)\s+(?:this|that|these|the)\b[^?]{0,120}\b(?:work|look (?:good|right|ok(?:ay)?)|ok(?:ay)?|fine|make sense)\b/i;
const APPROVES = /\b(?:works?|looks? (?:good|great|right|fine)|sounds? (?:good|great|right)|(?:is |that'?s )?fine|ok(?:ay)?|yes|yep|good)\W*(?:\(recommended\))?\W*$/i;

/**
 * A plain yes or no ("Include _test.go files in the sweep?" = "Yes, include tests"; "Can I remove this stale clone?" =
 * "Yes, remove it"): the answer says whether to do more of the work asked, it names no way taken over another.
 */
const YES_OR_NO = /^\W*(?:yes|no)\b/i;

/**
 * A question of fact put as yes or no ("Is the staging database already migrated?", "Does the repo have a Makefile
 * target for this?") answered with the state found ("Already migrated", "Not installed yet"): what is so, not a way
 * chosen over another. An answer that names a way ("Build it from source") still chooses.
 */
const ASKS_FACT =
  /^\W*(?:does|do|is|are|has|have|was|were|did)\s+(?!you\s+(?:want|prefer|like|need|think)\b|we\s+(?:want|prefer|need|go|keep|use|switch)\b)[^?]{0,200}?\b(?:exists?|already|installed|running|available|present|configured|set up|enabled|in place|reachable|supported|deployed|merged|checked in|committed)\b[^?]*\?/i;
const STATE_ANSWER =
  /^\W*(?:(?:it|they|that)(?:['’]s| is| are)\s+)?(?:already\b|(?:not\s+)?(?:yet\s+)?(?:exists?|installed|running|available|present|configured|set up|enabled|in place|reachable|supported|deployed|merged|missing|absent)\b|not (?:yet|sure)\b|(?:i\s+)?(?:don['’]?t|do not) know\b|unsure\b|unknown\b|none\b|doesn['’]?t exist\b|does not exist\b|no such\b)/i;

/**
 * A question that asks where something is or what it is called ("Where is the existing Kiro REPL binary? Is it
 * `kiro-cli` or something else? I need to know the binary name…"): the answer is a fact about the user's setup, whatever
 * its words.
 */
const ASKS_WHERE =
  /^\W*(?:where\s+(?:is|are|does|do|can i find)|what(?:['’]s|\s+is|\s+are)\s+the\s+(?:name|path|location|url|address|version|binary|port)s?\b)|\bi need to know (?:the|where|what|which|how)\b/i;

function answersFact(question: string, answer: string): boolean {
  if (ASKS_WHERE.test(question.trim())) return true;
  const asked = question.trim().split(/(?<=[.!:])\s+/).filter((q) => q.includes('?')).pop() ?? question;
  return ASKS_FACT.test(asked.trim()) && STATE_ANSWER.test(answer.trim());
}

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
    const own = labels.length >= 2 && !picked ? ownWordsDecision(question, answer) : null;
    if (own) out.push(own);
    if (own || (!/\bor\b/i.test(question) && !picked)) continue;
    // A question back ("uhh...but what happens in condensation?") answers none of the alternatives.
    if (answer.trim().endsWith('?')) continue;
    if (ABOUT_THE_PLAN.test(question) || YES_OR_NO.test(answer) || answersFact(question, answer) || (ASKS_APPROVAL.test(question) && APPROVES.test(answer))) continue;
    // The item is cut to a fact's length: a long question is cut first, so the answer that picks is never lost.
    const room = Math.max(QUESTION_MIN, LIMITS.factChars - answer.trim().length - 30);
    out.push({ text: oneLine(`Asked "${oneLine(question.trim(), room)}", the user chose "${answer.trim()}"`, USER_MAX + 300), rejected: [] });
  }
  return out;
}

/**
 * An answer typed in the user's own words in place of the form's options ("Can you reproduce this reliably?" =
 * "honestly have not been able to reliably repro it. maybe just log something in the debug tasks about this and we can
 * pick it up in future"): a choice only when the words themselves take one, as a prompt's would (user-statements.ts).
 */
function ownWordsDecision(question: string, answer: string): ExtractedDecision | null {
  const decided = userDecision(answer);
  if (!decided) return null;
  const room = Math.max(QUESTION_MIN, LIMITS.factChars - answer.trim().length - 50);
  return { text: oneLine(`Asked "${oneLine(question.trim(), room)}", the user answered in their own words: "${answer.trim()}"`, USER_MAX + 300), rejected: decided.rejected };
}

/**
 * The user's own answer to the agent's multiple-choice questions, typed after declining the form to clarify ("I want
 * to see it in the agent for user awareness but no prompt, we have that already"): it says which way they want. A
 * question back, or a bare agreement, says none.
 */
export function userClarification(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length < 20 || t.length > USER_PROMPT_MAX / 2 || t.endsWith('?') || ASKS.test(t) || ASKS_TO_SHOW.test(t) || turnsAllDown(t)) return null;
  return { text: oneLine(`Asked to choose, the user answered in their own words: "${t}"`, USER_PROMPT_MAX / 2 + 80), rejected: [] };
}

/**
 * A request to be shown more before choosing ("give example of how entire collab command will work", "explain the
 * second one", "walk me through what the CLI would do"): the user asks to see, and picks no way yet.
 */
const ASKS_TO_SHOW =
  /^\W*(?:(?:can|could|would) you\s+|please\s+|first\s+|ok(?:ay)?[,\s]+)*(?:give\s+(?:me\s+|us\s+)?(?:an?\s+|some\s+|more\s+)?(?:example|examples|overview|breakdown|comparison|details)|show\s+(?:me\s+|us\s+)?(?:an?\s+|some\s+)?(?:example|examples|how|what)|explain|walk\s+(?:me|us)\s+through|tell\s+(?:me|us)\s+(?:more|how|what|why)|elaborate|describe)\b/i;

/**
 * Every option the form offered turned down with taste ("ew i hate all of those. it shouldnt sound so AI generated…",
 * "none of these, they're all too long"): feedback that sends the agent back to the work, no way picked. One that
 * names the way wanted instead still picks it.
 */
const ALL_OF_THEM = /\b(?:hate|dislike|(?:don'?t|do not)\s+(?:really\s+|quite\s+)?like|not a fan of)\s+(?:(?:all|any|each|both)\s+(?:of\s+)?)?(?:those|these|them|the\s+(?:options|choices|suggestions|proposals))\b|^\W*(?:none|neither)\s+of\s+(?:those|these|them|the\s+(?:options|choices))\b/i;

function turnsAllDown(t: string): boolean {
  return ALL_OF_THEM.test(t) && !NAMES_OTHER_WAY.test(t);
}
