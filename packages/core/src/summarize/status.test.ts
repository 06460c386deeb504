import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

const SID = '019dbcc1-5a2e-7c11-9d3e-4f0a1b2c3d4e';

function status(events: TranscriptEvent[], live?: Parameters<HandoffBuilder['build']>[0]) {
  const b = new HandoffBuilder({ sessionId: SID, agent: 'codex', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build(live);
}

const prompt: TranscriptEvent = { kind: 'user_prompt', line: 1, text: 'Fix the flaky retry test in src/net/retry.test.ts.' };
const todosDone: TranscriptEvent = {
  kind: 'todo_update',
  line: 2,
  tool: 'update_plan',
  todos: [
    { text: 'Reproduce the flake', status: 'completed' },
    { text: 'Use fake timers in the retry test', status: 'completed' },
  ],
};
const edit = (line: number): TranscriptEvent[] => [
  { kind: 'file_edit', line, callId: `e${line}`, tool: 'apply_patch', paths: ['/repo/src/net/retry.test.ts'], change: 'update' },
  { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, exitCode: 0, output: 'Success. Updated the following files:\nM src/net/retry.test.ts' },
];
const test = (line: number, exitCode: number | null, output = ' Test Files  1 passed (1)'): TranscriptEvent[] => [
  { kind: 'shell', line, callId: `t${line}`, tool: 'exec_command', command: 'npx vitest run src/net' },
  { kind: 'tool_result', line: line + 1, callId: `t${line}`, isError: exitCode !== 0, ...(exitCode === null ? {} : { exitCode }), output },
];
const done: TranscriptEvent = { kind: 'assistant_text', line: 40, text: 'All tests pass now: the retry test uses fake timers and is done.' };

describe('status rules', () => {
  it('is complete only with finished todos, a passing check after the last edit, and a completion report', () => {
    const h = status([prompt, ...edit(3), todosDone, ...test(10, 0), done]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/passed after the last edit/);
  });

  it('says "not verified" when the edit came after the passing check and the assistant says done; else in progress', () => {
    const h = status([prompt, todosDone, ...test(3, 0), ...edit(10), done]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/reports completion and every edit took; not verified: no check ran after the last edit/);
    const silent = status([prompt, todosDone, ...test(3, 0), ...edit(10), { kind: 'assistant_text', line: 40, text: 'The retry test now uses fake timers.' }]);
    expect(silent.status).toBe('in_progress');
    expect(silent.statusReason).toMatch(/edited after the last verification/i);
    const failedEarlier = status([prompt, todosDone, ...test(3, 1, 'FAIL src/net/retry.test.ts'), ...edit(10), done]);
    expect(failedEarlier.status).toBe('in_progress');
  });

  it('is complete but "not verified" when the assistant says done and no check ran', () => {
    const h = status([prompt, ...edit(3), todosDone, done]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/not verified: no check ran after the last edit/);
    expect(h.uncertainty).toContain('No test or build run backs the edits.');
    // Without a report of the work done, nothing says it is finished.
    expect(status([prompt, ...edit(3), { kind: 'assistant_text', line: 40, text: 'The retry test now uses fake timers.' }]).status).not.toBe('complete');
  });

  it('does not take a check with no exit code for a passing one', () => {
    const b = status([prompt, ...edit(3), todosDone, { kind: 'shell', line: 10, callId: 'x', tool: 'exec_command', command: 'npx vitest run' }, { kind: 'tool_result', line: 11, callId: 'x', isError: false, output: 'ok' }, done]);
    expect(b.statusReason).toMatch(/not verified/);
    expect(b.statusReason).not.toMatch(/check passed/);
    expect(b.commands[0]?.exitCode).toBeNull();
  });

  it('is not complete when the last check failed, even if the assistant claims success', () => {
    const h = status([prompt, ...edit(3), todosDone, ...test(10, 1, 'FAIL src/net/retry.test.ts > retries 3 times\nAssertionError: expected 2 to be 3'), done]);
    expect(h.status).toBe('in_progress');
    expect(h.errors[0]?.decisiveLine).toBe('FAIL src/net/retry.test.ts > retries 3 times');
  });

  it('is in progress with open todos', () => {
    const h = status([prompt, ...edit(3), ...test(10, 0), { kind: 'todo_update', line: 20, tool: 'update_plan', todos: [{ text: 'Remove the sleep helper', status: 'pending' }] }, done]);
    expect(h.status).toBe('in_progress');
    expect(h.nextStep?.text).toBe('Remove the sleep helper');
  });

  it('is unknown when the evidence does not say', () => {
    const h = status([prompt, { kind: 'assistant_text', line: 2, text: 'The retry helper lives in src/net/retry.ts and wraps fetch.' }]);
    expect(h.status).toBe('unknown');
  });

  it('is blocked when the assistant asks for credentials', () => {
    const h = status([
      prompt,
      ...test(3, 1, 'Error: connect ECONNREFUSED 127.0.0.1:5432'),
      { kind: 'assistant_text', line: 9, text: 'The integration suite needs a database. Could you provide the DATABASE_URL credentials for the staging instance?' },
    ]);
    expect(h.status).toBe('blocked');
    expect(h.openQuestions).toHaveLength(1);
  });

  it('is in progress when the instruction asked for a later step the last message leaves for another turn', () => {
    const ordered: TranscriptEvent = { kind: 'user_prompt', line: 1, text: "CI is red on lint -> let's sort that out first, then get to the review comments on the PR." };
    const h = status([
      ordered,
      ...edit(3),
      ...test(10, 0),
      { kind: 'assistant_text', line: 40, text: 'Lint is clean and all tests pass. Ready for the review comments whenever you are.' },
    ]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toContain('get to the review comments on the PR');
  });

  it('stays complete when the closing offers work the user never asked for', () => {
    const h = status([
      { kind: 'user_prompt', line: 1, text: 'Apply suggestions 1 to 4, then run the tests.' },
      ...edit(3),
      ...test(10, 0),
      { kind: 'assistant_text', line: 40, text: 'Done: suggestions 1-4 are applied and the tests pass. Ready to look at suggestions 5 and 9 whenever you are.' },
    ]);
    expect(h.status).toBe('complete');
  });

  it('is in progress, not blocked, when code was edited after the last check and the assistant asks how to go on', () => {
    const h = status([
      prompt,
      ...test(3, 0),
      ...edit(10),
      { kind: 'assistant_text', line: 40, text: 'I added the timeout constant but did not wire it in yet. Should I wire it through the client, or leave the code as is?' },
    ]);
    expect(h.status).toBe('in_progress');
    expect(h.openQuestions).toHaveLength(1);
  });

  it('is blocked when the assistant says it cannot go on and a check fails', () => {
    const h = status([
      prompt,
      ...test(3, 1, 'npm ERR! code E403\nnpm ERR! 403 Forbidden - GET https://registry.example/@corp%2fnet'),
      { kind: 'assistant_text', line: 9, text: "I can't install @corp/net: the registry refuses this machine, so the tests cannot run here." },
    ]);
    expect(h.status).toBe('blocked');
    expect(h.errors[0]?.decisiveLine).toBe('npm ERR! 403 Forbidden - GET https://registry.example/@corp%2fnet');
  });

  it('is in progress and says so when the live state is stale', () => {
    const h = status([prompt, ...edit(3)], { live: { status: 'active', stale: true, lastActivityAt: '2026-11-30T02:00:00Z', now: '2026-11-30T09:30:00Z' } });
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/7 hour\(s\).*may have crashed/);
    expect(h.uncertainty.some((u) => u.startsWith('Stale: live state says active but nothing happened for 7 hour(s)'))).toBe(true);
  });

  it('never calls an active session complete', () => {
    const h = status([prompt, ...edit(3), todosDone, ...test(10, 0), done], { live: { status: 'active', stale: false, lastActivityAt: null } });
    expect(h.status).toBe('in_progress');
    expect(h.uncertainty).toContain('The session is still active: another agent may still be writing to it.');
  });

  it('is in progress when the record ends inside the turn: the agent acted on the latest prompt and wrote nothing after', () => {
    const goAhead: TranscriptEvent = { kind: 'user_prompt', line: 50, text: 'do it' };
    const h = status([prompt, { kind: 'assistant_text', line: 2, text: 'Here is my suggestion: use fake timers. Want me to apply it?' }, goAhead, ...edit(51)]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/ends inside the turn/);
    // A failed edit or a call that never returned is work under way too.
    const failed: TranscriptEvent[] = [
      { kind: 'file_edit', line: 51, callId: 'f51', tool: 'apply_patch', paths: ['/repo/src/net/retry.test.ts'], change: 'update' },
      { kind: 'tool_result', line: 52, callId: 'f51', isError: true, output: 'apply_patch verification failed: no match' },
    ];
    expect(status([prompt, goAhead, ...failed]).status).toBe('in_progress');
    expect(status([prompt, goAhead, { kind: 'shell', line: 51, callId: 's51', tool: 'exec_command', command: 'npx vitest run' }]).status).toBe('in_progress');
  });

  it('is complete when the last prompt only asked a question, it was answered, and nothing changed since the passing check', () => {
    const asked: TranscriptEvent = { kind: 'user_prompt', line: 50, text: 'can we double check we are not having test duplication now?' };
    const answer: TranscriptEvent = { kind: 'assistant_text', line: 60, text: 'Good news - there is no duplication. Here is what each test covers.' };
    const h = status([prompt, ...edit(3), ...test(10, 0), done, asked, answer]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/asked a question/);
    // Edited after the check, or asked for a change: not closed by an answer.
    expect(status([prompt, ...edit(3), ...test(10, 0), ...edit(20), asked, answer]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...test(10, 0), done, { ...asked, text: 'can you fix the duplication?' }, answer]).status).not.toBe('complete');
  });

  it('is in progress when the latest prompt has no reply yet', () => {
    const h = status([prompt, ...edit(3), todosDone, ...test(10, 0), done, { kind: 'user_prompt', line: 50, text: 'Now also cover the timeout path.' }]);
    expect(h.status).toBe('in_progress');
  });
});

describe('work closed in git', () => {
  const commit = (line: number, exitCode = 0): TranscriptEvent[] => [
    { kind: 'shell', line, callId: `c${line}`, tool: 'exec_command', command: 'git commit -am "Use fake timers in the retry test"' },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: exitCode !== 0, exitCode, output: exitCode === 0 ? '[main 3f78685] Use fake timers\n 1 file changed' : 'nothing to commit' },
  ];
  const reply: TranscriptEvent = { kind: 'assistant_text', line: 60, text: 'Here is what changed in src/net/retry.test.ts.' };

  it('is complete when a commit succeeded after the last edit and no check failed', () => {
    const h = status([prompt, ...edit(3), ...commit(20), reply]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toBe('The work was committed after the last edit, and no check failed since.');
  });

  it('is blocked when the commit stands but git rejected its push', () => {
    const rejected: TranscriptEvent[] = [
      { kind: 'shell', line: 30, callId: 'p30', tool: 'exec_command', command: 'git push 2>&1 | tail -2' },
      { kind: 'tool_result', line: 31, callId: 'p30', isError: false, exitCode: 0, output: "hint: If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again." },
    ];
    const h = status([prompt, ...edit(3), ...commit(20), ...rejected, reply]);
    expect(h.status).toBe('blocked');
    expect(h.statusReason).toMatch(/rejected the push/);
    expect(status([prompt, ...edit(3), ...rejected, reply]).status).not.toBe('blocked');
  });

  it('is not complete when an edit came after the commit, the commit failed, or a check failed after it', () => {
    expect(status([prompt, ...commit(2), ...edit(10), reply]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...commit(20, 1), reply]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...commit(20), ...test(30, 1, 'FAIL src/net/retry.test.ts'), reply]).status).not.toBe('complete');
  });
});

