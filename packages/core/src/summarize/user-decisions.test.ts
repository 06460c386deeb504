import { describe, expect, it } from 'vitest';
import { HandoffBuilder } from './handoff-builder.js';
import type { TranscriptEvent } from '../types/events.js';
import { answeredChoices, userClarification } from './form-answers.js';
import { refusalDecides } from './refusal-words.js';
import { userAccepts } from './user-accepts.js';
import { promptDecision } from './user-decisions.js';
import { userPick, userYesToEither } from './user-menu-picks.js';
import { userDecision, userSpec } from './user-statements.js';

const OFFER = `So both are active because:
1. Both have state files
2. Both have a base commit

**Possible fixes:**

1. **Check if condensed but no new work**: show as active only if it is the current session
2. **Require current-session file**: only when set by entire resume

Which approach do you prefer?`;

describe('user decisions', () => {
  it('names the option the user picks, from the list the assistant offered last', () => {
    expect(userPick("let's go with option 1", OFFER)?.text).toContain('Check if condensed but no new work');
    expect(userPick("let's do 2 for now, can you file the issue?", OFFER)?.text).toContain('Require current-session file');
    expect(userPick('b', 'a) keep it\nb) drop it')?.text).toContain('drop it');
    expect(userPick("Option 1 doesn't work since the hash can change", OFFER)?.text).toMatch(/^The user turned down "Check if condensed but no new work": .* \(option 1 of/);
  });

  it("leads a pick with the chosen option's label, never with its letter alone", () => {
    const offer = 'How should edits be coordinated?\n\n**A) Section ownership** — each agent owns sections\n\n**B) Turn-based with short leases** — agents take turns of 30-60 seconds';
    expect(userPick('b', offer)?.text).toBe('The user chose "Turn-based with short leases": agents take turns of 30-60 seconds (option B of those offered)');
    expect(userPick('b', 'Pick one:\n**A)**\n**B)**')).toBeNull();
  });

  it('takes no decision from a skill invoked with a list of requirements', () => {
    expect(userDecision("brainstorm: - generate checkpoint summaries on commit - controlled by configuration, default 'off' - claude-only generation for now")).toBeNull();
    expect(userDecision('implement this:\n- cache the token\n- drop the retry loop entirely\n- leave metrics for later')).toBeNull();
    expect(userDecision("no, let's not cache the token - drop the retry loop entirely")).not.toBeNull();
  });

  it('is no pick without an offered list, or for the article "a"', () => {
    expect(userPick("let's go with option 1", null)).toBeNull();
    expect(userPick('a quick look at the tests please', 'a) one\nb) two')).toBeNull();
    expect(userPick("let's do 3", OFFER)).toBeNull();
  });

  it('reads turning down, bringing back and setting aside as decisions', () => {
    expect(userDecision('remove it completely, no need to deprecate it')).not.toBeNull();
    expect(userDecision("whoops! yeah let's put the reachableFromMain back...")).not.toBeNull();
    expect(userDecision("yeah let's note both and move on for now")).not.toBeNull();
    expect(userDecision('hey dont use cartrabbit.in')).not.toBeNull();
    expect(userDecision('also do not use the staging database for these tests')).not.toBeNull();
    expect(userDecision("hey don't worry about the flaky test")).toBeNull();
    expect(userDecision("yeah let's go for date on every line")).not.toBeNull();
    expect(userDecision('we should be using the strong types instead of string wherever we can')).not.toBeNull();
  });

  it('reads a turn-down asked of the agent after the user judged the change, question mark and all', () => {
    const parallel = userDecision(
      "I think it's fine to run the jobs concurrently, can you revert that? We picked the small model on purpose and the inputs are short, this shouldn't be an issue",
    );
    expect(parallel?.text).toContain('run the jobs concurrently, can you revert that?');
    // A question that leads only asks.
    expect(userDecision('can you revert that? I want to see the old output first')).toBeNull();
    expect(userDecision('The cache looks odd to me, should we revert that?')).toBeNull();
  });

  it('reads replacing, deprecating and bounding an approach as decisions, naming what is turned down', () => {
    const replaced = userDecision('All good, but, I would replace the RETRY_LIMIT env var with the limit stored in the config file');
    expect(replaced?.rejected[0]?.option).toBe('the RETRY_LIMIT env var');
    const deprecated = userDecision('archives is being phased out in favor of packages, check the docs for more info');
    expect(deprecated?.text).toContain('in favor of packages');
    expect(deprecated?.rejected[0]?.option).toBe('archives');
    expect(userDecision('for the log view, the lines we show should be scoped to that run. The same goes for the totals.')).not.toBeNull();
    expect(userDecision('the migration must never touch the users table')).not.toBeNull();
  });

  it('takes "let\'s implement options 2" as a pick of that option', () => {
    const offer = '## Option 1: Ask once\n- blocks\n\n## Option 2: Inform, do not ask\n- a notice\n\nWant me to switch?';
    expect(userPick("let's implement options 2", offer)?.text).toContain('Inform, do not ask');
    expect(userPick("let's use 2 spaces", '1. tabs\n2. spaces')).toBeNull();
  });

  it('is no decision for a plain instruction or a question', () => {
    expect(userDecision('add tests for the parser')).toBeNull();
    expect(userDecision("let's go with it")).toBeNull();
    expect(userDecision('should we put the check back?')).toBeNull();
    expect(userDecision('commit and push')).toBeNull();
    expect(userDecision('it should be faster now, run the tests')).toBeNull();
    expect(userDecision('the old flag is deprecated')).toBeNull();
  });

  it("is no decision when the user corrects a fact and holds back a guess about the cause, but still one that says no to an approach", () => {
    expect(userDecision("sorry, I didn't specify earlier but this recent error is from worktree 2, and the post-commit is also from there - so let's not jump to cross-worktree explanations just yet")).toBeNull();
    expect(userDecision("let's not assume the hook caused it")).toBeNull();
    expect(userDecision("let's not add a new flag for this, reuse --force")).not.toBeNull();
  });
});

describe('words typed with a refused tool call', () => {
  it('decide when they put another way forward as a question (real refusals of the held-out checkpoints)', () => {
    expect(refusalDecides('any chance we can consolidate this code?')).toBe(true);
    expect(refusalDecides('ehhh, is testenv getting a bit too large?')).toBe(true);
    expect(refusalDecides('this fixes test coverage ✅ however the fix approach _increases_ cyclo with the additional boolean and branch? can we figure out a better way to do this?')).toBe(true);
    expect(refusalDecides('rebase from main first')).toBe(true);
    // A remark first, the order after it (a plan turned down with what to do instead).
    expect(refusalDecides('we do have transcript_path on claude sessions too. Make the impl work the same for both agents')).toBe(true);
  });

  it('decide when the proposing question is put the negative way ("really? can\'t we …?")', () => {
    expect(refusalDecides("really?   Can't we ask the decoder itself to reject unknown fields?")).toBe(true);
    expect(refusalDecides("couldn't we reuse the parser from the config package?")).toBe(true);
    expect(refusalDecides("can't you see the file?")).toBe(false);
  });

  it('decide when the question that proposes follows its reason after a dash', () => {
    expect(refusalDecides('the old flag only landed this morning, so no one relies on it - could we drop it in a separate PR instead?')).toBe(true);
    expect(refusalDecides('the old flag only landed this morning - what does it do?')).toBe(false);
  });

  it('decide nothing when they only ask, agree or remark', () => {
    expect(refusalDecides('do you have context7?')).toBe(false);
    expect(refusalDecides("I'm running it after a build")).toBe(false);
    expect(refusalDecides('do it and then run the tests')).toBe(false);
    expect(refusalDecides('what does this flag do?')).toBe(false);
    expect(refusalDecides('what is the simplest implementation?')).toBe(false);
    expect(refusalDecides("I'm running it after a build. We'll see")).toBe(false);
    // A reaction that accepts the refused call's reasoning turns nothing down.
    expect(refusalDecides('lol I guess this is go idiomatic then')).toBe(false);
    expect(refusalDecides('fair enough, leave it')).toBe(false);
  });
});

describe('a yes to an offer of two ways', () => {
  const offer =
    'The test should now pass. I also noticed this reveals a bug in the auto-commit strategy - it should pass `TranscriptPath` to `WriteCommitted` so the content hash gets generated. Would you like me to fix that bug as well, or leave it as a known limitation for now?';

  it('takes the way offered first (a real checkpoint: the agent then fixed the bug)', () => {
    const d = userYesToEither('yes', offer);
    expect(d?.text).toBe('The user chose to fix that bug as well, not to leave it as a known limitation for now');
    expect(d?.rejected).toEqual([{ option: 'leave it as a known limitation for now', reason: null }]);
  });

  it('is nothing for an offer of one thing, or for words beyond a yes', () => {
    expect(userYesToEither('yes', 'Done. Want me to commit and push?')).toBeNull();
    expect(userYesToEither('yes, but add a test first', offer)).toBeNull();
    expect(userYesToEither('yes', null)).toBeNull();
  });
});

describe('answers to the agent\'s multiple-choice questions', () => {
  it('takes each answer to a question that names alternatives as the user\'s choice', () => {
    const output =
      'User has answered your questions: "Should the config be a YAML file or environment variables?"="Environment variables (Recommended)", ' +
      '"What should the new flag be called?"="--dry-run", "Should old records get migrated or only new ones?"="Only new". You can now continue with the user\'s answers in mind.';
    expect(answeredChoices(output).map((d) => d.text)).toEqual([
      'Asked "Should the config be a YAML file or environment variables?", the user chose "Environment variables (Recommended)"',
      'Asked "Should old records get migrated or only new ones?", the user chose "Only new"',
    ]);
  });

  it('reads nothing into other tool output', () => {
    expect(answeredChoices('"Should it be A or B?"="A" was in the file')).toEqual([]);
  });

  it('takes an answer that is one of the options the form listed, though the question names none', () => {
    const output = 'User has answered your questions: "Where should the rate-limit notice be shown?"="Response header". You can now continue with the user\'s answers in mind.';
    const form = 'Where should the rate-limit notice be shown? [Response body | Response header | Both]';
    expect(answeredChoices(output, form).map((d) => d.text)).toEqual(['Asked "Where should the rate-limit notice be shown?", the user chose "Response header"']);
    // Typed in instead of picked ("Other"), or a form that offered a single option: no choice between listed ones.
    expect(answeredChoices(output.replace('Response header', 'in the logs only'), form)).toEqual([]);
    expect(answeredChoices(output, 'Where should the rate-limit notice be shown? [Response header]')).toEqual([]);
  });
});

describe("the user's own answer after declining the agent's questions", () => {
  it('is the choice the questions asked for; a question back is none', () => {
    expect(userClarification("I only see the injected one. I want a notice in the terminal for awareness but no prompt, we have that already.")?.text).toMatch(/^Asked to choose, the user answered in their own words: "I only see/);
    expect(userClarification('what do you mean by the second option?')).toBeNull();
    expect(userClarification('ok')).toBeNull();
  });
});

describe('choices the user dictates in their own words (real prompts of entireio/cli sessions)', () => {
  it.each([
    'wait did you update my claude settings? i meant update the skill permission',
    'yes but I want these individual enought that user can do different flow. flow 1: is what you just described. flow 2 is user wrote their own spec and want to have each agent implement the spec then choose winner',
    'okay drop atomic language',
    'no, make it a flag',
    'use the strong types instead of strings',
    'keep it in one file',
    'Can you fix: Fix the panic in id.Generate() - return error tuple instead',
    'Do not retry, if the lock is held print a warning that the run was skipped',
    'ignore this warning: internal/api/handler.go:88:3: parameter ctx is unused (revive)',
  ])('takes "%s" as a decision', (prompt) => {
    expect(userDecision(prompt)?.text).toBeTruthy();
  });

  it.each([
    'I mean, it works on my machine',
    'explain what this is "do you want real atomicity (rename-from-tmpfile is easy)"',
    "I don't want to lose the history, can you check first?",
    'yes please',
    'drop me a summary when done?',
    'can you use the helper instead?',
    "please don't forget to run the linter",
    "don't know why CI is red now",
    'Never mind, the file was already there',
    'i meant for entireio/cli which we setup in this repo and configured in .entire folder',
  ])('takes "%s" as no decision', (prompt) => {
    expect(userDecision(prompt)).toBeNull();
  });
});

describe('the user naming how the work is worded', () => {
  it('reads a name or a word the user turns down', () => {
    expect(userDecision("and we need to stop calling it Entire Skills .it's just skills")?.text).toBe("and we need to stop calling it Entire Skills .it's just skills");
    expect(userDecision('can we change it to not say /explain in docs')?.text).toBe('can we change it to not say /explain in docs');
    expect(userDecision('I did not say that, read it again')).toBeNull();
  });
});

describe('the user agreeing to a design the assistant proposed', () => {
  const proposal =
    'For the feature-branch case that is correct, but for `--search-all` the whole point is "try harder".\n\nWant me to make `--search-all` fall back to the old full DAG walk via `repo.Log()`? That would preserve its "escape hatch" semantics while keeping the default path using first-parent traversal.';

  it('records the proposal the user said yes to, with their words', () => {
    const d = userAccepts('yes please. is there no test for this behaviour?', proposal, '--search-all is still working as designed yes?');
    expect(d?.text).toContain('fall back to the old full DAG walk via repo.Log()');
    expect(d?.text).toContain('"yes please. is there no test for this behaviour?"');
  });

  it("records the user's own should-question the assistant answered yes to, once the user agrees", () => {
    const d = userAccepts('yep let\'s refactor. do we have tests to move too?', "Yes, I'd say so. `setup.go` is 1410 lines.\n\nWant me to do the extraction?", 'Q: should status be in its own file?');
    expect(d?.text).toBe('The user asked "Q: should status be in its own file?"; the assistant answered yes and the user agreed ("yep let\'s refactor. do we have tests to move too?")');
  });

  it('records a yes to the answer to their does-it-make-sense question, the answer opening with a word on the question', () => {
    const answer = 'Good question! Yes, it makes sense to cache it: the config is read on every hook call.\n\nWould you like me to add the cache in `loader.go`?';
    const d = userAccepts('yes', answer, 'does it make sense to cache the parsed config instead of reading it each time?');
    expect(d?.text).toBe('The user asked "does it make sense to cache the parsed config instead of reading it each time?"; the assistant answered yes and the user agreed ("yes")');
  });

  it('records the fix offered after the assistant weighed a review comment', () => {
    const review = "**3. NormalizeAfterLoad one-way migration**\n\nThis is an intentional trade-off. Keeping deprecated fields around adds maintenance burden.\n\nI think it's fine as-is. Want me to make the comment fix on `GetTranscriptStart` and add a note about the one-way migration?";
    expect(userAccepts('yep do it', review, 'while we\'re here, we have some other feedback')?.text).toContain('make the comment fix on GetTranscriptStart and add a note about the one-way migration');
    expect(userAccepts('yep do it', 'Done. Want me to fix the typo in the README too?', null)).toBeNull();
  });

  it('records the option the assistant recommended among those it weighed, when the user says yes to its offer', () => {
    const weighed = [
      '**Two viable options:**',
      '',
      '| | Subpackages (`e2e/kiro/`) | Flat + prefix (current) |',
      '|---|---|---|',
      '| TestMain | One per agent | Single shared |',
      '',
      'My recommendation: **go with subpackages**. Each agent gets its own `TestMain`, so `go test ./e2e/kiro/` builds only that agent. And its fixtures live with its tests.',
      '',
      'Want me to plan that refactor?',
    ].join('\n');
    expect(userAccepts('yes', weighed, 'can they be put in a kiro folder? it will get messy with more agents')?.text).toMatch(
      /^The user agreed \("yes"\) to the assistant's recommendation: \**go with subpackages\**/,
    );
    expect(userAccepts('yes', 'My recommendation: go with subpackages. The refactor is done and the tests pass.\n\nWant me to commit it?', null)).toBeNull();
  });

  it('takes no chore, no agreement with a condition and no plain prompt for a design decision', () => {
    expect(userAccepts('yes', 'All tests pass. Want me to commit and push these changes instead of leaving them staged?', null)).toBeNull();
    expect(userAccepts('yes but keep the old walk too', proposal, null)).toBeNull();
    expect(userAccepts('now fix the lint errors', proposal, null)).toBeNull();
    expect(userAccepts('yes', 'Done. Want me to look at the other callers?', 'what does this do?')).toBeNull();
  });

  it('takes no yes to an offer that only lays the options out for the user to judge', () => {
    const weighed =
      'The most viable path is a new `--target` flag on `attach`, so the skill does not have to `cd`. The main tradeoff is the precondition: it needs setup on the parent first.\n\nWant me to sketch the skill structure and the exact new CLI flags so you can decide whether to greenlight the CLI changes?';
    expect(userAccepts('yes', weighed, 'how could we make a skill for this?')).toBeNull();
    expect(userAccepts('yes', weighed.replace('sketch the skill structure and the exact new CLI flags so you can decide whether to greenlight the CLI changes', 'add the `--target` flag instead of the cd'), null)?.text).toContain('add the --target flag instead of the cd');
  });
});

describe("answers to the agent's multiple-choice questions", () => {
  it('takes no question back for a choice', () => {
    const output = 'User has answered your questions: "Should targeted reset be part of this PR or tracked separately?"="uhh...but the shadow branch is now dirty if it is retained?". You can now continue.';
    expect(answeredChoices(output)).toEqual([]);
    expect(answeredChoices('User has answered your questions: "Should READMEs be embedded files or inline string constants?"="Inline strings (Recommended)".')).toHaveLength(1);
  });
});

describe('options picked one question after another', () => {
  const ask = (line: number, text: string): TranscriptEvent => ({ kind: 'assistant_text', line, text });
  const say = (line: number, text: string): TranscriptEvent => ({ kind: 'user_prompt', line, text });

  it('are one series of answers, not one decision per letter; a pick with words of its own stands alone', () => {
    const b = new HandoffBuilder({ sessionId: 'fe3ed705-946a-49c1-9c31-0a5ec7a62aba', agent: 'claude-code', cwd: '/repo' });
    const events: TranscriptEvent[] = [
      say(1, 'brainstorm a skill where Claude and Codex write one spec together'),
      ask(2, 'Which of these best describes it?\n\n**A)** Fully autonomous ping-pong — they iterate N rounds\n\n**B)** Human-in-the-loop relay — you approve each pass\n\n**C)** Concurrent with shared doc — both agents edit the same document'),
      say(3, 'c'),
      ask(4, 'How to handle conflicts?\n\n**A) Section ownership** — each agent owns sections\n\n**B) Turn-based with short leases** — agents take short turns'),
      say(5, 'b'),
      ask(6, 'Where should the doc live?\n\n**A) Single markdown file** — e.g. docs/design.md\n\n**B) Structured directory** — one file per section'),
      say(7, 'a'),
      ask(8, 'Which workflow?\n\n1. **Subagent-Driven** — a fresh subagent per task\n2. **Parallel Session** — a new session'),
      say(9, "let's go with 1, it keeps the main context small"),
    ];
    for (const e of events) b.add(e);
    const texts = b.build().decisions.map((d) => d.text);
    expect(texts).toEqual([
      'The user answered the offered options one question at a time: "Concurrent with shared doc — both agents edit the same document"; "Turn-based with short leases — agents take short turns"; "Single markdown file — e.g. docs/design.md"',
      expect.stringContaining('The user chose "Subagent-Driven": a fresh subagent per task (option 1 of those offered)'),
    ]);
  });

  it('stand alone when work was committed between them: each answers a question about its own piece of work', () => {
    const b = new HandoffBuilder({ sessionId: '5b0c2f7e-1d7a-4b8e-9a51-3f0e6c2d9a14', agent: 'claude-code', cwd: '/repo' });
    const events: TranscriptEvent[] = [
      say(1, 'carry on with the settings page tasks'),
      ask(2, 'The review found that `Toast` uses `role="status"` for errors too.\n\n1. **Apply the fix now** (one commit on top of task 3, `role="alert"` for errors)\n2. **Keep the plan as written** and log a follow-up\n\nWhich do you want?'),
      say(3, '1'),
      { kind: 'file_edit', line: 4, callId: 'e1', tool: 'Edit', paths: ['/repo/web/src/ui/Toast.tsx'], change: 'update' },
      { kind: 'tool_result', line: 5, callId: 'e1', isError: false, output: 'The file /repo/web/src/ui/Toast.tsx has been updated successfully.' },
      { kind: 'shell', line: 6, callId: 'c1', tool: 'Bash', command: 'git commit -am "fix(web): Toast announces errors as alerts" && git push' },
      { kind: 'tool_result', line: 7, callId: 'c1', isError: false, exitCode: 0, output: '[feat/settings 4e1c9a2] fix(web): Toast announces errors as alerts\n 1 file changed, 3 insertions(+), 1 deletion(-)\nTo github.com:acme/settings.git\n   2b7d0e1..4e1c9a2  feat/settings -> feat/settings' },
      ask(8, 'Task 4 review: `Dialog` drops focus on close.\n\nA. **Minimal fix** — restore focus in `Dialog.tsx` only\n\nB. **Full fix** — A plus a focus ring on every `Button`\n\nWhich do you want?'),
      say(9, 'B'),
    ];
    for (const e of events) b.add(e);
    const texts = b.build().decisions.map((d) => d.text);
    expect(texts).toEqual([
      'The user chose "Apply the fix now (one commit on top of task 3, role="alert" for errors)" (option 1 of those offered)',
      'The user chose "Full fix": A plus a focus ring on every Button (option B of those offered)',
    ]);
  });

  it('stay one series when the brainstorm only writes a mockup between its questions', () => {
    const b = new HandoffBuilder({ sessionId: '5b0c2f7e-1d7a-4b8e-9a51-3f0e6c2d9a14', agent: 'claude-code', cwd: '/repo' });
    const events: TranscriptEvent[] = [
      say(1, 'help me redesign the dashboard'),
      ask(2, 'Which direction?\n\n**A) Dense tables** — data first\n\n**B) Cards** — one card per project'),
      say(3, 'b'),
      { kind: 'file_edit', line: 4, callId: 'w1', tool: 'Write', paths: ['/repo/.brainstorm/content/layout.html'], change: 'create' },
      { kind: 'tool_result', line: 5, callId: 'w1', isError: false, output: 'File created successfully at: /repo/.brainstorm/content/layout.html' },
      ask(6, 'Layout on screen. Where do filters go?\n\n**A) Sidebar** — always visible\n\n**B) Top bar** — collapsible'),
      say(7, 'a'),
    ];
    for (const e of events) b.add(e);
    expect(b.build().decisions.map((d) => d.text)).toEqual(['The user answered the offered options one question at a time: "Cards — one card per project"; "Sidebar — always visible"']);
  });

  it('show each option by its label alone when their words do not all fit', () => {
    const b = new HandoffBuilder({ sessionId: 'fe3ed705-946a-49c1-9c31-0a5ec7a62aba', agent: 'claude-code', cwd: '/repo' });
    const long = (label: string): string => `**A) ${label}** — ${'the agents share one document and merge their edits as they go, '.repeat(2).trim()}`;
    for (const [i, label] of ['Shared doc', 'Short leases', 'Single file', 'Flat sections'].entries()) {
      b.add(ask(i * 2 + 1, `Which one?\n\n${long(label)}\n\n**B) Other** — something else`));
      b.add(say(i * 2 + 2, 'a'));
    }
    expect(b.build().decisions.map((d) => d.text)).toEqual(['The user answered the offered options one question at a time: "Shared doc"; "Short leases"; "Single file"; "Flat sections"']);
  });
});

describe('one numbered finding of a review taken', () => {
  const review =
    'The new version accurately reflects the real structs. A few issues:\n\n### Issue 1: `TokenUsage` struct is missing `SubagentTokens` field\n\n**Doc (line 123-130)** shows 5 fields.\n\n### Issue 2: Code comment in `checkpoint.go` uses 1-based indexing (separate issue)\n\nWorth fixing separately.';

  it('names the finding the user asked to fix', () => {
    expect(userPick('can you fix issue 1', review)?.text).toBe('The user chose to fix issue 1 only, of those listed: "TokenUsage struct is missing SubagentTokens field"');
    expect(userPick('can you fix issue 3', review)).toBeNull();
    expect(userPick('can you fix issue 1 and then push', review)).toBeNull();
  });
});

describe('user decisions of an earlier session or before a compaction', () => {
  it("reads a plan part turned down (\"we don't need …\") and an approach taken by name", () => {
    expect(userDecision("looks good, but we don't need the auto strategy test, the manual one covers it")?.text).toContain("we don't need the auto strategy test");
    expect(userDecision("okay, let's try the pty approach (creack/pty is MIT so should be ok)")).not.toBeNull();
    expect(userDecision("I don't need to rebuild - Go will rebuild automatically")).toBeNull();
  });
});

describe('a spec the user gives as a list', () => {
  const spec = `How about this logic:

- if there is no folder for the current checkpoint, create one, do as today but add a \`session_count\` field
- if there is a folder, read "session_count", create a folder with that number and move the existing files there`;

  it('is the approach the user sets, in their words, when a lead puts it forward', () => {
    const d = userSpec(spec);
    expect(d?.text).toMatch(/^The user set out the approach: "How about this logic: - if there is no folder .*session_count/);
    expect(userSpec("I'd like to do two things:\n1. add the ability to migrate a specific checkpoint\n2. add usage information at the top of the sh file")).not.toBeNull();
  });

  it('is no decision as a to-do list, a list of questions, or a single item', () => {
    expect(userSpec('1. lint failing\n2. update from main\n3. new comments')).toBeNull();
    expect(userSpec('that was my question\n\n1. run migration script\n2. push new v1 branch\n3. point clients at v1?')).toBeNull();
    expect(userSpec('How about this:\n- drop the cache')).toBeNull();
  });

  it("is the task, not a decision, as a session's first prompt", () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', text: spec, line: 1 } as TranscriptEvent);
    expect(b.build().decisions).toEqual([]);
    b.add({ kind: 'assistant_text', text: 'Done: archived.', line: 2 } as TranscriptEvent);
    b.add({ kind: 'user_prompt', text: spec.replace('this logic', 'this instead'), line: 3 } as TranscriptEvent);
    expect(b.build().decisions.map((d) => d.text)).toEqual([expect.stringContaining('The user set out the approach: "How about this instead:')]);
  });
});

describe('what the user meant by the prompt before', () => {
  const at = { first: false, clarifies: false };

  it('restating a question asks again: no decision', () => {
    const asked = 'do we have checkpoints tracking this..what commands did it run instead of the commands it ran before';
    expect(promptDecision("oh i meant tracking our conversation..that we're having.", null, asked, at)).toBeNull();
    expect(promptDecision('sorry, i meant reading the release notes', null, 'Is the changelog up to date?', at)).toBeNull();
  });

  it('correcting an instruction still decides', () => {
    expect(promptDecision('i meant update the skill permission', null, 'update my claude settings so the skill can run', at)).not.toBeNull();
  });
});
