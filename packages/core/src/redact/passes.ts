/**
 * The rule table compiled into passes and run over a text: what every rule matches, before merging. One scan finds
 * the literal anchors of every regex rule (anchors.ts); each regex rule then runs only where its anchors are.
 */
import { AnchorCursor, AnchorIndex, cursorChars } from './anchor-scan.js';
import { matchRows } from './split-rows.js';
import { base64Scan, STRIDE as BASE64_STRIDE } from './base64-scan.js';
import { CHAR_CODE_WORDS } from './char-code-view.js';
import { decodedViews } from './decoded-views.js';
import { guardNeeds } from './guard-needs.js';
import { jsonEscapeView } from './json-escape-view.js';
import { plan, type Member, type Pass, type RegexPass } from './pass-plan.js';
import { RULES, type RawMatch, type RegexRule } from './rules.js';
import type { Needs } from './rule-types.js';
import { preconditionsOf, ScanGate, singlesWays } from './scan-preconditions.js';
import { isLeftBoundary } from './scan-util.js';

export interface Ranked extends RawMatch {
  rank: number;
}

/**
 * The rule table compiled into passes. Rows marked `combine` share one alternation per kind (provider tokens;
 * context rules): V8 runs one alternation far faster than many single passes, and short inputs (one JSONL line
 * at a time) pay the per-pass overhead once. Compiled on first use: a command that redacts nothing never pays for it.
 */
interface Compiled {
  /** The passes of the rule table. */
  direct: Pass[];
  /** The same, then base64 runs decoded and scanned again with the direct passes (one level deep). */
  passes: Pass[];
  /** Every anchor of every pass (indexed by the pass's place in `passes`; direct passes have the same places). */
  anchors: AnchorIndex;
  hasNeeds: boolean[];
  /** Per pass, the slot of its guard among the distinct guards (guardSlots), or -1. */
  guardSlot: number[];
  guardCount: number;
  /** Per pass, 1 when it can match only at its scanned anchors (no one-character ones, no whole-text scan). */
  anchoredOnly: Uint8Array;
  /** Per pass, the characters of its one-character anchors (cursorChars). */
  chars: string[][];
  /** One bit per pass that may run in a text where no anchor of any pass is found (no needs, not anchored only). */
  always: Uint32Array;
  /** What each pass needs of a text where none of its anchors of two or more characters is (scan-preconditions.ts). */
  gate: ScanGate;
}

let compiled: Compiled | null = null;

function tables(): Compiled {
  if (compiled !== null) return compiled;
  const direct = plan(RULES);
  const passes: Pass[] = [...direct, { scan: { id: 'base64-secret', scan: base64Scan((decoded) => holdsSecret(decoded)) }, rank: RULES.length }];
  const { slots, count } = guardSlots(passes);
  // a guard's needs are read off its source (guard-needs.ts): once per pass
  const needs = passes.map(needsOf);
  const anchors = indexAnchors(passes, needs);
  const anchoredOnly = Uint8Array.from(passes, (pass, k) => ('scan' in pass || pass.sticky === null || anchors.singles[k] !== '' ? 0 : 1));
  const hasNeeds = needs.map((n) => n !== undefined);
  const always = new Uint32Array((passes.length + 31) >>> 5);
  passes.forEach((_, k) => {
    if (anchoredOnly[k] === 0 && !hasNeeds[k]) always[k >>> 5] = always[k >>> 5]! | (1 << (k & 31));
  });
  const chars = anchors.singles.map(cursorChars);
  // What a text must hold for each pass to be worth calling: a scan's own preconditions, a sticky regex pass one of
  // its one-character anchors (its longer ones are found by the anchor scan), the base64 pass a run of its stride.
  const ways = direct.map((pass, k) => ('scan' in pass ? preconditionsOf(pass.scan.scan) : pass.sticky === null ? [] : singlesWays(chars[k]!)));
  const gate = new ScanGate([...ways, [{ run: BASE64_STRIDE }]]);
  compiled = { direct, passes, anchors, hasNeeds, guardSlot: slots, guardCount: count, anchoredOnly, chars, always, gate };
  return compiled;
}

