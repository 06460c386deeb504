import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import { nextStepFromCompaction, taskFromCompaction } from './compaction.js';
import { extractDecisions } from './decisions.js';
import { decisiveLine, exitCodeFromOutput, isVerificationCommand } from './errors.js';
import { statedNextStep } from './next-step.js';
import { extractQuestions } from './questions.js';
import { Ring } from './ring.js';

describe('decisiveLine', () => {
  it('picks the TypeScript error, not the npm banner', () => {
    const out = '\n> core@0.1.0 lint\n> tsc -p tsconfig.json --noEmit\n\nsrc/a.ts(3,7): error TS2322: Type \'string\' is not assignable to type \'number\'.\nsrc/b.ts(9,1): error TS2304: Cannot find name \'x\'.\nnpm ERR! Lifecycle script `lint` failed with error:\nnpm ERR! code 2';
    expect(decisiveLine(out)).toBe("src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.");
  });
  it('takes the last line of a Python traceback', () => {
    const out = 'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\n  File "app.py", line 2, in main\n    raise ValueError("bad port: 99999")\nValueError: bad port: 99999\n';
    expect(decisiveLine(out)).toBe('ValueError: bad port: 99999');
  });
  it("finds the step a watched CI run failed at, gh's plain X under its job", () => {
    const watched = 'Refreshing run status every 3 seconds. Press Ctrl+C to quit.\n\nX main Build and Deploy · 22402780761\nTriggered via push about 1 minute ago\n\nJOBS\nX deploy in 1m40s (ID 64853880291)\n  ✓ Build\n  ✓ Deploy to Map Server\n  X Health check (mcp-server)\n  - Health check (web-chat)\n  ✓ Complete job\n\nANNOTATIONS\nX Process completed with exit code 1.\ndeploy: .github#39';
    expect(decisiveLine(watched)).toBe('X Health check (mcp-server)');
  });

  it('finds a Go panic and a go test failure', () => {
    expect(decisiveLine('ok  \tpkg/a\t0.1s\n--- FAIL: TestParse (0.00s)\n    parse_test.go:12: got 1 want 2\nFAIL\nFAIL\tpkg/b\t0.2s')).toBe('--- FAIL: TestParse (0.00s)');
    expect(decisiveLine('goroutine 1 [running]:\npanic: runtime error: index out of range [3] with length 3\n\nmain.main()')).toBe(
      'panic: runtime error: index out of range [3] with length 3',
    );
  });
  it('finds the pytest FAILED line and strips ANSI colour', () => {
    const out = '\u001b[32m....\u001b[0m\n=================== short test summary info ===================\n\u001b[31mFAILED\u001b[0m tests/test_cli.py::test_since - assert 2 == 3\n1 failed, 4 passed in 0.31s';
    expect(decisiveLine(out)).toBe('FAILED tests/test_cli.py::test_since - assert 2 == 3');
  });
  it("takes a linter's located diagnostic over the task runner's summary around it", () => {
    const out = [
      'Exit code 1',
      '[lint:gofmt] Finished in 120.8ms',
      '[lint:go] ERROR task failed',
      '',
      '[lint:go] cmd/cli/strategy/auto_commit.go:87:1: NewAutoCommitStrategy returns interface (ireturn)',
      '[lint:go] func NewAutoCommitStrategy() Strategy {',
      '[lint:go] 6 issues:',
      '[lint:go] * ireturn: 5',
    ].join('\n');
    expect(decisiveLine(out)).toBe('[lint:go] cmd/cli/strategy/auto_commit.go:87:1: NewAutoCommitStrategy returns interface (ireturn)');
    expect(decisiveLine('/repo/src/a.js\n  3:7  error  \'x\' is defined but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)')).toBe(
      "3:7 error 'x' is defined but never used no-unused-vars",
    );
  });
  it('uses a rust error, a ✗ line, or else the last visible line', () => {
    expect(decisiveLine('   Compiling x v0.1.0\nerror[E0308]: mismatched types\n --> src/main.rs:4:5')).toBe('error[E0308]: mismatched types');
    expect(decisiveLine('  ✓ parses\n  ✗ rejects future dates\n1 passing 1 failing')).toBe('✗ rejects future dates');
    expect(decisiveLine('building...\nsomething odd happened\n')).toBe('something odd happened');
    expect(decisiveLine('')).toBeNull();
  });
  it('reads exit codes spelled in output and knows verification commands', () => {
    expect(exitCodeFromOutput('Exit code 2\nsrc/a.ts: error')).toBe(2);
    expect(exitCodeFromOutput('all good')).toBeNull();
    expect(isVerificationCommand('mise run test:ci')).toBe(true);
    expect(isVerificationCommand('cargo clippy -- -D warnings')).toBe(true);
    expect(isVerificationCommand('git push origin HEAD')).toBe(false);
    expect(isVerificationCommand('ls -la src')).toBe(false);
    // Reading a file named for a check runs none.
    expect(isVerificationCommand("sed -n '1,120p' .github/workflows/license-check.yml")).toBe(false);
    expect(isVerificationCommand('nl -ba e2e/lifecycle_test.go | sed -n 40,80p')).toBe(false);
    expect(isVerificationCommand("sed -n '1,40p' mise.toml && go test ./...")).toBe(true);
    // A check word in data the command sends or writes runs no check.
    expect(isVerificationCommand(`curl -s -X POST -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","method":"initialize","params":{"clientInfo":{"name":"test"}}}' https://map.example.org/mcp-http`)).toBe(false);
    expect(isVerificationCommand('gh pr create --title "fix build on arm64" --body "CI was red"')).toBe(false);
    expect(isVerificationCommand('docker compose run --rm api pytest -x')).toBe(true);
    expect(isVerificationCommand('python -m pytest -q tests/test_api.py')).toBe(true);
  });
  it('gives each command its own verdict however often and in whatever order commands are asked about', () => {
    // More commands than the verdicts kept, checks and non-checks alternating, asked about again in reverse.
    const commands = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? `npm run test -- shard${i}` : `cat notes/test-${i}.md`));
    const expected = commands.map((_, i) => i % 2 === 0);
    expect(commands.map(isVerificationCommand)).toEqual(expected);
    expect([...commands].reverse().map(isVerificationCommand)).toEqual([...expected].reverse());
    expect(commands.map(isVerificationCommand)).toEqual(expected);
  });
});

