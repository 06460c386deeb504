// Decision classes missed on real checkpoints (issue 12, class 7), each next to the hard negatives that must stay out
// (narration, questions, git chores, copy-editing, code); every fixture is made up, shaped like the real ones.
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../adapters/claude.js';
import { conflictSide } from '../adapters/conflict-sides.js';
import { EarlierWordsLog } from '../read/earlier-words.js';
import type { TranscriptEvent } from '../types/events.js';
import { handoff, line } from './__fixtures__/claude-records.js';
import { decisionsFromCompaction } from './compaction.js';
import { extractDecisions } from './decisions.js';
import { HandoffBuilder } from './handoff-builder.js';
import { userNamesOne } from './offered-options.js';
import { remedyOf } from './remedies.js';
import { userAccepts } from './user-accepts.js';
import { userPick } from './user-menu-picks.js';
import { userDecision } from './user-statements.js';

const texts = (ds: { text: string }[]) => ds.map((d) => d.text);


const conflicted = [
  'func greet(w io.Writer) {',
  '<<<<<<< Updated upstream',
  '\tfmt.Fprintln(w, "✓ greeter initialized")',
  '\tfmt.Fprintln(w, "✓ Ready")',
  '=======',
  '\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)',
  '>>>>>>> Stashed changes',
  '}',
].join('\n');

describe('the side an edit keeps in a merge conflict', () => {
  it('names the side kept and the one dropped', () => {
    const after = 'func greet(w io.Writer) {\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, after)).toEqual({ kept: 'Stashed changes', over: 'Updated upstream' });
    const ours = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ greeter initialized")\n\tfmt.Fprintln(w, "✓ Ready")\n}';
    expect(conflictSide(conflicted, ours)).toEqual({ kept: 'Updated upstream', over: 'Stashed changes' });
  });

  it('both sides kept, a hand-made merge, markers left, or no markers take no side', () => {
    const both = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ greeter initialized")\n\tfmt.Fprintln(w, "✓ Ready")\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, both)).toBeNull();
    const mixed = 'func greet(w io.Writer) {\n\tfmt.Fprintln(w, "✓ Ready")\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';
    expect(conflictSide(conflicted, mixed)).toBeNull();
    expect(conflictSide(conflicted, `${conflicted}\n// todo`)).toBeNull();
    expect(conflictSide('a := 1\nb := 2', 'a := 1')).toBeNull();
    // A document that shows markers as an example, not a conflict resolved: no complete block.
    expect(conflictSide('Git writes `<<<<<<< HEAD` at the start of a conflict.', 'Git marks the start of a conflict.')).toBeNull();
  });

  const edit = (id: string, oldString: string, newString: string) =>
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: '/repo/cmd/greet.go', old_string: oldString, new_string: newString } }] } });
  const result = (id: string, text: string, isError = false) =>
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: text, is_error: isError }] } });
  const prompt = line({ type: 'user', message: { role: 'user', content: 'I messed up branches, there was a conflict in greet.go, can you fix it' } });
  const kept = 'func greet(w io.Writer) {\n\tfmt.Fprintf(w, "✓ %s greeter ready\\n", name)\n}';

  it('a successful edit that resolved the markers is the agent\'s decision', () => {
    const h = handoff([prompt, edit('t1', conflicted, kept), result('t1', 'The file /repo/cmd/greet.go has been updated.')]);
    expect(texts(h.decisions)).toEqual(['Resolved the merge conflict in cmd/greet.go by keeping the Stashed changes side over Updated upstream']);
  });

  it('a failed edit took no side', () => {
    const h = handoff([prompt, edit('t1', conflicted, kept), result('t1', 'String to replace not found in file.', true)]);
    expect(h.decisions).toEqual([]);
  });
});

