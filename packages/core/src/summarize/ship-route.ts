/**
 * How the user wants the work to land: straight onto the branch rather than through a pull request ("pelase push
 * directly to main", "…no longer needed, can merge directly", "commit to main, no PR"), or, said the other way, not
 * ("don't push directly to main"). Either way the next agent must not take the route the user ruled out.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { ASKS, USER_MAX } from './user-statements.js';

const DIRECT =
  /\b(?:push|merge|commit|land|ship)\s+(?:(?:it|this|that|them|these|everything|the\s+\w+)\s+)?(?:directly|straight)\b|(?:^|[,;(]\s*|\b(?:and|but)\s+)(?:no|without\s+an?|skip\s+the)\s+(?:PR|pull request)(?:\s+(?:needed|necessary|required))?\s*(?:[,;.)!]|$)/i;
const ROUTE_MAX = 240;
/** A polite request asks for the route ("can you push directly to main"); any other question only asks about one. */
const REQUESTS = /^\W*(?:can|could|would|will) you (?:please |pls )?(?:push|merge|commit|land|ship)\b/i;

/** A sentence the user says to choose, not to ask or to blame ("why did you merge directly with no PR"). */
function chooses(sentence: string): boolean {
  const s = sentence.trim();
  return DIRECT.test(s) && !s.endsWith('?') && (!ASKS.test(s) || REQUESTS.test(s));
}

/** The sentence of a short prompt that chooses to land the work directly, as the user's decision. */
export function shipRoute(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_MAX) return null;
  const said = sentences(t).find(chooses);
  if (!said) return null;
  return { text: oneLine(`The user chose how the work lands: "${said.trim()}"`, ROUTE_MAX), rejected: [] };
}
