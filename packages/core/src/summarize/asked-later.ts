/**
 * Steps the user asked for in order ("sort the lint out first, then get to the review comments"): when the assistant's
 * last message leaves the later step for another turn ("Ready for the review comments whenever you are"), what was
 * asked is not all done, whatever passed before it.
 */
import { oneLine, sentences } from './clip.js';
import { contentWords, sameWord } from './offered-options.js';

const LATER = /\b(?:then|after that|afterwards|once (?:that'?s|this is|it'?s) (?:done|fixed|green|passing))\b[,:]?\s+(.{6,200})/i;
const WAITING =
  /\b(?:ready (?:for|to)|whenever you(?:'re| are)(?: ready)?|when you(?:'re| are) ready|shall i (?:now )?(?:move on|proceed|continue|start)|moving on to|next up)\b/i;

/** The later step the user asked for, as they put it, when the last message defers it by name; else null. */
export function deferredAskedStep(prompt: string, lastMessage: string): string | null {
  const later = LATER.exec(prompt)?.[1];
  if (!later) return null;
  const waiting = sentences(lastMessage).find((s) => WAITING.test(s));
  if (!waiting) return null;
  return namesWordsOf(later, waiting) ? oneLine(later, 120) : null;
}

/** `said` names what `asked` is about: two of its content words (or all, when it has fewer), a suffix aside. */
export function namesWordsOf(asked: string, said: string): boolean {
  const wanted = contentWords(asked);
  const words = contentWords(said);
  const named = wanted.filter((w) => words.some((x) => sameWord(w, x)));
  return wanted.length > 0 && named.length >= Math.min(2, wanted.length);
}
