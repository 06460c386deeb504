import type { Command } from 'commander';
import { checkpointJson, sessionJson, type Checkpoint, type RepoIndex, type Session } from '@hand-off-session/core';
import type { CommandState, Io } from '../io.js';
import { loadRepoIndex } from './load-index.js';
import { printJson, openNdjson, printText } from '../output.js';
import { formatAge, table } from '../format.js';
import { parseLimit, withRepoOptions, type RepoOptions } from './common.js';

export interface ListOptions extends RepoOptions {
  ndjson?: boolean;
  limit?: number;
  checkpoints?: boolean;
}

export function registerList(program: Command, io: Io, _state: CommandState): void {
  withRepoOptions(program.command('list'))
    .description('list the sessions Entire recorded in this repository, newest activity first')
    .option('--ndjson', 'stream one JSON document per session, one per line')
    .option('--checkpoints', 'list checkpoints instead of sessions')
    .option('--limit <n>', 'show at most n entries', parseLimit)
    .addHelpText(
      'after',
      '\nExamples:\n  hand-off-session list\n  hand-off-session list --ndjson | head -n 1\n  hand-off-session list --checkpoints --json',
    )
    .action(async (opts: ListOptions) => runList(io, opts));
}

/** `list`, also what the bare command does when it cannot prompt. */
export async function runList(io: Io, opts: ListOptions, hint = false): Promise<void> {
  const index = await loadRepoIndex(io, opts);
  if (opts.checkpoints) {
    const checkpoints = index.checkpoints.slice(0, opts.limit ?? index.checkpoints.length);
    if (await printedAsJson(io, opts, 'checkpoints', checkpoints.map(checkpointJson))) return;
    return printText(io, checkpointTable(checkpoints));
  }
  const sessions = index.sessions.slice(0, opts.limit ?? index.sessions.length);
  if (await printedAsJson(io, opts, 'sessions', sessions.map(sessionJson))) return;
  printText(io, sessionTable(sessions, index));
  if (hint) printText(io, nextStepHint(sessions[0]));
}

/** `--ndjson`: one document per line; `--json`: `{ [key]: docs }`. False when neither was asked for. */
async function printedAsJson(io: Io, opts: ListOptions, key: string, docs: unknown[]): Promise<boolean> {
  if (opts.ndjson) {
    const out = await openNdjson(io);
    for (const doc of docs) out.write(doc);
    await out.end();
    return true;
  }
  if (!opts.json) return false;
  printJson(io, { [key]: docs });
  return true;
}

function checkpointTable(checkpoints: Checkpoint[]): string {
  const rows = checkpoints.map((c) => [
    c.id,
    c.storage,
    formatAge(c.createdAt),
    c.branch ?? '-',
    String(c.sessionIds.length),
    c.commits[0]?.slice(0, 12) ?? '-',
  ]);
  return table(['CHECKPOINT', 'STORAGE', 'CREATED', 'BRANCH', 'SESSIONS', 'COMMIT'], rows);
}

function sessionTable(sessions: Session[], index: RepoIndex): string {
  const rows = sessions.map((s) => [
    s.id,
    s.agent,
    s.stale ? `${s.status} (stale)` : s.status,
    formatAge(s.lastActivityAt),
    String(s.checkpointIds.length),
    sessionJson(s).lastPrompt ?? '-',
  ]);
  const header = `${sessions.length} session(s) in ${index.repo.topLevel}`;
  return `${header}\n${table(['SESSION', 'AGENT', 'STATUS', 'ACTIVE', 'CKPTS', 'LATEST PROMPT'], rows)}`;
}

function nextStepHint(newest: Session | undefined): string {
  if (!newest) return '';
  return [
    '',
    'Next:',
    '  hand-off-session latest for <claude|codex|opencode|cursor|gemini>   hand off the newest session',
    `  hand-off-session show ${newest.id.slice(0, 8)}                           the handoff of one session`,
    `  hand-off-session checkpoints ${newest.id.slice(0, 8)}                    its checkpoints`,
  ].join('\n');
}
