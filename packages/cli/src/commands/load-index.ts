import { resolve } from 'node:path';
import { CatFile, loadIndex, requireData, type IndexRequest, type RepoIndex } from '@hand-off-session/core/listing';
import type { EarlyOpen } from '../early-open.js';
import type { Io } from '../io.js';
import { withProgress } from '../ui/progress.js';
import type { RepoOptions } from './common.js';

/** What a command asks of its index (see IndexRequest); `entry`, the repository the entry began reading (early-open.ts). */
type IndexLoad = Pick<IndexRequest, 'prompts' | 'lazy' | 'cat' | 'cleanStrings' | 'scope' | 'opened'> & { entry?: EarlyOpen | undefined };

/**
 * The index of `--repo` (or the current repository), with progress on a terminal; exit 4 when it holds no Entire data.
 * `prompts: false` for a command about one session: its prompt is read when its handoff is made; `lazy` for one
 * that prints one session or checkpoint: only their transcripts are read (see buildIndex); with `scope`, only the
 * checkpoints that may hold what it prints; with `opened`, the repository and refs the caller read already.
 */
export async function loadRepoIndex(io: Io, opts: RepoOptions, load: IndexLoad = {}): Promise<RepoIndex> {
  const { cat, scope } = load;
  const opened = load.opened ?? (await openedByEntry(io, opts, load.entry));
  const request = { repo: opts.repo, cwd: io.cwd, prompts: load.prompts, lazy: load.lazy, cleanStrings: load.cleanStrings, ...(cat ? { cat } : {}), ...(scope ? { scope } : {}), ...(opened ? { opened } : {}) };
  const index = await withProgress(io, 'reading sessions', loadIndex(request));
  requireData(index);
  return index;
}

/** What the entry read of `--repo` while the CLI loaded, if it read the repository this command resolves. */
async function openedByEntry(io: Io, opts: RepoOptions, entry: EarlyOpen | undefined): Promise<IndexRequest['opened'] | null> {
  if (!entry || entry.dir !== resolve(io.cwd, opts.repo ?? '.')) return null;
  return entry.opened;
}

/** What a command about one session or checkpoint keeps of the transcripts it streamed (see KeptBlobs). */
const KEEP_STREAMED = 32 * 1024 * 1024;

/**
 * Runs `use` with one `git cat-file --batch` for `--repo`, closed after: a command that indexes and then reads a few
 * transcripts (latest, show) starts one git process for all of it instead of one per step, and git inflates each
 * transcript once although the index reads it (agent, last event) before the handoff does.
 */
export async function withCatFile<T>(io: Io, opts: RepoOptions, use: (cat: CatFile) => Promise<T>): Promise<T> {
  const cat = new CatFile(resolve(io.cwd, opts.repo ?? '.'), { keepStreamed: KEEP_STREAMED });
  try {
    return await use(cat);
  } finally {
    await cat.close();
  }
}
