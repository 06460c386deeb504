/**
 * The user turns a step into standing practice ("request Copilot review. Make that standard in your workflow.", "From
 * now on, always run the linter before committing", "add that to your workflow"): a rule for how every later piece of
 * work is done, which the next agent must keep. A question about practice ("should that be the default?") or a report
 * of what happens every time sets none.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

/** The step made the rule: "make that standard", "make it the default in your workflow", "add this to your process". */
const MADE_STANDARD =
  /\b(?:make|making)\s+(?:that|this|it)\s+(?:a\s+|the\s+|our\s+|your\s+)?(?:standard(?:\s+practice)?|default|rule|habit|routine)\b|\b(?:add|save)\s+(?:that|this|it)\s+(?:to|in)\s+(?:your|our|the)\s+(?:standard\s+)?(?:workflow|process|routine|checklist)\b/i;
/** A rule for every later time, said as one: "from now on, always …", "going forward, use …". */
const FROM_NOW_ON = /^\W*(?:and\s+|also\s+)?(?:from now on|going forward)[,\s]+(?:please\s+)?(?:always|never|use|run|request|ask|add|keep|make|do(?:n['’]?t)?)\b/i;

export function standingPractice(prompt: string): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > USER_MAX) return null;
  const said = sentences(t);
  const at = said.findIndex((s) => !s.endsWith('?') && (MADE_STANDARD.test(s) || FROM_NOW_ON.test(s)));
  if (at < 0) return null;
  // "Make that standard" points back at the step the sentence before it asks for: both are quoted.
  const rule = said.slice(Math.max(0, at - 1), at + 1).join(' ');
  return { text: oneLine(`The user made it standing practice: "${rule}"`, USER_MAX + 60), rejected: [] };
}
