import { run } from './run.js';
import { processIo } from './io.js';
import type { ReadListState } from './warm-list.js';

// The hook's build worker imports this very module (its URL reaches the hook as CommandState.moduleUrl) for this one
// function: from the bundle there is no other module it could import. Importing it starts nothing.
export { handoffForTranscript } from '@hand-off-session/core';

/**
 * The full CLI, for whatever main.ts's static table does not answer; `entryUrl` is the file `node` was given,
 * `listState` what the entry read of a list's repository before it found no warm record (warm-list.ts).
 */
export function startCli(argv: string[], entryUrl: string, listState?: ReadListState): Promise<number> {
  return run(argv, processIo(), { entryUrl, moduleUrl: import.meta.url, ...(listState ? { listState } : {}) });
}
