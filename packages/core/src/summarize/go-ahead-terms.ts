/**
 * A go-ahead given on the user's own terms (issue 12, class 7: decisions missed): the assistant laid out a proposal
 * and left part of it open ("Bundle the DoS-capable sprig funcs into the same fix, or file separately?", "I'd do
 * everything above including the `packages/msix` rename unless you'd rather keep the directory name", "If you only
 * green-light one thing, make it bloom"), and the user's reply opens with the go-ahead and settles what was open in
 * the proposal's own words ("go ahead, fix all four, bundle the DoS ones too and do the allowlist too afterwards",
 * "go ahead, including the rename", "go ahead with the type-based fix, skip the opt-in flag and remove
 * breakBraceRuns"). A bare go-ahead, one whose words name no part of the proposal, or one that only names chores
 * (commit, push) takes no side: it stays out.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { contentWords, sameWord } from './offered-options.js';
import { CHORE } from './user-accepts.js';
import { USER_MAX } from './user-statements.js';

const QUOTE_MAX = 200;

/** The go-ahead that leads the reply, after a filler word or two ("hmm okay well go ahead and…", "lets create…"). */
const GO_AHEAD =
  /^\W*(?:(?:hmm+|ok(?:ay)?|yes|yeah|yep|sure|alright|well|great|perfect)[,.!]*\s+)*(?:go ahead|go for it|proceed|let'?s (?:go ahead|create|implement|do|build|proceed))\b[,.:;!]*\s*/i;

/**
 * What the proposal leaves to the user: a question that puts two ways ("…into the same fix, or file separately?"),
 * a way the assistant will take unless told otherwise, a call handed over, or a smaller scope it would settle for.
 */
const LEAVES_OPEN =
  /\bunless you(?:['’]d)? (?:rather|prefer)\b|\byour call\b|\bup to you\b|\bif you only\b|\bopen questions?\b|\bwhich (?:of (?:these|them)|ones?)\b/i;

/** All of the items laid out, against a subset the proposal settles for ("implement all of these", "fix all four"). */
const ALL_ITEMS = /\ball (?:of )?(?:these|them|those|of it|(?:two|three|four|five|six|\d+)\b)/i;

/** The sentence of the proposal that leaves the choice open, quoted with the reply. */
function openChoice(offered: string): string | null {
  const said = sentences(offered.replace(/```[\s\S]*?(?:```|$)/g, ' ').replace(/[*`_]/g, ''));
  const either = said.filter((s) => s.endsWith('?') && /\s+or\s+/i.test(s));
  const open = said.filter((s) => LEAVES_OPEN.test(s));
  return [...either, ...open].sort((a, b) => said.indexOf(b) - said.indexOf(a))[0] ?? null;
}

/** The reply's words the proposal names too, beyond chores: the parts of it the reply settles. */
function namedParts(terms: string, offered: string): string[] {
  const theirs = contentWords(offered);
  return contentWords(terms).filter((w) => !CHORE.test(w) && theirs.some((x) => sameWord(w, x)));
}

export function goAheadTerms(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  const lead = GO_AHEAD.exec(t);
  if (!offered || !lead || t.length > USER_MAX || t.includes('?')) return null;
  const terms = t.slice(lead[0].length);
  const question = openChoice(offered);
  if (!question) return null;
  if (namedParts(terms, offered).length < 2 && !ALL_ITEMS.test(terms)) return null;
  const text = `The user went ahead on their own terms: "${oneLine(t, USER_MAX)}" (answering "${oneLine(question, QUOTE_MAX)}")`;
  return { text, rejected: [] };
}
