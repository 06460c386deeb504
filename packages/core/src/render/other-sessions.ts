/**
 * The other sessions of a merged checkpoint: one short part each, after the lead's sections, so nothing of theirs is
 * read as the lead's task, instruction or next step, and no session goes unmentioned. Their files are in the lead's
 * Files touched, each marked with its session: said once.
 *
 * A checkpoint of dozens of sessions (an agent that ran a review sub-agent after every step) would fill the screen
 * with their lines: past FULL_PARTS, only the sessions the next agent must know of keep a line (the newest, and those
 * that changed files, asked an open question, left todos open or got stuck), and the rest are counted in one line per
 * kind (same agent, same parent, no edits of their own), with the command that lists every one. `--json` keeps them all.
 */
import { startedBy } from './started-by.js';
import type { SessionPart } from '../types/handoff.js';
import { agentDisplayName } from '../targets/vocabulary.js';
import { capText, cleanText, ours, quoteAsData, safeId } from './data.js';
import { utcMinute } from './provenance.js';

/** Up to this many other sessions, each keeps its own line; past it, at most this many do and the rest are counted. */
const FULL_PARTS = 4;

/**
 * `detail` false: the label line of each session only (the leanest budgets). `checkpointId` names the command that
 * lists every session when some are only counted.
 */
export function otherSessionsLines(parts: SessionPart[], maxChars: number, detail: boolean, checkpointId?: string): string[] {
  if (parts.length === 0) return [];
  const out = ['', `## Other sessions in this checkpoint (${parts.length})`];
  out.push(`${orderOf(parts)} Their facts are their own: none of them is the task or the next step above.`);
  if (parts.length <= FULL_PARTS) {
    for (const p of parts) {
      out.push(`- ${ours(labelOf(p))}`);
      const quoted = detail ? quotedFacts(p, maxChars) : [];
      if (quoted.length > 0) out.push(indent(quoteAsData(quoted.join('\n'), { max: maxChars * 3 })));
    }
    return out;
  }
  const listed = mattering(parts);
  for (const p of parts.filter((x) => listed.has(x))) out.push(`- ${ours(labelOf(p))}`);
  for (const group of kinds(parts.filter((x) => !listed.has(x)))) out.push(`- ${ours(groupLine(group))}`);
  const all = checkpointId ? `hand-off-session show checkpoint ${safeId(checkpointId)} --json` : 'hand-off-session show <checkpoint> --json';
  out.push(`Every session, each with its status, check and files: \`${all}\` (\`otherSessions\`).`);
  return out;
}

/**
 * What the order of the sessions says. A sub-session whose result another session records never leads, so it may have
 * ended after the session above; so may a session kept without its transcript, whose end no record gives.
 */
function orderOf(parts: SessionPart[]): string {
  const ended = parts.some((p) => p.promptsOnly) ? 'Each whose transcript is here ended before the session above' : 'Each ended before the session above';
  const sub = parts.some((p) => p.spawnedBy) ? ", or is a sub-session whose result another session here records (its prompt is that session's dispatch, not the user's)" : '';
  const unread = parts.some((p) => p.promptsOnly) ? '; one kept with its prompts only may have ended after it (when it ended is not recorded)' : '';
  return `${ended}${sub}${unread}.`;
}

/**
 * The sessions that keep their own line, at most FULL_PARTS: the newest (the work just before the lead's), then those
 * that changed files, asked a question still open, left todos open or ended blocked, newest first, then the next newest.
 */
