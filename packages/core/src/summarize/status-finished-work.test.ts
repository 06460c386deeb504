/**
 * Finished work is not reopened by what the records show around it: a failed lookup or scratch script the agent went
 * past, a lint error fixed by an edit and a passing build, an offer of more work after the completion report, an
 * interrupted short follow-up (withdrawn when nothing answered it), an interruption the agent went on past, and a tool call without a recorded result
 * before the final report.
 */
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../adapters/claude.js';
import { j, parseLines } from '../adapters/test-support.js';
import { handoff, line } from './__fixtures__/claude-records.js';
import { HandoffBuilder } from './handoff-builder.js';

const REJECTED = "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

const say = (text: string) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
const ask = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
const call = (id: string, name: string, input: object) => line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } });
const result = (id: string, content: string, isError = false) =>
  line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] } });
const bash = (id: string, command: string, output: string, isError = false) => [call(id, 'Bash', { command }), result(id, output, isError)];
const write = (id: string, path: string) => [call(id, 'Write', { file_path: `/repo/${path}`, content: 'x' }), result(id, `File created successfully at: /repo/${path}`)];
const edit = (id: string, path: string) => [
  call(id, 'Edit', { file_path: `/repo/${path}`, old_string: 'a', new_string: 'b' }),
  result(id, `The file /repo/${path} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:`),
];
const interrupt = line({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: '[Request interrupted by user for tool use]' }] } });