describe('extractQuestions', () => {
  it('keeps questions to the user, not rhetorical ones or code', () => {
    const text = 'Why does this fail? Because the cache is stale.\n```ts\nconst ok = isReady() ? 1 : 2; // ready?\n```\nShould I clear the cache on startup? Do you want me to open a PR as well?\n> Is this quoted?';
    expect(extractQuestions(text)).toEqual(['Should I clear the cache on startup?', 'Do you want me to open a PR as well?']);
  });

  it('asks nothing when it only invites the next request', () => {
    for (const ask of ['What would you like to do next?', 'Anything else?', "Is there anything else you'd like me to change?", "What's next?", 'How else can I help?']) {
      expect(extractQuestions(`I've completed the previous request. ${ask}`)).toEqual([]);
    }
    expect(extractQuestions('The build passes. What would you like me to do with the failing e2e test?')).toHaveLength(1);
    expect(extractQuestions('Anything else failing on your side, or should I merge?')).toHaveLength(1);
  });

  it("asks nothing when it greets the user for a first request: a session that ran one command is not blocked on it", () => {
    const reply = 'test\n\nThe current directory appears to be empty. How can I help you today?';
    for (const ask of ['How can I help you today?', 'What can I help you with today?', 'How may I assist you?']) expect(extractQuestions(`Done. ${ask}`), ask).toEqual([]);
    const b = new HandoffBuilder({ sessionId: 'g1', agent: 'gemini' });
    b.add({ kind: 'user_prompt', text: 'echo "test"', line: 0 });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'run_shell_command', command: 'echo "test" && ls -R' });
    b.add({ kind: 'tool_result', line: 1, callId: 'c1', isError: false, exitCode: 0, output: 'Output: test' });
    b.add({ kind: 'assistant_text', text: reply, line: 2 });
    const h = b.build();
    expect(h.openQuestions).toEqual([]);
    expect(h.status).not.toBe('blocked');
  });

  it('finds a question that is the last clause of its sentence', () => {
    const text = 'One test still fails. Before I change the limiter I need a decision: should the limit apply per IP or per account? Both is possible too.';
    expect(extractQuestions(text)).toEqual(['Before I change the limiter I need a decision: should the limit apply per IP or per account?']);
  });
});

