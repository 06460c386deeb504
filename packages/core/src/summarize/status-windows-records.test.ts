/**
 * Worked-around failures in the record shapes of Windows and desktop sessions: Gemini CLI under PowerShell, whose eslint
 * names files by drive path, and Claude Code's desktop app, which ends a turn on the model's `stop_reason` with no Stop
 * hook record, running scratch programs in the Windows temp folder.
 */
import { describe, expect, it } from 'vitest';
import { j, parseLines } from '../adapters/test-support.js';
import { handoff, line } from './__fixtures__/claude-records.js';
import { HandoffBuilder } from './handoff-builder.js';

describe('a lint error on Windows fixed by an edit and a passing build (Gemini CLI under PowerShell)', () => {
  const ts = '2026-06-09T14:31:27.157Z';
  const ROOT = 'C:\\Users\\dev\\Desktop\\bookmarks';
  const PARSER_ERROR = [
    'Output: At line:1 char:29',
    '+ chcp 65001 >$null;cd client && npm run lint',
    '+                             ~~',
    "The token '&&' is not a valid statement separator in this version.",
    '    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException',
    '    + FullyQualifiedErrorId : InvalidEndOfLine',
    ' ',
    'Exit Code: 1',
    'Process Group PGID: 3352',
  ].join('\n');
  /** eslint's stylish rows as PowerShell wraps them: a long row runs on over lines of blanks. */
  const lint = (errorFile: string) =>
    [
      'Output: ',
      '> bookmarks@0.1.0 lint',
      '> eslint',
      '',
      '',
      `${ROOT}\\client\\app\\[handle]\\page.tsx`,
      '  77:23  warning  Using `<img>` could result in slower LCP and higher bandwidth  @next/next/no-img-element',
      '',
      `${ROOT}\\client\\${errorFile.replace(/\//g, '\\')}`,
      "    4:10  warning  'useRouter' is defined but never used                                      ",
      '                                                                                              ',
      '                  @typescript-eslint/no-unused-vars',
      '   18:26  error    Unexpected any. Specify a different type                                   ',
      '                                                                                              ',
      '                  @typescript-eslint/no-explicit-any',
      '',
      `${ROOT}\\client\\utils\\supabase\\middleware.ts `,
      "  18:48  warning  'options' is defined but never used  @typescript-eslint/no-unused-vars      ",
      '',
      '✖ 3 problems (1 error, 2 warnings)',
      'Exit Code: 1',
      'Process Group PGID: 25340',
    ].join('\n');
  const BUILD = 'Output: \n> bookmarks@0.1.0 build\n> next build\n\n✓ Compiled successfully\n✓ Generating static pages (7/7)\nProcess Group PGID: 24064';
  const shell = (id: string, command: string, output: string) => ({
    id, name: 'run_shell_command', args: { command }, status: 'success', timestamp: ts,
    result: [{ functionResponse: { id, name: 'run_shell_command', response: { output } } }],
  });
  const replace = (id: string, path: string) => ({
    id, name: 'replace', args: { file_path: path, old_string: 'const mapBookmark = (db: any)', new_string: '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst mapBookmark = (db: any)' },
    status: 'success', timestamp: ts,
    result: [{ functionResponse: { id, name: 'replace', response: { output: `Successfully modified file: ${ROOT}\\${path.replace(/\//g, '\\')} (1 replacements).` } } }],
  });
  const gemini = (id: string, content: string, toolCalls?: unknown[]) => ({ id, timestamp: ts, type: 'gemini', content, ...(toolCalls ? { toolCalls } : {}), thoughts: [], model: 'gemini-3.1-pro-preview' });
  const session = (lintedFile: string) => {
    const b = new HandoffBuilder({ sessionId: 'g1', agent: 'gemini', cwd: ROOT });
    const lines = [
      j({ sessionId: '58a66375-fed1-4283-a0d7-eba1f837c367', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
      j({ id: 'u1', timestamp: ts, type: 'user', content: [{ text: 'the UI is all white now, fix it and tell me what was wrong' }] }),
      j(gemini('g0', '', [replace('r0', 'client/components/auth/signin-form.tsx')])),
      j(gemini('g1', '', [shell('s1', 'cd client && npm run lint', PARSER_ERROR)])),
      j(gemini('g2', '', [shell('s2', 'cd client ; npm run lint', lint(lintedFile))])),
      j(gemini('g3', '', [replace('r1', 'client/components/dashboard/dashboard-client.tsx')])),
      j(gemini('g4', '', [shell('s3', 'cd client ; npm run build', BUILD)])),
      j(gemini('g5', 'I have fixed the white screen: the Supabase client was re-created on every render. The build passes.')),
    ];
    for (const e of parseLines('gemini-jsonl', lines)) b.add(e);
    return b.build();
  };

  it('nothing stands when the one file with an error row was edited and the build passed after', () => {
    const h = session('components/dashboard/dashboard-client.tsx');
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('the lint run stands, once, when its error lies in a file not edited since', () => {
    const h = session('components/auth/signin-form.tsx');
    expect(h.errors.map((e) => e.command)).toEqual(['cd client ; npm run lint']);
    expect(h.status).toBe('in_progress');
  });
});

describe('files a Gemini CLI session on Windows edited, read on another machine (no directory of it known)', () => {
  const ts = '2026-06-13T06:53:27.904Z';
  const replace = (id: string, path: string) => ({
    id, name: 'replace', args: { file_path: path, old_string: 'useState(false)', new_string: 'useState(true)' }, status: 'success', timestamp: ts,
    result: [{ functionResponse: { id, name: 'replace', response: { output: `Successfully modified file: C:\\Users\\dev\\Desktop\\bookmarks\\${path} (1 replacements).` } } }],
  });
  const lines = [
    j({ sessionId: '0c3cb664-5f01-485d-8bd3-6f6b23e68251', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
    j({ id: 'u1', timestamp: ts, type: 'user', content: [{ text: 'add a search tab to the dashboard and the landing page' }] }),
    j({ id: 'g1', timestamp: ts, type: 'gemini', content: '', toolCalls: [replace('r1', 'client\\components\\landing\\landing-page-client.tsx')], thoughts: [], model: 'gemini-3.1-pro-preview' }),
    j({ id: 'g2', timestamp: ts, type: 'gemini', content: '', toolCalls: [replace('r2', 'client\\components\\dashboard\\dashboard-client.tsx')], thoughts: [], model: 'gemini-3.1-pro-preview' }),
  ];

  it('are named as git names them, once each, beside the same file in Entire\'s list', () => {
    const b = new HandoffBuilder({ sessionId: 'g1', agent: 'gemini', cwd: '/home/ci/checkout', filesTouched: ['client/components/dashboard/dashboard-client.tsx'] });
    for (const e of parseLines('gemini-jsonl', lines)) b.add(e);
    expect([...b.build().filesTouched].sort()).toEqual([
      'client/components/dashboard/dashboard-client.tsx',
      'client/components/landing/landing-page-client.tsx',
    ]);
  });
});

describe('a scratch program in the Windows temp folder, then the check done another way (Claude Code desktop)', () => {
  const say = (text: string, stop: string | null = null) =>
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }], stop_reason: stop } });
  const ask = (text: string) => line({ type: 'user', message: { role: 'user', content: text } });
  const bash = (id: string, command: string, output: string, isError = false) => [
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }], stop_reason: 'tool_use' } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: output, is_error: isError }] } }),
  ];
  const edit = (id: string, path: string) => [
    line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name: 'Edit', input: { file_path: `/repo/${path}`, old_string: 'a', new_string: 'b' } }] } }),
    line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: `The file /repo/${path} has been updated successfully.` }] } }),
  ];
  const records = (closing: string | null) => [
    ask('Document how posh-git users move to the git segment, and add a sample that reproduces the posh-git default'),
    ...edit('e1', 'website/docs/segments/scm/git.mdx'),
    ...bash(
      'b1',
      'mv /tmp/tmpl_test.go /tmp/tmplcheck.go && cd /repo && go run /tmp/tmplcheck.go',
      "Exit code 1\nC:\\Users\\dev\\AppData\\Local\\Temp\\tmplcheck.go:8:2: no required module provides package github.com/Masterminds/sprig/v3: go.mod file not found in current directory or any parent directory; see 'go help modules'",
      true,
    ),
    ...bash('b2', 'mkdir -p /repo/src/cmd/tmplcheck && cp /tmp/tmplcheck.go /repo/src/cmd/tmplcheck/main.go && cd /repo/src && go run ./cmd/tmplcheck', '[main ↑2 +2 ~1 -0 | +1 ~3 -0 !]'),
    ...bash('b3', 'rm -rf /repo/src/cmd/tmplcheck /tmp/tmplcheck.go && cd /repo && git status --short', ' M website/docs/segments/scm/git.mdx'),
    ...(closing === null ? [] : [say(closing, 'end_turn')]),
  ];

  it('the failed scratch run stands no more once the agent went past it, and the turn the model ended closes the work', () => {
    const h = handoff(records("Clean. Only the docs file is touched, and the template's output matches posh-git's default exactly."));
    expect(h.errors).toEqual([]);
    expect(h.status).toBe('complete');
  });

  it('a failed step on a file of the repository still stands', () => {
    const h = handoff([
      ask('Check that the sample template renders'),
      ...bash('b1', 'go run ./cmd/tmplcheck', 'Exit code 1\ncmd/tmplcheck/main.go:8:2: undefined: sprig', true),
      ...bash('b2', 'git status --short', ' M cmd/tmplcheck/main.go'),
      say('The sample does not compile yet: `sprig` is not imported.'),
    ]);
    expect(h.errors.map((e) => e.command)).toEqual(['go run ./cmd/tmplcheck']);
    expect(h.status).not.toBe('complete');
  });
});

