import { describe, expect, it } from 'vitest';
import { asksOnly, claimsCompletion, leavesNothingOpen, reportedFailure } from './claims.js';
import { FileLedger } from './file-ledger.js';
import { noLocalCheck } from './unchecked-files.js';
import { isOffer } from './questions.js';

describe('what the last message claims', () => {
  it('reads a plain "works correctly" report as completion', () => {
    expect(claimsCompletion('Now the sessions are sorted newest first. The sorting is working correctly.')).toBe(true);
    expect(claimsCompletion('The sorting is still not working.')).toBe(false);
  });

  it('reads a report of the work in the passive ("has been written to") as completion, not one that goes on or asks', () => {
    expect(claimsCompletion('The changelog entry has been written to `CHANGELOG.md`. It lists the three new flags under 2.4.0.')).toBe(true);
    expect(claimsCompletion('The migration has been added, but the staging database is still not updated.')).toBe(false);
    expect(claimsCompletion('The config has been updated; the build fails on the missing key.')).toBe(false);
    expect(claimsCompletion('Has the lockfile been updated on your side?')).toBe(false);
  });

  it('reads a plain "It works perfectly." closing the report as completion, not a "works" that goes on', () => {
    expect(claimsCompletion('It works perfectly. The CLI called the MCP tools and returned the readings.\n\n**Summary:** the test server is at `test/web.go`.')).toBe(true);
    expect(claimsCompletion('It works.')).toBe(true);
    expect(claimsCompletion('It works for the first request, but the second one hangs.')).toBe(false);
    expect(claimsCompletion('It works perfectly on main but not yet on this branch.')).toBe(false);
  });

  it('reads "All passing." and a closing "Summary of Changes" as completion, not one that still lists work', () => {
    expect(claimsCompletion('All passing. A fake-but-descriptive path is clearer about what that argument represents.')).toBe(true);
    expect(claimsCompletion('The remaining callers are fine.\n\n## Summary of Changes\n\n1. **Rewind** - uses the agent stored in the rewind point')).toBe(true);
    expect(claimsCompletion('## Summary of Changes\n\n1. Rewind reads the stored agent\n\nRemaining: the debug command still guesses')).toBe(false);
    expect(claimsCompletion('All of the callers still guess the agent.')).toBe(false);
  });

  it('reads "Both pass. Here\'s a summary of the changes" and report lines led by the file as completion', () => {
    const report =
      "Both pass. Here's a summary of the changes:\n\n**`mise.toml`** — Added `fmt:check` task that checks formatting without modifying files.\n\n**`.github/workflows/lint.yml`** — Replaced all 3 lint steps with mise task equivalents.";
    expect(claimsCompletion(report)).toBe(true);
    expect(claimsCompletion('**`mise.toml`** — Added a `fmt:check` task.')).toBe(true);
    expect(claimsCompletion('Both pass locally, but the CI job still uses the old action.')).toBe(false);
  });

  it("reads a report that closes with an Insight aside by the report, not by the aside's \"but\"", () => {
    const report = `All changes are in place. Here's what was updated:

**SKILL.md** — Updated description to document argument-based invocation.

\`★ Insight ─────────────────────────────────────\`
The routing works at two levels, but both paths converge on the same phase files; a wrong name fails to load.
\`─────────────────────────────────────────────────\``;
    expect(claimsCompletion(report)).toBe(true);
    expect(reportedFailure(report)).toBeNull();
    expect(claimsCompletion('Updated the docs, but the build fails on the new link.')).toBe(false);
  });

  it('reads a note logged at its path, listing what is left for a later look, as completion of the request to log it', () => {
    const report =
      "Logged the issue at `.planning/debug/expired-token-stuck-initializing.md` with symptoms, hypotheses, and key files to investigate when it becomes reproducible.\n\nWhat's the quick task you'd like to work on?";
    expect(claimsCompletion(report)).toBe(true);
    expect(claimsCompletion('Saved the plan to `docs/plan.md`.')).toBe(true);
    expect(claimsCompletion('Logged the issue at `notes/bug.md`, but I still need to investigate the token refresh.')).toBe(false);
  });

  it('reads resolved conflicts as completion, not a resolution still to come', () => {
    expect(claimsCompletion('Compiles clean. Conflicts resolved — both changes are combined.')).toBe(true);
    expect(claimsCompletion('Two conflicts are not yet resolved.')).toBe(false);
  });

  it('reads code named in a fix report ("the two error handlers", "is then passed to") as code, not as a failure or more work', () => {
    const report =
      'The fix:\n- Changed `log.Printf(...)` → `msg := fmt.Sprintf(...)`\n- This creates the `msg` variable that is then passed to `respond(false, msg)` on line 88\n\n' +
      'During the merge the two error handlers got mixed up: the first kept the new `respond` call, the second the old `log.Printf`.';
    expect(leavesNothingOpen(report)).toBe(true);
    expect(claimsCompletion(report)).toBe(true);
    expect(leavesNothingOpen('Changed the retry loop. The error handler still swallows the timeout.')).toBe(false);
    expect(leavesNothingOpen('Changed the retry loop. Then I will add the error handler.')).toBe(false);
    expect(leavesNothingOpen('The build shows an error in the handler.')).toBe(false);
  });

  it('reads a layout\'s side and what the user will now see as a report of the result, not work left', () => {
    const report =
      'Server is running with the updated UI. Open `http://localhost:8080` — you should now see:\n\n- **Markdown rendering** via `marked.js`\n' +
      '- **Styled chat bubbles** — blue left-border for user messages, green for the answers\n- **Sidebar** pinned on the left';
    expect(leavesNothingOpen(report)).toBe(true);
    expect(leavesNothingOpen('The bubbles are styled. You should restart the server before testing.')).toBe(false);
    expect(leavesNothingOpen('Styled the bubbles; the left panel is not done yet.')).toBe(false);
    expect(leavesNothingOpen('Styled the bubbles. Two components are left to migrate.')).toBe(false);
  });

  it('finds a check the report says still fails, not one it says was fixed', () => {
    expect(reportedFailure('✅ **Unit tests pass**\n❌ **Integration tests failing**\n\nI fixed bugs 1 and 2.')).toBe('❌ Integration tests failing');
    expect(reportedFailure('The e2e tests are still failing on CI.')).toBe('The e2e tests are still failing on CI.');
    expect(reportedFailure('Fixed the failing integration tests; all pass now.')).toBeNull();
    expect(reportedFailure('The future-date test fails because the range is checked first.')).toBeNull();
  });

  it('finds a problem a report opens on and asks the user how to recover from, not one it already recovered from', () => {
    const report = [
      '**Problem detected — the migration ran against the shared staging database.**',
      '',
      'It created `orders_v2` there instead of in the local container, and recorded it as applied.',
      '',
      '**Recovery plan:** drop `orders_v2` on staging and rerun the migration locally.',
      '',
      'Approve the drop?',
    ].join('\n');
    expect(reportedFailure(report)).toBe('Problem detected — the migration ran against the shared staging database.');
    expect(reportedFailure(report.replace('Approve the drop?', 'I dropped it and reran the migration locally; it is undone.'))).toBeNull();
    expect(reportedFailure(report.replace('Approve the drop?', 'Dropped it.\n\nWant me to add a guard?').replace('and recorded it as applied', 'and I reverted it'))).toBeNull();
    expect(reportedFailure(`Done with the migration.\n\n${report}`)).toBeNull();
  });

  it('reads an offer that names the next phase by a title with a dash in it', () => {
    expect(isOffer('Want me to start **Phase 3 — the bookmarks CRUD UI + server actions** next?')).toBe(true);
    expect(isOffer('Should I also wire up **Step 4 — the public profile page** now?')).toBe(true);
    expect(isOffer('Want me to start **Phase 3 — the CRUD UI**, or deploy first?')).toBe(false);
    expect(isOffer('Two ways to go — keep the pooler or switch back to the direct host?')).toBe(false);
  });

  it('tells an offer of more work from a question that waits on a choice', () => {
    expect(isOffer('Want me to commit and push?')).toBe(true);
    expect(isOffer('Would you like me to also set gc.auto 0 on your repo now?')).toBe(true);
    expect(isOffer('Should I keep it at 50 or revert to 20?')).toBe(false);
    expect(isOffer('Which approach do you prefer?')).toBe(false);
    // The other branch hands the work back to the user: no choice waits on it.
    expect(isOffer('Want me to dispatch `finishing-a-development-branch` to decide next steps (merge / PR / park), or are you taking it from here with the manual verification?')).toBe(true);
    expect(isOffer('Want me to open the PR, or would you rather do it yourself?')).toBe(true);
    expect(isOffer('Want me to open the PR, or are you reviewing the diff first?')).toBe(false);
    // The step that ships finished work, put as a yes or no, offers it too; a question about the work itself asks.
    expect(isOffer('Would you like to mark the PR as ready for review?')).toBe(true);
    expect(isOffer('Do you want to merge it now?')).toBe(true);
    expect(isOffer('Would you like to keep the old flag as an alias?')).toBe(false);
    expect(isOffer('Would you like to merge it now, or wait for the second review?')).toBe(false);
    // "…, or anything else?" asks for the next request: it names no alternative to the offer.
    expect(isOffer('Want me to push this as a PR, or anything else?')).toBe(true);
    expect(isOffer('Want me to push this as a PR, or keep it local?')).toBe(false);
    // After a finished report, an invitation to ask about it names no alternative to the next step it offers.
    expect(isOffer('Do you have any questions about the Architecture Document, or would you like to proceed to creating epics and stories?')).toBe(true);
    expect(isOffer('Any questions, or shall I move on to the migration?')).toBe(true);
    expect(isOffer('Do you have any questions, or should we use Redis or Postgres?')).toBe(false);
    expect(isOffer('Would you like to proceed with option A or option B?')).toBe(false);
  });
});

