import { toJsonHandoff, type Handoff } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { printJson, printText } from '../output.js';
import type { HandoffOptions } from './common.js';
import { deliverHandoff } from './deliver.js';
import { copyToClipboard } from '../ui/clipboard.js';

/**
 * Prints one handoff (Markdown, or JSON with `extra` keys beside `handoff`), then hands it to
 * delivery: the contract file, the launch command, the clipboard.
 */
export async function emitHandoff(
  io: Io,
  handoff: Handoff,
  opts: HandoffOptions,
  repoTopLevel: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const writesFile = Boolean(opts.output || opts.save);
  if (!writesFile) {
    if (opts.json) printJson(io, { ...extra, handoff: toJsonHandoff(handoff) });
    else printText(io, handoff.markdown);
  }
  await deliverHandoff(handoff, opts, io, repoTopLevel);
  if (opts.copy) await copyToClipboard(io, handoff.markdown);
}
