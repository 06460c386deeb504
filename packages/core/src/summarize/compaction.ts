/**
 * Reads an agent's compaction summary: the task ("Primary Request and Intent" in Claude Code, "## Goal" in OpenCode,
 * `<overall_goal>` in Gemini CLI), else its head; and the next step it names, if any.
 */
import { clip, oneLine } from './clip.js';
import type { FileChange } from '../types/handoff.js';
import { DECISION_MAX, extractDecisions, type ExtractedDecision, rejectedOf } from './decisions.js';
import { userDecision } from './user-statements.js';

const TASK_MAX = 1500;
const NEXT_MAX = 600;
const BOILERPLATE = /^This session is being continued from a previous conversation[^\n]*?(?:conversation\.|context\.)(?:\s*The summary below[^\n]*?\.)?\s*/i;

/** Body of a section whose heading matches `heading`, up to the next heading of the same style. */
function section(text: string, heading: RegExp): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return null;
  const first = lines[start] ?? '';
  // "1. **Primary Request and Intent:** …": the colon inside the bold leaves the bold's closing marks after the match.
  const inline = first.replace(heading, '').replace(/^\s*(?:\*\*|__)/, '').trim();
  const body: string[] = inline ? [inline] : [];
  const numbered = /^\s*\d+\.\s/.test(first);
  const hashes = /^\s*(#+)\s/.exec(first)?.[1];
  for (const l of lines.slice(start + 1)) {
    if (numbered && /^\s*\d+\.\s+[A-Z][^\n]{0,80}:\s*$/.test(l)) break;
    if (numbered && /^\d+\.\s+\S/.test(l)) break;
    if (hashes && new RegExp(`^\\s*#{1,${hashes.length}}\\s`).test(l)) break;
    if (!numbered && !hashes && /^\s*(?:#+\s|\d+\.\s+[A-Z][^\n]{0,80}:\s*$|[A-Z][A-Za-z ]{2,40}:\s*$)/.test(l)) break;
    body.push(l);
  }
  const out = body.join('\n').trim();
  return out || null;
}

function tag(text: string, name: string): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'i').exec(text);
  return m?.[1]?.trim() || null;
}

export function taskFromCompaction(summary: string): string {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**Primary Request(?: and Intent)?\**\s*:?/i) ??
    section(summary, /^\s*#+\s*(?:Goal|Task|Objective)\b.*$/i) ??
    tag(summary, 'overall_goal');
  if (found) return clip((listedRequests(found) ?? found).replace(/\*\*|__/g, ''), TASK_MAX);
  const head = summary.replace(BOILERPLATE, '').replace(/^\s*(?:Summary|Analysis)\s*:\s*/i, '').trim();
  const para = head.split(/\n\s*\n/)[0] ?? head;
  return clip(para.trim(), TASK_MAX);
}

/** A list item's mark at the start of a line: `- `, `* `, `a. `, `1. `, `2) `. */
const ITEM = /^\s*(?:[-*+]|[a-z]\.|\d+[.)])\s+(?=\S)/;

/**
 * A Primary Request that opens with a sentence introducing a list of requests ("The user (…) asked, across several
 * turns:", "Sequential explicit requests:") and then lists them oldest first. The introduction states no task, and the
 * request the session was on when it was compacted is the last one listed: the gist leads with it and the one before
 * it, then names the first. Null when the section is no such list.
 */