describe("a Gemini CLI report that ends asking the user's verdict on the result", () => {
  const ts = '2026-06-07T17:27:01.449Z';
  const replace = (id: string) => ({
    id, name: 'replace', args: { file_path: 'client/components/auth/auth-card.tsx', old_string: '<div className="card">', new_string: '<div>' },
    status: 'success', timestamp: ts,
    result: [{ functionResponse: { id, name: 'replace', response: { output: 'Successfully modified file: C:\\Users\\dev\\app\\client\\components\\auth\\auth-card.tsx (1 replacements).' } } }],
  });
  const gemini = (id: string, content: string, toolCalls?: unknown[]) => ({ id, timestamp: ts, type: 'gemini', content, ...(toolCalls ? { toolCalls } : {}), thoughts: [], model: 'gemini-3.1-pro-preview' });
  const REPORT = 'I have completely torn down the card and rebuilt the page as one typographic sequence:\n\n1. **Zero boxes:** the inputs float on the background.\n2. **Staggered entrance:** each field fades in after the one before.';
  const session = (question: string) => {
    const b = new HandoffBuilder({ sessionId: 'g1', agent: 'gemini', cwd: 'C:\\Users\\dev\\app' });
    const lines = [
      j({ sessionId: 'fee94c8d-ce1b-4317-9d72-28415009e617', projectHash: 'abc', startTime: ts, lastUpdated: ts, kind: 'main' }),
      j({ id: 'u1', timestamp: ts, type: 'user', content: [{ text: 'no boxes, and the way it is presented looks ugly, make the sign-in an experience' }] }),
      j(gemini('g1', '', [replace('r1')])),
      j(gemini('g2', `${REPORT}\n\nRefresh the page and let the animations play. ${question}`)),
    ];
    for (const e of parseLines('gemini-jsonl', lines)) b.add(e);
    return b.build();
  };

  it('is complete: the model ended its turn on the report, and the verdict asked for waits on no decision', () => {
    const h = session('Is this the premium feel you are looking for?');
    expect(h.status).toBe('complete');
  });

  it('still waits on a question that asks how to go on', () => {
    const h = session('Should I keep the floating labels or switch back to fixed ones?');
    expect(h.status).not.toBe('complete');
  });
});
