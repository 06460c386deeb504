/**
 * The fix an approved plan sets down for the root cause it found ("## Root Cause … `Flush()` is called after every
 * checkpoint file … ## Fix: Move the `Flush()` into the caller, flushing once per host instead of once per checkpoint
 * file"): the remedy the agent weighed in plan mode and the user accepted, which the next agent must not undo. A fix
 * section with no diagnosis before it is a to-do list, and the plan's title ("# Fix: startup hangs") names the
 * problem, not the remedy: neither is read.
 */
import { oneLine, sentences, unbold } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';
import { sectionUnder } from './plan-sections.js';

const FIX_HEADING = /^#{2,4}[ \t]*(?:the[ \t]+)?(?:proposed[ \t]+|chosen[ \t]+|recommended[ \t]+)?fix(?:[ \t]+approach)?[ \t]*:?[ \t]*$/im;
const CAUSE_HEADING = /^#{2,4}[ \t]*(?:the[ \t]+)?(?:root[ \t]+cause|cause|diagnosis)\b[^\n]*$/im;
/** The file a step is in, leading its line ("**File:** `pkg/store.go` — wrap …"): where, not what. */
const FILE_LABEL = /^\W*files?\s*:\W*\s*`[^`\n]+`\s*(?:[—–:-]\s*)?/i;
/** The first sentences say the fix; the rest are its steps. */
const SENTENCES_READ = 2;

export function planFix(plan: string): ExtractedDecision | null {
  const heading = FIX_HEADING.exec(plan);
  if (!heading) return null;
  const cause = CAUSE_HEADING.exec(plan);
  if (!cause || cause.index > heading.index) return null;
  const said = sentences(sectionUnder(plan, heading))
    .slice(0, SENTENCES_READ)
    .map((s) => unbold(s).replace(FILE_LABEL, '').replace(/:$/, '').trim())
    .filter((s) => s.length >= 20 && !s.endsWith('?'));
  if (said.length === 0) return null;
  const both = `The plan's fix: ${said.reduce((told, next) => `${told}${/[.!]$/.test(told) ? ' ' : ' — '}${next}`)}`;
  // Never a statement cut off: one too long to show whole is shown by its first sentence, or not at all.
  const text = both.length <= DECISION_MAX ? both : `The plan's fix: ${said[0]}`;
  if (text.length > DECISION_MAX) return null;
  return { text: oneLine(text, DECISION_MAX), rejected: rejectedOf(said.join(' ')) };
}
