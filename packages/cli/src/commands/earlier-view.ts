/**
 * Earlier handoffs of a session (contract files in the repository), as `show` and `list` mention them: which file,
 * when, and what changed since.
 */
import type { Handoff } from '@hand-off-session/core';
import { contractsFor, findEarlierContracts, sinceEarlier, type EarlierContract, type RepoIndex, type Session } from '@hand-off-session/core/listing';

/** The line under a new handoff's title when the same session was handed off before. */
export async function earlierLines(
  contracts: readonly EarlierContract[],
  handoff: Handoff,
  repo: RepoIndex['repo'],
  sessions: readonly Session[],
): Promise<string[]> {
  const [latest, ...older] = contractsFor(contracts, handoff.sessionIds);
  if (!latest) return [];
  const lastActivityAt = sessions.map((s) => s.lastActivityAt).filter((t): t is string => t !== null).sort().at(-1) ?? null;
  const since = await sinceEarlier(latest, repo.topLevel, { head: repo.head, lastActivityAt, status: handoff.status });
  const changes: string[] = [];
  if (since.newCommits !== null) changes.push(since.newCommits === 0 ? 'no new commits' : `${since.newCommits} new commit${since.newCommits === 1 ? '' : 's'}`);
  else if (latest.head) changes.push('the HEAD it recorded is not behind this one (another branch, or history rewritten)');
  changes.push(since.activeSince ? 'the session was active again' : 'no session activity');
  if (since.statusThen && since.statusThen !== since.statusNow) changes.push(`status ${since.statusThen} then, ${since.statusNow} now`);
  const when = latest.written ? `written ${latest.written.slice(0, 16).replace('T', ' ')} UTC` : 'date unknown';
  const more = older.length > 0 ? ` (and ${older.length} older)` : '';
  return [`Handed off before: ${latest.path}, ${when}${more}. Since then: ${changes.join('; ')}.`];
}

export function loadEarlierContracts(repo: RepoIndex['repo']): Promise<EarlierContract[]> {
  return findEarlierContracts(repo.topLevel);
}

/** The JSON beside a session: the contract files that hand it off, newest first. */
export function earlierJson(contracts: readonly EarlierContract[], sessionId: string): Record<string, unknown> {
  const mine = contractsFor(contracts, [sessionId]);
  return mine.length === 0 ? {} : { earlierHandoffs: mine.map((c) => ({ path: c.path, written: c.written, status: c.status })) };
}