describe('a check that failed', () => {
  it('a lint failure that never passed again keeps the work in progress, though a test passed after it', () => {
    const h = status([
      prompt,
      { kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: ['/repo/src/net/retry.ts'] },
      { kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'The file has been updated.' },
      { kind: 'shell', line: 4, callId: 'l1', tool: 'Bash', command: 'go build ./... && mise run lint' },
      { kind: 'tool_result', line: 5, callId: 'l1', isError: true, exitCode: 1, output: '[lint:go] src/net/retry.go:87:1: NewRetry returns interface (ireturn)\n[lint:go] 1 issues:' },
      { kind: 'user_prompt', line: 6, text: 'fix test' },
      { kind: 'file_edit', line: 7, callId: 'e2', tool: 'Edit', paths: ['/repo/src/net/retry_test.go'] },
      { kind: 'tool_result', line: 8, callId: 'e2', isError: false, output: 'The file has been updated.' },
      { kind: 'shell', line: 9, callId: 't1', tool: 'Bash', command: 'go test -run TestRetry ./src/net/' },
      { kind: 'tool_result', line: 10, callId: 't1', isError: false, exitCode: 0, output: 'ok  \tsrc/net\t0.2s' },
      { kind: 'assistant_text', line: 11, text: 'The test passes now.' },
    ]);
    expect(h.errors.map((e) => e.command)).toEqual(['go build ./... && mise run lint']);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toBe('A check failed and has not passed since (see Errors).');
  });
});

