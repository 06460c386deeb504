/**
 * The rule table planned into passes: a scan rule is a pass of its own, a regex rule runs alone or combined with the
 * rules of its `combine` kind into one alternation, each keeping its own capture groups (Member.base, width).
 */
import { patternAnchors } from './anchor-table.js';
import type { RegexRule, Rule, ScanRule } from './rules.js';
import { rowPatterns, splitRows, type RowsByFirst } from './split-rows.js';

export interface Member {
  rule: RegexRule;
  rank: number;
  /** Index of the capture group wrapping this rule inside a combined pattern; 0 when the rule runs alone. */
  base: number;
  /** Number of capture groups of the rule's own pattern. */
  width: number;
}

export interface RegexPass {
  re: RegExp;
  members: Member[];
  /** The literals every match starts with (anchors.ts), or null. */
  anchors: readonly string[] | null;
  /** The same pattern, sticky: run at each anchor; null when the pattern has no anchors (it scans the whole text). */
  sticky: RegExp | null;
  /**
   * Of a combined pass with anchors, by the folded first character of an anchor: the rows (in the alternation's order)
   * with an anchor starting so, each as its own pattern, sticky (splitRows). Null: the pass runs as one alternation.
   */
  byFirst: RowsByFirst<Member> | null;
}

export type Pass = { scan: ScanRule; rank: number } | RegexPass;

export function plan(rules: Rule[]): Pass[] {
  const passes: Pass[] = [];
  const groups = new Map<string, { rule: RegexRule; rank: number }[]>();
  rules.forEach((rule, rank) => {
    if ('scan' in rule) passes.push({ scan: rule, rank });
    else if (rule.combine !== undefined) groups.set(rule.combine, [...(groups.get(rule.combine) ?? []), { rule, rank }]);
    else passes.push(regexPass(rule.pattern, [{ rule, rank, base: 0, width: groupCount(rule.pattern) }]));
  });
  for (const [kind, rows] of groups) {
    const members: Member[] = [];
    let next = 1;
    for (const { rule, rank } of rows) {
      const width = groupCount(rule.pattern);
      members.push({ rule, rank, base: next, width });
      next += width + 1;
    }
    const source = rows.map(({ rule }) => `(${rule.pattern.source})`).join('|');
    passes.unshift(regexPass(new RegExp(source, kind === 'tokens' ? 'g' : 'gdi'), members));
  }
  return passes;
}

function regexPass(re: RegExp, members: Member[]): RegexPass {
  const anchors = patternAnchors(re);
  const pass: RegexPass = { re, members, anchors, sticky: anchors === null ? null : new RegExp(re.source, `${re.flags}y`), byFirst: null };
  pass.byFirst = splitRows(pass.sticky, rowPatterns(pass.re, pass.members), pass.members);
  return pass;
}

/**
 * From where it starts, the source up to and including the next capture group's `(`: escapes, classes and `(` that
 * open no group (`(?:`, lookarounds) are passed whole. The lookahead and its backreference make the run atomic, so
 * the `(` it ends at is never one of those given back.
 */
const TO_NEXT_GROUP = /(?=((?:\\[^]|\[(?:\\[^]|[^\]\\])*\]|\(\?(?!<(?![=!]))|[^\\[(])*))\1\(/y;

/**
 * The capture groups of `re`, counted on its source (`(`, `(?<name>`; not `(?:`, lookarounds, escapes or `(` in a
 * class): compiling every pattern of the table to count them cost more than the rest of the table's compilation, and
 * walking the sources a character at a time in the interpreter (the table is compiled once per process) cost a
 * quarter of it, where one regex walks them natively.
 */
export function groupCount(re: RegExp): number {
  const src = re.source;
  let n = 0;
  TO_NEXT_GROUP.lastIndex = 0;
  while (TO_NEXT_GROUP.test(src)) n++;
  return n;
}
