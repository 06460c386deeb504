/**
 * A handoff from Entire's records: one session (its whole transcript from the last compaction on), or a checkpoint
 * whose sessions are each read on their own and merged (see summarize/merge-sessions.ts), its paths made relative to
 * the repository and its provenance added.
 */
import { ExitCode, HandoffError } from '../errors.js';
import { CatFile } from '../git/cat-file.js';
import { completeSessions } from '../index/lazy-session.js';
import { sessionsOf } from '../index/resolve-id.js';
import { fillSessionPrompt } from '../index/session-prompts.js';
import { withCheckpointExtras, withSessionExtras } from '../summarize/entire-extras.js';
import { HandoffBuilder, type BuilderContext } from '../summarize/handoff-builder.js';
import { byEndTime, mergeSessionHandoffs, slotsBySession, type SessionHandoff, type SessionSlots } from '../summarize/merge-sessions.js';
import { withoutDispatch } from '../summarize/sub-session-task.js';
import { fromRepoRoot, relativizeHandoff, rootsFromListedFiles, subfolderOfCwd } from '../summarize/repo-paths.js';
import { prefersCompactTranscript, type Agent } from '../types/agents.js';
import type { Handoff, Provenance } from '../types/handoff.js';
import type { Checkpoint, CheckpointSession, RepoIndex, Session } from '../types/index-model.js';
import { nativePartStart } from './compact-start.js';
import { compactPartStart, nativeReadable, sessionTranscript } from './readable-transcript.js';
import { addMetadataOnlyPrompts } from './metadata-only-session.js';
import { addUnrecordedPrompt } from './unrecorded-prompt.js';
import { feedTranscript } from './feed-transcript.js';
import { withCutLedger } from '../safety/cut-ledger.js';
import { finishHandoff } from './finish-handoff.js';
import { ToldValues } from '../redact/told-values.js';
import type { HandoffRequest } from './requests.js';

/** Each build keeps its own ledger of what cutting text to size redacted (counted by finishHandoff). */
export function handoffForSession(index: RepoIndex, session: Session, req: HandoffRequest): Promise<Handoff> {
  return withCutLedger(() => sessionHandoff(index, session, req));
}

async function sessionHandoff(index: RepoIndex, session: Session, req: HandoffRequest): Promise<Handoff> {
  await completeSessions(index, [session], req.cat);
  await fillSessionPrompt(index, session, req.cat);
  const builder = new HandoffBuilder({ ...builderContext(session.id, session.agent, index), filesTouched: session.filesTouched });
  const transcript = await withCat(req, index, (cat) => sessionTranscript(index, session, cat));
  const fed = transcript
    ? (await feedTranscript(builder, transcript, index.repo.gitDir, { start: 0, fromLastCompaction: true, ...(req.cat ? { cat: req.cat } : {}) })) !== null
    : false;
  if (fed && session.transcriptSource === 'checkpoint') await withCat(req, index, (cat) => addUnrecordedPrompt(builder, newestSlot(index, session), cat));
  if (!session.transcript) builder.noteGap('No transcript is available for this session: only its metadata was recorded.');
  if (!fed && session.lastPrompt) {
    // The live state still knows the last prompt; it is the user's own words, recorded by Entire.
    builder.add({ kind: 'user_prompt', text: session.lastPrompt, line: 0 });
  }
  // A session read alone is never read with the session that spawned it.
  const handoff = withoutDispatch(builder.build({
    live: {
      status: session.status,
      stale: session.stale,
      lastActivityAt: session.lastActivityAt,
      now: (req.now ?? new Date()).toISOString(),
    },
    rawTail: req.raw === true,
  }));
  const checkpointId = session.checkpointIds[session.checkpointIds.length - 1] ?? null;
  const checkpoint = checkpointId ? index.checkpoints.find((c) => c.id === checkpointId) : undefined;
  const provenance = provenanceOf(index, {
    checkpointId,
    branch: session.branch ?? checkpoint?.branch ?? null,
    commits: checkpoint?.commits ?? [],
    recordedAt: session.lastActivityAt ?? handoff.endedAt ?? null,
  });
  const relative = inRepoPaths({ ...handoff, checkpointIds: session.checkpointIds, provenance }, index, session.filesTouched);
  return finishHandoff(await withCat(req, index, (cat) => withSessionExtras(relative, index, session, cat)), req, builder.toldValues());
}

