/**
 * Subagent task records across checkpoints (entire-2026-changes.md row 6; docs/architecture/sessions-and-checkpoints.md
 * "Task Records"): a mid-task commit condenses a partial `tasks/<tool-use-id>/task.json` (no `completed_at`, no
 * transcript yet), a later checkpoint of the same session holds the finished one. The tree puts `tasks/` at the
 * checkpoint root, the prose under the session's slot: both are read, and the newest checkpoint's copy wins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GitFixture, type FileTree } from '../../../../tests/support/git-fixture.js';
import { handoffForSession } from '../api.js';
import { openRepo } from '../git/repo.js';
import { buildIndex } from '../index/build-index.js';
import type { RepoIndex } from '../types/index-model.js';

const SID = '5e1f0c2a-7b3d-4c8e-9a6f-0d2b4c6e8a10';
const TASK = 'toolu_01Qx7mTa9VbN3cRk5sWyZpLd';
const NOW = new Date('2026-09-03T00:00:00Z');

function claude(type: 'user' | 'assistant', text: string, at: string): string {
  const message = type === 'user' ? { role: 'user', content: text } : { role: 'assistant', model: 'claude-opus-4-6', content: [{ type: 'text', text }] };
  return JSON.stringify({ parentUuid: null, isSidechain: false, type, sessionId: SID, uuid: `${type}-${at}`, timestamp: at, message });
}

function taskJson(completed: boolean): string {
  return JSON.stringify({
    tool_use_id: TASK,
    agent_id: 'a7c2e9',
    started_at: '2026-09-01T10:00:30Z',
    subagent_type: 'Explore',
    task_description: 'Map every caller of the rate limiter',
    ...(completed ? { completed_at: '2026-09-01T10:09:00Z' } : { transcript_unavailable_reason: 'transcript_not_found' }),
  });
}

/** A git-refs checkpoint of the one session; its task record under the slot or at the root. */
function checkpoint(id: string, at: string, prompt: string, task: { where: 'slot' | 'root'; completed: boolean }): FileTree {
  const tree: FileTree = {
    'metadata.json': JSON.stringify({ cli_version: '0.11.4', checkpoint_id: id, strategy: 'manual-commit', checkpoints_count: 1, files_touched: [], sessions: [{ metadata: '/0/metadata.json', transcript: '/0/full.jsonl', content_hash: '/0/content_hash.txt', prompt: '' }] }),
    '0/metadata.json': JSON.stringify({ cli_version: '0.11.4', checkpoint_id: id, session_id: SID, strategy: 'manual-commit', created_at: at, agent: 'Claude Code', files_touched: [] }),
    '0/full.jsonl': `${claude('user', prompt, at)}\n${claude('assistant', 'Delegating the search to a subagent.', at)}\n`,
    '0/content_hash.txt': 'sha256:00',
  };
  tree[`${task.where === 'slot' ? '0/' : ''}tasks/${TASK}/task.json`] = taskJson(task.completed);
  if (task.completed) tree[`${task.where === 'slot' ? '0/' : ''}tasks/${TASK}/agent-a7c2e9.jsonl`] = `${claude('user', 'Map every caller of the rate limiter', at)}\n`;
  return tree;
}

async function subagentLine(first: { where: 'slot' | 'root'; completed: boolean }, second: { where: 'slot' | 'root'; completed: boolean }): Promise<string | undefined> {
  const fx = GitFixture.create();
  try {
    fx.commitTree('refs/entire/checkpoints/6D/01K9TQ8ZP7X3F5M2WVJ4CNRB6D', checkpoint('01K9TQ8ZP7X3F5M2WVJ4CNRB6D', '2026-09-01T10:01:00Z', 'rate limit the login route', first));
    fx.commitTree('refs/entire/checkpoints/6E/01K9TQ9ZP7X3F5M2WVJ4CNRB6E', checkpoint('01K9TQ9ZP7X3F5M2WVJ4CNRB6E', '2026-09-01T10:10:00Z', 'now add the tests', second));
    const index: RepoIndex = await buildIndex(await openRepo(fx.dir), { now: NOW });
    const session = index.sessions.find((s) => s.id === SID);
    const h = await handoffForSession(index, session!, { target: null, now: NOW });
    return h.currentState.map((f) => f.text).find((t) => t.startsWith('Subagent'));
  } finally {
    fx.cleanup();
  }
}

describe('task records across checkpoints', () => {
  const finished = `Subagent Explore ${TASK}: "Map every caller of the rate limiter"`;
  const partial = `${finished} (still running when recorded); transcript unavailable (transcript_not_found)`;
  let lines: (string | undefined)[];

  beforeAll(async () => {
    lines = await Promise.all([
      subagentLine({ where: 'slot', completed: false }, { where: 'slot', completed: true }),
      subagentLine({ where: 'slot', completed: false }, { where: 'root', completed: true }),
      subagentLine({ where: 'root', completed: false }, { where: 'slot', completed: true }),
    ]);
  });

  it("the later checkpoint's finished copy supersedes the partial one, under the slot or at the root", () => {
    expect(lines).toEqual([finished, finished, finished]);
    expect(lines).not.toContain(partial);
  });
});
