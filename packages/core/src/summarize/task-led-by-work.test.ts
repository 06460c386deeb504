import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import type { TranscriptEvent } from '../types/events.js';

/** An edit and its successful result. */
const edit = (path: string, line: number): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [`/repo/${path}`], change: 'update' },
  { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, output: 'The file has been updated.' },
];

/** A part read after its head prompt, or a whole transcript: the task the hand-off shows. */
function taskOf(head: string | null, events: TranscriptEvent[]): string | undefined {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
  if (head) b.addHeadPrompt({ kind: 'user_prompt', text: head, line: 8 }, true);
  for (const e of events) b.add(e);
  return b.build().task?.text;
}

describe("the request that led to the part's work", () => {
  const head = 'I want to talk about secrets. Can you generate me a list of plausible-looking API tokens for:\n\n- slack webhook\n- aws keys\n\nI will paste them into a session.';

  it('is the part prompt whose turn made the edits, though it opens on a reaction', () => {
    const readme = 'Now, make an edit to README.md, and briefly explain the output_filter option.';
    expect(taskOf(head, [{ kind: 'user_prompt', text: readme, line: 43 }, ...edit('README.md', 60), { kind: 'assistant_text', text: 'Added a section on output_filter.', line: 70 }])).toBe(readme);
    // No edit in the part: the head stays, as before.
    expect(taskOf(head, [{ kind: 'user_prompt', text: readme, line: 43 }, { kind: 'assistant_text', text: 'Here is what output_filter does.', line: 70 }])).toBe(head);
    // A bare follow-up that led to the edits carries the head's work on.
    expect(taskOf('add a --json flag to the status command in status.go', [{ kind: 'user_prompt', text: 'continue', line: 43 }, ...edit('status.go', 60)])).toBe('add a --json flag to the status command in status.go');
    // After a head that asked for work, a "yes, fix it" to the proposal that work led to carries it on, in one line.
    const debug = "let's debug - ENT-207 in linear";
    const proposal = { kind: 'assistant_text', text: 'Found it: the agent type defaults to "Agent" when the hook runs first. Want me to fix it?', line: 200 } as const;
    expect(taskOf(debug, [proposal, { kind: 'user_prompt', text: 'yes, fix it', line: 213 }, ...edit('common.go', 237)])).toBe(
      `Carrying on "${debug}": yes, fix it (taking up the assistant's proposal before it: ${proposal.text})`,
    );
  });

  it('is the request after an exploration that changed nothing, not the exploration', () => {
    const explore = "Explore this project and learn about what it does, where it's going and how it works";
    const pivot = 'Project Spec is extremely out dated, this was an old artifact from before we pivoted. Delete that file, and scrub the old language.';
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: explore, line: 3 },
      { kind: 'tool_call', line: 5, callId: 'r1', tool: 'read', summary: '/repo/README.md' },
      { kind: 'tool_result', line: 6, callId: 'r1', isError: false, output: '# Nimbus' },
      { kind: 'assistant_text', text: 'Nimbus deploys sandboxes. If you want, I can next draw the request flow.', line: 9 },
      { kind: 'user_prompt', text: pivot, line: 12 },
      ...edit('llm-docs/PROJECT_SPEC.md', 20),
    ];
    const task = taskOf(null, events);
    expect(task?.startsWith(`${pivot} (after the question "Explore this project`)).toBe(true);
  });

  it('looks past a question answered without a change to the agreement that led to the edits', () => {
    const proposal = 'There is no test for the pre-push hook yet. Want me to add an integration test in hooks_test.go that installs it and checks it runs?';
    const task = taskOf('can you review PR 284 and check whether we already verify the git hooks on each session, or?', [
      { kind: 'user_prompt', text: 'do we have test coverage for this?', line: 378 },
      { kind: 'assistant_text', text: proposal, line: 389 },
      { kind: 'user_prompt', text: 'yes please do', line: 391 },
      ...edit('hooks_test.go', 411),
    ]);
    // Read through the prompt rules: "yes please do" answers the user's own question about the work.
    expect(task).toMatch(/^yes please do \(answering the user's question before it: "do we have test coverage for this\?"\) \(after the question "can you review PR 284/);
  });

  it('looks past a prompt the user interrupted at once to the one that led to the edits', () => {
    const review = '--agent path ignores the SKIP_AGENT_CHECK env var bypass. The --agent code path calls IsInstalled() directly without checking the env var, while the auto-detect path does. Please make both paths honour it.';
    const task = taskOf('can you review the changes in this branch again', [
      { kind: 'user_prompt', text: '❯ git push\n[hook] Pushing session logs...\n[hook] Warning: failed to push sessions after sync: non-fast-forward. Everything up-to-date', line: 235 },
      { kind: 'interruption', line: 236 },
      { kind: 'user_prompt', text: review, line: 238 },
      ...edit('setup.go', 244),
    ]);
    expect(task).toBe(`${review} (after the question "can you review the changes in this branch again", answered without a change)`);
  });

  it('in a whole transcript, looks past a first prompt that only asked and changed nothing', () => {
    const first = 'Can you check if the tests in setup_hooks_test.go are now not duplicated?';
    const booleans = "let's use true/false and not on/off for the skip-push-sessions setting";
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: first, line: 3 },
      { kind: 'assistant_text', text: 'They are not duplicated: each test covers one agent.', line: 10 },
      { kind: 'user_prompt', text: booleans, line: 16 },
      ...edit('setup.go', 18),
    ];
    expect(taskOf(null, events)).toBe(`${booleans} (after the question "${first}", answered without a change)`);
    // When the first prompt's own turn changed files, the request after it that changed other files moved on: it is
    // the task alone.
    expect(taskOf(null, [events[0]!, ...edit('setup_hooks_test.go', 5), ...events.slice(1)])).toBe(booleans);
  });
});

