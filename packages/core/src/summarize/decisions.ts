/**
 * Decisions: a whole statement that chooses between named alternatives ("I'll use X instead of Y because…", "Rather
 * than X, we'll…", "Decided to keep X"), said by the assistant in the first person, or a user turning an approach down
 * ("I concede defeat. let's go back", "no, use Y instead"). Descriptions of code ("the filter uses `<=` instead of
 * `<`") choose nothing, and a fragment is never an item: no item is better than a garbage one.
 */
import { oneLine, sentences } from './clip.js';
import { wordGate } from './word-gate.js';

/** The longest a decision is shown: every reader of decisions clips to it. */
export const DECISION_MAX = 400;
const PART_MAX = 160;

export interface ExtractedDecision {
  text: string;
  rejected: { option: string; reason: string | null }[];
  /** The user's own words (a compaction summary quotes them too). */
  byUser?: boolean;
  /** The label of an offered option the user picked: consecutive picks are one series of answers. */
  pick?: string;
}

/**
 * Work set aside for later or outside this change ("Low severity and out of scope for this PR", "a reasonable
 * simplification for a follow-up — just not worth doing in this bug-fix PR"): a choice about scope, whoever the subject.
 * A report that mentions scope ("Removed mention of X being out of scope") sets nothing aside.
 */
const DEFERS = /\b(?:out of scope for (?:this|the|now)\b|(?:for|as|in) a (?:separate |later )?follow-?up\b|not worth doing)/i;
const TRIGGER =
  /\b(?:out of scope|follow-?up|not worth doing|instead of|rather than|won'?t work|will not work|doesn'?t work|does not work|decided|decide to|went with|go with|going with|chose|opted (?:to|for)|settled on|switch(?:ed|ing)? to|stick with|sticking with)\b/i;
/** Words TRIGGER cannot match without ("work" stands for "won't work", "does not work" and the like). */
const TRIGGERED = wordGate(TRIGGER, ['scope', 'follow', 'worth', 'instead', 'rather', 'work', 'decide', 'went with', 'go with', 'going with', 'chose', 'opted', 'settled', 'switch', 'stick']);
/**
 * The speaker is the one choosing: I / we / let's, or a choice verb in the past ("Decided to…", "Went with…"). Not
 * "let me": it narrates the next small step ("Let me keep it instead of discarding"), it does not choose an approach.
 */
