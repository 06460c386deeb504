/**
 * A later prompt the user labels a correction of what they asked before ("Correction: If a node is idle + down then
 * mark it as down", after "…If states are idle AND down, then set the state to idle"): the corrected rule replaces the
 * earlier one, so it is the user's decision, and the next agent must not follow the first prompt's version of it.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';

/** "Correction:", "Small correction -", "One correction:" leading the prompt, and the words after it. */
const CORRECTION = /^\W*(?:(?:a|one|small|quick|minor)\s+)?correction\s*[:—–-]\s*(\S[\s\S]*)$/i;
const QUOTE_MAX = 240;
const WORDS_MIN = 10;

/** The correction the prompt states, as the user's decision; null for any other prompt or for a question. */
export function correctedInstruction(prompt: string): ExtractedDecision | null {
  const words = CORRECTION.exec(prompt.trim())?.[1]?.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (words.length < WORDS_MIN || words.endsWith('?')) return null;
  // A long correction is quoted by its first sentence, whole, or not at all.
  const said = words.length <= QUOTE_MAX ? words : (sentences(words)[0] ?? '');
  if (said.length < WORDS_MIN || said.length > QUOTE_MAX) return null;
  return { text: `The user corrected an earlier instruction: "${oneLine(said, QUOTE_MAX)}"`, rejected: [] };
}
