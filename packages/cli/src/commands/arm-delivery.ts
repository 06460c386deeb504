/**
 * `--deliver`: arms the handoff for the target agent in this repository, outside it (the state directory), so that
 * agent's own session-start hook puts it into its first context, once. stdout says what was armed, where it will
 * arrive and until when; a handover it replaced is named.
 */
import {
  armPending,
  expiresAt,
  openRepo,
  originOf,
  readLineage,
  redactForOutput,
  repoKey,
  stateDir,
  agentLabel,
  usageError,
  type Handoff,
  type PendingHandover,
  type TargetName,
  type WrittenContract,
} from '@hand-off-session/core';
import type { Io } from '../io.js';
import { printText } from '../output.js';

/** Where the target's own hook picks the handover up; Cursor's hooks cannot add context to a new session. */
const DELIVERED_BY: Partial<Record<TargetName, string>> = {
  claude: "Claude Code's SessionStart hook",
  codex: "Codex's SessionStart hook (after you trust the plugin's hooks in /hooks)",
  gemini: "Gemini CLI's BeforeAgent hook, on your first prompt",
  opencode: "OpenCode's plugin, at the session's first request",
};

export function canDeliver(target: TargetName | null): boolean {
  return target !== null && DELIVERED_BY[target] !== undefined;
}

export interface ArmedDelivery {
  record: PendingHandover;
  replaced: PendingHandover | null;
}

export async function armDelivery(
  io: Io,
  handoff: Handoff,
  repoTopLevel: string,
  file: WrittenContract | null,
  sessionBranch: string | null,
  /** --deliver answers on stdout; when --launch arms on its own, stdout stays the launched agent's. */
  report: 'stdout' | 'stderr' = 'stdout',
): Promise<ArmedDelivery> {
  const target = handoff.target;
  if (!target) throw usageError('--deliver needs a target: add "for claude|codex|opencode|gemini"');
  if (!canDeliver(target)) {
    throw usageError('Cursor has no session-start hook that can add the handoff to a new chat: use --copy and paste it, or --save');
  }
  const repo = await openRepo(repoTopLevel);
  const key = repoKey(repo.commonDir);
  const dir = stateDir(io.env);
  const agent = handoff.sourceAgents[0] ?? 'unknown';
  const first = handoff.sessionIds[0] ?? 'unknown';
  const record: PendingHandover = {
    target,
    repoKey: key,
    repo: repo.topLevel,
    armedAt: new Date().toISOString(),
    source: {
      agent,
      sessionIds: handoff.sessionIds,
      checkpointId: handoff.checkpointIds.length === 1 ? (handoff.checkpointIds[0] ?? null) : null,
      branch: sessionBranch ?? repo.branch,
      head: repo.head,
    },
    origin: originOf(await readLineage(dir, key), agent, first),
    contractPath: file?.relative ?? null,
    // Fail closed like every other output: a residual secret stops the arm, nothing is stored.
    text: redactForOutput(handoff.markdown),
  };
  const replaced = await armPending(dir, record);
  const lines = armedLines(record, replaced);
  if (report === 'stdout') printText(io, lines);
  else io.stderr(`${redactForOutput(lines)}\n`);
  return { record, replaced };
}

function armedLines(record: PendingHandover, replaced: PendingHandover | null): string {
  const target = record.target as TargetName;
  const lines = [
    `Armed the handoff of ${agentLabel(record.source.agent)} session ${record.source.sessionIds[0]?.slice(0, 8) ?? '?'} for ${target} in ${record.repo}.`,
    `Start ${target} in this repository: ${DELIVERED_BY[target]} delivers it once, until ${expiresAt(record)}.`,
  ];
  if (replaced) {
    lines.push(
      `It replaces the handoff armed for ${target} at ${replaced.armedAt} from ${agentLabel(replaced.source.agent)} session ` +
        `${replaced.source.sessionIds[0]?.slice(0, 8) ?? '?'}, which will not be delivered.`,
    );
  }
  lines.push('Check or cancel: hand-off-session deliver --status | --cancel');
  return lines.join('\n');
}
