/**
 * An implementation choice the agent states right before the edit that carries it out: it sets a way aside for
 * another ("The `activeRemediationId` variable is only read inside the callback… Let me use a different approach -
 * use a ref to track the active ID.") or takes up what the code already has ("There's already a `TARGET_AGENTS` map
 * with display names. I can reuse it."). Said alone, such words read as narration of the next step; the records tell
 * them apart: the agent's next call edits a file (looks in between aside), and when the words name code, the edit
 * touches it. A message followed by another message, a prompt or the turn's end before any edit chose nothing. The
 * report after the turn's edits says the same in the present ("Done. The workflow now uses your PAT instead of the
 * default `GITHUB_TOKEN`."): what the edited code does now, and the way it no longer goes.
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
}

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

/** The sentences of a message that state such a choice, each with the one before it when that says what exists. */
export function editApproaches(text: string): ExtractedDecision[] {
  if (!OTHER_WAY.test(text) && !TAKES_UP.test(text) && !/\balready\b/i.test(text)) return [];
  const all = sentences(text);
  const out: ExtractedDecision[] = [];
  for (let i = 0; i < all.length; i++) {
    const s = all[i] as string;
    const [before, next] = [all[i - 1], all[i + 1]];
    if (s.endsWith('?')) continue;
    if (OTHER_WAY.test(s)) out.push({ text: oneLine(s, DECISION_MAX), rejected: rejectedOf(s) });
    else if (TAKES_UP.test(s) && EXISTS.test(s)) out.push({ text: oneLine(s, DECISION_MAX), rejected: [] });
    else if (TAKES_UP.test(s) && before && EXISTS.test(before) && !before.endsWith('?')) out.push({ text: oneLine(`${before} ${s}`, DECISION_MAX), rejected: [] });
    else if (NAMED_EXISTS.test(s) && next && !next.endsWith('?')) {
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

/** Hold the message's choices until the calls after it show whether an edit carries them out. */
export function holdEditApproaches(s: BuilderState, text: string, source: HeldRef): void {
  s.editApproaches.length = 0;
  if (getsPastFailedCall(s)) return;
  for (const decision of editApproaches(text)) s.editApproaches.push({ decision, source, names: namesIn(decision.text) });
}

/** "X now uses A instead of B": the behaviour the edit gave the code, with the one it replaced. */
const NOW_INSTEAD = /\bnow\s+(?:\w+\s+)?(?:uses|reads|calls|returns|passes|stores|writes|emits|sends|checks|points)\b[^.;!?]{2,160}?\b(?:instead of|rather than)\s+\S/i;

/** The report's sentences that say what the code now does instead, once the turn since the user's prompt edited files. */
export function onChangeReported(s: BuilderState, text: string, source: HeldRef): void {
  if (!NOW_INSTEAD.test(text) || s.files.changedAfter(s.lastPrompt?.seq ?? 0).length === 0) return;
  for (const x of sentences(text)) {
    if (NOW_INSTEAD.test(x) && !x.endsWith('?')) s.pushDecision({ text: oneLine(x, DECISION_MAX), rejected: rejectedOf(x) }, 'assistant', source, false);
  }
}

/**
 * At each event after the message: an edit that touches what the words name (or any edit, when they name no code)
 * records the choice; a look keeps it held; anything else (a command, another message, a prompt) drops it.
 */
export function settleEditApproaches(s: BuilderState, event: TranscriptEvent): void {
  const held = s.editApproaches;
  if (held.length === 0 || event.kind === 'tool_result') return;
  if (looksAt(event)) return;
  if (event.kind === 'file_edit') {
    const touched = event.text ?? '';
    const named = (n: string): boolean => touched.includes(n) || event.paths.some((p) => p.endsWith(n));
    for (const h of held) {
      if (h.names.length === 0 || !event.text || h.names.some(named)) s.pushDecision(h.decision, 'assistant', h.source, false);
    }
  }
  held.length = 0;
}
