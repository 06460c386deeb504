/**
 * A plan the user turned down at Claude Code's `ExitPlanMode` without a word, the session's last exchange: the user
 * decided against that way of doing the work, and nothing of it was applied. The next agent must not carry the plan
 * out as if it had been approved. A prompt after the refusal says what to do instead (refused-call-answer.ts reads
 * it), and a plan approved later replaces it: then this item is not made.
 */
import type { SeqDecision } from './builder-model.js';
import { oneLine } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { planSections, unwrapped } from './plan-sections.js';

/** How the item ends: what tells it from a plan turned down with words (tool-pairing.ts), which any session keeps. */
const SILENT = '(`ExitPlanMode`) without a word: none of it is applied.';
const TITLE_MAX = 120;

/** The decision the refusal stands for, naming the plan by its title. */
export function rejectedPlan(plan: string | undefined): ExtractedDecision {
  const title = plan ? planTitle(plan) : null;
  const named = title ? ` "${title}"` : '';
  return { text: `The user turned down the proposed plan${named} ${SILENT}`, rejected: [{ option: title ?? 'the proposed plan', reason: null }] };
}

/** The plan's top heading, or its first line of prose. */
function planTitle(plan: string): string | null {
  const sections = planSections(unwrapped(plan));
  const top = sections.find((s) => s.level === 1) ?? sections.find((s) => s.level === 2);
  const title = top?.title ?? plan.split('\n').find((l) => l.trim() !== '') ?? '';
  const clean = oneLine(title.replace(/^#+\s*/, '').trim(), TITLE_MAX);
  return clean.length > 0 ? clean : null;
}

/**
 * The refusal stands as the session's decision only while nothing came after it: no prompt and no plan approved
 * (the caller forgets it then).
 */
export function standingRejection(held: SeqDecision | null, lastPromptSeq: number): SeqDecision[] {
  return held && held.seq > lastPromptSeq ? [held] : [];
}

/**
 * Another session of a merged checkpoint that ended on a refused plan most often handed the plan to a fresh session
 * (Claude Code's "clear context" path records the hand-over as a refusal): only the session that leads says the plan
 * was turned down.
 */
export function leadOnly(d: { text: string }): boolean {
  return d.text.endsWith(SILENT);
}
