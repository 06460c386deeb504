/**
 * The user rules that a problem they or the agent reported is none ("The invert power line bug I talked about is not a
 * bug, that's an issue in the team configuration file"): the fix for it is turned down, and the next agent must not
 * take it up again. The problem is named as the subject; "it's not a bug" alone says too little to carry.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { ASKS } from './user-statements.js';

const NOT_A_PROBLEM =
  /^\W*(?:the|that|this|my|our|your)\s+(?:\S+\s+){1,12}?(?:is|was)\s*(?:not|n['’]t)\s+(?:actually\s+|really\s+)?(?:a\s+(?:real\s+)?(?:bug|problem|defect|regression)|an\s+(?:actual\s+)?issue)\b/i;
/** A pasted report or plan is no ruling: its sentences describe. */
const PROMPT_MAX = 600;
const RULING_MAX = 240;

/** The sentence of a prompt that dismisses a named problem, as the user's decision. */
export function dismissedProblem(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > PROMPT_MAX) return null;
  const said = sentences(t).find((s) => NOT_A_PROBLEM.test(s) && !s.trim().endsWith('?') && !ASKS.test(s.trim()));
  if (!said) return null;
  return { text: oneLine(`The user ruled it out: "${said.trim()}"`, RULING_MAX), rejected: [] };
}
