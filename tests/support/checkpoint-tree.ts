import type { FileTree } from './git-fixture.js';

/** One session slot of a checkpoint: its transcript and the metadata Entire writes beside it. */
export interface SlotSpec {
  sessionId: string;
  createdAt: string;
  transcript: string;
  start?: number;
  branch?: string;
  files?: string[];
  agent?: string;
}

/** What every slot has unless it says otherwise; `start` is left out of the metadata when undefined (old Entire). */
export interface SlotDefaults {
  branch: string;
  files: string[];
  agent: string;
  start?: number;
}

/**
 * A checkpoint's files as Entire commits them to `entire/checkpoints/v1`: the root metadata.json naming each slot,
 * and per slot its metadata.json and full.jsonl.
 */
export function checkpointTree(id: string, slots: SlotSpec[], defaults: SlotDefaults): FileTree {
  const root = `${id.slice(0, 2)}/${id.slice(2)}/`;
  const files: FileTree = {};
  files[`${root}metadata.json`] = JSON.stringify({
    checkpoint_id: id,
    strategy: 'manual-commit',
    branch: defaults.branch,
    files_touched: defaults.files,
    sessions: slots.map((_, i) => ({ metadata: `/${root}${i}/metadata.json`, transcript: `/${root}${i}/full.jsonl`, prompt: `/${root}${i}/prompt.txt` })),
  });
  slots.forEach((s, i) => {
    const start = s.start ?? defaults.start;
    files[`${root}${i}/metadata.json`] = JSON.stringify({
      checkpoint_id: id,
      session_id: s.sessionId,
      strategy: 'manual-commit',
      created_at: s.createdAt,
      branch: s.branch ?? defaults.branch,
      files_touched: s.files ?? defaults.files,
      agent: s.agent ?? defaults.agent,
      ...(start !== undefined ? { checkpoint_transcript_start: start } : {}),
    });
    files[`${root}${i}/full.jsonl`] = s.transcript;
  });
  return files;
}
