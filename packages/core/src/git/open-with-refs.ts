import { listEntireRefs, type RefEntry } from './refs.js';
import { openRepo, type RepoInfo } from './repo.js';

/** A repository and the Entire refs in it, as an index starts from them. */
export interface OpenedRepo {
  repo: RepoInfo;
  refs: RefEntry[];
}

/**
 * The repository holding `dir` and its Entire refs: the two git processes run side by side (listing refs needs only a
 * directory inside the repository). When `dir` is no repository, openRepo's error is the one thrown.
 */
export async function openWithRefs(dir: string): Promise<OpenedRepo> {
  const refs = listEntireRefs(dir);
  refs.catch(() => {});
  const repo = await openRepo(dir);
  return { repo, refs: await refs };
}
