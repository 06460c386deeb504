import { printableStrings, sessionJson, toJsonHandoff, type Handoff, type RepoIndex, type Session } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { printJson, printText } from '../output.js';
import type { HandoffOptions } from './common.js';
import { writeContractAndLaunch } from './contract-and-launch.js';
import { lineageJson, lineageLines, loadLineage, withNotes } from './lineage-view.js';
import { earlierJson, earlierLines, loadEarlierContracts } from './earlier-view.js';
import { copyToClipboard } from '../ui/clipboard.js';

export interface EmitContext {
  repoTopLevel: string;
  /** Keys printed beside `handoff` in JSON (`session`, `checkpoint`, `sessions`, `lineage`). */
  extra?: Record<string, unknown>;
  /** Our own lines under the title: lineage ("continued from / in"), earlier handoffs of the same session. */
  notes?: readonly string[];
  /** The branch the session was recorded on, for the armed handover's announcement. */
  sessionBranch?: string | null;
}

/**
 * Prints one handoff (Markdown, or JSON with `extra` keys beside `handoff`), then hands it on: the contract file,
 * the armed delivery, the launch command, the clipboard. With a file or a delivery, stdout says where it went
 * instead of repeating the handoff.
 */
export async function emitHandoff(io: Io, handoff: Handoff, opts: HandoffOptions, ctx: EmitContext): Promise<void> {
  const markdown = withNotes(handoff.markdown, ctx.notes ?? []);
  const shown = { ...handoff, markdown };
  if (!(opts.output || opts.save || opts.deliver)) {
    if (opts.json) printJson(io, { ...ctx.extra, handoff: toJsonHandoff(shown) }, printableStrings(handoff));
    else printText(io, markdown);
  }
  await writeContractAndLaunch(shown, opts, io, ctx.repoTopLevel, ctx.sessionBranch ?? null);
  if (opts.copy) await copyToClipboard(io, markdown);
}

/** Emits the handoff of one session of the index, with its JSON keys and notes: its lineage, its earlier handoffs. */
export async function emitSessionHandoff(io: Io, handoff: Handoff, opts: HandoffOptions, index: RepoIndex, session: Session): Promise<void> {
  const [lineage, contracts] = await Promise.all([loadLineage(io, index.repo), loadEarlierContracts(index.repo)]);
  await emitHandoff(io, handoff, opts, {
    repoTopLevel: index.repo.topLevel,
    extra: { session: sessionJson(session), ...lineageJson(lineage, session.id), ...earlierJson(contracts, session.id) },
    notes: [...lineageLines(lineage, handoff.sessionIds), ...(await earlierLines(contracts, handoff, index.repo, [session]))],
    sessionBranch: session.branch,
  });
}
