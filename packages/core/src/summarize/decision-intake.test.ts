import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';

function decisions(events: TranscriptEvent[]): string[] {
  const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build().decisions.map((d) => d.text);
}

describe('decisions read across the turns of a session', () => {
  it('completes a refusal that proposes with the concession that follows it, as one item', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Rename the status field of the session record.' },
      { kind: 'file_edit', line: 2, callId: 'c1', tool: 'Edit', paths: ['/repo/state.go'], change: 'update' },
      { kind: 'tool_result', line: 3, callId: 'c1', isError: false, rejected: true, output: 'that field only shipped this morning - can we rename it on main in a small PR instead?' },
      { kind: 'assistant_text', line: 4, text: 'Got it. Nobody has records with the old name yet, so no migration is needed.' },
    ]);
    expect(got).toEqual([
      'The user turned down the edit of state.go, saying: "that field only shipped this morning - can we rename it on main in a small PR instead?"; the assistant agreed: "Got it. Nobody has records with the old name yet, so no migration is needed."',
    ]);
  });

  it("does not repeat the assistant's words that a user decision quotes as its concession", () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Exclude the generated config folder from attribution.' },
      { kind: 'assistant_text', line: 2, text: 'Done: the attribution now skips files under the config folder.' },
      { kind: 'user_prompt', line: 3, text: "no revert those changes, it's correct if it's part of the commit. The test script should commit the setup files first." },
      { kind: 'assistant_text', line: 4, text: "You're right - if those files are part of the commit, they should be counted. Let me revert the changes and fix the test script instead." },
    ]);
    expect(got).toHaveLength(1);
    expect(got[0]).toContain('the assistant agreed: "You\'re right');
  });

  it('reads the words after a refused sub-agent dispatch as a redirect of what it was sent to do, no decision', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'add lifecycle tests for the kiro agent like the ones in the cli repo' },
      { kind: 'subagent', line: 2, callId: 'a1', tool: 'Task', description: 'Explore CLI integration tests', prompt: 'Find the integration tests of the cli repo and report how they drive the agents.' },
      { kind: 'tool_result', line: 3, callId: 'a1', isError: true, rejected: true, output: '' },
      { kind: 'user_prompt', line: 5, text: 'not the integration tests the E2E tests in cli' },
    ]);
    expect(got).toEqual([]);
  });

  it('takes the order typed right after a call refused without a word as what to do instead', () => {
    const refusedThen = (prompt: string, between: TranscriptEvent[] = []): string[] =>
      decisions([
        { kind: 'user_prompt', line: 1, text: 'Bump the version and push the branch to update the PR.' },
        { kind: 'shell', line: 2, callId: 'p1', tool: 'Bash', command: 'git push --force-with-lease origin scope-skill' },
        { kind: 'tool_result', line: 3, callId: 'p1', isError: true, rejected: true, output: '' },
        ...between,
        { kind: 'user_prompt', line: 5, text: prompt },
      ]);
    expect(refusedThen('do normal push')).toEqual(['The user turned down running `git push --force-with-lease origin scope-skill`, then said: "do normal push"']);
    expect(refusedThen('why are we pushing at all?')).toEqual([]);
    expect(refusedThen('explain more how the version bump works')).toEqual([]);
    const skill = decisions([
      { kind: 'user_prompt', line: 1, text: 'commit and push' },
      { kind: 'tool_call', line: 2, callId: 's1', tool: 'Skill', summary: 'commit-commands:commit-push-pr' },
      { kind: 'tool_result', line: 3, callId: 's1', isError: true, rejected: true, output: '' },
      { kind: 'user_prompt', line: 5, text: 'commit' },
    ]);
    expect(skill).toEqual(['The user turned down the `Skill` call (commit-commands:commit-push-pr), then said: "commit"']);
    expect(refusedThen('do normal push', [{ kind: 'assistant_text', line: 4, text: 'Understood, waiting for your call.' }])).toEqual([]);
  });

  it('takes an order to use another tool, typed after a refused install, as the way instead', () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Strip the stray worktree folders out of the unpushed commits.' },
      { kind: 'shell', line: 2, callId: 'i1', tool: 'Bash', command: 'pip3 install git-filter-repo 2>&1' },
      { kind: 'tool_result', line: 3, callId: 'i1', isError: true, rejected: true, output: '' },
      { kind: 'user_prompt', line: 5, text: ' use uv as the package manager' },
    ]);
    expect(got).toEqual(['The user turned down running `pip3 install git-filter-repo 2>&1`, then said: "use uv as the package manager"']);
  });

  it('takes words given instead of approving a plan as a decision only when they correct or widen it', () => {
    const refusePlan = (line: number, words: string): TranscriptEvent[] => [
      { kind: 'tool_call', line, callId: `p${line}`, tool: 'ExitPlanMode', summary: '# Plan: session phases' },
      { kind: 'tool_result', line: line + 1, callId: `p${line}`, isError: false, rejected: true, output: words },
    ];
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Plan the session phase state machine.' },
      { kind: 'assistant_text', line: 2, text: 'Here is the plan: four phases, each with its own transitions.' },
      ...refusePlan(2, "let's write this plan down in the repo, then continue the discussion :)"),
      ...refusePlan(4, 'update the doc. then we need to work out how to split this into small PRs'),
      ...refusePlan(6, 'on a session restart we should go straight into IDLE, not back to NEW'),
      { kind: 'user_prompt', line: 8, text: 'looks good, write it up' },
    ]);
    expect(got).toEqual(['The user turned down the proposed plan (`ExitPlanMode`), saying: "on a session restart we should go straight into IDLE, not back to NEW"']);
  });

  it('takes a fact the plan got wrong, or what it must also cover, typed instead of approving it, as turning it down', () => {
    const refused = (words: string): string[] =>
      decisions([
        { kind: 'user_prompt', line: 88, text: 'I set Realm Roles in KeyCloak, but the RealmAccess.Roles are empty. How can I add roles in Keycloak correctly?' },
        { kind: 'tool_call', line: 129, callId: 'p129', tool: 'ExitPlanMode', summary: '# Plan: request the roles client scope' },
        { kind: 'tool_result', line: 130, callId: 'p129', isError: false, rejected: true, output: words },
      ]);
    expect(refused('I use KeyCloak 26.5.6 and there is no client scope roles')).toEqual([
      'The user turned down the proposed plan (`ExitPlanMode`), saying: "I use KeyCloak 26.5.6 and there is no client scope roles"',
    ]);
    expect(refused('Also consider changes on the master branch')).toEqual(['The user turned down the proposed plan (`ExitPlanMode`), saying: "Also consider changes on the master branch"']);
    expect(refused('I like it, go on')).toEqual([]);
    expect(refused('also, what does the mapper do?')).toEqual([]);
  });

  it('keeps only the latest two remedies of a session', () => {
    const fails = (n: number): TranscriptEvent[] => [
      { kind: 'shell', line: n, callId: `r${n}`, tool: 'Bash', command: 'make lint' },
      { kind: 'tool_result', line: n + 1, callId: `r${n}`, isError: true, exitCode: 1, output: 'lint failed' },
      { kind: 'assistant_text', line: n + 2, text: `The linter flags check ${n}. I need to add an explicit return after check ${n}.` },
    ];
    const got = decisions([{ kind: 'user_prompt', line: 1, text: 'Fix the lint errors.' }, ...fails(10), ...fails(20), ...fails(30)]);
    expect(got).toEqual([
      'The linter flags check 20. I need to add an explicit return after check 20.',
      'The linter flags check 30. I need to add an explicit return after check 30.',
    ]);
  });

  it("takes the option the user picked from a form's listed options", () => {
    const got = decisions([
      { kind: 'user_prompt', line: 1, text: 'Show the user when a review is pending.' },
      { kind: 'tool_call', line: 2, callId: 'q1', tool: 'AskUserQuestion', summary: 'Where should the notice appear? [When the turn ends | On the next prompt]' },
      { kind: 'tool_result', line: 3, callId: 'q1', isError: false, output: 'User has answered your questions: "Where should the notice appear?"="On the next prompt". You can now continue with the user\'s answers in mind.' },
    ]);
    expect(got).toEqual(['Asked "Where should the notice appear?", the user chose "On the next prompt"']);
  });
});

