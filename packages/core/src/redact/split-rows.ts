/**
 * A combined regex pass split into its rows, each run alone at the anchors that can start it. A combined pass tried at
 * an anchor tries every row of its alternation there: a common anchor of one row (the `:` of an Asana token, the `//`
 * of a URL) made each `:` of a JSON text run all of them.
 */
import { type AnchorCursor, FOLD } from './anchor-scan.js';
import { patternAnchors } from './anchor-table.js';

/** By the folded first character of an anchor: the rows (in the alternation's order) with an anchor starting so. */
export type RowsByFirst<M> = ({ member: M; sticky: RegExp }[] | undefined)[];

/**
 * Each row of a combined pass as its own pattern under the pass's flags; none for a pass that cannot be split. Rows with
 * a backreference (numbered by the whole alternation) or named groups (absent from the part of the combined match a
 * row's check reads) keep their pass one alternation.
 */
export function rowPatterns(re: RegExp, members: readonly { rule: { pattern: RegExp } }[]): RegExp[] {
  if (members.length < 2 || members.some(({ rule }) => /\\[1-9k]|\(\?<[^=!]/.test(rule.pattern.source))) return [];
  return members.map(({ rule }) => new RegExp(rule.pattern.source, re.flags));
}

/**
 * The rows of a combined pass by the first character of their anchors, each sticky; null when the pass runs as one
 * alternation. Tried in the alternation's order, the first row that matches at an anchor is the alternation's match
 * there, since a row can match only where one of its anchors starts.
 */
export function splitRows<M>(sticky: RegExp | null, rows: RegExp[], members: readonly M[]): RowsByFirst<M> | null {
  if (rows.length === 0 || sticky === null) return null;
  const anchors = rows.map(patternAnchors);
  if (anchors.some((a) => a === null)) return null;
  const byFirst: RowsByFirst<M> = new Array(128);
  members.forEach((member, j) => {
    const row = new RegExp(rows[j]!.source, `${rows[j]!.flags}y`);
    for (const first of new Set(anchors[j]!.map((a) => a.charCodeAt(0)))) (byFirst[first] ??= []).push({ member, sticky: row });
  });
  return byFirst;
}

/**
 * Every match of a split pass, as `accept` takes it, added to `out`: what the alternation finds run at each anchor.
 * The scan resumes where a run of the alternation would.
 */
export function matchRows<M, R>(byFirst: RowsByFirst<M>, anchors: AnchorCursor, text: string, accept: (member: M, m: RegExpExecArray) => R | null, out: R[]): void {
  for (let p = anchors.at(0); p >= 0; ) {
    const rows = byFirst[FOLD[text.charCodeAt(p)]!];
    let m: RegExpExecArray | null = null;
    let k = 0;
    for (; rows !== undefined && k < rows.length && m === null; k++) {
      const { sticky } = rows[k]!;
      sticky.lastIndex = p;
      m = sticky.exec(text);
    }
    let from = p + 1;
    if (m !== null && m[0].length > 0) {
      const found = accept(rows![k - 1]!.member, m);
      if (found !== null) out.push(found);
      // as a run of the alternation: a rejected short match may hide another rule's match starting inside it
      if (found !== null || m[0].length > 256) from = p + m[0].length;
    }
    p = anchors.at(from);
  }
}
