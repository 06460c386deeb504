// Garbage decisions seen on real checkpoints (issue 12, class 7: no item beats a garbage item), each beside the real
// decision of the same shape that must stay in. Every fixture is made up, shaped like the real ones.
import { describe, expect, it } from 'vitest';
import { remedyOf } from './remedies.js';
import { userPick, userYesToEither } from './user-menu-picks.js';
import { userDecision } from './user-statements.js';

describe('a user redirecting the session is no decision', () => {
  it('going back to an activity or a topic resumes work, it turns nothing down', () => {
    expect(userDecision("it's fine, let's go back to testing what we have right now. Give me the commands I need again to be successful")).toBeNull();
    expect(userDecision('ok, now we can go back to the evals. make sure the runner picks up the new cases')).toBeNull();
  });

  it('going back to an earlier state of the work still turns the current one down', () => {
    expect(userDecision("I concede defeat. let's go back")?.text).toBe("I concede defeat. let's go back");
    expect(userDecision("this is getting messy, let's go back to the previous parser")).not.toBeNull();
    expect(userDecision('go back to using the mutex, the channel version deadlocks')).not.toBeNull();
  });
});

describe("an agent's warning about a risk is no decision", () => {
  const finding =
    'In `worker/src/deploy-provider.ts:697`, `getDeploymentStatus()` now requires a probeable URL. ' +
    'This can affect in-flight deployments created before the new `deployment:` handle format. ' +
    'A safe fix is to preserve a legacy success path for plain IDs (return `succeeded` with `deployedUrl: null`).';

  it('a fix offered beside a risk a review found chooses nothing yet', () => {
    expect(remedyOf(finding, true)).toBeNull();
  });

  it('the fix named as the one taken is still a remedy', () => {
    const taken = 'Old deployments never reach a terminal state. The fix is to keep a legacy success path for plain IDs.';
    expect(remedyOf(taken, true)?.text).toContain('legacy success path');
  });
});

describe("an agent narrating its own next step is no decision", () => {
  it('a step taken to look at something changes no approach', () => {
    const narration = "Good, I'm now on the Loki data source. Let me switch to Code mode and type in a LogQL query to check for our staging logs.";
    expect(remedyOf(narration, true)).toBeNull();
  });

  it('a change of shape answering a finding is still a remedy', () => {
    expect(remedyOf('The linter reports the two parser tests as duplicates. Let me refactor them into one table-driven test.', true)).not.toBeNull();
  });
});

describe("a pick from a workflow's menu of next commands is no decision", () => {
  const menu = [
    'No story file exists for 5-2 yet.',
    '',
    '**What would you like to do?**',
    '',
    '1. Run `/bmad-create-story` to create story 5-2 from the epics/PRD with full context — then come back to implement',
    "2. **Implement directly from the delta PRD** — skip formal story creation; I'll build the dashboard page now",
    '3. Provide a different story file path',
    '',
    'Choose **[1]**, **[2]**, or **[3]**:',
  ].join('\n');

  it('choosing which command runs next is navigation', () => {
    expect(userPick('1', menu)).toBeNull();
  });

  it('choosing an approach from the same menu is a decision', () => {
    expect(userPick('2', menu)?.text).toContain('Implement directly from the delta PRD');
  });
});

describe('a yes to two ways of shipping finished work is no decision', () => {
  it('where the commits go is git housekeeping', () => {
    const offer = 'Both committed on `chore/add-todos`. Want me to push and PR this too, or just push it onto the existing docs PR?';
    expect(userYesToEither('yeah please', offer)).toBeNull();
  });

  it('a yes to two ways of doing the work still chooses', () => {
    const offer = 'Would you like me to fix that bug as well, or leave it as a known limitation for now?';
    expect(userYesToEither('yes', offer)?.text).toBe('The user chose to fix that bug as well, not to leave it as a known limitation for now');
  });
});