describe('a report or a correction that leads with the way turned down', () => {
  it('"Rather than X, I added Y" closes a turn with the choice', () => {
    const report = 'Clean. To summarize the decision: the restore path only reads JSONL, but no Gemini session reaches it. Rather than a premature refactor of the parser layer, I added a comment documenting the limitation so it is not lost.';
    expect(texts(extractDecisions(report))).toEqual(['Rather than a premature refactor of the parser layer, I added a comment documenting the limitation so it is not lost.']);
  });

  it('"Rather than X, the fix does Y" says the way the report\'s fix took', () => {
    const report =
      'Fix implemented and verified. `src/render/page.go:120` re-renders the composed title as a template after raw file names are spliced in. Rather than removing the re-render (which the theme engine needs for templated separators), the fix neutralizes the payload at its source: the `escape` closure now breaks runs of `{{`.';
    const got = texts(extractDecisions(report));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^Rather than removing the re-render \(which the theme engine needs for templated separators\), the fix neutralizes the payload at its source/);
    // A fix described with no way turned down chooses nothing.
    expect(extractDecisions('The fix neutralizes the payload at its source: the `escape` closure now breaks runs of `{{`.')).toEqual([]);
  });

  it('a check done instead, or narration of the next step, is none', () => {
    expect(extractDecisions('Instead of the full integration suite, I ran the unit tests for the package.')).toEqual([]);
    expect(extractDecisions('Rather than guessing, I checked the callers first.')).toEqual([]);
    expect(extractDecisions('Let me add a comment instead of refactoring the parser.')).toEqual([]);
  });

  it('the user\'s "Instead of X we should do Y" to a proposal corrects it', () => {
    const said = 'Instead of "Greeter ready" we should say "<greeter name> ready" and remove "(default)" from the last line';
    expect(userDecision(said)?.text).toBe(said);
  });

  it('a question, or a quoted prompt that is a task, decides nothing', () => {
    expect(userDecision('Instead of "Greeter ready", should we say "<greeter name> ready"?')).toBeNull();
    expect(userDecision('why did you print "Greeter ready" instead of the name?')).toBeNull();
  });
});

describe('what looked like a user decision and is none', () => {
  it('git housekeeping ("okay go back to main and pull the latest") turns nothing down', () => {
    expect(userDecision('okay go back to main and pull the latest')).toBeNull();
    expect(userDecision("let's switch back to the release branch")).toBeNull();
    // Going back on the approach still is a decision.
    expect(userDecision('I concede defeat. go back to the polling version')?.text).toBe('I concede defeat. go back to the polling version');
  });

  it('a fault found, with the better way asked for, leaves the choice open', () => {
    expect(userDecision("the Acme query service is awkward here..we dont need to preface everything with the word Acme ..and it's not really called query service..so what's a better way we can write this")).toBeNull();
    // A fault found with the way named decides.
    expect(userDecision('we dont need a separate query service, just call the index directly')?.text).toBe('we dont need a separate query service, just call the index directly');
    // The way asked for in a longer prompt, before other requests, is still open.
    const long = "the Acme query service is awkward here..we dont need to name the service everywhere..so what's a better way we can write this\n\nacme login for workflows that use the query service\n\nwe should also link to the login docs like hyperlink the word login to the docs page of the command reference";
    expect(userDecision(long)).toBeNull();
  });

  it('copy-editing the prose is a remark on style', () => {
    expect(userDecision('instead of saying Acme Skills tutorial just say skills tutorial')).toBeNull();
    expect(userDecision('just say code of conduct..we dont need to say Acme code of conduct')).toBeNull();
    // Turning a way of working down still decides, in the same words.
    expect(userDecision('instead of a tutorial page, we should link to the docs')?.text).toBe('instead of a tutorial page, we should link to the docs');
  });

  it('a compaction summary\'s list of requests is the task, not a choice', () => {
    const summary = [
      'Analysis:',
      '1. **Initial Request**: User wanted the list indented under each row.',
      '2. **Second Request**: User asked to show "[ pending ]" instead of empty space when there is no commit yet.',
      '3. **User feedback**: User asked to read the prompt from the pty instead of sleeping.',
    ].join('\n');
    expect(texts(decisionsFromCompaction(summary))).toEqual(['User feedback: User asked to read the prompt from the pty instead of sleeping.']);
  });
});

