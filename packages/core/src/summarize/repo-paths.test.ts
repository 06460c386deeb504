import { describe, expect, it } from 'vitest';
import { streamTranscript } from '../read/read-transcript.js';
import { bufferSource } from '../read/sources.js';
import type { TranscriptEvent } from '../types/events.js';
import { HandoffBuilder } from './handoff-builder.js';
import { mergeSessionHandoffs, type SessionHandoff } from './merge-sessions.js';
import { fixtureHandoff } from '../targets/__fixtures__/handoff.js';
import { fromRepoRoot, isAgentOwnFile, previewInRepo, relativizeHandoff, rootsFromListedFiles, rootsFromMetadata, subfolderOfCwd } from './repo-paths.js';

const MAC = '/Users/dana/code/acme-api';
const line = (v: unknown): string => JSON.stringify(v);
const base = (i: number) => ({ parentUuid: null, isSidechain: false, userType: 'external', cwd: MAC, sessionId: 's', uuid: `u${i}`, timestamp: `2026-05-01T10:00:0${i}Z` });

/** A Claude transcript whose only records before the compaction carry the cwd, then an edit after it. */
function transcript(): Buffer {
  return Buffer.from(
    [
      line({ type: 'user', ...base(0), message: { role: 'user', content: 'Add a rate limit' } }),
      line({ type: 'system', subtype: 'compact_boundary', ...base(1), content: 'Conversation compacted' }),
      line({ type: 'user', ...base(2), isCompactSummary: true, message: { role: 'user', content: 'This session is being continued from a previous conversation.\n\n1. Primary Request and Intent:\n   Add a rate limit.' } }),
      line({ type: 'assistant', ...base(3), message: { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Edit', input: { file_path: `${MAC}/src/rateLimit.ts`, old_string: 'a', new_string: 'b' } }] } }),
      line({ type: 'user', ...base(4), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'updated' }] } }),
    ].join('\n') + '\n',
  );
}

