import type { Handoff, HandoffRequest } from '@hand-off-session/core';
import { run } from './run.js';
import { processIo } from './io.js';

/**
 * The hook's build worker imports this very module (its URL reaches the hook as CommandState.moduleUrl) for this one
 * function: from the bundle there is no other module it could import. The pipeline is imported when it is called,
 * not with this module, so a command that builds no handoff (list) does not compile it.
 */
export async function handoffForTranscript(path: string, req: HandoffRequest): Promise<Handoff> {
  const core = await import('@hand-off-session/core');
  return core.handoffForTranscript(path, req);
}

/** The full CLI, for whatever main.ts's static table does not answer; `entryUrl` is the file `node` was given. */
export function startCli(argv: string[], entryUrl: string): Promise<number> {
  return run(argv, processIo(), { entryUrl, moduleUrl: import.meta.url });
}
