import { z } from 'zod';

/** `.git/entire-sessions/<id>.json` (entire-format.md §2.7), read leniently: a field of the wrong type reads as absent. */
const str = z.string().nullish().catch(undefined);
export const StateSchema = z.looseObject({
  session_id: str,
  phase: str,
  started_at: str,
  ended_at: str,
  last_interaction_time: str,
  transcript_path: str,
  last_prompt: str,
  first_prompt: str,
  agent_type: str,
  model_name: str,
  files_touched: z.array(z.unknown()).nullish().catch(undefined),
  worktree_path: str,
  last_checkpoint_id: str,
  base_commit: str,
  kind: str,
  branch: str,
  /** 2026: `[{tool_use_id, agent_id, subagent_type, task_description, started_at, completed_at, …}]`. */
  task_records: z.array(z.unknown()).nullish().catch(undefined),
  /** 2026: `{pid, start, boot, host, name}` of the process owning the turn; read by owner.ts. */
  owner: z.unknown().optional(),
});
