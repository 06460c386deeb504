/**
 * Design choices the agent itself set down where it lays out or closes the work, not in a sentence of its narration:
 * the "Design Decisions" section of the plan the session implements ("- **DB column**: Keep `target_file_type` column
 * name for backward compatibility"), what its messages label a decision ("**Decision**: …") or, once the turn's
 * edits are made, the fix ("**The fix** adds a guard to every hook in `.github/hooks/entire.json`"), and the verdict
 * that closes an analysis the session ends on ("**Bottom line:** git-ai can replace … Keep the checkpoint system for
 * tokens"). A plan item counts only when it gives its reason or the way it turns down: a bare spec line ("**GitHub
 * Copilot skills**: Supported") chooses nothing the next agent could undo by mistake.
 */
import type { AssistantMessage, SeqDecision } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { oneLine, sentences, unbold } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';
import { currentWay, planGoal, planLeavesAlone } from './plan-aims.js';
import { planRecommended, statedChoices } from './plan-choices.js';
import { planFix } from './plan-fix.js';
import { BULLET, sectionUnder, unwrapped } from './plan-sections.js';
import type { HeldRef } from './source-lines.js';

/** A plan's own section of choices, at most this many items taken: the handoff lists only a few decisions. */
const PLAN_ITEMS_MAX = 3;

