import { describe, expect, it } from 'vitest';
import { filesFromCompaction } from './compaction.js';

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
  it('keeps a file the item says was only read out, even when its note mentions what was added before', () => {
    expect(filesFromCompaction(SUMMARY).map((f) => f.path)).toEqual(['internal/session/phase.go', 'internal/hooks.go']);
  });
});
