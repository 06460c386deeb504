import { describe, expect, it } from 'vitest';
import type { TranscriptEvent } from '../types/events.js';
import { commitScope } from './commit-scope.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userNamesOptionCode } from './offered-options.js';
import { remedyOf } from './remedies.js';
import { reportedChoices } from './report-decisions.js';
import { answeredChoices } from './form-answers.js';
import { userDecision } from './user-statements.js';

function build(events: TranscriptEvent[]) {
  const b = new HandoffBuilder({ sessionId: '31b1be44-3380-444d-8a6f-78bc9463a310', agent: 'claude-code', cwd: '/repo' });
  for (const e of events) b.add(e);
  return b.build();
}
const decisions = (events: TranscriptEvent[]): string[] => build(events).decisions.map((d) => d.text);

describe('what only sounds like a decision', () => {
  it('a sequence of next steps narrates how the agent goes about the work', () => {
    expect(extractDecisions('I’m switching to compact metadata first, then I’ll fetch only the issue bodies needed for decisions.')).toEqual([]);
    // Naming the way it turns down still chooses.
    expect(extractDecisions("I'll merge main into the branch first, then I'll push, rather than rebasing the shared branch.")).toHaveLength(1);
  });

  it('the simplest fix is an expedient; the cleanest one is the way to keep', () => {
    const simplest = "The issue is that the markdown is using code fences inside a code fence. The simplest fix is to remove the wrapping code fence entirely since it's just plan structure notes.";
    expect(remedyOf(simplest, false)).toBeNull();
    expect(remedyOf("The Chakra UI TreeView components require `ChakraProvider`. The cleanest fix is to use Ark UI's TreeView directly — no provider needed.", false)?.text).toContain('Ark UI');
  });

  it('accepting every review comment without naming one chooses nothing', () => {
    const accepted = 'Both comments are valid. Let me address them.\n\n1. **Stale phase label in FullSchema comment** — correct, it says "Phase 9.1"\n2. **`down()` dual behavior comment** — fair point';
    expect(reportedChoices(accepted)).toEqual([]);
    expect(reportedChoices('All three comments are false positives: the nil check already exists.')).toHaveLength(1);
  });

  it('a way ruled out inside a long prompt that sets new work guards that work, unless the message it answers was on it', () => {
    const prompt =
      'ok lets get that docs update done in a separate branch, and create a pr for it.\n\nonce youre done with that, it seems like there was a problem running the migration during the staging deployment. you can check the logs on Github or ssh in to the server to figure that one out. Please dont just push through the migrations by executing them directly on the server. Fix the actual problem of migrations not running correctly from the CD pipeline.';
    const unrelated = 'On `main`, up to date. Note that the trade-off edit was stashed on the Phase 14 branch — it will be there when you go back to it.';
    expect(userDecision(prompt, unrelated)).toBeNull();
    const onIt = 'The staging deploy failed at the migrations step; I can run the pending migrations directly on the server to unblock it.';
    expect(userDecision(prompt, onIt)?.text).toContain('Please dont just push through the migrations');
  });
});

describe('a refusal the agent answers with a menu', () => {
  const menu =
    "Got it — the lint errors in `App.tsx` are from someone else's uncommitted changes.\n\nYou have a few options:\n\n1. **Stash the unrelated changes** before committing, then unstash after\n2. **Fix the lint issues** in those files first\n3. **Skip the hook** with `--no-verify` (not recommended per project rules)\n\nWant me to stash the unrelated changes, commit, then unstash?";
  const events: TranscriptEvent[] = [
    { kind: 'user_prompt', line: 1, text: 'propagate isPhantomFile through the remediation pipeline and commit' },
    { kind: 'file_edit', line: 182, callId: 'e1', tool: 'Edit', paths: ['/repo/frontend/src/App.tsx'], change: 'update' },
    { kind: 'tool_result', line: 183, callId: 'e1', isError: false, rejected: true, output: '' },
    { kind: 'user_prompt', line: 186, text: 'Wait, someelse edit the app.tsx' },
    { kind: 'assistant_text', line: 189, text: menu },
    { kind: 'user_prompt', line: 193, text: 'I allow you to commit with "--no-verify"' },
  ];

  it('left the way open: the pick from the menu is the decision, not the refusal', () => {
    const got = decisions(events);
    expect(got.some((d) => d.includes('turned down'))).toBe(false);
    expect(got).toEqual(['The user chose "Skip the hook with --no-verify (not recommended per project rules)" (option 3 of those offered): "I allow you to commit with "--no-verify""']);
  });

  it('a pick names the code of exactly one option', () => {
    expect(userNamesOptionCode('I allow you to commit with "--no-verify"', menu)?.rejected).toHaveLength(2);
    expect(userNamesOptionCode('ok, go on', menu)).toBeNull();
    expect(userNamesOptionCode('why not --no-verify?', menu)).toBeNull();
  });
});

describe("the answers to the agent's multiple-choice questions", () => {
  const form =
    'Which changes should I make on the branch now? [Measurement rework | Continuation task support | New history-dependent tasks] Should I push it? [Commit locally only | Push branch to GitHub]';
  it('take several offered options at once, in either wording of the record', () => {
    const output = 'Your questions have been answered: "Which changes should I make on the branch now?"="Measurement rework,Continuation task support". You can now continue with these answers in mind.';
    expect(answeredChoices(output, form).map((d) => d.text)).toEqual(['Asked "Which changes should I make on the branch now?", the user chose "Measurement rework,Continuation task support"']);
    expect(answeredChoices(output.replace('Your questions have been answered', 'User has answered your questions'), form)).toHaveLength(1);
    expect(answeredChoices(output.replace('Continuation task support', 'something else'), form)).toEqual([]);
  });
});

describe('a commit scoped away from changes that are not the work', () => {
  const scoped = 'The diff includes changes from other files (`App.tsx`, `RemediationHistoryCard.tsx`) that are unrelated to the product tour work. I\'ll only commit the relevant files.';

  it('is a decision when what is left out is named', () => {
    expect(commitScope(scoped).map((d) => d.text)).toEqual([scoped]);
    expect(commitScope('Let me only commit my change.')).toEqual([]);
    // Sorted out of the status just read: the rest is what that status listed.
    const own = 'Only the two frontend files are relevant. I\'ll stage and commit them.';
    expect(commitScope(own).map((d) => d.text)).toEqual([own]);
    expect(commitScope('Only the two frontend files are relevant. Should I commit them?')).toEqual([]);
  });

  it('no longer holds once the agent changes a file it left out', () => {
    const leftOut = 'The `remediation.ts` change is pre-existing and unrelated. I\'ll commit only the two component files.';
    const events: TranscriptEvent[] = [
      { kind: 'user_prompt', line: 1, text: 'show an Evaluation started message with a progress link' },
      { kind: 'assistant_text', line: 86, text: leftOut },
    ];
    expect(decisions(events)).toEqual([leftOut]);
    const fixed: TranscriptEvent[] = [
      { kind: 'file_edit', line: 118, callId: 'e2', tool: 'Edit', paths: ['/repo/src/api/routes/remediation.ts'], change: 'update' },
      { kind: 'tool_result', line: 121, callId: 'e2', isError: false, output: 'The file has been updated successfully.' },
    ];
    expect(decisions([...events, ...fixed])).toEqual([]);
  });
});
