/**
 * Merged checkpoints in which a session kept no transcript, only its metadata and prompt.txt (its blob absent): what
 * says whether it ended last. Entire writes the sessions one condensation finds in session-id order and appends a
 * session still at work when the commit was made once its turn ends; an agent team's teammates are spawned by their
 * lead. Shaped like real Entire 0.4 checkpoints.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointTree as buildCheckpointTree, type SlotSpec } from '../../../tests/support/checkpoint-tree.js';
import { GitFixture, type FileTree } from '../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, loadIndex } from './api.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import type { Handoff } from './types/handoff.js';

const CP = 'e450181db02a';
const DIR = `${CP.slice(0, 2)}/${CP.slice(2)}/`;
const PERF = '7e7f49b0-0bec-4e96-adef-01411c1524d8';
const MAGIC = '15b16c92-5ad8-41e9-9bfd-8ac1a73ef3e8';
const LATE = 'f0f0f0f0-5ad8-41e9-9bfd-8ac1a73ef3e8';
const RULE = '\n\n---\n\n';

/** Claude Code JSONL records a second apart from `start`; `extra` goes on every record (a teammate's team fields). */
function claude(sessionId: string, start: string, records: [string, string][], extra: Record<string, unknown> = {}): string {
  const t0 = Date.parse(start);
  return records
    .map(([role, text], i) => {
      const base = { ...extra, parentUuid: null, isSidechain: false, userType: 'external', cwd: '/home/beep/vpn', sessionId, uuid: `${sessionId}-${i}`, timestamp: new Date(t0 + i * 1000).toISOString() };
      const content = role === 'user' ? text : [{ type: 'text', text }];
      return JSON.stringify({ type: role, ...base, message: { role, content } });
    })
    .join('\n')
    .concat('\n');
}

const PERF_DOC = claude(PERF, '2026-02-13T13:30:00Z', [
  ['user', 'Implement the following plan: cut the dashboard TTFB from 2000 ms to under 200 ms'],
  ['assistant', 'The plan is implemented; TypeScript compiles clean.'],
]);

const TYPED = 'и всё равно Verification Failed\nInvalid or expired magic link. Please request a new one.';
const SUMMARY =
  'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\n' +
  'Summary:\n1. Primary Request and Intent:\n   The user wants the magic link sign-in to work end to end: clicking the link from the email fails with "Verification Failed".\n\n' +
  '2. Key Technical Concepts:\n   - React Strict Mode double-fire\n\n' +
  'Please continue the conversation from where we left off without asking the user any further questions. Continue with the last task that you were asked to work on.';

let fx: GitFixture | null = null;
afterEach(() => {
  fx?.cleanup();
  fx = null;
});

/**
 * The slots as given; each unrecorded one loses its transcript and gets its prompt.txt and token usage. `absent`: the
 * unrecorded slots keep their `full.jsonl` entry in the tree, its blob missing from the clone (a public snapshot).
 */
async function handoff(slots: (SlotSpec & { prompts?: string[]; usage?: Record<string, number> })[], absent = false): Promise<Handoff> {
  const tree: FileTree = buildCheckpointTree(CP, slots, { branch: 'main', files: ['frontend/src/lib/api/client.ts'], agent: 'Claude Code' });
  slots.forEach((s, i) => {
    if (!s.prompts) return;
    if (absent) tree[`${DIR}${i}/full.jsonl`] = `{"type":"user","uuid":"absent-${i}"}\n`;
    else delete tree[`${DIR}${i}/full.jsonl`];
    tree[`${DIR}${i}/prompt.txt`] = s.prompts.join(RULE);
    const meta = JSON.parse(String(tree[`${DIR}${i}/metadata.json`])) as Record<string, unknown>;
    tree[`${DIR}${i}/metadata.json`] = JSON.stringify({ ...meta, ...(s.usage ? { token_usage: s.usage } : {}) });
  });
  fx = GitFixture.create();
  fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
  if (absent) dropBlobs(fx, slots.flatMap((s, i) => (s.prompts ? [`${DIR}${i}/full.jsonl`] : [])));
  const index = await loadIndex({ cwd: fx.dir });
  return handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-02-14T00:00:00Z') });
}