describe('extractDecisions', () => {
  it('reads "instead of … because", "rather than", "won\'t work because" and "went with"', () => {
    const d = extractDecisions(
      "I'll use a Map instead of a plain object because keys can be arbitrary strings. Rather than patching the vendored copy, I'll upgrade the dependency. Polling won't work because the API rate-limits us to 10 calls a minute. We went with SQLite over Postgres since it needs no server.",
    );
    expect(d.map((x) => x.rejected)).toEqual([
      [{ option: 'a plain object', reason: 'keys can be arbitrary strings' }],
      [{ option: 'patching the vendored copy', reason: null }],
      [{ option: 'Polling', reason: 'the API rate-limits us to 10 calls a minute' }],
      [{ option: 'Postgres', reason: 'it needs no server' }],
    ]);
  });
  it('ignores text without a decision', () => {
    expect(extractDecisions('Reading the file now. The tests pass.')).toEqual([]);
  });
  it('reads a step that backs an approach out and names the one taken instead, not a next step', () => {
    const d = extractDecisions('The nolint comments keep getting stripped. Let me reset that commit and restructure the code with explicit returns instead.');
    expect(d.map((x) => x.text)).toEqual(['Let me reset that commit and restructure the code with explicit returns instead.']);
    expect(extractDecisions('Let me keep the cache instead.')).toEqual([]);
    expect(extractDecisions('Let me reset the branch and run the tests again.')).toEqual([]);
  });
  it('takes no git housekeeping for a choice: moving to a branch or bringing it up to date', () => {
    expect(extractDecisions('Switched to `main`, pulled latest, and the working tree is clean.')).toEqual([]);
    expect(extractDecisions("I'm switching to the release branch so the fix lands there, then I'll rebase.")).toEqual([]);
    expect(extractDecisions("I switched to a mutex-guarded map instead of sync.Map because of the race.").map((d) => d.text)).toEqual([
      "I switched to a mutex-guarded map instead of sync.Map because of the race.",
    ]);
  });
  it('does not take a choice mentioned only in the reason given for something else', () => {
    expect(extractDecisions('Points to PR #129 about the parser ignoring global excludes - relevant since we switched to the git CLI to fix this.')).toEqual([]);
    expect(extractDecisions("I'll use the git CLI since the library doesn't work with global excludes.").map((d) => d.text)).toEqual([
      "I'll use the git CLI since the library doesn't work with global excludes.",
    ]);
  });
  it('reads work set aside for a follow-up or out of scope as a decision, not a report mentioning scope', () => {
    const d = extractDecisions(
      "The retry flag is pre-existing code. Low severity and out of scope for this PR. Caching the lookup is a reasonable simplification for a follow-up — just not worth doing in this bug-fix PR.\n- **Docs section** - Removed mention of nested rewind being out of scope",
    );
    expect(d.map((x) => x.text)).toEqual([
      'Low severity and out of scope for this PR.',
      'Caching the lookup is a reasonable simplification for a follow-up — just not worth doing in this bug-fix PR.',
    ]);
  });
  it('takes no choice from a progress note, nor from an alternative that only describes what was found', () => {
    expect(extractDecisions("I'm checking the repo's configured lint command and then I'll run it to get the actual failures instead of guessing.")).toEqual([]);
    expect(
      extractDecisions('`golangci-lint` is failing during package discovery rather than on code, so I will rerun it in a form that produces actionable diagnostics.'),
    ).toEqual([]);
    expect(extractDecisions("I'll run go vet directly instead of golangci-lint because it cannot load the nested module.").map((d) => d.rejected)).toEqual([
      [{ option: 'golangci-lint', reason: 'it cannot load the nested module' }],
    ]);
  });
  it('takes "Now I\'ll …" for a step carrying out a choice, not a new one', () => {
    const d = extractDecisions(
      "I'll point SKILL.md at the procedure files directly with `Read` instead of relying on sub-skill invocations. Now I'll update the three phase references to use direct file reads instead of skill invocations.",
    );
    expect(d.map((x) => x.text)).toEqual(["I'll point SKILL.md at the procedure files directly with `Read` instead of relying on sub-skill invocations."]);
  });
});

describe('extractDecisions: conflict sides and declined review comments', () => {
  it('reads the side a merge conflict resolution takes', () => {
    const text = "- **HEAD** (4a1b2c3): renamed the flag\n- **Incoming** (9f8e7d6): retry with backoff\n\nThe resolution should take the incoming retry loop but keep HEAD's flag name. Let me fix the call sites too.";
    expect(extractDecisions(text).map((d) => d.text)).toEqual(["The resolution should take the incoming retry loop but keep HEAD's flag name."]);
  });

  it('reads a review comment turned down with a bold verdict, line by line, and not one agreed to', () => {
    const text = [
      "Here's my assessment of each thread:",
      '',
      '**Thread 1 (line 120)** - `loadAll` reads every row: **Disagree**. Loading everything is intentional: the table holds at most 50 rows.',
      '',
      '**Thread 2 (line 310)** - error swallowed in `close()`: **Agree**. Propagating it is better.',
      '',
      '```go',
      '// **Disagree** in a code block is code',
      '```',
    ].join('\n');
    expect(extractDecisions(text).map((d) => d.text)).toEqual([
      'Thread 1 (line 120) - `loadAll` reads every row: Disagree. Loading everything is intentional: the table holds at most 50 rows.',
    ]);
  });

  it('reads a review comment judged "**not a real issue**" as turned down', () => {
    const text = '**Thread 7 (line 897)** - First-parent walk misses checkpoint commits on merged branches: This is a fair observation but **not a real issue** for our use case. The trailer is on the first-parent chain.';
    expect(extractDecisions(text).map((d) => d.text)).toEqual([
      'Thread 7 (line 897) - First-parent walk misses checkpoint commits on merged branches: This is a fair observation but not a real issue for our use case. The trailer is on the first-parent chain.',
    ]);
    expect(extractDecisions('The flake is not a real issue, it only shows on CI.')).toEqual([]);
  });

    it('takes no side from a description of a conflict, nor a skipped item', () => {
    expect(extractDecisions('There are 3 conflict regions in HEAD and incoming.')).toEqual([]);
    expect(extractDecisions('**Skipped items (per your request):** the flaky e2e test')).toEqual([]);
  });
});

