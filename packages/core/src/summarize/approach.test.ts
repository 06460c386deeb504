// The agent's approach (issue 12, class 7): the fix or the cause the agent stated in the turn that made the edits,
// tied to what those edits touched, next to the hard negatives that must stay out (narration, questions, code, a
// report that only lists files or tests, a failing test's diagnosis, a statement the edits do not bear out).
// Every fixture is made up, shaped like real Claude Code sessions.
import { describe, expect, it } from 'vitest';
import { handoff, line } from './__fixtures__/claude-records.js';
import { approachStatements, isTestPath, tiedStatement } from './approach.js';

const prompt = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const edit = (id: string, path: string, oldString: string, newString: string) =>
  line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: path, old_string: oldString, new_string: newString } }] } });
const result = (id: string, isError = false) =>
  line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: isError ? 'String to replace not found in file.' : 'The file has been updated successfully.', is_error: isError }] } });
const approaches = (records: string[]) => handoff(records).decisions.map((d) => d.text).filter((t) => t.startsWith("The agent's approach"));

const BRANCH_GO = '/repo/internal/git/branch.go';
const OLD = 'func deleteBranch(name string) error {\n\tout, err := exec.Command("git", "show-ref", "--verify", name).Output()\n\tif err != nil {\n\t\treturn ErrBranchNotFound\n\t}';
const NEW = 'func deleteBranch(name string) error {\n\tout, err := exec.Command("git", "show-ref", "--verify", name).Output()\n\tvar exitErr *exec.ExitError\n\tif errors.As(err, &exitErr) && exitErr.ExitCode() == 1 {\n\t\treturn ErrBranchNotFound\n\t}';
const FIX = 'The fix: check the exit code from `git show-ref`. Exit code 1 = ref not found, 128+ = fatal error.';

describe('the statement of the fix or the cause, in one message', () => {
  it('carries the change a cause calls for when it names the code it changes', () => {
    const cause = 'The problem is that skill files appear in both `contextFiles` and the `skills` array, causing duplicate paths in the tree.';
    expect(approachStatements(`${cause} I need to deduplicate in \`buildContextTree\`.`).map((s) => s.text)).toEqual([`${cause} I need to deduplicate in \`buildContextTree\`.`]);
    expect(approachStatements(`${cause} I need to look at the callers first.`).map((s) => s.text)).toEqual([cause]);
  });

  it('takes a statement led by what it states, with the sentence that goes on', () => {
    expect(approachStatements(`Valid point.\n\n${FIX} I need \`exec.ExitError\` to tell them apart.`).map((s) => s.text)).toEqual([FIX]);
    const cause = "It's not Windows-specific — the bug is in `normalizeLineEndings` which is shared. It affects every CRLF file.";
    expect(approachStatements(cause).map((s) => s.text)).toEqual([cause]);
    expect(approachStatements('Done. The fix adds a guard for `ctx.Done()` at the start of `pollQueue`, so a cancelled worker exits at once.').map((s) => s.text)).toEqual([
      'The fix adds a guard for `ctx.Done()` at the start of `pollQueue`, so a cancelled worker exits at once.',
    ]);
  });

  it('leaves out narration, questions, code, labels of a list and statements that say only where', () => {
    expect(approachStatements('Let me check the fix in `deleteBranch` before I run the tests again.')).toEqual([]);
    expect(approachStatements('Is the fix in `deleteBranch` really the right place for this check?')).toEqual([]);
    expect(approachStatements('```go\n// The fix: check the exit code from git show-ref\n```')).toEqual([]);
    expect(approachStatements('Fix 3 & 4: `deleteBranch` and `renameBranch` now check the exit code of git.')).toEqual([]);
    expect(approachStatements('Bug #2 (`deleteBranch` swallowed errors): fixed and tested.')).toEqual([]);
    expect(approachStatements('The bug is in `branch.go:120`.')).toEqual([]);
    expect(approachStatements("The change is narrow: I'll inspect `deleteBranch`, run the focused check, then patch only the exit code path.")).toEqual([]);
    expect(approachStatements('The fix was in `branch.go`:')).toEqual([]);
    // No name: nothing to tie it to the edits.
    expect(approachStatements('The fix is straightforward — a single paragraph cannot have trailers.')).toEqual([]);
  });

  it('leaves out the diagnosis of a failing test: the test is wrong, not the approach of the work', () => {
    expect(approachStatements('The issue is that the test creates a checkpoint without setting `AgentType`, so the lookup fails.')).toEqual([]);
    expect(approachStatements('The issue is that `setup_test.go` holds variables only the test build sees.')).toEqual([]);
  });

  it("leaves out the plan of a test's set-up, told after the paragraph has turned to tests", () => {
    const setUp =
      'Now I understand the helpers. For item 3, I need to test that `retryQueue` goes on when one push fails. The approach: put 3 job IDs in `pendingJobs`, but only 2 exist in the store.';
    expect(approachStatements(setUp)).toEqual([]);
    // The same statement with no test before it in its paragraph is the work's approach.
    expect(approachStatements('The approach: put 3 job IDs in `pendingJobs`, but only 2 exist in the store.').map((s) => s.text)).toHaveLength(1);
  });

  it("takes the opening of a report's section headed as the fix, with the first item of the list it introduces", () => {
    const report =
      '## Summary of Changes\n\n### The Problem You Identified\nThe scripts sourced `.env` under `set -u`.\n\n### The Fix Applied\nBoth loader scripts (`scripts/load-env.sh` and `scripts/run-env.sh`) now:\n\n1. **Extract only `APP_DEBUG`** instead of sourcing the entire .env file\n2. **Use grep + cut** to read the value';
    expect(approachStatements(report).map((s) => s.text)).toEqual([
      'The Fix Applied: Both loader scripts (`scripts/load-env.sh` and `scripts/run-env.sh`) now: Extract only `APP_DEBUG` instead of sourcing the entire .env file',
    ]);
    // A section of another kind, or code under the heading, states nothing.
    expect(approachStatements('### Fix Options\nBoth loader scripts (`scripts/load-env.sh`) could extract only `APP_DEBUG` instead.')).toEqual([]);
    expect(approachStatements('### The Fix\n```sh\nexport APP_DEBUG\n```\nBoth loader scripts (`scripts/load-env.sh`) read only `APP_DEBUG` now.')).toEqual([]);
  });

  it('is tied to the edits only by a name they touched', () => {
    const [st] = approachStatements(FIX);
    expect(st).toBeDefined();
    expect(tiedStatement(st ? [st] : [], NEW.toLowerCase())).toBe(FIX);
    expect(tiedStatement(st ? [st] : [], 'func renamebranch(old, name string) error {')).toBeNull();
  });

  it('knows a test file from the code', () => {
    expect(['cmd/git/branch_test.go', 'src/a.test.ts', 'web/b.spec.js', 'tests/test_branch.py', 'pkg/__tests__/x.ts'].every(isTestPath)).toBe(true);
    expect(['cmd/git/branch.go', 'src/testing-library.ts', 'src/contest.ts'].some(isTestPath)).toBe(false);
  });
});