/** Deletes the loose objects of these paths of the v1 tip: the tree still names them, the clone lacks them. */
function dropBlobs(f: GitFixture, paths: string[]): void {
  for (const p of paths) {
    const oid = f.git(['rev-parse', `refs/heads/entire/checkpoints/v1:${p}`]);
    rmSync(join(f.gitDir, 'objects', oid.slice(0, 2), oid.slice(2)));
  }
}

const WORKED = { input_tokens: 4893, output_tokens: 103990, api_call_count: 476 };

describe('a session kept only in metadata, whose slot Entire wrote after the others, out of session-id order', () => {
  it('leads: it was still at work when the commit was made, so it ended after the sessions whose records end earlier', async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T17:07:35Z', transcript: PERF_DOC },
      { sessionId: MAGIC, createdAt: '2026-02-13T17:11:59Z', transcript: '', prompts: ['Разберись почему не работает magic link', TYPED, SUMMARY], usage: WORKED },
    ]);
    expect(h.sessionIds[0]).toBe(MAGIC);
    expect(h.latestInstruction?.text).toBe(TYPED);
    // The compaction summary prompt.txt recorded states the task in the agent's words.
    expect(h.task?.text).toContain('magic link sign-in to work end to end');
    expect(h.uncertainty[0]).toMatch(/15b16c92-5ad8-41e9-9bfd-8ac1a73ef3e8 leads, read from its prompt\.txt .*out of their session-id order/);
  });

  it('does not lead when its slot stands in session-id order: it is named under Uncertainty, its last prompt quoted', async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T17:07:35Z', transcript: PERF_DOC },
      { sessionId: LATE, createdAt: '2026-02-13T17:11:59Z', transcript: '', prompts: [TYPED], usage: WORKED },
    ]);
    expect(h.sessionIds[0]).toBe(PERF);
    expect(h.uncertainty.join('\n')).toContain(`Session(s) ${LATE} kept no transcript in this checkpoint`);
    expect(h.uncertainty.join('\n')).toContain('The last prompt (prompt.txt) of f0f0f0f0-5ad8-41e9-9bfd-8ac1a73ef3e8: "и всё равно Verification Failed');
  });

  it('does not lead when its token usage records no work in this checkpoint (an empty part written late), and is named', async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T17:07:35Z', transcript: PERF_DOC },
      { sessionId: MAGIC, createdAt: '2026-02-13T17:11:59Z', transcript: '', prompts: [TYPED] },
    ]);
    expect(h.sessionIds[0]).toBe(PERF);
    expect(h.uncertainty.join('\n')).toContain(`Session(s) ${MAGIC} kept no transcript in this checkpoint`);
  });
});

describe('a session kept only in metadata beside one whose transcript is here', () => {
  it("gives no decisions: its prompts say what the user asked, not that it was carried out, and do not displace the other's", async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T17:07:35Z', transcript: PERF_DOC },
      {
        sessionId: LATE,
        createdAt: '2026-02-13T17:11:59Z',
        transcript: '',
        prompts: ['push research directly to wiki branch, no need to wait for approval.', "we don't need to keep legacy raw transcripts. just hard deprecate"],
      },
    ]);
    expect(h.sessionIds[0]).toBe(PERF);
    expect(h.decisions.filter((d) => d.source.sessionId === LATE)).toEqual([]);
  });
});

