import { ExitCode, HandoffError } from '../errors.js';
import type { Checkpoint, RepoIndex, Session } from '../types/index-model.js';

export const MIN_PREFIX = 6;

/** Whether a session id is one of `exclude` (`--exclude`: ids or prefixes, any letter case). */
export function excludedBy(exclude: readonly string[]): (id: string) => boolean {
  const wanted = exclude.map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  return (id) => wanted.some((e) => id.toLowerCase().startsWith(e));
}

/** A session by exact id or unique prefix (>= 6 characters). */
export function resolveSession(index: RepoIndex, idOrPrefix: string): Session {
  return resolve('session', index.sessions, idOrPrefix);
}

/** A checkpoint by exact id or unique prefix (>= 6 characters; ULIDs match case-insensitively). */
export function resolveCheckpoint(index: RepoIndex, idOrPrefix: string): Checkpoint {
  return resolve('checkpoint', index.checkpoints, idOrPrefix);
}

function resolve<T extends { id: string }>(kind: 'session' | 'checkpoint', items: T[], raw: string): T {
  const id = validateId(kind, raw);
  const exact = items.find((x) => x.id === id) ?? items.find((x) => x.id.toLowerCase() === id.toLowerCase());
  if (exact) return exact;
  if (id.length < MIN_PREFIX) {
    throw new HandoffError(`${kind} id prefix too short: ${id} (give at least ${MIN_PREFIX} characters)`, ExitCode.usage);
  }
  const lower = id.toLowerCase();
  const matches = items.filter((x) => x.id.toLowerCase().startsWith(lower));
  const [only] = matches;
  if (matches.length === 1 && only) return only;
  if (matches.length === 0) throw new HandoffError(`unknown ${kind}: ${id}`, ExitCode.notFound);
  const shown = matches.slice(0, 5).map((x) => x.id).join(', ');
  const more = matches.length > 5 ? `, and ${matches.length - 5} more` : '';
  throw new HandoffError(`ambiguous ${kind} id ${id}: matches ${shown}${more}`, ExitCode.notFound);
}

/** Ids reach file names and error messages: refuse separators, `..` and control characters before anything else. */
function validateId(kind: string, raw: string): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (id === '' || /[/\\\u0000-\u001f\u007f]/.test(id) || id.includes('..') || id.length > 256) {
    throw new HandoffError(`invalid ${kind} id: ${JSON.stringify(String(raw).slice(0, 80))}`, ExitCode.usage);
  }
  return id;
}

/** The index's sessions that have a slot in the checkpoint. */
export function sessionsOf(index: RepoIndex, checkpoint: Checkpoint): Session[] {
  return index.sessions.filter((s) => checkpoint.sessionIds.includes(s.id));
}
