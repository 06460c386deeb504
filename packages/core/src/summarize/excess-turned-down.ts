/**
 * The user turns an offered approach down as more than the work needs ("The quality evaluation harness is a bit too
 * much … you are overengineering too early"): the next agent must not build it now. The approach is named as the
 * subject, and the message answered proposed it (a step of its list, or a sentence that suggests it): "the output is
 * too much" about a log the agent printed turns no way of working down.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { contentWords, sameWord } from './offered-options.js';

/** "<the thing> is (a bit) too much / overkill / overengineered": the subject, of a few words, before the verdict. */
const TOO_MUCH =
  /^\W*(?:the|that|this|a|an|your)\s+((?:[\w-]+\s+){0,5}?[\w-]{3,})\s+(?:is|are|seems|feels|sounds|looks)\s+(?:(?:a bit|a little|way|far|much|probably|just|still)\s+)?(?:too much|too heavy|too complex|overkill|over-?engineered|over-?engineering)\b/i;
/** A prompt this long is a pasted plan or report: its sentences describe, they turn nothing down. */
const PROMPT_MAX = 600;
const RULING_MAX = 240;
/** A line of the answered message that proposes: a list item or heading, or a sentence that suggests or plans. */
const PROPOSING = /^\s*(?:\d+[.)]|[-*•]|#{1,6})\s|\b(?:i['’]d|i would|i suggest|i propose|i recommend|we could|we should|next steps?|option)\b/i;

/** The sentence of a prompt that turns an offered approach down as too much, as the user's decision. */
export function excessTurnedDown(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (offered === null || t.length > PROMPT_MAX) return null;
  for (const said of sentences(t)) {
    const subject = TOO_MUCH.exec(said)?.[1];
    if (subject === undefined || said.trim().endsWith('?') || !proposed(subject, offered)) continue;
    return { text: oneLine(`The user turned down ${subject.trim()} as too much for now: "${said.trim()}"`, RULING_MAX), rejected: [{ option: subject.trim(), reason: 'too much for now' }], byUser: true };
  }
  return null;
}

/** The answered message proposed the thing: a proposing line of it names the subject's head (its last content word). */
function proposed(subject: string, offered: string): boolean {
  const head = contentWords(subject).pop();
  if (head === undefined) return false;
  return offered.split('\n').some((line) => PROPOSING.test(line) && contentWords(line).some((w) => sameWord(w, head)));
}
