/**
 * `hand-off-session deliver [--status | --cancel [target]]`: what is armed for other agents in this repository
 * (target, from which session, when it expires, or that it expired or cannot be read), and cancelling it.
 */
import type { Command } from 'commander';
import {
  agentLabel,
  cancelPending,
  expiresAt,
  listPending,
  openRepo,
  repoKey,
  stateDir,
  usageError,
  TARGETS,
  type PendingEntry,
} from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { declareOptions } from '../declare-options.js';
import { printJson, printText } from '../output.js';

interface DeliverOptions {
  repo?: string;
  json?: boolean;
  status?: boolean;
  cancel?: string | boolean;
}

export function registerDeliver(program: Command, io: Io, _state: CommandState): void {
  declareOptions(program.command('deliver'), 'deliver')
    .description('the handoffs armed with --deliver in this repository: --status (default) lists them, --cancel removes them')
    .addHelpText('after', '\nExamples:\n  hand-off-session deliver --status\n  hand-off-session deliver --cancel codex')
    .action(async (opts: DeliverOptions) => {
      const repo = await openRepo(opts.repo ?? io.cwd);
      const key = repoKey(repo.commonDir);
      const dir = stateDir(io.env);
      const now = new Date();
      if (opts.cancel === undefined) return report(io, opts, await listPending(dir, key, now), 'armed');
      const target = typeof opts.cancel === 'string' ? opts.cancel.toLowerCase() : null;
      if (target !== null && !(TARGETS as readonly string[]).includes(target)) {
        throw usageError(`unknown target "${target}": use claude, codex, opencode, cursor or gemini`);
      }
      return report(io, opts, await cancelPending(dir, key, target, now), 'cancelled');
    });
}

function report(io: Io, opts: DeliverOptions, entries: PendingEntry[], verb: 'armed' | 'cancelled'): void {
  if (opts.json) {
    printJson(io, { [verb]: entries.map((e) => ({ target: e.target, state: e.state, ...(e.record ? describeJson(e) : {}) })) });
    return;
  }
  if (entries.length === 0) {
    printText(io, verb === 'armed' ? 'Nothing is armed for delivery in this repository.' : 'Nothing was armed, so nothing was cancelled.');
    return;
  }
  const head = verb === 'armed' ? 'Armed for delivery in this repository:' : 'Cancelled:';
  printText(io, [head, ...entries.map(line)].join('\n'));
}

function line(e: PendingEntry): string {
  if (!e.record) return `- ${e.target}: unreadable (the state file was changed or damaged; it will be discarded and reported)`;
  const from = `${agentLabel(e.record.source.agent)} session ${e.record.source.sessionIds[0]?.slice(0, 8) ?? '?'}`;
  const when = e.state === 'expired' ? `expired ${expiresAt(e.record)}` : `until ${expiresAt(e.record)}`;
  return `- ${e.target}: from ${from}, armed ${e.record.armedAt}, ${when}${e.record.contractPath ? `, file ${e.record.contractPath}` : ''}`;
}

function describeJson(e: PendingEntry): Record<string, unknown> {
  const r = e.record!;
  return { armedAt: r.armedAt, expiresAt: expiresAt(r), source: r.source, origin: r.origin, contractPath: r.contractPath };
}