function listedRequests(body: string): string | null {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => ITEM.test(l));
  if (start <= 0 || !INTRODUCES_REQUESTS.test(lines.slice(0, start).join(' ').trim())) return null;
  const listed = lines.slice(start);
  const indent = Math.min(...listed.filter((l) => ITEM.test(l)).map((l) => l.search(/\S/)));
  const items: string[] = [];
  for (const l of listed) {
    if (ITEM.test(l) && l.search(/\S/) === indent) items.push(l.replace(ITEM, '').trim());
    else if (items.length > 0 && l.trim()) items[items.length - 1] += ` ${l.trim()}`;
  }
  const [first, prev, last] = [items[0], items[items.length - 2], items[items.length - 1]];
  if (!first || !prev || !last) return null;
  const before = prev === first ? '' : ` — before it: ${oneLine(prev, LISTED_ITEM_CHARS)}`;
  return `The latest of ${items.length} requests the summary lists: ${oneLine(last, LISTED_ITEM_CHARS * 2)}${before} — the first: ${oneLine(first, LISTED_ITEM_CHARS)}`;
}

/**
 * An introduction that names no request of its own, only that requests follow ("asked, across several turns:",
 * "Sequential explicit requests:"), unlike "asked me to fix Gemini checkpointing, which involved two bugs:".
 */
const INTRODUCES_REQUESTS = /\b(?:asked|requested|wanted|requests|turns)\W*:$/i;

/** How much of a listed request the gist quotes (twice as much of the latest). */
const LISTED_ITEM_CHARS = 300;

export function nextStepFromCompaction(summary: string): string | null {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**(?:Optional )?Next Steps?\**\s*:?/i) ??
    section(summary, /^\s*#+\s*(?:Next Steps?|Remaining|Pending Tasks?)\b.*$/i) ??
    section(summary, /^\s*(?:\d+\.\s*)?\**Pending Tasks?\**\s*:?/i) ??
    tag(summary, 'current_plan');
  return found ? clip(found, NEXT_MAX) : null;
}

const STATE_MAX = 600;
const MAX_DECISIONS = 6;
/** A list item that records a choice between alternatives, not just a fix, an observation or an open investigation. */
const RESOLVED = /\b(?:switched to|chose|decided|instead of|rather than|went with|opted|reverted|abandoned|gave up on|turned down|rejected)\b/i;
/** A fix that names the attempt that failed first ("Adding X caused Y … Fixed by Z"): the attempt is turned down. */
const FAILED_ATTEMPT = /\b(?:caused|broke|did not work|didn'?t work|does not work|doesn'?t work)\b/i;
/**
 * The user correcting what the agent believed ("I initially blamed the stop hook. User correctly pointed out…", "I
 * asserted that X writes the index. User pushed back"): a claim taken back, no approach chosen.
 */
const BELIEF_CORRECTED = /\bI (?:initially |first |wrongly )?(?:asserted|assumed|claimed|blamed|suspected|guessed|jumped to|concluded)\b/i;

/**
 * An item headed by the error it repairs ("`branch.Sessions undefined` typecheck error: After changing …",
 * "Condensation failure injection: Needed to …", "Nginx \"400 Bad Request: malformed Host header\": Using `$host`
 * instead of `$http_host` caused issues"): a repair, which chooses between no alternatives.
 */
