/**
 * A secret's noun and its value kept apart by an aside in brackets: the noun named in the aside ("Ledger 25th word
 * (passphrase) is <words>"), or an aside between the noun and the colon that hands the value over ("pw (scrambled
 * with rot47 so the bot ignores it): <value>"). The rules bind a noun to a value within one clause, and a bracket ends
 * it. The text is read once more with the brackets of a noun's aside taken out, and with an aside after a noun taken
 * out whole where a colon, `=` or "is" follows it; where each view character came from is kept.
 */
import { SECRET_NOUNS } from './secret-nouns.js';
import type { UnescapedView } from './unescaped-view.js';

/**
 * An aside of prose on one line (no bracket inside, up to 100 characters), then what hands a value over: a label's
 * colon or `=`, or "is".
 */
const ASIDE = /\(([^()\n\r\\]{1,100})\)(?=[ \t]*[:：=]|[ \t]+(?:is|was)[ \t])/g;
/** The last words before the aside (one to three) and the blank between. */
const WORDS_BEFORE = /((?:[\p{L}-]{1,30} ){0,2}[\p{L}-]{2,30})([ \t]?)$/u;

/** The text with each such aside's brackets, or the aside whole, taken out; null when it has none. */
export function asideView(text: string): UnescapedView | null {
  if (!text.includes('(')) return null;
  const cuts: [number, number][] = [];
  for (const m of text.matchAll(ASIDE)) {
    const open = m.index;
    const close = open + m[0].length;
    if (SECRET_NOUNS.has(m[1]!.trim().toLowerCase())) {
      cuts.push([open, open + 1], [close - 1, close]);
      continue;
    }
    // the aside says something about the secret the noun before it names: it goes, the blank before it too
    const nounEnd = nounEndingAt(text, open);
    if (nounEnd < 0 || !/\s/.test(m[1]!)) continue;
    cuts.push([nounEnd, close]);
  }
  return cuts.length === 0 ? null : without(text, cuts);
}

/** Where a noun of the lexicon ends that the last one to three words before `open` make, or -1. */
function nounEndingAt(text: string, open: number): number {
  const m = WORDS_BEFORE.exec(text.slice(wordsFrom(text, Math.max(0, open - 64), open), open));
  if (m === null) return -1;
  const words = m[1]!.toLowerCase().split(' ');
  for (let k = 0; k < words.length; k++) if (SECRET_NOUNS.has(words.slice(k).join(' '))) return open - m[2]!.length;
  return -1;
}

/**
 * Where WORDS_BEFORE's match in [from, to) can start at the earliest: after the last ASCII character it cannot hold (a
 * digit, a bracket, punctuation; a tab other than the last character). The regex tries each place of its window as a
 * start: the text of code before an aside is cut to its last words first. Characters past ASCII are left to the regex.
 */
function wordsFrom(text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) {
    const c = text.charCodeAt(i);
    if (!mayBeWordChar(c) && c !== 32 && !(c === 9 && i === to - 1)) return i + 1;
  }
  return from;
}

/**
 * The code unit may be part of a word WORDS_BEFORE reads (`[\p{L}-]`): an ASCII letter or `-`, or any code unit past
 * ASCII (the regex judges those).
 */
function mayBeWordChar(c: number): boolean {
  return c >= 128 || c === 45 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** `text` without the ranges `cuts` (in order, apart), each view character mapped to where it stood. */
function without(text: string, cuts: readonly [number, number][]): UnescapedView {
  const from = new Uint32Array(text.length + 1);
  const parts: string[] = [];
  let n = 0;
  let at = 0;
  for (const [s, e] of cuts) {
    parts.push(text.slice(at, s));
    for (let k = at; k < s; k++) from[n++] = k;
    at = e;
  }
  parts.push(text.slice(at));
  for (let k = at; k < text.length; k++) from[n++] = k;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
