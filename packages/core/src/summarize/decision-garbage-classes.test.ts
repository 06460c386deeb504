// Garbage decisions seen on real checkpoints (issue 12, class 7: no item beats a garbage item), each beside the real
// decision of the same shape that must stay in. Every fixture is made up, shaped like the real ones.
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../adapters/claude.js';
import { codexAdapter } from '../adapters/codex.js';
import { EarlierWordsLog } from '../read/earlier-words.js';
import { handoff, line } from './__fixtures__/claude-records.js';
import { oneLineSentences } from './clip.js';
import { extractDecisions, wholeStatements } from './decisions.js';
import { answeredChoices } from './form-answers.js';
import { HandoffBuilder } from './handoff-builder.js';
import { remedyOf } from './remedies.js';
import { optionPicked, userPick, userYesToEither } from './user-menu-picks.js';
import { userDecision } from './user-statements.js';

const texts = (items: { text: string }[]): string[] => items.map((d) => d.text);

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

describe('a step of the work narrated after a failure the agent already got past is no remedy', () => {
  const call = (id: string, name: string, input: object, text = '') =>
    line({ type: 'assistant', message: { role: 'assistant', content: [...(text ? [{ type: 'text', text }] : []), { type: 'tool_use', id, name, input }] } });
  const result = (id: string, content: string, isError = false) => line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] } });
  const task = line({ type: 'user', message: { role: 'user', content: 'Task #17 (UI-6): add the profile i18n keys to lib/l10n/app_en.arb' } });
  const arb = '/repo/lib/l10n/app_en.arb';

  it('a read refused for its size, then read in parts, leaves nothing to remedy', () => {
    const h = handoff([
      task,
      call('r1', 'Read', { file_path: arb }),
      result('r1', 'File content (34974 tokens) exceeds maximum allowed tokens (25000). Please use offset and limit parameters to read specific portions of the file.', true),
      call('r2', 'Read', { file_path: arb, offset: 2960, limit: 25 }),
      result('r2', '  2979→  "commonSave": "Save"\n  2980→}'),
      call('e1', 'Edit', { file_path: arb, old_string: '"commonSave": "Save"\n}', new_string: '"commonSave": "Save",\n  "profiles": "Profiles"\n}' }, 'The last entry is `"commonSave": "Save"` (no trailing comma). I need to add a comma after that and append all the new profile keys before the closing `}`.'),
      result('e1', 'The file /repo/lib/l10n/app_en.arb has been updated successfully.'),
    ]);
    expect(h.decisions).toEqual([]);
  });

  it('a check that failed, then an edit and the check passing, leaves nothing to remedy either', () => {
    const h = handoff([
      task,
      call('a1', 'Bash', { command: 'dart analyze lib/features/profiles' }),
      result('a1', "Exit code 2\nwarning - lib/features/profiles/di.dart:5:8 - Unused import: 'package:app/core/di.dart'", true),
      call('e1', 'Edit', { file_path: '/repo/lib/features/profiles/di.dart', old_string: "import 'package:app/core/di.dart';\n", new_string: '' }),
      result('e1', 'The file /repo/lib/features/profiles/di.dart has been updated successfully.'),
      call('r1', 'Read', { file_path: '/repo/lib/features/import/config_import_provider.dart' }),
      result('r1', '1→class ConfigImportNotifier {}'),
      call('e2', 'Edit', { file_path: '/repo/lib/features/import/config_import_provider.dart', old_string: 'class ConfigImportNotifier {}', new_string: 'class ConfigImportNotifier { /* profiles */ }' }, "Now I'll modify the `ConfigImportNotifier` to also create VPN profiles after imports. I need to add the profile creation logic while preserving existing behavior."),
      result('e2', 'The file /repo/lib/features/import/config_import_provider.dart has been updated successfully.'),
    ]);
    expect(h.decisions).toEqual([]);
  });

  it('the way past a run that failed and still stands is a remedy', () => {
    const h = handoff([
      task,
      call('t1', 'Bash', { command: 'go test ./internal/parser/...' }),
      result('t1', 'Exit code 1\n--- FAIL: TestParseNested (0.00s)\n    parser_test.go:41: depth 3: got 2', true),
      call('e1', 'Edit', { file_path: '/repo/internal/parser/parse.go', old_string: 'a', new_string: 'b' }, 'I need to split the parser into two passes so nested blocks are counted before they are closed.'),
      result('e1', 'The file /repo/internal/parser/parse.go has been updated successfully.'),
    ]);
    expect(h.decisions.map((d) => d.text)).toEqual(['I need to split the parser into two passes so nested blocks are counted before they are closed.']);
  });

  it("the way past a linter's findings is a remedy, also when the run piped into head exits 0", () => {
    const h = handoff([
      line({ type: 'user', message: { role: 'user', content: 'could we have a linting rule?' } }),
      call('l1', 'Bash', { command: 'golangci-lint run 2>&1 | head -100' }),
      result('l1', 'cmd/cli/hooks.go:66:19: use of `os.Getwd` forbidden because "use paths.RepoRoot()" (forbidigo)\n1 issues:\n* forbidigo: 1'),
      call('e1', 'Edit', { file_path: '/repo/cmd/cli/hooks.go', old_string: 'os.Getwd()', new_string: 'os.Getwd() //nolint:forbidigo' }, 'The linter caught one remaining `os.Getwd()` usage in hooks.go, the fallback for tests outside a repository. I need to add a `nolint` directive with an explanation there.'),
      result('e1', 'The file /repo/cmd/cli/hooks.go has been updated successfully.'),
    ]);
    expect(h.decisions.map((d) => d.text)).toEqual([
      'The linter caught one remaining `os.Getwd()` usage in hooks.go, the fallback for tests outside a repository. I need to add a `nolint` directive with an explanation there.',
    ]);
  });
});