describe('an edit outside the repository', () => {
  it("is no work on the task: a question whose turn only wrote the agent's memory hands the task on", () => {
    const root = '/Users/dana/Documents/work/planetfall';
    const memory = '/Users/dana/.claude/projects/-Users-dana-Documents-work-planetfall/memory/notes.md';
    const fix = 'make the level 2 beams brighter in src/levels.js';
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: root });
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'thoughts on the game that we built here?', line: 6 },
      { kind: 'file_edit', line: 9, callId: 'm1', tool: 'Write', paths: [memory], change: 'create' },
      { kind: 'tool_result', line: 10, callId: 'm1', isError: false, output: `File created successfully at: ${memory}` },
      { kind: 'assistant_text', text: 'It plays well; the level 2 beams are hard to see.', line: 20 },
      { kind: 'user_prompt', text: fix, line: 28 },
      { kind: 'file_edit', line: 30, callId: 'e1', tool: 'Edit', paths: [`${root}/src/levels.js`], change: 'update' },
      { kind: 'tool_result', line: 31, callId: 'e1', isError: false, output: 'The file has been updated.' },
    ];
    for (const e of events) b.add(e);
    expect(b.build().task?.text).toBe(`${fix} (after the question "thoughts on the game that we built here?", answered without a change)`);
  });

  it('nor through a talk of questions over several turns: the request whose turn changed the code is the task, with what it points back at', () => {
    const root = '/Users/dana/Documents/work/planetfall';
    const memory = '/Users/dana/.claude/projects/-Users-dana-Documents-work-planetfall/memory/level1-done-level2-next.md';
    const check = "yes when you make your first checkpoint..it does ask if you want to link to a checkpoint ..are you sure? please check Documents/work/cli";
    const implement = 'lets create a branch and implement all of these';
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: root });
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: 'thoughts on the game that we built here?', line: 6 },
      { kind: 'assistant_text', text: 'It plays well; the level select is the weakest part.', line: 20 },
      { kind: 'user_prompt', text: check, line: 28 },
      { kind: 'file_edit', line: 49, callId: 'm1', tool: 'Write', paths: [memory], change: 'create' },
      { kind: 'tool_result', line: 50, callId: 'm1', isError: false, output: `File created successfully at: ${memory}` },
      { kind: 'assistant_text', text: 'You are right: the first checkpoint asks to link. Noted for next time.', line: 52 },
      { kind: 'user_prompt', text: 'Are you able to identify areas where the threejs graphics could be greatly improved? dont act yet', line: 56 },
      { kind: 'assistant_text', text: '1. Bloom and FXAA\n2. Real shadow maps\n3. A gradient sky dome', line: 90 },
      { kind: 'user_prompt', text: implement, line: 99 },
      { kind: 'file_edit', line: 120, callId: 'e1', tool: 'Write', paths: [`${root}/src/sky.js`], change: 'create' },
      { kind: 'tool_result', line: 121, callId: 'e1', isError: false, output: `File created successfully at: ${root}/src/sky.js` },
    ];
    for (const e of events) b.add(e);
    expect(b.build().task?.text).toMatch(/^lets create a branch and implement all of these/);
  });
});

