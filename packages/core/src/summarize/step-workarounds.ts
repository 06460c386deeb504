/**
 * The agent's way past a call that just failed, said between two calls ("Tests time out because the animations never
 * settle. I need to use `pump()` instead of `pumpAndSettle()`", then the next call): a step of the work, not a choice
 * between approaches. The records show it: the message restates the failed result just before it (quotes what
 * the output names) and the agent calls its next tool at once, with no user in between. The same words closing the
 * turn, after a result that succeeded or a compiler's finding on the code, or a remedy that names nothing the failure
 * printed, still decide.
 */
import type { TranscriptEvent } from '../types/events.js';
import type { SeqDecision } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { lintLocations } from './errors.js';

const CALLS: ReadonlySet<TranscriptEvent['kind']> = new Set(['tool_call', 'shell', 'file_edit', 'subagent']);

/** A code span of the message, call parentheses aside (`pumpAndSettle()` names what the output calls pumpAndSettle). */
const CODE_SPAN = /`([^`\n]{2,80}?)(?:\(\))?`/g;

/**
 * The message restates the result just before it, a failure: the call exited non-zero or errored, and the output
 * names what the message quotes. A result with no status (a search, a read) is a look, not a failure.
 */
function restatesFailure(s: BuilderState, message: string): boolean {
  const result = s.lastResult;
  if (s.lastKind !== 'tool_result' || !result?.failed) return false;
  const spans = [...message.matchAll(CODE_SPAN)].map((m) => m[1] as string);
  if (spans.length === 0) return false;
  const output = result.output.text();
  // A compiler's or a linter's finding points at the code: what answers it changes the code, a choice to keep.
  if (lintLocations(output).length > 0) return false;
  return spans.some((span) => output.includes(span));
}

/** The decisions so far, when the message answers a failed result (only then can it be a step past one). */
export function decisionsBefore(s: BuilderState): ReadonlySet<SeqDecision> | null {
  return s.lastKind === 'tool_result' && s.lastResult?.failed ? new Set(s.decisions.toArray()) : null;
}

/** Hold the decisions a message added past a failed result until the next event shows whether a call follows. */
export function holdStepDecisions(s: BuilderState, message: string, before: ReadonlySet<SeqDecision>): void {
  const added = s.decisions.toArray().filter((d) => !before.has(d));
  if (added.length > 0 && restatesFailure(s, message)) s.stepDecisions.push(...added);
}

/** At each event: a call right after the held message drops its decisions; anything else but more of it keeps them. */
export function settleStepDecisions(s: BuilderState, kind: TranscriptEvent['kind']): void {
  if (s.stepDecisions.length === 0 || kind === 'assistant_text') return;
  const held = new Set(s.stepDecisions);
  s.stepDecisions.length = 0;
  if (!CALLS.has(kind) || s.lastKind !== 'assistant_text') return;
  s.decisions.removeWhere((d) => held.has(d));
  s.remedies.splice(0, s.remedies.length, ...s.remedies.filter((d) => !held.has(d)));
}
