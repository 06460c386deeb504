/**
 * Where Entire's hooks keep live session state: `entire-sessions/<session>.json` in the git COMMON dir
 * (entire-format.md §2.7). Apart from the reader (live-state.ts) so that the warm `list` entry can ask whether any
 * exist without loading it.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export function liveStateDir(commonDir: string): string {
  return join(commonDir, 'entire-sessions');
}

/** The names of the state files there, sorted; none when the folder is missing or unreadable. */
export async function liveStateFiles(commonDir: string): Promise<string[]> {
  const names = await readdir(liveStateDir(commonDir)).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.json')).sort();
}
