/**
 * A password read out one character at a time, each said as a word and the words joined by commas: "capital Q, seven,
 * at sign, lowercase m, a, r, l" (voice dictation), "capital F, j, o, r, d, 9, 7, exclamation mark" (spelled for a
 * colleague). Each character is alone between commas, its case said before it; prose lists words, not single
 * characters with their case, so a case word in a comma run of six characters or more says it.
 */
import type { RawMatch } from './rule-types.js';

/** The case words a spoken run holds (the anchors of this scan). */
export const CASE_WORDS = ['capital', 'uppercase', 'lowercase', 'upper case', 'lower case', 'big ', 'little '];

const CASE = '(?:capital|upper[ -]?case|lower[ -]?case|small|big|little)';
const DIGIT = '(?:zero|one|two|three|four|five|six|seven|eight|nine|niner)';
const SYMBOL =
  '(?:at(?: sign)?|hash|pound(?: sign)?|dollar(?: sign)?|percent(?: sign)?|ampersand|star|asterisk|plus(?: sign)?|equals(?: sign)?|' +
  'exclamation(?: mark| point)?|bang|question mark|underscore|dash|hyphen|minus|dot|period|tilde|caret|slash|backslash|colon|semicolon)';
/**
 * One character said: a letter (its case before it or not), a digit, a digit's or a symbol's name; or a whole word
 * of the password said as one ("big R, obelisk, dash, eight": a passphrase's word among its characters).
 */
const ITEM = `(?:${CASE}[ \\t]+[A-Za-z]|${DIGIT}|${SYMBOL}|[A-Za-z0-9]|[a-z]{3,12})`;
/** An item that is one character: alone, or a digit's or a symbol's name. */
const CHAR_ITEM = new RegExp(`^(?:[A-Za-z0-9]|${DIGIT}|${SYMBOL})$`, 'i');
const RUN = new RegExp(`(?<![\\w-])${ITEM}(?:[ \\t]*,[ \\t]*${ITEM}){5,63}(?![\\w-])`, 'gi');
const CASED = new RegExp(`(?<![\\w-])${CASE}[ \\t]+[A-Za-z](?![\\w-])`, 'gi');
const CASED_AT = new RegExp(`${CASE}[ \\t]+[A-Za-z](?![\\w-])`, 'iy');

/** How far before the case word its run may start, and after it end. */
const BACK = 160;
const REACH = 400;

/**
 * Single characters, not a list of words: a cased letter and three bare characters or more, and not the alphabet in
 * order ("capital A, B, C, D, E, F": columns, options).
 */
function spokenRun(run: string): boolean {
  if ((run.match(CASED) ?? []).length < 1) return false;
  const chars = run.split(',').map((item) => item.trim().slice(-1).toLowerCase());
  if (chars.every((c, i) => i === 0 || c.charCodeAt(0) === chars[i - 1]!.charCodeAt(0) + 1)) return false;
  return run.split(',').filter((item) => CHAR_ITEM.test(item.trim())).length >= 3;
}

export function scanSpokenChars(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    // a case word says a character only with one letter after it ("big R", not "big deal"): most are passed over here
    CASED_AT.lastIndex = p;
    if (!CASED_AT.test(text)) continue;
    const from = Math.max(after, p - BACK);
    const window = text.slice(from, p + REACH);
    RUN.lastIndex = 0;
    for (let m = RUN.exec(window); m !== null; m = RUN.exec(window)) {
      if (!spokenRun(m[0])) continue;
      out.push({ rule: 'generic-secret', start: from + m.index, end: from + m.index + m[0].length });
      after = from + m.index + m[0].length;
    }
    after = Math.max(after, p + 1);
  }
  return out;
}
