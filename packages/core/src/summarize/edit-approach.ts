/**
 * An implementation choice the agent states right before the edit that carries it out: it sets a way aside for
 * another ("The `activeRemediationId` variable is only read inside the callback… Let me use a different approach -
 * use a ref to track the active ID.") or takes up what the code already has ("There's already a `TARGET_AGENTS` map
 * with display names. I can reuse it."). Said alone, such words read as narration of the next step; the records tell
 * them apart: an edit carries the choice out (looks in between aside). Words that name code wait for an edit of the
 * same turn that touches it; the others for the next call alone. Another approach counts only where it answers the
 * check run just before it; past a call that failed with no finding on the code, it gets past that call.
 */
import type { TranscriptEvent } from '../types/events.js';
import type { BuilderState } from './builder-state.js';
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';
import { lintLocations } from './errors.js';
import { looksAt } from './process-steps.js';
import type { HeldRef } from './source-lines.js';

export interface HeldApproach {
  decision: ExtractedDecision;
  source: HeldRef;
  /** The code the words name (backticked): the edit that carries the choice out touches one of them. */
  names: string[];
  /** No call but looks has followed the message yet. */
  next: boolean;
}

/** Choices held at once: a turn states only a few before its edits. */
const HELD_MAX = 4;

/** The way taken is another than the one tried: "a different approach", "a simpler way", "an alternative fix". */
const OTHER_WAY = /\b(?:use|take|try|go with|switch to)\s+(?:a|an)\s+(?:different|another|simpler|cleaner|safer|better|alternative)\s+(?:approach|way|fix|strategy|solution|pattern)\b/i;
/** What the code already has: "There's already a `X` map", "`x` is already available in `Y`", "the existing `X`". */
const EXISTS = /\b(?:there(?:['’]s| is| are) already\b|(?:is|are) already (?:available|defined|there|present|exported|passed|computed|in scope)\b|already (?:has|have|exposes?|provides?)\b|the existing\s+`[^`]+`)/i;
/** …and the agent takes it up: "I can reuse it", "I just need to pass it to `ContextScoreCard`". */
const TAKES_UP = /\b(?:i|we)(?:['’]ll| will| can| just need to| need to| only need to)\s+(?:just\s+)?(?:reuse|re-use|pass|use|import|call)\s+(?:it|that|this|them|those|the existing)\b/i;
const CODE = /`([^`\n]{2,80})`/g;

function namesIn(text: string): string[] {
  return [...text.matchAll(CODE)].map((m) => m[1] as string);
}

/**
 * Code the agent found already in place, named first ("Good - `cloudMode` is already available as a prop. Now I need to
 * hide the Provider Selector in cloud mode."): the sentence after it says what the edit does with it.
 */
const NAMED_EXISTS = /^[^.!?]{0,20}`[^`\n]{2,80}`[^.!?]{0,40}?\b(?:is|are) already (?:available|defined|there|present|exported|passed|computed|in scope)\b/i;
/**
 * A sentence that only announces the edits to follow ("Now let me apply all three changes:", "Let me make the edits.")
 * says nothing of what they do with the code found in place: the agent checking its ground, not a choice.
 */
const ANNOUNCES_EDITS =
  /:\s*$|^\W*(?:(?:now|next|then|ok(?:ay)?|so|good),?\s+)?(?:let me|let['’]s|i['’]ll|i will|i can|we['’]ll|i need to)\s+(?:now\s+)?(?:apply|make|do|write|implement)\s+(?:all\s+|both\s+)?(?:the\s+|these\s+|those\s+|my\s+)?(?:\w+\s+)?(?:changes?|edits?|fix(?:es)?|updates?)\W*$/i;

/** The sentences of a message that state such a choice, each with the one before it when that says what exists. */
export function editApproaches(text: string): (ExtractedDecision & { pivot?: true })[] {
  if (!OTHER_WAY.test(text) && !TAKES_UP.test(text) && !/\balready\b/i.test(text)) return [];
  const all = sentences(text);
  const out: (ExtractedDecision & { pivot?: true })[] = [];
  for (let i = 0; i < all.length; i++) {
    const s = all[i] as string;
    const [before, next] = [all[i - 1], all[i + 1]];
    if (s.endsWith('?')) continue;
    if (OTHER_WAY.test(s)) out.push({ text: oneLine(s, DECISION_MAX), rejected: rejectedOf(s), pivot: true });
    else if (TAKES_UP.test(s) && EXISTS.test(s)) out.push({ text: oneLine(s, DECISION_MAX), rejected: [] });
    else if (TAKES_UP.test(s) && before && EXISTS.test(before) && !before.endsWith('?')) out.push({ text: oneLine(`${before} ${s}`, DECISION_MAX), rejected: [] });
    else if (NAMED_EXISTS.test(s) && next && !next.endsWith('?') && !ANNOUNCES_EDITS.test(next)) {
      out.push({ text: oneLine(`${s} ${next}`, DECISION_MAX), rejected: [] });
      i++;
    }
  }
  return out;
}

/**
 * The message answers a call that failed with no finding on the code (an edit whose old text was not found, a command
 * not installed): another way past that call is a step of the work, not a choice of how the code goes. A compiler's or
 * a linter's finding points at the code, and what answers it is.
 */
function getsPastFailedCall(s: BuilderState): boolean {
  const result = s.lastResult;
  return s.lastKind === 'tool_result' && result !== null && result.failed && lintLocations(result.output.text()).length === 0;
}

/**
 * The message answers the check run just before it (a test, a lint, a build): another approach then answers what the
 * check showed of the way tried. Said with no check before it, "a different approach" is the agent thinking aloud, and
 * the way it names is often undone a few edits later.
 */
function answersCheck(s: BuilderState): boolean {
  return s.lastKind === 'tool_result' && s.lastVerification !== null && s.lastVerification.seq === s.seq - 1;
}

/**
 * Hold the message's choices until the calls after it show whether an edit carries them out. Choices that name code
 * wait for an edit that touches it until the turn ends; the others, only for the next call.
 */
export function holdEditApproaches(s: BuilderState, text: string, source: HeldRef): void {
  if (getsPastFailedCall(s)) return;
  const check = answersCheck(s);
  for (const { pivot, ...decision } of editApproaches(text)) {
    if (!pivot || check) s.editApproaches.push({ decision, source, names: namesIn(decision.text), next: true });
  }
  s.editApproaches.splice(0, Math.max(0, s.editApproaches.length - HELD_MAX));
}

/**
 * At each event after the message: an edit that touches what the words name records the choice (the next call, when
 * the words name no code or the edit shows no text); a look changes nothing; a prompt or the turn's end drops every
 * choice, any other event those that only the next call could carry out.
 */
export function settleEditApproaches(s: BuilderState, event: TranscriptEvent): void {
  const held = s.editApproaches;
  if (held.length === 0 || event.kind === 'tool_result' || looksAt(event)) return;
  if (event.kind === 'user_prompt' || event.kind === 'turn_end') {
    held.length = 0;
    return;
  }
  const done = new Set<HeldApproach>();
  if (event.kind === 'file_edit') {
    const touched = event.text ?? '';
    const named = (n: string): boolean => touched.includes(n) || event.paths.some((p) => p.endsWith(n));
    for (const h of held) {
      if (h.names.some(named) || (h.next && (h.names.length === 0 || !event.text))) done.add(h);
    }
  }
  for (const h of done) s.pushDecision(h.decision, 'assistant', h.source, false);
  const kept = held.filter((h) => !done.has(h) && h.names.length > 0);
  for (const h of kept) h.next = false;
  held.splice(0, held.length, ...kept);
}
