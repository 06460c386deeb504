import type { Command } from 'commander';
import {
  checkpointJson,
  handoffForCheckpoint,
  handoffForSession,
  handoffForTranscript,
  resolveCheckpoint,
  resolveSession,
  sessionJson,
  sessionsOf,
  sessionRecords,
  transcriptRecords,
  usageError,
} from '@hand-off-session/core';
import type { EarlyOpen } from '../early-open.js';
import type { CommandState, Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import { loadRepoIndex, withCatFile } from './load-index.js';
import { parseTarget } from '../target-arg.js';
import type { HandoffOptions } from './common.js';
import { declareOptions } from '../declare-options.js';
import { emitHandoff, emitSessionHandoff } from './emit-handoff.js';
import { lineageLines, loadLineage } from './lineage-view.js';
import { earlierLines, loadEarlierContracts } from './earlier-view.js';
import { printText } from '../output.js';

interface ShowOptions extends HandoffOptions {
  transcript?: string;
  lines?: { from: number; to: number };
}

export function registerShow(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('show'), 'show')
    .description('the handoff of one session, or of one checkpoint (all its sessions, merged)')
    .argument('[id]', 'a session id (unique prefix of 6+ characters), or the word "checkpoint"')
    .argument('[words...]', 'with "checkpoint": the checkpoint id; then optionally "for <target>" or "to <target>"')
    .addHelpText(
      'after',
      '\nExamples:\n  hand-off-session show 019dbcc1 for codex\n  hand-off-session show checkpoint fc9a115d0155 to claude\n  hand-off-session show --transcript ~/.claude/projects/x/abc.jsonl --json',
    )
    .action(async (id: string | undefined, words: string[], opts: ShowOptions) => {
      if (opts.transcript !== undefined) return showTranscript(io, opts.transcript, [id, ...words], opts);
      if (id === undefined) throw usageError('show needs a session id, "checkpoint <id>", or --transcript <path>');
      if (id === 'checkpoint') return showCheckpoint(io, words, opts, state.earlyOpen);
      return showSession(io, id, words, opts, state.earlyOpen);
    });
}

/** `entry`: the repository the entry began reading (early-open.ts). */
async function showSession(io: Io, id: string, words: string[], opts: ShowOptions, entry: EarlyOpen | undefined): Promise<void> {
  const target = parseTarget(words, opts.for);
  if (opts.lines) {
    const index = await loadRepoIndex(io, opts, { prompts: false, lazy: true, entry, scope: { kind: 'session', id } });
    const session = resolveSession(index, id);
    refuseForLines(opts);
    return printText(io, await sessionRecords(index, session, opts.lines.from, opts.lines.to));
  }
  // One git process for the index and the session's transcripts.
  const { index, session, handoff } = await withCatFile(io, opts, async (cat) => {
    const index = await loadRepoIndex(io, opts, { prompts: false, lazy: true, entry, cat, scope: { kind: 'session', id } });
    const session = resolveSession(index, id);
    const handoff = await withProgress(io, 'summarizing', handoffForSession(index, session, { target, budget: opts.budget, raw: opts.raw, cat }));
    return { index, session, handoff };
  });
  await emitSessionHandoff(io, handoff, opts, index, session);
}

async function showCheckpoint(io: Io, words: string[], opts: ShowOptions, entry: EarlyOpen | undefined): Promise<void> {
  const [checkpointId, ...rest] = words;
  if (checkpointId === undefined) throw usageError('show checkpoint needs a checkpoint id');
  if (opts.lines) throw usageError('--lines reads one session: use show <session-id> --raw --lines A-B');
  const target = parseTarget(rest, opts.for);
  // One git process for the index and the checkpoint's transcripts.
  const { index, checkpoint, handoff } = await withCatFile(io, opts, async (cat) => {
    const index = await loadRepoIndex(io, opts, { prompts: false, lazy: true, entry, cat, scope: { kind: 'checkpoint', id: checkpointId } });
    const checkpoint = resolveCheckpoint(index, checkpointId);
    const handoff = await withProgress(io, 'summarizing', handoffForCheckpoint(index, checkpoint, { target, budget: opts.budget, raw: opts.raw, cat }));
    return { index, checkpoint, handoff };
  });
  const inCheckpoint = sessionsOf(index, checkpoint);
  const sessions = inCheckpoint.map(sessionJson);
  const [lineage, contracts] = await Promise.all([loadLineage(io, index.repo), loadEarlierContracts(index.repo)]);
  await emitHandoff(io, handoff, opts, {
    repoTopLevel: index.repo.topLevel,
    extra: { checkpoint: checkpointJson(checkpoint), sessions },
    notes: [...lineageLines(lineage, handoff.sessionIds), ...(await earlierLines(contracts, handoff, index.repo, inCheckpoint))],
    sessionBranch: checkpoint.branch,
  });
}

/** `--lines` prints recorded text as it is: it needs `--raw`, and no JSON or contract form of it exists. */
function refuseForLines(opts: ShowOptions): void {
  if (!opts.raw) throw usageError('--lines shows recorded transcript text: add --raw to ask for it');
  if (opts.json) throw usageError('--lines prints recorded text, not JSON: drop --json (show --json --raw gives the raw tail as JSON)');
}

async function showTranscript(io: Io, path: string, words: (string | undefined)[], opts: ShowOptions): Promise<void> {
  const target = parseTarget(words.filter((w): w is string => w !== undefined), opts.for);
  if (opts.lines) {
    refuseForLines(opts);
    return printText(io, await transcriptRecords(path, opts.lines.from, opts.lines.to, io.cwd));
  }
  const handoff = await withProgress(io, 'summarizing', handoffForTranscript(path, { target, budget: opts.budget, raw: opts.raw, cwd: io.cwd }));
  await emitHandoff(io, handoff, opts, { repoTopLevel: io.cwd });
}