describe('paths of the recording machine', () => {
  it('keep the working directory when the tail buffer drops the record that named it', async () => {
    // A blob (not a file) is read from the last compaction by holding events: the cwd stamp must survive the reset.
    const stream = await streamTranscript(bufferSource(transcript()), { fromLastCompaction: true });
    const events: TranscriptEvent[] = [];
    for await (const e of stream.events) events.push(e);
    expect(events[0]?.kind).toBe('compaction');
    expect(events[0]?.cwd).toBe(MAC);
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: '/home/ci/checkout' });
    for (const e of events) b.add(e);
    expect(b.build().filesTouched).toEqual(['src/rateLimit.ts']);
  });

  it("find the root from Entire's repository-relative file list", () => {
    expect(rootsFromMetadata([`${MAC}/src/rateLimit.ts`, '/etc/hosts', 'docs/a.md'], ['src/rateLimit.ts', 'docs/a.md'])).toEqual([MAC]);
    expect(rootsFromMetadata([`${MAC}/src/rateLimit.ts`], ['lib/other.ts'])).toEqual([]);
  });

  it('are shown relative in every path-bearing fact; a file outside the repository is left out, with a note', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'file_edit', line: 1, callId: 'e1', tool: 'Edit', paths: [`${MAC}/src/rateLimit.ts`] });
    b.add({ kind: 'tool_result', line: 2, callId: 'e1', isError: false, output: 'ok' });
    b.add({ kind: 'file_edit', line: 3, callId: 'e2', tool: 'Write', paths: ['/Users/dana/.claude/plans/plan.md'] });
    b.add({ kind: 'tool_result', line: 4, callId: 'e2', isError: false, output: 'ok' });
    b.add({ kind: 'shell', line: 5, callId: 'c1', tool: 'Bash', command: `cd ${MAC}/src && npx vitest run` });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.filesTouched).toEqual(['src/rateLimit.ts']);
    expect(h.files?.map((f) => f.path)).toEqual(['src/rateLimit.ts']);
    expect(h.uncertainty).toContain("1 file(s) of the agent's own (plans, memory) or scratch are left out of Files touched.");
    expect(h.commands[0]?.command).toBe('cd src && npx vitest run');
    expect(JSON.stringify(h.currentState)).not.toContain(`${MAC}/`);
    expect(JSON.stringify(h.recentProgress)).not.toContain('/Users/dana/.claude');
  });

  it('show an edit outside the repository (a sibling repository the session worked in) by its path, the home as ~', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 1, text: 'bump the client in the sibling sdk repository to match the new rate limit header' });
    b.add({ kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: [`${MAC}/src/rateLimit.ts`] });
    b.add({ kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'ok' });
    b.add({ kind: 'file_edit', line: 4, callId: 'e2', tool: 'Edit', paths: ['/Users/dana/code/acme-sdk/src/client.ts'] });
    b.add({ kind: 'tool_result', line: 5, callId: 'e2', isError: false, output: 'ok' });
    b.add({ kind: 'file_edit', line: 6, callId: 'e3', tool: 'Write', paths: ['/tmp/tmp.awtINPDKvQ.md'] });
    b.add({ kind: 'tool_result', line: 7, callId: 'e3', isError: false, output: 'ok' });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.filesTouched).toEqual(['src/rateLimit.ts', '~/code/acme-sdk/src/client.ts']);
    expect(h.files?.map((f) => f.path)).toEqual(['src/rateLimit.ts', '~/code/acme-sdk/src/client.ts']);
    expect(JSON.stringify(h.recentProgress)).toContain('~/code/acme-sdk/src/client.ts');
    const { recordedCwd: _cwd, rawTail: _raw, ...shown } = h;
    expect(JSON.stringify(shown)).not.toContain('/Users/dana');
  });

  it('name a file edited by its absolute path and by its relative one once in the current state', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'codex' });
    b.add({ kind: 'user_prompt', line: 1, text: 'clarify the fallback in the skill, commit and continue' });
    b.add({ kind: 'file_edit', line: 2, callId: 'e1', tool: 'apply_patch', paths: [`${MAC}/skills/what-happened/SKILL.md`] });
    b.add({ kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'ok' });
    b.add({ kind: 'file_edit', line: 4, callId: 'e2', tool: 'apply_patch', paths: ['skills/what-happened/SKILL.md'] });
    b.add({ kind: 'tool_result', line: 5, callId: 'e2', isError: false, output: 'ok' });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.filesTouched).toEqual(['skills/what-happened/SKILL.md']);
    expect(h.currentState.map((f) => f.text)).toContain('Edited (never checked): skills/what-happened/SKILL.md');
  });

  it('leave out a removal outside the repository (a run folder under the home cleaned up), not one inside it', () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code', cwd: MAC });
    b.add({ kind: 'user_prompt', line: 1, text: 'rework the benchmark and dry-run it' });
    b.add({ kind: 'file_edit', line: 2, callId: 'e1', tool: 'Edit', paths: [`${MAC}/scripts/bench.mjs`] });
    b.add({ kind: 'tool_result', line: 3, callId: 'e1', isError: false, output: 'ok' });
    b.add({ kind: 'shell', line: 4, callId: 'c1', tool: 'Bash', command: `rm -rf /Users/dana/work/bench-runs/run-2026-06-23T22-30-17 && rm ${MAC}/scripts/old-bench.mjs` });
    b.add({ kind: 'tool_result', line: 5, callId: 'c1', isError: false, output: '', exitCode: 0 });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.filesTouched).toEqual(['scripts/bench.mjs', 'scripts/old-bench.mjs']);
    expect(h.files?.map((f) => f.path)).toEqual(['scripts/bench.mjs', 'scripts/old-bench.mjs']);
  });

  it("show a command's or a decision's path into another home folder as ~/…, whether or not the root is known", () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: '/Users/dana/.claude/plugins/cache/superpowers/scripts/start-server.sh --project-dir .' });
    b.add({ kind: 'shell', line: 2, callId: 'c2', tool: 'Bash', command: `node "/home/dana/.codex/scripts/review.mjs" ${MAC}/docs/spec.md` });
    b.add({ kind: 'user_prompt', line: 3, text: 'no, use /Users/dana/bin/lint.sh instead of npm run lint' });
    const known = relativizeHandoff(b.build(), [MAC]);
    expect(known.commands.map((c) => c.command)).toEqual([
      '~/.claude/plugins/cache/superpowers/scripts/start-server.sh --project-dir .',
      'node "~/.codex/scripts/review.mjs" docs/spec.md',
    ]);
    expect(known.decisions[0]?.text).toContain('use ~/bin/lint.sh instead of npm run lint');
    // The user's words name the recording user's home as `~` too; the raw tail (for `--raw` only) and the working
    // directory are the record itself.
    expect(known.latestInstruction?.text).toBe('no, use ~/bin/lint.sh instead of npm run lint');
    const { recordedCwd: _cwd, rawTail: _raw, ...shown } = known;
    expect(JSON.stringify(shown)).not.toMatch(/\/Users\/dana|\/home\/dana/);
    const unknown = relativizeHandoff(b.build(), []);
    expect(unknown.commands[0]?.command).toBe('~/.claude/plugins/cache/superpowers/scripts/start-server.sh --project-dir .');
  });

  it("leave the agent's own plan file out of the current state's edits, as out of Files touched", () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 1, text: 'add a data verification phase to the research skill' });
    const edit = (id: string, file: string, line: number): TranscriptEvent[] => [
      { kind: 'file_edit', line, callId: id, tool: 'Write', paths: [file] },
      { kind: 'tool_result', line: line + 1, callId: id, isError: false, output: `The file ${file} has been updated successfully.` },
    ];
    for (const e of [...edit('p1', '/Users/dana/.claude/plans/cached-seahorse.md', 2), ...edit('e1', `${MAC}/.claude/skills/research.md`, 4)]) b.add(e);
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.filesTouched).toEqual(['.claude/skills/research.md']);
    expect(h.currentState.map((f) => f.text)).toContain('Edited (never checked): .claude/skills/research.md');
    expect(JSON.stringify(h.currentState)).not.toContain('plans/cached-seahorse.md');
  });

  it("write the recording user's home as ~ in a pasted task and the latest instruction, while another machine's home stays", () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 1, text: 'this warning appears:\n  From worktree: /Users/dana/code/acme-api-2\nand CI says /home/runner/work/acme-api failed. Can we debug it?' });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.task?.text).toBe('this warning appears:\n  From worktree: ~/code/acme-api-2\nand CI says /home/runner/work/acme-api failed. Can we debug it?');
    expect(h.latestInstruction?.text).toBe(h.task?.text);
  });

  it("name a file mktemp made by mktemp's template, and never list a temporary file as touched", () => {
    const b = new HandoffBuilder({ sessionId: 's', agent: 'codex' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'exec_command', command: 'workmux add research/agent-eval -b --base origin/main -P /tmp/tmp.Q3vX9kLm2p.md; exit' });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: '' });
    b.add({ kind: 'file_edit', line: 3, callId: 'e1', tool: 'apply_patch', paths: ['/tmp/tmp.Q3vX9kLm2p.md'], change: 'create' });
    b.add({ kind: 'tool_result', line: 4, callId: 'e1', isError: false, output: 'Success.' });
    for (const roots of [[MAC], []]) {
      const h = relativizeHandoff(b.build(), roots);
      expect(h.commands[0]?.command).toBe('workmux add research/agent-eval -b --base origin/main -P /tmp/tmp.XXXXXXXXXX.md; exit');
      expect(h.filesTouched).toEqual([]);
      expect(JSON.stringify({ ...h, rawTail: [] })).not.toContain('Q3vX9kLm2p');
    }
  });
});

