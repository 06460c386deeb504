/**
 * Reads an agent's compaction summary: the task ("Primary Request and Intent" in Claude Code, "## Goal" in OpenCode,
 * `<overall_goal>` in Gemini CLI), else its head; and the next step it names, if any.
 */
import { clip, oneLine } from './clip.js';
import { extractDecisions, rejectedOf, type ExtractedDecision } from './decisions.js';

const TASK_MAX = 1500;
const NEXT_MAX = 600;
const BOILERPLATE = /^This session is being continued from a previous conversation[^\n]*?(?:conversation\.|context\.)(?:\s*The summary below[^\n]*?\.)?\s*/i;

/** Body of a section whose heading matches `heading`, up to the next heading of the same style. */
function section(text: string, heading: RegExp): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return null;
  const first = lines[start] ?? '';
  const inline = first.replace(heading, '').trim();
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
  if (found) return clip(found, TASK_MAX);
  const head = summary.replace(BOILERPLATE, '').replace(/^\s*(?:Summary|Analysis)\s*:\s*/i, '').trim();
  const para = head.split(/\n\s*\n/)[0] ?? head;
  return clip(para.trim(), TASK_MAX);
}

export function nextStepFromCompaction(summary: string): string | null {
  const found =
    section(summary, /^\s*(?:\d+\.\s*)?\**(?:Optional )?Next Steps?\**\s*:?/i) ??
    section(summary, /^\s*#+\s*(?:Next Steps?|Remaining|Pending Tasks?)\b.*$/i) ??
    section(summary, /^\s*(?:\d+\.\s*)?\**Pending Tasks?\**\s*:?/i) ??
    tag(summary, 'current_plan');
  return found ? clip(found, NEXT_MAX) : null;
}

const STATE_MAX = 600;
const DECISION_MAX = 400;
const MAX_DECISIONS = 6;
/** A list item that records a resolution, not just an observation or an open investigation. */
const RESOLVED = /\b(?:fixed|solved|resolved|switched|chose|decided|instead|rather than|went with|replaced)\b/i;

/** What the summary says was still to do ("Pending Tasks", OpenCode's "## Remaining"...), if it says so. */
export function pendingFromCompaction(summary: string): string | null {
  const found = section(summary, /^\s*(?:\d+\.\s*)?\**Pending Tasks?\**\s*:?\s*$/i) ?? section(summary, /^\s*#+\s*(?:Pending|Remaining|Still to do)\b.*$/i);
  return found && !/^[-*\s]*(?:none|n\/a)\b/i.test(found) ? clip(found, STATE_MAX) : null;
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
export function decisionsFromCompaction(summary: string): ExtractedDecision[] {
  const out: ExtractedDecision[] = [];
  const solving = section(summary, /^\s*(?:\d+\.\s*)?\**Problem Solving\**\s*:?/i);
  const fixes = section(summary, /^\s*(?:\d+\.\s*)?\**Errors? and (?:fixes|solutions)\**\s*:?/i);
  for (const b of [...bullets(solving), ...bullets(fixes)]) if (RESOLVED.test(b)) out.push(decisionOf(b));
  const concepts = section(summary, /^\s*(?:\d+\.\s*)?\**Key Technical Concepts\**\s*:?/i);
  if (concepts) out.push(...extractDecisions(concepts));
  const seen = new Set<string>();
  return out.filter((d) => !seen.has(d.text) && seen.add(d.text)).slice(0, MAX_DECISIONS);
}

/** Top-level list items of a section, each joined onto one line (nested lines belong to their item). */
function bullets(body: string | null): string[] {
  if (!body) return [];
  const items: string[] = [];
  for (const line of body.split('\n').slice(0, 400)) {
    const m = /^\s{0,4}[-*+]\s+(.*)$/.exec(line);
    if (m) items.push(m[1] ?? '');
    else if (items.length > 0 && line.trim()) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items.map((i) => oneLine(i.replace(/\*\*/g, ''), DECISION_MAX)).filter((i) => i.length > 8).slice(0, MAX_DECISIONS);
}

/** A failed attempt inside a fix ("Adding X caused Y to fail … Fixed by Z") becomes the rejected alternative. */
function decisionOf(item: string): ExtractedDecision {
  const body = item.replace(/^[^:]{1,120}:\s+/, '');
  const failed = /^(.{3,160}?)\s+(?:caused|broke|failed|did not work|didn'?t work|does not work|doesn'?t work)\b(.{0,200}?)(?:[.;]\s|$)/i.exec(body);
  if (failed?.[1]) {
    const reason = oneLine(`${/caused|broke|failed|work/i.exec(failed[0])?.[0] ?? ''}${failed[2] ?? ''}`, 160);
    return { text: item, rejected: [{ option: oneLine(failed[1], 160), reason: reason || null }] };
  }
  return { text: item, rejected: rejectedOf(item) };
}
