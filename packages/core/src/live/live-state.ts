import { lstat, readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { redactEach } from '../redact/redact.js';
import { headRedacted } from '../safety/redacted-cut.js';
import { isSafeSessionId, toIso } from '../store/ids.js';
import { capString, stringList } from '../store/metadata-fields.js';
import { MAX_TASKS, TOOL_USE_ID } from '../store/tasks.js';
import type { LiveState, SessionStatus, SubagentTask } from '../types/index-model.js';
import { isObj } from '../types/is-obj.js';
import { liveStateDir, liveStateFiles } from './live-state-files.js';
import { readOwner } from './owner.js';

export const MAX_STATE_BYTES = 16 * 1024 * 1024;

export interface LiveSession {
  sessionId: string;
  state: LiveState;
  /** The state file, `<git common dir>/entire-sessions/<id>.json`. */
  file: string;
  modifiedAt: string | null;
}

export interface LiveStateResult {
  sessions: LiveSession[];
  warnings: string[];
}

/** The state schema, loaded (with zod) only when a repository has live state files: most runs have none. */
let stateSchema: Promise<typeof import('./state-schema.js').StateSchema> | null = null;
function loadStateSchema(): Promise<typeof import('./state-schema.js').StateSchema> {
  stateSchema ??= import('./state-schema.js').then((m) => m.StateSchema);
  return stateSchema;
}

/**
 * Live session state written by Entire's hooks (entire-format.md §2.7). It lives in the git COMMON dir, so every
 * linked worktree sees every session. Symlinks, oversized files and invalid JSON are skipped with a warning.
 */
export async function readLiveStates(commonDir: string): Promise<LiveStateResult> {
  const result: LiveStateResult = { sessions: [], warnings: [] };
  const dir = liveStateDir(commonDir);
  const read = await Promise.all((await liveStateFiles(commonDir)).map((n) => readOne(dir, n, result.warnings)));
  for (const s of read) if (s) result.sessions.push(s);
  return result;
}

async function readOne(dir: string, name: string, warnings: string[]): Promise<LiveSession | null> {
  const sessionId = name.slice(0, -'.json'.length);
  const file = join(dir, name);
  if (!isSafeSessionId(sessionId)) {
    warnings.push(`live state ${JSON.stringify(name)}: invalid session id; skipped`);
    return null;
  }
  const st = await lstat(file).catch(() => null);
  if (!st || !st.isFile()) {
    if (st) warnings.push(`live state ${name}: not a regular file; skipped`);
    return null;
  }
  if (st.size > MAX_STATE_BYTES) {
    warnings.push(`live state ${name}: ${Math.round(st.size / 1048576)} MiB, over the 16 MiB limit; skipped`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    warnings.push(`live state ${name}: not valid JSON; skipped`);
    return null;
  }
  const parsed = (await loadStateSchema()).safeParse(json);
  if (!parsed.success) {
    warnings.push(`live state ${name}: not a JSON object; skipped`);
    return null;
  }
  const s = parsed.data;
  const model = capString(s.model_name, 200) || (await readModelHint(dir, sessionId));
  const owner = readOwner(s.owner);
  const kind = capString(s.kind, 40);
  // the branch and the touched files are printed as names: redacted as names here (redact/name-views.ts), the
  // branch also as a branch (redact/branch-password-scan.ts), as a checkpoint's are when it is read
  const [branch = ''] = redactEach([capString(s.branch, 250) ?? ''], 'branch');
  const filesTouched = redactEach(stringList(s.files_touched), 'name');
  const tasks = stateTasks(s.task_records);
  const transcriptPath = typeof s.transcript_path === 'string' && isAbsolute(s.transcript_path) && !s.transcript_path.includes('\0') ? s.transcript_path : null;
  return {
    sessionId,
    file,
    modifiedAt: st.mtime.toISOString(),
    state: {
      phase: mapPhase(s.phase),
      startedAt: toIso(s.started_at),
      endedAt: toIso(s.ended_at),
      lastInteractionAt: toIso(s.last_interaction_time),
      transcriptPath,
      lastPrompt: capString(s.last_prompt || s.first_prompt || null, 4000) || null,
      agentLabel: capString(s.agent_type, 100) || null,
      model: model || null,
      filesTouched,
      worktreePath: typeof s.worktree_path === 'string' && isAbsolute(s.worktree_path) ? s.worktree_path : null,
      lastCheckpointId: capString(s.last_checkpoint_id, 100) || null,
      baseCommit: typeof s.base_commit === 'string' && /^[0-9a-f]{40,64}$/.test(s.base_commit) ? s.base_commit : null,
      ...(owner ? { owner } : {}),
      ...(kind ? { kind } : {}),
      ...(branch ? { branch } : {}),
      ...(tasks.length > 0 ? { tasks } : {}),
    },
  };
}

/**
 * The state's subagent ledger: one task per well-formed `tool_use_id`, the record kept as JSON text for the handoff
 * to read like a `task.json` (its declared transcript path is not followed: nothing outside fixed folders is opened).
 */
function stateTasks(records: unknown[] | null | undefined): SubagentTask[] {
  const out: SubagentTask[] = [];
  for (const r of records ?? []) {
    if (!isObj(r)) continue;
    const o = r;
    const id = typeof o.tool_use_id === 'string' && TOOL_USE_ID.test(o.tool_use_id) ? o.tool_use_id : null;
    if (!id || out.some((t) => t.toolUseId === id)) continue;
    const agentId = typeof o.agent_id === 'string' && TOOL_USE_ID.test(o.agent_id) ? o.agent_id : null;
    const { subagent_type, task_description, started_at, completed_at } = o;
    out.push({ toolUseId: id, agentId, transcript: null, inline: JSON.stringify({ subagent_type, task_description, started_at, completed_at }) });
    if (out.length >= MAX_TASKS) break;
  }
  return out;
}

/** Entire's phases: "" means idle; the legacy "active_committed" is active. */
export function mapPhase(phase: string | null | undefined): SessionStatus {
  switch (phase ?? '') {
    case '':
    case 'idle':
      return 'idle';
    case 'active':
    case 'active_committed':
      return 'active';
    case 'ended':
      return 'ended';
    default:
      return 'unknown';
  }
}

/** `<id>.model`: a plain-text model hint Entire writes next to the state file. */
async function readModelHint(dir: string, sessionId: string): Promise<string | null> {
  const file = join(dir, `${sessionId}.model`);
  const st = await lstat(file).catch(() => null);
  if (!st || !st.isFile() || st.size > 4096) return null;
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  const first = text.split('\n')[0];
  return first ? headRedacted(first, 200) : null;
}