describe('a concession that goes to look first', () => {
  const turn = (words: string, verdict: string): TranscriptEvent[] => [
    { kind: 'user_prompt', line: 1, text: 'Add the three new skills to the plugin.' },
    { kind: 'assistant_text', line: 2, text: 'Done: the three skills are added and the PR is updated.' },
    { kind: 'user_prompt', line: 3, text: words },
    { kind: 'assistant_text', line: 4, text: 'Good catch — let me check how versioning works in this repo.' },
    { kind: 'tool_call', line: 5, callId: 'b1', tool: 'Bash', summary: 'git log --oneline -- package.json' },
    { kind: 'tool_result', line: 6, callId: 'b1', isError: false, output: 'a1 bump to 0.5.0' },
    { kind: 'assistant_text', line: 7, text: verdict },
  ];
  const verdict = "You're right — every earlier feature PR bumped the version. Adding three skills is a feature add → `0.6.0`. Let me bump all six manifests.";

  it('takes the step the user proposed once the later message agrees', () => {
    expect(decisions(turn('hmm need to bump all versions no?', verdict))).toEqual([
      'The user said "hmm need to bump all versions no?"; the assistant agreed: "You\'re right — every earlier feature PR bumped the version. Adding three skills is a feature add → `0.6.0`. Let me bump all six manifests."',
    ]);
  });

  it('takes nothing from a chore, a plain question, or a later message that does not concede', () => {
    expect(decisions(turn('need to commit this too, right?', verdict))).toEqual([]);
    expect(decisions(turn('how are versions bumped here?', verdict))).toEqual([]);
    expect(decisions(turn('hmm need to bump all versions no?', 'The manifests are at `0.5.0`, the same as main. Let me bump all six.'))).toEqual([]);
  });
});


describe('the verdict that closes an analysis', () => {
  const analysis: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 1, text: 'What impact would validating the order book checksum after every update have on response time?' },
    { kind: 'assistant_text', line: 2, text: 'Measured the update path.\n\n**Bottom line:** The `validate_checksum()` helper already exists and is never called. Adding it to every update costs about 10µs on a path that takes 10+ ms.' },
  ];

  it('stands when the session closes on it', () => {
    expect(decisions(analysis)).toEqual([expect.stringContaining('Bottom line: The `validate_checksum()` helper already exists')]);
  });

  it('gives way to the answer the user gave to the question put after it', () => {
    const got = decisions([
      ...analysis,
      { kind: 'tool_call', line: 3, callId: 'q1', tool: 'AskUserQuestion', summary: 'Plan the validation on every update, or was the analysis enough? [Plan the implementation | Analysis was enough]' },
      { kind: 'tool_result', line: 4, callId: 'q1', isError: false, output: 'User has answered your questions: "Plan the validation on every update, or was the analysis enough?"="Plan the implementation". You can now continue with the user\'s answers in mind.' },
    ]);
    expect(got).toEqual(['Asked "Plan the validation on every update, or was the analysis enough?", the user chose "Plan the implementation"']);
  });
});
