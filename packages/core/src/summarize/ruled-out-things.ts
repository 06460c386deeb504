/**
 * The user rules a thing out in a clause of its own ("no boxes , and the way its presented looks ugly", "keep it
 * short, no emojis") and the assistant's report in that turn says it is gone ("Absolutely Zero Boxes: I removed the
 * card borders, backgrounds, and drop shadows."). The thing turned down stays out for the next agent too. A "no" that
 * reports an outcome ("no errors, thanks") or answers a question ("no, …") rules nothing out, and a rule the report
 * never carries out is left to the other readers of prompts.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { sameWord } from './offered-options.js';
import { USER_MAX } from './user-statements.js';

/** "no boxes" as a clause: at the prompt's start or after a comma, ending at punctuation, the end, or "and"/"but". */
const NO_CLAUSE = /(?:^|[,;]\s*|\band\s+)no\s+([a-z][a-z-]{2,}(?:\s+[a-z][a-z-]{2,})?)\s*(?=[,.;!]|$|\s+(?:and|but|please|anymore|at all)\b)/i;
/** What a "no" reports rather than rules out: an outcome, a reply, a want. */
const OUTCOMES =
  /^(?:errors?|issues?|problems?|changes?|luck|output|response|difference|effect|idea|need|worries|thanks|way|more|longer|matter|rush|reason|results?|warnings?|failures?|go|clue|doubt)\b/i;
/** The report says the thing is gone. */
const REMOVED = /\b(?:removed|dropped|stripped|deleted|eliminated|got rid|no longer|zero|without|gone|took out|taken out)\b/i;
const REPORT_MAX = 200;

export interface RuledOut {
  thing: string;
  said: string;
}

/** The thing a prompt rules out in a clause of its own, or null. */
export function ruledOut(prompt: string): RuledOut | null {
  const t = prompt.trim();
  if (t.length > USER_MAX) return null;
  const m = NO_CLAUSE.exec(t);
  const thing = m?.[1]?.trim() ?? '';
  if (!m || OUTCOMES.test(thing)) return null;
  return { thing, said: t };
}

/** The sentence of the report that says the ruled-out thing is gone, as the user's decision; or null. */
export function ruledOutCarried(message: string, rule: RuledOut): ExtractedDecision | null {
  const words = rule.thing.toLowerCase().split(/\s+/);
  const head = words[words.length - 1] as string;
  const gone = sentences(message.replace(/[*`_]/g, '')).find(
    (s) => REMOVED.test(s) && (s.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []).some((w) => sameWord(w, head)),
  );
  if (!gone) return null;
  return {
    text: oneLine(`The user ruled out ${rule.thing} ("${oneLine(rule.said, USER_MAX)}"); the assistant: "${oneLine(gone, REPORT_MAX)}"`, USER_MAX + REPORT_MAX),
    rejected: [{ option: rule.thing, reason: null }],
  };
}
