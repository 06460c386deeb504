/**
 * The intent an edit call states in its own words (Gemini CLI's `replace` carries an `instruction`: "Remove the
 * `mounted` state from AuthCard and use standard Tailwind animations instead to fix the lint error"). Once the edit
 * lands, one that sets a way aside for another and says why is a decision carried out, said nowhere else: Gemini
 * often edits without a word between its calls. An intent that only names the change ("Update the sidebar to show the
 * profile instead of hardcoded EM") gives no reason to keep to it.
 */
import { oneLine } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';

const SETS_ASIDE = /\b(?:instead|rather than)\b/i;
/** The reason the way was taken: "to fix the lint error", "so that validation does not block typing". */
const BECAUSE = /\b(?:so that|so it|to (?:fix|avoid|prevent|resolve|satisfy|keep|stop)|because|since|as it)\b/i;

/** The decision an edit's stated intent carries out, or null when it chooses nothing with a reason. */
export function intentDecision(intent: string, paths: string[]): ExtractedDecision | null {
  const said = oneLine(intent, DECISION_MAX).trim();
  if (said.length < 20 || said.endsWith('?') || !SETS_ASIDE.test(said) || !BECAUSE.test(said)) return null;
  const where = `The edit's stated intent (edit of ${paths[0] ?? ''}): ${said}`;
  // Never a statement cut off: the file is named only when the whole still fits.
  const text = paths.length === 1 && where.length <= DECISION_MAX ? where : `The edit's stated intent: ${said}`;
  return text.length <= DECISION_MAX ? { text, rejected: rejectedOf(said) } : null;
}