/**
 * All the checkpoint's sessions, merged without mixing them (see summarize/merge-sessions.ts): each session read on
 * its own from its newest slot, the one that ended last leading.
 */
export function handoffForCheckpoint(index: RepoIndex, checkpoint: Checkpoint, req: HandoffRequest): Promise<Handoff> {
  return withCutLedger(() => checkpointHandoff(index, checkpoint, req));
}

async function checkpointHandoff(index: RepoIndex, checkpoint: Checkpoint, req: HandoffRequest): Promise<Handoff> {
  if (checkpoint.sessions.length === 0) throw new HandoffError(`checkpoint ${checkpoint.id} records no session`, ExitCode.notFound);
  const sessions = sessionsOf(index, checkpoint);
  await completeSessions(index, sessions, req.cat);
  // An index built without prompts (show checkpoint) reads only these sessions' prompt blobs, as for one session.
  for (const session of sessions) await fillSessionPrompt(index, session, req.cat);
  const { groups, skipped } = slotsBySession(checkpoint.sessions);
  const fed: FedPart[] = [];
  for (const group of groups) fed.push(await feedSessionPart(index, checkpoint, group, req.cat));
  // The sessions shared the checkout: a check one of them passed after another's failure of it ends that failure.
  for (const part of fed) part.builder.passedInOtherSession(fed.filter((o) => o !== part).flatMap((o) => o.builder.passedChecks()));
  const parts = fed.map((part) => builtPart(part, req.raw === true));
  const merged = mergeSessionHandoffs(byEndTime(parts, checkpoint.filesTouched), skipped, checkpoint.filesTouched);
  const lead = parts.find((p) => p.handoff.sessionIds[0] === merged.sessionIds[0])?.slot;
  const provenance = provenanceOf(index, {
    checkpointId: checkpoint.id,
    branch: lead?.branch || checkpoint.branch,
    commits: checkpoint.commits,
    recordedAt: merged.endedAt ?? checkpoint.createdAt,
  });
  const metadataFiles = [...checkpoint.filesTouched, ...checkpoint.sessions.flatMap((s) => s.filesTouched)];
  // Each session names its own working directory (another worktree, a subfolder): its paths are relative to it too.
  const cwds = parts.map((p) => p.handoff.recordedCwd);
  const relative = inRepoPaths({ ...merged, checkpointIds: [checkpoint.id], provenance }, index, metadataFiles, cwds);
  const told = new ToldValues();
  for (const part of fed) told.addAll(part.builder.toldValues());
  return finishHandoff(await withCat(req, index, (cat) => withCheckpointExtras(relative, index, checkpoint, cat)), req, told);
}

/** One session of a checkpoint fed to its own builder, not built yet. */
interface FedPart {
  builder: HandoffBuilder;
  slot: CheckpointSession;
}

function builtPart({ builder, slot }: FedPart, rawTail: boolean): SessionHandoff {
  const handoff = builder.build({ rawTail });
  return { handoff, slot, ...(builder.readEarlierPartsOnly() ? { earlierOnly: true as const } : {}) };
}

/**
 * One session of a checkpoint on its own builder: its slots oldest first, each its native transcript, else (none, one
 * whose blobs are missing, or an agent whose compact one is preferred) the compact one from its part.
 */
