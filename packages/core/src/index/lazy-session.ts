/** The sessions of a `lazy` index: built from metadata alone, completed from their transcripts when printed. */
import type { DerivedCache } from '../cache/derived-cache.js';
import { CatFile } from '../git/cat-file.js';
import { sessionFlags, type RepoFacts } from '../store/repo-extras.js';
import { timeValue } from '../store/ids.js';
import type { RepoIndex, Session, UnreadSession } from '../types/index-model.js';
import { assemble, buildSession } from './build-session.js';
import { chooseTranscript } from './choose-transcript.js';
import { recordedActivity } from './last-activity.js';
import { agentWithoutReading, guessedAgent, type Acc } from './session-evidence.js';
import { promptWithoutBlobs, type Built } from './session-prompts.js';

interface Deferred {
  now: Date;
  staleAfterMs: number;
  cache: DerivedCache | null;
  facts: RepoFacts;
}

/** A session from metadata alone (see `lazy`), to be completed by `completeSessions` if it is printed. */
export async function lazySession(acc: Acc, deferred: Deferred, unread: Map<string, UnreadSession>): Promise<Built> {
  const newestFirst = acc.snaps.slice().reverse();
  const { transcript, source, discovered } = await chooseTranscript(acc, newestFirst);
  const agent = agentWithoutReading(acc, newestFirst) ?? guessedAgent(acc, newestFirst);
  const lastPrompt = await promptWithoutBlobs(acc);
  const built = assemble(acc, newestFirst, { transcript, source, agent, lastPrompt, lastEventAt: null }, deferred.now, deferred.staleAfterMs);
  Object.assign(built.session, sessionFlags(built.session, acc.snaps, deferred.facts));
  if (discovered) built.session.transcriptDiscovered = true;
  const { now, staleAfterMs, cache, facts } = deferred;
  unread.set(acc.id, {
    bound: activityBound(built.session, acc),
    read: async (cat) => (await buildSession(acc, cat, now, staleAfterMs, cache, facts)).session,
  });
  return built;
}

/**
 * Sessions of a `lazy` index get what the full index gives them: agent and last event from their transcripts. The
 * derived cache is saved after, unless `save` is false (a caller completing many in turn saves once at the end).
 */
export async function completeSessions(index: RepoIndex, sessions: readonly Session[], shared?: CatFile, save = true): Promise<void> {
  const unread = index.unread;
  const todo = unread ? sessions.filter((s) => unread.sessions.has(s.id)) : [];
  if (!unread || todo.length === 0) return;
  const cat = shared ?? new CatFile(index.repo.topLevel);
  if (!shared) cat.readHeadsFrom(index.repo.commonDir);
  try {
    await Promise.all(
      todo.map(async (session) => {
        const entry = unread.sessions.get(session.id);
        if (!entry) return;
        unread.sessions.delete(session.id);
        const full = await entry.read(cat);
        Object.assign(session, full, { lastPrompt: session.lastPrompt ?? full.lastPrompt });
      }),
    );
    if (save) unread.saveCache();
  } finally {
    if (!shared) await cat.close();
  }
}

/**
 * The latest an unread session's activity can prove to be once its transcript is read (see newestSession): its time
 * as shown, unless only its transcript can give one.
 */
function activityBound(session: Session, acc: Acc): number {
  const shown = timeValue(session.lastActivityAt);
  return Number.isFinite(recordedActivity(acc, acc.snaps.at(-1))) || !session.transcript ? shown : Number.POSITIVE_INFINITY;
}