/** Every string of `v` with its key path, but the record itself: ids, the raw tail (`--raw`) and the working directory. */
function printedStrings(v: unknown, at = ''): [string, string][] {
  if (typeof v === 'string') return [[at, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => printedStrings(x, `${at}[${i}]`));
  if (v === null || typeof v !== 'object') return [];
  const record = new Set(['rawTail', 'recordedCwd', 'sessionId', 'sessionIds', 'checkpointIds']);
  return Object.entries(v).flatMap(([k, x]) => (record.has(k) ? [] : printedStrings(x, `${at}.${k}`)));
}

/** One Claude Code session of a merged checkpoint: an @-reference to a file, an edit, a check, a todo, no closing message. */
function sessionPart(id: string, cwd: string, file: string, at: string): SessionHandoff {
  const b = new HandoffBuilder({ sessionId: id, agent: 'claude-code' });
  const ts = (i: number): string => `2026-05-01T${at}:0${i}Z`;
  b.add({ kind: 'user_prompt', line: 1, ts: ts(1), cwd, text: `When the folder is missing this fails; create it first.\n@${cwd}/${file}:768-782` });
  b.add({ kind: 'todo_update', line: 2, ts: ts(2), tool: 'TodoWrite', todos: [{ text: `Create the folder in ${cwd}/${file}`, status: 'in_progress' }] });
  b.add({ kind: 'file_edit', line: 3, ts: ts(3), callId: 'e1', tool: 'Edit', paths: [`${cwd}/${file}`] });
  b.add({ kind: 'tool_result', line: 4, ts: ts(4), callId: 'e1', isError: false, output: `The file ${cwd}/${file} has been updated.` });
  b.add({ kind: 'shell', line: 5, ts: ts(5), callId: 'c1', tool: 'Bash', command: `go vet ${cwd}/${file}` });
  b.add({ kind: 'tool_result', line: 6, ts: ts(6), callId: 'c1', isError: true, exitCode: 1, output: `${cwd}/${file}:770:2: undefined: rcDir` });
  const slot = { sessionId: id, slot: '0', createdAt: ts(7), transcript: { kind: 'blob' } } as unknown as SessionHandoff['slot'];
  return { handoff: b.build(), slot };
}

describe('paths of the recording machine in every printed field', () => {
  it("are relative in the lead's and another session's instruction, task, todos, errors, status and notes", () => {
    const other = '/Users/paul/src/acme/cli-worktree';
    const older = sessionPart('older', other, 'cmd/cli/setup.go', '10:00');
    const lead = sessionPart('lead', MAC, 'scripts/install.sh', '10:30');
    const merged = relativizeHandoff(mergeSessionHandoffs([older, lead], 0, []), [MAC, other]);
    expect(merged.latestInstruction?.text).toBe('When the folder is missing this fails; create it first.\n@scripts/install.sh:768-782');
    expect(merged.otherSessions?.[0]?.latestInstruction?.text).toContain('@cmd/cli/setup.go:768-782');
    const leaks = printedStrings(merged).filter(([, s]) => s.includes('/Users/'));
    expect(leaks).toEqual([]);
  });
});

describe("the recording machine's temporary folder", () => {
  it('is $TMPDIR in the task, the latest instruction and the notes, the rest of the path kept', () => {
    const shot = '/var/folders/5g/w6qvhr890pxfz9sg1l0d5c0r0000gn/T/TemporaryItems/NSIRD_screencapture_x/Screenshot 1.png';
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, cwd: MAC, text: `add the logo in '${shot}' to the response of these skills` });
    b.add({ kind: 'assistant_text', line: 1, text: `The logo at ${shot} is 40 lines wide. Want a smaller one?` });
    b.add({ kind: 'user_prompt', line: 2, text: `no, crop /private${shot} to the header instead` });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.task?.text).toContain("'$TMPDIR/TemporaryItems/NSIRD_screencapture_x/Screenshot 1.png'");
    expect(h.latestInstruction?.text).toBe('no, crop $TMPDIR/TemporaryItems/NSIRD_screencapture_x/Screenshot 1.png to the header instead');
    expect(printedStrings(h).filter(([, v]) => v.includes('/var/folders/'))).toEqual([]);
  });
});