/** A guard that reads nothing but its text and literals (`(text) => text.includes("@")`): its source is its meaning. */
const PURE_GUARD = /^\(?(\w+)\)?\s*=>\s*(?:\1\.includes\((?:"[^"\\]*"|'[^'\\]*')\)|\/(?:[^/\\\n]|\\.)+\/[dimsuy]*\.test\(\1\))$/;

/**
 * Rows share guards (the quoted and bare forms of one flag, the same `@` test in several tables): a guard is a pure
 * test on the whole text, so one answer per text serves every row that has it. Guards are the same when they are the
 * same function, or pure ones with the same source.
 */
function guardSlots(passes: Pass[]): { slots: number[]; count: number } {
  const ids = new Map<unknown, number>();
  const slots = passes.map((pass) => {
    const rule = 'scan' in pass || pass.members.length !== 1 ? undefined : pass.members[0]!.rule;
    const guard = rule?.guard ?? rule?.guardAt;
    if (guard === undefined) return -1;
    const src = guard.toString();
    const key = PURE_GUARD.test(src) ? src : guard;
    let slot = ids.get(key);
    if (slot === undefined) ids.set(key, (slot = ids.size));
    return slot;
  });
  return { slots, count: ids.size };
}

/**
 * Every match of every rule in `text`, added to `out`. Returns whether `text` holds a word of code that spells a
 * string in character codes (char-code-view.ts), in some case: the same anchor scan answers, so the view need not
 * search the text for each of its words again (it makes its own exact test when one is there).
 */
export function scanAll(text: string, out: Ranked[]): boolean {
  const t = tables();
  const touched: number[] = [];
  const hits = t.anchors.scan(text, touched);
  const guards = new Int8Array(t.guardCount);
  for (const k of runnable(t, text, hits, touched)) run(t, k, text, hits, out, guards);
  const spells = hits[charCodeSlot(t)]!.length > 0;
  t.anchors.release(hits, touched);
  return spells;
}

/** The anchor scan's slot for CHAR_CODE_WORDS: after each pass's own anchors and its needs. */
function charCodeSlot(t: Compiled): number {
  return 2 * t.passes.length;
}

/**
 * The passes that may run on a text (mayRun), in pass order: of those that need no anchor and those an anchor or a
 * needed word was found for (`touched`: the anchor scan's slots, a pass's needs at passes.length + its place). Most
 * passes find no anchor in a text: they are not looked at one by one; of the rest, a scan rule that `text` cannot
 * give anything to find (too short, or without the character its loop searches for: t.gate) is not called.
 */
function runnable(t: Compiled, text: string, hits: readonly (readonly number[])[], touched: readonly number[]): number[] {
  t.gate.read(text);
  const bits = t.always.slice();
  const count = t.passes.length;
  for (let q = 0; q < touched.length; q++) {
    if (touched[q]! >= 2 * count) continue; // a slot of no pass (charCodeSlot)
    const k = touched[q]! % count;
    bits[k >>> 5] = bits[k >>> 5]! | (1 << (k & 31));
  }
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let b = bits[w]!; b !== 0; b &= b - 1) {
      const k = (w << 5) + 31 - Math.clz32(b & -b); // the lowest bit set
      if (mayRun(t, k, hits) && (hits[k]!.length > 0 || t.gate.allows(k, text.length))) out.push(k);
    }
  }
  return out;
}

/**
 * The pass can match `text`: its needs are there, and a pass that matches only at its anchors has some. Most passes
 * have none in most texts: a short text (one JSON value) is done with them here, not by a call into `run` each.
 * A pass's `needs` are registered after the passes' own anchors, at passes.length + its place.
 */
function mayRun(t: Compiled, k: number, hits: readonly (readonly number[])[]): boolean {
  return (t.anchoredOnly[k] === 0 || hits[k]!.length > 0) && (!t.hasNeeds[k] || hits[t.passes.length + k]!.length > 0);
}

/**
 * Decoded base64 is judged as the text itself is: as it reads, and through each decoded view of it (escapes, character
 * codes), so an encoding inside the encoding hides nothing.
 */
function holdsSecret(decoded: string): boolean {
  if (holdsDirectly(decoded)) return true;
  const escaped = jsonEscapeView(decoded);
  return (escaped !== null && holdsDirectly(escaped.text)) || decodedViews(decoded).some((view) => holdsDirectly(view.text));
}

