import { describe, expect, it } from 'vitest';
import { reportedChoices } from './report-decisions.js';

describe('approach choices an agent report states', () => {
  it('reads a Before/After pair in prose as the change of approach, the old way turned down', () => {
    const report = `Fixed. The change:

**Before:** If file was in \`filesTouched\` but missing from shadow tree → \`return true\` (assume overlap)

**After:** If file was in \`filesTouched\` but missing from shadow tree → \`continue\` (can't verify, skip)

This aligns \`stagedFilesOverlapWithContent\` with \`filesOverlapWithContent\`.`;
    const [d] = reportedChoices(report);
    expect(d?.text).toContain('`continue` (can\'t verify, skip)');
    expect(d?.rejected[0]?.option).toContain('`return true` (assume overlap)');
  });

  it('takes no Before/After of code lines or sample values', () => {
    expect(reportedChoices('- Before: `sessionDir := paths.SessionMetadataDir(modelSessionID)`\n- After: `sessionDir := paths.SessionMetadataDirFromEntireID(id)`')).toEqual([]);
    expect(reportedChoices('- **Before:** TotalCommitted=10, AgentLines=10, AgentPercentage=100%\n- **After:** TotalCommitted=12, AgentLines=10, AgentPercentage=83%')).toEqual([]);
    // memory measured before and after a streaming rewrite: a result, not two ways of working
    const measured = 'Memory profile:\n- **Before:** ~3x raw data (all rows + sorting writer copy + append overhead) = 68GB+\n- **After:** One host at a time (~16MB) + parquet page buffer (~1MB) = ~17MB peak';
    expect(reportedChoices(measured)).toEqual([]);
  });

  it('reads a change from one behaviour to another', () => {
    const [d] = reportedChoices('Done. Summary:\n1. Changed `ParseConfig` from panicking to returning an error tuple, so callers can recover.');
    expect(d?.text).toBe('Changed `ParseConfig` from panicking to returning an error tuple, so callers can recover.');
    expect(d?.rejected[0]?.option).toBe('panicking');
  });

  it('reads the same report in the first person, in the past', () => {
    const [d] = reportedChoices('I changed the retry from polling to waiting on the event, so idle runs cost nothing.');
    expect(d?.text).toBe('I changed the retry from polling to waiting on the event, so idle runs cost nothing.');
    expect(d?.rejected[0]?.option).toBe('polling');
  });

  it('reads a way taken instead of another with its reason', () => {
    const [d] = reportedChoices('- Used a buffered channel instead of a mutex because the writer must never block the hook.');
    expect(d?.rejected[0]?.option).toBe('a mutex');
  });

  it('reads a rename a linter forced', () => {
    const [d] = reportedChoices('- Renamed parameter `new` to `additional` in `mergeFilesTouched()` to satisfy the revive linter (redefines-builtin-id).');
    expect(d?.rejected[0]?.option).toBe('new');
  });

  it('reads a way replaced by another when the old one is judged or the new one has its reason', () => {
    const report = 'All clean. Summary of the final changes:\n\n**The fix**: Replaced the broken mtime filtering with offset-based trimming.\n\n- Replaced the `isBusy()` check with a state check because ENDED sessions are safe\n- Added two tests';
    const got = reportedChoices(report);
    expect(got.map((d) => d.text)).toEqual([
      'The fix: Replaced the broken mtime filtering with offset-based trimming.',
      'Replaced the `isBusy()` check with a state check because ENDED sessions are safe',
    ]);
    expect(got[0]?.rejected[0]?.option).toBe('the broken mtime filtering');
  });

  it('takes no replacement with no fault and no reason, nor a plan ahead or a question', () => {
    expect(reportedChoices('- Replaced `fmt.Sscanf` with `strconv.Atoi`.')).toEqual([]);
    expect(reportedChoices('Fixed enable/disable merge bug — Replaced whole-map assignment with `mergeOpts()` that merges into the existing map')).toEqual([]);
    expect(reportedChoices('I will replace the broken mtime filtering with offset-based trimming.')).toEqual([]);
    expect(reportedChoices('Replaced the broken mtime filtering with offset-based trimming?')).toEqual([]);
  });

  it('takes no plain list of fixes: no reason, no behaviour, no linter', () => {
    expect(reportedChoices('- Fixed `SaveChanges` to use `resolveAgentType(ctx.AgentType, state)` instead of `DefaultAgentType`.')).toEqual([]);
    expect(reportedChoices('- Renamed loop variable — Changed inner loop var from `s` to `st` to avoid shadowing the receiver pattern')).toEqual([]);
    expect(reportedChoices('Renamed bullet from "GIT_* stripping" to "Environment stripping".')).toEqual([]);
    expect(reportedChoices("I'll change the retry from polling to waiting on the event.")).toEqual([]);
  });

  it('takes no note written for the work still to come, which leaves the choice to whoever takes it up', () => {
    const said = 'My read: don’t blindly copy the screenshot’s styling.\n\nI updated Bead `av-u240` to say the implementation should evaluate existing AgentV style instead of copying Phoenix colors directly.';
    expect(reportedChoices(said)).toEqual([]);
    expect(reportedChoices('Updated `outputHookResponse()` to emit `additionalContext` instead of `systemMessage`.')).toHaveLength(1);
  });

  it('reads a report item under its bold label, the way it left named', () => {
    const report = `The README looks good. Here's a summary of the changes:

**Architecture diagram** — Changed \`PyO3\` label to \`JSON-lines (stdin/stdout)\` to reflect how agents actually communicate.

**Description** — Updated to mention JSON-lines over stdin/stdout instead of PyO3.

**New sections added:**
- **Prerequisites** — Rust, Python 3.12+ with uv, supported platforms`;
    expect(reportedChoices(report)).toEqual([
      { text: 'Description — Updated to mention JSON-lines over stdin/stdout instead of PyO3.', rejected: [{ option: 'PyO3', reason: null }] },
    ]);
    expect(reportedChoices('- **Search** — Used `rg` instead of the slower grep to find the callers.')).toEqual([]);
  });
});