describe("Windows' temporary folder", () => {
  it('holds no file of the repository: a download there is left out of Files touched, as under /tmp', () => {
    const root = 'E:\\work\\simclr';
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, cwd: root, text: 'read the SimCLR paper and write the notes into paper/notes.md' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'curl -L -o "C:\\Users\\dana\\AppData\\Local\\Temp\\simclr.pdf" "https://arxiv.org/pdf/2002.05709" 2>&1 | tail -3' });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: '100 2.3M  100 2.3M' });
    b.add({ kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: 'python -c "print(1)" > "C:\\Windows\\Temp\\probe.txt"' });
    b.add({ kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: '' });
    b.add({ kind: 'file_edit', line: 5, callId: 'w1', tool: 'Write', paths: [`${root}\\paper\\notes.md`], change: 'create' });
    b.add({ kind: 'tool_result', line: 6, callId: 'w1', isError: false, output: 'File created successfully' });
    const h = relativizeHandoff(b.build(), [root]);
    expect(h.filesTouched).toEqual(['paper/notes.md']);
  });
});

describe("Claude Code's scratch folder", () => {
  it("names neither the user id nor the recording machine's folders, in commands, facts and the user's words", () => {
    const out = '/private/tmp/claude-501/-Users-dana-code-acme-api/3f2a9c1e-7b7d-4c55-9a51-0e8f2b6d1c44/tasks/b5bjcyr42.out';
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, cwd: MAC, text: 'why is the e2e run still going?' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: `cat ${out}` });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: 'ok  github.com/acme/api/e2e 41.2s' });
    b.add({ kind: 'user_prompt', line: 3, text: 'look at /tmp/claude-501/ again' });
    const h = relativizeHandoff(b.build(), [MAC]);
    expect(h.commands.map((c) => c.command)).toContain('cat /tmp/claude-$UID/<project>/3f2a9c1e-7b7d-4c55-9a51-0e8f2b6d1c44/tasks/b5bjcyr42.out');
    expect(h.latestInstruction?.text).toBe('look at /tmp/claude-$UID/ again');
    expect(printedStrings(h).filter(([, v]) => /claude-501|dana/.test(v))).toEqual([]);
  });
});