function holdsDirectly(text: string): boolean {
  const t = tables();
  const raw: Ranked[] = [];
  const touched: number[] = [];
  const hits = t.anchors.scan(text, touched);
  const guards = new Int8Array(t.guardCount);
  for (const k of runnable(t, text, hits, touched)) {
    if (k >= t.direct.length || raw.length > 0) break;
    run(t, k, text, hits, raw, guards);
  }
  t.anchors.release(hits, touched);
  return raw.length > 0;
}

function indexAnchors(passes: Pass[], needsByPass: readonly (Needs | undefined)[]): AnchorIndex {
  const index = new AnchorIndex(2 * passes.length + 1);
  index.add(2 * passes.length, CHAR_CODE_WORDS, true);
  passes.forEach((pass, k) => {
    if (!('scan' in pass) && pass.anchors !== null) index.add(k, pass.anchors, false, startsAfterBlank(pass.re.source));
    const needs = needsByPass[k];
    if (needs === undefined) return;
    // the scan finds words of two or more characters, compared in lower case
    if (needs.some((w) => w.length < 2 || w !== w.toLowerCase() || /[^\x20-\x7e]/.test(w))) throw new Error(`needs: ${needs.join(', ')}`);
    // a regex row asks only whether one is there, unless its guard reads where they are; a scan rule reads where
    index.add(passes.length + k, [...needs], !('scan' in pass) && pass.members[0]!.rule.guardAt === undefined);
  });
  return index;
}

/**
 * The words a pass needs: a scan rule's own, or those of a regex pass's only row; a row without its own needs those of
 * its guard (`text.includes('word')`, `/a|b/.test(text)`: guard-needs.ts). The one anchor scan then answers for it:
 * the guard, a scan of the whole text, runs only on the few texts that hold a word in some case.
 */
function needsOf(pass: Pass): Needs | undefined {
  if ('scan' in pass) return pass.scan.needs;
  if (pass.members.length !== 1) return undefined;
  const { needs, guard } = pass.members[0]!.rule;
  return needs ?? (guard === undefined ? undefined : guardNeeds(guard.toString()));
}

/**
 * The pattern matches only where a blank stands right before the match: it opens with `(?<=\s)`, or with a literal of
 * fixed length and a lookbehind of a blank and that literal (`-(?<=\s-)`, `-[NP](?<=\s-[NP])`), and no `|` outside a
 * group makes that one alternative of several.
 */
export function startsAfterBlank(src: string): boolean {
  if (!/^(?:\(\?<=\\s\)|((?:[^()|?*+{}^$\\[\]]|\\[^A-Za-z0-9]|\[[^\]\\^]*\])+)\(\?<=\\s\1\))/.test(src)) return false;
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 92) i++; // `\(`, `\|`
    else if (c === 91) {
      for (i++; i < src.length && src.charCodeAt(i) !== 93; i++) if (src.charCodeAt(i) === 92) i++;
    } else if (c === 40) depth++;
    else if (c === 41) depth--;
    else if (c === 124 && depth === 0) return false;
  }
  return true;
}

/** The rule table's passes as compiled, in order (table-patterns.ts reads the patterns anchors.generated.ts holds). */
export function compiledPasses(): readonly Pass[] {
  return tables().passes;
}

/**
 * One pass over `text` (`k`: the pass's place, `all`: the anchor hits of every pass). (The direct passes hold the
 * same places as `passes`.) A guard reads the whole text; where the pass has a few anchors only, the regex is tried
 * at them first and the guard is asked only when it found something: the same findings, since the guard only
 * decides whether the pass's matches count.
 */
function run(t: Compiled, k: number, text: string, all: readonly (readonly number[])[], out: Ranked[], guards: Int8Array): void {
  const pass = t.passes[k]!;
  if ('scan' in pass) {
    for (const m of pass.scan.scan(text, all[t.passes.length + k] ?? [])) out.push({ ...m, rank: pass.rank });
    return;
  }
  const hits = all[k]!;
  const sticky = pass.sticky;
  const chars = t.chars[k]!;
  if (sticky !== null && hits.length === 0 && chars.length === 0) return;
  const anchors = new AnchorCursor(text, hits, chars);
  if (sticky !== null && anchors.at(0) < 0) return;
  if (pass.byFirst !== null) return matchRows(pass.byFirst, anchors, text, (member, m) => accept(member, m, text), out);
  const guardLast = t.guardSlot[k]! >= 0 && t.anchoredOnly[k] === 1 && hits.length <= FEW_ANCHORS;
  if (guardLast) {
    const found: Ranked[] = [];
    matchAll(pass, anchors, text, found);
    if (found.length > 0 && guardSays(t, pass, k, text, all, guards)) for (const f of found) out.push(f);
  } else if (guardSays(t, pass, k, text, all, guards)) matchAll(pass, anchors, text, out);
}

