import { anchorsOf } from './anchors.js';
import { PRECOMPUTED } from './anchors.generated.js';

let table: Map<string, readonly string[] | null> | null = null;

/**
 * The anchors of a pattern of the rule table (see anchorsOf), looked up in the table computed when the rules last
 * changed (anchors.generated.ts): reading them off ~18 kB of regex source was most of what the first redaction of
 * every run cost, since that parser runs once per process, in the interpreter. A pattern the table does not hold
 * under its exact flags and source is read as before, so a stale table costs time, never a missed match.
 */
export function patternAnchors(re: RegExp): readonly string[] | null {
  table ??= new Map(PRECOMPUTED);
  const known = table.get(anchorKey(re));
  return known === undefined ? anchorsOf(re) : known;
}

/** What the anchors of a pattern depend on: its flags and its source. */
export function anchorKey(re: RegExp): string {
  return `${re.flags}/${re.source}`;
}