describe("a session list's prompt preview", () => {
  it("shows an @-reference relative when the session's files touched imply the root, or the live worktree is it", () => {
    const asked = `@${MAC}/src/rateLimit.ts:40-52 why does this throttle twice?`;
    expect(previewInRepo(asked, null, ['src/rateLimit.ts'])).toBe('@src/rateLimit.ts:40-52 why does this throttle twice?');
    expect(previewInRepo(`compare ${MAC}/docs/limits.md with "${MAC}/README.md"`, MAC, [])).toBe('compare docs/limits.md with "README.md"');
  });

  it('shows the root itself as `.`, also when written with its trailing slash, never as an empty path', () => {
    expect(previewInRepo(`## Part 2: cc-backend changes (\`${MAC}/\`) and go.mod in ${MAC}/ then ${MAC}`, MAC, [])).toBe(
      '## Part 2: cc-backend changes (`.`) and go.mod in . then .',
    );
  });

  it('keeps a path it cannot place: no root known, or another machine', () => {
    expect(previewInRepo(`@${MAC}/src/other.ts fails`, null, ['src/rateLimit.ts'])).toBe(`@${MAC}/src/other.ts fails`);
    expect(previewInRepo('CI says /home/runner/work/acme-api/src/rateLimit.ts:3 failed', MAC, [])).toBe('CI says /home/runner/work/acme-api/src/rateLimit.ts:3 failed');
  });
});

describe('a session started in a subfolder of the repository', () => {
  const cwd = '/Users/nina/code/agents-repo/agents/kiro';
  const listed = ['agents/kiro/internal/a.go', 'agents/kiro/cmd/main.go'];

  it('finds the subfolder only where the working directory ends with it', () => {
    expect(subfolderOfCwd(cwd, ['internal/a.go'], listed)).toEqual({ root: '/Users/nina/code/agents-repo', subfolder: 'agents/kiro' });
    expect(subfolderOfCwd('/Users/nina/elsewhere', ['internal/a.go'], listed)).toBeNull();
    expect(subfolderOfCwd(cwd, ['internal/b.go'], listed)).toBeNull();
  });

  it('shows every path from the repository root, once, and never the machine path', () => {
    const sub = subfolderOfCwd(cwd, ['internal/a.go'], listed)!;
    const h = {
      filesTouched: ['internal/a.go', 'agents/kiro/cmd/main.go'],
      files: [{ path: 'internal/a.go', change: 'modified' }, { path: 'agents/kiro/internal/a.go', change: 'modified' }],
      uncertainty: [], omitted: [], todos: [], statusReason: '', currentState: [], recentProgress: [], nextStep: null, errors: [],
      commands: [{ command: `rg -n Version ${cwd} -g '*.go'` }],
    } as unknown as Parameters<typeof fromRepoRoot>[0];
    const out = relativizeHandoff(fromRepoRoot(h, sub.subfolder), [cwd, sub.root]);
    expect(out.filesTouched).toEqual(['agents/kiro/internal/a.go', 'agents/kiro/cmd/main.go']);
    expect(out.files?.map((f) => f.path)).toEqual(['agents/kiro/internal/a.go']);
    expect(out.commands[0]!.command).toBe("rg -n Version agents/kiro -g '*.go'");
  });
});

