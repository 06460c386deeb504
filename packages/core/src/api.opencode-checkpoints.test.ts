/**
 * OpenCode checkpoints through the facade, shaped like real ones: a main session and the `/review` sub-sessions it
 * spawned (OpenCode runs a command marked `subtask` as a child session whose `info.parentID` names the parent), each in
 * its own slot; a checkpoint holding only such sub-sessions; and Entire's start of a checkpoint's part, which counts
 * the messages of the export document.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointTree as buildCheckpointTree, type SlotSpec } from '../../../tests/support/checkpoint-tree.js';
import { GitFixture, type FileTree } from '../../../tests/support/git-fixture.js';
import { handoffForCheckpoint, loadIndex } from './api.js';
import { resolveCheckpoint } from './index/resolve-id.js';
import { toJsonHandoff } from './render/json.js';
import type { Handoff } from './types/handoff.js';

const CP = 'a1b2c3d4e5f6';
const ROOT = '/Users/dana/code/nimbus';
const MAIN = 'ses_30bfbb6f4ffeJ2960akRy1tOR3';
const REVIEW = 'ses_30bde60cfffeUl5MlvvKDIuSi1';
/** The title OpenCode gives a sub-session it spawned for the `/review` command: the command's description. */
const REVIEW_TITLE = 'review changes [commit|branch|pr], defaults to uncommitted (@build subagent)';
const REVIEW_TEMPLATE = 'You are a code reviewer. Your job is to review code changes and provide actionable feedback.\n\n---\n\nInput: main...security-audit\n\n---\n\n## Determining What to Review';
const ROUTE_AWARE = 'Make the request body size cap in `packages/worker/src/lib/request-size.ts` route-aware: 100MB for upload routes, 5MB elsewhere.';

type Part = Record<string, unknown>;
interface Message {
  role: 'user' | 'assistant';
  parts: Part[];
}

/** An `opencode export` document: messages a second apart from `start`, assistant messages naming the project root. */
function exported(id: string, parentID: string | undefined, start: string, messages: Message[], title = 'session'): string {
  const t0 = Date.parse(start);
  return JSON.stringify({
    info: { id, slug: 'quick-panda', projectID: 'p1', directory: ROOT, ...(parentID ? { parentID } : {}), title, version: '1.2.20', time: { created: t0, updated: t0 + messages.length * 1000 } },
    messages: messages.map((m, i) => ({
      info: { id: `msg_${id}_${i}`, sessionID: id, role: m.role, time: { created: t0 + i * 1000 }, ...(m.role === 'assistant' ? { mode: 'build', agent: 'build', path: { cwd: ROOT, root: ROOT } } : { agent: 'build' }) },
      parts: m.parts.map((p, j) => ({ id: `prt_${i}_${j}`, sessionID: id, messageID: `msg_${id}_${i}`, ...p })),
    })),
  });
}

const text = (t: string, extra: Part = {}): Part => ({ type: 'text', text: t, ...extra });
const tool = (callID: string, name: string, input: Part, output: string, metadata: Part = {}): Part => ({
  type: 'tool',
  callID,
  tool: name,
  state: { status: 'completed', input, output, title: '', metadata, time: { start: 1, end: 2 } },
});
const user = (...parts: Part[]): Message => ({ role: 'user', parts });
const assistant = (...parts: Part[]): Message => ({ role: 'assistant', parts });

