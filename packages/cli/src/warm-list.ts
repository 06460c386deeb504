import { resolve } from 'node:path';
import { buildIdentity, ListRecords, readListState, type ListScope, type ListState } from '@hand-off-session/core/warm';

/** A `list --json` the entry can answer from its record: which repository, which list. */
export interface WarmListRequest {
  repo: string | undefined;
  scope: ListScope;
}

/**
 * The request when `argv` is `list --json` with at most `--repo <path>` and `--checkpoints` (each once, any order);
 * null for anything else, which the full CLI parses (and reports when it is wrong).
 */
export function warmListRequest(argv: readonly string[]): WarmListRequest | null {
  if (argv[0] !== 'list') return null;
  const seen = new Set<string>();
  let repo: string | undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.startsWith('--repo=') ? arg.slice('--repo='.length) : null;
    const name = eq === null ? arg : '--repo';
    if (seen.has(name) || !['--json', '--checkpoints', '--repo'].includes(name)) return null;
    seen.add(name);
    if (name !== '--repo') continue;
    repo = eq ?? argv[++i];
    if (repo === undefined || repo === '' || repo.startsWith('-')) return null;
  }
  return seen.has('--json') ? { repo, scope: seen.has('--checkpoints') ? 'checkpoints' : 'sessions' } : null;
}

/** The state of a list's repository (listStateKey) as the entry read it, before it loaded the CLI. */
export interface ReadListState {
  dir: string;
  scope: ListScope;
  key: string | null;
  /** The repository and refs the key was read from, for the index the list builds (absent: no repository). */
  opened?: Omit<ListState, 'key'>;
}

/**
 * Prints the record of a warm `list --json` (see core's cache/list-record.ts) and returns true; else, when the full
 * CLI is to run, the state it read (null when it read none): a cold list keeps its record under that state, read as
 * the list starts, without reading it a second time. `entryUrl` and `cliUrl` are the build's files (its identity), as
 * `list` names them when it keeps a record.
 */
export async function printedWarmList(argv: readonly string[], entryUrl: string, cliUrl: string): Promise<true | ReadListState | null> {
  const request = warmListRequest(argv);
  const records = request ? ListRecords.open(buildIdentity([entryUrl, cliUrl])) : null;
  if (!request || !records) return null;
  const dir = resolve(process.cwd(), request.repo ?? '.');
  const state = await readListState(dir, request.scope).catch(() => null);
  const key = state?.key ?? null;
  const printed = key === null ? undefined : records.get(key);
  if (printed === undefined) return { dir, scope: request.scope, key, ...(state ? { opened: { repo: state.repo, refs: state.refs } } : {}) };
  process.stdout.write(printed);
  return true;
}