describe("a session kept only in metadata whose slot alone names the commit's files, written after the other's last record", () => {
  it("leads: the commit is its work, and Uncertainty says so on that evidence", async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T13:30:00Z', transcript: PERF_DOC, files: [] },
      { sessionId: LATE, createdAt: '2026-02-13T13:30:03Z', transcript: '', prompts: ['rename targets to providers', 'so why is README still the old schema'], usage: WORKED },
    ]);
    expect(h.sessionIds[0]).toBe(LATE);
    expect(h.latestInstruction?.text).toBe('so why is README still the old schema');
    expect(h.uncertainty[0]).toContain(`${LATE} leads, read from its prompt.txt`);
    expect(h.uncertainty[0]).toContain("its slot alone names the commit's files (frontend/src/lib/api/client.ts)");
  });

  it('leads alike when its tree names a transcript whose blob the clone lacks (a public snapshot)', async () => {
    const h = await handoff(
      [
        { sessionId: PERF, createdAt: '2026-02-13T13:30:00Z', transcript: PERF_DOC, files: [] },
        { sessionId: LATE, createdAt: '2026-02-13T13:30:03Z', transcript: '', prompts: ['rename targets to providers', 'so why is README still the old schema'], usage: WORKED },
      ],
      true,
    );
    expect(h.sessionIds[0]).toBe(LATE);
    expect(h.latestInstruction?.text).toBe('so why is README still the old schema');
  });

  it("does not lead when Entire wrote it before the other session's last record", async () => {
    const h = await handoff([
      { sessionId: PERF, createdAt: '2026-02-13T13:30:00Z', transcript: PERF_DOC, files: [] },
      { sessionId: LATE, createdAt: '2026-02-13T13:29:59Z', transcript: '', prompts: ['so why is README still the old schema'], usage: WORKED },
    ]);
    expect(h.sessionIds[0]).toBe(PERF);
  });
});

describe('sessions kept only in metadata, written in session-id order beside a transcript that ends long before the commit', () => {
  const CODEX = '019ed0f2-4373-7820-a3b8-d51bac5e7d6d';
  const DRONES = '38573ee1-23f1-46a2-a4f2-13ba6a15bf0c';
  const TRACKS = '88508f41-9260-4ba2-ba37-2ae5c118c0fa';
  const TRACKS_DOC = claude(TRACKS, '2026-06-16T23:20:00Z', [
    ['user', 'the tracks are not starting at the beginning of the island, make it more of a zoom in'],
    ['assistant', 'The camera now starts at the track heads; the build passes.'],
  ]);

  it('are named as sessions whose end is unknown, never as sub-sessions that ended after the lead, each last prompt quoted', async () => {
    const h = await handoff([
      { sessionId: CODEX, createdAt: '2026-06-17T00:02:42Z', transcript: '', prompts: ['can you make these changes', 'but i want 2 bullet points'], usage: { output_tokens: 93337, api_call_count: 191 } },
      { sessionId: DRONES, createdAt: '2026-06-17T00:02:46Z', transcript: '', prompts: ['take a look at level 2', 'this was good but why did all the subagents leave at the same time. i wanted it to be i can dispatch them one at a time'], usage: { output_tokens: 151601, api_call_count: 142 } },
      { sessionId: TRACKS, createdAt: '2026-06-17T00:02:47Z', transcript: TRACKS_DOC },
    ]);
    expect(h.sessionIds[0]).toBe(TRACKS);
    const said = h.uncertainty.join('\n');
    expect(said).not.toMatch(/sub-session\(s\) spawned by an agent ended after it/);
    expect(h.uncertainty[0]).toContain(`${TRACKS} leads, the one that ended last of those whose transcript is here`);
    expect(said).toContain(`of ${DRONES}: "this was good but why did all the subagents leave at the same time.`);
    expect(said).toContain(`of ${CODEX}: "but i want 2 bullet points"`);
  });
});

