/**
 * A failure the user reports in a prompt: a traceback pasted into the words, or terminal output attached beside them
 * (Cursor's `<terminal_selection>`). It stands while the assistant runs nothing and the user only asks about it
 * ("where in the code does it require those four folders?"): a question resolves nothing. A prompt reporting another
 * failure takes its place; one asking for anything else moves on from it.
 */
import type { BuilderState } from './builder-state.js';
import { asksOnly, userReportsFailure } from './claims.js';
import { decisiveLine } from './errors.js';

/** The prompt just kept (its words, and the output attached beside them) may report a failure or move on from one. */
export function noteReportedFailure(s: BuilderState, output: string | undefined): void {
  const p = s.lastPrompt;
  // The prompt was no person's (onPrompt kept none): what the user reported before still stands as it did.
  if (p === null || p.seq !== s.seq) return;
  // The words as kept (capped), and the output as the adapter capped it: bounded work for a prompt of any size.
  const shown = output ? `${p.text}\n${output}` : p.text;
  if (userReportsFailure(shown)) {
    s.userFailure = { decisive: decisiveLine(shown) ?? p.text, seq: p.seq, source: p.source };
    return;
  }
  if (!asksOnly(p.text)) s.userFailure = null;
}

/** The failure the user reported that nothing was run against since (the assistant only answered in words), or null. */
export function failureReportedUnanswered(s: BuilderState): BuilderState['userFailure'] {
  const f = s.userFailure;
  return f !== null && s.lastCallSeq < f.seq ? f : null;
}
