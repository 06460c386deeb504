/** The first steps of every request on a repository: open it and build its index (discover -> index), then pick. */
import { resolve } from 'node:path';
import { noDataError, notFoundError } from '../errors.js';
import { openRepo } from '../git/repo.js';
import { listEntireRefs } from '../git/refs.js';
import type { CatFile } from '../git/cat-file.js';
import { DerivedCache } from '../cache/derived-cache.js';
import { buildIndex } from '../index/build-index.js';
import { newestSession } from '../index/newest-first.js';
import { describeMissingData } from '../index/no-data.js';
import { excludedBy } from '../index/resolve-id.js';
import type { IndexRequest } from './requests.js';
import type { RepoIndex, Session } from '../types/index-model.js';

export async function loadIndex(req: IndexRequest): Promise<RepoIndex> {
  const dir = resolve(req.cwd, req.repo ?? '.');
  // Listing refs needs only a directory inside the repository: it runs while rev-parse finds the top level, not after
  // (on a warm run these two git processes are most of what is waited for). When `dir` is no repository, openRepo's
  // error is the one reported.
  const refs = req.opened ? Promise.resolve(req.opened.refs) : listEntireRefs(dir);
  refs.catch(() => {});
  const repo = req.opened?.repo ?? (await openRepo(dir));
  return buildIndex(repo, {
    refs,
    prompts: req.prompts ?? true,
    cache: req.cache === false ? null : DerivedCache.open(),
    lazy: req.lazy ?? false,
    ...(req.scope ? { scope: req.scope } : {}),
    ...(req.cleanStrings ? { cleanStrings: req.cleanStrings } : {}),
    ...(req.cat ? { cat: req.cat } : {}),
  });
}

/** Exit 4, saying what was looked for, when the repository holds no Entire data at all. */
export function requireData(index: RepoIndex): void {
  if (index.sessions.length > 0 || index.checkpoints.length > 0) return;
  throw noDataError(describeMissingData(index.repo, index));
}

/**
 * The most recently active session, skipping the caller's own (`--exclude`, ids or unique prefixes). Of a `lazy`
 * index, only the transcripts that can change the answer are read.
 */
export async function latestSession(index: RepoIndex, exclude: string[] = [], cat?: CatFile): Promise<Session> {
  const excluded = excludedBy(exclude);
  const left = index.sessions.filter((s) => !excluded(s.id));
  const session = await newestSession(index, left, cat);
  if (!session) throw notFoundError('no session is left after --exclude');
  return session;
}