describe("an agent team's teammates beside the one session kept only in metadata", () => {
  const LEAD = '95bce42d-c96d-40c9-96ea-10ff02915e4d';
  const mate = (id: string, name: string, start: string) =>
    claude(
      id,
      start,
      [
        ['user', `<teammate-message teammate_id="team-lead">\nYou are the ${name} agent. Fix the remaining \`as any\` casts.\n</teammate-message>`],
        ['assistant', 'All casts removed; tsc is clean.'],
      ],
      { teamName: 'phase6-gap-closure', agentName: name },
    );
  const REPORT = '<task-notification>\n<status>completed</status>\n<result>## Audit\n\n---\n\n| Area | Status |\n|---|---|\n| Mobile | clean |\n\n---\n\n**End of Audit Report**</result>\n</task-notification>';
  const ASK = 'Напиши промт для устранения всех GAPов, это уже 7ая фаза: AGENT_TEAM_PHASE7_PROMPT.md';

  it('is led by that session, their lead, with its last typed prompt: a report whose Markdown rules Entire took for separators is no prompt', async () => {
    const h = await handoff([
      { sessionId: LEAD, createdAt: '2026-02-11T17:01:40Z', transcript: '', prompts: ['Какие у нас есть skills для анализа проекта?', ASK, REPORT], usage: { output_tokens: 7544, api_call_count: 48 } },
      { sessionId: 'cd62cffb-aa54-467a-bd3c-f98ef7aaf7dc', createdAt: '2026-02-11T17:01:59Z', transcript: mate('cd62cffb-aa54-467a-bd3c-f98ef7aaf7dc', 'frontend-fix', '2026-02-11T15:42:00Z') },
      { sessionId: 'd163c758-38ab-4806-9faf-d015b62e1f6d', createdAt: '2026-02-11T17:02:11Z', transcript: mate('d163c758-38ab-4806-9faf-d015b62e1f6d', 'mobile-polish', '2026-02-11T15:24:00Z') },
    ]);
    expect(h.sessionIds[0]).toBe(LEAD);
    expect(h.latestInstruction?.text).toBe(ASK);
    expect(h.otherSessions?.map((p) => p.spawnedBy)).toEqual(['team-lead:phase6-gap-closure', 'team-lead:phase6-gap-closure']);
    expect(h.markdown).toContain('spawned by `team-lead:phase6-gap-closure`');
    expect(h.markdown).not.toContain('End of Audit Report');
  });
});

describe("a checkpoint holding one agent team's teammate alone, every prompt of it its lead's", () => {
  const MATE = '0bb72151-2163-4b14-8666-7e15ecdc48bf';
  const team = { teamName: 'phase8-hardening', agentName: 'frontend-lint' };
  const ASSIGNED = 'You are frontend-lint on the CyberVPN team (Phase 8). You clean up ESLint warnings: unused imports, console.warn statements, and the triple-slash reference.';
  const CLOSED = "Leave the 6 test file warnings as-is — they're out of scope for Phase 8. Your work is complete. Thank you.";
  const transcript = claude(
    MATE,
    '2026-02-11T18:12:38Z',
    [
      ['user', `<teammate-message teammate_id="team-lead">\n${ASSIGNED}\n</teammate-message>`],
      ['user', '<teammate-message teammate_id="frontend-lint" color="green">\n{"type":"task_assignment","taskId":"3","subject":"FL-1: Remove 74 unused imports/variables across ~20 files"}\n</teammate-message>'],
      ['assistant', 'All FL tasks done: 0 warnings left in production code.'],
      ['user', `<teammate-message teammate_id="team-lead" summary="Test warnings out of scope, done">\n${CLOSED}\n</teammate-message>`],
      ['assistant', 'Understood — all my tasks are done.'],
    ],
    team,
  );

  it("takes the work its lead assigned as the task, said to be the lead's words, and gives no latest instruction", async () => {
    const h = await handoff([{ sessionId: MATE, createdAt: '2026-02-11T18:31:29Z', transcript }]);
    expect(h.spawnedBy).toBe('team-lead:phase8-hardening');
    expect(h.task?.text).toBe(ASSIGNED);
    expect(h.latestInstruction).toBeNull();
    expect(h.markdown).toContain("## Task (the words of its agent team's lead (team-lead:phase8-hardening), not the user's;");
    expect(h.markdown).not.toContain('<teammate-message');
    // The lead's closing words set the test warnings aside: a decision, the lead's, never the latest instruction.
    expect(h.decisions.map((d) => [d.by, d.text])).toEqual([['user', CLOSED]]);
    expect(h.markdown).toContain(`_said by its agent team's lead (team-lead:phase8-hardening); line 3_\n> ${CLOSED}`);
    expect(h.markdown).not.toContain(`Latest instruction (verbatim`);
  });
});

