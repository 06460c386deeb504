/**
 * The library's front door: what the CLI, the MCP server and the hooks call. Each function runs the
 * pipeline discover -> index -> read -> parse -> summarize -> redact -> render for one request.
 */
import { resolve } from 'node:path';
import { ExitCode, HandoffError, noDataError, notFoundError } from './errors.js';
import { openRepo } from './git/repo.js';
import { DerivedCache } from './cache/derived-cache.js';
import { catFileSource } from './git/blob-source.js';
import { CatFile } from './git/cat-file.js';
import { buildIndex, fillSessionPrompt } from './index/build-index.js';
import { describeMissingData } from './index/no-data.js';
import { compactAgent, SNIFF_BYTES } from './index/sniff-agent.js';
import { adapterFor, detectFormat } from './adapters/index.js';
import { streamTranscript, type TranscriptStream } from './read/read-transcript.js';
import { blobSource, type ByteSource } from './read/sources.js';
import { readHead } from './read/tail.js';
import { assertNoSecrets, receiptOf, redactForOutput, redactJson, redactText } from './redact/redact.js';
import { fillRedactions, renderMarkdown } from './render/markdown.js';
import { MAX_RECORDS, recordLine, renderRecords, type RecordLine } from './render/records.js';
import { HandoffBuilder, type BuilderContext } from './summarize/handoff-builder.js';
import { byEndTime, mergeSessionHandoffs, slotsBySession, type SessionHandoff, type SessionSlots } from './summarize/merge-sessions.js';
import { fromRepoRoot, relativizeHandoff, rootsFromMetadata, subfolderOfCwd } from './summarize/repo-paths.js';
import { withCheckpointExtras, withSessionExtras } from './summarize/entire-extras.js';
import { getTarget } from './targets/registry.js';
import { agentForFormat, prefersCompactTranscript, type Agent, type TargetName, type TranscriptFormat } from './types/agents.js';
import type { TranscriptEvent } from './types/events.js';
import type { Handoff, Provenance } from './types/handoff.js';
import type { Checkpoint, RepoIndex, Session, TranscriptRef } from './types/index-model.js';

export interface IndexRequest {
  /** `--repo`; default: the git top level of `cwd`. */
  repo?: string;
  cwd: string;
  /** Read every session's latest prompt now (default); false when only one session's is needed (see buildIndex). */
  prompts?: boolean;
  /** Use the derived-facts cache outside the repository (default; off with HAND_OFF_SESSION_NO_CACHE=1). */
  cache?: boolean;
  /** A cat-file to index through and leave open (the caller closes it), to read transcripts through it afterwards. */
  cat?: CatFile;
}

export interface HandoffRequest {
  target: TargetName | null;
  /** Tokens; default 1500. */
  budget?: number;
  raw?: boolean;
  /** Resolves a relative `--transcript` path. */
  cwd?: string;
  /** "Now", for the idle time of stale sessions; default the clock. */
  now?: Date;
  /** The index's open cat-file, when the caller kept it open for many handoffs (`all`). */
  cat?: CatFile;
}

export async function loadIndex(req: IndexRequest): Promise<RepoIndex> {
  const repo = await openRepo(resolve(req.cwd, req.repo ?? '.'));
  return buildIndex(repo, { prompts: req.prompts ?? true, cache: req.cache === false ? null : DerivedCache.open(), ...(req.cat ? { cat: req.cat } : {}) });
}

/** Exit 4, saying what was looked for, when the repository holds no Entire data at all. */
export function requireData(index: RepoIndex): void {
  if (index.sessions.length > 0 || index.checkpoints.length > 0) return;
  throw noDataError(describeMissingData(index.repo, index));
}

/** The most recently active session, skipping the caller's own (`--exclude`, ids or unique prefixes). */
export function latestSession(index: RepoIndex, exclude: string[] = []): Session {
  const wanted = exclude.map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  const session = index.sessions.find((s) => !wanted.some((e) => s.id.toLowerCase().startsWith(e)));
  if (!session) throw notFoundError('no session is left after --exclude');
  return session;
}