describe('the user answers what the agent offered', () => {
  const names = [
    'My recommendation is `repo-overview` because it matches the trigger phrases best.',
    '',
    '1. `repo-overview`',
    '2. `codebase-overview`',
    '3. `repo-tour`',
    '4. `codebase-tour`',
    '5. `where-to-start`',
    '',
    'If you want, I can narrow these to a top 3 and rename the skill in the repo.',
  ].join('\n');

  it('"call it code-tour" to a list of names chooses a name over those offered', () => {
    expect(userNamesOne('call it code-tour', names)?.text).toBe(
      'The user chose the name "code-tour" (a name of their own, over the 5 offered (repo-overview, codebase-overview, repo-tour, codebase-tour, …)): "call it code-tour"',
    );
    const ten = names.replace('5. `where-to-start`', '5. `where-to-start`\n6. `onboard-me`\n7. `repo-briefing`\n8. `project-tour`\n9. `new-here`\n10. `code-map`');
    expect(userNamesOne('call it code-map', ten)?.text).toContain('(option 10 of the 10 offered)');
    expect(userNamesOne("let's name it repo-tour", names)?.text).toContain('(option 3 of the 5 offered)');
  });

  it('a name given with no list offered, or an order that names nothing, is none', () => {
    expect(userNamesOne('call it code-tour', 'I renamed the skill directory and the README label.')).toBeNull();
    expect(userNamesOne('call it a day', names)).toBeNull();
    expect(userNamesOne('call the API with the new token', names)).toBeNull();
  });

  const better = [
    'So the value is set by the hook before these paths run; the empty string is a safety net.',
    '',
    "That said, it's a bit misleading as written. A cleaner approach would be to preserve the existing agent type if we're re-initializing a partial state. Want me to update it to be more explicit about this being a fallback?",
  ].join('\n');

  it('a yes to an offer that points back takes the better way named before it', () => {
    expect(userAccepts('yes, preserve what was there', better, 'can you explain when that value would be set then?')?.text).toBe(
      'The user agreed ("yes, preserve what was there") to the assistant\'s proposal: A cleaner approach would be to preserve the existing agent type if we\'re re-initializing a partial state. Want me to update it to be more explicit about this being a fallback?',
    );
  });

  it('a yes to an offer with no way named is none', () => {
    expect(userAccepts('yes', 'The empty string is a safety net. Want me to update it to be more explicit?', null)).toBeNull();
  });
});

describe('the user turns an edit down and says it is wrong', () => {
  const refusedEdit = [
    line({ type: 'user', message: { role: 'user', content: 'update the docs on how the checkpoint id links commits' } }),
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: '/repo/docs/GUIDE.md', old_string: 'a', new_string: 'b' } }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed." }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: '[Request interrupted by user for tool use]' }] } }),
  ];
  const said = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });

  it('"the first part is not correct, …" turns the refused edit down', () => {
    const h = handoff([...refusedEdit, said('the first part is not correct, both the hook and the command add the trailer to the commits')]);
    expect(texts(h.decisions)).toEqual(['The user turned down the edit of docs/GUIDE.md, then said: "the first part is not correct, both the hook and the command add the trailer to the commits"']);
  });

  it('a correction that explains itself runs longer than an order', () => {
    const long = 'the first part is not correct, for manual commits we use git hooks to also add the trailer to the commits, so both the auto and the manual strategy add the `Acme-Checkpoint` trailer';
    expect(texts(handoff([...refusedEdit, said(long)]).decisions)).toEqual([`The user turned down the edit of docs/GUIDE.md, then said: "${long}"`]);
  });

  it('a new request after the refusal is none', () => {
    expect(handoff([...refusedEdit, said('now write the release notes for 0.4')]).decisions).toEqual([]);
  });

  it('an order that puts the other way forward turns the refused edit down, whatever its words', () => {
    const other = 'could we also just drop the fallback branch then, and list every format explicitly';
    expect(texts(handoff([...refusedEdit, said(other)]).decisions)).toEqual([`The user turned down the edit of docs/GUIDE.md, then said: "${other}"`]);
  });
});