describe("the agent's approach in the handoff", () => {
  const turn = [
    prompt('Review comment: `deleteBranch` maps every show-ref failure to ErrBranchNotFound; 128 is a fatal error, not a missing ref.'),
    say(`Valid point.\n\n${FIX}`),
    edit('e1', BRANCH_GO, OLD, NEW),
    result('e1'),
    say('All passing. Replied to the thread.'),
  ];

  it("is one item, the agent's words, from the turn that made the edits", () => {
    expect(approaches(turn)).toEqual([`The agent's approach: "${FIX}"`]);
  });

  it('needs the edit to have succeeded and to touch what the statement names', () => {
    expect(approaches([...turn.slice(0, 3), result('e1', true), turn[4] as string])).toEqual([]);
    const elsewhere = edit('e1', '/repo/internal/log/level.go', 'level := "info"', 'level := "debug"');
    expect(approaches([turn[0] as string, turn[1] as string, elsewhere, result('e1'), turn[4] as string])).toEqual([]);
    // Said with no edit at all: an answer, no approach taken.
    expect(approaches([turn[0] as string, turn[1] as string])).toEqual([]);
  });

  it('a later turn that only edits tests keeps the approach of the work before it', () => {
    const tests = [
      prompt('can we add tests for this?'),
      say('The fix is covered now: `TestDeleteBranch_FatalError` checks the exit code path.'),
      edit('e2', '/repo/internal/git/branch_test.go', 'package git', 'package git\n\nfunc TestDeleteBranch_FatalError(t *testing.T) {}'),
      result('e2'),
      say('Added 2 tests.'),
    ];
    expect(approaches([...turn, ...tests])).toEqual([`The agent's approach: "${FIX}"`]);
  });

  it("takes no diagnosis of the compile error the turn's own edit made: the slip is repaired, no approach chosen", () => {
    const loop = 'for {\n\tselect {\n\tcase msg := <-msgCh:\n\t\tprocess(msg)\n\tflushed:\n\t\tflushAll()\n\t}\n}';
    const slip = [
      ...turn,
      edit('e4', BRANCH_GO, 'return nil\n}', `${loop}\n}`),
      result('e4'),
      say("There's a syntax error. Let me check the area around line 88."),
      line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'r1', name: 'Read', input: { file_path: BRANCH_GO, offset: 80, limit: 20 } }] } }),
      line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'r1', content: `    80→${loop}` }] } }),
      say('The issue is that the `flushed:` label sits inside the `select` statement, and Go does not allow a label before a `case`.'),
      edit('e5', BRANCH_GO, loop, 'for {\n\tselect {\n\tcase msg := <-msgCh:\n\t\tprocess(msg)\n\t\tflushAll()\n\t}\n}'),
      result('e5'),
    ];
    expect(approaches(slip)).toEqual([`The agent's approach: "${FIX}"`]);
    // Without the compile error named before it, the same words diagnose a problem and choose no remedy: the fix the
    // turn stated stays its approach.
    expect(approaches(slip.filter((r) => !r.includes('syntax error')))).toEqual([`The agent's approach: "${FIX}"`]);
  });

  it('a later turn that edits code without stating an approach leaves none', () => {
    const rename = [prompt('rename deleteBranch to removeBranch'), edit('e3', BRANCH_GO, 'func deleteBranch(', 'func removeBranch('), result('e3'), say('Renamed.')];
    expect(approaches([...turn, ...rename])).toEqual([]);
  });
});

