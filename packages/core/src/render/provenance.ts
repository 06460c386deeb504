/**
 * The provenance line under the title: which agent and session(s), which checkpoint, the branch and commit the work
 * was recorded on, when (absolute and how long ago), and where the repository is now when that differs. Branch names
 * and ids come from metadata, so they are reduced to the characters refs and ids use before they stand in our text.
 */
import type { Handoff, Provenance } from '../types/handoff.js';
import { agentDisplayName } from '../targets/vocabulary.js';
import { safeId } from './data.js';
import { headRedacted } from '../safety/redacted-cut.js';

export function provenanceLines(h: Handoff, now: Date | undefined): string[] {
  const p = h.provenance;
  if (!p) return [];
  const agents = [...new Set(h.sourceAgents)].map(agentDisplayName).join(', ') || agentDisplayName('unknown');
  const made = [
    `Recorded by ${agents}`,
    p.checkpointId ? `checkpoint \`${safeId(p.checkpointId)}\`` : null,
    p.branch ? `on branch \`${safeRef(p.branch)}\`` : 'on an unrecorded branch',
    p.commit ? `commit \`${shortSha(p.commit)}\`` : null,
    p.recordedAt ? when(p.recordedAt, now) : null,
  ].filter((x): x is string => x !== null);
  const lines = [`${made.join(', ')}.`];
  const here = whereNow(p);
  if (here) lines.push(here);
  return lines;
}

/** "You are on `main` (HEAD `1a2b3c4`)": said only when the branch or the commit differs from the recorded one. */
function whereNow(p: Provenance): string | null {
  const head = p.currentHead ? ` at \`${shortSha(p.currentHead)}\`` : '';
  if (p.currentBranch && p.branch && p.currentBranch !== p.branch) {
    return `Made on \`${safeRef(p.branch)}\`; you are on \`${safeRef(p.currentBranch)}\`${head}: check out the branch or confirm the work moved.`;
  }
  if (p.commit && p.currentHead && !p.currentHead.startsWith(p.commit) && !p.commit.startsWith(p.currentHead)) {
    return `The repository has moved on since: HEAD is now \`${shortSha(p.currentHead)}\`.`;
  }
  if (!p.currentBranch && p.currentHead) return `The repository is on a detached HEAD${head}.`;
  return null;
}

function when(iso: string, now: Date | undefined): string | null {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return null;
  const absolute = `${utcMinute(t)} UTC`;
  if (!now) return absolute;
  return `${absolute} (${ago(now.getTime() - t)})`;
}

/** A time to the minute, UTC: "2026-07-28 06:54". */
export function utcMinute(t: number): string {
  return new Date(t).toISOString().slice(0, 16).replace('T', ' ');
}

/** "3 minutes ago", "5 hours ago", "12 days ago"; a clock behind the record says so rather than going negative. */
export function ago(ms: number): string {
  if (ms < 0) return 'in the future by this clock';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

function safeRef(ref: string): string {
  const s = ref.replace(/[^A-Za-z0-9._/@+-]/g, '');
  return (s.length > 80 ? headRedacted(s, 80) : s) || 'unknown';
}

function shortSha(sha: string): string {
  return sha.replace(/[^0-9a-f]/gi, '').slice(0, 12) || 'unknown';
}
