import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoInfo } from '../git/repo.js';
import type { RepoIndex } from '../types/index-model.js';

const LOOKED_IN =
  '.git/entire-sessions, .entire/metadata, entire/checkpoints/v1 (local and origin), refs/entire/checkpoints/*, v2 refs and entire/* shadow branches';

/**
 * One line for "no Entire data here": what was looked for and, when the repository clearly uses Entire
 * (`.entire/settings.json`, or commits carrying `Entire-Checkpoint` trailers), the exact fetch command.
 */
export function describeMissingData(repo: RepoInfo, index: RepoIndex): string {
  const base = `no Entire sessions or checkpoints found in ${repo.topLevel} (looked in ${LOOKED_IN})`;
  const settings = readSettings(repo.topLevel);
  const missing = index.missingCheckpointIds ?? [];
  if (!settings.exists && missing.length === 0) return `${base}; is Entire enabled here? (entire enable)`;
  const gitRefs = settings.gitRefs || missing.some((id) => id.length === 26);
  const command = gitRefs
    ? `git fetch origin 'refs/entire/checkpoints/*:refs/entire/checkpoints/*'`
    : 'git fetch origin entire/checkpoints/v1:entire/checkpoints/v1';
  const why = missing.length > 0 ? `${missing.length} commit trailer(s) name checkpoints that were never fetched` : 'this repository uses Entire (.entire/settings.json)';
  const remote = settings.checkpointRepo ? ` (checkpoints are pushed to ${settings.checkpointRepo})` : '';
  return `${base}; ${why}${remote}: run ${command}`;
}

function readSettings(topLevel: string): { exists: boolean; gitRefs: boolean; checkpointRepo: string | null } {
  const path = join(topLevel, '.entire', 'settings.json');
  try {
    if (statSync(path).size > 1024 * 1024) return { exists: true, gitRefs: false, checkpointRepo: null };
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const checkpoints = json.checkpoints as { primary?: { type?: unknown } } | undefined;
    const options = json.strategy_options as { checkpoint_remote?: { repo?: unknown } } | undefined;
    const repo = options?.checkpoint_remote?.repo;
    return {
      exists: true,
      gitRefs: checkpoints?.primary?.type === 'git-refs',
      checkpointRepo: typeof repo === 'string' && /^[\w.-]+\/[\w.-]+$/.test(repo) ? repo : null,
    };
  } catch (e) {
    const exists = (e as NodeJS.ErrnoException).code !== 'ENOENT';
    return { exists, gitRefs: false, checkpointRepo: null };
  }
}
