/**
 * How the work is cut into commits, when the user overrules the cut the assistant proposed: "Want me to commit? I'd
 * split it four ways — the colour-context fix, …" answered "create one commit as fix for the data functionality", or
 * "I'll commit the lot together" answered "make separate commits per fix". The history the user asked for is a
 * choice between two named ways, and the next agent must not re-split or squash it. A prompt that only says "commit",
 * or that repeats the proposed cut, overrules nothing.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

const COUNT = String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|\d{2})`;
/** The assistant proposes several commits: "split it four ways", "as three commits", "separate commits", "commit them separately". */
const PROPOSES_SPLIT = new RegExp(
  String.raw`\b(?:split\s+(?:it|this|them|these|the\s+\w+)?\s*(?:into\s+)?${COUNT}\s+(?:ways|commits|groups)|${COUNT}\s+(?:separate\s+|focused\s+|logical\s+|atomic\s+)?commits|separate\s+commits|commit\w*\s+(?:them|each|these)\s+separately)\b`,
  'i',
);
/** The assistant proposes one commit: "commit the lot together", "as a single commit", "in one commit". */
const PROPOSES_ONE = /\b(?:commit\w*\s+(?:the\s+lot|it\s+all|everything|them\s+all|all\s+of\s+(?:it|them))\s+together|(?:as|in(?:to)?)\s+(?:a\s+single|one)\s+commit)\b/i;
/** The user asks for one commit: "create one commit", "a single commit", "squash them", "commit it all together". */
const WANTS_ONE = /\b(?:(?:one|a\s+single|single)\s+(?:\w+\s+)?commit\b|squash\b|commit\s+(?:it|them|everything)\s+(?:all\s+)?together\b)/i;
/** The user asks for several: "separate commits", "one commit per fix", "split it into commits". */
const WANTS_SPLIT = /\b(?:separate\s+commits|one\s+commit\s+(?:per|for\s+each)\b|(?:split|break)\s+(?:it|this|them)\s+(?:up\s+)?into\s+(?:\w+\s+)?commits|commit\s+(?:them|each)\s+separately)\b/i;
const PROPOSAL_MAX = 200;

/** The sentence of the assistant's message that proposes the cut. */
function proposal(offered: string, proposes: RegExp): string | null {
  const said = sentences(offered.replace(/[*`_]/g, '')).find((s) => proposes.test(s));
  return said ? oneLine(said, PROPOSAL_MAX) : null;
}

/** The user's cut of the commits against the one the assistant proposed, or null. */
export function commitGroupingChosen(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > USER_MAX || t.endsWith('?')) return null;
  const split = WANTS_ONE.test(t) ? proposal(offered, PROPOSES_SPLIT) : null;
  const one = !split && WANTS_SPLIT.test(t) ? proposal(offered, PROPOSES_ONE) : null;
  const turnedDown = split ?? one;
  if (!turnedDown) return null;
  const way = split ? 'one commit' : 'separate commits';
  return {
    text: oneLine(`The user chose ${way} over the assistant's proposed cut ("${turnedDown}"): "${t}"`, DECISION_MAX),
    rejected: [{ option: turnedDown, reason: null }],
  };
}
