/**
 * The way a user sets in a later prompt in words the other readers of prompts do not take as a choice (issue 12,
 * class 7: decisions missed): the answer that takes one side of the assistant's either-or question ("…so it could go
 * early (after Phase 12) or late." answered "lets get this in quite early, but not top prio"); agreement on a condition
 * that shapes the work ("yes but put that in the llm-docs directory") or approval that says how ("I like this, tool
 * missing will be a warning and continue to deploy"); a rule the user holds the agent to again ("i told you not to make
 * this long"); and a rule stressed in capitals ("make it so that they are ALWAYS diff-based by default") or restricted
 * to one way ("Let's only build the main SKILL.md to avoid too many other references"); how the work behaves in a case
 * ("if the users email is not available, we should just display `[an0n]`"). A plain request, a yes or no
 * to more work and taste feedback name no way against another: they stay out.
 */
import { oneLine, sentences } from './clip.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { answersInTurn, contentWords, sameWord } from './offered-options.js';
import { ASKS, USER_MAX, USER_PROMPT_MAX } from './user-statements.js';

const QUOTE_MAX = 200;
const SENTENCE_MAX = 300;

/** An offer of more work ("Want me to …, or …?"): user-menu-picks.ts reads the answers to those. */
const OFFER = /\b(?:want me(?: to)?|would you like me to|should i|shall i|if you (?:want|like)|let me know)\b/i;
/**
 * A question that asks the user for information or an action ("Can you paste the output of step 2 and tell me what the
 * Skills panel shows?"): the "whether X or Y" after it is what the answer will show, not ways offered to choose from.
 */
const ASKS_OF_USER = /^\W*(?:can|could|would|will)\s+you\s+(?:please\s+)?(?!(?:choose|pick|decide|prefer|rather|want|like|go\s+with)\b)[a-z]+/i;
/** A reply that only agrees, refuses or thanks: it takes neither side by name. */
const BARE = /^\W*(?:yes|yeah|yep|yup|no|nope|nah|ok(?:ay)?|sure|thanks?|thank you|sounds good)\W*$/i;

/** The two sides of the sentence's last "or" ("…could go early (after Phase 12) or late."), each with words of its own. */
function sidesOf(sentence: string): [string, string] | null {
  const at = sentence.search(/,?\s+or\s+(?!(?:so|not|something|anything|whatever|otherwise)\b)(?![^]*\s+or\s+)/i);
  if (at < 0) return null;
  const left = sentence.slice(0, at).trim();
  const right = sentence.slice(at).replace(/^,?\s+or\s+/i, '').replace(/[?.!]+$/, '').trim();
  return left.length >= 3 && right.length >= 3 ? [left, right] : null;
}

/** The words of `side` the other side does not share. */
function ownWords(side: string, other: string): string[] {
  const theirs = contentWords(other);
  return contentWords(side).filter((w) => !theirs.some((x) => sameWord(w, x)));
}

/**
 * A question that only asks for approval ("Any changes you'd like to make, or are we happy with this?", "Does that work
 * for you, or do you have a different preference?", "Is there anything I'm missing or that needs correcting?"), and the
 * approval that answers it ("I am happy", "works for me", "thats correct"):
 * a yes to going on, no way taken over another.
 */
const CONFIRMS =
  /\b(?:works? for you|happy with|(?:a )?different preference|any (?:other )?changes|anything (?:else|(?:i'?m|we'?re) missing)|needs? correct\w*|good to go|looks? (?:good|right)|sounds? (?:good|right)|(?:okay|ok|fine) with)\b/i;
const APPROVES = /^\W*(?:(?:i am|i'm|we are|we're|all|that'?s|thats|it'?s)\s+)?(?:happy|fine|good|great|perfect|done|correct|right|exactly)\b|\b(?:works for me|sounds good|looks good|lgtm)\b/i;

/**
 * Two next steps put to the user ("Want to preview it in the browser, or commit and push?", "Want to lock the onboarding
 * copy next, or play this first?", "Ready for your review of the updated spec, or want to proceed to implementation
 * planning?"): which comes first, or whether to ship, is no way of doing the work. "Commit to WCAG
 * AA" binds the work to a target: no git commit.
 */
const NEXT_STEP = /\b(?:next|first|ready|proceed|preview|push|merge|pull request|PR|commit(?!\s+to\b))\b/i;

const names = (reply: string[], words: string[]): boolean => reply.some((w) => words.some((x) => sameWord(w, x)));

/**
 * The assistant's message closes on a question that puts two ways to the user ("Where would you want it in the M2
 * sequence? … it could go early (after Phase 12) or late.", "Do you want to keep accessibility at best-effort level, or
 * should we commit to WCAG AA?"), and the reply names words of one side only: the user took that side and turned the
 * other down. An offer of more work, a reply that asks back or names both sides or neither decides nothing here.
 */
