/**
 * Subagent task folders (`tasks/<tool-use-id>/`, entire-format.md §1 and §2.5): Entire keeps one per run of Claude
 * Code's Task/Agent tool, with `checkpoint.json`, the task prompt and, when it was copied, the subagent's transcript
 * `agent-<agent-id>.jsonl`, and since 2026 a `task.json` record. Read from names alone (tree paths, folder listings):
 * no blob is fetched for them here; the record is read when a handoff is made (summarize/subagent-tasks.ts).
 */
import type { SubagentTask, TranscriptRef } from '../types/index-model.js';
import { pathLister, type TreeFiles } from './tree-files.js';

/** Tool call ids name folders: letters, digits, `_` and `-` only (`toolu_01…`, `call_…`). */
export const TOOL_USE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The subagent transcript's file name, which carries the agent id. */
export const AGENT_FILE = /^agent-([A-Za-z0-9_-]{1,128})\.jsonl$/;
/** The 2026 task record: subagent type, description, timing, and why the transcript is missing (when it is). */
export const TASK_RECORD = 'task.json';
/** More than this per folder is not a real session (and would only bloat the index). */
export const MAX_TASKS = 500;

/**
 * The tasks under `<dir>/tasks/` in one or more checkpoint trees (v2 keeps them in the `full` tree), in path order.
 * `dir` is a slot folder or the checkpoint root (`` on git-refs).
 */
export function tasksInTree(dir: string, ...trees: (TreeFiles | undefined)[]): SubagentTask[] {
  const prefix = dir === '' ? 'tasks/' : `${dir}/tasks/`;
  const byId = new Map<string, SubagentTask>();
  for (const files of trees) {
    if (!files) continue;
    for (const path of taskPaths(files)) {
      if (!path.startsWith(prefix)) continue;
      const [id = '', name, ...deeper] = path.slice(prefix.length).split('/');
      if (!TOOL_USE_ID.test(id) || name === undefined) continue;
      let task = byId.get(id);
      if (!task) {
        if (byId.size >= MAX_TASKS) continue;
        task = { toolUseId: id, agentId: null, transcript: null };
        byId.set(id, task);
      }
      if (deeper.length === 0 && name === TASK_RECORD && !task.record) {
        const file = files.get(path);
        if (file) task.record = blobOf(path, file.oid, file.size);
      }
      const agent = deeper.length === 0 ? AGENT_FILE.exec(name) : null;
      const file = agent ? files.get(path) : undefined;
      if (agent && file && !task.transcript) {
        task.agentId = agent[1] ?? null;
        task.transcript = blobOf(path, file.oid, file.size);
      }
    }
  }
  return [...byId.values()];
}

function blobOf(treePath: string, oid: string, size: number | null): TranscriptRef {
  return { kind: 'blob', oids: [oid], treePath, ...(size !== null ? { size } : {}) };
}

/** Paths inside some `tasks/` folder. */
const taskPaths = pathLister((path) => path.startsWith('tasks/') || path.includes('/tasks/'));
