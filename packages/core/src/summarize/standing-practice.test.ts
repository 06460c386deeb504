// A step the user turns into standing practice for all later work. Fixtures are made up, shaped like real prompts.
import { describe, expect, it } from 'vitest';
import { promptDecision } from './user-decisions.js';

const offered = 'PR #29 is open: https://github.com/acme/tts/pull/29. Gates pass (241 tests).';
const decide = (prompt: string) => promptDecision(prompt, offered, 'commit and open a PR', { first: false, clarifies: false });

describe('a step made standing practice', () => {
  it('"make that standard" keeps the step it points back at', () => {
    expect(decide('request Copilot review.  Make that standard in your workflow.')?.text).toBe(
      'The user made it standing practice: "request Copilot review. Make that standard in your workflow."',
    );
    expect(decide('From now on, always run the type checker before you push')?.text).toContain('always run the type checker');
  });

  it('a question, a report of every time, or a plain request sets no practice', () => {
    expect(decide('should we make that the default?')).toBeNull();
    expect(decide('from now on it keeps failing on CI, no idea why')).toBeNull();
    expect(decide('request Copilot review on the PR')).toBeNull();
  });
});