/** The main session: the hardening prompt, the route-aware fix and its passing test run, then a `/review` subtask. */
const MAIN_DOC = exported(MAIN, undefined, '2026-03-16T00:20:00Z', [
  user(text('Run a focused security hardening pass on the worker, committing after each item.')),
  assistant(text('I will start with the request size cap.')),
  user(text(ROUTE_AWARE)),
  assistant(
    { type: 'step-start' },
    tool('c1', 'apply_patch', { patchText: '*** Begin Patch\n*** Update File: packages/worker/src/lib/request-size.ts\n@@\n-a\n+b\n*** End Patch' }, 'Success. Updated the following files:\nM packages/worker/src/lib/request-size.ts'),
    // A snapshot diff of the step: it names whatever changed in the tree meanwhile, this session's edit or not.
    { type: 'patch', hash: 'f535e97e', files: [`${ROOT}/packages/worker/src/lib/request-size.ts`, `${ROOT}/packages/worker/src/api/reviews.ts`] },
    { type: 'step-finish', reason: 'tool-calls' },
  ),
  assistant(tool('c2', 'bash', { command: 'pnpm --filter @dayhaysoos/nimbus-worker test', description: 'Run worker tests' }, 'all 29 tests passed', { exit: 0 })),
  assistant(text('The cap is route-aware now and the worker tests pass.')),
  user({ type: 'subtask', prompt: REVIEW_TEMPLATE, description: 'review changes [commit|branch|pr], defaults to uncommitted', agent: 'build', command: 'review' }),
  assistant(tool('c3', 'task', { prompt: REVIEW_TEMPLATE, description: 'review changes', subagent_type: 'build', command: 'review' }, `task_id: ${REVIEW}\n\n<task_result>\nNo definite bugs found.\n</task_result>`)),
  user(text('Summarize the task tool output above and continue with your task.', { synthetic: true })),
  assistant(text('The review found no bugs in the route-aware cap.')),
]);

/** The review sub-session the `/review` spawned: its prompt is the command's template, and its last record is later. */
const reviewDoc = (id: string, start: string): string =>
  exported(id, MAIN, start, [
    user(text(REVIEW_TEMPLATE)),
    assistant(tool('r1', 'bash', { command: 'git diff main...security-audit', description: 'Show the branch diff' }, 'diff --git a/x b/x', { exit: 0 })),
    assistant(text('**Findings**\n- No definite bugs found in the changed code.')),
  ], REVIEW_TITLE);

const checkpointTree = (slots: SlotSpec[]): FileTree =>
  buildCheckpointTree(CP, slots, { branch: 'security-audit', files: ['packages/worker/src/lib/request-size.ts'], agent: 'OpenCode' });

let fx: GitFixture | null = null;
afterEach(() => {
  fx?.cleanup();
  fx = null;
});

async function handoffOf(slots: Parameters<typeof checkpointTree>[0]): Promise<Handoff> {
  fx = GitFixture.create();
  fx.commitTree('refs/heads/entire/checkpoints/v1', checkpointTree(slots));
  const index = await loadIndex({ cwd: fx.dir });
  return handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-03-17T00:00:00Z') });
}

