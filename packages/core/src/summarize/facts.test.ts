/**
 * The facts of one session, by effect (issue 12 items 4–8), on Claude Code JSONL in its exact shapes: errors still
 * standing at the end, files created / modified / deleted, what a compaction summary carries, whole decisions, status.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { HandoffBuilder } from './handoff-builder.js';

const CWD = '/Users/dana/code/acme-api';
const base = { isSidechain: false, userType: 'external', cwd: CWD, sessionId: 's-facts', version: '2.1.42', gitBranch: 'main' };
let n = 0;
const user = (content: unknown, extra: Record<string, unknown> = {}) =>
  j({ ...base, parentUuid: null, type: 'user', message: { role: 'user', content }, uuid: `u${n++}`, timestamp: '2026-02-15T21:00:00.000Z', ...extra });
const block = (b: unknown) =>
  j({ ...base, parentUuid: null, type: 'assistant', message: { id: `m${n}`, role: 'assistant', model: 'claude-opus-4-6', content: [b] }, uuid: `a${n++}`, timestamp: '2026-02-15T21:00:01.000Z' });
const say = (text: string) => block({ type: 'text', text });
const bash = (id: string, command: string) => block({ type: 'tool_use', id, name: 'Bash', input: { command } });
const tool = (id: string, name: string, input: Record<string, unknown>) => block({ type: 'tool_use', id, name, input });
const result = (id: string, content: string, isError = false) => user([{ tool_use_id: id, type: 'tool_result', content, is_error: isError }]);

/** Claude Code's own words when the user refuses a tool call (verbatim from real transcripts). */
const REFUSED = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file).";
const STOP = 'STOP what you are doing and wait for the user to tell you how to proceed.';
const refusedSaying = (said: string) => `${REFUSED} To tell you how to proceed, the user said:\n${said}`;

function handoff(lines: string[], opts: { filesTouched?: string[] } = {}) {
  const b = new HandoffBuilder({ sessionId: 's-facts', agent: 'claude-code', cwd: CWD, ...opts });
  for (const e of parseLines('claude-jsonl', lines)) b.add(e);
  return b.build();
}

describe('errors: the failures still standing at the end', () => {
  const h = handoff([
    user('Make the rate limiter configurable and ship it'),
    bash('b1', 'go build ./...'),
    result('b1', 'Exit code 1\n# acme/internal/limit\ninternal/limit/limit.go:14:2: undefined: cfg', true),
    tool('e1', 'Edit', { file_path: `${CWD}/internal/limit/limit.go`, old_string: 'cfg', new_string: 'conf' }),
    result('e1', '<tool_use_error>String to replace not found in file.</tool_use_error>', true),
    tool('e2', 'Edit', { file_path: `${CWD}/internal/limit/limit.go`, old_string: 'cfg.', new_string: 'conf.' }),
    result('e2', `The file ${CWD}/internal/limit/limit.go has been updated.`),
    bash('b2', 'cd internal && go build ./... 2>&1 | tail -20'),
    result('b2', ''),
    bash('p1', 'git push origin limiter'),
    result('p1', 'Exit code 1\n! [rejected] limiter -> limiter (non-fast-forward)', true),
    bash('p2', 'git push --force-with-lease origin limiter'),
    result('p2', 'To github.com:acme/api.git\n + 1a2b3c...4d5e6f limiter -> limiter (forced update)'),
    bash('l1', 'golangci-lint run ./...'),
    result('l1', 'Exit code 1\ninternal/limit/limit.go:30:1: exported function New should have comment (revive)', true),
    bash('t1', 'go test ./...'),
    result('t1', 'ok  \tacme/internal/limit\t0.012s'),
    bash('g1', 'git push origin limiter'),
    result('g1', REFUSED + ' ' + STOP, true),
    user('not yet'),
  ]);

  it('drops a build error once the build passes, a failed edit once it is redone, a step worked around', () => {
    expect(h.errors.map((e) => e.command ?? e.text)).toEqual(['golangci-lint run ./...']);
  });

  it('keeps a check that still fails even though another check passed after it', () => {
    expect(h.errors[0]?.decisiveLine).toContain('exported function New should have comment');
  });

  it('takes a refused tool call never as an error, a bare refusal not as a decision, and never quotes its boilerplate', () => {
    expect(h.errors.some((e) => e.command === 'git push origin limiter')).toBe(false);
    // "not yet" says no alternative: on the held-out real checkpoints such refusals were judged garbage decisions.
    expect(h.decisions.filter((d) => d.text.startsWith('The user turned down'))).toEqual([]);
    expect(JSON.stringify(h)).not.toContain('STOP what you are doing');
    expect(h.commands.filter((c) => c.command === 'git push origin limiter' && c.exitCode === null)).toEqual([]);
  });
});

