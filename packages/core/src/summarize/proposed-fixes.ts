/**
 * A fix the agent proposed after its findings, naming the way it turns down ("Fix for both: capture the *whole*
 * `ParentColors` slice (not a re-derived single entry) right before it gets cleared, and fix the `len(parents) != 0`
 * check."), then offered ("Want me to fix #1 and #2 now?"), and the user's go-ahead ("fix both"): the user chose that
 * fix. A fix line that names no other way only describes the work.
 */
import { oneLine } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { GO_FIX } from './offered-options.js';

/** The message closes by offering to carry the fix out, whatever it calls the findings ("#1 and #2", "both"). */
const OFFERS_FIX = /\b(?:want me to|would you like me to|should i|shall i)\s+(?:go ahead and\s+)?(?:fix|apply|implement|make)\b[^?\n]{0,80}\?\s*$/i;
/** A line that states the proposed fix: "Fix:", "Fix for both:", "**Proposed fix:**", "The fix —". */
const FIX_LINE = /^\W*(?:(?:the|proposed|suggested|recommended)\s+)?fix(?:\s+for\s+(?:both|all|each|them|these|#?\d{1,2}(?:\s*(?:,|and|&)\s*#?\d{1,2})*))?\W{0,3}\s*[:—–]\s*(.{20,400})$/im;
/** The way turned down, in the fix itself: "(not a re-derived single entry)", "instead of …", "rather than …". */
const NAMES_OTHER = /\((?:not|instead of|rather than)\s+\S[^)]{2,120}\)|\b(?:instead of|rather than)\s+\S/i;
const FIX_MAX = 400;

/** "fix both" to a message that proposes a fix over another way and offers to make it: the user's choice of fix. */
export function proposedFixTaken(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || !GO_FIX.test(t) || !OFFERS_FIX.test(offered.trim())) return null;
  const fix = FIX_LINE.exec(offered)?.[1]?.replace(/\*\*|__/g, '').trim();
  if (!fix || !NAMES_OTHER.test(fix)) return null;
  return { text: oneLine(`The user had the proposed fix made ("${oneLine(t, 40)}"): ${fix}`, FIX_MAX), rejected: [] };
}