describe('an OpenCode checkpoint of a main session and the review sub-session it spawned', () => {
  it('is led by the main session, whose user typed the instruction, though the sub-session ended later', async () => {
    const h = await handoffOf([
      { sessionId: REVIEW, createdAt: '2026-03-16T00:57:44Z', transcript: reviewDoc(REVIEW, '2026-03-16T00:50:00Z') },
      { sessionId: MAIN, createdAt: '2026-03-16T00:57:45Z', transcript: MAIN_DOC },
    ]);
    expect(h.sessionIds[0]).toBe(MAIN);
    expect(h.latestInstruction?.text).toBe(ROUTE_AWARE);
    expect(h.task?.text).toContain('security hardening pass');
    const review = h.otherSessions?.find((p) => p.sessionId === REVIEW);
    expect(review).toMatchObject({ spawnedBy: MAIN, latestInstruction: null });
    expect(h.uncertainty[0]).toMatch(/leads, the session a user typed into that ended last; 1 sub-session\(s\) spawned by an agent ended after it/);
    expect(h.markdown).toContain(`Session \`${REVIEW}\` (OpenCode), spawned by \`${MAIN}\``);
    expect(h.markdown).toContain('or is a sub-session whose result another session here records');
    // A step's snapshot diff names what changed in the tree meanwhile: only the edit tool's file is this session's.
    expect(h.filesTouched).toEqual(['packages/worker/src/lib/request-size.ts']);
    expect(h.markdown).not.toContain(ROOT);
  });

  it('is led by the sub-session that ended last when the main transcript stops before it was spawned', async () => {
    // The main session's record ends at its closing report; the review it spawned afterwards is the newest work.
    const before = exported(MAIN, undefined, '2026-03-16T00:20:00Z', [
      user(text('Run a focused security hardening pass on the worker, committing after each item.')),
      user(text(ROUTE_AWARE)),
      assistant(text('The cap is route-aware now and the worker tests pass.')),
    ]);
    const h = await handoffOf([
      { sessionId: REVIEW, createdAt: '2026-03-16T00:57:44Z', transcript: reviewDoc(REVIEW, '2026-03-16T00:50:00Z') },
      { sessionId: MAIN, createdAt: '2026-03-16T00:57:45Z', transcript: before },
    ]);
    expect(h.sessionIds[0]).toBe(REVIEW);
    expect(h.spawnedBy).toBe(MAIN);
    expect(h.latestInstruction?.text).toBe(REVIEW_TEMPLATE);
    expect(h.markdown).toContain(`## Latest instruction (verbatim; dispatched by session ${MAIN}, not typed by the user;`);
    expect(h.markdown).toContain(`## Task (dispatched to this sub-agent by session ${MAIN};`);
    expect(h.otherSessions?.find((p) => p.sessionId === MAIN)?.latestInstruction?.text).toBe(ROUTE_AWARE);
    expect(h.uncertainty[0]).toMatch(/the one that ended last \(ses_30bde60cfffeUl5MlvvKDIuSi1\) leads, a sub-session spawned by session ses_30bfbb6f4ffeJ2960akRy1tOR3, whose recorded transcript ends before it/);
  });
});

describe('an OpenCode checkpoint holding only sub-sessions', () => {
  it('gives no latest instruction and never quotes the /review template: the task is the title of the sub-session', async () => {
    const later = 'ses_30bd48e9affe4GaCzwfTWelkP1';
    const h = await handoffOf([
      { sessionId: REVIEW, createdAt: '2026-03-16T00:57:44Z', transcript: reviewDoc(REVIEW, '2026-03-16T00:50:00Z') },
      { sessionId: later, createdAt: '2026-03-16T01:10:27Z', transcript: reviewDoc(later, '2026-03-16T01:05:00Z') },
    ]);
    expect(h.sessionIds[0]).toBe(later);
    expect(h.latestInstruction).toBeNull();
    expect(h.spawnedBy).toBe(MAIN);
    expect(h.task?.text).toBe(REVIEW_TITLE);
    expect(h.markdown).toContain(`## Task (the title this sub-session was given; the prompt its parent sent it is not quoted;`);
    expect(h.markdown).toContain(`None typed by the user: this session was spawned by \`${MAIN}\``);
    expect(h.markdown).toContain('No definite bugs found');
    expect(h.markdown).not.toContain('You are a code reviewer');
    expect(JSON.stringify(toJsonHandoff(h))).not.toContain('You are a code reviewer');
    expect(h.otherSessions?.[0]).toMatchObject({ spawnedBy: MAIN, latestInstruction: null });
    expect(h.uncertainty[0]).toMatch(/each spawned by another session/);
  });

  it('is complete when the sub-session handed its findings back without changing a file, and says what they were', async () => {
    const h = await handoffOf([{ sessionId: REVIEW, createdAt: '2026-03-16T00:57:44Z', transcript: reviewDoc(REVIEW, '2026-03-16T00:50:00Z') }]);
    expect(h.status).toBe('complete');
    expect(h.currentState.map((f) => f.text)).toContain(`Reported back to session ${MAIN}: **Findings** - No definite bugs found in the changed code.`);
  });
});

