import { CatFile } from '../git/cat-file.js';
import { compareIds, timeValue } from '../store/ids.js';
import type { RepoIndex, Session } from '../types/index-model.js';
import { completeSessions } from './lazy-session.js';

interface Placed {
  session: Session;
  t: number;
}

/**
 * Sessions of a `lazy` index in the full index's order (last activity newest first, then id), reading few transcripts:
 * a session's time comes from its metadata, so only a session without any is read before it is placed
 * (UnreadSession.bound). Sessions are completed newest bound first, `ahead` of them at once
 * (their transcripts stream while the caller works on the sessions already yielded), and each is yielded as soon as
 * no session left unread could come before it. The derived cache is saved once, when the caller stops.
 */
export async function* newestFirst(index: RepoIndex, candidates: readonly Session[], cat: CatFile, ahead = 1): AsyncGenerator<Session> {
  const boundOf = (s: Session) => index.unread?.sessions.get(s.id)?.bound ?? timeValue(s.lastActivityAt);
  const queue = candidates.map((session) => ({ session, bound: boundOf(session) })).sort((a, b) => b.bound - a.bound || compareIds(a.session.id, b.session.id));
  const reads: Promise<Session>[] = [];
  const ready: Placed[] = [];
  try {
    for (let done = 0; done < queue.length || ready.length > 0; ) {
      // An unread bound equal to the best time may still come first (by id): it is read before the best is yielded.
      const best = ready[0];
      if (best && (done === queue.length || (queue[done]?.bound ?? 0) < best.t)) {
        ready.shift();
        yield best.session;
        continue;
      }
      while (reads.length < queue.length && reads.length - done < ahead) {
        const session = (queue[reads.length] as { session: Session }).session;
        const read = completeSessions(index, [session], cat, false).then(() => session);
        // A read that fails while an earlier one is awaited is reported when its turn comes, not as unhandled.
        read.catch(() => undefined);
        reads.push(read);
      }
      place(ready, await (reads[done] as Promise<Session>));
      done++;
    }
  } finally {
    if (reads.length > 0) index.unread?.saveCache();
  }
}

/** Into `ready`, kept in the full index's order (sortByTime in build-index.ts). */
function place(ready: Placed[], session: Session): void {
  const t = timeValue(session.lastActivityAt);
  let i = ready.length;
  while (i > 0 && before(t, session.id, ready[i - 1] as Placed)) i--;
  ready.splice(i, 0, { session, t });
}

function before(t: number, id: string, other: Placed): boolean {
  return (other.t - t || compareIds(id, other.session.id)) < 0;
}

/**
 * The most recently active of `candidates`, as the full index would order them, reading only the transcripts whose
 * bound could beat the best one found (see newestFirst).
 */
export async function newestSession(index: RepoIndex, candidates: readonly Session[], shared?: CatFile): Promise<Session | undefined> {
  const cat = shared ?? new CatFile(index.repo.topLevel);
  if (!shared) cat.readHeadsFrom(index.repo.commonDir);
  try {
    for await (const session of newestFirst(index, candidates, cat)) return session;
    return undefined;
  } finally {
    if (!shared) await cat.close();
  }
}