describe('a todo list the agent stopped ticking', () => {
  const checkTodos: TranscriptEvent = { ...todosDone, line: 5, todos: [{ text: 'Use fake timers in the retry test', status: 'completed' }, { text: 'Run linting and full CI checks', status: 'in_progress' }] } as TranscriptEvent;
  const pushed: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 30, text: 'push and draft PR please' },
    { kind: 'shell', line: 31, callId: 'p', tool: 'Bash', command: 'git push -u origin fix/retry && gh pr create --draft --title "fix retry"' },
    { kind: 'tool_result', line: 32, callId: 'p', isError: false, exitCode: 0, output: 'https://github.com/acme/net/pull/139' },
    { kind: 'assistant_text', line: 33, text: 'Done! Draft PR created: https://github.com/acme/net/pull/139' },
  ];

  it('counts a check todo as done when a check passed after the list and nothing changed since', () => {
    const h = status([prompt, ...edit(3), checkTodos, ...test(10, 0), ...pushed]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).not.toMatch(/All todos done/);
    expect(h.nextStep?.text).not.toBe('Run linting and full CI checks');
  });

  it('keeps it open when the check came before the list, or an edit after the check', () => {
    expect(status([prompt, ...edit(3), ...test(4, 0), checkTodos, ...pushed]).status).toBe('in_progress');
    expect(status([prompt, checkTodos, ...test(10, 0), ...edit(20), ...pushed]).status).not.toBe('complete');
  });

  it('reads a list last written before the latest prompt as left behind, once the work after that prompt was committed and reported done', () => {
    const plan: TranscriptEvent = { ...checkTodos, todos: [{ text: 'Task 1: fake timers', status: 'completed' }, { text: 'Task 2: update the README', status: 'in_progress' }, { text: 'Final verification and commit', status: 'pending' }] } as TranscriptEvent;
    const commit: TranscriptEvent[] = [
      { kind: 'shell', line: 50, callId: 'c50', tool: 'exec_command', command: 'git commit -m "Use fake timers; document them"' },
      { kind: 'tool_result', line: 51, callId: 'c50', isError: false, exitCode: 0, output: '[main 3a934da] Use fake timers; document them' },
    ];
    const asked: TranscriptEvent = { kind: 'user_prompt', line: 30, text: 'what is going on. why is this taking so long' };
    const finished: TranscriptEvent = { kind: 'assistant_text', line: 60, text: 'The work is finished now: the README documents the fake timers and both files are committed.' };
    const h = status([prompt, ...edit(3), plan, asked, ...edit(40), ...commit, finished]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).not.toMatch(/All todos done/);
    // Nothing edited after that prompt, or nothing committed: the open boxes stand.
    expect(status([prompt, ...edit(3), plan, asked, ...commit, finished]).status).toBe('in_progress');
    expect(status([prompt, ...edit(3), plan, asked, ...edit(40), finished]).status).toBe('in_progress');
  });

  it('reads a plan never ticked as left behind, once the edits after it were committed and reported done', () => {
    const plan = (first: 'in_progress' | 'completed'): TranscriptEvent => ({ ...checkTodos, line: 31, todos: [{ text: 'Run failing validations for the new wording', status: first }, { text: 'Update docs/guide.md and README.md', status: 'pending' }, { text: 'Run combined verification and commit', status: 'pending' }] }) as TranscriptEvent;
    const picked: TranscriptEvent = { kind: 'user_prompt', line: 30, text: '1' };
    const commit: TranscriptEvent[] = [
      { kind: 'shell', line: 50, callId: 'c50', tool: 'exec_command', command: 'git commit -am "Reword the retry guide"' },
      { kind: 'tool_result', line: 51, callId: 'c50', isError: false, exitCode: 0, output: '[main 6f4c17e] Reword the retry guide' },
    ];
    const finished: TranscriptEvent = { kind: 'assistant_text', line: 60, text: 'Changed the guide so retries are explained once.\n\nCommitted locally as `6f4c17e`.' };
    const h = status([prompt, picked, plan('in_progress'), ...edit(40), ...commit, finished]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).not.toMatch(/All todos done/);
    // A list the assistant ticked as it went still speaks for the work: its open boxes stand.
    expect(status([prompt, picked, plan('completed'), ...edit(40), ...commit, finished]).status).toBe('in_progress');
    // Nothing committed after the edits: the boxes stand.
    expect(status([prompt, picked, plan('in_progress'), ...edit(40), finished]).status).toBe('in_progress');
  });

  it('keeps any other open todo open, whatever ran after', () => {
    const other: TranscriptEvent = { ...checkTodos, todos: [{ text: 'Remove the sleep helper', status: 'in_progress' }] } as TranscriptEvent;
    expect(status([prompt, ...edit(3), other, ...test(10, 0), ...pushed]).status).toBe('in_progress');
  });
});

