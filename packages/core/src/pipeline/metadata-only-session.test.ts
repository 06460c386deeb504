import { describe, expect, it } from 'vitest';
import { phaseStart } from './metadata-only-session.js';

const TOUCHED = ['packages/worker/src/lib/workspace-task-runner.ts', 'specs/phases/04-agentic-runtime.md'];

describe("a metadata-only session's prompts that span two phases", () => {
  it('starts at the prompt that attaches the spec this checkpoint changed, past the earlier phase', () => {
    const prompts = [
      'I started a new session. We are now working on @specs/phases/03-export-zip-and-github-branch-fork.md . Reframe these questions with numbering',
      'Yes, start building.',
      'Commit and push the work done here. Summarize what was done for phase 3',
      'okay, I want to give you more autonomy here. Review the @specs/phases/04-agentic-runtime.md Spec and build it',
      'give me the instructions to test it myself',
    ];
    expect(phaseStart(prompts, TOUCHED)).toBe(3);
  });

  it('keeps every prompt when the first attachment is a file this checkpoint changed, or none is attached', () => {
    expect(phaseStart(['Build @specs/phases/04-agentic-runtime.md', 'now look at @README.md too'], TOUCHED)).toBe(0);
    expect(phaseStart(['fix the task runner', 'Review @specs/phases/04-agentic-runtime.md again'], TOUCHED)).toBe(0);
  });
});
