import type { Command } from 'commander';
import { checkpointJson, resolveSession, sessionJson } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { loadRepoIndex } from './load-index.js';
import { printJson, printText } from '../output.js';
import { formatAge, table } from '../format.js';
import type { RepoOptions } from './common.js';
import { declareOptions } from '../declare-options.js';

export function registerCheckpoints(program: Command, io: Io, _state: CommandState): void {
  declareOptions(program.command('checkpoints'), 'checkpoints')
    .description("list a session's checkpoints, oldest first")
    .argument('<session-id>', 'a session id, or a unique prefix of at least 6 characters')
    .addHelpText('after', '\nExamples:\n  hand-off-session checkpoints 019dbcc1\n  hand-off-session checkpoints 019dbcc1 --json')
    .action(async (id: string, opts: RepoOptions) => {
      const index = await loadRepoIndex(io, opts);
      const session = resolveSession(index, id);
      const byId = new Map(index.checkpoints.map((c) => [c.id, c]));
      const checkpoints = session.checkpointIds.flatMap((cid) => byId.get(cid) ?? []);
      if (opts.json) {
        printJson(io, { session: sessionJson(session), checkpoints: checkpoints.map(checkpointJson) });
        return;
      }
      const rows = checkpoints.map((c) => [
        c.id,
        c.storage,
        formatAge(c.createdAt),
        c.branch ?? '-',
        c.commits.map((sha) => sha.slice(0, 12)).join(',') || '-',
        String(c.filesTouched.length),
      ]);
      const title = `session ${session.id} (${session.agent}, ${session.status}): ${checkpoints.length} checkpoint(s)`;
      printText(io, `${title}\n${table(['CHECKPOINT', 'STORAGE', 'CREATED', 'BRANCH', 'COMMITS', 'FILES'], rows)}`);
    });
}
