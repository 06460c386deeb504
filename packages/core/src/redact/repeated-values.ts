/**
 * A secret found once is redacted wherever else it stands in the same text: where a tool repeats it without the
 * context that gave it away (a screenshot's file name made from its caption, `y_cyfrinair_yw_<value>.png`; the alt
 * text of an image whose caption named the password; a command echoed back in its error) it is still the secret.
 */
import type { Ranked } from './passes.js';

/** Shorter values are words that may stand elsewhere by chance; the rules found them in context only. */
const MIN_REPEAT = 8;
/**
 * Each value looked for costs a search of the whole text: a text with many findings (a dump of secrets) has each one
 * in its own context already, so the search stops at this many distinct values.
 */
const MAX_VALUES = 16;

/** Every other place a value of `found` (sorted, disjoint) stands whole in `text`, named by the rule that found it. */
export function withRepeats(text: string, found: Ranked[]): Ranked[] {
  if (found.length === 0) return found;
  const more: Ranked[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const value = text.slice(f.start, f.end);
    if (value.length < MIN_REPEAT || seen.has(value)) continue;
    if (seen.size >= MAX_VALUES) break;
    seen.add(value);
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      if (!covered(found, at, at + value.length) && wholeAt(text, at, at + value.length)) more.push({ ...f, start: at, end: at + value.length });
    }
  }
  return more;
}

/** A found span already covers [start, end) (found is sorted by start). */
function covered(found: readonly Ranked[], start: number, end: number): boolean {
  return found.some((f) => f.start <= start && f.end >= end);
}

/** No letter or digit goes on either side: the value stands whole, not inside a longer run. */
function wholeAt(text: string, start: number, end: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text.charAt(start - 1)) && !/[\p{L}\p{N}]/u.test(text.charAt(end));
}
