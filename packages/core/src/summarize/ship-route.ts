/**
 * How the user wants the work to land: straight onto the branch rather than through a pull request ("pelase push
 * directly to main", "…no longer needed, can merge directly", "commit to main, no PR"), or, said the other way, not
 * ("don't push directly to main"); or folded into a commit already made rather than as a new one ("yes, and fixup in
 * the right commit + force push with lease", "amend it into the feature commit"). Either way the next agent must not
 * take the route the user ruled out, and must know the history was rewritten.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { ASKS, USER_MAX } from './user-statements.js';

const DIRECT =
  /\b(?:push|merge|commit|land|ship)\s+(?:(?:it|this|that|them|these|everything|the\s+\w+)\s+)?(?:directly|straight)\b|(?:^|[,;(]\s*|\b(?:and|but)\s+)(?:no|without\s+an?|skip\s+the)\s+(?:PR|pull request)(?:\s+(?:needed|necessary|required))?\s*(?:[,;.)!]|$)/i;
/** Into a commit already made: a fixup or an amend named with its commit, or a push that rewrites history safely. */
const REWRITES =
  /\b(?:fix-?up|amend|squash|fold)\s+(?:(?:it|this|that|them|the\s+(?:change|fix)s?)\s+)?(?:in(?:to)?|to)\s+(?:the\s+|that\s+)?(?:[\w-]+\s+)?commit\b|\bforce[- ]push(?:ed)?\s+with\s+(?:a\s+)?lease\b|--force-with-lease\b/i;
const ROUTE_MAX = 240;
/** A polite request asks for the route ("can you push directly to main"); any other question only asks about one. */
const REQUESTS = /^\W*(?:can|could|would|will) you (?:please |pls )?(?:push|merge|commit|land|ship)\b/i;

/** A sentence the user says to choose, not to ask or to blame ("why did you merge directly with no PR"). */
function chooses(sentence: string): boolean {
  const s = sentence.trim();
  return (DIRECT.test(s) || REWRITES.test(s)) && !s.endsWith('?') && (!ASKS.test(s) || REQUESTS.test(s));
}

/** The sentence of a short prompt that chooses to land the work directly, as the user's decision. */
export function shipRoute(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_MAX) return null;
  const said = sentences(t).find(chooses);
  if (!said) return null;
  return { text: oneLine(`The user chose how the work lands: "${said.trim()}"`, ROUTE_MAX), rejected: [] };
}
