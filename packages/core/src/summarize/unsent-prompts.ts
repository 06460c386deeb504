/**
 * A message the user typed while the agent worked and the record ends before it was given to the agent (still queued):
 * the user's newest words, so the latest instruction, but no turn took it up. The work's task, status and next step
 * stay those of the turn before it, and a note says the message was never sent.
 */
import { isNonPrompt } from '../adapters/prompts.js';
import { LIMITS } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { capText } from './clip.js';
import type { HeldRef } from './source-lines.js';

/**
 * Holds the queued message aside from the conversation. Messages queued one after another are all unsent, so each
 * joins the ones before it (from the first one's line) rather than replacing them.
 */
export function holdUnsent(s: BuilderState, text: string, source: HeldRef): void {
  const t = text.trim();
  if (!t || isNonPrompt(t)) return;
  const before = s.unsentPrompt;
  const joined = before ? `${before.text}\n${t}` : t;
  s.unsentPrompt = { text: capText(joined, LIMITS.promptChars), source: before?.source ?? source, verified: false, seq: s.seq };
}

/** The note for the handoff's uncertainty, when a message was left queued. */
export function unsentNote(s: BuilderState): string | null {
  const p = s.unsentPrompt;
  // Without the message's words: they are the transcript's, and this note is in our own voice.
  return p ? 'The latest instruction above was still queued when the record ends: the agent never received it, and the status is that of the work before it.' : null;
}