describe('the user stops a check run and ships', () => {
  const refusedRun = (command: string) => [
    line({ type: 'user', message: { role: 'user', content: 'add the retry to the uploader' } }),
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command } }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed." }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: '[Request interrupted by user for tool use]' }] } }),
    line({ type: 'user', message: { role: 'user', content: 'commit' } }),
  ];

  it('"commit" right after a refused test run chooses to ship without it', () => {
    expect(texts(handoff(refusedRun('make test-integration')).decisions)).toEqual(['The user turned down running `make test-integration`, then said: "commit"']);
  });

  it('after a refused look it is only the next request', () => {
    expect(handoff(refusedRun('cat internal/uploader/retry.go')).decisions).toEqual([]);
  });
});

describe('the tests give way to the new behaviour', () => {
  it('"I need to update the tests to match the new output format" after a failing run is the remedy chosen', () => {
    const said = 'The tests expect `"Ready"`, but the output now shows `"✓ greeter ready"`. The output format was changed recently. I need to update the tests to match the new output format.';
    expect(remedyOf(said, true)?.text).toBe('The output format was changed recently. I need to update the tests to match the new output format.');
  });

  it('with no failure and no cause stated, or a look at the tests, it is none', () => {
    expect(remedyOf('I need to update the tests to match the new output format.', false)).toBeNull();
    expect(remedyOf('The run failed. I need to check the tests to see what they expect.', true)).toBeNull();
  });
});

describe('a review item left undone, with its reason', () => {
  it('"I\'ll skip this refactoring as …" and "**Code duplication** - Skipped as …" decline the finding', () => {
    const weighed = 'Given this is a "Suggestion" from the review rather than a "Must Fix", I\'ll skip this refactoring as the current code is reasonably clear.';
    expect(texts(extractDecisions(weighed))).toEqual([weighed]);
    const report = '### Important Issues\n\n3. **Fragile assertion** - Used a shared constant.\n4. **Code duplication** - Skipped as the duplication is minimal (~15 lines) and a helper would lose the log messages.';
    expect(texts(extractDecisions(report))).toEqual(['Code duplication - Skipped as the duplication is minimal (~15 lines) and a helper would lose the log messages.']);
  });

  it('a step skipped, or a skip with no reason, is narration', () => {
    expect(extractDecisions("I'll skip the build since nothing in the Go code changed.")).toEqual([]);
    expect(extractDecisions("I'll skip this refactoring for now and move on to the tests.")).toEqual([]);
  });
});

describe('a should-question typed without its question mark, answered yes', () => {
  const answer = 'For issue forms, yes, YAML is usually better now: structured fields and required prompts.\n\nSo yes: I\'d convert the issue templates to `.yml` and keep them simple.';

  it('"should the issue templates be yaml" then "ok do it" takes the answer', () => {
    expect(userAccepts('ok do it', answer, 'should the issue templates be yaml')?.text).toBe(
      'The user asked "should the issue templates be yaml"; the assistant answered yes and the user agreed ("ok do it")',
    );
  });

  it('a request, not a should-question, before the yes is none of it', () => {
    expect(userAccepts('ok do it', answer, 'make the issue templates simple')).toBeNull();
    expect(userAccepts('ok do it', 'For issue forms, YAML is one option; Markdown is another.', 'should the issue templates be yaml')).toBeNull();
  });
});

describe('the remedy named in the closing report', () => {
  it('"The fix was adding X to skip Y" says how the failure was answered', () => {
    expect(remedyOf('It works! The fix was adding `--setting-sources user` to skip project hooks that interfere with `--print` mode.', false)?.text).toBe(
      'It works! The fix was adding `--setting-sources user` to skip project hooks that interfere with `--print` mode.',
    );
  });

  it('a fix that only named a file, or git housekeeping, is none', () => {
    expect(remedyOf('The fix was in `parser.go`.', false)).toBeNull();
    expect(remedyOf('The fix was rebasing the branch onto main.', false)).toBeNull();
  });
});

