/**
 * The work asked for was found already done, so it was not made again: the report that closes the session says so
 * ("The `__pycache__/` pattern was already in `.gitignore`, but 13 `.pyc` files were still tracked … I've removed them
 * from git tracking with `git rm --cached`", "The `no-explicit-any` warnings were already resolved — the generated
 * files contain zero `any` types now"). Which change was not needed, and what was done instead, is a decision the next
 * agent must keep: it should not add the rule or the override again. Only the session's closing message, with no
 * prompt after it, is read: a finding along the way may be overturned by what follows.
 */
import type { AssistantMessage, SeqDecision, SeqFact } from './builder-model.js';
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, decisionWords } from './decisions.js';

/**
 * "was already resolved", "is already in `.gitignore`", "had already been fixed": a state found in place. "already
 * passing" or "already running" reports a check or a process, not a change left unmade.
 */
const FOUND_DONE = /\b(?:was|were|is|are|had been|has been|have been)\s+already\s+(?:been\s+)?(?:(?:resolved|fixed|gone|done|handled|implemented|in place|present|removed|ignored)\b|in\s+`)/i;
/** The sentence after it says what was done instead, or what the state shows. */
const GOES_ON = /^(?:i['’]ve|i have|i|we['’]ve|we|so|instead|the\s+\S+\s+(?:files?|code)\s+(?:contain|has|have))\b/i;
const MIN_CHARS = 25;

/** The closing report's statement that the work asked for was already done, unless a decision already says it. */
export function alreadyDone(last: AssistantMessage | null, lastPrompt: SeqFact | null, taken: readonly string[]): SeqDecision[] {
  if (!last || (lastPrompt && lastPrompt.seq > last.seq) || !/\balready\b/i.test(last.full)) return [];
  const all = sentences(last.full).map((s) => s.replace(/\*\*/g, '').trim());
  const at = all.findIndex((s) => FOUND_DONE.test(s) && !s.endsWith('?') && s.length >= MIN_CHARS);
  if (at < 0) return [];
  const next = all[at + 1];
  const said = next && GOES_ON.test(next) && !next.endsWith('?') ? `${all[at]} ${next}` : (all[at] as string);
  const text = oneLine(said, DECISION_MAX);
  const words = decisionWords(text).slice(0, 60);
  if (taken.some((t) => decisionWords(t).includes(words))) return [];
  return [{ text, rejected: [], by: 'assistant', source: last.source, verified: false, seq: last.seq }];
}
