import { loadIndex, requireData, type RepoIndex } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import type { RepoOptions } from './common.js';

/** The index of `--repo` (or the current repository), with progress on a terminal; exit 4 when it holds no Entire data. */
export async function loadRepoIndex(io: Io, opts: RepoOptions): Promise<RepoIndex> {
  const index = await withProgress(io, 'reading sessions', loadIndex({ repo: opts.repo, cwd: io.cwd }));
  requireData(index);
  return index;
}