describe('a concern judged to need no change', () => {
  it('"**The stdin issue is a non-issue.** …" leads its line with the verdict', () => {
    const said = "Good. Here's the full picture:\n\n**The stdin issue is a non-issue.** The handler never reads stdin.\n\n**Exit codes are also fine as-is.** The chain call is the last command.";
    expect(texts(extractDecisions(said))).toEqual(['The stdin issue is a non-issue. The handler never reads stdin.', 'Exit codes are also fine as-is. The chain call is the last command.']);
  });

  it('a verdict inside a sentence, or in code, is none', () => {
    expect(extractDecisions('I checked whether the stdin issue is a non-issue on Windows too.')).toEqual([]);
    expect(extractDecisions('```\nThe config is fine as-is\n```')).toEqual([]);
  });
});

describe('the way named the right fix, the other way round', () => {
  it('"A simple stderr warning is the right fix" after the cause', () => {
    const said = 'The second custom hook vanishes with no trace. A simple stderr warning is the right fix — it matches the pattern already used on line 153.';
    expect(remedyOf(said, false)?.text).toBe(said);
  });

  it('a right fix that is git housekeeping, or a question, is none', () => {
    expect(remedyOf('The branch is stale. A rebase onto main is the right fix.', false)).toBeNull();
    expect(remedyOf('Is a stderr warning the right fix here?', false)).toBeNull();
  });
});

describe('a request that names an offered option', () => {
  const options = 'Let me think through the options:\n\n**Option 1: Worktree is clean** - new suffix when git status is clean\n\n**Option 5: Overlap of the agent\'s lines** - continue when the agent\'s lines are still there\n\nWhich fits best?';

  it('"a full summary of the approach with option 5" takes option 5', () => {
    expect(userPick('can you do me a full summary of the approach with option 5', options)?.text).toBe(
      'The user chose "Overlap of the agent\'s lines": continue when the agent\'s lines are still there (option 5 of those offered): "can you do me a full summary of the approach with option 5"',
    );
  });

  it('an option the message does not list, a question about one, or no options offered is none', () => {
    expect(userPick('can you do me a full summary of the approach with option 3', options)).toBeNull();
    expect(userPick('what are the downsides of going with option 5?', options)).toBeNull();
    expect(userPick('summarize the approach with option 5', 'I updated the summary.')).toBeNull();
  });
});

describe('a check run refused without a word just before the part, then the work shipped', () => {
  const before = (prompts: string[], command = 'mise run test:ci'): TranscriptEvent[] => [
    { kind: 'assistant_text', text: 'Unit tests pass. Now the integration tests.', line: 40 },
    { kind: 'shell', callId: 'c1', tool: 'Bash', command, line: 41 },
    { kind: 'tool_result', callId: 'c1', isError: true, rejected: true, output: '', line: 42 },
    ...prompts.map((text, i): TranscriptEvent => ({ kind: 'user_prompt', text, line: 43 + i })),
  ];
  const decided = (earlier: TranscriptEvent[], first: string) => {
    const log = new EarlierWordsLog(claudeAdapter);
    for (const e of earlier) log.event(e);
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.addEarlier(log.words());
    b.add({ kind: 'user_prompt', text: first, line: 50 });
    return texts(b.build().decisions);
  };

  it('"commit" after the refused test run, before the part or opening it, chooses to go without the check', () => {
    const text = 'The user turned down running `mise run test:ci`, then said: "commit"';
    expect(decided(before(['commit']), 'commit')).toEqual([text]);
    expect(decided(before([]), 'commit')).toEqual([text]);
  });

  it('a refused command that is no check or a new request decides nothing here; a refusal with words decides by them', () => {
    expect(decided(before(['commit'], 'git log --oneline -5'), 'commit')).toEqual([]);
    expect(decided(before([]), 'now write the release notes for 0.4')).toEqual([]);
    const withWords: TranscriptEvent[] = [
      { kind: 'shell', callId: 'c1', tool: 'Bash', command: 'mise run test:ci', line: 41 },
      { kind: 'tool_result', callId: 'c1', isError: true, rejected: true, output: 'not now', line: 42 },
    ];
    // The words decide, as before; "commit" after them adds nothing.
    expect(decided(withWords, 'commit')).toEqual(['The user turned down a tool call, saying: "not now"']);
  });
});
