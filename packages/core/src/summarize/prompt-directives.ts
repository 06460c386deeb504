/**
 * A long prompt's directive: the user opens a prompt with the rule the work must follow, then pastes the material it
 * applies to (a schema, a policy, a plan). "Persist structured findings directly to the canonical schema. Do not create
 * a temporary mapping layer.\n\nReasoning: …" and "Co-change lookup is opportunistic, not required. It is an
 * enhancement …, not a hard dependency." each rule an approach in and another out. Neither the prompt's length nor the
 * spec pasted after the rule says anything about that: its lead is read by sentence. Short prompts: user-statements.ts.
 */
import { oneLine, sentences } from './clip.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

const LEAD_MAX = 900;
const DIRECTIVE_MAX = 400;

/**
 * The prompt's lead: what the user wrote before the first list, heading, table or code block. What follows is the
 * pasted material, whose "do not" lines are a spec's, not a choice put to this work.
 */
function leadOf(t: string): string {
  const end = t.search(/^\s*(?:[-*•]\s|\d+[.)]\s|#{1,6}\s|```|~~~|\|)/m);
  return (end < 0 ? t : t.slice(0, end)).slice(0, LEAD_MAX);
}

/**
 * A sentence that rules a way out ("Do not create a temporary mapping layer."). Not one that holds all work back for
 * now ("Do not implement anything yet."): it orders the turns, it turns no approach down.
 */
const RULES_OUT = /^(?:do not|don['’]t|never)\s+(?!forget|mind|worry|bother|know|think|see|understand|get|have|need|want|hesitate)\w/i;
const HOLDS_ALL_BACK = /\b(?:anything|any (?:changes?|code|edits?)|yet)\b/i;
/**
 * A rule stated as what a thing is and is not ("Co-change lookup is opportunistic, not required."). What a fault is
 * ("The bug is in the parser, not the lexer") diagnoses; it chooses nothing.
 */
const IS_NOT = /^(?!(?:[Tt]he |[Tt]his |[Tt]hat |[Ii]t )?(?:[Pp]roblem|[Ii]ssue|[Bb]ug|[Ee]rror|[Cc]ause|[Ff]ailure|[Ff]ault|[Cc]ulprit|[Cc]rash|[Rr]egression)\b)[A-Z][^,;:?!]{2,80}?\s+(?:is|are|should be|must be|stays?)\s+(?:\w+(?:-\w+)?\s?){1,3},\s+not\s+(?:an?\s+)?(?:\w+(?:-\w+)?\s?){1,3}\.$/;
/** The user's stated reason, leading the paragraph after the rule. */
const REASON_LEAD = /^\**(?:reasoning|reason|rationale|why)\**\s*:\**\s*/i;

/** The reason given for a rule out: a "Reasoning:" paragraph after it, or a sentence after it that says why. */
function reasonFor(after: string | undefined, next: string | undefined): string | null {
  if (next !== undefined && REASON_LEAD.test(next)) return sentences(next.replace(REASON_LEAD, ''))[0] ?? null;
  return after !== undefined && /\b(?:because|since|otherwise|so that)\b/i.test(after) ? after : null;
}

/**
 * The directive that opens a long prompt, with the sentence before it and the reason the user gives, or null. A rule
 * needs its reason (for a rule out, a "Reasoning:" paragraph or a sentence that says why; for a rule of what a thing
 * is, the sentence that explains it): a bare "don't" or "X, not Y" in a long prompt is too often a checklist's line.
 */
export function longPromptDirective(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length <= USER_MAX) return null;
  const paragraphs = leadOf(t).split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '');
  for (const [i, para] of paragraphs.entries()) {
    const said = sentences(para).map((s) => s.replace(/^\*+|\*+$/g, '').trim());
    const at = said.findIndex((s) => (RULES_OUT.test(s) && !HOLDS_ALL_BACK.test(s)) || IS_NOT.test(s));
    if (at < 0) continue;
    const rule = said[at]!;
    const next = paragraphs[i + 1];
    const reason = IS_NOT.test(rule) ? (said[at + 1] ?? null) : reasonFor(said[at + 1], next);
    if (reason === null) continue;
    const before = at > 0 ? said[at - 1] : undefined;
    const text = [before, rule].filter((s) => s !== undefined).join(' ');
    return { text: oneLine(`${text} (${reason})`, DIRECTIVE_MAX), rejected: rejectedOf(rule) };
  }
  return null;
}