export async function handoffForSession(index: RepoIndex, session: Session, req: HandoffRequest): Promise<Handoff> {
  await fillSessionPrompt(index.repo, session);
  const builder = new HandoffBuilder({ ...builderContext(session.id, session.agent, index), filesTouched: session.filesTouched });
  const fed = session.transcript
    ? (await feedTranscript(builder, session.transcript, index.repo.gitDir, { start: 0, fromLastCompaction: true, ...(req.cat ? { cat: req.cat } : {}) })) !== null
    : false;
  if (!session.transcript) builder.noteGap('No transcript is available for this session: only its metadata was recorded.');
  if (!fed && session.lastPrompt) {
    // The live state still knows the last prompt; it is the user's own words, recorded by Entire.
    builder.add({ kind: 'user_prompt', text: session.lastPrompt, line: 0 });
  }
  const handoff = builder.build({
    live: {
      status: session.status,
      stale: session.stale,
      lastActivityAt: session.lastActivityAt,
      now: (req.now ?? new Date()).toISOString(),
    },
  });
  const checkpointId = session.checkpointIds[session.checkpointIds.length - 1] ?? null;
  const checkpoint = checkpointId ? index.checkpoints.find((c) => c.id === checkpointId) : undefined;
  const provenance = provenanceOf(index, {
    checkpointId,
    branch: session.branch ?? checkpoint?.branch ?? null,
    commits: checkpoint?.commits ?? [],
    recordedAt: session.lastActivityAt ?? handoff.endedAt ?? null,
  });
  const relative = inRepoPaths({ ...handoff, checkpointIds: session.checkpointIds, provenance }, index, session.filesTouched);
  return finishHandoff(await withCat(req, index, (cat) => withSessionExtras(relative, index, session, cat)), req);
}

/**
 * All the checkpoint's sessions, merged without mixing them (see summarize/merge-sessions.ts): each session read on
 * its own from its newest slot, the one that ended last leading.
 */
export async function handoffForCheckpoint(index: RepoIndex, checkpoint: Checkpoint, req: HandoffRequest): Promise<Handoff> {
  if (checkpoint.sessions.length === 0) throw new HandoffError(`checkpoint ${checkpoint.id} records no session`, ExitCode.notFound);
  const { groups, skipped } = slotsBySession(checkpoint.sessions);
  const parts: SessionHandoff[] = [];
  for (const group of groups) parts.push(await sessionPartHandoff(index, checkpoint, group));
  const merged = mergeSessionHandoffs(byEndTime(parts), skipped);
  const lead = parts.find((p) => p.handoff.sessionIds[0] === merged.sessionIds[0])?.slot;
  const provenance = provenanceOf(index, {
    checkpointId: checkpoint.id,
    branch: lead?.branch || checkpoint.branch,
    commits: checkpoint.commits,
    recordedAt: merged.endedAt ?? checkpoint.createdAt,
  });
  const metadataFiles = [...checkpoint.filesTouched, ...checkpoint.sessions.flatMap((s) => s.filesTouched)];
  const relative = inRepoPaths({ ...merged, checkpointIds: [checkpoint.id], provenance }, index, metadataFiles);
  return finishHandoff(await withCat(req, index, (cat) => withCheckpointExtras(relative, index, checkpoint, cat)), req);
}