describe('statedNextStep', () => {
  it('finds "Next, I\'ll", "The next step is" and a "Remaining:" list', () => {
    expect(statedNextStep('Tests pass. Next, I\'ll wire the flag into the CLI.')).toBe("Next, I'll wire the flag into the CLI.");
    expect(statedNextStep('Done with parsing. The next step is updating the docs.')).toBe('The next step is updating the docs.');
    expect(statedNextStep('Progress so far.\n\nRemaining:\n- migrate the config loader\n- docs')).toBe('Remaining: migrate the config loader');
    expect(statedNextStep('All done.')).toBeNull();
  });
});

describe('compaction summaries', () => {
  it('reads Claude, OpenCode and Gemini shapes, else the head', () => {
    const claude = 'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\nSummary:\n1. Primary Request and Intent:\n   Fix Gemini array content parsing.\n   Then open a draft PR.\n\n2. Key Technical Concepts:\n   - UnmarshalJSON\n\n9. Optional Next Step:\n   Push the branch.';
    expect(taskFromCompaction(claude)).toBe('Fix Gemini array content parsing.\n   Then open a draft PR.');
    expect(nextStepFromCompaction(claude)).toBe('Push the branch.');
    expect(taskFromCompaction('## Goal\nShip the exporter.\n\n## Instructions\n- keep it small')).toBe('Ship the exporter.');
    expect(taskFromCompaction('<state_snapshot><overall_goal>Port the CLI to Deno.</overall_goal></state_snapshot>')).toBe('Port the CLI to Deno.');
    expect(taskFromCompaction('The user wants a faster build.\n\nWe tried esbuild.')).toBe('The user wants a faster build.');
  });

  it('reads a bold heading whose colon is inside the bold, without the markdown', () => {
    const claude =
      'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\n' +
      'Summary:\n1. **Primary Request and Intent:** The user (maintainer of the VPN panel) asked, across several turns:\n' +
      '   a. **Initial (subscription page)**: fix the broken renewal button.\n   b. **Then**: add a test for it.\n\n' +
      '2. **Key Technical Concepts:**\n   - React Query';
    // The introduction of the list is no gist: the latest request leads.
    expect(taskFromCompaction(claude)).toBe(
      'The latest of 2 requests the summary lists: Then: add a test for it. — the first: Initial (subscription page): fix the broken renewal button.',
    );
    expect(nextStepFromCompaction('1. **Optional Next Step:** Push the branch.')).toBe('Push the branch.');
  });
});

describe('Ring', () => {
  it('keeps the newest items, de-duplicates by key', () => {
    const r = new Ring<number>(3);
    for (let i = 0; i < 10; i++) r.push(i);
    expect(r.toArray()).toEqual([7, 8, 9]);
    r.pushUnique(8, String);
    expect(r.toArray()).toEqual([7, 9, 8]);
    expect(r.size).toBe(3);
  });

  it('removes in place across the wrap-around, and behaves like a filtered list afterwards', () => {
    const r = new Ring<number>(5);
    const model: number[] = [];
    const push = (x: number) => {
      r.push(x);
      model.push(x);
      if (model.length > 5) model.shift();
    };
    for (let i = 0; i < 8; i++) push(i); // start is not 0 now
    r.removeWhere((x) => x % 2 === 1);
    model.splice(0, model.length, ...model.filter((x) => x % 2 === 0));
    expect(r.toArray()).toEqual(model);
    for (let i = 8; i < 15; i++) push(i);
    expect(r.toArray()).toEqual(model);
    r.removeWhere(() => true);
    expect(r.toArray()).toEqual([]);
    expect(r.last()).toBeUndefined();
  });
});
