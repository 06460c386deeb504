/** Maps the index model onto the published JSON contract (schemas/output.ts). */
import type { z } from 'zod';
import { cleanText } from '../safety/hostile-text.js';
import { headRedacted } from '../safety/redacted-cut.js';
import { previewInRepo } from '../summarize/repo-paths.js';
import type { Checkpoint, Session, SubagentTask } from '../types/index-model.js';
import type { CheckpointJson, SessionJson } from './output.js';

export type SessionJsonValue = z.infer<typeof SessionJson>;
export type CheckpointJsonValue = z.infer<typeof CheckpointJson>;

export function sessionJson(session: Session): SessionJsonValue {
  return {
    id: session.id,
    agent: session.agent,
    status: session.status,
    startedAt: session.startedAt,
    lastActivityAt: session.lastActivityAt,
    checkpointIds: session.checkpointIds,
    stale: session.stale,
    model: session.model,
    branch: session.branch,
    lastPrompt: promptPreview(session),
    filesTouched: session.filesTouched,
    transcriptSource: session.transcriptSource,
    subagentTasks: session.tasks.length,
    ...(session.imported ? { imported: true } : {}),
    ...(session.transcriptOmitted ? { transcriptOmitted: session.transcriptOmitted } : {}),
    ...(session.ownerLiveness ? { ownerLiveness: session.ownerLiveness } : {}),
  };
}

export function checkpointJson(checkpoint: Checkpoint): CheckpointJsonValue {
  return {
    id: checkpoint.id,
    createdAt: checkpoint.createdAt,
    branch: checkpoint.branch,
    storage: checkpoint.storage,
    sessionIds: checkpoint.sessionIds,
    commits: checkpoint.commits,
    filesTouched: checkpoint.filesTouched,
    ref: checkpoint.ref,
    sessions: checkpoint.sessions.map((s) => ({
      sessionId: s.sessionId,
      slot: s.slot,
      agent: s.agent,
      agentLabel: s.agentLabel,
      model: s.model,
      createdAt: s.createdAt,
      hasTranscript: s.transcript !== null,
      hasCompactTranscript: s.compactTranscript !== null,
      transcriptStart: s.transcriptStart,
      ...(s.transcriptStartInCompactLines ? { transcriptStartUnit: 'compact-line' as const } : {}),
      tasks: s.tasks.map(taskJson),
      ...(s.duplicateSlots ? { duplicateSlots: s.duplicateSlots } : {}),
    })),
    tasks: checkpoint.tasks.map(taskJson),
    warnings: checkpoint.warnings,
    ...(checkpoint.danglingPointers ? { danglingPointers: checkpoint.danglingPointers } : {}),
  };
}

function taskJson(task: SubagentTask): { toolUseId: string; agentId: string | null; hasTranscript: boolean } {
  return { toolUseId: task.toolUseId, agentId: task.agentId, hasTranscript: task.transcript !== null };
}

/** The latest prompt's first line, its repository paths relative as in the handoff. */
function promptPreview(session: Session): string | null {
  const line = firstLine(session.lastPrompt);
  return line === null ? null : previewInRepo(line, session.live?.worktreePath ?? null, session.filesTouched);
}

/** The first non-blank line, cleaned of escapes and control characters (it lands in terminal tables). */
function firstLine(text: string | null): string | null {
  if (text === null) return null;
  const line = cleanText(text).split('\n').find((l) => l.trim() !== '');
  if (line === undefined) return null;
  return line.length > 200 ? `${headRedacted(line, 199)}…` : line;
}
