import type { Command } from 'commander';
import {
  checkpointJson,
  contractsFor,
  lineageOf,
  sessionJson,
  type Checkpoint,
  type EarlierContract,
  type LineageEntry,
  type RepoIndex,
  type Session,
} from '@hand-off-session/core/listing';
import { earlierJson, loadEarlierContracts } from './earlier-view.js';
import { lineageJson, loadLineage } from './lineage-view.js';
import type { CommandState, EntryUrls, Io } from '../io.js';
import { loadRepoIndex } from './load-index.js';
import { openNdjson, printText, toSafeJson } from '../output.js';
import { listRecorder, readByEntry, type ListRecorder } from './list-record.js';
import { formatAge, table } from '../format.js';
import type { RepoOptions } from './common.js';
import { declareOptions } from '../declare-options.js';

export interface ListOptions extends RepoOptions {
  ndjson?: boolean;
  limit?: number;
  checkpoints?: boolean;
}

export function registerList(program: Command, io: Io, state: CommandState): void {
  declareOptions(program.command('list'), 'list')
    .description('list the sessions Entire recorded in this repository, newest activity first')
    .addHelpText(
      'after',
      '\nExamples:\n  hand-off-session list\n  hand-off-session list --ndjson | head -n 1\n  hand-off-session list --checkpoints --json',
    )
    .action(async (opts: ListOptions) => runList(io, opts, false, state));
}

/**
 * `list`, also what the bare command does when it cannot prompt. `urls`: the build's files, under whose identity
 * what `list --json` printed is kept for the entry to print again (see list-record.ts).
 */
export async function runList(io: Io, opts: ListOptions, hint = false, urls: EntryUrls = {}): Promise<void> {
  const recorder = listRecorder(io, opts, urls);
  const opened = readByEntry(io, opts, urls)?.opened;
  const index = await loadRepoIndex(io, opts, { ...(opts.json ? { cleanStrings: opts.checkpoints ? 'checkpoints' : 'sessions' } : {}), ...(opened ? { opened } : {}) });
  const json = { recorder, index };
  if (opts.checkpoints) {
    const checkpoints = index.checkpoints.slice(0, opts.limit ?? index.checkpoints.length);
    if (await printedAsJson(io, opts, 'checkpoints', checkpoints.map(checkpointJson), json)) return;
    return printText(io, `${countLine(checkpoints.length, index.checkpoints.length, 'checkpoint', index)}\n${checkpointTable(checkpoints, io)}`);
  }
  const sessions = index.sessions.slice(0, opts.limit ?? index.sessions.length);
  const [lineage, contracts] = await Promise.all([loadLineage(io, index.repo), loadEarlierContracts(index.repo)]);
  const docs = sessions.map((s) => ({ ...sessionJson(s), ...lineageJson(lineage, s.id), ...earlierJson(contracts, s.id) }));
  if (await printedAsJson(io, opts, 'sessions', docs, json)) return;
  printText(io, sessionTable(sessions, index, io, lineage, contracts));
  if (hint) printText(io, nextStepHint(sessions[0]));
}

/**
 * `--ndjson`: one document per line; `--json`: `{ [key]: docs }` (its strings named in `index.cleanStrings` already
 * redacted), kept by `recorder`. False when neither was asked for.
 */
async function printedAsJson(io: Io, opts: ListOptions, key: string, docs: unknown[], json: { recorder: ListRecorder | null; index: RepoIndex }): Promise<boolean> {
  if (opts.ndjson) {
    const out = await openNdjson(io);
    for (const doc of docs) out.write(doc);
    await out.end();
    return true;
  }
  if (!opts.json) return false;
  const printed = `${toSafeJson({ [key]: docs }, json.index.cleanStrings)}\n`;
  io.stdout(printed);
  await json.recorder?.keep(printed, json.index);
  return true;
}

function checkpointTable(checkpoints: Checkpoint[], io: Io): string {
  const rows = checkpoints.map((c) => [
    c.id,
    c.storage,
    formatAge(c.createdAt),
    String(c.sessionIds.length),
    c.commits[0]?.slice(0, 10) ?? '-',
    c.branch ?? '-',
  ]);
  return fitTable(['CHECKPOINT', 'STORAGE', 'CREATED', 'SESS', 'COMMIT', 'BRANCH'], rows, io, ['COMMIT', 'SESS', 'CREATED']);
}

function sessionTable(
  sessions: Session[],
  index: RepoIndex,
  io: Io,
  lineage: readonly LineageEntry[],
  contracts: readonly EarlierContract[],
): string {
  const idLength = shortIdLength(index.sessions.map((s) => s.id));
  const rows = sessions.map((s) => [
    s.id.slice(0, idLength),
    s.agent,
    statusCell(s, lineage, contracts),
    formatAge(s.lastActivityAt),
    String(s.checkpointIds.length),
    sessionJson(s).lastPrompt ?? '-',
  ]);
  const header = countLine(sessions.length, index.sessions.length, 'session', index);
  return `${header}\n${fitTable(['SESSION', 'AGENT', 'STATUS', 'ACTIVE', 'CKPT', 'LATEST PROMPT'], rows, io, ['CKPT', 'ACTIVE', 'AGENT'])}`;
}

/**
 * The status; "(stale)" when the agent may have crashed; "→ codex" when a handoff continued it elsewhere; "+ file"
 * when a contract file hands it off.
 */
function statusCell(s: Session, lineage: readonly LineageEntry[], contracts: readonly EarlierContract[]): string {
  const status = s.stale ? `${s.status} (stale)` : s.status;
  const next = lineageOf(lineage, s.id).continuedIn.at(-1);
  const saved = contractsFor(contracts, [s.id]).length > 0 ? ' + file' : '';
  return `${next ? `${status} → ${next.target}` : status}${saved}`;
}

/** "7 sessions in …", or "2 of 7 sessions in …" when --limit cut the list. */
function countLine(shown: number, total: number, noun: string, index: RepoIndex): string {
  const count = shown === total ? String(total) : `${shown} of ${total}`;
  return `${count} ${noun}${total === 1 ? '' : 's'} in ${index.repo.topLevel}`;
}

/**
 * On a terminal the table fits its width: the last column takes what the others leave;
 * when that is under 20, the `optional` columns go first (their values stay in --json). Not on a terminal (piped,
 * a file, an agent's shell) nothing is cut.
 */
function fitTable(header: string[], rows: string[][], io: Io, optional: readonly string[]): string {
  const width = io.columns;
  if (width === undefined) return table(header, rows, Number.POSITIVE_INFINITY);
  let cols = header.map((_, i) => i);
  const lastRoom = () => width - cols.slice(0, -1).reduce((sum, i) => sum + columnWidth(header, rows, i) + 2, 0);
  for (const name of optional) {
    if (lastRoom() >= MIN_LAST) break;
    cols = cols.filter((i) => header[i] !== name);
  }
  const pick = (row: string[]) => cols.map((i) => row[i] ?? '');
  return table(pick(header), rows.map(pick), Math.max(10, lastRoom()));
}

const MIN_LAST = 20;

function columnWidth(header: string[], rows: string[][], i: number): number {
  return Math.max((header[i] ?? '').length, ...rows.map((r) => (r[i] ?? '').length));
}

/** The shortest prefix (at least 8 characters, as ids are accepted from 6) that tells every session apart. */
export function shortIdLength(ids: readonly string[]): number {
  for (let n = 8; n < 64; n += 4) {
    if (new Set(ids.map((id) => id.slice(0, n))).size === ids.length) return n;
  }
  return 64;
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