describe('files no local check covers', () => {
  it('are prose and CI or release configuration', () => {
    expect(noLocalCheck('.goreleaser.yaml')).toBe(true);
    expect(noLocalCheck('.github/workflows/release.yml')).toBe(true);
    expect(noLocalCheck('docs/a.md')).toBe(true);
    expect(noLocalCheck('src/config.yaml')).toBe(false);
  });
});

describe('a compaction summary shortening paths', () => {
  const src = { sessionId: 's' };
  it('names the one known file a short path is the tail of, and keeps it once', () => {
    const l = new FileLedger(50);
    l.noteEntire(['cmd/cli/list/view.go', 'cmd/cli/root.go']);
    l.known('list/view.go', 'modified', 'compaction', src);
    l.known('cli/list.go', 'modified', 'compaction', src);
    l.change('cmd/cli/list.go', 'modified', 'tool', 3, src, true);
    expect(l.listWithEntire(src).map((f) => f.path).sort()).toEqual(['cmd/cli/list.go', 'cmd/cli/list/view.go', 'cmd/cli/root.go']);
  });

  it('keeps a short path that fits several files or none as it is', () => {
    const l = new FileLedger(50);
    l.noteEntire(['a/x/util.go', 'b/x/util.go']);
    l.known('x/util.go', 'modified', 'compaction', src);
    l.known('other.go', 'modified', 'compaction', src);
    expect(l.listWithEntire(src).map((f) => f.path)).toContain('x/util.go');
    expect(l.listWithEntire(src).map((f) => f.path)).toContain('other.go');
  });
});

