/**
 * The choices an approved plan states in its prose when no section of its own holds them (design-choices.ts reads
 * those): the option it recommends among the ones it lays out ("**Recommended: Option A** — change the deadline to
 * 120 s"), and a sentence built around the way it turns down ("Instead of flushing after every batch, flush dirty files
 * on a periodic timer", "WAL … should be the default instead of JSON", "Add early return `true` (not `false` — data
 * is safe in memory)", "… — preferable to the invalid `-1`"). A heading, a file list, a step that only names an edit,
 * and what the plan says the code does wrong ("the loop iterates `jm.Series` instead of `series`") choose nothing.
 */
import { oneLine, sentences, unbold } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';
import { planSections, type PlanSection } from './plan-sections.js';

/** "**Recommended: Option A** — …", "Recommendation: option 2", "Option (a) is preferred — …": the label and what follows. */
const RECOMMENDS = [
  /^[ \t]*(?:[-*][ \t]+)?\**(?:recommended|recommendation|preferred)\**[ \t]*:[ \t]*\**[ \t]*option[ \t]+\(?([A-Za-z0-9])\)?\**[ \t]*[:.]?\**([^\n]*)$/im,
  /^[ \t]*(?:[-*][ \t]+)?\**option[ \t]+\(?([A-Za-z0-9])\)?\**[ \t]+is[ \t]+(?:the[ \t]+)?(?:preferred|recommended)\b(?:[ \t]+(?:option|one))?([^\n]*)$/im,
];
/** An option the plan lays out: "### Option B: Remove the outer deadline", "1. **Fix in cc-lib** — …", "- (a) Collect …". */
const OPTION_LINES = /^(?:#{2,4}[ \t]*option[ \t]+\(?([A-Za-z0-9])\)?[ \t]*[:.—–-]?|[ \t]*(?:[-*][ \t]+)?\(?([A-Za-z0-9])[.)])[ \t]+(\S[^\n]*)$/gim;
/** How much of an option's line names it: up to its first dash or sentence end. */
const OPTION_NAME_MAX = 120;

/** The option a plan recommends over the others it lays out before the recommendation; null without two options. */
export function planRecommended(plan: string): ExtractedDecision | null {
  const m = RECOMMENDS.map((r) => r.exec(plan)).find((x): x is RegExpExecArray => x !== null);
  const label = m?.[1];
  if (!m || !label) return null;
  const options = optionsBefore(optionsPart(plan.slice(0, m.index)));
  const others = [...options].filter(([l]) => l !== label.toLowerCase()).map(([, name]) => name);
  if (others.length === 0) return null;
  const chosen = options.get(label.toLowerCase());
  const why = unbold(m[2] ?? '').replace(/^[\s*:—–-]+/, '').trim();
  const named = chosen ? `${chosen} (option ${label})` : `option ${label}`;
  const text = `The plan's choice: ${named}, over ${others.join('; ')}${why ? ` — ${why}` : ''}`;
  if (text.length > DECISION_MAX) return null;
  return { text: oneLine(text, DECISION_MAX), rejected: others.map((option) => ({ option, reason: null })) };
}

/**
 * Where the options are laid out: from the first line that speaks of options ("Two options:", "### Option A: …") in the
 * top-level section the recommendation closes. A numbered list of steps before it is no option.
 */
function optionsPart(before: string): string {
  const section = before.slice(Math.max(0, before.search(/^#{1,2}\s(?![\s\S]*^#{1,2}\s)/m)));
  const first = section.search(/\boptions?\b/i);
  return first < 0 ? '' : section.slice(first);
}

/** Each option's name by its label, the nearest line that lays it out winning (a numbered list of steps comes earlier). */
function optionsBefore(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(OPTION_LINES)) {
    const label = (m[1] ?? m[2] ?? '').toLowerCase();
    const name = balancedHead(unbold(m[3] ?? '').split(/\s[—–]\s|(?<=[.!?])\s/)[0] ?? '');
    if (label && name.length >= 3) out.set(label, oneLine(name, OPTION_NAME_MAX));
  }
  return out;
}

/** A name cut at a dash inside its parentheses ("Collect names first (tiny allocation — just the keys)") ends before them. */
function balancedHead(name: string): string {
  const open = name.split('(').length - name.split(')').length;
  const head = open > 0 ? name.slice(0, name.lastIndexOf('(')) : name;
  return head.replace(/[\s:.]+$/, '').trim();
}

/** Sections that say how the work is checked or what is wrong now: a way turned down there is a symptom or a test step. */
const UNREAD_SECTION =
  /\b(?:verification|verify|testing|tests?|test plan|validation|risks?|problems?|bugs?|issues?|root cause|cause|background|findings?|analysis|symptoms?|current (?:state|behaviou?r)|files?(?: to (?:modify|change))?|critical files|out of scope|not changing)\b/i;
/** "Instead of X, flush …", "Rather than X, we …": the sentence leads with the way turned down and then takes one. */
const LEADS_WITH_OTHER = /^(?:Instead of|Rather than)\s+[^,]{3,160},\s*(?:we\b|let['’]s\b|(?!(?:the|a|an|this|that|these|those|it|its|they|there|each|all|every|some|any|no)\b)[a-z]+\b)/;
/** "… should be the default instead of JSON", "we will use X rather than Y": what the plan says is to be, over the other. */
const SHOULD_OVER = /\b(?:should|will|must|we['’]ll)\b[^.;]{0,120}?\b(?:instead of|rather than)\s+\S/i;
/**
 * A reason the plan gives for its way, set against another: "— preferable to the invalid `-1`", "avoids needing
 * `gob.Register`", "(not `false` — data is safe in memory)", "The alternative (letting the disk fill up) is worse",
 * "adding `stylecheck` is the lowest-friction option since…". A bare "(not X)" names a wording, not a reason.
 */
const WEIGHED =
  /\bpreferable to\b|\bavoids?\s+(?:needing|the need (?:for|to))\b|\(not\s+[^()—–;]{1,60}?\s*[—–;]\s*[^()]{8,}\)|\bthe alternative\b[^.;]{0,120}\bis\s+(?:worse|riskier|slower|more complex)\b|\bis\s+the\s+(?:lowest-friction|simplest|cleanest|safest|least invasive|most robust)\s+(?:option|approach|fix|choice|way)\b[^.;]{0,80}\b(?:since|because|as)\b/i;
/**
 * "Replace sequential shutdown with concurrent execution, wrapped in an overall deadline:": one way of working put in
 * place of another, both named in words. With code on either side ("Replace `foo()` with `bar()`") it names an edit.
 */
const REPLACES_WAY = /^Replace\s+[^`]{3,80}?\s+with\s+[^`]{3,160}$/;
/** A sentence about what the one before it said ("This is the cleanest approach because…") names nothing alone. */
const POINTS_BACK = /^(?:this|that|it|these|those)\b/i;
/** The few statements an answer can carry: the plan's first ones. */
const STATED_MAX = 2;
const SENTENCE_MIN = 25;

/** The sentences of the plan that choose a way over another, each with the step it belongs to, at most a few. */
export function statedChoices(plan: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  for (const section of planSections(plan)) {
    if (UNREAD_SECTION.test(section.title)) continue;
    // Bold marks go first: a bold lead sentence ("**Decouple flushing.** Instead of …") ends where its period is.
    for (const raw of sentences(unbold(section.body))) {
      // A replacement introduces the code that does it: its sentence ends on a colon.
      const s = REPLACES_WAY.test(raw.trim().replace(/:$/, '')) ? raw.trim().replace(/:$/, '.') : raw.trim();
      if (s.startsWith('|') || s.length < SENTENCE_MIN || s.endsWith('?') || s.endsWith(':') || POINTS_BACK.test(s)) continue;
      if (!LEADS_WITH_OTHER.test(s) && !SHOULD_OVER.test(s) && !WEIGHED.test(s) && !REPLACES_WAY.test(s.replace(/\.$/, ''))) continue;
      const d = choiceIn(s, section);
      if (d) out.push(d);
      if (out.length === STATED_MAX) return out;
    }
  }
  return out;
}

/** A step's own heading ("### 2. Skip WAL sends during checkpoint (`walCheckpoint.go`)") says where the choice applies. */
const STEP_NUMBER = /^(?:(?:step|change|part|fix)\s+)?\d+[.):]?\s*(?:[—–-]\s*)?/i;

function choiceIn(sentence: string, section: PlanSection): ExtractedDecision | null {
  const step = section.level >= 3 ? section.title.replace(STEP_NUMBER, '').replace(/[\s:.]+$/, '').trim() : '';
  const turnedDown = rejectedOf(sentence);
  const rejected = turnedDown.length > 0 ? turnedDown : otherNamed(sentence);
  const full = `The plan's choice: ${step ? `${step}: ` : ''}${sentence}`;
  const text = full.length <= DECISION_MAX ? full : `The plan's choice: ${sentence}`;
  return text.length <= DECISION_MAX ? { text: oneLine(text, DECISION_MAX), rejected } : null;
}

/** The way a reason sets the choice against: "(not `false` — …)", "preferable to the invalid `-1`". */
function otherNamed(sentence: string): { option: string; reason: string | null }[] {
  const other = /\(not\s+([^()—–;]{1,60}?)\s*[—–;]/i.exec(sentence)?.[1] ?? /\bpreferable to\s+(?:the\s+)?([^.,;]{3,80})/i.exec(sentence)?.[1];
  return other ? [{ option: other.trim(), reason: null }] : [];
}