describe('a closing message after a passing check', () => {
  const report = (text: string): TranscriptEvent => ({ kind: 'assistant_text', line: 20, text });
  const shows = 'Clean. `--verbose` now prints one line per attempt:\n\n```\nretry 1/3 after 200ms (error: ECONNRESET)\n```\n\nThe delay comes from the backoff table, falling back to 1s.';

  it('is complete when the message describes the result and leaves nothing open, with no completion word', () => {
    const h = status([prompt, ...edit(3), ...test(10, 0), report(shows)]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toBe("The last check passed after the last edit, and the assistant's closing message leaves nothing open.");
  });

  it('reads a contrast that explains the code or a choice as no open work; one that negates leaves work open', () => {
    const explains = 'Clean. `restoreTranscript` writes JSONL only, but this path is unreachable for the JSON format since only the CLI creates task checkpoints. I documented the limitation in a comment.';
    expect(status([prompt, ...edit(3), ...test(10, 0), report(explains)]).status).toBe('complete');
    expect(status([prompt, ...edit(3), ...test(10, 0), report('Clean. The retry test uses fake timers, but the README does not mention them yet.')]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...test(10, 0), report('Clean, though it doesn\'t cover the Windows path.')]).status).not.toBe('complete');
  });

  it('is not complete when the message announces more work, hedges, or came before the check', () => {
    expect(status([prompt, ...edit(3), ...test(10, 0), report('Lint is happy. Next I will wire the flag into the CLI.')]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...test(10, 0), report('The retry test uses fake timers, but the e2e suite was skipped.')]).status).not.toBe('complete');
    // Words before the check do not report it: the record that ends on the passing check is what says the work is done.
    expect(status([prompt, ...edit(3), report(shows), ...test(21, 0)]).statusReason).toMatch(/the record ends on it, with nothing stated pending/);
    expect(status([prompt, ...edit(3), report('Lint next. Next I will wire the flag into the CLI.'), ...test(21, 0)]).status).not.toBe('complete');
  });
});