const CHOOSER =
  /(?:^|[\s,(])(?:i['’]ll|i will|i['’]m going to|i am going to|i['’]ve decided|i decided|i chose|i went|i opted|i settled|i switched|i['’]m switching|i['’]d rather|we['’]ll|we will|we['’]re going to|we decided|we chose|we went|we opted|we settled|we switched|let['’]s|let us)\b|^(?:decided|went with|going with|opted|settled on|switched to|chose|sticking with)\b/i;
/**
 * A closing report that leads with the way turned down and says what was done instead ("Rather than a premature
 * refactor of the parsing layer, I added a comment documenting the limitation", "Rather than removing the re-render,
 * the fix neutralizes the payload at its source"): the sentence is built around the choice. A check or a look done
 * instead ("Instead of the full suite, I ran the unit tests") chooses no approach.
 */
const DONE_INSTEAD =
  /^\W*(?:instead of|rather than)\s+[^,]{3,160},\s*(?:(?:i|we)(?:['’]ve| have)?\s+(?!(?:ran|re-?ran|checked|looked|read|verified|tested|searched|grepped|confirmed|inspected|reviewed)\b)(?:[a-z]+ed|made|kept|built|wrote|chose|went|took|split|put|left)|(?:the|this|my|our)\s+(?:fix|change|solution|patch)\s+(?:now\s+)?[a-z]{3,}(?:s|ed))\b/i;
/**
 * "Let me …" narrates the next small step ("Let me simplify the approach - instead of two loops, let's keep one"); so
 * does "Now I'll …" / "Next, I'll …", and a step queued behind one under way ("Once that finishes, I'll send a concrete
 * follow-up: … instead of leaving this as private coordinator knowledge"): it carries out a choice already stated, it
 * does not make one.
 */
const NARRATES =
  /^(?:let me|(?:now|next|then|first|finally),? (?:i['’]ll|i will|let me|let['’]s|we['’]ll)|(?:once|when|after|as soon as)\s+[^,]{1,60}?\b(?:finish\w*|(?:is|are) done|complete[sd]?|returns?|lands?)\b[^,]{0,40},\s*(?:i['’]ll|i will|let me|we['’]ll|we will))\b/i;
/**
 * The next steps in order ("I’m switching to compact metadata first, then I’ll fetch only the issue bodies needed"):
 * the agent lays out how it will go about the work, and turns no way down. One that names the way it turns down
 * ("…first, then merge, rather than rebasing") still chooses.
 */
const STEPS = /\bfirst\b[^.!?;]{0,40}?[,;]?\s*(?:and\s+)?then\s+(?:i['’]ll|i will|we['’]ll|we will|let me|i['’]m going to)\b/i;
/**
 * The alternative a statement turns down sits in the chooser's own clause ("I'll run it instead of guessing") or leads
 * the sentence ("Rather than patching it, I'll…"). One in a clause before the chooser describes a fact ("the lint is
 * failing during discovery rather than on code, so I'll rerun it"): the choice that follows turns nothing down.
 */
function altBeforeChooser(s: string): boolean {
  const alt = /\b(?:instead of|rather than)\b/i.exec(s);
  if (!alt || alt.index === 0 || /^\W*(?:instead of|rather than)\b/i.test(s)) return false;
  return !CHOOSER.test(s.slice(0, alt.index));
}
/**
 * Except a step that backs an approach out and takes another ("Let me reset that commit and restructure the code with
 * explicit returns instead"): what was tried is undone, and the way that replaces it is named.
 */
const PIVOTS = /^let me (?:just )?(?:reset|revert|undo|back out|roll back|scrap)\b.{3,120}?\band\b.{3,160}\binstead\W*$/i;
/**
 * Progress narration: the agent says what it is looking at now ("I'm checking the repo's lint command and then I'll run
 * it to get the actual failures instead of guessing", "golangci-lint is failing rather than on code, so I'm checking
 * whether…", "I'm committing that as a separate follow-up"). Codex narrates every step so; a look or a git chore chooses
 * no approach, whatever it contrasts.
 */
const LOOK_VERBS = String.raw`(?:checking|looking|reading|inspecting|verifying|confirming|running|rerunning|re-running|locating|searching|investigating|tracing|reviewing|scanning|examining|exploring|gathering|digging|narrowing|committing|pushing|staging|amending)`;
/** Or it moves somewhere to look ("Now I’m switching to `~/work/site` and looking for the theme definitions"). */
const LOOKING = new RegExp(
  String.raw`\b(?:i['’]m|i am|we['’]re|we are)\s+(?:now\s+|just\s+|first\s+|still\s+)?(?:${LOOK_VERBS}|\w+ing\b[^.;!?]{0,100}?\band\s+${LOOK_VERBS})\b`,
  'i',
);
/**
 * A change of how the agent looks, said by what it is for ("The existing search command misses some body text, so I’m
 * switching to JSON filtering over the full tracker export to catch hidden alignment problems"): a way of reading.
 */
const LOOKS_ANOTHER_WAY = /\bswitch(?:ed|ing)?\s+to\b[^.;!?]{3,120}?\bto\s+(?:catch|find|spot|see|surface|locate|detect)\b/i;
/**
 * A look announced ahead ("I'll do a fresh read of the committed state and look for improvements, rather than relying
 * on the prior passes", "I'll re-check the callers instead of trusting the grep"): how the agent reads, not what the
 * work does. Like LOOKING, in the future tense.
 */
const LOOKS_AHEAD =
  /^(?:i['’]ll|i will|we['’]ll|we will|let['’]s|(?:i['’]m|i am|we['’]re|we are) going to)\s+(?:first\s+|now\s+|just\s+)?(?:(?:do|take|make)\s+an?\s+(?:\w+\s+){0,2}?(?:read|re-?read|pass|review|look|scan|audit|sweep)|(?:re-?)?(?:read|look|check|inspect|review|scan|skim|audit|investigate|explore|examine|verify|search|grep|trace|probe|reproduce|compare|diagnose))\b/i;

/** The chooser's own clause, past a lead ("Per the verification skill, I’m going to inspect it in a browser now…"). */
function fromChooser(s: string): string {
  const m = CHOOSER.exec(s);
  return m ? s.slice(m.index).replace(/^[\s,(]+/, '') : s;
}
/**
 * A way around a tool that did not do its job ("`gh pr edit` is currently failing on …, so I’m switching to the REST
 * endpoint", "Screenshot capture is timing out, so I’m switching to DOM/log checks", "One checkpoint id was too short
 * for lookup, so I’m switching to …", "New-tab creation is flaky, so I’m going to use the selected tab instead"): the
 * clause before reports the failure, the agent's own step after it gets past it. A workaround, not a choice of approach.
 */
const FAILED_STATE =
  /\b(?:is|are|was|were|keeps?)\s+(?:\w+\s+){0,2}?(?:failing|flaky|timing out|timed out|restricted|blocked|denied|unavailable|not available|not present|not installed|too (?:short|long|large|slow) for)\b|\b(?:isn['’]t|aren['’]t|wasn['’]t)\s+(?:present|available|installed|reachable|supported)\b/i;
const STEPS_AROUND =
  /(?:,\s*so|;|\s[—–]\s)\s*(?:now\s+)?(?:(?:i['’]m|i am|we['’]re)\s+(?:now\s+)?(?:switching|falling back|using|going to (?:use|switch|fall back|try))|(?:i['’]ll|i will)\s+(?:switch|fall back|use|try))\b/i;

function worksAround(s: string): boolean {
  const step = STEPS_AROUND.exec(s);
  return step !== null && FAILED_STATE.test(s.slice(0, step.index));
}
/**
 * Callers moved onto an interface the same work just changed ("Switched to new `enforceRequestBodySizeCap(request,
 * corsHeaders)` signature", "switched the call sites to the renamed helper"): it follows an edit, it chooses nothing.
 */
const FOLLOWS_EDIT = /\bswitch(?:ed|ing)?\s+(?:\S+\s+){0,3}?to\s+(?:the\s+)?(?:new|updated|renamed|changed)\s+(?:`[^`]+`\s+)?(?:signature|api|helper|function|method|name|interface|call|parameters?|arguments?)\b/i;

/**
 * A report of git housekeeping ("Switched to `main`, pulled latest, and the working tree is clean", "I switched to the
 * release branch and rebased"): moving between branches or bringing them up to date chooses no approach to the work.
 */
const GIT_CHORE =
  /\bswitch(?:ed|ing)? (?:back )?to (?:the )?(?:`[^`]+`|\S+) branch\b|\bswitch(?:ed|ing)? (?:back )?to (?:`[^`]+`|\S+) (?:from|off(?: of)?|based on) (?:the )?(?:updated |latest |current )?`?(?:main|master|trunk|develop|origin\/\S+)`?(?!\w)|\b(?:create|make)\s*(?:\/|and|or)\s*switch\b|\bswitch(?:ed|ing)? (?:back )?to `?(?:main|master|trunk|develop|origin\/\S+)`?(?!\w)|\b(?:pulled|fetched|rebased|fast-forwarded|checked out)\b[^.]{0,80}\b(?:latest|main|master|upstream|origin|branch)\b/i;
/**
 * "…instead of guessing", "…rather than pretending I fetched it": what is turned down is not looking first (or claiming
 * to have looked); "…rather than just describe it": talking about the work instead of doing it. Neither is a way of doing it.
 */
const NOT_LOOKING = /\b(?:instead of|rather than)\s+(?:just\s+|only\s+)?(?:guess\w*|assum\w*|speculat\w*|pretend\w*|vibes?\b|gut feel\w*|hunch\w*|relying on memory|working from memory|(?:describ|explain|imagin|discuss|talk)\w*\s+(?:about\s+)?(?:it|this|that|them)\b)/i;
/**
 * The agent moving itself to its next phase ("I’m switching to the implementation workflow now: load the skills,
 * inspect the files…", "Switching to plan mode"): it narrates how it works, not what the work does. A mode of the code
 * ("switch to the streaming mode instead of buffering") is an approach.
 */
const OWN_PHASE =
  /\bswitch(?:ed|ing)?\s+(?:over\s+|back\s+)?to\s+(?:the\s+|my\s+)?(?:implementation|implementing|planning|plan|review|reviewing|debugging|execution|executing|brainstorming|coding|verification|tdd)\s+(?:workflow|mode|phase|stage|skill|step)s?\b/i;
/**
 * Work set aside only to offer it in the next breath ("But that's a pre-existing issue and out of scope for this PR.
 * Want me to clean it up while we're here?"): the choice is put to the user, not taken.
 */
const OFFERS = /\b(?:(?:do you )?want me to|would you like me to|should i|shall i)\b[^?\n]{0,200}\?/i;
/**
 * A way held back for a case that may not come ("if GitHub blocks it for missing approval, I'll report that instead of
 * bypassing protections"): the alternative sits in what the agent will do only if the condition holds, so nothing is
 * chosen yet.
 */
/**
 * An offer: what the agent will do only when the user says so ("Say the word and I'll add it as a follow-up", "If you
 * want, I'll split it out"): nothing is chosen until the user answers.
 */
const AWAITS_SAY_SO =
  /^\W*(?:say the word|just say so|let me know|tell me|ping me|if you(?:['’]d)? (?:want|like|prefer)|if (?:that|this) (?:sounds|works)|happy to|glad to)\b|\bif you(?:['’]d)? (?:want|like|prefer)(?: (?:it|that|this|me to))?\W*$/i;
/**
 * A choice left to the user ("…the corruption code still sitting uncommitted, which I'll strip out whenever you've
 * settled on a direction"): the agent waits on it, nothing is chosen yet.
 */
const AWAITS_USER_CHOICE = /\b(?:once|when|whenever|after|until)\s+you(?:['’]ve| have)?\s+(?:settled|decided|chosen|picked|confirmed|agreed)\b/i;
/**
 * The skill the agent takes up for the task ("I’ll use the `using-entire` skill here so the ideas are grounded in the
 * repo’s history instead of vibes"): how the agent goes about its own work, not a way of doing the work.
 */
const OWN_SKILL = /^(?:i['’]ll|i will|i['’]m going to|we['’]ll)\s+(?:use|load|invoke|follow|apply)\s+(?:the\s+)?(?:`[^`]+`|[\w-]+)(?:\s+[\w-]+){0,2}?\s+skill\b/i;
/**
 * A step of the work named only as a follow-up or a switch ("I'll make a small follow-up change in a fresh worktree
 * so we don't…", "The local branch doesn't exist yet, so I'll switch to it"): the agent plans its next move and
 * names no way it turns down. A follow-up is a choice of scope only when the work is set aside for it (DEFERS).
 */
const STEP_WORDS = /\b(?:follow-?ups?|switch(?:ed|ing)?\s+to)\b/gi;
const PLANS = /(?:^|[\s,(])(?:i['’]ll|i will|we['’]ll|we will|(?:i['’]m|i am|we['’]re|we are) going to)\b/i;

function plannedStep(s: string, rejected: unknown[]): boolean {
  if (rejected.length > 0 || DEFERS.test(s) || TRIGGER.test(s.replace(STEP_WORDS, ' '))) return false;
  return !/\bswitch/i.test(s) || PLANS.test(mainClause(s));
}
const CONTINGENT = /\b(?:if|unless|in case)\b[^.;!?]{3,160}?,\s*(?:i|we)(?:['’]ll| will)\b[^.;!?]*?\b(?:instead of|rather than)\b/i;
/**
 * A sentence led by its condition ("If it produces a usable summary, I’ll use it; if it’s too generic, I’ll stick with
 * the direct repo evidence"): what the agent will do waits on a result it has not seen, whatever way it names.
 */
const WAITS_ON = /^\W*(?:if|unless|in case)\b[^.;!?]{3,160}?,\s*(?:then\s+)?(?:i|we)(?:['’]ll| will)\b/i;
const REASON = /\b(?:because|since|as|due to|given that)\s+(.+?)(?:[.;!]?$)/i;
const PRONOUN = /^(?:it|this|that|these|those|them|one|which|what|so|there|here)$/i;

/**
 * The sentence before its reason: who chooses is said there. "Points to PR #129 - relevant since we switched to the git
 * CLI" only mentions a choice made before, in the reason it gives for something else.
 */
function mainClause(s: string): string {
  return s.split(/\b(?:because|since|given that)\b/i)[0] ?? s;
}

function clean(s: string): string {
  return oneLine(s.replace(/^[\s,;:—–-]+|[\s,;:.—–-]+$/g, ''), PART_MAX);
}

/** A named alternative: words, not a stray symbol, a pronoun or half of a code span. */
function isNamed(option: string): boolean {
  if (!/^[A-Za-z`"'“(]/.test(option)) return false;
  if (option.length < 3 || option.length > PART_MAX) return false;
  if ((option.match(/[A-Za-z]/g) ?? []).length < 3) return false;
  if (PRONOUN.test(option)) return false;
  return balanced(option);
}

/**
 * Backticks, parentheses, brackets and double quotes all closed: the text was not cut inside a code span, an aside or a
 * quotation (a split at the "?" of `"Having trouble? See the guide" (later)` leaves a tail that closes a quote it never
 * opened).
 */
function balanced(s: string): boolean {
  if ((s.match(/`/g) ?? []).length % 2 !== 0) return false;
  if ((s.replace(/`[^`]*`/g, '').match(/"/g) ?? []).length % 2 !== 0) return false;
  if ((s.match(/“/g) ?? []).length !== (s.match(/”/g) ?? []).length) return false;
  let depth = 0;
  for (const c of s) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** A sentence that reads as a whole statement (not a list fragment, a heading or a clause cut off). */
function isWhole(s: string): boolean {
  if (s.length < 20 || s.length > DECISION_MAX * 2) return false;
  if (!/^[A-Z"'`*(]/.test(s) || /:\s*$/.test(s)) return false;
  return balanced(s);
}

function reasonOf(s: string): string | null {
  const m = REASON.exec(s);
  const r = m?.[1] ? clean(m[1]) : null;
  return r && isNamed(r) ? r : null;
}

/**
 * "formatting characters are displayed instead of being rendered", "the value gets copied instead of being moved":
 * what the code fails to have done to it describes a bug, it is no way anyone turned down.
 */
const SYMPTOM = /^being\s+\w+(?:ed|en|wn|ne)\b/i;

export function rejectedOf(s: string): { option: string; reason: string | null }[] {
  const reason = reasonOf(s);
  const found: (string | undefined)[] = [
    /\brather than\s+(.+?)(?:,|\s+(?:i'?ll|i will|we'?ll|let'?s|i'?m going to|i)\b)/i.exec(s)?.[1],
    /\brather than\s+(.+?)(?=\s+(?:because|since|as|due to|given that)\b|[,;!—]|\.(?:\s|$)|$)/i.exec(s)?.[1],
    /\binstead of\s+(.+?)(?=\s+(?:because|since|as|due to|given that)\b|[,;!—]|\.(?:\s|$)|$)/i.exec(s)?.[1],
    /^(.+?)\s+(?:won'?t|will not|doesn'?t|does not|can'?t|cannot) work\b/i.exec(s)?.[1],
    /\breplace\s+(.+?)\s+with\s+\S/i.exec(s)?.[1],
    /^(.+?)\s+(?:is|are)\s+(?:now\s+)?(?:being\s+)?(?:deprecated|phased out|obsolete|superseded)\b/i.exec(s)?.[1],
    /\b(?:went with|go with|going with|chose|opted for|settled on|decided on)\s+.+?\s+(?:over|not)\s+(.+?)(?=\s+(?:because|since|as|due to)\b|[,.;!]|$)/i.exec(s)?.[1],
  ];
  for (const raw of found) {
    if (!raw) continue;
    const option = clean(raw.replace(/^(?:the idea of|using|use)\s+/i, (m) => m));
    if (isNamed(option) && !SYMPTOM.test(option)) return [{ option, reason }];
  }
  return [];
}

/**
 * A merge conflict resolved by choosing a side ("The resolution should take the incoming stanza approach but keep
 * HEAD's UX improvements"): which version wins is a decision, whoever the subject.
 */
const RESOLVES =
  /\b(?:resolution|resolve|resolving|resolved)\b.{0,60}?\b(?:tak(?:e|es|ing)|took|keep(?:s|ing)?|kept|us(?:e|es|ing)|prefer(?:s|ring)?)\s+(?:the\s+)?(?:incoming|HEAD|ours|theirs|upstream|both|(?:(?:feature|current|local|remote|other)\s+)?branch['’]s|main['’]s|our|their)\b/i;
const RESOLVED = wordGate(RESOLVES, ['resol']);
/**
 * A review comment answered with a bold verdict that turns it down ("**Thread 1** - X: **Disagree**. … is
 * intentional", "**Declined fixes for** issues #1, #4", "a fair observation but **not a real issue** for our use
 * case"): the line is the decision. Agreeing with a comment is
 * only the work that follows.
 */
const DECLINES = /\*\*(?:disagree\w*|declin\w*|won'?t fix|not (?:applying|fixing|changing)|not a (?:real )?(?:issue|bug|problem))\b[^*\n]{0,40}\*\*/i;
const DECLINED = wordGate(DECLINES, ['**']);
/**
 * A concern raised and judged to need no change, as the verdict that leads its line ("**The stdin issue is a
 * non-issue.** The handler never reads stdin", "Exit codes are also fine as-is."): the work left as it is, on purpose.
 */
const NON_ISSUE = /^\s*(?:[-*]\s+|\d+[.)]\s+)?(?:\*\*)?(?!(?:I|We|You|Let|Now|So)\b)[A-Z](?:(?!\b(?:whether|if)\b)[^.!?\n]){2,80}?\s+(?:is|are)\s+(?:(?:also|actually|really)\s+)?(?:a\s+non-issue|fine\s+as[- ]is)\b/m;

/**
 * A review item left undone, with the reason ("I'll skip this refactoring as the current code is reasonably clear",
 * "4. **Code duplication** - Skipped as the duplication is minimal"): which findings are not acted on is a decision.
 * A step skipped ("I'll skip the build since nothing changed") is narration: the object must be a review item.
 */
const SKIPS_ITEM =
  /\b(?:(?:i['’]ll|i will|we['’]ll|i['’]m going to)\s+skip\s+(?:this|that|the)\s+(?:\w+\s+)?(?:refactor\w*|suggestion|comment|finding|item|nit(?:pick)?|extraction|deduplication)\b|\*\*\s*[-—–:]\s*skipped\b)[^.!?\n]{0,40}?\b(?:as|because|since|given)\s+\S/i;
const SKIPPED = wordGate(SKIPS_ITEM, ['skip']);

/** The lines of `text` (outside code fences) that decline a review comment or leave a concern as it is, each whole. */
function declinedComments(text: string): ExtractedDecision[] {
  const lower = text.toLowerCase();
  if (!DECLINED.test(text, lower) && !SKIPPED.test(text, lower) && !NON_ISSUE.test(text)) return [];
  const out: ExtractedDecision[] = [];
  let inFence = false;
  for (const raw of text.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(raw)) inFence = !inFence;
    if (inFence || (!DECLINES.test(raw) && !SKIPS_ITEM.test(raw) && !NON_ISSUE.test(raw))) continue;
    const line = raw.replace(/\*\*|__/g, '').replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+|#+\s+)/, '').trim();
    if (line.length >= 20 && balanced(line)) out.push({ text: oneLine(line, DECISION_MAX), rejected: [] });
  }
  return out;
}

export function extractDecisions(text: string): ExtractedDecision[] {
  const out = declinedComments(text);
  // A sentence matches only if the whole text does (sentences split at whitespace): most texts need no split.
  const lower = text.toLowerCase();
  if (!TRIGGERED.test(text, lower) && !RESOLVED.test(text, lower) && !/\binstead\b/i.test(text)) return out;
  const all = sentences(text);
  const offered = offeredItems(text);
  for (const [i, s] of all.entries()) {
    const bare = s.replace(/^\*+|\*+$/g, '').trim();
    if (bare.endsWith('?') || !isWhole(bare)) continue;
    if (offered.some((item) => item.includes(bare.slice(0, 60)))) continue;
    if (PIVOTS.test(bare)) {
      out.push({ text: oneLine(bare, DECISION_MAX), rejected: [] });
      continue;
    }
    if (NARRATES.test(bare) || AWAITS_SAY_SO.test(bare) || (STEPS.test(bare) && !/\b(?:instead of|rather than)\b/i.test(bare)) || LOOKING.test(bare) || LOOKS_ANOTHER_WAY.test(bare) || LOOKS_AHEAD.test(fromChooser(bare)) || worksAround(bare) || WAITS_ON.test(bare) || AWAITS_USER_CHOICE.test(bare) || OWN_SKILL.test(fromChooser(bare)) || NOT_LOOKING.test(bare) || GIT_CHORE.test(bare) || OWN_PHASE.test(bare) || FOLLOWS_EDIT.test(bare) || CONTINGENT.test(bare)) continue;
    if (out.some((d) => d.text.includes(oneLine(bare, DECISION_MAX)))) continue;
    if (RESOLVES.test(bare)) {
      out.push({ text: oneLine(bare, DECISION_MAX), rejected: rejectedOf(bare) });
      continue;
    }
    if (!TRIGGER.test(bare)) continue;
    // "Polling won't work because…" judges a named approach; anything else must be the speaker's own choice. Only the
    // main clause counts: "You need a local server because the import won't work…" tells the user how to run it.
    if (!CHOOSER.test(mainClause(bare)) && !DONE_INSTEAD.test(bare) && !DEFERS.test(bare) && !/^(?!(?:it|this|that)\b)[^,]{3,80}\s+(?:won'?t|will not) work\b/i.test(mainClause(bare))) continue;
    if (altBeforeChooser(bare) && !DEFERS.test(bare)) continue;
    if (DEFERS.test(bare) && OFFERS.test(text.slice(text.indexOf(s) + s.length))) continue;
    const rejected = rejectedOf(bare);
    // "I'll use X instead of `<`": a choice whose alternative cannot be named is no decision worth carrying.
    if (rejected.length === 0 && /\b(?:instead of|rather than)\b/i.test(bare)) continue;
    if (plannedStep(bare, rejected)) continue;
    out.push({ text: oneLine(withContext(bare, text, all[i - 1]), DECISION_MAX), rejected });
  }
  return out;
}

/**
 * The items of numbered lists that a question after them asks the user to choose from ("1. **Merge now** — fast; if
 * the cask breaks, revert … 2. **Verify first** — … Which?"): each says what taking it would do, and none is taken yet.
 */
function offeredItems(text: string): string[] {
  const lines = text.split('\n');
  // A list is put to the user when a question stands on its line or any later one.
  const lastAsk = lines.findLastIndex((l) => /\?(?:\W*$|\s)/.test(l));
  const items: string[] = [];
  let list: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (/^\s*\d{1,2}[.)]\s+\S/.test(line)) {
      list.push(line);
      continue;
    }
    if (line.trim() === '' || /^\s+/.test(line)) continue;
    if (list.length >= 2 && lastAsk >= i) items.push(...list);
    list = [];
  }
  return items;
}

/**
 * A choice that names no code ("Instead of modifying the frontend type, I'll use a safer runtime check.") points back
 * at what the sentence before it on the same line named (`repositoryUrl`): that sentence is said with it, so the item
 * reads on its own.
 */
function withContext(decision: string, text: string, before: string | undefined): string {
  if (!before || decision.includes('`') || !/`[^`\n]{2,80}`/.test(before) || !isWhole(before) || before.endsWith('?')) return decision;
  const joined = `${before} ${decision}`;
  return joined.length <= DECISION_MAX && text.includes(joined) ? joined : decision;
}

/** The words of a decision, case, spacing and punctuation aside; Chinese characters are words too. */
export function decisionWords(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9\u3400-\u9fff]+/g, ' ').trim();
}

/**
 * Two readers of one message can take the same statement, one whole and one in part ("The comment is valid" beside "The
 * comment is valid. I can patch that next by preserving the exit status…"): the part says less, and it is the same
 * decision. Only the fuller one is kept.
 */
export function wholeStatements(found: ExtractedDecision[]): ExtractedDecision[] {
  const words = found.map((d) => ` ${decisionWords(d.text)} `);
  return found.filter((_d, i) => !words.some((w, j) => j !== i && w.length > words[i]!.length && w.includes(words[i]!)));
}

/** The key two decisions share when they say the same thing (case, spacing and punctuation aside). */
export function decisionKey(text: string): string {
  return decisionWords(text).slice(0, 200);
}
