import type { Detail } from './budget.js';
import { oneLine } from './data.js';

/** Folders the most files left out are in, two levels deep at most: how many under each, the three largest. */
const CUT_FOLDERS = 3;

/**
 * Where the files left out of the list are (`, 220 under .planning/phases`): a change of hundreds of files (a folder
 * restored from an old commit, a rename across the tree) is told by its folders, not by a list no one reads whole.
 */
export function whereCut(cut: string[], d: Detail): string {
  const counts = new Map<string, number>();
  for (const p of cut) {
    const folder = p.split('/').slice(0, -1).slice(0, 2).join('/');
    if (folder) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const largest = [...counts].sort((a, b) => b[1] - a[1]).slice(0, CUT_FOLDERS);
  return largest.map(([folder, n]) => `, ${n} under ${oneLine(folder, d.itemChars)}`).join('');
}