function answeredEither(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > USER_MAX || t.includes('?') || ASKS.test(t) || BARE.test(t) || answersInTurn(t)) return null;
  const closing = offered.trim().split(/\n\s*\n/).pop() ?? '';
  const said = sentences(closing.replace(/[*`_]/g, ''));
  const question = said.findIndex((s) => s.endsWith('?') && !OFFER.test(s));
  if (question < 0 || ASKS_OF_USER.test(said[question] ?? '')) return null;
  const asked = said.slice(question, question + 2);
  const either = asked.map(sidesOf).find((x) => x !== null);
  if (!either || either.some((side) => CONFIRMS.test(side) || NEXT_STEP.test(side)) || APPROVES.test(t)) return null;
  const reply = contentWords(t);
  const [left, right] = either;
  const takesLeft = names(reply, ownWords(left, right));
  const takesRight = names(reply, ownWords(right, left));
  if (takesLeft === takesRight) return null;
  const other = oneLine(takesLeft ? right : left, 160);
  const text = `Asked "${oneLine(asked.join(' '), QUOTE_MAX)}", the user answered: "${oneLine(t, QUOTE_MAX)}"`;
  return { text, rejected: [{ option: other, reason: null }] };
}

/** Agreement with a condition that says where or how the work goes ("yes but put that in the llm-docs directory"). */
const YES_BUT =
  /^\W*(?:yes|yeah|yep|ok(?:ay)?|sure)[,.]?\s+but\s+(?:please\s+|just\s+)?(?:put|place|move|keep|store|save|use|make|name|call|write|drop|remove|leave|only)\b/i;

/**
 * Approval that restates the way it approves ("I like this, tool missing will be a warning and continue to deploy"):
 * the user fixes how the thing behaves, in words of their own. "I like this but …" and "I like this..we can commit"
 * state no way.
 */
const APPROVES_WAY = /^\W*(?:(?:ok(?:ay)?|yes|yeah)[,.]?\s+)?i (?:like|love) (?:this|that|it)[,.!]\s+(?!but\b)[^.?!]{3,160}?\b(?:will|should|must)\s+(?:be|become|stay|go|continue|fall|fail|warn)\b/i;

function qualifiedApproval(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_MAX || t.includes('?') || !(YES_BUT.test(t) || APPROVES_WAY.test(t))) return null;
  return { text: oneLine(t, USER_MAX), rejected: [] };
}

/** Pasted material (a report, a table, a heading, a code block): its capitals and "only" are the material's. */
const PASTED = /^\s*(?:#{1,6}\s|\||```|~~~|<)|\*\*/m;
/** A word the user stresses in capitals among lower-case prose: the rule the work must keep. */
const STRESSED = /\b(?:ALWAYS|NEVER|ONLY)\b/;
/** What the stress falls on is a rule for the work ("we should ONLY be doing…"), not a report ("I ONLY see it on mobile"). */
const RULES = /\b(?:should|must|make (?:it|sure)|let'?s|keep|use|be)\b/i;
/**
 * One way kept and every other ruled out ("let's only build the main SKILL.md", "and only allow it via cli or env var"),
 * or a go-ahead narrowed to one part of the work ("Proceed with the URL security fixes only."): the rest is left out.
 */
const ONLY_WAY =
  /\b(?:let'?s|we should|we'?ll|should|must|just|and)\s+only\s+(?:allow|build|use|keep|show|support|accept|create|include|expose|store|ship)\b|^\W*(?:(?:ok(?:ay)?|yes|so|now)[,\s]+)?(?:proceed|go ahead|continue|go on)\s+with\s+(?:the\s+)?[^.,;:?!]{3,80}?\s+only\b/i;

/** Mostly lower-case: stress in prose, not a shouted heading or a status line. */
function prose(s: string): boolean {
  const letters = s.replace(/[^A-Za-z]/g, '');
  return letters.length >= 15 && (s.match(/[A-Z]/g) ?? []).length / letters.length < 0.3;
}

/**
 * A sentence of a later prompt that sets a rule: a word stressed in capitals, or a restriction to one way. The prompt
 * must be the user's own words (no pasted report, heading, table or code), and the sentence a statement.
 */
function statedRule(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_PROMPT_MAX * 2 || PASTED.test(t)) return null;
  const rule = sentences(t).find((s) => !s.endsWith('?') && s.length <= SENTENCE_MAX && prose(s) && ((STRESSED.test(s) && RULES.test(s)) || ONLY_WAY.test(s)));
  return rule ? { text: oneLine(rule, SENTENCE_MAX), rejected: rejectedOf(rule) } : null;
}

/**
 * The user holds the agent to a rule given before ("its shit , i told you not to make this long and … we don't need
 * confirm password"): a correction of the way the work went, and the rule stands for the next agent too.
 */
const RECALLS_RULE = /\b(?:i (?:told|asked) you (?:not )?to|i said (?:not )?to|like i said|as i said|i already said)\b/i;

function recalledRule(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  return t.length <= USER_MAX && RECALLS_RULE.test(t) ? { text: oneLine(t, USER_MAX), rejected: [] } : null;
}

/**
 * How the work behaves in a case, as the user rules it ("I think for now, if the users email is not available, we
 * should just display `[an0n]`", "When there is only one file in the browser, it should be selected by default"): the
 * user fixes the behaviour the agent is to build. A step the case waits on ("if the tests pass, we should commit") is
 * the next move, not how the work behaves.
 */
const CASE_RULE =
  /^\W*(?:(?:i think|i guess|ok(?:ay)?|so|also|and|but|maybe|for now)[,\s]+)*(?:if|when|whenever)\s+[^,?]{3,100},\s*(?:then\s+)?(?:we|it|they|this|that|the\s+\w+)\s+should\s+(?:just\s+|only\s+|always\s+|never\s+|not\s+)?(?!(?:commit|push|merge|move|continue|proceed|run|rerun|test|check|try|look|stop|be\s+(?:good|fine|ok(?:ay)?|done|working))\b)[a-z]/i;

function caseRule(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_MAX || t.includes('?')) return null;
  const rule = sentences(t).find((x) => CASE_RULE.test(x));
  return rule ? { text: oneLine(`The user ruled: "${rule}"`, USER_MAX), rejected: [] } : null;
}

/** The decision a later prompt takes in one of these shapes, or null. */
export function userDirective(prompt: string, offered: string | null): ExtractedDecision | null {
  return answeredEither(prompt, offered) ?? qualifiedApproval(prompt) ?? recalledRule(prompt) ?? statedRule(prompt) ?? caseRule(prompt);
}