describe("a way past a Codex MCP call whose failure only the call's end event records is a step, not a decision", () => {
  let sec = 0;
  const rec = (type: string, payload: object) => ({ timestamp: `2026-06-18T04:35:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
  const js = (id: string, code: string) => rec('response_item', { type: 'function_call', name: 'js', arguments: JSON.stringify({ code }), call_id: id });
  const end = (id: string, text: string, isError: boolean) =>
    rec('event_msg', { type: 'mcp_tool_call_end', call_id: id, invocation: { server: 'node_repl', tool: 'js' }, result: { Ok: { content: [{ type: 'text', text }], isError } } });
  const output = (id: string, text: string) => rec('response_item', { type: 'function_call_output', call_id: id, output: `Wall time: 1.4701 seconds\nOutput:\n${JSON.stringify([{ type: 'text', text }])}` });
  const said = (text: string) => rec('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase: 'commentary' });
  const records = [
    rec('session_meta', { id: 'codex-ui', cwd: '/repo' }),
    rec('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'check the level 3 success screen in the browser' }] }),
    js('c1', 'await tab.playwright.waitForLoadState({ state: "networkidle" })'),
    end('c1', 'playwright_wait_for_load_state does not support networkidle', true),
    output('c1', 'playwright_wait_for_load_state does not support networkidle'),
    said('The browser wrapper does not support `networkidle` in this runtime, so I’m switching to a supported load state and continuing the same check.'),
    js('c2', 'await tab.playwright.waitForLoadState({ state: "load" })'),
    end('c2', '{"leaderboardHidden": false}', false),
    output('c2', '{"leaderboardHidden": false}'),
  ];

  it('the result is a failure, and the workaround said before the next call is no decision', () => {
    const parser = codexAdapter.createParser();
    const events = records.flatMap((r, i) => parser.push(r, i + 1));
    expect(events.filter((e) => e.kind === 'tool_result').map((e) => e.kind === 'tool_result' && e.isError)).toEqual([true, false]);
    const b = new HandoffBuilder({ sessionId: 'codex-ui', agent: 'codex', cwd: '/repo' });
    for (const e of [...events, ...parser.finish()]) b.add(e);
    expect(b.build().decisions).toEqual([]);
  });
});

describe("Codex's progress narration is no decision; its answer still decides", () => {
  let sec = 0;
  const rec = (type: string, payload: object) => ({ timestamp: `2026-06-23T07:25:${String(sec++).padStart(2, '0')}.000Z`, type, payload });
  const said = (text: string, phase: string) => [
    rec('event_msg', { type: 'agent_message', message: text, phase }),
    rec('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }], phase }),
  ];
  const NARRATED = 'Both tools are installed. I’m going to make the harness configurable instead of hard-coding a risky agent invocation: by default it runs the deterministic setup.';
  const ANSWERED = 'I made the runner warn instead of refusing when the reviewer and worker models are the same, because the user called it a preference.';
  const decisionsOf = (phase: string, text: string): string[] => {
    const parser = codexAdapter.createParser();
    const records = [rec('session_meta', { id: 'codex-bench', cwd: '/repo' }), rec('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'build the benchmark harness' }] }), ...said(text, phase)];
    const events = records.flatMap((r, i) => parser.push(r, i + 1));
    const b = new HandoffBuilder({ sessionId: 'codex-bench', agent: 'codex', cwd: '/repo' });
    for (const e of [...events, ...parser.finish()]) b.add(e);
    return b.build().decisions.map((d) => d.text);
  };

  it('a commentary message says what the agent is about to try: no decision', () => {
    expect(decisionsOf('commentary', NARRATED)).toEqual([]);
    expect(decisionsOf('commentary', ANSWERED)).toEqual([]);
  });

  it('the same words in the final answer decide', () => {
    expect(decisionsOf('final_answer', ANSWERED)).toEqual([ANSWERED]);
  });
});

describe('turning down a look that was never going to be taken is no decision', () => {
  it('grounding the answer in sources "rather than vibes" chooses how to look, not how to do the work', () => {
    const said = 'I’ll ground this in the current licensing basics rather than vibes, because the distinction between “public source” and “open source” matters a lot here.';
    expect(extractDecisions(said)).toEqual([]);
  });

  it('a way of doing the work turned down still decides', () => {
    expect(extractDecisions("I'll ship the license as GPL-3.0-only rather than AGPL, because the game has no network service.")).not.toEqual([]);
  });
});

describe("a user's words the compaction summary quotes again are one decision, not two", () => {
  const offer = [
    'The table promises an explicit template for 18 segments that fall back to defaults. Two ways:',
    '',
    "1. **Make it true.** Add explicit templates to those 18 segments, copying the current defaults verbatim. The goldens prove it's output-neutral: they pin ANSI for all 122 bundled themes, so any template that changes a byte fails the suite before it lands.",
    '2. **Make the table honest.** Revert the table to say those segments use the default template.',
    '',
    'Which one?',
  ].join('\n');
  const said = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
  const user = (content: string, extra: object = {}) => line({ type: 'user', message: { role: 'user', content }, ...extra });
  const summary = (messages: string[]) =>
    [
      'This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.',
      '',
      '1. Primary Request and Intent:',
      '   The user wants the segment table to match what the themes render.',
      '',
      '6. All user messages:',
      ...messages.map((m) => `   - "${m}"`),
    ].join('\n');

  it('the pick read before the compaction is carried once', () => {
    const h = handoff([
      user('the table says every segment has an explicit template, check that'),
      said(offer),
      user('option 1, fix the themes and revert the table'),
      said('Adding the explicit templates to the 18 segments now.'),
      user(summary(['the table says every segment has an explicit template, check that', 'option 1, fix the themes and revert the table']), { isCompactSummary: true, isVisibleInTranscriptOnly: true }),
    ]);
    expect(h.decisions.filter((d) => d.text.includes('option 1, fix the themes and revert the table'))).toHaveLength(1);
  });

  it('words only the summary keeps are carried from it', () => {
    const h = handoff([
      user('render the theme previews as SVG'),
      said('Moving the SVG writer to a wasm build next.'),
      user(summary(['render the theme previews as SVG', "no, don't move it to wasm, keep rendering in the Go binary instead"]), { isCompactSummary: true, isVisibleInTranscriptOnly: true }),
    ]);
    expect(h.decisions.map((d) => d.text)).toEqual(["From the compaction summary: The user said: no, don't move it to wasm, keep rendering in the Go binary instead"]);
  });
});

describe('a decision longer than the room for it ends after a whole sentence, never mid-word', () => {
  const verdict =
    'Bottom line: git-ai can replace the line-attribution and model-tracking parts of your checkpoint system with richer data (per-line blame, tool breakdown, accepted vs overridden). ' +
    'But token usage tracking (the `tokens.*` fields) is fundamentally outside git-ai’s scope — that data comes from the Claude API response, not from git. ' +
    'Keep the checkpoint system for tokens, BMAD learnings, summaries, and the session index, and let git-ai own attribution only.';

  it('the sentences that fit are kept whole', () => {
    expect(oneLineSentences(verdict, 400)).toBe(verdict.slice(0, verdict.indexOf(' Keep the checkpoint')));
  });

  it('one long sentence is still cut where it must be, and marked', () => {
    const one = verdict.replace(/\. /g, '; ');
    expect(oneLineSentences(one, 400)).toMatch(/…$/);
    // Between two words: the last word shown is whole.
    const shown = oneLineSentences(one, 400).slice(0, -1);
    expect(one.startsWith(shown)).toBe(true);
    expect(one.slice(shown.length)).toMatch(/^[\s,;:—–-]/);
    expect(oneLineSentences('Keep the checkpoint system for tokens.', 400)).toBe('Keep the checkpoint system for tokens.');
  });
});

describe("the answer to a form's question of fact is no decision", () => {
  const answered = (q: string, a: string): string => `User has answered your questions: "${q}"="${a}". You can now continue with the user's answers in mind.`;

  it('a state found (exists, installed, running) says what is so', () => {
    const q = 'Is a signed release of the `wasm-pack` toolchain already installed on the build runner?';
    expect(answeredChoices(answered(q, 'Already installed'), `${q} [Already installed | Not installed]`)).toEqual([]);
    const q2 = 'Does the staging cluster have a metrics exporter running? I need to know before wiring the dashboard.';
    expect(answeredChoices(answered(q2, 'Not running yet'), `${q2} [Running | Not running yet | Not sure]`)).toEqual([]);
    expect(answeredChoices(answered(q2, 'Not sure'), `${q2} [Running | Not running yet | Not sure]`)).toEqual([]);
  });

  it('an answer to the same question that names a way to take still chooses, and so does a question of taste', () => {
    const q = 'Does a vendored copy of the parser already exist, or should I add one?';
    expect(answeredChoices(answered(q, 'Add it as a git submodule'), `${q} [Add it as a git submodule | Copy the sources]`)).toHaveLength(1);
    const taste = 'Do you want the installer to be available as a shell script or a Homebrew formula?';
    expect(answeredChoices(answered(taste, 'Homebrew formula'), `${taste} [Shell script | Homebrew formula]`)).toHaveLength(1);
  });
});

describe('a pick from a list of work to do chooses the task, not a way of doing it', () => {
  const todos = [
    '**Pending Todos:**',
    '',
    '| # | Title | Area | Age |',
    '|---|-------|------|-----|',
    '| 1 | Move thumbnail generation to a worker thread | ui | 12d ago |',
    '| 2 | Rotate signing keys from the static pair to per-release keys | auth | 5d ago |',
    '| 3 | Add rate limits to the share-link endpoint | api | 4d ago |',
    '| 4 | Audit fixes from the March review (A-02, A-05, B-01) | auth | 2d ago |',
    '',
    '---',
    '',
    'Reply with a number to view details, or `q` to exit.',
  ].join('\n');
  const next = 'Here is what is left:\n\n1. Wire the export button to the new endpoint\n2. Add pagination to the audit log\n3. Write the migration guide\n\nWhich one would you like to tackle next?';

  it('a number that picks an item of a to-do list, or of what is left to work on, is no decision', () => {
    expect(optionPicked('4 seems like a low hanging fruit', todos)).toBeNull();
    expect(optionPicked('3', todos)).toBeNull();
    expect(optionPicked("let's do 2", next)).toBeNull();
  });

  it('still a decision: an item that is itself a change from one way to another, or a pick that says how', () => {
    expect(optionPicked('2', todos)?.text).toContain('Rotate signing keys from the static pair to per-release keys');
    expect(optionPicked('3 but apply the changes to this branch, since its directly related.', todos)?.text).toContain('this branch');
  });

  it('a menu of ways to do the work keeps its picks', () => {
    const ways = '1. **Quick fix** — duplicate the helper in strategy\n2. **Refactor** — move the helper to a shared package\n\nWhich would you prefer?';
    expect(optionPicked("let's do 1", ways)?.text).toContain('Quick fix');
  });
});

describe('an option of a menu the assistant offers is not taken by being offered', () => {
  const menu = [
    'CI fully green. Before merging, the install path of the bundled binary is the one thing still unverified.',
    '',
    'Options:',
    '1. **Merge now** — fast; if the cask breaks, revert the `binary` stanza in a follow-up commit to main. The nightly artifacts remain fine.',
    '2. **Verify first** — I run `mise run tauri:build` locally (~3 min), confirm the `.dmg` has the binary at the expected path, then merge.',
    '',
    "Which? (I'd lean toward option 2 given how cheap it is, but your call.)",
  ].join('\n');

  it('no item of the list is printed as a decision', () => {
    expect(extractDecisions(menu)).toEqual([]);
  });

  it('the same words in a numbered report, with no question after it, still decide', () => {
    const report = menu.split('\n').slice(3, 4).concat('2. **Tests** — all green.', '', 'All done.').join('\n');
    expect(texts(extractDecisions(report))).toHaveLength(1);
  });
});

describe('words typed instead of approving a plan from the part not read are a request, not a decision', () => {
  const plan = '# Fix Shutdown Timeout\n\n## Context\n\nThe shutdown hits the 60s timeout.'.repeat(200);
  const said = 'There are indications that the introduction of WAL sharding caused the long shutdown times. Further investigate if this relates to the issue.';
  const built = (records: string[]): string[] => {
    const log = new EarlierWordsLog(claudeAdapter);
    const splitter = log.passedOver(false);
    records.forEach((r, i) => {
      if (Buffer.byteLength(r) <= splitter.maxBytes) splitter.each(r, i + 1);
    });
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    b.addEarlier(log.words());
    b.add({ kind: 'user_prompt', text: 'Fix the critical and medium issues', line: 40 });
    return texts(b.build().decisions);
  };
  const refusal = (id: string, words: string): string =>
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, is_error: true, content: `The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\n${words}` }] } });

  it('a refused plan (its record too large to read) with an order to look further decides nothing', () => {
    const call = line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'p1', name: 'ExitPlanMode', input: { plan } }] } });
    expect(built([call, refusal('p1', said)])).toEqual([]);
  });

  it('a refused shell command with the same order still decides', () => {
    const call = line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'b1', name: 'Bash', input: { command: 'go test ./pkg/metricstore/...' } }] } });
    expect(built([call, refusal('b1', said)])).toHaveLength(1);
  });
});

describe('a piece of a statement is no decision of its own', () => {
  it('takes no sentence cut out of a quotation', () => {
    const spec = [
      '**`/import/:keyId`** — import instructions',
      '',
      '- Each tab: numbered steps with copyable commands, then the reveal row at the bottom.',
      '- Bottom link: "Having trouble? See the `docs/RECOVERY.md` guide" (we\'ll write this as a follow-up).',
    ].join('\n');
    expect(extractDecisions(spec)).toEqual([]);
    expect(texts(extractDecisions('The recovery guide is out of scope for this PR, so we\'ll write it as a follow-up.'))).toHaveLength(1);
  });

  it('keeps only the whole statement when two readers of one message take it whole and in part', () => {
    const whole = { text: 'The comment is valid. I will patch it by keeping the `go build` exit status before the copy step.', rejected: [] };
    const part = { text: 'The comment is valid', rejected: [] };
    const other = { text: 'Going with one commit, the two pieces are intertwined at the CI level.', rejected: [] };
    expect(wholeStatements([whole, part, other])).toEqual([whole, other]);
    expect(wholeStatements([part, other])).toEqual([part, other]);
  });
});
