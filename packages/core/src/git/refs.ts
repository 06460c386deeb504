import { runGit } from './run-git.js';

export interface RefEntry {
  /** Full ref name, e.g. `refs/heads/entire/checkpoints/v1`. */
  name: string;
  /** The object the ref points at (a commit, or a tag object). */
  oid: string;
  /** The commit, after peeling a tag. */
  commit: string;
  /** Committer date, ISO 8601, or null when the ref does not name a commit. */
  date: string | null;
}

const FIELDS = ['%(refname)', '%(objectname)', '%(objecttype)', '%(*objectname)', '%(committerdate:unix)', '%(*committerdate:unix)'];

/**
 * Every ref Entire may have written, in one `git for-each-ref`: local `entire/*` branches (v1, legacy sessions,
 * shadow branches), `refs/entire/**` (git-refs, v1.1, v2) and remote-tracking `entire/*` branches.
 */
export async function listEntireRefs(cwd: string): Promise<RefEntry[]> {
  const out = await runGit(
    ['for-each-ref', `--format=${FIELDS.join('%00')}`, 'refs/heads/entire/', 'refs/entire/', 'refs/remotes/'],
    { cwd },
  );
  const refs: RefEntry[] = [];
  for (const line of out.toString('utf8').split('\n')) {
    if (!line) continue;
    const [name = '', oid = '', type = '', peeled = '', date = '', peeledDate = ''] = line.split('\0');
    if (name.startsWith('refs/remotes/') && !/^refs\/remotes\/[^/]+\/entire\//.test(name)) continue;
    const isTag = type === 'tag';
    const commit = isTag ? peeled : oid;
    const unix = Number(isTag ? peeledDate : date);
    refs.push({
      name,
      oid,
      commit,
      date: (isTag ? peeled !== '' : type === 'commit') && Number.isFinite(unix) && unix > 0 ? new Date(unix * 1000).toISOString() : null,
    });
  }
  return refs;
}
