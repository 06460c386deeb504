import type { Command } from 'commander';
import { agentFromLabel, handoffForSession, latestSession, notFoundError, type RepoIndex } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import { loadRepoIndex, withCatFile } from './load-index.js';
import { parseTarget } from '../target-arg.js';
import type { HandoffOptions } from './common.js';
import { declareOptions } from '../declare-options.js';
import { emitSessionHandoff } from './emit-handoff.js';

interface LatestOptions extends HandoffOptions {
  exclude?: string[];
  agent?: string;
}

export function registerLatest(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('latest'), 'latest')
    .description('the handoff of the most recently active session')
    .argument('[words...]', 'optionally "for <target>" or "to <target>"')
    .addHelpText(
      'after',
      '\nExamples:\n  hand-off-session latest for claude\n  hand-off-session latest to codex --exclude "$CLAUDE_SESSION_ID" --save',
    )
    .action(async (words: string[], opts: LatestOptions) => {
      const target = parseTarget(words, opts.for);
      // One git process for the index, the transcripts that decide which session is the latest, and its handoff.
      const { index, session, handoff } = await withCatFile(io, opts, async (cat) => {
        // --agent filters by every session's agent, which only the full index knows.
        const lazy = opts.agent === undefined;
        const index = await loadRepoIndex(io, opts, { prompts: false, lazy, cat, entry: state.earlyOpen, ...(lazy ? { scope: { kind: 'newest', exclude: opts.exclude ?? [] } } : {}) });
        const session = await latestSession(byAgent(index, opts.agent), opts.exclude ?? [], cat);
        const handoff = await withProgress(io, 'summarizing', handoffForSession(index, session, { target, budget: opts.budget, raw: opts.raw, cat }));
        return { index, session, handoff };
      });
      await emitSessionHandoff(io, handoff, opts, index, session);
    });
}

/** Only the sessions one agent recorded: an agent that does not know its own session id finds "this session" so. */
function byAgent(index: RepoIndex, agent: string | undefined): RepoIndex {
  if (agent === undefined) return index;
  const wanted = agentFromLabel(agent);
  const sessions = index.sessions.filter((s) => s.agent === wanted);
  if (sessions.length === 0) throw notFoundError(`no session recorded by ${wanted} in this repository`);
  return { ...index, sessions };
}