const NAMES_AN_ERROR = /^[^:]{0,120}(?:`|\b(?:error|exception|panic|fail(?:ure|ed|ing|s)?|bug|issue|crash(?:es|ed)?)\b|\b[45]\d\d\s+(?:bad request|unauthori[sz]ed|forbidden|not found|method not allowed|conflict|payload too large|too many requests|internal server error|bad gateway|service unavailable|gateway timeout)\b)[^:]{0,120}:/i;

/**
 * The agent's own plan told as a contrast under a heading that says so ("Strategy for testing: test at the level of
 * `InitializeSession` … rather than trying to test full hook handlers"): no attempt failed, nobody turned it down,
 * nothing was switched: a plan step, no decision. "Backoff: Solved with X instead of Y" tells what was done.
 */
function plansOnly(item: string): boolean {
  if (!/^[^:]{0,40}\b(?:strategy|approach|plan)\b[^:]{0,40}:/i.test(item)) return false;
  const switched = RESOLVED.test(item.replace(/\b(?:instead of|rather than)\b/gi, ''));
  return !switched && !FAILED_ATTEMPT.test(item) && !/\buser\b/i.test(item);
}

/**
 * A note that the fix went further than the least it could have done ("Solved: overflow via wrapping + chrome removal
 * rather than just widening box"): the contrast measures how much was done, it names no way turned down by a choice
 * (no attempt failed, nothing was switched, the user said nothing).
 */
function goesFurtherOnly(item: string): boolean {
  if (!/\b(?:instead of|rather than)\s+(?:just|merely|only|simply)\b/i.test(item)) return false;
  const switched = RESOLVED.test(item.replace(/\b(?:instead of|rather than)\b/gi, ''));
  return !switched && !FAILED_ATTEMPT.test(item) && !/\buser\b/i.test(item);
}

/**
 * A step of a change that was kept, told with the break it caused on the way ("`render_hints` signature change (1 arg
 * → 2 args) caused temporary E0061 - resolved by updating the callers", "Adding the enum variant caused the expected
 * non-exhaustive match errors, fixed by adding the arms"): the change stayed and the fix carried it through, so no
 * attempt was turned down. The summary's own word for the break (temporary, expected) or a fix that brings the rest of
 * the code in line says so.
 */
const PASSING_BREAK = /\b(?:caused|broke|produced|triggered)\s+(?:an?\s+|some\s+|the\s+)?(?:temporary|transient|expected|intermediate|interim)\b/i;
const FOLLOWED_THROUGH =
  /\b(?:resolved|fixed|solved)\s+by\s+(?:updating|adjusting|adding|propagating)\s+(?:the\s+|all\s+|each\s+|every\s+)?(?:remaining\s+)?(?:call(?:ers?|\s+sites?)|function\s+signature|signatures?|match\s+arms?|arms?|imports?|usages?|references?)\b/i;

function changeCarriedThrough(item: string): boolean {
  return PASSING_BREAK.test(item) || FOLLOWED_THROUGH.test(item);
}

/** What the summary says was still to do ("Pending Tasks", OpenCode's "## Remaining"...), if it says so. */
export function pendingFromCompaction(summary: string): string | null {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**Pending Tasks?\**\s*:?\s*$/i) ??
    section(summary, /^\s*#+\s*(?:Pending|Remaining|Still to do)\b.*$/i) ??
    geminiOpenPlan(summary);
  return found && !/^[-*\s]*(?:none|n\/a)\b/i.test(found) ? clip(found, STATE_MAX) : null;
}

/** The steps of Gemini CLI's `<current_plan>` not marked `[DONE]`. */
function geminiOpenPlan(summary: string): string | null {
  const plan = tag(summary, 'current_plan');
  if (!plan) return null;
  const open = plan.split('\n').filter((l) => /\[(?:TODO|IN PROGRESS|IN_PROGRESS|PENDING)\]/i.test(l));
  return open.length > 0 ? open.map((l) => l.trim()).join('\n') : null;
}

/** What the agent was doing when the conversation was compacted ("Current Work"). */
export function currentWorkFromCompaction(summary: string): string | null {
  const found = section(summary, /^\s*(?:\d+\.\s*)?\**Current Work\**\s*:?/i) ?? section(summary, /^\s*#+\s*Current (?:Work|State)\b.*$/i);
  return found ? clip(found, STATE_MAX) : null;
}

/**
 * Decisions the summary records: the resolutions under "Problem Solving", the fixes under "Errors and fixes" (with the
 * attempt that failed as the rejected alternative), and decision sentences of "Key Technical Concepts".
 */
/** How an item quoting the user's words from the summary's "All user messages" opens. */
export const USER_SAID = 'The user said: ';

export function decisionsFromCompaction(summary: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = userChoicesTold(summary);
  const solving = section(summary, /^\s*(?:\d+\.\s*)?\**Problem Solving\**\s*:?/i);
  const fixes = section(summary, /^\s*(?:\d+\.\s*)?\**Errors? and (?:fixes|solutions)\**\s*:?/i);
  for (const b of [...bullets(solving), ...bullets(fixes)]) {
    if (!RESOLVED.test(b) && !FAILED_ATTEMPT.test(b)) continue;
    if (NAMES_AN_ERROR.test(b) || BELIEF_CORRECTED.test(b) || plansOnly(b) || goesFurtherOnly(b) || changeCarriedThrough(b)) continue;
    const d = decisionOf(b);
    if (d.rejected.length > 0) out.push(d);
  }
  const concepts = section(summary, /^\s*(?:\d+\.\s*)?\**Key Technical Concepts\**\s*:?/i);
  if (concepts) out.push(...extractDecisions(concepts));
  // The user's own words, kept by the summary: an approach the user turned down before the compaction.
  const said = section(summary, /^\s*(?:\d+\.\s*)?\**All user messages\**\s*:?/i);
  for (const b of bullets(said, 40)) {
    const d = userDecision(b.replace(/^["“]|["”]$/g, ''));
    if (d) out.push({ text: `${USER_SAID}${d.text}`, rejected: d.rejected, byUser: true });
  }
  const seen = new Set<string>();
  return out.filter((d) => !seen.has(d.text) && seen.add(d.text)).slice(0, MAX_DECISIONS);
}

/**
 * The summary's own account of what the user chose or turned down, anywhere in it ("**Decision**: User chose option 2 -
 * quick fix…", "user approved using `github.com/creack/pty`", "User rejected the initial fix approach (`condenseAttempted`
 * boolean) because…", "(user chose: at commit time)", "User suggested grouping by session ID instead of all under
 * temporary"): the user's decision in the summary's words. What the user "wanted" or asked for without naming what it
 * replaces is the request, not a choice; an approval that names nothing ("User approved the revised plan") says none.
 */
const USER_CHOSE =
  /\buser\s+(?:then\s+|explicitly\s+|instead\s+)?(?:chose|approved|rejected|declined|turned down|opted (?:for|to)|preferred|decided|(?:suggested|requested|proposed|asked (?:to|for))(?=.*\b(?:instead of|rather than)\b))\b[:\s]+(.+)$/i;
const MAX_TOLD = 3;

function userChoicesTold(summary: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  const spans = new Set<string>();
  for (const raw of summary.split('\n')) {
    const line = oneLine(raw.replace(/\*\*|__/g, '').replace(/^\s*(?:[-*+]\s+|\d+[.)]\s+)/, ''), DECISION_MAX);
    const what = USER_CHOSE.exec(line)?.[1]?.replace(/^the (?:revised |new |updated )?(?:plan|approach|change|fix)\b\W*/i, '') ?? '';
    // "approved the plan and I exited plan mode": what follows the approval is what happened next, not what was chosen.
    if (/^(?:and|then|so|but)\b/i.test(what)) continue;
    // The summary files the line among the user's requests ("Second Request: User asked to show X instead of Y"):
    // what was asked for is the task, however it contrasts.
    if (/^[^:]{0,40}\b(?:request|intent|ask)\w*\s*:/i.test(line)) continue;
    // A quoted user message is read by userDecision; a choice must name what was chosen.
    if (line.startsWith('"') || (what.match(/\b[\w`.-]{2,}\b/g) ?? []).length < 3) continue;
    // The analysis and the summary tell one choice twice: a line naming the same code as one taken is the same choice.
    const named = line.match(/`[^`]+`/g) ?? [];
    if (named.some((n) => spans.has(n))) continue;
    for (const n of named) spans.add(n);
    out.push({ text: line, rejected: rejectedOf(line), byUser: true });
    if (out.length >= MAX_TOLD) break;
  }
  return out;
}

/** Top-level list items of a section, each joined onto one line (nested lines belong to their item). */
function bullets(body: string | null, max = MAX_DECISIONS): string[] {
  if (!body) return [];
  const items: string[] = [];
  for (const line of body.split('\n').slice(0, 400)) {
    const m = /^\s{0,4}[-*+]\s+(.*)$/.exec(line);
    if (m) items.push(m[1] ?? '');
    else if (items.length > 0 && line.trim()) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items.map((i) => oneLine(i.replace(/\*\*/g, ''), DECISION_MAX)).filter((i) => i.length > 8).slice(0, max);
}

/** A failed attempt inside a fix ("Adding X caused Y to fail … Fixed by Z") becomes the rejected alternative. */
function decisionOf(item: string): ExtractedDecision {
  const body = item.replace(/^[^:]{1,120}:\s+/, '');
  const failed = /^(.{3,160}?)\s+(?:caused|broke|failed|did not work|didn'?t work|does not work|doesn'?t work)\b(.{0,200}?)(?:[.;]\s|$)/i.exec(body);
  if (failed?.[1] && rejectedOf(`instead of ${failed[1]}`).length > 0) {
    const reason = oneLine(`${/caused|broke|failed|work/i.exec(failed[0])?.[0] ?? ''}${failed[2] ?? ''}`, 160);
    return { text: item, rejected: [{ option: oneLine(failed[1], 160), reason: reason || null }] };
  }
  return { text: item, rejected: rejectedOf(item) };
}

/** A path-like word: has a directory separator or a file extension, no spaces. */
const PATH_RE = /^`?\**`?([\w./@+-]*[\w@+-]\.[A-Za-z0-9]{1,8}|[\w.@+-]+\/[\w./@+-]+|[A-Z][A-Za-z0-9_-]*file|LICENSE|README)`?\**`?(?=$|[\s:(,—–-])/;
/**
 * What was done to a file, in the past tense or as a noun ("Changes at 4 locations", "Complete rewrite"). A bare "Fix:
 * use X" proposes, and "Contains `fix: true`" describes: neither says the file changed.
 */
const CHANGED = /\b(?:fixed|chang(?:ed|es)|added|updated|modified|created|new file|removed|deleted|edited|renamed|refactored|replaced|implemented|wr(?:ote|itten)|rewr(?:ote|itten|ite))\b/i;
/**
 * Change words that say what is planned or describe other data, not what was done to the file: "to be added", "must
 * be updated", "All to be removed in PR 4", "not yet written", "Major changes needed", "extracts modified files".
 */
const NOT_DONE =
  /\b(?:(?:to|will|would|should|must|can|could|may|might|needs? to|yet to) be|not yet)\s+\w+|\b(?:changes?|updates?|edits?|rewrite)\s+(?:needed|required|planned|pending)\b|\b(?:modified|added|changed|created|deleted|removed|updated|new)\s+(?:files|lines|fields|entries|paths|items|records|keys)\b/gi;
/** An item that says the file was only read. */
const READ_ONLY = /\b(?:not (?:modified|changed|edited)|unchanged|read[- ]only|no changes)\b/i;
/** An item whose first word after the path says it was read ("`state.go` — READ. Has the fields (added in PR 1)"). */
const READ_FIRST = /^[\s`*:()—–-]*(?:read|viewed|examined|inspected|referenced)\b(?![^.\n]{0,40}\b(?:and|then)\s+(?:modified|edited|changed|updated))/i;
const MAX_FILES = 60;

