/**
 * The words a row's guard needs, read off the guard's source, so the one anchor scan answers for it: a guard is a test
 * of the whole text (`text.includes('ldap') || text.includes('-password')`, `/community|snmp/i.test(text)`), and
 * running it on every text cost as much as the row itself. A text that holds none of the words (in any ASCII case)
 * cannot pass the guard, so the row is skipped without it; where one is there, the guard still decides.
 */
import { patternAnchors } from './anchor-table.js';
import type { Needs } from './rule-types.js';

/** `(text) => body`: the parameter and the body of an arrow function's source. */
const ARROW = /^\(?(\w+)\)?\s*=>\s*([^]*)$/;
/** `text.includes("word")` (printable ASCII, no quote or backslash). */
const INCLUDES = /^(\w+)\.includes\((?:"([ -!#-\[\]-~]*)"|'([ -&(-\[\]-~]*)')\)$/;
/** `/pattern/flags.test(text)`, the pattern without an unescaped `/` (one inside a class is not read). */
const TEST = /^\/((?:[^/\\\n]|\\.)+)\/([dgimsuy]*)\.test\((\w+)\)$/;

/**
 * The words (lower case, 2+ printable ASCII characters) one of which every text the guard passes holds, or undefined
 * when its source is not a `||` of such tests or some part has no such word (a one-character literal, a pattern that
 * may match anywhere).
 */
export function guardNeeds(source: string): Needs | undefined {
  const arrow = ARROW.exec(source);
  if (arrow === null) return undefined;
  const words: string[] = [];
  for (const part of arrow[2]!.split('||')) {
    const found = partWords(part.trim(), arrow[1]!);
    if (found === undefined) return undefined;
    words.push(...found);
  }
  return words.length > 0 && words.every(isNeedWord) ? [...new Set(words)] : undefined;
}

/** The words of one test of the parameter `param`: a literal it includes, or the anchors of a pattern it tests. */
function partWords(part: string, param: string): readonly string[] | undefined {
  const includes = INCLUDES.exec(part);
  if (includes !== null) return includes[1] === param ? [(includes[2] ?? includes[3]!).toLowerCase()] : undefined;
  const tested = testedPattern(part, param);
  return tested === undefined ? undefined : (patternAnchors(tested) ?? undefined);
}

/**
 * The patterns a guard tests, as guardNeeds reads them: the anchor table (anchors.generated.ts) holds theirs too, so a
 * run reads no guard's pattern source.
 */
export function testedPatterns(source: string): RegExp[] {
  const arrow = ARROW.exec(source);
  if (arrow === null) return [];
  return arrow[2]!.split('||').flatMap((part) => testedPattern(part.trim(), arrow[1]!) ?? []);
}

/** The pattern of `/pattern/flags.test(param)`, without its `g`, or undefined for another test. */
function testedPattern(part: string, param: string): RegExp | undefined {
  const test = TEST.exec(part);
  // (a sticky pattern tests one place only: its anchors say nothing about the rest of the text)
  if (test === null || test[3] !== param || test[2]!.includes('y')) return undefined;
  return new RegExp(test[1]!, test[2]!.replace('g', ''));
}

/** What the anchor scan can find as a need: two or more printable ASCII characters, folded. */
function isNeedWord(w: string): boolean {
  return w.length >= 2 && /^[\x20-\x7e]+$/.test(w) && w === w.toLowerCase();
}