/** Claude Code's plan mode hands the approved plan to the session that carries it out as its prompt. */
const PLAN_PROMPT = /^\W*implement the following plan\b/i;
const CHOICES_HEADING = /^#{1,4}\s*(?:key |design |technical |architectur(?:e|al) |implementation )?decisions\b[^\n]*$/im;
/** The heading of the plan's approach, with the words it names the approach by, if any. */
const APPROACH_HEADING =
  /^(?:#{1,4}[ \t]*(?:the[ \t]+)?(?:chosen|selected|recommended|proposed|final|overall|fix)?[ \t]*(?:approach|decision|solution)[ \t]*(?::[ \t]*([^\n]*))?|\*\*(?:chosen[ \t]+)?approach:?\*\*:?[ \t]*([^\n]*))$/im;
/**
 * Words that name a way not taken: "instead of X", "avoids adding X", "this avoids coupling the two types", "no new
 * dependencies", "(no pandas)", "without X".
 */
const TURNS_DOWN =
  /\b(?:instead of|rather than|avoid(?:s|ing)?\s+(?:adding|using|pulling in|introducing|coupling|duplicating|a|an|the|any)\b|no new\s+\w|without\s+(?:adding|using|a new|any new|new)\b|not\s+(?:using|adding)\b)|\(no\s+\w/i;
/** The section's sentences read for the way turned down: the reason is said early, or it is not the point. */
const SENTENCES_READ = 4;

/**
 * The item says why, or what it turns down: "instead of", "rather than", "for backward compatibility", "matching the
 * ProviderName convention", "because", "so that", "to avoid". A bare "(not X)" names a wording, not a reason.
 */
const REASONED =
  /\b(?:instead of|rather than|backwards? compat\w*|(?:matching|following|mirroring|consistent with)\s+(?:the\s+)?(?:existing\s+)?\S+\s+(?:convention|pattern|style)|because|so that|to (?:avoid|prevent|keep)\b)/i;

/** The choices of the approved plan `prompt` hands the session, if it does. */
export function planDecisions(prompt: string): ExtractedDecision[] {
  return PLAN_PROMPT.test(prompt) ? approvedPlanChoices(prompt) : [];
}

/**
 * What the plan mode session makes of a plan once the user approved it (a prompt that hands it over, or Claude Code's
 * `ExitPlanMode` call approved): its approach and reasoned design items, what it leaves alone, and, when no section of
 * its own holds its choice, the choices its prose states. A report that proposes no change chooses nothing.
 */
export function approvedPlanChoices(wrapped: string): ExtractedDecision[] {
  const plan = unwrapped(wrapped);
  if (PROPOSES_NOTHING.test(plan)) return [];
  const approach = planRecommended(plan) ?? planApproach(plan) ?? planFix(plan) ?? planGoal(plan);
  const items = designDecisions(plan);
  const alone = planLeavesAlone(plan);
  const stated = approach || items.length > 0 ? [] : statedChoices(plan);
  return [...(approach ? [approach] : []), ...items, ...stated, ...(alone ? [alone] : [])];
}

/** An audit handed in through plan mode says so ("It is not a change plan — no code modifications are proposed here"). */
const PROPOSES_NOTHING = /\bnot a change plan\b|\bno code (?:changes|modifications) (?:are )?proposed\b/i;

/**
 * The approach an approved plan sets down under its own heading ("## Approach: Pure Python, No New Dependencies",
 * "### Chosen approach", "## Fix Approach: Eliminate the Fallthrough Pattern", "### Decision", "**Approach:** …"), when
 * the heading or its section names what was not chosen ("This avoids adding `pandas`/`numpy` to a project that…",
 * "…instead of a second cache"). A section that only names the way ("## Approach: TDD — Tests First, Then Fix" over its
 * steps) turns nothing down: no decision.
 */
function planApproach(plan: string): ExtractedDecision | null {
  const heading = APPROACH_HEADING.exec(plan);
  if (!heading) return null;
  const said = sentences(sectionUnder(plan, heading)).slice(0, SENTENCES_READ).map((s) => unbold(s).trim());
  const title = unbold(heading[1] ?? heading[2] ?? '').replace(/[\s:.]+$/, '').trim();
  const named = title || said.shift() || '';
  if (named.length < 3 || named.endsWith('?')) return null;
  const why = said.find((s) => TURNS_DOWN.test(s) && !s.endsWith('?'));
  const text = `The plan's approach: ${named}${why ? ` — ${why}` : ''}`;
  // Never a statement cut off: one too long to show whole is not shown.
  if (text.length > DECISION_MAX) return null;
  if (TURNS_DOWN.test(named) || why) return { text: oneLine(text, DECISION_MAX), rejected: rejectedOf(why ?? named) };
  const now = STEPWISE.test(named) ? null : currentWay(plan.slice(0, heading.index));
  return now ? { text: oneLine(text, DECISION_MAX), rejected: [{ option: `what the code does now ("${now}")`, reason: null }] } : null;
}

/** An approach that is the order of the work ("TDD — Tests First, Then Fix", "Write the parser first, then wire it in"). */
const STEPWISE = /\bTDD\b|\btests?[- ]first\b|\bfirst\b.{0,80}\bthen\b/i;

/** The reasoned items of the plan's "Design Decisions" section. */
function designDecisions(prompt: string): ExtractedDecision[] {
  const heading = CHOICES_HEADING.exec(prompt);
  if (!heading) return [];
  const out: ExtractedDecision[] = [];
  for (const m of sectionUnder(prompt, heading).matchAll(BULLET)) {
    const item = unbold(m[1] ?? '').trim();
    if (item.length < 20 || !REASONED.test(item)) continue;
    out.push({ text: oneLine(item, DECISION_MAX), rejected: rejectedOf(item) });
    if (out.length === PLAN_ITEMS_MAX) break;
  }
  return out;
}

/**
 * "**The fix**: …", "**Fix 2 — `prompt-generator.ts`**: Changed…", "**Fix:** Added…": the report's own label for the
 * way a problem was fixed, with the words on the same line. A label alone heads a list or a paragraph of causes.
 */
const FIX_LABEL = /^[ \t]*(?:[-*][ \t]+|\d+[.)][ \t]+)?\*\*(?:the )?(?:fix|solution)(?: \d+)?(?:[ \t]*[—–-][ \t]*[^*\n]{1,60})?[ \t]*[:.]?[ \t]*\*\*[ \t]*[:.]?[ \t]*(?=\S)/gim;
/** The report's fix ends at the paragraph's end, a code block, or the next labelled line. */
const PARAGRAPH_END = /\n[ \t]*\n|\n[ \t]*(?:```|~~~)|\n[ \t]*(?:[-*][ \t]+|\d+[.)][ \t]+)?\*\*/;
const FIXES_MAX = 3;

/** "- **Problem**: Missing `location /api/` block in nginx config", a line of the same list item as the fix. */
const PROBLEM_LABEL = /^[ \t]*(?:[-*][ \t]+)?\*\*(?:the )?(?:problem|issue|root cause|cause)\*\*[ \t]*:?[ \t]*([^\n]{10,})$/gim;
const PROBLEM_MAX = 160;
/** A line that opens a list item: `- `, `* `, `1. `, `2) `. */
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm;

/**
 * The problem the same list item states before its fix ("1. **Nginx Routing** - **Problem**: Missing `location /api/`
 * block … - **Fix**: Added proper routing configuration"): the fix names what it did, the problem what it was for; the
 * fix alone ("Added proper routing configuration") says too little for the next agent to keep it.
 */
function problemBefore(before: string): string | null {
  // The item runs back to the last blank line or the last line that opens a list item, whichever is nearer: in a list
  // without blank lines the item before has its own problem, which is not this fix's.
  const paragraph = before.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/) + 1;
  const item = [...before.matchAll(LIST_ITEM)].pop()?.index ?? 0;
  const block = before.slice(Math.max(paragraph, item));
  const found = [...block.matchAll(PROBLEM_LABEL)].pop()?.[1];
  return found ? oneLine(unbold(found).trim(), PROBLEM_MAX) : null;
}

/** The fixes a report labels, each as its label and the words that follow, at most a few. */
function labelledFixes(report: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  for (const m of report.matchAll(FIX_LABEL)) {
    const rest = report.slice(m.index + m[0].length);
    const end = PARAGRAPH_END.exec(rest);
    const words = unbold(end ? rest.slice(0, end.index) : rest).replace(/[\s:]+$/, '');
    if (words.length < 20) continue;
    const label = unbold(m[0]).replace(/^[\s*-]+|^\d+[.)]\s+/, '').replace(/[\s:.]+$/, '');
    const problem = problemBefore(report.slice(0, m.index));
    const text = problem ? `${label}: ${words} (the problem: ${problem})` : `${label}: ${words}`;
    out.push({ text: oneLine(text, DECISION_MAX), rejected: rejectedOf(words) });
    if (out.length === FIXES_MAX) break;
  }
  return out;
}

/** "**Decision:** Work out-of-order…": the agent names its own decision so; a "**Decision needed:**" asks for one. */
const DECISION_LABEL = /^[ \t]*(?:[-*][ \t]+)?\*\*(?:my |the )?decision[ \t]*:?[ \t]*\*\*[ \t]*:?[ \t]*([^\n]{20,})$/gim;

function labelledDecisions(text: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  for (const m of text.matchAll(DECISION_LABEL)) {
    const words = unbold(m[1] ?? '').trim();
    if (!words.endsWith('?')) out.push({ text: oneLine(`Decision: ${words}`, DECISION_MAX), rejected: rejectedOf(words) });
  }
  return out;
}

/**
 * The choices the agent's message labels: its decisions, and its fixes once the turn made the edits they describe (a
 * report of work done; before any edit, a labelled fix is a proposal).
 */
export function onLabelledChoices(s: BuilderState, text: string, source: HeldRef): void {
  if (!/\*\*(?:the |my )?(?:fix|solution|decision)\b/i.test(text)) return;
  const fixes = s.files.changedAfter(s.lastPrompt?.seq ?? 0).length > 0 ? labelledFixes(text) : [];
  for (const d of [...labelledDecisions(text), ...fixes]) s.pushDecision(d, 'assistant', source, false);
}

/**
 * "**Bottom line:** …", "**Verdict**: …", "**Conclusion:** …", "**Рекомендация: ПЕРЕХОДИТЬ** на Turborepo": the
 * analysis's own answer, on a line it leads (the answer may sit inside the bold label, after its colon).
 */
const VERDICT_LINE =
  /^\s*(?:[-*]\s+)?\*\*(?:bottom line|verdict|conclusion|(?:my )?recommendation|рекомендация|вывод|итог|заключение)\s*(?::\s*\*\*|\*\*\s*:|:(?=[^*\n]{2,}\*\*))\s*(\S[^\n]{19,})$/imu;

/**
 * "**Recommendation:** Run `bmad-bmm-check-implementation-readiness` in a fresh context window": the advice is the
 * next command to run, a step of the workflow, not the answer an analysis came to about the work.
 */
const NEXT_RUN = /^\W*(?:run|re-?run|invoke|execute|launch)\b/i;

/**
 * The verdict of the message that closes the session, when nothing after it asks the user anything: the answer the
 * analysis came to stands. One followed by a question ("…Want me to start with option 2?") waits on the user.
 */
function closingVerdict(message: string): ExtractedDecision | null {
  const m = VERDICT_LINE.exec(message);
  if (!m?.[1]) return null;
  const after = message.slice(m.index + m[0].length);
  if (m[1].trim().endsWith('?') || /\?\s*(?:\n|$)/.test(after) || NEXT_RUN.test(unbold(m[1]))) return null;
  const text = oneLine(unbold(m[0]).replace(/^\s*[-*]\s+/, '').trim(), DECISION_MAX);
  return { text, rejected: [] };
}

/**
 * The verdict closing the session's last message, when the user has not spoken since: a prompt, or an answer to the
 * questions the agent put after it ("Bottom line: … no measurable impact", then "Plan the implementation?" answered),
 * decides; the verdict was what the user decided on, not the decision.
 */
export function sessionVerdict(lastAssistant: AssistantMessage | null, userSpokeAt: number): SeqDecision[] {
  if (!lastAssistant || userSpokeAt > lastAssistant.seq) return [];
  const d = closingVerdict(lastAssistant.full);
  return d ? [{ ...d, by: 'assistant', source: lastAssistant.source, verified: false, seq: lastAssistant.seq }] : [];
}
