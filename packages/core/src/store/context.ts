import type { CatFile } from '../git/cat-file.js';
import type { RefEntry } from '../git/refs.js';
import type { Checkpoint, RepoIndex } from '../types/index-model.js';
import type { ReadScope } from './read-scope.js';

/** What every storage reader gets: the repository, the run's single cat-file, and the one ref listing. */
export interface StoreContext {
  cwd: string;
  cat: CatFile;
  refs: RefEntry[];
  /**
   * When given, checkpoint readers fetch every slot's prompt.txt in their first batch and record its latest
   * prompt line here (by blob oid), so the index need not read them in a later round trip.
   */
  promptLines?: Map<string, string | null>;
  /** The remotes whose tracking refs are read, best first: the one Entire elected for checkpoints, then origin. */
  readRemotes?: string[] | undefined;
  /** For a command about one session or checkpoint: only the checkpoints that may hold what it prints are read. */
  scope?: ReadScope;
}

export interface StoreResult {
  checkpoints: Checkpoint[];
  layouts: RepoIndex['layouts'];
  warnings: string[];
}

export function findRef(refs: RefEntry[], name: string): RefEntry | undefined {
  return refs.find((r) => r.name === name);
}

/** Keeps the first checkpoint seen for each id (callers pass sources in order of preference). */
export function dedupeCheckpoints(lists: Checkpoint[][]): Checkpoint[] {
  const seen = new Map<string, Checkpoint>();
  for (const list of lists) for (const c of list) if (!seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()];
}
