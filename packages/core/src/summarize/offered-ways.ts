/**
 * Two ways the agent lays out for a step ("To push it, I'd need to either remove `logs/` from the gitignore or
 * force-add the file."), then, in a later turn, carries one of them out ("First, let me save the poem to a file and
 * remove `logs/` from the gitignore."): the way taken over the other one named is a decision, though no one answered
 * the question about it in words. The way is known by its words: every code span it names and most of its other words
 * stand in the sentence that carries it out, and the other way's do not.
 */
import type { BuilderState } from './builder-state.js';
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';
import { contentWords, sameWord } from './offered-options.js';
import type { HeldRef } from './source-lines.js';

export interface LaidOutWays {
  ways: [string, string];
  seq: number;
  source: HeldRef;
}

const WAY_MAX = 120;
/** "I'd need to either A or B", "you can either A or B", "the options are either A or B". */
const EITHER =
  /\b(?:(?:i|we|you)(?:['’]d| would)\s+(?:need|have)\s+to|(?:i|we|you)\s+(?:can|could|need to|have to)|options?\s+(?:is|are)(?:\s+to)?)\s+either\s+(.{5,120}?)\s*,?\s+or\s+(.{5,120}?)\s*[.!?]?$/i;
/** The agent's own step, said ahead: "let me …", "I'll …", "First, let me …". */
const OWN_STEP = /(?:^|[\s,])(?:let me|i['’]ll|i will|i['’]m going to|now i['’]ll)\s/i;
const CODE = /`[^`\n]+`/g;

/** The two ways a message lays out for one step, each whole. */
export function waysLaidOut(text: string): [string, string] | null {
  // Most messages lay out nothing: they are not split into sentences.
  if (!/\beither\b/i.test(text)) return null;
  for (const s of sentences(text)) {
    const m = EITHER.exec(s);
    if (!m?.[1] || !m[2] || /\beither\b/i.test(m[2])) continue;
    const [a, b] = [oneLine(m[1], WAY_MAX), oneLine(m[2], WAY_MAX)];
    if (contentWords(a).length >= 2 && contentWords(b).length >= 2) return [a, b];
  }
  return null;
}

/** The sentence says `way`: its code spans, and at least two thirds of its other words. */
function says(sentence: string, way: string): boolean {
  const code = way.match(CODE) ?? [];
  if (code.some((c) => !sentence.includes(c))) return false;
  const words = contentWords(way.replace(CODE, ' '));
  const theirs = contentWords(sentence);
  const found = words.filter((w) => theirs.some((x) => sameWord(w, x))).length;
  return words.length > 0 && found * 3 >= words.length * 2;
}

/** The sentence of a later message in which the agent takes one of the ways, and the other; null when none. */
export function wayTaken(text: string, laid: LaidOutWays): ExtractedDecision | null {
  for (const s of sentences(text)) {
    if (s.endsWith('?') || !OWN_STEP.test(s)) continue;
    const [a, b] = laid.ways;
    const [taken, other] = says(s, a) && !says(s, b) ? [a, b] : says(s, b) && !says(s, a) ? [b, a] : [null, null];
    if (!taken || !other) continue;
    const said = `The agent took one of the two ways it had laid out — ${taken}, not ${other}: "${s}"`;
    return said.length <= DECISION_MAX ? { text: said, rejected: [{ option: other, reason: null }] } : null;
  }
  return null;
}

/**
 * An assistant message: it lays out two ways, or, in a turn after the one that laid them out, takes one. A way is
 * taken once; a new pair replaces the old.
 */
export function onWays(s: BuilderState, text: string, source: HeldRef): void {
  const laid = s.laidOutWays;
  const after = laid !== null && s.lastPrompt !== null && s.lastPrompt.seq > laid.seq;
  const taken = after ? wayTaken(text, laid) : null;
  if (taken) {
    s.pushDecision(taken, 'assistant', source, false);
    s.laidOutWays = null;
    return;
  }
  const ways = waysLaidOut(text);
  if (ways) s.laidOutWays = { ways, seq: s.seq, source };
}
