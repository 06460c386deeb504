/**
 * Approach choices an agent's report states without a first person ("**Before:** … → `return true` (assume overlap) /
 * **After:** … → `continue` (can't verify, skip)", "Changed `ParseConfig` from panicking to returning an error tuple",
 * "Used a channel instead of a mutex because…", "Renamed `new` to `additional` (revive: redefines-builtin-id)"), and its
 * "Updated `outputHookResponse()` to emit `additionalContext` instead of `systemMessage`"), and its verdict on review
 * feedback ("Both issues are valid"). Each names the way turned down and the way taken. A report that only lists what
 * was fixed ("Fixed X to use A instead of B") names no reason to choose: it describes the fix and is left out, as
 * reviewers of real sessions judged it.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision, rejectedOf } from './decisions.js';
import { wordGate } from './word-gate.js';

const SIDE_MAX = 200;

/** "**Before:** text" / "- After: text" on a line of its own. */
const SIDE = /^\s*(?:[-*]\s+)?(?:\*\*|__)?(before|after)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.*)$/i;

/**
 * A side that comes to a measured amount ("… = 68GB+", "~16MB … = ~17MB peak", "took 4.2s"): two of them are a result
 * measured before and after the change, not two ways of working.
 */
const MEASURED = /[=≈~]\s*[~≈]?\d[\d.,]*\s*(?:[KMGT]i?B|[kKMG]|ms|s|min|h|%|x)?\+?(?:\s+(?:peak|total|max|min|average|avg|mean|median|each))?\W*$/i;

