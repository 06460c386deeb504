import { openRepo } from '../../packages/core/src/git/repo.js';
import { buildIndex } from '../../packages/core/src/index/build-index.js';
import type { RepoIndex } from '../../packages/core/src/types/index-model.js';
import type { FileTree } from './git-fixture.js';

/** The index tests' fixtures: checkpoint trees in Entire's exact v1 shape (optional fields, `/`-rooted pointers), transcript lines. */

export const NOW = new Date('2026-05-01T12:00:00Z');

export function claudeLine(sessionId: string, text: string): string {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: '/work/app',
    sessionId,
    version: '2.1.14',
    gitBranch: 'main',
    type: 'user',
    message: { role: 'user', content: text },
    uuid: `u-${text.length}`,
    timestamp: '2026-05-01T10:00:00.000Z',
  });
}

export function codexLine(sessionId: string): string {
  return JSON.stringify({
    timestamp: '2026-05-01T10:00:00.000Z',
    type: 'session_meta',
    payload: { id: sessionId, timestamp: '2026-05-01T10:00:00.000Z', cwd: '/work/app', originator: 'codex_cli_rs', cli_version: '0.118.0' },
  });
}

export interface SlotSpec {
  sessionId: string;
  agent?: string;
  model?: string;
  createdAt?: string;
  transcript?: string;
  prompt?: string;
}

/** A checkpoint tree in Entire's exact v1 shape (root metadata with `/`-rooted pointers, numbered slots). */
export function checkpointTree(id: string, slots: SlotSpec[], opts: { root?: string; pointerRoot?: string } = {}): FileTree {
  const root = opts.root ?? `${id.slice(0, 2)}/${id.slice(2)}/`;
  const pointer = opts.pointerRoot ?? `/${root}`;
  const files: FileTree = {};
  files[`${root}metadata.json`] = JSON.stringify({
    cli_version: '0.5.6',
    checkpoint_id: id,
    strategy: 'manual-commit',
    branch: 'main',
    checkpoints_count: slots.length,
    files_touched: ['src/app.ts'],
    sessions: slots.map((_, i) => ({
      metadata: `${pointer}${i}/metadata.json`,
      transcript: `${pointer}${i}/full.jsonl`,
      content_hash: `${pointer}${i}/content_hash.txt`,
      prompt: `${pointer}${i}/prompt.txt`,
    })),
  });
  slots.forEach((s, i) => {
    files[`${root}${i}/metadata.json`] = JSON.stringify({
      cli_version: '0.5.6',
      checkpoint_id: id,
      session_id: s.sessionId,
      strategy: 'manual-commit',
      ...(s.createdAt ? { created_at: s.createdAt } : {}),
      branch: 'main',
      checkpoints_count: 1,
      files_touched: ['src/app.ts'],
      ...(s.agent ? { agent: s.agent } : {}),
      ...(s.model !== undefined ? { model: s.model } : {}),
      checkpoint_transcript_start: 0,
    });
    if (s.transcript !== undefined) files[`${root}${i}/full.jsonl`] = s.transcript;
    if (s.prompt !== undefined) files[`${root}${i}/prompt.txt`] = s.prompt;
  });
  return files;
}

export async function indexOf(dir: string, opts: Parameters<typeof buildIndex>[1] = {}): Promise<RepoIndex> {
  return buildIndex(await openRepo(dir), { now: NOW, ...opts });
}
