/**
 * What an approved plan sets out to do when it has no section of its own for the approach: its goal ("The goal is to
 * fetch OHLC data programmatically for all active pairs before invoking the LLM…"), set against what the code does now
 * ("Currently, the ideation agent relies on the LLM to call the `get_ohlc` tool…"); and what it leaves alone on purpose
 * ("## Sites intentionally NOT changed", "## Not changing", "## What is NOT shared (intentionally)"). The user approved
 * both sides: the next agent must neither undo the change nor "finish" what was left out.
 */
import { oneLine, sentences, unbold } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';
import { BULLET, sectionUnder } from './plan-sections.js';

/**
 * What the plan's context says the code does now ("Currently, if no pairs are selected, `run_periodic` silently returns
 * early", "File IPNS keys are currently derived via HKDF"): the way its approach replaces, though it names no
 * alternative itself. An aside ("(not currently used)") or a clause that opens a list describes no behaviour.
 */
const NOW = /(?<!\bnot\s)\b(?:currently|at the moment|right now)\b/i;
const NOW_MAX = 240;

export function currentWay(context: string): string | null {
  for (const raw of sentences(context)) {
    const s = unbold(raw).replace(/^[^—–]{3,80}\s[—–]\s+(?=(?:currently|at the moment|right now)\b)/i, '').trim();
    if (!NOW.test(s) || !/^[A-Z`]/.test(s) || s.length < 20 || s.length > NOW_MAX || /[?:]$/.test(s) || !/[.!]$/.test(s)) continue;
    return s.replace(/[.!]$/, '');
  }
  return null;
}

/** "The goal is to …", "The goal: …", "Goal: …": the plan's own statement of what the change is for. */
const GOAL = /^(?:the\s+)?goal(?:\s+is|\s*:)\s+(?:to\s+)?(\S.*)$/i;
/** The goal is stated before the plan's steps: a goal sentence among the steps is a step's own. */
const STEPS_HEADING = /^#{2,4}\s*(?:(?:proposed\s+|planned\s+)?changes|steps|implementation|files to (?:change|modify)|part\s+1)\b/im;

/** The plan's goal, with what the code does now as the way it replaces: only when the context says what that is. */
export function planGoal(plan: string): ExtractedDecision | null {
  const steps = STEPS_HEADING.exec(plan);
  const context = steps ? plan.slice(0, steps.index) : plan;
  for (const raw of sentences(context)) {
    const goal = GOAL.exec(unbold(raw).trim())?.[1]?.replace(/[.!]$/, '');
    if (!goal || goal.length < 20 || goal.endsWith('?') || /:$/.test(goal)) continue;
    const text = `The plan's goal: ${goal}`;
    if (text.length > DECISION_MAX) return null;
    // A goal alone names no way it replaces ("add sections that codify these patterns"): the plan's steps say as much.
    const now = currentWay(context);
    return now ? { text, rejected: [{ option: `what the code does now ("${now}")`, reason: null }] } : null;
  }
  return null;
}

/**
 * A section of what the plan leaves as it is: "## Not changing", "## Sites intentionally NOT changed", "## Out of scope".
 * "## Files NOT modified" beside "## Files modified" is the inventory of the edit, not a choice.
 */
const LEFT_ALONE =
  /^#{2,4}[ \t]*(?:(?:what(?:['’]s|[ \t]+is)|sites|things|code)[ \t]+)?(?:(?:intentionally|deliberately)[ \t]+)?(?:not[ \t]+(?:changed|changing|shared|touched|modified|included|in[ \t]+scope)|out[ \t]+of[ \t]+scope|non-goals?|left[ \t]+(?:as[ \t]+is|unchanged))\b[^\n]*$/im;
/** The few items an answer can carry: the section's first ones. */
const ITEMS_MAX = 3;

/** The items of the plan's section of what it leaves alone, each whole, as one decision. */
export function planLeavesAlone(plan: string): ExtractedDecision | null {
  const heading = LEFT_ALONE.exec(plan);
  if (!heading) return null;
  const items = [...sectionUnder(plan, heading).matchAll(BULLET)].map((m) => oneLine(unbold(m[1] ?? '').trim(), DECISION_MAX)).filter((i) => i.length >= 10);
  const title = unbold(heading[0]).replace(/^#+\s*/, '').replace(/[\s:]+$/, '');
  // Never an item cut off: as many whole items as the statement holds, in the plan's order.
  let text: string | null = null;
  for (let n = Math.min(items.length, ITEMS_MAX); n > 0 && text === null; n--) {
    const said = `The plan leaves these as they are (${title}): ${items.slice(0, n).join('; ')}`;
    if (said.length <= DECISION_MAX) text = said;
  }
  return text ? { text, rejected: [] } : null;
}