/**
 * The files the summary says were changed before the compaction: Claude's "Files and Code Sections" (an item per
 * file, read-only files left out), its "Key files modified/created" lists, and Gemini's `<file_system_state>`
 * (`MODIFIED:` / `CREATED:` / `DELETED:` lines). What each item says decides created / deleted / modified.
 */
export function filesFromCompaction(summary: string): { path: string; change: FileChange }[] {
  const out = new Map<string, FileChange>();
  const add = (path: string, change: FileChange): void => {
    if (out.size < MAX_FILES && !out.has(path)) out.set(path, change);
  };
  const fs = tag(summary, 'file_system_state');
  for (const line of fs?.split('\n') ?? []) {
    const m = /^\s*[-*]?\s*(MODIFIED|CREATED|DELETED|REMOVED)\s*:\s*`?([^`\s]+)`?/i.exec(line);
    if (m?.[1] && m[2]) add(m[2], /created/i.test(m[1]) ? 'created' : /deleted|removed/i.test(m[1]) ? 'deleted' : 'modified');
  }
  for (const item of fileItems(section(summary, /^\s*(?:\d+\.\s*)?\**Files and Code Sections\**\s*:?/i))) {
    const path = PATH_RE.exec(item.head)?.[1];
    if (!path) continue;
    const said = `${item.head.slice(item.head.indexOf(path) + path.length)}\n${item.body}`;
    if (!CHANGED.test(said.replace(NOT_DONE, ' ')) || READ_ONLY.test(said) || READ_FIRST.test(said)) continue;
    add(path, changeOf(said));
  }
  const listed = /^\s*\**Key files (modified|created|changed|edited)\**\s*:?\s*$/im.exec(summary);
  if (listed?.index !== undefined) {
    for (const line of summary.slice(listed.index + listed[0].length).split('\n').slice(1, 80)) {
      const m = /^\s*[-*]\s+(.*)$/.exec(line);
      if (!m) break;
      const path = PATH_RE.exec((m[1] ?? '').trim())?.[1];
      if (path) add(path, /created/i.test(listed[1] ?? '') ? 'created' : 'modified');
    }
  }
  return [...out].map(([path, change]) => ({ path, change }));
}

/** The change an item states: a marker after the path ("(CREATED)"), else how its first line starts; else modified. */
function changeOf(text: string): FileChange {
  const marker = /\((?:(created|new(?: file)?)|(deleted|removed))\)/i.exec(text.split('\n')[0] ?? '');
  if (marker) return marker[1] ? 'created' : 'deleted';
  const first = text.split('\n').find((l) => l.trim() !== '' && !/^\s*\**\s*$/.test(l.replace(/[`*]/g, ''))) ?? '';
  if (/^\s*[-*]?\s*(?:new file|created)\b/i.test(first)) return 'created';
  if (/^\s*[-*]?\s*(?:deleted|removed)\b(?!.*\bfrom\b)/i.test(first)) return 'deleted';
  return 'modified';
}

