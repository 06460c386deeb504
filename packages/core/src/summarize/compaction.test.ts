import { describe, expect, it } from 'vitest';
import { decisionsFromCompaction, filesFromCompaction } from './compaction.js';
import { HandoffBuilder } from './handoff-builder.js';

/** Claude's "Files and Code Sections", as a real summary lists them: some files changed, some only read. */
const SUMMARY = `This session is being continued from a previous conversation.

3. Files and Code Sections:
   - **\`internal/session/phase.go\`** — MODIFIED. Added the EventTurnEnd transition.
   - **\`internal/session/state.go\`** — READ. Contains the State struct with Phase and LastInteractionTime fields (already added in PR 1).
   - **\`internal/hooks.go\`** — Read and then modified: added the Transition() call.
   - **\`internal/strategy/git.go\`** — Viewed. SaveChanges() writes the shadow branch.

4. Errors and fixes:
   - none`;

describe('files the compaction summary lists', () => {
  it('stand in a later checkpoint\'s part only where Entire names them: the summary recounts the whole session', () => {
    const later = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', filesTouched: ['internal/hooks.go'] });
    later.readsLaterPart();
    later.add({ kind: 'compaction', summary: SUMMARY, line: 1287 });
    expect((later.build().files ?? []).map((f) => f.path)).toEqual(['internal/hooks.go']);
    // Read from the first record, the summary's files are this checkpoint's work.
    const whole = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code', filesTouched: ['internal/hooks.go'] });
    whole.add({ kind: 'compaction', summary: SUMMARY, line: 1287 });
    expect((whole.build().files ?? []).map((f) => f.path).sort()).toEqual(['internal/hooks.go', 'internal/session/phase.go']);
  });

  it('keeps a file the item says was only read out, even when its note mentions what was added before', () => {
    expect(filesFromCompaction(SUMMARY).map((f) => f.path)).toEqual(['internal/session/phase.go', 'internal/hooks.go']);
  });

  it('keeps out a file whose item only diagnoses it or proposes a fix, and one whose contents say "fix: true"', () => {
    const summary = `3. Files and Code Sections:
   - \`cmd/cli/checkpoint/checkpoint_test.go\`
     - Fixed staticcheck SA5011 by adding explicit \`return\` after \`t.Fatal()\` calls
   - \`scripts/migrate-sessions.sh\`
     - Complete rewrite with comprehensive documentation
   - \`cmd/cli/checkpoint/committed.go\`
     - Bug identified in \`GetCheckpointAuthor()\` at lines 1167-1225
     - Fix: Use \`git log --diff-filter=A\` instead of walking the tree
   - \`.golangci.yaml\`
     - Contains \`fix: true\` and \`nolintlint\` settings that strip "unused" nolint comments

4. Errors and Fixes:
   - none`;
    expect(filesFromCompaction(summary).map((f) => f.path)).toEqual(['cmd/cli/checkpoint/checkpoint_test.go', 'scripts/migrate-sessions.sh']);
  });

  it('keeps out a file whose change words say what is planned, or describe the data the code handles', () => {
    const summary = `3. Files and Code Sections:
   - \`docs/plans/retry-review-notes.md\` (created)
     - Captures the design decisions from the review
   - \`internal/queue/state.go\`
     - \`State\` struct with Attempts and LastError; no Backoff field yet — to be added
   - \`internal/queue/worker.go\`
     - \`drain()\` reads the journal, extracts modified files/records, calls \`Flush()\`
     - \`LastOffset\` to be renamed to \`Cursor\`
   - **\`internal/queue/paths.go\`** — Contains ReadCursor(), WriteCursor(). All to be removed in PR 4.
   - **\`internal/queue/hooks.go\`** — Major changes needed: the retry must be updated for the new phases
   - **\`internal/queue/flush.go\`** — Changed \`Flush()\` to return the written count.

4. Errors and Fixes:
   - none`;
    expect(filesFromCompaction(summary).map((f) => f.path)).toEqual(['docs/plans/retry-review-notes.md', 'internal/queue/flush.go']);
  });
});

