import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'codex' });
  for (const e of events) b.add(e);
  return b.build();
}

/** Codex's unified exec frames every command's output with these lines; the command's own output follows `Output:`. */
const framed = (code: number, body: string): string => `Chunk ID: e3b53e\nWall time: 0.0000 seconds\nProcess exited with code ${code}\nOriginal token count: 0\nOutput:\n${body}`;

describe('failures that stand at the end', () => {
  it('a script run by an interpreter the shell lacks (`python`: not found) is resolved by the same script run by `python3`', () => {
    const script = (bin: string) => `${bin} - <<'PY'\nimport json, subprocess\nprint(json.loads(subprocess.check_output(['git', 'show', 'entire/checkpoints/v1:02/531488fcc5/metadata.json']))['files_touched'])\nPY`;
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'inspect the checkpoint metadata and report which fields it has' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'bash', command: script('python') },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 127, output: 'zsh:1: command not found: python\n' },
      { kind: 'shell', line: 3, callId: 'c2', tool: 'bash', command: script('python3') },
      { kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: "['packages/cli/src/index.ts']\n" },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a search that found nothing is an answer, also behind a quoted pattern holding `|` and the agent\'s output frame', () => {
    const search = `rg -n 'git blame --porcelain -L <start>,<end>|grep -n -F -- "<snippet line>" <path>|# Wat' skills/what-happened/SKILL.md README.md`;
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'check that the old wording is gone' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: search },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a diff that found differences answered, whatever its lines say; a diff that could not run failed', () => {
    const diff = (code: number, body: string) => build([
      { kind: 'user_prompt', line: 0, text: 'show me what the new guide adds' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'git diff --no-index /dev/null CONTRIBUTING.md' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: code !== 0, exitCode: code, output: framed(code, body) },
    ]);
    expect(diff(1, '+## Testing\n+- describe failure modes and what the agent should do\n+- error: never skip the lint step').errors).toEqual([]);
    expect(diff(128, 'error: Could not access \'CONTRIBUTING.md\'').errors).toHaveLength(1);
    const check = build([
      { kind: 'user_prompt', line: 0, text: 'regenerate the schema and check it is committed' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'npm run gen && git diff --exit-code schema/' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '+  "added": true') },
    ]);
    expect(check.errors).toHaveLength(1);
  });

  it('a call Claude Code cancelled because a parallel sibling failed never ran: it is no failure of its own', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'commit it' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git log -1 --format=%s' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, output: '<tool_use_error>Cancelled: parallel tool call Bash(git status) errored</tool_use_error>' },
    ]);
    expect(h.errors).toEqual([]);
  });

  it('a command that is no search still fails silently, and its frame is not taken for the telling line', () => {
    const h = build([
      { kind: 'user_prompt', line: 0, text: 'deploy it' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: "./deploy.sh --env 'staging|eu'" },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, '') },
    ]);
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.decisiveLine ?? '').not.toMatch(/Output:|Chunk ID|Wall time/);
  });

  it('a failure of several steps is resolved once each step has passed again, in one later run or several', () => {
    const run = (line: number, command: string, code: number, output = ''): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'exec_command', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output: framed(code, output) },
    ];
    const conflicted = [
      { kind: 'user_prompt', line: 0, text: 'fix the merge conflicts' } as TranscriptEvent,
      ...run(1, 'git status && echo "---" && git diff --check', 2, 'README.md:355: leftover conflict marker'),
      { kind: 'file_edit', line: 3, callId: 'e1', tool: 'apply_patch', paths: ['README.md'], change: 'update' } as TranscriptEvent,
      { kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'Success' } as TranscriptEvent,
    ];
    expect(build([...conflicted, ...run(5, 'git status', 0)]).errors).toHaveLength(1);
    expect(build([...conflicted, ...run(5, 'git status', 0), ...run(7, 'git diff --check README.md && echo clean', 0)]).errors).toEqual([]);
    // Checks too: a lint and a test run that failed in one run pass again in two.
    const chained = run(1, 'bun run lint 2>&1 && bun run test 2>&1 | tail -3', 1, '× Some errors were emitted while running checks.\nerror: script "lint" exited with code 1');
    const again = [...run(3, 'bun run lint 2>&1', 0, 'Checked 278 files in 106ms. No fixes applied.'), ...run(5, 'bun run test 2>&1 | tail -3', 0, ' 0 fail\nRan 1274 tests across 56 files.')];
    expect(build([conflicted[0]!, ...chained, ...again]).errors).toEqual([]);
    expect(build([conflicted[0]!, ...chained, ...again.slice(0, 2)]).errors).toHaveLength(1);
    // Piped into a search, a run exits with the search's answer: the lint did not pass for that.
    const checks = [...run(1, 'go build ./... && mise run lint', 1, '6 issues: ireturn'), ...run(3, 'mise run lint | grep -c ireturn', 0), ...run(5, 'go build ./...', 0)];
    expect(build([conflicted[0]!, ...checks]).errors).toHaveLength(1);
  });

  it('a check run through a wrapper that refused it is resolved when the check itself passes later', () => {
    const run = (line: number, command: string, code: number, output: string): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output },
    ];
    const refused = run(1, 'rtk bun run test 2>&1', 2, "error: unrecognized subcommand 'bun'\n\nUsage: rtk [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.");
    const prompt: TranscriptEvent = { kind: 'user_prompt', line: 0, text: 'show the agents as logos' };
    expect(build([prompt, ...refused]).errors).toHaveLength(1);
    expect(build([prompt, ...refused, ...run(3, 'bun run test 2>&1 | tail -5', 0, ' 1244 pass\n 0 fail\nRan 1244 tests across 56 files.')]).errors).toEqual([]);
  });

  it("a check's fixing form that failed (`lint:fix`) is resolved by the check passing later, not the other way round", () => {
    const run = (line: number, command: string, code: number, output: string): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output },
    ];
    const prompt: TranscriptEvent = { kind: 'user_prompt', line: 0, text: 'remove the 409 guard on completed remediations' };
    const fixFailed = run(1, 'bun run lint:fix 2>&1', 1, '× Some errors were emitted while applying fixes.\nerror: script "lint:fix" exited with code 1');
    const edit: TranscriptEvent[] = [
      { kind: 'file_edit', line: 3, callId: 'e1', tool: 'Edit', paths: ['frontend/src/components/RemediateTab.tsx'], change: 'update' },
      { kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'The file has been updated successfully.' },
    ];
    const lintPasses = run(5, 'bun run lint 2>&1', 0, '$ biome check --error-on-warnings\nChecked 274 files in 101ms. No fixes applied.');
    expect(build([prompt, ...fixFailed, ...edit, ...lintPasses]).errors).toEqual([]);
    const lintFailed = run(1, 'bun run lint 2>&1', 1, 'error: script "lint" exited with code 1');
    expect(build([prompt, ...lintFailed, ...run(3, 'bun run lint:fix 2>&1', 0, 'Checked 277 files in 121ms. Fixed 1 file.')]).errors).toHaveLength(1);
  });

  it("a failed lint is resolved by a later commit whose pre-commit hook ran the same script, not by a commit that skipped it", () => {
    const run = (line: number, command: string, code: number, output: string): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output },
    ];
    const prompt: TranscriptEvent = { kind: 'user_prompt', line: 0, text: 'commit and update changelog' };
    const lintFailed = run(1, 'bun run lint 2>&1', 1, [
      'Exit code 1',
      '$ biome check --error-on-warnings',
      ' src/shared/remediation/prompt-generator.test.ts format ━━━━━━━━━━',
      '  × Formatter would have printed the following content:',
      'error: script "lint" exited with code 1',
    ].join('\n'));
    const wrote: TranscriptEvent[] = [
      { kind: 'file_edit', line: 20, callId: 'w1', tool: 'Write', paths: ['src/shared/remediation/prompt-generator.test.ts'], change: 'update' },
      { kind: 'tool_result', line: 21, callId: 'w1', isError: false, output: 'The file has been updated.' },
    ];
    const commit = (flags: string, output: string) => run(3, `git commit ${flags}-m "Add target agent selection"`, 0, output);
    const hooked = ['[main d230782] Add target agent selection', ' 12 files changed, 565 insertions(+), 77 deletions(-)', '$ bun test src/', ' 1226 pass', ' 0 fail', '$ biome check --error-on-warnings', 'Checked 272 files in 102ms. No fixes applied.', '$ tsc --noEmit'].join('\n');
    expect(build([prompt, ...wrote, ...lintFailed, ...commit('', hooked)]).errors).toEqual([]);
    const skipped = '[main b220ccc] Add target agent selection\n 8 files changed, 185 insertions(+), 8 deletions(-)';
    expect(build([prompt, ...wrote, ...lintFailed, ...commit('--no-verify ', skipped)]).errors).toHaveLength(1);
  });

  it("a lint failure only in files the session never changed is someone else's work; in a file it changed it stands", () => {
    const edit = (line: number, path: string): TranscriptEvent[] => [
      { kind: 'file_edit', line, callId: `e${line}`, tool: 'Edit', paths: [path], change: 'update' },
      { kind: 'tool_result', line: line + 1, callId: `e${line}`, isError: false, output: 'The file has been updated successfully.' },
    ];
    const lintFix: TranscriptEvent[] = [
      { kind: 'shell', line: 5, callId: 'l1', tool: 'Bash', command: 'bun run lint:fix 2>&1' },
      {
        kind: 'tool_result',
        line: 6,
        callId: 'l1',
        isError: true,
        exitCode: 1,
        output: [
          'Exit code 1',
          '$ biome check --write',
          ' at frontend/src/App.tsx:40:13 lint/correctness/noUnusedImports  FIXABLE  ━━━━━━━━━━',
          '  × This import is unused.',
          'Checked 272 files in 112ms. Fixed 1 file.',
          'Found 1 error.',
          'error: script "lint:fix" exited with code 1',
        ].join('\n'),
      },
    ];
    const prompt: TranscriptEvent = { kind: 'user_prompt', line: 0, text: 'propagate isPhantomFile through the remediation pipeline' };
    const theirs = build([prompt, ...edit(1, 'src/shared/remediation/prompt-generator.ts'), ...lintFix]);
    expect(theirs.errors).toEqual([]);
    expect(theirs.statusReason).not.toContain('check failed');
    const ours = build([prompt, ...edit(1, 'frontend/src/App.tsx'), ...lintFix]);
    expect(ours.errors.map((e) => e.command)).toEqual(['bun run lint:fix 2>&1']);
    expect(ours.status).toBe('in_progress');
  });

  it('a push whose exit code a pipe hid still failed when git says it rejected it', () => {
    const hints = "hint: its remote counterpart. If you want to integrate the remote changes,\nhint: use 'git pull' before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.";
    const push = (output: string): TranscriptEvent[] => [
      { kind: 'user_prompt', line: 0, text: 'rewrite the skill without the new flags, commit and push' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git push 2>&1 | tail -3' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output },
    ];
    const h = build(push(hints));
    expect(h.errors).toHaveLength(1);
    expect(h.errors[0]?.text).toBe('`git push 2>&1 | tail -3` was rejected');
    expect(build(push('To github.com:acme/skills.git\n   5479e1f..7a21ceb  scope-skill -> scope-skill')).errors).toEqual([]);
  });

  describe('an edit refused until its file is read', () => {
    const claude = (events: TranscriptEvent[]) => {
      const b = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code', cwd: '/Users/dana/skills' });
      for (const e of events) b.add(e);
      return b.build();
    };
    const refused: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 0, text: 'flatten the plugin layout' },
      { kind: 'file_edit', line: 1, callId: 'e1', tool: 'Edit', paths: ['/Users/dana/skills/.codex-plugin/plugin.json'] },
      { kind: 'tool_result', line: 2, callId: 'e1', isError: true, output: '<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>' },
      { kind: 'assistant_text', line: 3, text: 'Actually the codex manifest may already be right. Checking.' },
    ];
    const read: TranscriptEvent[] = [
      { kind: 'tool_call', line: 4, callId: 'r1', tool: 'Read', summary: '/Users/dana/skills/.codex-plugin/plugin.json' },
      { kind: 'tool_result', line: 5, callId: 'r1', isError: false, output: '1\t{\n2\t  "skills": "./skills/"' },
      { kind: 'assistant_text', line: 6, text: 'Good: the codex manifest is correct, no change needed.' },
    ];

    it('is answered once the agent reads that file, whatever it decides then', () => {
      expect(claude([...refused, ...read]).errors).toEqual([]);
    });

    it('stands while the file is not read, and a read of another file answers nothing', () => {
      expect(claude(refused).errors).toHaveLength(1);
      const other = read.map((e) => (e.kind === 'tool_call' ? { ...e, summary: '/Users/dana/skills/README.md' } : e));
      expect(claude([...refused, ...other]).errors).toHaveLength(1);
    });
  });

  describe('a look whose words name a check', () => {
    const claude = (events: TranscriptEvent[]) => {
      const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
      for (const e of events) b.add(e);
      return b.build();
    };
    const run = (line: number, command: string, code: number, output: string): TranscriptEvent[] => [
      { kind: 'shell', line, callId: `c${line}`, tool: 'Bash', command },
      { kind: 'tool_result', line: line + 1, callId: `c${line}`, isError: code !== 0, exitCode: code, output: code !== 0 ? `Exit code ${code}\n${output}` : output },
    ];

    it('a state file read in a folder named test-repos is no check: a later passing test run resolves it', () => {
      const h = claude([
        { kind: 'user_prompt', line: 0, text: 'the last checkpoint in my test repo has the transcript from the one before, please debug the hook' },
        ...run(1, 'cd /Users/dana/test-repos/shop && cat .entire/tmp/session-start 2>/dev/null && echo && cat .entire/tmp/active 2>/dev/null', 1, ''),
        { kind: 'file_edit', line: 3, callId: 'e1', tool: 'Edit', paths: ['/Users/dana/agent/internal/hooks.go'], change: 'update' },
        { kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'The file has been updated.' },
        ...run(5, 'go vet ./... && go test ./...', 0, 'ok  \tagent/internal\t0.4s'),
        ...run(7, 'git add -A && git commit -m "fix(hooks): keep each checkpoint to its own transcript" && git push origin main', 0, '[main 95198c5] fix(hooks)'),
        { kind: 'assistant_text', line: 9, text: 'Committed and pushed to main as 95198c5.' },
      ]);
      expect(h.errors).toEqual([]);
      expect(h.status).toBe('complete');
    });

    it('`git check-ignore` is a question to git, not a check that passed', () => {
      const h = claude([
        { kind: 'user_prompt', line: 0, text: 'why is the docs folder not showing up in git status?' },
        ...run(1, 'ls -la docs/ 2>&1 && git check-ignore -v docs/guide.md 2>&1', 0, '.gitignore:3:docs/\tdocs/guide.md'),
      ]);
      expect(h.currentState.some((f) => /Last check/.test(f.text))).toBe(false);
    });
  });

  it('a chain that ends by looking for what it just moved away fails on that look: the absence is what it made', () => {
    const move = (command: string, output: string) => build([
      { kind: 'user_prompt', line: 0, text: 'yeah move it to the root level' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: `Exit code 1\n${output}` },
    ]);
    const gone = 'FIRST-TIME-CONTRIBUTORS.md\nls: docs: No such file or directory';
    expect(move('mv docs/first-time-contributors.md FIRST-TIME-CONTRIBUTORS.md && rmdir docs && ls FIRST-TIME-CONTRIBUTORS.md && ls docs 2>&1', gone).errors).toEqual([]);
    // The move itself failing, or a look at something the chain did not remove, still stands.
    expect(move('mv docs/guide.md GUIDE.md && ls docs/guide.md', 'mv: rename docs/guide.md to GUIDE.md: No such file or directory').errors).toHaveLength(1);
    expect(move('rmdir docs && ls site', 'ls: site: No such file or directory').errors).toHaveLength(1);
  });

  it('a failed step the agent fixed files after and committed is over; a failed check still has to pass again', () => {
    const session = (failing: string, output: string) => build([
      { kind: 'user_prompt', line: 0, text: 'look at the failing checks on PR 11 and fix them' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: failing },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: framed(1, output) },
      { kind: 'file_edit', line: 3, callId: 'e1', tool: 'apply_patch', paths: ['.github/workflows/ci.yml'], change: 'update' },
      { kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'Success' },
      { kind: 'shell', line: 5, callId: 'c2', tool: 'exec_command', command: 'git add .github/workflows/ci.yml && git commit -m "Use mise tasks in the workflows"' },
      { kind: 'tool_result', line: 6, callId: 'c2', isError: false, exitCode: 0, output: framed(0, '[soph/fixing-tests 3c1d2e4] Use mise tasks in the workflows') },
      { kind: 'assistant_text', line: 7, text: 'Committed the workflow fix as 3c1d2e4.' },
    ]);
    expect(session('gh pr checks 11', 'lint-e2e\tfail\t34s\thttps://github.com/acme/agents/actions/runs/1/job/2').errors).toEqual([]);
    expect(session('go test ./...', '--- FAIL: TestLifecycle (0.02s)').errors).toHaveLength(1);
  });

  it('a command that only looks answers with what it finds missing; one that changes something fails', () => {
    const look = (command: string, code: number, output: string) => build([
      { kind: 'user_prompt', line: 0, text: 'why is git so slow in this repo? look at the object store' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: code, output: framed(code, output) },
      { kind: 'assistant_text', line: 3, text: 'The commit-graph is missing and gc never ran: that is why.' },
    ]);
    expect(look('git cat-file -t 5f600f1f85a9a2abd3961705f11f9722ec30d40f 2>&1', 128, 'fatal: git cat-file: could not get object info').errors).toEqual([]);
    expect(look('ls .git/objects/info/packs 2>&1; echo "---"; cat .git/gc.log 2>&1 | wc -c', 1, 'ls: .git/gc.log: No such file or directory').errors).toEqual([]);
    expect(look('git gc --prune=now 2>&1', 128, 'fatal: bad object refs/heads/main').errors).toHaveLength(1);
    // A read of a git setting that is not set exits 1 with nothing printed: the answer is "not set".
    expect(look('git config --get core.hooksPath', 1, '').errors).toEqual([]);
    expect(look('git config --global user.email', 1, '').errors).toEqual([]);
    expect(look('git config user.name Dana', 1, 'error: could not lock config file .git/config: File exists').errors).toHaveLength(1);
    expect(look('diff -u a.txt b.txt', 2, 'diff: b.txt: No such file or directory').errors).toHaveLength(1);
  });
  it('a failure the user pasted into the latest prompt stands while the assistant only answers in words', () => {
    const pasted = 'npm run dev\n> web@0.3.1 dev\n> vite\n\nError: Cannot find module @rollup/rollup-darwin-arm64. npm has a bug related to optional dependencies';
    const reply = 'That is the npm optional-dependencies bug: delete node_modules and package-lock.json, then run npm install again.';
    const session = (after: TranscriptEvent[]) => build([
      { kind: 'user_prompt', line: 0, text: 'upgrade vite to v6' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'npm install vite@6 && npm run build' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: framed(0, 'built in 1.2s') },
      { kind: 'assistant_text', line: 3, text: 'Upgraded vite to 6.0.3; the build passes.' },
      { kind: 'user_prompt', line: 4, text: pasted },
      ...after,
    ]);
    const answered = session([{ kind: 'assistant_text', line: 5, text: reply }]);
    expect(answered.errors).toHaveLength(1);
    expect(answered.errors[0]?.decisiveLine).toMatch(/^Error: Cannot find module @rollup\/rollup-darwin-arm64/);
    expect(answered.errors[0]?.source.line).toBe(4);
    // Run again after it (and passing), the pasted failure is over: the ledger speaks for what ran.
    const rerun = session([
      { kind: 'shell', line: 5, callId: 'c2', tool: 'exec_command', command: 'rm -rf node_modules package-lock.json && npm install && npm run dev -- --help' },
      { kind: 'tool_result', line: 6, callId: 'c2', isError: false, exitCode: 0, output: framed(0, 'vite v6.0.3') },
      { kind: 'assistant_text', line: 7, text: 'Reinstalled; the dev server starts now.' },
    ]);
    expect(rerun.errors).toEqual([]);
    // Words about errors are no pasted failure.
    expect(build([{ kind: 'user_prompt', line: 0, text: 'the error message could be friendlier when the config is missing' }, { kind: 'assistant_text', line: 1, text: 'Agreed.' }]).errors).toEqual([]);
  });

  it('a commit a pre-commit hook refused stands until a commit goes through or a check passes by its own exit code', () => {
    const hook = '$ bun test src/\n 1606 pass\n 24 fail\nerror: Cannot find module \'@octokit/rest\' from \'tmp/clones/a/src/x.test.ts\'\nhusky - pre-commit script failed (code 1)';
    const session = (after: TranscriptEvent[]) => build([
      { kind: 'user_prompt', line: 0, text: 'commit' },
      { kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'git add src/tour.tsx && git commit -m "$(cat <<\'EOF\'\nEmbed the tour\nEOF\n)"' },
      { kind: 'tool_result', line: 2, callId: 'c1', isError: true, exitCode: 1, output: hook },
      ...after,
      { kind: 'assistant_text', line: 9, text: 'The hook fails on tests of cloned repositories under tmp/. Should I commit with --no-verify?' },
    ]);
    // A test run piped into `tail` exits with tail's code: it passed nothing, the refusal stands.
    const piped = session([
      { kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: 'bun test src/ 2>&1 | tail -5' },
      { kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: ' 1606 pass\n 24 fail' },
    ]);
    expect(piped.errors).toHaveLength(1);
    expect(piped.errors[0]?.text).toMatch(/^`git add src\/tour.tsx && git commit/);
    const committed = session([
      { kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: 'git commit --no-verify -m "Embed the tour"' },
      { kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: '[main 9f02a1c] Embed the tour' },
    ]);
    expect(committed.errors).toEqual([]);
    const checked = session([
      { kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: 'bun run typecheck 2>&1' },
      { kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: '$ tsc --noEmit' },
    ]);
    expect(checked.errors).toEqual([]);
  });

  it('a check that ran files of the work by name is over once a commit carries them fixed; a check of the whole project is not', () => {
    const ranScript = (n: number, file: string, body: string): TranscriptEvent[] => [
      { kind: 'shell', line: n, callId: `c${n}`, tool: 'exec_command', command: `bun --check ${file}` },
      { kind: 'tool_result', line: n + 1, callId: `c${n}`, isError: true, exitCode: 1, output: framed(1, body) },
    ];
    const edit = (n: number, path: string): TranscriptEvent[] => [
      { kind: 'file_edit', line: n, callId: `e${n}`, tool: 'apply_patch', paths: [path], change: 'update' },
      { kind: 'tool_result', line: n + 1, callId: `e${n}`, isError: false, output: 'Success. Updated the following files:' },
    ];
    const commit: TranscriptEvent[] = [
      { kind: 'shell', line: 20, callId: 'c20', tool: 'exec_command', command: 'git add scripts/release.ts scripts/publish.ts && git commit -m "fix(release): harden npm publish recovery"' },
      { kind: 'tool_result', line: 21, callId: 'c20', isError: false, exitCode: 0, output: framed(0, '[main fd07a0a5] fix(release): harden npm publish recovery\n 2 files changed, 230 insertions(+), 16 deletions(-)') },
    ];
    const work: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 0, text: 'make the github release and publish action more robust' },
      ...edit(1, 'scripts/release.ts'),
      ...edit(3, 'scripts/publish.ts'),
      ...ranScript(5, 'scripts/publish.ts', '❌ Failed to publish @agentv/core@4.40.1-next.1'),
      ...ranScript(7, 'scripts/release.ts', '❌ Working directory has uncommitted changes:\n M scripts/release.ts'),
    ];
    expect(build(work).errors).toHaveLength(2);
    // committed as it was when its run failed, the publish script is not fixed; the release script's refusal of the
    // uncommitted tree ends with the commit itself
    expect(build([...work, ...commit]).errors.map((e) => e.command)).toEqual(['bun --check scripts/publish.ts']);
    const fixed = [...work, ...edit(11, 'scripts/publish.ts')];
    expect(build([...fixed, ...commit]).errors).toEqual([]);
    const wholeProject: TranscriptEvent[] = [
      { kind: 'shell', line: 9, callId: 'c9', tool: 'exec_command', command: 'bun run test' },
      { kind: 'tool_result', line: 10, callId: 'c9', isError: true, exitCode: 1, output: framed(1, 'error: Database connection failed') },
    ];
    expect(build([...fixed, ...wholeProject, ...commit]).errors.map((e) => e.command)).toEqual(['bun run test']);
  });
});