describe("Entire's start of an OpenCode checkpoint's part", () => {
  it('counts messages of the export: the part read starts there, and the handoff says earlier ones belong to earlier checkpoints', async () => {
    const h = await handoffOf([{ sessionId: MAIN, createdAt: '2026-03-16T00:57:45Z', transcript: MAIN_DOC, start: 2 }]);
    expect(h.latestInstruction).toMatchObject({ text: ROUTE_AWARE, source: { line: 2 } });
    expect(h.recentProgress.every((f) => (f.source.line ?? 0) >= 2)).toBe(true);
    expect(h.uncertainty).toContain('This part of the transcript starts at record 2; earlier records belong to earlier checkpoints.');
  });
});

describe('an OpenCode checkpoint whose main session kept no transcript, only its metadata and prompt.txt', () => {
  const SUMMARIZE = 'Summarize the task tool output above and continue with your task.';
  const HARDENING = 'Run a focused security hardening pass on the worker, committing after each item.';
  const slotDir = `${CP.slice(0, 2)}/${CP.slice(2)}/`;

  /** The main session in slot 1 with its transcript dropped and its prompts (OpenCode's synthetic one included) in prompt.txt. */
  async function withUnrecordedMain(subsession: string, mainCreated: string, prompts: string[]): Promise<Handoff> {
    const tree = checkpointTree([
      { sessionId: REVIEW, createdAt: '2026-03-16T00:57:40Z', transcript: subsession },
      { sessionId: MAIN, createdAt: mainCreated, transcript: '' },
    ]);
    delete tree[`${slotDir}1/full.jsonl`];
    tree[`${slotDir}1/prompt.txt`] = prompts.join('\n\n---\n\n');
    fx = GitFixture.create();
    fx.commitTree('refs/heads/entire/checkpoints/v1', tree);
    const index = await loadIndex({ cwd: fx.dir });
    return handoffForCheckpoint(index, resolveCheckpoint(index, CP), { target: null, now: new Date('2026-03-17T00:00:00Z') });
  }

  it('is led by that main session, the parent of the review sub-session, with its last typed prompt as the instruction', async () => {
    const h = await withUnrecordedMain(reviewDoc(REVIEW, '2026-03-16T00:50:00Z'), '2026-03-16T00:57:45Z', [HARDENING, ROUTE_AWARE, SUMMARIZE]);
    expect(h.sessionIds[0]).toBe(MAIN);
    expect(h.latestInstruction?.text).toBe(ROUTE_AWARE);
    expect(h.latestInstruction?.source.line).toBeUndefined();
    expect(h.task?.text).toContain('security hardening pass');
    expect(h.status).toBe('unknown');
    expect(h.filesTouched).toEqual(['packages/worker/src/lib/request-size.ts']);
    expect(h.uncertainty[0]).toMatch(/ses_30bfbb6f4ffeJ2960akRy1tOR3 leads, the session that spawned the others here, which ended last .*its transcript is not in this checkpoint/);
    expect(h.otherSessions?.[0]).toMatchObject({ sessionId: REVIEW, spawnedBy: MAIN, task: null, latestInstruction: null });
    expect(h.markdown).not.toContain('You are a code reviewer');
    expect(h.markdown).not.toContain(SUMMARIZE);
  });

  it('is led by it too when Entire redacted the parent id the sub-session names', async () => {
    const redacted = reviewDoc(REVIEW, '2026-03-16T00:50:00Z').replace(`"parentID":"${MAIN}"`, '"parentID":"REDACTED"');
    const h = await withUnrecordedMain(redacted, '2026-03-16T00:57:45Z', [HARDENING, ROUTE_AWARE, SUMMARIZE]);
    expect(h.sessionIds[0]).toBe(MAIN);
    expect(h.latestInstruction?.text).toBe(ROUTE_AWARE);
    expect(h.markdown).not.toContain('You are a code reviewer');
  });
});
