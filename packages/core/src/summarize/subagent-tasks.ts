/**
 * Short subagent lines for a handoff from Entire's task records (`tasks/<tool-use-id>/task.json`, 2026:
 * `subagent_type`, `task_description`, `started_at`, `completed_at`, `transcript_unavailable_reason`). The records
 * are small JSON blobs or files, read only when a handoff is made. The caller passes tasks newest copy first, so a
 * later checkpoint's record supersedes an earlier, partial one. Task text is untrusted data: quoted, capped, and
 * redacted with the rest of the handoff.
 */
import type { CatFile } from '../git/cat-file.js';
import { readSmallRef } from '../read/small-ref.js';
import { oneLine } from '../safety/hostile-text.js';
import { capString } from '../store/json-values.js';
import { isObj } from '../types/is-obj.js';
import type { SubagentTask } from '../types/index-model.js';

export const MAX_SUBAGENT_LINES = 8;

export interface TaskRecord {
  toolUseId: string;
  subagentType: string | null;
  description: string | null;
  running: boolean;
  unavailableReason: string | null;
  hasTranscript: boolean;
}

export function parseTaskRecord(task: SubagentTask, text: string | null): TaskRecord {
  let o: Record<string, unknown> = {};
  try {
    const v: unknown = text === null ? null : JSON.parse(text);
    if (isObj(v)) o = v;
  } catch {
    // An unreadable record still names its tool call.
  }
  return {
    toolUseId: task.toolUseId,
    subagentType: capString(o.subagent_type, 80),
    description: capString(o.task_description, 300),
    // Entire omits completed_at while the subagent still runs (a mid-task commit holds a partial copy).
    running: text !== null && typeof o.completed_at !== 'string',
    unavailableReason: capString(o.transcript_unavailable_reason, 120),
    hasTranscript: task.transcript !== null,
  };
}

/** One line per subagent run, at most MAX_SUBAGENT_LINES, plus a count of the rest. */
export function subagentLines(records: TaskRecord[]): string[] {
  const lines = records.slice(0, MAX_SUBAGENT_LINES).map((r) => {
    const what = r.description ? `: "${oneLine(r.description, 300)}"` : '';
    const state = r.running ? ' (still running when recorded)' : '';
    const gap = r.unavailableReason ? `; transcript unavailable (${r.unavailableReason})` : '';
    return `Subagent ${r.subagentType ?? 'task'} ${r.toolUseId}${what}${state}${gap}`;
  });
  if (records.length > MAX_SUBAGENT_LINES) lines.push(`…and ${records.length - MAX_SUBAGENT_LINES} more subagent run(s)`);
  return lines;
}

/** The records of tasks that have one, first copy of each tool call only. */
export async function readTaskRecords(tasks: SubagentTask[], cat: (() => CatFile) | null): Promise<TaskRecord[]> {
  const seen = new Set<string>();
  const out: TaskRecord[] = [];
  for (const t of tasks) {
    if ((!t.record && t.inline === undefined) || seen.has(t.toolUseId)) continue;
    seen.add(t.toolUseId);
    out.push(parseTaskRecord(t, t.inline ?? (t.record ? await readSmallRef(t.record, cat) : null)));
    if (out.length > MAX_SUBAGENT_LINES) break;
  }
  return out;
}
