/**
 * `list --json` as it was printed, kept whole: a warm list prints it without building the index or loading the code
 * that builds it (the CLI's entry answers from here; see the cli package's warm-list.ts). The record is stored under
 * everything the printed list is a function of, read again on every run: the repository (its refs name every
 * commit, tree and blob the index reads, all immutable), the files outside git the index reads (settings, the
 * deleted list, lineage, earlier contract files) and the code that printed it. A repository with live sessions or
 * metadata folders (files that change while an agent runs) keeps no record. What a record holds was printed once,
 * redacted by the same build: a forged record can make `list` print only what its forger wrote into it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findEarlierContracts } from '../contract/earlier.js';
import { openWithRefs, type OpenedRepo } from '../git/open-with-refs.js';
import { lineagePath } from '../handover/lineage-path.js';
import { repoKey } from '../handover/repo-key.js';
import { stateDir } from '../handover/state-dir.js';
import { liveStateFiles } from '../live/live-state-files.js';
import { listWorktreeRoots, readMetadataDirs } from '../live/metadata-dir.js';
import { DELETED_LIST } from '../store/deleted-list.js';
import { readRepoFacts } from '../store/repo-facts.js';
import { cacheDir, cacheDisabled, SNAPSHOTS } from './cache-dir.js';
import { isPrivateDir } from './private-dir.js';
import { SnapshotStore } from './snapshot-store.js';

/** What a list prints: its sessions or (`--checkpoints`) its checkpoints. */
export type ListScope = 'sessions' | 'checkpoints';

const KIND = 'list-json';

/**
 * What a list read of its repository before building anything: the repository, its Entire refs, and its state's key
 * (listStateKey). The index the list then builds takes the repository and refs as read here (IndexRequest.opened):
 * the same two git processes, not run twice.
 */
export interface ListState extends OpenedRepo {
  key: string | null;
}

/**
 * The state a `list --json` of `dir` prints, as one string; null when it has uncommitted traces (live state files,
 * metadata folders) or is no repository. Two git processes (rev-parse, for-each-ref) and a few small reads; with
 * `opened` (the repository and refs as read before), the small reads only.
 */
export async function listStateKey(dir: string, scope: ListScope, env: NodeJS.ProcessEnv = process.env, opened?: OpenedRepo): Promise<string | null> {
  return (await readListState(dir, scope, env, opened))?.key ?? null;
}

/** The list's state (see ListState); null when `dir` is no repository. `read`: the repository and refs as read before. */
export async function readListState(dir: string, scope: ListScope, env: NodeJS.ProcessEnv = process.env, read?: OpenedRepo): Promise<ListState | null> {
  const opened = read ?? (await openWithRefs(dir).catch(() => null));
  if (!opened) return null;
  const { repo, refs } = opened;
  const { topLevel, commonDir } = repo;
  const [live, meta, deleted, lineage, contracts] = await Promise.all([
    hasLiveStates(commonDir),
    listWorktreeRoots(commonDir, topLevel).then((roots) => readMetadataDirs(roots, commonDir)),
    readFile(join(commonDir, DELETED_LIST), 'utf8').catch(() => null),
    // The file itself, not its entries: parsing them needs a schema (zod), and the bytes change whenever they do.
    scope === 'sessions' ? readFile(lineagePath(stateDir(env), repoKey(commonDir)), 'utf8').catch(() => null) : null,
    scope === 'sessions' ? findEarlierContracts(topLevel) : [],
  ]);
  if (live || meta.sessions.length > 0) return { repo, refs, key: null };
  const facts = readRepoFacts(topLevel, commonDir);
  return { repo, refs, key: JSON.stringify({ scope, repo, refs, facts, deleted, lineage, contracts }) };
}

/** Whether a live state file exists: a live session, whose status and times change without git. */
async function hasLiveStates(commonDir: string): Promise<boolean> {
  return (await liveStateFiles(commonDir)).length > 0;
}

/**
 * The identity of the running build: a digest of the files that hold it, the entry `node` ran and the CLI module it
 * loads (in the bundle, that file names every chunk by a hash of its content), and the core package's module when
 * it is one of its own (a workspace build). Null when one cannot be read: then no record is read or written.
 */
export function buildIdentity(fileUrls: readonly string[]): string | null {
  const hash = createHash('sha256');
  try {
    for (const url of [...fileUrls, ...coreModule()]) hash.update(readFileSync(fileURLToPath(url))).update('\0');
  } catch {
    return null;
  }
  return hash.digest('hex').slice(0, 32);
}

/** Defined (true) by scripts/bundle.mjs: bundled, the core is inside the chunks the CLI module names. */
declare const __HOS_BUNDLED__: boolean | undefined;

function coreModule(): string[] {
  if (typeof __HOS_BUNDLED__ !== 'undefined') return [];
  try {
    return [import.meta.resolve('@hand-off-session/core')];
  } catch {
    return [];
  }
}

/** The records of printed lists, in the snapshot folder (bounded with the other snapshots, 0600 in a 0700 folder). */
export class ListRecords {
  private readonly store: SnapshotStore;

  private constructor(identity: string, env: NodeJS.ProcessEnv) {
    this.store = new SnapshotStore(join(cacheDir(env), SNAPSHOTS), () => identity);
  }

  /** The records of the build `identity`, or null when the cache is switched off. */
  static open(identity: string | null, env: NodeJS.ProcessEnv = process.env): ListRecords | null {
    return identity === null || cacheDisabled(env) ? null : new ListRecords(identity, env);
  }

  /**
   * The printed list kept for `key`, or undefined (none, corrupt, foreign, of another build, or in a folder others
   * may write: its text is printed as it is, so only a record this user wrote may be).
   */
  get(key: string): Buffer | undefined {
    return isPrivateDir(this.store.dir) ? this.store.getText(KIND, key) : undefined;
  }

  /** Keeps `printed` for `key` (an atomic write; never throws). */
  set(key: string, printed: string): void {
    this.store.setText(KIND, key, printed);
    this.store.save();
  }
}