describe('decisions the compaction summary records', () => {
  const summary = `This session is being continued from a previous conversation.

4. Errors and Fixes:
   - **\`fatal: unable to read e53647ba\`**: Worktree index corruption. Fixed with \`git read-tree HEAD\`.
   - **User correction - "are you sure?"**: I asserted that \`worktree.Status()\` writes the index. User pushed back. I acknowledged I wasn't sure and suggested instrumenting instead of speculating.
   - **User correction - "the stop hook finding it doesn't mean it caused it"**: I initially blamed the stop hook. User correctly pointed out the stop hook just found the corruption, not caused it.
   - **Retry loop**: Wrapping the push in a retry loop caused duplicate commits; switched to a single push after the fetch instead of retrying.`;

  it("are no user correction of what the agent believed, but still a fix that turned an attempt down", () => {
    const texts = decisionsFromCompaction(summary).map((d) => d.text);
    expect(texts.filter((t) => /blamed|asserted/.test(t))).toEqual([]);
    expect(texts.some((t) => t.includes('switched to a single push'))).toBe(true);
  });
});

describe("the summary's account of what the user chose", () => {
  const summary = `This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:
Analysis:
4. **Second Feature Request**: User wanted to add tests for actual interactive prompt behavior.
5. **PTY Approach**: After discussion about options (refactoring to inject prompter, package-level variable, or using pty), user approved using \`github.com/creack/pty\` to simulate terminal input.
10. First plan used \`condenseAttempted\` boolean - user rejected this saying it increases cyclo complexity
12. User approved the revised plan
13. User asked to add a test for the rewind path.
14. User suggested grouping by session ID instead of all under "temporary"

Summary:
5. Problem Solving:
   - User rejected the initial fix approach (\`condenseAttempted\` boolean) because it increased cyclomatic complexity.
6. All user messages:
   - "okay, let's try the pty approach"`;

  it('are the user decisions, each told once, and a request or an approval naming nothing is none', () => {
    const told = decisionsFromCompaction(summary).filter((d) => d.byUser && !d.text.startsWith('The user said'));
    expect(told.map((d) => d.text)).toEqual([
      'PTY Approach: After discussion about options (refactoring to inject prompter, package-level variable, or using pty), user approved using `github.com/creack/pty` to simulate terminal input.',
      'First plan used `condenseAttempted` boolean - user rejected this saying it increases cyclo complexity',
      'User suggested grouping by session ID instead of all under "temporary"',
    ]);
  });
});

describe('the task a compaction summary states', () => {
  const summary = (request: string) =>
    'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.\n\n' +
    `Summary:\n1. **Primary Request and Intent:**\n\n${request}\n\n2. **Key Technical Concepts:**\n   - Docusaurus 3.10.2\n`;

  it('leads with the latest of the requests it lists after an introduction, which is no gist of its own; prose stays as it reads', () => {
    const listed = summary(
      '   The user (Jan, maintainer of oh-my-posh) asked, across several turns:\n\n' +
        "   a. **Initial (analysis):** Analyze ohmyposh.dev's design against competitors like Starship.\n\n" +
        '   b. **Renderer architecture:** write a new SVG writer as a sibling to the ANSI writer.\n      - Prefers a render endpoint\n\n' +
        '   c. **Execution instructions (verbatim):** *"start with the phase 0 website fixes, build a good plan"*\n\n' +
        '   d. **Then:** *"go ahead with phase 1"*',
    );
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    b.add({ kind: 'compaction', summary: listed, line: 154 });
    const task = b.build().task?.text ?? '';
    expect(task).toMatch(/^The latest of 4 requests the summary lists: Then: \*"go ahead with phase 1"\* — before it: Execution instructions/);
    expect(task).toContain("the first: Initial (analysis): Analyze ohmyposh.dev's design");
    expect(task).not.toContain('asked, across several turns');
    // A request stated in prose, and a list with no introduction, read as they are.
    const prose = new HandoffBuilder({ sessionId: 's2', agent: 'claude-code' });
    prose.add({ kind: 'compaction', summary: summary('   The user asked to add a rate limit to the login route: 5 attempts per minute.'), line: 10 });
    expect(prose.build().task?.text).toBe('The user asked to add a rate limit to the login route: 5 attempts per minute.');
    const stated = new HandoffBuilder({ sessionId: 's4', agent: 'claude-code' });
    stated.add({ kind: 'compaction', summary: summary('   The user asked me to implement a plan to fix Gemini checkpointing, which involved two bugs:\n   - Bug 1: the content type\n   - Bug 2: the trailer'), line: 10 });
    expect(stated.build().task?.text).toMatch(/^The user asked me to implement a plan to fix Gemini checkpointing/);
    const bare = new HandoffBuilder({ sessionId: 's3', agent: 'claude-code' });
    bare.add({ kind: 'compaction', summary: summary('   - First request: a fresh analysis of the project\n   - Second request: a Phase 5 agent-team prompt with JSON-LD'), line: 10 });
    expect(bare.build().task?.text).toMatch(/^- First request: a fresh analysis/);
  });
});