describe('an offer that answers what the user raised last', () => {
  const committed: TranscriptEvent[] = [
    ...edit(3),
    ...test(10, 0),
    { kind: 'shell', line: 12, callId: 'g', tool: 'Bash', command: 'git commit -am "retry: fake timers" && git push' },
    { kind: 'tool_result', line: 13, callId: 'g', isError: false, exitCode: 0, output: '[fix/retry 4e1c2d9] retry: fake timers' },
    { kind: 'assistant_text', line: 14, text: 'Committed and pushed.' },
  ];
  const raised = (text: string): TranscriptEvent => ({ kind: 'user_prompt', line: 20, text });
  const offer: TranscriptEvent = {
    kind: 'assistant_text',
    line: 21,
    text: 'Agreed, the table is duplicated. retryDelay could read the one in backoff.ts instead:\n\n```ts\nexport const delays = BACKOFF.map((b) => b.ms);\n```\n\nWant me to make that change?',
  };

  it('keeps the work in progress when the user complains about the result and the reply only offers a change', () => {
    const h = status([prompt, ...committed, raised('having the backoff table in two files is ugly :('), offer]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/offering a change/);
  });

  it('keeps the work in progress when the offer takes up what the user raised one prompt before, in a discussion', () => {
    const constants = { ...raised('we need to update the retry constants too - the backoff table lives in two files now'), line: 18 };
    const h = status([prompt, ...committed, constants, raised('aarggh there is a PR in between'), offer]);
    expect(h.status).toBe('in_progress');
    const asked = { ...raised('where else is the backoff table used?'), line: 18 };
    expect(status([prompt, ...committed, asked, raised('aarggh there is a PR in between'), offer]).status).toBe('complete');
  });

  it('stays complete after thanks, a question the reply answered, or a remark the offer does not take up', () => {
    expect(status([prompt, ...committed, raised('thanks!'), offer]).status).toBe('complete');
    const push: TranscriptEvent = { ...offer, text: 'Glad it reads well now. Want me to push the branch?' };
    expect(status([prompt, ...committed, raised('the retry log reads much better now'), push]).status).toBe('complete');
    expect(status([prompt, ...committed, raised('where else is the backoff table used?'), offer]).status).toBe('complete');
  });

  it('is complete when the reply did what the latest prompt asked (a commit) and only offers the next step (a push)', () => {
    const commitOnly = raised('commit');
    const ran: TranscriptEvent[] = [
      { kind: 'shell', line: 22, callId: 'c22', tool: 'Bash', command: 'git add src/net/retry.test.ts && git commit -m "retry: fake timers"' },
      { kind: 'tool_result', line: 23, callId: 'c22', isError: false, exitCode: 0, output: '[main 0c3a7ab] retry: fake timers\n 1 file changed' },
    ];
    const askPush: TranscriptEvent = { kind: 'assistant_text', line: 24, text: 'Committed as 0c3a7ab: "retry: fake timers". Want me to push this commit to origin?' };
    const h = status([prompt, ...edit(3), commitOnly, ...ran, askPush]);
    expect(h.status).toBe('complete');
  });
});