/** Anchors of a pass in a text few enough that trying its regex at each costs less than its guard's whole-text scan. */
const FEW_ANCHORS = 8;

/**
 * Every match of a regex pass, added to `out`. With anchors it tries each anchor position at or after where its global
 * scan would resume (sticky): the first that matches is the match the global scan finds next, since every match
 * starts at an anchor.
 */
function matchAll(pass: RegexPass, anchors: AnchorCursor, text: string, out: Ranked[]): void {
  const sticky = pass.sticky;
  const re = sticky ?? pass.re;
  re.lastIndex = 0;
  for (;;) {
    let m: RegExpExecArray | null = null;
    if (sticky === null) m = re.exec(text);
    else {
      for (let p = anchors.at(re.lastIndex); p >= 0 && m === null; p = m === null ? anchors.at(p + 1) : p) {
        sticky.lastIndex = p;
        m = sticky.exec(text);
      }
    }
    if (m === null) return;
    if (m[0].length === 0) {
      re.lastIndex = m.index + 1;
      continue;
    }
    const member = pass.members.length === 1 ? pass.members[0] : pass.members.find((x) => m[x.base] !== undefined);
    const found = member === undefined ? null : accept(member, member.base === 0 ? m : own(m, member), text);
    if (found !== null) out.push(found);
    // a rejected short match may hide another rule's match starting inside it: look again one step further
    else if (m[0].length <= 256) re.lastIndex = m.index + 1;
  }
}

/**
 * The pass's guard on `text` (true without one), answered once per text for all rows that share it (`seen`: 0 = not
 * asked yet, 1 = yes, 2 = no). `all`: the anchor scan's hits, where a guardAt reads its row's needs.
 */
function guardSays(t: Compiled, pass: RegexPass, k: number, text: string, all: readonly (readonly number[])[], seen: Int8Array): boolean {
  const slot = t.guardSlot[k]!;
  if (slot < 0) return true;
  if (seen[slot] === 0) {
    const { guard, guardAt } = pass.members[0]!.rule;
    seen[slot] = (guardAt === undefined ? guard!(text) : guardAt(text, all[t.passes.length + k]!)) ? 1 : 2;
  }
  return seen[slot] === 1;
}

/** The part of a combined match that belongs to one rule, numbered as if that rule had matched alone. */
function own(m: RegExpExecArray, { base, width }: Member): RegExpExecArray {
  const sub = m.slice(base, base + width + 1) as RegExpExecArray;
  sub.index = m.index;
  sub.input = m.input;
  if (m.indices !== undefined) sub.indices = m.indices.slice(base, base + width + 1) as RegExpIndicesArray;
  return sub;
}

function accept({ rule, rank }: Member, m: RegExpExecArray, text: string): Ranked | null {
  const span: [number, number] | undefined =
    rule.group === 0 ? [m.index - leadOf(rule, text, m.index), m.index + (m[0] ?? '').length] : m.indices?.[rule.group];
  if (span === undefined) return null;
  const [start, matchEnd] = span;
  if (matchEnd <= start || start < 0) return null;
  // "пароль: X, then …": the comma or period that ends the sentence is the sentence's, not the secret's
  let end = matchEnd;
  while (end - 1 > start && SENTENCE_END.test(text.charAt(end - 1)) && (end === text.length || /\s/.test(text.charAt(end)))) end--;
  if (rule.leftBoundary === true && !isLeftBoundary(text, start)) return null;
  let id = rule.id;
  if (rule.check) {
    const verdict = rule.check(text.slice(start, end), m, text);
    if (verdict === false) return null;
    if (typeof verdict === 'string') id = verdict;
  }
  return { rule: id, start, end, rank };
}

const SENTENCE_END = /[.,;]/;

function leadOf(rule: RegexRule, text: string, index: number): number {
  return typeof rule.lead === 'function' ? rule.lead(text, index) : (rule.lead ?? 0);
}