describe('a failed step the agent went past on another route', () => {
  it('a plugin lookup that failed, then another source, then the file written and reported: nothing stands', () => {
    const h = handoff([
      ask('Write the Linear issues assigned to me this sprint into docs/sprint.md'),
      ...bash('b1', 'mcp-cli info linear/list_issues', "Exit code 1\nError: tool 'list_issues' not found on server 'linear'", true),
      ...bash('b2', 'gh issue list --assignee @me --json number,title', '[{"number":41,"title":"Retry uploads"}]'),
      ...write('w1', 'docs/sprint.md'),
      say("I've written the issue assigned to you into `docs/sprint.md`."),
    ]);
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('a scratch script in the temp folder that failed, then the change made in the repository: nothing stands', () => {
    const h = handoff([
      ask('Make the report dates use UTC in internal/report/format.go'),
      ...bash('b1', 'go run /tmp/tz-test.go', 'Exit code 1\n# command-line-arguments\n/tmp/tz-test.go:9:2: undefined: report', true),
      ...edit('e1', 'internal/report/format.go'),
      say('Updated `internal/report/format.go`: dates are now formatted in UTC.'),
    ]);
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('a subagent that failed, then the search done by the agent itself and the fix reported: nothing stands', () => {
    const h = handoff([
      ask('Find where the upload retries are configured and raise the limit to 5'),
      call('t1', 'Task', { description: 'Find retry config', prompt: 'Find where upload retries are configured', subagent_type: 'Explore' }),
      result('t1', 'API Error: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', true),
      ...bash('b1', 'rg -n "maxRetries" src', 'src/upload/client.ts:14:  maxRetries: 3,'),
      ...edit('e1', 'src/upload/client.ts'),
      say("I've changed `maxRetries` to 5 in `src/upload/client.ts`."),
    ]);
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('still stands when the assistant does not report the work done', () => {
    const h = handoff([
      ask('Write the Linear issues assigned to me this sprint into docs/sprint.md'),
      ...bash('b1', 'mcp-cli info linear/list_issues', "Exit code 1\nError: tool 'list_issues' not found on server 'linear'", true),
      ...bash('b2', 'ls docs', 'README.md'),
      say('The Linear plugin does not list issues here; I could not get the sprint issues.'),
    ]);
    expect(h.errors.map((e) => e.command)).toEqual(['mcp-cli info linear/list_issues']);
    expect(h.status).not.toBe('complete');
  });
});

describe('a lint failure addressed by an edit and a passing build', () => {
  const lint = (files: string[]) =>
    [
      '',
      '> dash@1.0.0 lint',
      '> eslint .',
      '',
      ...files.flatMap((f) => ['', `/home/dev/dash/${f}`, "  12:7  error  'legacyColors' is assigned a value but never used  @typescript-eslint/no-unused-vars"]),
      '',
      `✖ ${files.length} problem(s) (${files.length} error(s), 0 warnings)`,
    ].join('\n');
  const session = (named: string[]) => [
    ask('Move the chart colours into src/theme.ts, fix the lint errors and make sure the build passes'),
    ...edit('e0', 'src/components/Table.tsx'),
    ...bash('b1', 'npm run lint', `Exit code 1\n${lint(named)}`, true),
    ...edit('e1', 'src/components/Chart.tsx'),
    ...bash('b2', 'npm run build', 'vite v5.4.2 building for production...\n✓ 812 modules transformed.\n✓ built in 4.12s'),
    say('Done: the one remaining lint error in Chart.tsx is suppressed with an eslint-disable comment, and the build passes.'),
  ];

  it('is resolved when every file the linter named was edited since and the build passed after', () => {
    const h = handoff(session(['src/components/Chart.tsx']));
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('stands while a file the linter named was not edited since', () => {
    const h = handoff(session(['src/components/Chart.tsx', 'src/components/Table.tsx']));
    expect(h.errors.map((e) => e.command)).toEqual(['npm run lint']);
    expect(h.status).toBe('in_progress');
  });
});

describe('an offer of more work after a completion report (Gemini CLI)', () => {
  const ts = '2026-11-30T22:13:34.868Z';
  const replace = (status: string) => ({
    id: 'replace-1', name: 'replace', args: { file_path: '/home/dev/p/src/config.ts', old_string: '30000', new_string: 'Number(process.env.API_TIMEOUT_MS)' },
    status, timestamp: ts, displayName: 'Edit', description: '', renderOutputAsMarkdown: true,
    ...(status === 'success' ? { result: [{ functionResponse: { id: 'replace-1', name: 'replace', response: { output: 'Successfully modified file: /home/dev/p/src/config.ts (1 replacements).' } } }] } : {}),
  });
  const gemini = (id: string, content: string, toolCalls?: unknown[]) => ({ id, timestamp: ts, type: 'gemini', content, ...(toolCalls ? { toolCalls } : {}), thoughts: [], model: 'gemini-2.5-pro' });
  const DONE = 'I have updated `src/config.ts` to read the timeout from `API_TIMEOUT_MS`.';
  const session = (closing: string) => {
    const b = new HandoffBuilder({ sessionId: 'g1', agent: 'gemini', cwd: '/home/dev/p' });
    const lines = [
      j({ sessionId: '8f2c1a9e-4b7d-4e21-9c3a-5d6e7f8a9b0c', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
      j({ id: 'u1', timestamp: ts, type: 'user', content: [{ text: 'Read the API timeout from API_TIMEOUT_MS in src/config.ts' }] }),
      j(gemini('g1', '', [replace('executing')])),
      j(gemini('g1', '', [replace('success')])),
      j(gemini('g2', closing)),
    ];
    for (const e of parseLines('gemini-jsonl', lines)) b.add(e);
    return b.build();
  };

  it('is complete when the report offers a choice of more work, and says the choice waits on the user', () => {
    const h = session(`${DONE}\n\nWould you like me to run the tests or make any other changes?`);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/not verified: no check ran after the last edit\. The report ends offering more work/);
  });

  it('is complete when the report offers more work under a heading', () => {
    const h = session(`${DONE}\n\n**Next steps:** Would you like me to add a unit test for this?`);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/not verified: no check ran after the last edit\.$/);
  });

  it('still waits on a question about how to do the request', () => {
    const h = session('I have updated `src/config.ts`. Should I keep the 30000 fallback or throw when the variable is missing?');
    expect(h.status).not.toBe('complete');
    expect(h.statusReason).toMatch(/question/);
  });
});

describe('an interruption after the work was closed', () => {
  const committed = [
    ask('Add a CHANGELOG entry for the retry fix and commit it'),
    ...edit('e1', 'CHANGELOG.md'),
    ...bash('b1', 'git add CHANGELOG.md && git commit -m "Changelog: retry fix"', '[main 4e1f2a9] Changelog: retry fix\n 1 file changed, 2 insertions(+)'),
    say('Committed the CHANGELOG entry as 4e1f2a9.'),
  ];

  it('a short follow-up interrupted before it changed anything leaves the work complete', () => {
    for (const follow of [[ask('git s'), interrupt], [ask('git s'), call('b2', 'Bash', { command: 'git status' }), result('b2', REJECTED, true), interrupt]]) {
      const h = handoff([...committed, ...follow]);
      expect(h.status).toBe('complete');
      expect(h.statusReason).toMatch(/committed after the last edit; the user then interrupted a short follow-up/);
    }
  });

  it('a short follow-up interrupted before the assistant answered or ran anything is withdrawn: the request before it is the latest instruction', () => {
    const h = handoff([...committed, ask('git s'), interrupt]);
    expect(h.latestInstruction?.text).toBe('Add a CHANGELOG entry for the retry fix and commit it');
    // The transcript's words stay out of our own voice: the note says where the prompt was, not what it said.
    expect(h.uncertainty[0]).toMatch(/last prompt \(line \d+\) was interrupted before the assistant answered it/);
    expect(h.uncertainty.join('\n')).not.toContain('git s');
    const acted = handoff([...committed, ask('git s'), call('b2', 'Bash', { command: 'git status' }), result('b2', REJECTED, true), interrupt]);
    expect(acted.latestInstruction?.text).toBe('git s');
  });

  it('a new request interrupted leaves it in progress', () => {
    const h = handoff([...committed, ask('Now also add the retry fix to the release notes in docs/releases/2.3.md'), interrupt]);
    expect(h.status).toBe('in_progress');
    expect(h.statusReason).toMatch(/interrupted/);
  });

  it('an interruption the agent went on past, in a later part of the session, does not decide', () => {
    const b = new HandoffBuilder({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    const feed = (records: string[]) => {
      const parser = claudeAdapter.createParser();
      for (const [i, r] of records.entries()) for (const e of parser.push(JSON.parse(r), i)) b.add(e);
      for (const e of parser.finish()) b.add(e);
    };
    feed([ask('Add a CHANGELOG entry for the retry fix and commit it'), ...edit('e1', 'CHANGELOG.md'), call('b1', 'Bash', { command: 'git status' }), result('b1', REJECTED, true), interrupt]);
    b.startSession({ sessionId: 's1', agent: 'claude-code', cwd: '/repo' });
    feed([...bash('b2', 'git add CHANGELOG.md && git commit -m "Changelog: retry fix"', '[main 4e1f2a9] Changelog: retry fix'), say('Committed the CHANGELOG entry as 4e1f2a9.')]);
    const h = b.build();
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/committed after the last edit/);
  });
});

describe('a tool call without a recorded result before the final report', () => {
  it('does not leave the last turn unfinished, and the reason says it', () => {
    const files = ['src/queue/index.ts', 'src/queue/worker.ts', 'src/queue/retry.ts', 'src/queue/types.ts', 'src/queue/store.ts', 'src/queue/queue.test.ts'];
    const h = handoff([
      ask('Build the job queue described in docs/queue.md, with tests, and commit it'),
      ...files.flatMap((f, i) => write(`w${i}`, f)),
      // Two calls in parallel: the lint run's result was never recorded.
      line({ type: 'assistant', message: { role: 'assistant', content: [
        { type: 'tool_use', id: 'b1', name: 'Bash', input: { command: 'npx vitest run src/queue' } },
        { type: 'tool_use', id: 'b2', name: 'Bash', input: { command: 'npx eslint src/queue' } },
      ] } }),
      result('b1', ' ✓ src/queue/queue.test.ts (7 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  7 passed (7)'),
      ...bash('b3', 'git add src/queue && git commit -m "Add the job queue"', '[main 9c2d1e0] Add the job queue\n 6 files changed, 310 insertions(+)'),
      say('Done: the six queue files are created, the 7 tests pass, and the work is committed as 9c2d1e0.'),
    ]);
    expect(h.status).toBe('complete');
    expect(h.statusReason).toMatch(/1 tool call\(s\) before the last message have no recorded result/);
  });

  it('a call without a result after the last words still leaves the turn unfinished', () => {
    const h = handoff([
      ask('Build the job queue described in docs/queue.md, with tests, and commit it'),
      ...write('w1', 'src/queue/index.ts'),
      say('Now running the tests.'),
      call('b1', 'Bash', { command: 'npx vitest run src/queue' }),
    ]);
    expect(h.status).toBe('in_progress');
  });
});

describe('a failed check run again without a check word', () => {
  const failing = 'python3 -c "\nfrom app.agent import agent\n# Check the tools\nassert "get_ohlc" in agent._tools\n"';
  const rerun = 'python3 -c "\nfrom app.agent import agent\nassert "get_ohlc" in agent.tools\nprint(\'tools registered\')\n"';

  it('passing with the same program is the check passing now: the work the agent reported is complete', () => {
    const h = handoff([
      ask('Register the get_ohlc tool on the agent in app/agent.py'),
      ...edit('e1', 'app/agent.py'),
      ...bash('b1', failing, "Exit code 1\nTraceback (most recent call last):\nAttributeError: 'Agent' object has no attribute '_tools'. Did you mean: 'tools'?", true),
      ...bash('b2', rerun, 'tools registered'),
      say('Done: `get_ohlc` is registered on the agent in `app/agent.py`.'),
    ]);
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('passing only through a filter after a pipe says nothing of the check: it still stands', () => {
    const h = handoff([
      ask('Register the get_ohlc tool on the agent in app/agent.py'),
      ...edit('e1', 'app/agent.py'),
      ...bash('b1', failing, "Exit code 1\nTraceback (most recent call last):\nAttributeError: 'Agent' object has no attribute '_tools'. Did you mean: 'tools'?", true),
      ...bash('b2', `${rerun} 2>&1 | tail -5`, 'tools registered'),
      say('Done: `get_ohlc` is registered on the agent in `app/agent.py`.'),
    ]);
    expect(h.status).toBe('in_progress');
  });
});