function mattering(parts: SessionPart[]): Set<SessionPart> {
  const weight = (p: SessionPart): number => (p.edited > 0 ? 4 : 0) + (p.openQuestions > 0 ? 2 : 0) + (p.openTodos > 0 || p.status === 'blocked' ? 1 : 0);
  const ranked = parts
    .slice(1)
    .map((p, i) => ({ p, i, w: weight(p) }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((x) => x.p);
  // Lines left over go to the next newest: the work closest to the lead's.
  const inOrder = new Set([...parts.slice(0, 1), ...ranked, ...parts]);
  return new Set([...inOrder].slice(0, FULL_PARTS));
}

/** Sessions of one kind: the same agent, spawned by the same session (or by none), with or without edits of their own. */
function kinds(parts: SessionPart[]): SessionPart[][] {
  const byKind = new Map<string, SessionPart[]>();
  for (const p of parts) {
    const key = `${p.agent}\u0000${p.spawnedBy ?? ''}\u0000${p.edited > 0}\u0000${p.promptsOnly === true}`;
    byKind.set(key, [...(byKind.get(key) ?? []), p]);
  }
  return [...byKind.values()];
}

/** "29 sub-sessions (OpenCode) spawned by `ses_3353…`, ended 06:45–14:29 UTC, none changed files: 27 in progress, 2 complete." */
function groupLine(group: SessionPart[]): string {
  const first = group[0];
  if (!first) return '';
  const what = first.spawnedBy ? `sub-session(s) (${agentDisplayName(first.agent)}) ${startedBy(first.spawnedBy)}` : `session(s) (${agentDisplayName(first.agent)})`;
  const edits = first.edited > 0 ? `each changed files (${group.reduce((n, p) => n + p.edited, 0)} in all)` : 'none changed files';
  // A few are named, so no session of the checkpoint goes unmentioned; dozens are counted, and the command names them.
  const named = group.length <= NAMED_MAX ? ` (${group.map((p) => `\`${safeId(p.sessionId)}\``).join(', ')})` : '';
  return `${group.length} more ${what}${named}${span(group)}, ${edits}: ${statusCounts(group)}.`;
}

/** A counted kind of at most this many sessions names each of them. */
const NAMED_MAX = 3;

function span(group: SessionPart[]): string {
  const times = group.map((p) => (p.endedAt ? Date.parse(p.endedAt) : Number.NaN)).filter(Number.isFinite).sort((a, b) => a - b);
  const from = times[0];
  const to = times[times.length - 1];
  if (from === undefined || to === undefined) return '';
  if (group[0]?.promptsOnly) return `, no transcript here (Entire wrote the slot(s) ${utcMinute(from)} UTC)`;
  const day = (t: number): string => utcMinute(t).slice(0, 10);
  if (from === to) return `, ended ${utcMinute(from)} UTC`;
  return `, ended ${utcMinute(from)}–${day(from) === day(to) ? utcMinute(to).slice(11) : utcMinute(to)} UTC`;
}

function statusCounts(group: SessionPart[]): string {
  const counts = new Map<string, number>();
  for (const p of group) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${n} ${status.replace('_', ' ')}`)
    .join(', ');
}

function labelOf(p: SessionPart): string {
  const at = p.endedAt && Number.isFinite(Date.parse(p.endedAt)) ? utcMinute(Date.parse(p.endedAt)) : null;
  const ended = at === null ? '' : p.promptsOnly ? `, no transcript here (Entire wrote its slot ${at} UTC)` : `, ended ${at} UTC`;
  const todos = p.openTodos > 0 ? `, ${p.openTodos} open todo(s)` : '';
  const asked = p.openQuestions > 0 ? `, ${p.openQuestions} open question(s)` : '';
  const spawned = p.spawnedBy ? `, ${startedBy(p.spawnedBy)}` : '';
  const changed = p.edited > 0 ? `, changed ${p.edited} file(s)` : '';
  if (p.emptyPart) return `Session \`${safeId(p.sessionId)}\` (${agentDisplayName(p.agent)})${spawned}${ended}: no record of it falls in this checkpoint (its part of the transcript is empty)${changed}.`;
  return `Session \`${safeId(p.sessionId)}\` (${agentDisplayName(p.agent)})${spawned}${ended}: status ${p.status.replace('_', ' ')}${changed}${todos}${asked}.`;
}

function quotedFacts(p: SessionPart, max: number): string[] {
  const lines: string[] = [];
  const said = p.latestInstruction ?? p.task;
  if (said) lines.push(`${p.latestInstruction ? 'Latest instruction' : 'Task'}: ${flat(said.text, max)}`);
  if (p.lastCheck) lines.push(flat(p.lastCheck.text, max));
  return lines;
}

function flat(s: string, max: number): string {
  return capText(cleanText(s).replace(/\s+/g, ' ').trim(), max);
}

function indent(block: string): string {
  return block
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
}