describe('a diagnosis and a remedy said in one message', () => {
  const DISPATCH = '/repo/plugins/collab/scripts/dispatch.sh';
  const MESSAGE =
    'So Codex uses `sandbox: "workspace-write"` vs `"read-only"` — that\'s its permission model.\n\n' +
    'The issue: `--write` gives Codex write access to the entire workspace, not just `.entire/collab/`. That\'s the equivalent of `full-auto` for files.\n\n' +
    "The better approach: don't pass `--write` to Codex. Instead, let Codex run in its default read-only sandbox.\n\n" +
    'Let me update `dispatch.sh` to remove `--write` and the `--approval-mode full-auto` fallback.';

  it('states both, each labelled for what it is', () => {
    expect(approachStatements(MESSAGE).map((s) => [s.text.slice(0, 20), s.remedy])).toEqual([
      ['The issue: `--write`', false],
      ['The better approach:', true],
    ]);
  });

  it('takes a weighed label only after what it answers, not opening the message', () => {
    expect(approachStatements('The simplest approach is to have the command use the lower-level helpers directly instead of going through `promptShellCompletion`. Let me read the current command.')).toEqual([]);
    expect(approachStatements('Right — the auth store is in-memory only, so on session restore the email is lost. Simplest fix: persist `userEmail` to localStorage so it survives refreshes.').map((s) => s.text)).toEqual([
      'Simplest fix: persist `userEmail` to localStorage so it survives refreshes.',
    ]);
  });

  it('takes the remedy as the approach when the edits bear both out', () => {
    const records = [
      prompt("don't do full auto for codex"),
      say(MESSAGE),
      edit('e1', DISPATCH, 'node "$companion" task --write --prompt-file "$1"', 'node "$companion" task --prompt-file "$1"'),
      result('e1'),
      say('Removed `--write`; Codex now runs with the approval policy the user configured.'),
    ];
    expect(approaches(records)).toEqual([expect.stringContaining("The better approach: don't pass `--write` to Codex.")]);
  });
});

describe('a closing report that states the cause and the choice made', () => {
  const WORKFLOW = '/repo/.github/workflows/changelog.yml';
  const report = [
    'The fix is clean. Here is what was wrong and what changed:',
    '',
    '**Root cause:** The workflow used `${{ steps.get-commit.outputs.message }}` directly inside `run:` scripts, which means GitHub Actions expands the expression *before* the shell executes. When the commit message contained backticks, the shell treated them as command substitution.',
    '',
    '**Fix:** Moved the commit message (and other step outputs) from inline `${{ }}` interpolation to `env:` blocks instead of expanding them in the script. When values are passed via `env:`, GitHub Actions sets them as environment variables without shell interpretation.',
  ].join('\n');
  const records = [
    prompt('during CI this error occured: Run COMMIT_MSG="Disable the live view when I close the TUI with `q`\nline 3: q: command not found\nError: Process completed with exit code 127.'),
    edit('e1', WORKFLOW, '        run: |\n          COMMIT_MSG="${{ steps.get-commit.outputs.message }}"', '        env:\n          COMMIT_MSG: ${{ steps.get-commit.outputs.message }}\n        run: |'),
    result('e1'),
    say(report),
  ];

  it('takes no diagnosis alone: a cause, a problem or an issue found chooses between nothing', () => {
    const diagnoses: [string, string, string][] = [
      ['Cause is `website/theme_data.json`, which pins 12 of 80 widgets; everything else renders live against the clock.', '/repo/website/theme_data.json', '"pinned": []'],
      ['Problem: the query with JOINs to `orders` and `customers` times out on the production table.', '/repo/db/queries.go', 'FROM orders JOIN customers'],
      ['Issue [#412](https://github.com/acme/shop/issues/412) asks for a `vendor.tar.gz` archive as a release asset, so offline builds can fetch it.', '/repo/.github/workflows/release.yml', 'tar -czf vendor.tar.gz vendor'],
    ];
    for (const [said, path, written] of diagnoses) {
      const records = [prompt('the widget page is slow, fix it'), say(said), edit('e1', path, 'old line', written), result('e1')];
      expect(approaches(records)).toEqual([]);
      // The same edits after a remedy named: that is the approach.
      const remedy = `The fix: write \`${path.split('/').pop()}\` from the recorder instead of by hand.`;
      expect(approaches([...records.slice(0, 2), say(remedy), ...records.slice(2)])).toEqual([`The agent's approach: "${remedy}"`]);
    }
  });

  it("shows the message's choice once, and its diagnosis of the cause as no approach beside it", () => {
    const ds = handoff(records).decisions.map((d) => d.text);
    expect(ds.some((t) => t.includes('to `env:` blocks'))).toBe(true);
    expect(approaches(records)).toEqual([]);
  });
});