describe('errors: a compile failure fixed in its files, then a passing test run', () => {
  const run = (tail: string[]) =>
    handoff([
      user('Make rewind use the agent recorded in the rewind point'),
      tool('e1', 'Edit', { file_path: `${CWD}/cmd/cli/rewind.go`, old_string: 'GetAgent()', new_string: 'agent.GetByAgentType(point.Agent)' }),
      result('e1', `The file ${CWD}/cmd/cli/rewind.go has been updated.`),
      bash('b1', 'go build ./... 2>&1'),
      result('b1', 'Exit code 1\n# acme/cmd/cli\ncmd/cli/rewind.go:579:13: undefined: agent\ncmd/cli/rewind.go:619:13: undefined: agent', true),
      ...tail,
    ]);
  const importFix = [
    tool('e2', 'Edit', { file_path: `${CWD}/cmd/cli/rewind.go`, old_string: 'import (\n\t"fmt"', new_string: 'import (\n\t"fmt"\n\n\t"acme/cmd/cli/agent"' }),
    result('e2', `The file ${CWD}/cmd/cli/rewind.go has been updated.`),
  ];

  it('is resolved: the test run compiled the fixed file', () => {
    const h = run([...importFix, bash('t1', 'mise run fmt && mise run lint && mise run test 2>&1 | tail -30'), result('t1', '0 issues.\n[test] $ go test ./...\nok  \tacme/cmd/cli\t1.991s')]);
    expect(h.errors).toEqual([]);
  });

  it('stands when the file it named was never edited again, or when only a linter passed', () => {
    const unfixed = run([bash('t1', 'mise run test'), result('t1', 'ok  \tacme/cmd/cli/agent\t0.2s')]);
    expect(unfixed.errors.map((e) => e.command)).toEqual(['go build ./... 2>&1']);
    const linted = run([...importFix, bash('l1', 'golangci-lint run ./...'), result('l1', '0 issues.')]);
    expect(linted.errors.map((e) => e.command)).toEqual(['go build ./... 2>&1']);
  });
});

describe('files touched: effect, not intent', () => {
  const h = handoff(
    [
      user('Tidy the docs and add the changelog'),
      tool('w1', 'Write', { file_path: `${CWD}/CHANGELOG.md`, content: '# Changelog\n' }),
      result('w1', `File created successfully at: ${CWD}/CHANGELOG.md`),
      tool('w2', 'Edit', { file_path: `${CWD}/docs/setup.md`, old_string: 'a', new_string: 'b' }),
      result('w2', refusedSaying('keep the setup page as it is'), true),
      tool('w3', 'Edit', { file_path: `${CWD}/docs/usage.md`, old_string: 'x', new_string: 'y' }),
      result('w3', '<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>', true),
      tool('w4', 'Edit', { file_path: `${CWD}/README.md`, old_string: 'v1', new_string: 'v2' }),
      result('w4', `The file ${CWD}/README.md has been updated.`),
      bash('s1', `cd ${CWD} && git mv docs/old-api.md docs/api.md && rm -f docs/draft.md && echo "- docs moved" >> NOTES.txt`),
      result('s1', ''),
      bash('s2', "sed -i 's/acme-api/acme/g' package.json"),
      result('s2', 'Exit code 2\nsed: 1: "package.json": invalid command code p', true),
      tool('w5', 'Edit', { file_path: `${CWD}/src/index.ts`, old_string: 'a', new_string: 'b' }),
    ],
    { filesTouched: ['CHANGELOG.md', 'README.md', 'docs/api.md', 'NOTES.txt', 'docs/old-api.md', 'docs/draft.md', 'LICENSE'] },
  );
  const change = (p: string) => h.files?.find((f) => f.path === p)?.change;

  it('lists only edits whose result succeeded: not a refused, a failed or an unanswered edit', () => {
    expect(h.filesTouched).not.toContain('docs/setup.md');
    expect(h.filesTouched).not.toContain('docs/usage.md');
    expect(h.filesTouched).not.toContain('src/index.ts');
    expect(h.filesTouched).not.toContain('package.json');
  });

  it('says created, modified or deleted, from the tools and from the shell commands that exited 0', () => {
    expect(change('CHANGELOG.md')).toBe('created');
    expect(change('README.md')).toBe('modified');
    expect(change('docs/old-api.md')).toBe('deleted');
    expect(change('docs/api.md')).toBe('created');
    expect(change('docs/draft.md')).toBe('deleted');
    expect(change('NOTES.txt')).toBe('modified');
    expect(h.files?.find((f) => f.path === 'NOTES.txt')?.from).toBe('shell');
  });

  it("adds what only Entire's files_touched names, unverified", () => {
    expect(h.files?.find((f) => f.path === 'LICENSE')).toMatchObject({ change: 'modified', from: 'entire', verified: false });
  });

  it('shows no path of the recording machine', () => {
    expect(h.filesTouched.filter((p) => p.startsWith('/Users/'))).toEqual([]);
  });

  it("leaves out a file Entire's files_touched names when its only edit was turned down, not one redone after a failure", () => {
    const listed = handoff(
      [
        user('Fix the staged-files lookup'),
        tool('r1', 'Edit', { file_path: `${CWD}/internal/hooks/commit.go`, old_string: 'repo.Status()', new_string: 'gitStagedFiles()' }),
        result('r1', refusedSaying("wait, let's not change this branch: log a Linear issue instead"), true),
        tool('f1', 'Edit', { file_path: `${CWD}/internal/hooks/stage.go`, old_string: 'x', new_string: 'y' }),
        result('f1', '<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>', true),
        tool('f2', 'Edit', { file_path: `${CWD}/internal/hooks/stage.go`, old_string: 'x', new_string: 'y' }),
        result('f2', `The file ${CWD}/internal/hooks/stage.go has been updated.`),
      ],
      { filesTouched: ['internal/hooks/commit.go', 'internal/hooks/stage.go', 'docs/KNOWN_LIMITATIONS.md'] },
    ).filesTouched;
    expect(listed).not.toContain('internal/hooks/commit.go');
    expect(listed).toContain('internal/hooks/stage.go');
    expect(listed).toContain('docs/KNOWN_LIMITATIONS.md');
  });
});

