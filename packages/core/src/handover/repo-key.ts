import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';

/**
 * The key a repository's pending handovers and lineage are filed under: a hash of its git common directory, so
 * every worktree of one repository shares it and no other repository can reach it. The path itself never becomes a
 * file name.
 */
export function repoKey(commonDir: string): string {
  let real = commonDir;
  try {
    real = realpathSync(commonDir);
  } catch {
    // A common dir that vanished still gets a stable key from its recorded path.
  }
  return createHash('sha256').update(real).digest('hex').slice(0, 16);
}