describe("the agent's verdict on review feedback", () => {
  it('names the findings it judged valid', () => {
    const said = `Both issues are valid. Let me fix them.

**Issue 1 (lock file):** Multiple stop hooks can race past dedup before any review updates state.

**Issue 2 (HEAD drift):** After the 10s sleep, HEAD may have moved.`;
    expect(reportedChoices(said).map((d) => d.text)).toEqual(['Both issues are valid. Issue 1 (lock file); Issue 2 (HEAD drift)']);
    expect(reportedChoices('All three comments are false positives: the nil check already exists.')).toHaveLength(1);
  });

  it('reads a comment judged valid inside a longer message, with how it is answered', () => {
    const found = 'On the intended PR: one inline comment from Bugbot.\n\n- Issue: a failed `go build` can be reported as success.\n\nThe comment is valid. I can patch that next by keeping the build exit status before the copy step.';
    expect(reportedChoices(found).map((d) => d.text)).toEqual(['The comment is valid. I can patch that next by keeping the build exit status before the copy step.']);
    expect(reportedChoices('Valid point — detailed mode should also list active sessions. The suggested code has a small issue, but the idea is right.').map((d) => d.text)).toEqual([
      'Valid point — detailed mode should also list active sessions. The suggested code has a small issue, but the idea is right.',
    ]);
  });

  it('is no verdict on a token, a config or an input, nor a question', () => {
    expect(reportedChoices('I checked the token. The token is valid. Now running the tests.')).toEqual([]);
    expect(reportedChoices('The YAML is valid and the schema check passes.')).toEqual([]);
    expect(reportedChoices('Is the comment valid? Let me check the code first.')).toEqual([]);
    expect(reportedChoices("That's a valid observation. Let me check if we should add it.")).toEqual([]);
    expect(reportedChoices('Valid point — the cache can go stale between runs. Let me add a TTL.')).toEqual([]);
    expect(reportedChoices("Copilot says the detailed view skips them. That's a valid observation. Let me check if we should add it. Valid point — the detailed view should list them too.").map((d) => d.text)).toEqual([
      'Valid point — the detailed view should list them too.',
    ]);
  });

  it('is no verdict on a test, a path or a value', () => {
    expect(reportedChoices('The test is valid and passes now.')).toEqual([]);
    expect(reportedChoices('Both paths are valid. Let me check the third.')).toEqual([]);
  });
});

describe('a closing report that says which way was taken with a verb of choosing', () => {
  const report = `Done. Summary of the change:

- Added \`safeJoin\` to \`archive/extract.go\` and call it for every entry
- Used \`filepath.IsLocal\` rather than a hand-written \`..\` prefix check
- Kept the size limit in the reader instead of moving it into each caller
- Tests pass (\`go test ./archive/...\`)`;

  it('is a decision even with no reason given, the way left named', () => {
    const got = reportedChoices(report);
    expect(got.map((d) => d.text)).toEqual([
      'Used `filepath.IsLocal` rather than a hand-written `..` prefix check',
      'Kept the size limit in the reader instead of moving it into each caller',
    ]);
    expect(got[0]?.rejected[0]?.option).toBe('a hand-written `..` prefix check');
    expect(reportedChoices('I reused the existing `walkTree` helper instead of writing a second traversal.')).toHaveLength(1);
  });

  it('is none for a description of the work, or for the tool the agent looked with', () => {
    expect(reportedChoices('Added `safeJoin` and used it in the extractor; tests pass.')).toEqual([]);
    expect(reportedChoices('Used `rg` instead of grep to find every caller of `extractEntry`.')).toEqual([]);
    expect(reportedChoices('Fixed the extractor to use `filepath.IsLocal` instead of the prefix check.')).toEqual([]);
  });
});
