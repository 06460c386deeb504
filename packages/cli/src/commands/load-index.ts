import { loadIndex, requireData, type CatFile, type RepoIndex } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import type { RepoOptions } from './common.js';

/**
 * The index of `--repo` (or the current repository), with progress on a terminal; exit 4 when it holds no Entire data.
 * `prompts: false` for a command about one session: its prompt is read when its handoff is made.
 */
export async function loadRepoIndex(io: Io, opts: RepoOptions, load: { prompts?: boolean; cat?: CatFile } = {}): Promise<RepoIndex> {
  const index = await withProgress(io, 'reading sessions', loadIndex({ repo: opts.repo, cwd: io.cwd, prompts: load.prompts, ...(load.cat ? { cat: load.cat } : {}) }));
  requireData(index);
  return index;
}