/** Top-level items of the "Files and Code Sections" list: the first line (the path) and the rest (what was done). */
function fileItems(body: string | null): { head: string; body: string }[] {
  if (!body) return [];
  const lines = body.split('\n').slice(0, 2000);
  // The section's body comes trimmed: its first line lost its indent, so the list's level is read from the others.
  const indents = lines.slice(1).flatMap((l) => (/^\s*[-*]\s+\S/.test(l) ? [/^\s*/.exec(l)?.[0].length ?? 0] : []));
  if (indents.length === 0 && !/^[-*]\s/.test(lines[0] ?? '')) return [];
  const top = indents.length > 0 ? Math.min(...indents) : 0;
  if (/^[-*]\s/.test(lines[0] ?? '')) lines[0] = `${' '.repeat(top)}${lines[0] ?? ''}`;
  const items: { head: string; body: string }[] = [];
  let fenced = false;
  for (const l of lines) {
    // Code quoted under an item shows what a file holds, not what was done to it.
    if (/^\s*(?:```|~~~)/.test(l)) fenced = !fenced;
    if (fenced || /^\s*(?:```|~~~)/.test(l)) continue;
    const m = /^(\s*)[-*]\s+(.*)$/.exec(l);
    if (m && (m[1]?.length ?? 0) === top) items.push({ head: (m[2] ?? '').trim(), body: '' });
    else if (items.length > 0) (items[items.length - 1] as { body: string }).body += `${l.trim()}\n`;
  }
  return items.slice(0, MAX_FILES);
}
