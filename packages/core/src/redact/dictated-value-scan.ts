/**
 * A secret dictated as words, its symbols said aloud ("biscuit dash cobalt dash walnut", "tiger underscore 42
 * underscore moon"): read out over the phone, or typed as heard. Prose names a dash or an underscore now and then,
 * but never twice in a row between single words; two spoken separators in one run of words say it.
 */
import type { RawMatch } from './rule-types.js';

/** The spoken separators two of which a dictated run holds (the anchors of this scan). */
export const DICTATED_WORDS = ['dash', 'hyphen', 'underscore'];

/** A word of the value: letters (not `em`, `en`, `a`), or a number. */
const WORD = '(?:[A-Za-z]{3,16}|[0-9]{1,8})';
/** A symbol said aloud between two words. */
const SPOKEN = '(?:dash|hyphen|underscore|dot|hash|plus|star)';
const RUN = new RegExp(`(?<![\\w-])${WORD}(?:[ \\t]+${SPOKEN}[ \\t]+${WORD}){2,10}(?![\\w-])`, 'gi');
const SEPARATOR = /[ \t](?:dash|hyphen|underscore)[ \t]/gi;
const SPOKEN_AT = /^[ \t](?:dash|hyphen|underscore)[ \t]/i;

/** How far before a spoken separator its run may start, and after it end. */
const BACK = 40;
const REACH = 300;

export function scanDictatedValues(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    // the separator as a word of its own, between blanks (not `dashboard`, `--dash`, `snake_underscore`)
    if (p < after || !SPOKEN_AT.test(text.slice(p - 1, p + 12))) continue;
    const from = Math.max(after, p - BACK);
    const window = text.slice(from, p + REACH);
    RUN.lastIndex = 0;
    for (let m = RUN.exec(window); m !== null; m = RUN.exec(window)) {
      if ((m[0].match(SEPARATOR) ?? []).length < 2) continue;
      out.push({ rule: 'generic-secret', start: from + m.index, end: from + m.index + m[0].length });
    }
    after = p + REACH;
  }
  return out;
}