describe('a prompt that only asks', () => {
  it('is a question or a request to look, never a request for a change', () => {
    expect(asksOnly('can we double check we are not having test duplication now?')).toBe(true);
    expect(asksOnly('why is the worktree not available in the partial session state?')).toBe(true);
    expect(asksOnly('double check the docs match the code')).toBe(true);
    expect(asksOnly('can you fix issue 1?')).toBe(false);
    expect(asksOnly('could you add a test for the empty case?')).toBe(false);
    expect(asksOnly('Make the retry test use fake timers.')).toBe(false);
  });

  it('is a look asked for after an acknowledgement, or a question typed without its question mark', () => {
    expect(asksOnly('Ok and explain what multi.py does')).toBe(true);
    expect(asksOnly('how do I quit this cli')).toBe(true);
    expect(asksOnly('Ok and fix what multi.py does wrong')).toBe(false);
    expect(asksOnly('how about you add a flag for it')).toBe(false);
  });

  it('is a request, however long, that forbids every change; forbidding one change still asks for others', () => {
    const report = 'Before we make any changes to the co-change lookup implementation, describe exactly how it currently works:\n\n' +
      '1. Which files on `entire/checkpoints/v1` are you reading to get the list of files touched per session?\n' +
      '2. Are you using `metadata.json` `files_touched`, parsing `full.jsonl`, or something else?\n' +
      '3. What is the exact code path for co-change lookup in `packages/worker/src/lib/review-runner.ts`?\n\n\nDo not change anything. Just report back.';
    expect(asksOnly(report)).toBe(true);
    expect(asksOnly('what do you mean there were no changes? I want to run a review on the branch. Explain what happened to me, don’t do anything.')).toBe(true);
    expect(asksOnly("Fix the retry bug, but don't change the public API.")).toBe(false);
  });
});