async function feedSessionPart(index: RepoIndex, checkpoint: Checkpoint, group: SessionSlots, cat?: CatFile): Promise<FedPart> {
  const [first] = group.slots;
  if (!first) throw new HandoffError(`checkpoint ${checkpoint.id} lists session ${group.sessionId} without a slot`, ExitCode.notFound);
  const builder = new HandoffBuilder({ ...builderContext(group.sessionId, first.agent, index, checkpoint.id), filesTouched: first.filesTouched });
  // The agent's own file the index found on this machine stands in, once, for slots with no or an empty transcript.
  let discovered = index.sessions.find((s) => s.id === group.sessionId && s.transcriptDiscovered)?.transcript ?? null;
  // The caller's cat-file, when it has one: no git process per transcript, and what the index streamed is not read again.
  const through = cat ? { cat } : {};
  let fedSlot: CheckpointSession | undefined;
  let unread: CheckpointSession | undefined;
  for (const [i, slot] of group.slots.entries()) {
    if (i > 0) builder.startSession({ ...builderContext(slot.sessionId, slot.agent, index, checkpoint.id), filesTouched: slot.filesTouched });
    const empty = slot.transcript?.kind === 'blob' && slot.transcript.size === 0 && discovered !== null;
    const native = slot.transcript && !empty && !(slot.compactTranscript && prefersCompactTranscript(slot.agentLabel));
    if (slot.transcript && native && (await withCat({ ...through }, index, (open) => nativeReadable(slot, open)))) {
      const { gap, ...start } = await nativePartStart(index, slot, index.repo.gitDir, cat);
      if (gap) builder.noteGap(gap);
      if (await feedTranscript(builder, slot.transcript, index.repo.gitDir, { ...start, ...through })) fedSlot = slot;
      else if (i === group.slots.length - 1 && (await withCat({ ...through }, index, (open) => addMetadataOnlyPrompts(builder, slot, open)))) unread = slot;
    } else if (slot.compactTranscript) {
      if (await feedTranscript(builder, slot.compactTranscript, index.repo.gitDir, { start: compactPartStart(slot), ...through })) fedSlot = slot;
    } else if (discovered) {
      await feedTranscript(builder, discovered, index.repo.gitDir, { start: 0, ...through });
      discovered = null;
    } else if (i < group.slots.length - 1 || !(await withCat({ ...through }, index, (open) => addMetadataOnlyPrompts(builder, slot, open)))) {
      builder.noteGap(`Session ${slot.sessionId} in this checkpoint has metadata only, no transcript (slot ${slot.slot}).`);
    }
  }
  if (fedSlot === group.slots[group.slots.length - 1]) await withCat({ ...(cat ? { cat } : {}) }, index, (open) => addUnrecordedPrompt(builder, fedSlot, open));
  if (group.slots.length > 1) builder.noteGap(`This session fills ${group.slots.length} slots of the checkpoint: they were read oldest first.`);
  const last = group.slots[group.slots.length - 1] ?? first;
  // A transcript named in the tree whose blobs this clone lacks (a partial or public snapshot) was never read: the
  // session stands on its prompt.txt like one that kept no transcript, and the merge weighs it so.
  return { builder, slot: unread === last ? { ...last, transcript: null } : last };
}

/** The session's slot in its newest checkpoint: the one whose transcript the index chose and whose prompt.txt is newest. */
function newestSlot(index: RepoIndex, session: Session): CheckpointSession | undefined {
  const id = session.checkpointIds[session.checkpointIds.length - 1];
  return index.checkpoints.find((c) => c.id === id)?.sessions.find((s) => s.sessionId === session.id);
}

function provenanceOf(index: RepoIndex, p: { checkpointId: string | null; branch: string | null; commits: string[]; recordedAt: string | null }): Provenance {
  return {
    checkpointId: p.checkpointId,
    branch: p.branch || null,
    commit: p.commits[p.commits.length - 1] ?? null,
    recordedAt: p.recordedAt,
    currentBranch: index.repo.branch,
    currentHead: index.repo.head,
  };
}

/** Repository paths relative to its root: the repository's own, any the transcript named, any Entire's file list implies. */
function inRepoPaths(h: Handoff, index: RepoIndex, metadataFiles: string[], otherCwds: (string | undefined)[] = []): Handoff {
  const sub = subfolderOfCwd(h.recordedCwd, h.filesTouched, metadataFiles);
  const roots = [index.repo.topLevel, h.recordedCwd, sub?.root, ...otherCwds, ...rootsFromListedFiles(h, metadataFiles)];
  return relativizeHandoff(sub ? fromRepoRoot(h, sub.subfolder) : h, roots);
}

/** Runs `use` with the request's cat-file, or one opened on first use (most handoffs need none) and closed after. */
async function withCat<T>(req: Pick<HandoffRequest, 'cat'>, index: RepoIndex, use: (cat: () => CatFile) => Promise<T>): Promise<T> {
  if (req.cat) {
    const shared = req.cat;
    return use(() => shared);
  }
  let opened: CatFile | null = null;
  try {
    return await use(() => (opened ??= new CatFile(index.repo.topLevel)));
  } finally {
    await (opened as CatFile | null)?.close();
  }
}

function builderContext(sessionId: string, agent: Agent, index: RepoIndex, checkpointId?: string): BuilderContext {
  return { sessionId, agent, cwd: index.repo.topLevel, ...(checkpointId ? { checkpointId } : {}) };
}
