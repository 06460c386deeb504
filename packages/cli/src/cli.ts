import { run } from './run.js';
import { processIo, type EntryUrls } from './io.js';

import type { handoffForTranscript as HandoffForTranscript } from '@hand-off-session/core';

/**
 * The hook's build worker imports this very module (its URL reaches the hook as CommandState.moduleUrl) for this one
 * function: from the bundle there is no other module it could import. Importing it starts nothing, and loads no core:
 * the pipeline is imported when the worker calls, so a command that builds no handoff (`list`) never compiles it.
 */
export async function handoffForTranscript(...args: Parameters<typeof HandoffForTranscript>): ReturnType<typeof HandoffForTranscript> {
  const core = await import('@hand-off-session/core');
  return core.handoffForTranscript(...args);
}

/**
 * The full CLI, for whatever main.ts's static table does not answer; `read` is what the entry read before it loaded
 * it: its file (`entryUrl`), a list's repository state when it found no warm record (warm-list.ts), or the repository
 * a command indexes (early-open.ts).
 */
export function startCli(argv: string[], read: Pick<EntryUrls, 'entryUrl' | 'listState' | 'earlyOpen'>): Promise<number> {
  return run(argv, processIo(), { ...read, moduleUrl: import.meta.url });
}