describe("a part whose first request only ships the work from before it", () => {
  const head = 'You are taking over the Minimal Report UI V1 implementation: a read-only viewer for review reports at /reports/:reviewId.';
  const ship = 'Okay, commit the current code, push to the branch and open a PR. Review the last PR summary template and apply it to this body of work';
  const run = (command: string, line: number): TranscriptEvent[] => [
    { kind: 'shell', callId: `c${line}`, tool: 'bash', command, line },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: false, exitCode: 0, output: '' },
  ];

  it('says whose work it shipped, when its turn committed and pushed and changed no file', () => {
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: ship, line: 116 },
      ...run('git add packages/report-ui && git commit -m "feat: add minimal report UI"', 119),
      ...run('git push -u origin feat/minimal-report-ui-v1', 121),
      { kind: 'user_prompt', text: 'I think we made enough changes to update the readme. What should be edited?', line: 144 },
    ];
    expect(taskOf(head, events)).toBe(`${ship} (shipping the work of the request before this part: "${head}")`);
  });

  it('stays the request alone when its turn changed files itself', () => {
    const events: TranscriptEvent[] = [{ kind: 'user_prompt', text: ship, line: 116 }, ...edit('README.md', 118), ...run('git commit -am "docs"', 119), { kind: 'user_prompt', text: 'thanks', line: 144 }];
    expect(taskOf(head, events)).toBe(ship);
  });
});


describe('a part opened by a skill’s slash command', () => {
  const head = 'Implement the following plan:\n\n# Release v0.6.3\n\n## Context\n\nThe output directory consolidation fix is merged; cut the release.';
  const run = (command: string, line: number): TranscriptEvent[] => [
    { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: false, exitCode: 0, output: '[refactor/reconcile-standards d998f25] refactor: reconcile with punt-kit standards' },
  ];

  it('is that command when its turn changed files, not the request from before the part', () => {
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', text: '/punt-dev:reconcile', line: 1024 },
      ...edit('.github/workflows/lint.yml', 1192),
      ...edit('.gitignore', 1176),
      { kind: 'assistant_text', text: '19 passed, 1 remaining: branch protection on main, a repository setting.', line: 1291 },
      { kind: 'user_prompt', text: 'commit this on a branch and open a PR', line: 1297 },
      ...run('git checkout -b refactor/reconcile-standards && git commit -am "refactor: reconcile with punt-kit standards"', 1306),
    ];
    expect(taskOf(head, events)).toBe('/punt-dev:reconcile');
  });

  it('leaves the earlier request the task when the command ships or resumes it', () => {
    const events: TranscriptEvent[] = [{ kind: 'user_prompt', text: '/continue', line: 1024 }, ...edit('src/server.py', 1030)];
    expect(taskOf(head, events)).toBe(head);
  });
});
