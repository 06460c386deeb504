/**
 * A secret found once is redacted wherever else it stands in the same text: where a tool repeats it without the
 * context that gave it away (a screenshot's file name made from its caption, `y_cyfrinair_yw_<value>.png`; the alt
 * text of an image whose caption named the password; a command echoed back in its error) it is still the secret.
 */
import type { Ranked } from './passes.js';
import { ToldValues } from './told-values.js';

/**
 * Each value looked for adds to the cost of searching the whole text: a text with many findings (a dump of secrets)
 * has most of them in their own context already, so the search looks for this many distinct values at most.
 */
const MAX_VALUES = 64;

/** Every other place a value of `found` (sorted, disjoint) stands whole in `text`, named by the rule that found it. */
export function withRepeats(text: string, found: Ranked[]): Ranked[] {
  if (found.length === 0) return found;
  const told = new ToldValues(MAX_VALUES);
  const ranks = new Map<string, number>();
  for (const f of found) {
    told.add(text.slice(f.start, f.end), f.rule);
    if (!ranks.has(f.rule)) ranks.set(f.rule, f.rank);
  }
  const more: Ranked[] = [];
  for (const s of told.spansIn(text)) {
    if (!covered(found, s.start, s.end)) more.push({ ...s, rank: ranks.get(s.rule)! });
  }
  return more;
}

/** A found span already covers [start, end) (found is sorted by start). */
function covered(found: readonly Ranked[], start: number, end: number): boolean {
  return found.some((f) => f.start <= start && f.end >= end);
}