describe('a completion report, then a read and a recap', () => {
  const showDiff: TranscriptEvent[] = [
    { kind: 'shell', line: 30, callId: 'd30', tool: 'Bash', command: 'git diff src/net/retry.test.ts' },
    { kind: 'tool_result', line: 31, callId: 'd30', isError: false, exitCode: 0, output: 'diff --git a/src/net/retry.test.ts b/src/net/retry.test.ts' },
  ];
  const fixed: TranscriptEvent = { kind: 'assistant_text', line: 29, text: 'Fixed. The retry test now uses fake timers instead of real sleeps.' };
  const recap: TranscriptEvent = {
    kind: 'assistant_text',
    line: 32,
    text: 'The fix:\n- `setTimeout` → `vi.advanceTimersByTime`\n\nThe two retry tests had drifted apart: the first used fake timers, but the second one kept real sleeps.',
  };

  it('keeps the report before the recap: complete after a passing check', () => {
    expect(status([prompt, ...edit(3), ...test(10, 0), fixed, ...showDiff, recap]).status).toBe('complete');
  });

  it('drops it when the recap says work is left, or an edit came after the report', () => {
    const left: TranscriptEvent = { ...recap, text: 'The fix is half there: the second retry test is not done yet.' };
    expect(status([prompt, ...edit(3), ...test(10, 0), fixed, ...showDiff, left]).status).not.toBe('complete');
    expect(status([prompt, ...edit(3), ...test(10, 0), fixed, ...edit(30), recap]).status).not.toBe('complete');
  });
});

describe('a question after code edits', () => {
  const commitAll: TranscriptEvent = { kind: 'user_prompt', line: 20, text: 'I made some changes as well. can you commit everything' };
  const commit = (line: number): TranscriptEvent[] => [
    { kind: 'shell', line, callId: `c${line}`, tool: 'exec_command', command: 'git add -A && git commit -m "Flatten the plugin layout"' },
    { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: false, exitCode: 0, output: '[main 41369d3] Flatten the plugin layout\n 12 files changed' },
  ];
  const ask: TranscriptEvent = {
    kind: 'assistant_text',
    line: 40,
    text: 'Committed as 41369d3. One thing: gemini-extension.json still names GEMINI.md, which you deleted. Should I drop that field, or restore GEMINI.md?',
  };

  it('waits on the user (blocked) once the edits were committed, and is in progress while they were neither checked nor committed', () => {
    expect(status([prompt, ...edit(3), commitAll, ...commit(22), ask]).status).toBe('blocked');
    expect(status([prompt, ...edit(3), commitAll, ask]).status).toBe('in_progress');
  });
});