describe("a Windows session's compact transcript, which records no working directory", () => {
  const WIN = 'D:\\oh-my-posh';
  const touch = (path: string, from: 'tool' | 'shell' | 'compaction', line: number) => ({ path, change: 'modified' as const, from, source: { sessionId: 's', line }, verified: from !== 'compaction' });
  const h = {
    ...fixtureHandoff(),
    filesTouched: ['website/docs/auth.mdx', `${WIN}\\website\\docs\\auth.mdx`, `${WIN}\\src\\cli\\config_export_image.go`, 'D:/oh-my-posh/website/static/llms.txt', 'C:\\Users\\jande\\.claude\\plans\\phase0.md'],
    files: [
      touch('website/docs/auth.mdx', 'compaction', 153),
      touch(`${WIN}\\website\\docs\\auth.mdx`, 'tool', 83),
      touch(`${WIN}\\src\\cli\\config_export_image.go`, 'tool', 334),
      touch('D:/oh-my-posh/website/static/llms.txt', 'shell', 128),
      touch('C:\\Users\\jande\\.claude\\plans\\phase0.md', 'tool', 78),
    ],
  };

  it('places its edits by the repository-relative files its compaction summary names, each once, with slashes', () => {
    const shown = relativizeHandoff(h, ['/home/ci/omp', ...rootsFromListedFiles(h, ['src/prompt/golden_test.go'])]);
    expect(shown.filesTouched).toEqual(['website/docs/auth.mdx', 'src/cli/config_export_image.go', 'website/static/llms.txt']);
    expect(shown.files?.map((f) => [f.path, f.from])).toEqual([
      ['website/docs/auth.mdx', 'tool'],
      ['src/cli/config_export_image.go', 'tool'],
      ['website/static/llms.txt', 'shell'],
    ]);
  });

  it('takes no root from a bare file name a summary gives', () => {
    const bare = { ...h, filesTouched: ['C:\\Temp\\scratch\\README.md'], files: [touch('README.md', 'compaction', 9), touch('C:\\Temp\\scratch\\README.md', 'tool', 12)] };
    expect(rootsFromListedFiles(bare, [])).toEqual([]);
  });
});

describe('a file in a coding agent\'s own folder', () => {
  it("is the agent's under any home, however the home is spelled, and nothing else is", () => {
    for (const p of ['/Users/gtrrz-victor/.claude/plans/splendid-dreaming-haven.md', '/home/dev/.codex/memories/notes.md', '~/.gemini/settings.json', 'C:\\Users\\ana\\.cursor\\plans\\x.md', '/Users/cartrabbit/.claude-personal/projects/-Users-cartrabbit-tasks1/memory/MEMORY.md']) {
      expect(isAgentOwnFile(p)).toBe(true);
    }
    for (const p of ['/Users/alex/workspace/cli/.claude/settings.json', '.claude/skills/commit/SKILL.md', '/Users/alex/.config/app.toml', 'cmd/entire/cli/reset.go', '/Users/alex/.claudette/notes.md']) {
      expect(isAgentOwnFile(p)).toBe(false);
    }
  });
});

describe("the superuser's home folder", () => {
  it('is `~` in commands and notes, as any home is, and a path merely ending in root is not', () => {
    const repo = '/srv/work/tidewatch';
    const b = new HandoffBuilder({ sessionId: 's', agent: 'claude-code' });
    b.add({ kind: 'user_prompt', line: 0, cwd: repo, text: 'check whether the old MCP server checkout is still around' });
    b.add({ kind: 'shell', line: 1, callId: 'c1', tool: 'Bash', command: 'ls -la /root/tidewatch-mcp/ 2>/dev/null || echo "missing"' });
    b.add({ kind: 'tool_result', line: 2, callId: 'c1', isError: false, exitCode: 0, output: 'missing' });
    b.add({ kind: 'shell', line: 3, callId: 'c2', tool: 'Bash', command: 'ls /srv/chroot/root/etc' });
    b.add({ kind: 'tool_result', line: 4, callId: 'c2', isError: false, exitCode: 0, output: 'hosts' });
    const h = relativizeHandoff(b.build(), [repo]);
    const shown = h.commands.map((c) => c.command);
    expect(shown).toContain('ls -la ~/tidewatch-mcp/ 2>/dev/null || echo "missing"');
    expect(shown).toContain('ls /srv/chroot/root/etc');
    expect(isAgentOwnFile('/root/.claude/plans/quiet-river.md')).toBe(true);
  });
});