/** One session of a checkpoint on its own builder: its slots oldest first, each its native transcript, else the compact one. */
async function sessionPartHandoff(index: RepoIndex, checkpoint: Checkpoint, group: SessionSlots): Promise<SessionHandoff> {
  const [first] = group.slots;
  if (!first) throw new HandoffError(`checkpoint ${checkpoint.id} lists session ${group.sessionId} without a slot`, ExitCode.notFound);
  const builder = new HandoffBuilder({ ...builderContext(group.sessionId, first.agent, index, checkpoint.id), filesTouched: first.filesTouched });
  // The agent's own file the index found on this machine stands in, once, for slots with no or an empty transcript.
  let discovered = index.sessions.find((s) => s.id === group.sessionId && s.transcriptDiscovered)?.transcript ?? null;
  for (const [i, slot] of group.slots.entries()) {
    if (i > 0) builder.startSession({ ...builderContext(slot.sessionId, slot.agent, index, checkpoint.id), filesTouched: slot.filesTouched });
    const empty = slot.transcript?.kind === 'blob' && slot.transcript.size === 0 && discovered !== null;
    if (slot.transcript && !empty && !(slot.compactTranscript && prefersCompactTranscript(slot.agentLabel))) {
      await feedTranscript(builder, slot.transcript, index.repo.gitDir, { start: slot.transcriptStart });
    } else if (slot.compactTranscript) {
      await feedTranscript(builder, slot.compactTranscript, index.repo.gitDir, { start: slot.compactTranscriptStart });
    } else if (discovered) {
      await feedTranscript(builder, discovered, index.repo.gitDir, { start: 0 });
      discovered = null;
    } else {
      builder.noteGap(`Session ${slot.sessionId} in this checkpoint has metadata only, no transcript (slot ${slot.slot}).`);
    }
  }
  if (group.slots.length > 1) builder.noteGap(`This session fills ${group.slots.length} slots of the checkpoint: they were read oldest first.`);
  return { handoff: builder.build(), slot: group.slots[group.slots.length - 1] ?? first };
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
function inRepoPaths(h: Handoff, index: RepoIndex, metadataFiles: string[]): Handoff {
  const paths = [...h.filesTouched, ...(h.otherSessions ?? []).flatMap((s) => s.filesTouched)];
  const sub = subfolderOfCwd(h.recordedCwd, h.filesTouched, metadataFiles);
  const roots = [index.repo.topLevel, h.recordedCwd, sub?.root, ...rootsFromMetadata(paths, metadataFiles)];
  return relativizeHandoff(sub ? fromRepoRoot(h, sub.subfolder) : h, roots);
}

/** Runs `use` with the request's cat-file, or one opened on first use (most handoffs need none) and closed after. */
async function withCat<T>(req: HandoffRequest, index: RepoIndex, use: (cat: () => CatFile) => Promise<T>): Promise<T> {
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

/** A native transcript file Entire never saw (`--transcript`, and the compaction hooks). */
export async function handoffForTranscript(path: string, req: HandoffRequest): Promise<Handoff> {
  const file = resolve(req.cwd ?? process.cwd(), path);
  const head = (
    await readHead(file, SNIFF_BYTES).catch((error: unknown) => {
      throw asHandoffError(error);
    })
  ).toString('utf8');
  const sessionId = transcriptSessionId(file, head);
  const builder = new HandoffBuilder({ sessionId, agent: 'unknown', cwd: req.cwd ?? null });
  const format = await feedTranscript(builder, { kind: 'file', path: file }, '', { start: 0, fromLastCompaction: true }, true);
  if (format === null) throw new HandoffError(`not a transcript this tool understands: ${path}`);
  // No metadata names the agent of a bare file: its format does (Entire's compact format names it in each record).
  const agent = format === 'entire-compact' ? (compactAgent(head) ?? 'unknown') : agentForFormat(format);
  // The working directory the transcript records stands for the repository: files outside it are left out.
  const built = builder.build();
  return finishHandoff({ ...relativizeHandoff(built, [built.recordedCwd]), sourceAgents: [agent], transcriptPath: file }, req);
}

/** The session id the transcript itself records, else one made from the file name. */
function transcriptSessionId(file: string, head: string): string {
  const format = detectFormat(head);
  return (format ? adapterFor(format).sessionIdOf?.(head) : undefined) ?? sessionIdFromPath(file);
}

/** The recorded events of records `from`..`to` of a session's transcript (`show <id> --raw --lines A-B`), redacted. */
export async function sessionRecords(index: RepoIndex, session: Session, from: number, to: number): Promise<string> {
  if (!session.transcript) throw new HandoffError(`session ${session.id} has no transcript to read lines from`);
  const input = session.transcript.kind === 'file' ? { file: session.transcript.path } : blobSource(index.repo.gitDir, session.transcript.oids);
  return recordsOf(session.id, input, from, to);
}

/** The same for a bare transcript file (`show --transcript <path> --raw --lines A-B`). */
export async function transcriptRecords(path: string, from: number, to: number, cwd: string = process.cwd()): Promise<string> {
  const file = resolve(cwd, path);
  const head = (await readHead(file, SNIFF_BYTES)).toString('utf8');
  return recordsOf(transcriptSessionId(file, head), { file }, from, to);
}

async function recordsOf(name: string, input: { file: string } | ByteSource, from: number, to: number): Promise<string> {
  const stream = await streamTranscript(input, { start: from });
  const records: RecordLine[] = [];
  let truncated = false;
  for await (const event of stream.events) {
    if (event.line > to) break;
    if (event.line < from) continue;
    if (records.length === MAX_RECORDS) {
      truncated = true;
      break;
    }
    records.push(recordLine(event));
  }
  return redactForOutput(renderRecords(name, from, to, records, truncated));
}

/**
 * Redact, then render from the redacted facts, then scan the final text again. The receipt counts
 * what was redacted; the final scan fails closed (exit 1) rather than print a secret.
 */
export function finishHandoff(handoff: Handoff, req: HandoffRequest): Handoff {
  // The raw tail is redacted here with its line breaks (a wrapped secret is whole only across the break), and only
  // when it is shown; what was redacted to cut it to size comes with it, so the receipt counts that too.
  const { rawTail, ...rest } = handoff;
  const tail = req.raw ? (rawTail ?? []) : [];
  const targeted: Handoff = { ...rest, target: req.target, ...(req.raw ? { rawTail: tail.map(({ redacted: _cut, ...line }) => line) } : {}) };
  const { value: redacted, findings } = redactJson(targeted);
  const framing = req.target ? getTarget(req.target) : undefined;
  const rendered = renderMarkdown(redacted, { framing, budget: req.budget, raw: req.raw, now: req.now ?? new Date() });
  // Rendering joins pieces; anything that only forms a secret once joined is caught here.
  const again = redactText(rendered.markdown);
  const receipt = receiptOf([...tail.flatMap((r) => r.redacted ?? []), ...findings, ...again.findings]);
  const markdown = fillRedactions(again.text, receipt.total);
  assertNoSecrets(markdown);
  return { ...redacted, redactions: receipt, markdown, omitted: rendered.omitted };
}

function builderContext(sessionId: string, agent: Agent, index: RepoIndex, checkpointId?: string): BuilderContext {
  return { sessionId, agent, cwd: index.repo.topLevel, ...(checkpointId ? { checkpointId } : {}) };
}

export interface FeedOptions {
  start: number;
  fromLastCompaction?: boolean;
  /** With fromLastCompaction: build from the tail while the lines before it are counted (default). */
  relativeTail?: boolean;
  /** Line holders the builder may keep before the count is awaited (default 50,000). */
  maxUnsettledLines?: number;
  /** An open cat-file to read blobs through (one git process for many transcripts); else one is started per transcript. */
  cat?: CatFile;
}

/**
 * Streams one transcript into the builder and returns its format. Returns null when it could not be
 * read (missing file or blob, unknown format) after noting the gap, so a handoff still says what it knows.
 * `strict` rethrows read failures instead (a `--transcript` the user named must exist).
 */
export async function feedTranscript(
  builder: HandoffBuilder,
  ref: TranscriptRef,
  gitDir: string,
  opts: FeedOptions,
  strict = false,
): Promise<TranscriptFormat | null> {
  try {
    const input = ref.kind === 'file' ? { file: ref.path } : opts.cat ? catFileSource(opts.cat, ref.oids) : blobSource(gitDir, ref.oids);
    const fromLastCompaction = opts.fromLastCompaction ?? false;
    const stream = await streamTranscript(input, { start: opts.start, fromLastCompaction, relativeTail: fromLastCompaction && (opts.relativeTail ?? true) });
    if (stream.format === null) {
      builder.noteGap('The transcript is in a format this tool does not understand; nothing was read from it.');
      return null;
    }
    if (adapterFor(stream.format).recordsToolResults === false) builder.resultsUnrecorded();
    const firstKind = stream.lineBase
      ? await feedRelative(builder, stream, stream.lineBase, opts.maxUnsettledLines ?? MAX_UNSETTLED_LINES)
      : await feedAbsolute(builder, stream, opts.start);
    if (opts.start > 0 && firstKind === null && pastTheEnd(stream, opts.start)) {
      // Entire's start lies past the end (a transcript rewritten shorter): nothing was read, so read it all.
      builder.noteGap(
        `The checkpoint says its part of the transcript starts at record ${opts.start}, past the end of the transcript: ` +
          'the whole transcript was read instead.',
      );
      return feedTranscript(builder, ref, gitDir, { ...opts, start: 0 }, strict);
    }
    noteReadGaps(builder, stream.stats, firstKind === 'compaction');
    return stream.format;
  } catch (error) {
    if (strict) throw asHandoffError(error);
    builder.noteGap(`The transcript could not be read: ${errorLine(error)}`);
    return null;
  }
}

async function feedAbsolute(builder: HandoffBuilder, stream: TranscriptStream, start: number): Promise<TranscriptEvent['kind'] | null> {
  let firstKind: TranscriptEvent['kind'] | null = null;
  for await (const event of stream.events) {
    if (firstKind === null) await addOriginalTask(builder, event, stream.firstPrompt, start);
    firstKind ??= event.kind;
    builder.add(event);
  }
  return firstKind;
}

/** Line holders kept for settleLines() before the count is awaited anyway: a bound on what a long tail holds. */
const MAX_UNSETTLED_LINES = 50_000;

/**
 * The tail after a compaction, its lines relative to the count of lines before it (still running): the builder works
 * on it meanwhile and settles the lines once the count is in (or early, if the tail is long).
 */
async function feedRelative(
  builder: HandoffBuilder,
  stream: TranscriptStream,
  lineBase: () => Promise<number>,
  maxUnsettled: number,
): Promise<TranscriptEvent['kind'] | null> {
  let firstKind: TranscriptEvent['kind'] | null = null;
  let base: number | null = null;
  for await (const event of stream.events) {
    if (firstKind === null) {
      firstKind = event.kind;
      // The head was read only up to the compaction: its first prompt comes before, with an absolute line.
      const prompt = event.kind === 'compaction' ? await stream.firstPrompt() : null;
      if (prompt) builder.add(prompt);
      builder.deferLines();
    }
    if (base === null && builder.unsettledLines > maxUnsettled) {
      base = await lineBase();
      builder.settleLines(base);
    }
    builder.add(base === null ? event : { ...event, line: event.line + base });
  }
  if (base === null) builder.settleLines(await lineBase());
  return firstKind;
}

/**
 * When reading started at the last compaction, or at a checkpoint's part of a longer transcript, the original request
 * still comes from the head: a later checkpoint's first prompt is a follow-up ("all four", "yes, fix it"), not the task.
 */
async function addOriginalTask(
  builder: HandoffBuilder,
  first: TranscriptEvent,
  firstPrompt: () => Promise<TranscriptEvent | null>,
  start: number,
): Promise<void> {
  if (first.line === 0 || (first.kind !== 'compaction' && start === 0)) return;
  const prompt = await firstPrompt();
  if (prompt && prompt.line < first.line) builder.add(prompt);
}

/** JSONL readers count only the records from `start` on; JSON documents count every message. */
function pastTheEnd(stream: TranscriptStream, start: number): boolean {
  const whole = stream.format !== null && adapterFor(stream.format).container === 'json-document';
  return whole ? stream.stats.records <= start : stream.stats.records === 0;
}

function noteReadGaps(
  builder: HandoffBuilder,
  stats: { malformed: number; oversized: number; startLine: number },
  fromCompaction: boolean,
): void {
  if (stats.malformed > 0) builder.noteGap(`${stats.malformed} malformed transcript line(s) were skipped.`);
  if (stats.oversized > 0) builder.noteGap(`${stats.oversized} oversized transcript line(s) were cut to their head and tail.`);
  // After a compaction the builder already says the summary stands for what came before.
  if (stats.startLine > 0 && !fromCompaction) {
    builder.noteGap(`This part of the transcript starts at record ${stats.startLine}; earlier records belong to earlier checkpoints.`);
  }
}

function sessionIdFromPath(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? 'transcript';
  return base.replace(/\.(jsonl|json)$/i, '').replace(/^rollout-[\dT:-]+-/, '') || 'transcript';
}

function asHandoffError(error: unknown): HandoffError {
  if (error instanceof HandoffError) return error;
  return new HandoffError(errorLine(error));
}

function errorLine(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return `no such file: ${(error as { path?: string }).path ?? ''}`.trim();
  if (code === 'EACCES') return `permission denied: ${(error as { path?: string }).path ?? ''}`.trim();
  return error instanceof Error ? error.message.split('\n')[0] ?? 'unknown error' : String(error);
}
