/**
 * Two sessions of one checkpoint working in the same checkout: a check one of them passed after the other's failure of
 * it ends that failure (the project's tests held after all). Shaped like a real Entire 0.4 checkpoint of two Claude
 * Code sessions, the later one's test run stopped by a database the other session's run found.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointTree } from '../../../tests/support/checkpoint-tree.js';
import { GitFixture } from '../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, loadIndex } from './api.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import type { Handoff } from './types/handoff.js';

const CP = '357067d4d28e';
const CWD = '/Users/dana/code/agents-md-evaluator';
const LOGOS = '054bd433-cf13-416a-af41-48f036301c08';
const MERGE = '95dc735b-0187-4533-a3ed-5b46bdfa8689';

type Rec = (b: Record<string, unknown>) => unknown;
/** Claude Code JSONL records at the given times. */
function claude(sessionId: string, records: [string, Rec][]): string {
  return records.map(([at, r], i) => JSON.stringify(r({ parentUuid: null, isSidechain: false, userType: 'external', cwd: CWD, sessionId, uuid: `${sessionId}-${i}`, timestamp: at }))).join('\n').concat('\n');
}
const user = (text: string): Rec => (b) => ({ type: 'user', ...b, message: { role: 'user', content: text } });
const call = (id: string, name: string, input: Record<string, unknown>): Rec => (b) => ({ type: 'assistant', ...b, message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string, isError = false): Rec => (b) => ({ type: 'user', ...b, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] } });
const said = (text: string): Rec => (b) => ({ type: 'assistant', ...b, message: { role: 'assistant', content: [{ type: 'text', text }] } });

const LOGOS_DOC = claude(LOGOS, [
  ['2026-02-20T10:05:00Z', user('Add the OpenCode and Codex logos and show the files each agent generates')],
  ['2026-02-20T10:05:10Z', call('e1', 'Edit', { file_path: `${CWD}/frontend/src/components/AgentLogos.tsx`, old_string: 'a', new_string: 'b' })],
  ['2026-02-20T10:05:11Z', result('e1', `The file ${CWD}/frontend/src/components/AgentLogos.tsx has been updated.`)],
  ['2026-02-20T10:06:36Z', call('b1', 'Bash', { command: 'bun run test && bun run lint' })],
  ['2026-02-20T10:06:38Z', result('b1', 'Exit code 1\n$ bun test src/\nerror: Database connection failed\n 1317 pass\n 1 fail', true)],
  ['2026-02-20T10:32:49Z', said('The logos and the generated files per agent are in place.')],
]);

/** The other session ran the project's tests and lint at `at` and a minute later; both passed. */
const mergeDoc = (at: string): string =>
  claude(MERGE, [
    ['2026-02-20T09:50:00Z', user('Implement the AI-powered merge of AGENTS.md and CLAUDE.md')],
    [at, call('t1', 'Bash', { command: 'bun run test 2>&1' })],
    [at, result('t1', '$ bun test src/\n 1318 pass\n 0 fail\nRan 1318 tests across 60 files.')],
    ['2026-02-20T10:31:00Z', call('l1', 'Bash', { command: 'bun run lint 2>&1' })],
    ['2026-02-20T10:31:01Z', result('l1', '$ biome check --error-on-warnings\nChecked 290 files in 178ms. No fixes applied.')],
    ['2026-02-20T10:31:53Z', said('The merge is implemented; tests and lint pass.')],
  ]);

let fx: GitFixture | null = null;
afterEach(() => {
  fx?.cleanup();
  fx = null;
});

async function handoff(otherRanTestsAt: string): Promise<Handoff> {
  const tree = checkpointTree(
    CP,
    [
      { sessionId: MERGE, createdAt: '2026-02-20T10:32:25Z', transcript: mergeDoc(otherRanTestsAt) },
      { sessionId: LOGOS, createdAt: '2026-02-20T10:33:15Z', transcript: LOGOS_DOC },
    ],
    { branch: 'main', files: ['frontend/src/components/AgentLogos.tsx'], agent: 'Claude Code', start: 0 },
  );
  fx = GitFixture.create();
  fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
  const index = await loadIndex({ cwd: fx.dir });
  return handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-02-21T00:00:00Z') });
}

describe("a check that failed in the session that ended last, passed by the checkpoint's other session", () => {
  it('is over when the other session passed it after the failure', async () => {
    const h = await handoff('2026-02-20T10:29:20Z');
    expect(h.sessionIds[0]).toBe(LOGOS);
    expect(h.errors).toEqual([]);
    expect(h.status).not.toBe('in_progress');
  });

  it('stands when the other session passed it before the failure', async () => {
    const h = await handoff('2026-02-20T09:55:00Z');
    expect(h.sessionIds[0]).toBe(LOGOS);
    expect(h.errors.map((e) => e.command)).toEqual(['bun run test && bun run lint']);
  });
});
