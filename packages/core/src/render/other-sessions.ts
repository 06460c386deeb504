/**
 * The other sessions of a merged checkpoint: one short part each, after the lead's sections, so nothing of theirs is
 * read as the lead's task, instruction or next step, and no session goes unmentioned (each keeps at least its line).
 * Their files are in the lead's Files touched, each marked with its session: said once.
 */
import type { SessionPart } from '../types/handoff.js';
import { agentDisplayName } from '../targets/vocabulary.js';
import { capText, cleanText, ours, quoteAsData, safeId } from './data.js';

/** `detail` false: the label line of each session only (the leanest budgets). */
export function otherSessionsLines(parts: SessionPart[], maxChars: number, detail: boolean): string[] {
  if (parts.length === 0) return [];
  const out = ['', `## Other sessions in this checkpoint (${parts.length})`];
  // A sub-session whose result another session records never leads, so it may have ended after the session above.
  const order = parts.some((p) => p.spawnedBy)
    ? 'Each ended before the session above, or is a sub-session whose result another session here records (its prompt is that session\'s dispatch, not the user\'s).'
    : 'Each ended before the session above.';
  out.push(`${order} Their facts are their own: none of them is the task or the next step above.`);
  for (const p of parts) {
    out.push(`- ${ours(labelOf(p))}`);
    const quoted = detail ? quotedFacts(p, maxChars) : [];
    if (quoted.length > 0) out.push(indent(quoteAsData(quoted.join('\n'), { max: maxChars * 3 })));
  }
  return out;
}

function labelOf(p: SessionPart): string {
  const ended = p.endedAt && Number.isFinite(Date.parse(p.endedAt)) ? `, ended ${new Date(p.endedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
  const todos = p.openTodos > 0 ? `, ${p.openTodos} open todo(s)` : '';
  const spawned = p.spawnedBy ? `, spawned by \`${safeId(p.spawnedBy)}\`` : '';
  return `Session \`${safeId(p.sessionId)}\` (${agentDisplayName(p.agent)})${spawned}${ended}: status ${p.status.replace('_', ' ')}${todos}.`;
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