describe('what came before the last compaction', () => {
  const summary = `This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.

Summary:
1. Primary Request and Intent:
   - Add per-account rate limits to the API gateway

2. Key Technical Concepts:
   - Token bucket per account

3. Files and Code Sections:
   - **\`internal/limit/bucket.go\`** (CREATED)
     - Token bucket with refill
     \`\`\`go
     // Removed the global limiter and changed nothing else here
     \`\`\`
   - **\`internal/limit/global.go\`**
     - Deleted the file: the global limiter is gone
   - **\`internal/server/router.go\`**
     - Wired the limiter into the middleware chain
   - **\`internal/config/config.go\`**
     - Read to understand how settings load (not modified)

4. Errors and fixes:
   - Using a sync.Map for buckets caused a data race in tests: switched to a mutex-guarded map instead of sync.Map.

5. Problem Solving:
   - Fixed the flaky clock test.

6. All user messages:
   - "Add per-account rate limits"
   - "I concede defeat. let's go back to the mutex version"
   - "can we also log rejections?"

7. Pending Tasks:
   - Log rejected requests with the account id

8. Current Work:
   Adding the rejection log line in router.go.

9. Optional Next Step:
   Add the log line in router.go and run go test ./internal/...`;
  const h = handoff([
    user('Add per-account rate limits'),
    j({ ...base, parentUuid: null, type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', timestamp: '2026-02-15T21:51:12.018Z', uuid: 'cb', level: 'info' }),
    user(summary, { isCompactSummary: true, isVisibleInTranscriptOnly: true }),
    tool('e1', 'Edit', { file_path: `${CWD}/internal/server/router.go`, old_string: 'a', new_string: 'b' }),
    result('e1', `The file ${CWD}/internal/server/router.go has been updated.`),
  ]);
  const file = (p: string) => h.files?.find((f) => f.path === p);

  it('carries the files the summary says were changed, with the change it names', () => {
    expect(file('internal/limit/bucket.go')).toMatchObject({ change: 'created', from: 'compaction', verified: false });
    expect(file('internal/limit/global.go')).toMatchObject({ change: 'deleted', from: 'compaction' });
    expect(file('internal/server/router.go')).toMatchObject({ change: 'modified', from: 'tool', verified: true });
    expect(file('internal/config/config.go')).toBeUndefined();
  });

  it('carries the decisions of the summary, the user turning an approach down among them, and no plain fix', () => {
    const texts = h.decisions.map((d) => d.text);
    expect(texts.some((t) => t.startsWith('From the compaction summary:') && t.includes("I concede defeat. let's go back to the mutex version"))).toBe(true);
    const race = h.decisions.find((d) => d.text.includes('data race'));
    expect(race?.rejected[0]?.option).toContain('sync.Map');
    expect(texts.some((t) => t.includes('flaky clock test'))).toBe(false);
  });

  it('carries the pending task and the current work', () => {
    const state = h.currentState.map((f) => f.text);
    expect(state).toContain('At the compaction, the agent was working on: Adding the rejection log line in router.go.');
    expect(state.some((t) => t.startsWith('Pending at the compaction:') && t.includes('Log rejected requests'))).toBe(true);
  });
});

describe('decisions: whole statements that choose, never fragments, never twice', () => {
  const h = handoff([
    user('Fix the date filter'),
    say('The filter uses `<=` instead of `<`, so the last day is included.'),
    say('I checked `initErr`) and the wrapper instead of `Err`.'),
    say("I'll use a single batched commit instead of one commit per file, because the hook runs once per commit."),
    say("I'll use a single batched commit instead of one commit per file, because the hook runs once per commit."),
    say("We'll keep one batched commit rather than splitting it up."),
    user("I concede defeat. let's go back to the old parser"),
  ]);

  it('keeps the real decisions, each once, the user turning an approach down among them', () => {
    expect(h.decisions.map((d) => d.text)).toEqual([
      "I'll use a single batched commit instead of one commit per file, because the hook runs once per commit.",
      "We'll keep one batched commit rather than splitting it up.",
      "I concede defeat. let's go back to the old parser",
    ]);
    expect(h.decisions[0]?.rejected).toEqual([{ option: 'one commit per file', reason: 'the hook runs once per commit' }]);
    expect(h.decisions.map((d) => d.by)).toEqual(['assistant', 'assistant', 'user']);
  });

  it('drops descriptions of code and cut-off fragments', () => {
    const all = JSON.stringify(h.decisions);
    expect(all).not.toContain('`<`');
    expect(all).not.toContain('initErr');
  });
});

describe('decisions: two refusals of one file, each with its own words', () => {
  it('keeps both: the second is another decision, not a repeat of the first', () => {
    const h = handoff([
      user('Add a --quiet flag that hides the banner'),
      tool('e1', 'Edit', { file_path: `${CWD}/cmd/root.go`, old_string: 'banner()', new_string: 'if !quiet { banner() }' }),
      result('e1', refusedSaying('Hide the banner by default, show it only with --verbose'), true),
      tool('e2', 'Edit', { file_path: `${CWD}/cmd/root.go`, old_string: 'banner()', new_string: 'if verbose { banner() }' }),
      result('e2', refusedSaying('please write down all the steps first, then edit'), true),
    ]);
    const refusals = h.decisions.filter((d) => d.text.startsWith('The user turned down the edit of cmd/root.go'));
    expect(refusals.map((d) => d.rejected[0]?.reason)).toEqual(['Hide the banner by default, show it only with --verbose', 'please write down all the steps first, then edit']);
  });
});

describe('status: plain completions, closed loops only', () => {
  it('reads a finished short task as complete ("Created `SECRETS.md` with the specified contents.")', () => {
    const h = handoff([
      user('Create SECRETS.md saying where the vault lives'),
      tool('w1', 'Write', { file_path: `${CWD}/SECRETS.md`, content: 'Vault: ops/vault\n' }),
      result('w1', `File created successfully at: ${CWD}/SECRETS.md`),
      say('Created `SECRETS.md` with the specified contents.'),
    ]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).not.toContain('todos');
  });

  it('reads "All passing." after a passing test run that followed the last code edit as complete', () => {
    const h = handoff([
      user('technically the third argument here is the transcriptPath...'),
      tool('e1', 'Edit', { file_path: `${CWD}/internal/hooks/commit_test.go`, old_string: '"Claude Code"', new_string: '"/tmp/transcript.jsonl"' }),
      result('e1', `The file ${CWD}/internal/hooks/commit_test.go has been updated.`),
      bash('t1', 'go test ./internal/hooks/ -run TestPrepareCommitMsg -count=1 2>&1 | tail -5'),
      result('t1', 'ok  \tacme/internal/hooks\t0.412s'),
      say('All passing. A fake-but-descriptive path is clearer about what that argument represents.'),
    ]);
    expect(h.status).toBe('complete');
  });

  it('reads "I have added the text" after a confirmed prose edit as complete', () => {
    const h = handoff([
      user('Add a line about the beta to notes.txt'),
      tool('e1', 'Edit', { file_path: `${CWD}/notes.txt`, old_string: 'a', new_string: 'a\nBeta opens in May.' }),
      result('e1', `The file ${CWD}/notes.txt has been updated.`),
      say('I have added the text'),
    ]);
    expect(h.status).toBe('complete');
  });

  it('recognises a completion through backticks ("`npm test` passes")', () => {
    const h = handoff([
      user('Fix the failing parser test'),
      tool('e1', 'Edit', { file_path: `${CWD}/src/parse.ts`, old_string: 'a', new_string: 'b' }),
      result('e1', `The file ${CWD}/src/parse.ts has been updated.`),
      bash('t1', 'npm test'),
      result('t1', 'Tests  12 passed (12)'),
      say('`npm test` passes.'),
    ]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).not.toContain('All todos');
  });

  it('takes every todo completed and lint passing after the last edit as complete, with no claim needed', () => {
    const todos = (s: string) => ({ todos: [{ content: 'Wire the flag', status: s, activeForm: 'Wiring' }, { content: 'Run lint', status: s, activeForm: 'Linting' }] });
    const h = handoff([
      user('Wire the --dry-run flag'),
      tool('d1', 'TodoWrite', todos('in_progress')),
      result('d1', 'Todos have been modified successfully.'),
      tool('e1', 'Edit', { file_path: `${CWD}/cmd/root.go`, old_string: 'a', new_string: 'b' }),
      result('e1', `The file ${CWD}/cmd/root.go has been updated.`),
      bash('l1', 'mise run lint'),
      result('l1', '0 issues.'),
      tool('d2', 'TodoWrite', todos('completed')),
      result('d2', 'Todos have been modified successfully.'),
      say('The flag is wired; lint reports 0 issues.'),
    ]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toContain('All todos done');
  });

  it('takes state removed for a run as no edit: a settings file the session never wrote, deleted before running it', () => {
    const lines = (removed: string) => [
      user('Show the usage notice only on the first run'),
      tool('e1', 'Edit', { file_path: `${CWD}/cmd/setup.go`, old_string: 'a', new_string: 'b' }),
      result('e1', `The file ${CWD}/cmd/setup.go has been updated.`),
      bash('t1', 'go test ./... && golangci-lint run'),
      result('t1', 'ok  \tacme/cmd\t0.2s\n0 issues.'),
      bash('r1', `rm -f ${removed} && go run ./cmd/acme init`),
      result('r1', 'Usage metrics are on. To opt out: acme init --no-metrics'),
      say('The notice showed on the first run only, and the setting was saved.'),
    ];
    const reset = handoff(lines('.acme/settings.json'));
    expect(reset.status).not.toBe('in_progress');
    expect(reset.currentState.map((f) => f.text).join('\n')).not.toContain('Edited after the last check');
    // A file of the work removed after the last check is an edit that check never saw.
    const h = handoff([
      user('Move the setup into its own file'),
      tool('w1', 'Write', { file_path: `${CWD}/cmd/init.go`, content: 'package cmd' }),
      result('w1', `File created successfully at: ${CWD}/cmd/init.go`),
      bash('t1', 'go test ./...'),
      result('t1', 'ok  \tacme/cmd\t0.2s'),
      bash('r1', 'rm -f cmd/init.go && go run ./cmd/acme init'),
      result('r1', 'done'),
      say('The init command ran.'),
    ]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toContain('edited after the last verification');
  });

  it('keeps a failure the user pasted back open while the reply only suggests what to try', () => {
    const lines = [
      user('How can I install the generated package locally to test it?'),
      say('Run `brew tap local/test ~/tap-test`, then `brew install local/test/acme`.'),
      user('brew tap local/test ~/tap-test\nError: Tap local/test remote mismatch.'),
      say('The simpler way is to install straight from the file: `brew install --cask ./dist/acme.rb`.'),
    ];
    const h = handoff(lines);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toContain('reports a failure');
    // Prose about an error is no pasted failure.
    expect(handoff([user('the error message could be friendlier, reword it'), say('Reworded it.')]).status).not.toBe('in_progress');
  });

  it('never claims a check it did not see: code changed, no check run, the report says done', () => {
    const h = handoff([
      user('Make the client retry'),
      tool('e1', 'Edit', { file_path: `${CWD}/src/http.ts`, old_string: 'a', new_string: 'b' }),
      result('e1', `The file ${CWD}/src/http.ts has been updated.`),
      say('Implemented the retry loop.'),
    ]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toContain('not verified: no check ran after the last edit');
  });
});
