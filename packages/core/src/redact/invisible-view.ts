/**
 * A value with invisible characters inside it (`s3adSoqT\u200blT04…`: a key copied out of a PDF or a chat, or hidden
 * on purpose): read with them taken out, so the rules see the value a person would paste. Only characters of zero
 * width between two letters or digits are taken (an emoji's joiner stands between symbols and stays).
 */
import { replacedView, type UnescapedView } from './unescaped-view.js';

/** Zero-width space, non-joiner, joiner, word joiner and soft hyphen, inside a word of ASCII letters and digits. */
const INSIDE_WORD = /(?<=[A-Za-z0-9])[\u00ad\u200b-\u200d\u2060]+(?=[A-Za-z0-9])/g;
/** The same, not global: a test leaves no `lastIndex` behind for matchAll to start from. */
const ONE_INSIDE_WORD = new RegExp(INSIDE_WORD.source);
/** Any of them: a class alone, which the engine searches for far faster than the pattern with its lookarounds. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060]/;

export function invisibleView(text: string): UnescapedView | null {
  if (!INVISIBLE.test(text)) return null;
  if (!ONE_INSIDE_WORD.test(text)) return null;
  return replacedView(text, INSIDE_WORD, () => '');
}