describe("an agent team whose lead's own transcript is here, beside an earlier session kept only in metadata", () => {
  const LEAD = '4a1c2e70-0b6d-4f0e-9a51-2c7d33f0a9e1';
  const MATE = 'b83e11d2-6f4a-4d8e-b0c2-91e5d7a4c013';
  const EARLIER = 'e0d9e7c5-1f2b-4c3a-8e6d-5a4b3c2d1e0f';
  const TEAM = { teamName: 'release-hardening' };
  const BRIEF = '# Release hardening — agent team prompt\n\nSpawn a team: one teammate fixes the lint errors in web/, then commit.';
  /** The lead's records: the pasted brief, the team's teammate spawned by a Task call naming the team, its report. */
  const leadDoc = [
    { type: 'user', message: { role: 'user', content: BRIEF } },
    {
      type: 'assistant',
      ...TEAM,
      message: { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_spawn1', name: 'Task', input: { description: 'Lint fixes', name: 'web-lint', team_name: 'release-hardening', prompt: 'You are web-lint. Fix every lint error under web/.', run_in_background: true } }] },
    },
    { type: 'user', ...TEAM, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_spawn1', content: 'Spawned web-lint.' }] } },
    { type: 'user', ...TEAM, message: { role: 'user', content: '<teammate-message teammate_id="web-lint" summary="done">\nAll lint errors fixed; npm run lint is clean.\n</teammate-message>' } },
    { type: 'assistant', ...TEAM, message: { role: 'assistant', content: [{ type: 'text', text: 'web-lint reports lint clean. Committing.' }] } },
  ]
    .map((r, i) => JSON.stringify({ ...r, parentUuid: null, isSidechain: false, cwd: '/home/beep/vpn', sessionId: LEAD, uuid: `${LEAD}-${i}`, timestamp: new Date(Date.parse('2026-03-02T10:00:00Z') + i * 60_000).toISOString() }))
    .join('\n')
    .concat('\n');
  const mateDoc = claude(
    MATE,
    '2026-03-02T10:01:30Z',
    [
      ['user', '<teammate-message teammate_id="team-lead">\nYou are web-lint. Fix every lint error under web/.\n</teammate-message>'],
      ['assistant', 'Fixed 12 lint errors; npm run lint is clean.'],
    ],
    { ...TEAM, agentName: 'web-lint' },
  );

  it('is led by the lead whose transcript is here, with its own typed prompt, not by the earlier session read from prompt.txt', async () => {
    const h = await handoff([
      { sessionId: LEAD, createdAt: '2026-03-02T10:05:10Z', transcript: leadDoc },
      { sessionId: MATE, createdAt: '2026-03-02T10:05:11Z', transcript: mateDoc },
      { sessionId: EARLIER, createdAt: '2026-03-02T10:05:12Z', transcript: '', prompts: ['Write the release hardening prompt for an agent team'], usage: WORKED },
    ]);
    expect(h.sessionIds[0]).toBe(LEAD);
    expect(h.latestInstruction?.text).toBe(BRIEF);
    expect(h.otherSessions?.find((p) => p.sessionId === MATE)?.spawnedBy).toBe('team-lead:release-hardening');
    expect(h.markdown).not.toContain('<teammate-message');
  });
});
