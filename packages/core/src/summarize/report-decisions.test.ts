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

  it('takes no plain list of fixes: no reason, no behaviour, no linter', () => {
    expect(reportedChoices('- Fixed `SaveChanges` to use `resolveAgentType(ctx.AgentType, state)` instead of `DefaultAgentType`.')).toEqual([]);
    expect(reportedChoices('- Renamed loop variable — Changed inner loop var from `s` to `st` to avoid shadowing the receiver pattern')).toEqual([]);
    expect(reportedChoices('Renamed bullet from "GIT_* stripping" to "Environment stripping".')).toEqual([]);
    expect(reportedChoices("I'll change the retry from polling to waiting on the event.")).toEqual([]);
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

  it('is no verdict on a test, a path or a value', () => {
    expect(reportedChoices('The test is valid and passes now.')).toEqual([]);
    expect(reportedChoices('Both paths are valid. Let me check the third.')).toEqual([]);
  });
});