/** Prose, not a code line or a data sample: at least three plain words outside code spans. */
function isProse(s: string): boolean {
  return (s.replace(/`[^`]*`/g, ' ').match(/\b[a-z]{2,}\b/g) ?? []).length >= 3;
}

/**
 * A Before/After pair stated in prose on consecutive lines (blank lines aside): the change of behaviour. Code shown
 * under a bare "**Before:**" heading, or values before and after, show an edit or a result, not a choice.
 */
function beforeAfter(text: string): ExtractedDecision[] {
  if (!/\bafter\W{0,4}:/i.test(text)) return [];
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const out: ExtractedDecision[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const before = SIDE.exec(lines[i] as string);
    const after = SIDE.exec(lines[i + 1] as string);
    if (before?.[1]?.toLowerCase() !== 'before' || after?.[1]?.toLowerCase() !== 'after') continue;
    const was = oneLine(before[2] ?? '', SIDE_MAX);
    const now = oneLine(after[2] ?? '', SIDE_MAX);
    if (!isProse(was) || !isProse(now) || was === now || (MEASURED.test(was) && MEASURED.test(now))) continue;
    out.push({ text: `Changed the approach. Before: ${was} After: ${now}`, rejected: [{ option: was, reason: null }] });
  }
  return out;
}

/** A report item's bold label before its verb: "**The fix**: ", or "The fix**: " where the item's opening `**` was cut. */
const ITEM_LABEL = String.raw`(?:(?:\*\*)?[^*]{1,80}\*\*\s*[-—–:]*\s*)?`;
/** A report's sentence leads with what was done, in the past: "Changed…", "Used…", "Switched…", "Made…". */
const DONE = new RegExp(String.raw`^${ITEM_LABEL}(?:[A-Z][a-z]+ed|Made|Kept|Built|Wrote|Chose|Went|Took|Split|Put|Set)\b`);
/** "from panicking to returning an error tuple": two behaviours, each a gerund. */
const FROM_TO = /\bfrom\s+(?:\S+\s+){0,2}?(\w{3,}ing\b[^,;]{0,80}?)\s+to\s+(\w{3,}ing\b[^;]{0,120})/i;
/** "instead of X because Y": a way turned down with the reason it was. */
const INSTEAD_WHY = /\b(?:instead of|rather than)\b.{3,160}?\b(?:because|since|so that|to avoid|as it|which (?:would|caused|breaks?))\b/i;
/**
 * A change of behaviour reported with the way it replaced ("Updated `outputHookResponse()` to emit
 * `hookSpecificOutput.additionalContext` instead of top-level `systemMessage`", "Changed `AllowsMainBranch()` to return
 * `true` instead of `false`"): the way taken and the way left, named. "Fixed X to use A instead of B" repairs, and a
 * description ("Consumed by: … uses it instead of…") or a slip owned ("I noticed I used X instead of Y") chooses nothing.
 */
const CHANGED_TO = new RegExp(String.raw`^${ITEM_LABEL}(?:Changed|Updated|Switched|Replaced|Moved|Converted|Rewrote|Reworked|Refactored|Made)\b`);
/**
 * A change made to follow the pattern the code already has ("Changed it to `fmt.Sprintf` to create the `message`
 * variable, matching the pattern used in the `ShadowBranchConflictError` handler above it"): the way taken is the one
 * the code base already uses, and the next agent should keep to it.
 */
const FOLLOWS = /\b(?:matching|following|mirroring|consistent with|in line with)\s+(?:the\s+)?(?:same\s+|existing\s+)?(?:\S+\s+)?(?:pattern|convention|approach|style)\b/i;
/** A linter named as what forced a rename: the rename is not a taste; nor is one whose reason is given. */
const LINTER = /\b(?:lint(?:er|ing)?|golangci|revive|staticcheck|eslint|clippy|ruff|pylint|redefines-builtin|predeclared|stutter(?:s|ing)?)\b/i;
const RENAMED = /\brenamed?\s+(?:the\s+)?(?:\w+\s+){0,2}?(`[^`]+`|\S+)\s+(?:to|→|->)\s+\S/i;
/** A rename with the reason it was chosen ("dropping the `compact` prefix since it's a generic content type"). */
const WHY = /\b(?:since|because|to avoid|so that)\b/i;

/**
 * "**The fix**: Replaced the broken timestamp filtering with offset-based trimming", "Replaced the brittle golden string
 * with required-snippet assertions because…": the way left, judged, and the way taken. A replacement reported with no
 * fault named and no reason ("Fixed merge bug — Replaced whole-map assignment with `mergeOpts()`") lists an edit, as
 * reviewers of real sessions judged it.
 */
const REPLACED = new RegExp(String.raw`^${ITEM_LABEL}Replaced\s+(.{3,120}?)\s+with\s+(.{3,200}?)[.;]?$`);
const FAULTED = /^(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?(?:broken|brittle|fragile|flaky|racy|buggy|unreliable|hacky|naive|incorrect|wrong|stale|leaky|lossy)\b/i;

/**
 * A way taken over another, said with a verb of choosing ("Used `filepath.IsLocal` rather than a hand-written check",
 * "Kept the retry loop in the client instead of moving it into the transport", "Picked `errgroup` over a WaitGroup"):
 * the verb itself says a choice was made, so no reason need follow. A tool the agent read or searched with ("Used
 * `rg` instead of grep") is how it looked, not how the work is done.
 */
const CHOSE_OVER = new RegExp(String.raw`^${ITEM_LABEL}(?:Used|Kept|Chose|Picked|Preferred|Reused|Went with|Opted for|Stuck with|Settled on)\s+\S.{2,160}?\s+(?:instead of|rather than)\s+\S`);
const LOOKED_WITH = new RegExp(String.raw`^${ITEM_LABEL}Used\s+(?:the\s+)?\`?(?:Read|Grep|Glob|rg|grep|cat|find|sed|awk|ls|head|tail|jq|WebFetch|WebSearch|curl|git log|git show|git diff)\b`, 'i');

/**
 * A note written for the work still to come ("I updated Bead `av-u240` to say the implementation should evaluate
 * existing style instead of copying Phoenix colors directly"): what changed is what a tracker item or a document asks
 * of whoever takes it up; the choice it names is left to them, not taken here.
 */
const NOTE_ASKS = /\bto\s+(?:say|state|note|read|record|ask)\s+(?:that\s+)?[^.;]{0,120}?\b(?:should|must|needs? to|ought to)\b/i;

/** "I changed…", "We've switched…": the same report in the first person, in the past (a plan ahead is decisions.ts's). */
const DONE_BY = /^(?:i|we)(?:['’]ve| have)?\s+(?=[a-z]+ed\b|made\b|kept\b|built\b|wrote\b|chose\b|went\b|took\b|split\b|put\b)/i;

function reportSentence(s: string): ExtractedDecision | null {
  const said = s.replace(/^\*+|\*+$/g, '').trim();
  const bare = said.replace(DONE_BY, '').replace(/^[a-z]/, (c) => c.toUpperCase());
  // "I changed two things from what came back, … rather than the report:" heads the list that says what: no item alone.
  if (bare.length < 20 || bare.endsWith('?') || bare.endsWith(':') || !DONE.test(bare) || NOTE_ASKS.test(bare)) return null;
  // A bold label closed mid-sentence ("Updated `auto_commit.go`** - Changed…") is markup, not words.
  const text = oneLine(said.replace(/\*\*/g, ''), DECISION_MAX);
  const gerunds = FROM_TO.exec(bare);
  if (gerunds?.[1]) return { text, rejected: [{ option: oneLine(gerunds[1], SIDE_MAX), reason: null }] };
  if (CHANGED_TO.test(bare) && FOLLOWS.test(bare)) return { text, rejected: [] };
  const swap = REPLACED.exec(bare);
  if (swap?.[1] && swap[2] && (FAULTED.test(swap[1]) || WHY.test(swap[2]))) {
    const rejected = rejectedOf(bare);
    return { text, rejected: rejected.length > 0 ? rejected : [{ option: oneLine(swap[1], SIDE_MAX), reason: null }] };
  }
  if (INSTEAD_WHY.test(bare) || (CHANGED_TO.test(bare) && /\b(?:instead of|rather than)\b/i.test(bare)) || (CHOSE_OVER.test(bare) && !LOOKED_WITH.test(bare))) {
    const rejected = rejectedOf(bare);
    return rejected.length > 0 ? { text, rejected } : null;
  }
  const renamed = RENAMED.exec(bare);
  if (renamed?.[1] && (LINTER.test(bare) || WHY.test(bare.slice(renamed.index)))) return { text, rejected: [{ option: renamed[1].replace(/`/g, ''), reason: null }] };
  return null;
}

/**
 * The agent's verdict on review feedback ("Both issues are valid. Let me fix them.", "All three comments are false
 * positives"): which findings are acted on and which are not is a decision. The findings it then labels ("**Issue 1
 * (lock file):** …") say which ones.
 */
const VERDICT =
  /^\W*(?:(?:both|all(?: \w+)?|the(?: \w+)?)\s+)?(?:review\s+)?(?:issues?|findings?|comments?|suggestions?|concerns?|feedback(?: items?)?)\s+(?:\w+\s+){0,3}?(?:is|are)\s+(?:all\s+|both\s+)?(?:(?:not\s+)?valid|legitimate|real (?:issues?|bugs?)|worth (?:fixing|addressing)|false positives?|invalid)\b[^.!?\n]{0,120}[.!]/i;
const VERDICT_GIVEN = wordGate(VERDICT, ['issue', 'finding', 'comment', 'suggestion', 'concern', 'feedback']);
const LABEL = /^\s*(?:[-*]\s+)?\*\*([^*\n]{3,80}?):?\*\*/gm;
const TURNED_DOWN = /\b(?:not\s+valid|invalid|false positives?)\b/i;

/**
 * A review comment judged valid inside a longer message ("…1 inline comment from Bugbot: a failed build can be reported
 * as success. The comment is valid. I can patch that by preserving the exit status…", "Valid point — detailed mode should
 * also show active sessions."): the verdict, with the sentence after it that says how it is answered.
 */
const COMMENT_VALID =
  /^\W*(?:(?:(?:the|this|that|its|their)\s+)?(?:\w+['’]s\s+)?(?:review\s+|inline\s+)?(?:comment|finding|point|suggestion|concern|observation|feedback)\s+(?:is|was)\s+(?:(?:still|also|indeed)\s+)?(?:valid|legitimate)|valid\s+(?:point|catch|concern|observation|comment)|that['’]s a (?:valid|legitimate) (?:point|catch|concern|observation|comment))\b/i;

/** What follows a verdict still held open: "That's a valid observation. Let me check if we should add it." */
const STILL_WEIGHING = /^\W*(?:(?:let me|i['’]ll|i will|i need to)\s+(?:first\s+)?(?:check|see|verify|look|investigate|confirm|think|consider)\b|.*\b(?:if|whether) (?:we|i) should\b)/i;

/** The message is about review feedback: a "Valid point" there judges a comment, not the user's remark. */
const REVIEW_CONTEXT = /\b(?:review(?:er)?s?|comments?|bugbot|copilot|coderabbit|suggest(?:ed|ions?)|threads?)\b/i;

function commentJudgedValid(text: string): ExtractedDecision[] {
  if (!/\b(?:valid|legitimate)\b/i.test(text) || !REVIEW_CONTEXT.test(text)) return [];
  const all = sentences(text);
  const at = all.findIndex((x, i) => COMMENT_VALID.test(x) && !STILL_WEIGHING.test(all[i + 1] ?? ''));
  if (at < 0) return [];
  const next = all[at + 1];
  const said = next && !next.endsWith('?') ? `${all[at]} ${next}` : (all[at] as string);
  return [{ text: oneLine(said.replace(/\*\*/g, ''), DECISION_MAX), rejected: [] }];
}

function reviewVerdict(text: string): ExtractedDecision[] {
  const verdict = VERDICT_GIVEN.exec(text.trim());
  if (!verdict) return commentJudgedValid(text);
  const labels = [...text.matchAll(LABEL)].map((m) => (m[1] ?? '').replace(/:$/, '').trim()).slice(0, 6);
  // "Both comments are valid." takes every finding and names none: only the work that follows, no choice. Turning
  // findings down ("All three are false positives") leaves them as they are, named or not.
  if (labels.length === 0 && !TURNED_DOWN.test(verdict[0])) return [];
  const said = labels.length > 0 ? `${verdict[0].trim()} ${labels.join('; ')}` : verdict[0].trim();
  return [{ text: oneLine(said, DECISION_MAX), rejected: [] }];
}

/** The approach choices a report (any assistant message) states in the third person or with no subject. */
export function reportedChoices(text: string): ExtractedDecision[] {
  const out = [...reviewVerdict(text), ...beforeAfter(text)];
  if (!/\b(?:from|instead of|rather than|renamed?|replaced)\b/i.test(text) && !FOLLOWS.test(text)) return out;
  for (const s of sentences(text)) {
    const d = reportSentence(s);
    if (d) out.push(d);
  }
  return out;
}
