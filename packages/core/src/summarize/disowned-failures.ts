/**
 * The agent's word that a failure it saw is not its work's ("The Rust error is pre-existing … and unrelated to my
 * Python changes", "These are pre-existing compilation errors in the control-plane code — not related to our
 * dependency change"). It is a claim, not a fix: the failure stays under Errors, marked as the agent's reading, and
 * the status may set it aside only when it lies in files the session never changed (see ErrorLedger.disownedOutside).
 */
import { sentences } from './clip.js';

const FAILURE_WORD = /\b(?:errors?|fail\w*|issues?|problems?|warnings?|broken|breaks|compil\w*|diagnostics?)\b/i;
const DISOWNS =
  /\bpre-?existing\b|\balready (?:broken|failing|failed)\b|\bexisted before\b|\bunrelated to (?:my|our|the|this|these)\b|\b(?:is|are|was|were|it's|they're|that's)\s+(?:entirely\s+|completely\s+)?unrelated\b|\bnot (?:related to|caused by|from|due to) (?:my|our|this|these|the) (?:\w+\s+)?(?:change|edit|work|code)/i;
/** "Let me check if this is a pre-existing issue": a question the agent is about to answer, no claim yet. */
const WONDERS = /\b(?:if|whether)\b/i;

/** The message says a failure was there before the agent's work, or has nothing to do with it. */
export function disownsFailure(text: string): boolean {
  return sentences(text).some((s) => {
    const at = s.search(DISOWNS);
    return at >= 0 && FAILURE_WORD.test(s) && !s.trim().endsWith('?') && !WONDERS.test(s.slice(0, at));
  });
}
