import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { HandoffError, type Handoff, type TargetName } from '@hand-off-session/core';
import type { Io } from '../io.js';
import { run } from '../run.js';
import { parseTarget } from '../target-arg.js';
import type { HandoffOptions } from './common.js';
import { writeContractAndLaunch } from './contract-and-launch.js';

// ---- fixtures -------------------------------------------------------------------------------------------------

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

interface Repo {
  root: string;
  dir: string;
  git(args: string[]): string;
  write(rel: string, content: string): void;
}

function makeRepo(opts: { plans?: boolean } = {}): Repo {
  const root = mkdtempSync(join(tmpdir(), 'hos-cli-'));
  temps.push(root);
  const dir = join(root, 'repo');
  mkdirSync(join(root, 'home'));
  mkdirSync(dir);
  const env = {
    ...process.env,
    HOME: join(root, 'home'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'A',
    GIT_AUTHOR_EMAIL: 'a@example.invalid',
    GIT_COMMITTER_NAME: 'C',
    GIT_COMMITTER_EMAIL: 'c@example.invalid',
    GIT_AUTHOR_DATE: '2026-05-01T12:00:00Z',
    GIT_COMMITTER_DATE: '2026-05-01T12:00:00Z',
  };
  const git = (args: string[]) => execFileSync('git', args, { cwd: dir, env }).toString('utf8').trim();
  const write = (rel: string, content: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), content);
  };
  git(['init', '-q', '-b', 'main']);
  write('src/a.ts', 'a\n');
  if (opts.plans !== false) write('plans/README.md', '# Plans\n');
  git(['add', '.']);
  git(['commit', '-q', '-m', 'initial']);
  return { root, dir, git, write };
}

function handoff(target: TargetName | null): Handoff {
  const source = { sessionId: '019dbcc1-7a4e-7c21-9d3a-5b8f2e6a0c44', line: 12 };
  return {
    target,
    sourceAgents: ['claude-code'],
    sessionIds: [source.sessionId],
    checkpointIds: [],
    task: { text: 'Make the importer accept ISO week dates', source, verified: false },
    latestInstruction: { text: 'run the importer tests when done', source, verified: false },
    status: 'in_progress',
    statusReason: 'tests not yet run',
    currentState: [{ text: 'src/a.ts edited', source, verified: true }],
    recentProgress: [],
    nextStep: { text: 'run npm test -- importer', source, verified: false },
    openQuestions: [],
    decisions: [],
    filesTouched: ['src/a.ts'],
    commands: [],
    errors: [],
    todos: [],
    uncertainty: [],
    omitted: [],
    redactions: { total: 0, byRule: {}, fingerprints: [] },
    markdown: '# Handoff\n',
  };
}

interface Captured {
  io: Io;
  out: () => string;
  err: () => string;
}

function capture(cwd: string, opts: { env?: NodeJS.ProcessEnv; isTTY?: boolean; stdin?: string } = {}): Captured {
  let out = '';
  let err = '';
  const state = mkdtempSync(join(tmpdir(), 'hos-state-'));
  temps.push(state);
  return {
    io: {
      stdout: (t) => void (out += t),
      stderr: (t) => void (err += t),
      stdin: Readable.from([opts.stdin ?? '']),
      // Armed handovers (--launch arms one) go to a private state dir per test, never the user's own.
      env: { PATH: process.env.PATH, HAND_OFF_SESSION_STATE_DIR: state, ...opts.env },
      cwd,
      isTTY: opts.isTTY ?? false,
    },
    out: () => out,
    err: () => err,
  };
}

/** A fake agent CLI in its own PATH folder: records its working directory and each argument, one per line. */
function stubAgent(name: string, exitCode = 0): { bin: string; log: string; calls: () => string[] | null } {
  const bin = mkdtempSync(join(tmpdir(), 'hos-stub-'));
  temps.push(bin);
  const log = join(bin, 'calls.log');
  writeFileSync(
    join(bin, name),
    `#!/bin/sh\npwd > '${log}'\nfor a in "$@"; do printf '%s\\n' "$a" >> '${log}'; done\nexit ${exitCode}\n`,
  );
  chmodSync(join(bin, name), 0o755);
  return { bin, log, calls: () => (existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n') : null) };
}

const handoffFiles = (r: Repo) => (existsSync(join(r.dir, 'plans/handoffs')) ? readdirSync(join(r.dir, 'plans/handoffs')) : []);

async function expectError(p: Promise<unknown>, code: number, message: RegExp): Promise<void> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HandoffError);
  expect((error as HandoffError).exitCode).toBe(code);
  expect((error as HandoffError).message).toMatch(message);
}

// ---- writeContractAndLaunch -------------------------------------------------------------------------------------------

describe('writeContractAndLaunch', () => {
  it('--save in a repository without plans/: refused when it cannot ask, asked on a terminal', async () => {
    const r = makeRepo({ plans: false });
    await expectError(writeContractAndLaunch(handoff(null), { save: true }, capture(r.dir).io, r.dir), 1, /has no plans\/ folder.*--output <path>/);
    expect(existsSync(join(r.dir, 'plans'))).toBe(false);
    await expectError(writeContractAndLaunch(handoff(null), { save: true }, capture(r.dir, { isTTY: true, stdin: 'n\n' }).io, r.dir), 1, /no plans\//);
    expect(existsSync(join(r.dir, 'plans'))).toBe(false);
    const yes = capture(r.dir, { isTTY: true, stdin: 'y\n' });
    await writeContractAndLaunch(handoff(null), { save: true }, yes.io, r.dir);
    expect(yes.err()).toMatch(/has no plans\/ folder\. Create plans\/handoffs\/ for the handoff\? \[y\/N\]/);
    expect(readdirSync(join(r.dir, 'plans', 'handoffs'))).toHaveLength(1);
  });

  it('--save: stdout is exactly the path and the continuation line; the file validates; Next goes to stderr', async () => {
    const r = makeRepo();
    const c = capture(r.dir);
    await writeContractAndLaunch(handoff('codex'), { save: true }, c.io, r.dir);
    const lines = c.out().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [path = '', line = ''] = lines;
    const rel = path.slice(path.indexOf('plans/handoffs/'));
    expect(rel).toMatch(/^plans\/handoffs\/main-019dbcc1-\d{8}-\d{6}\.md$/);
    expect(line).toBe(`Read ${rel} and verify the Current state section against the repo before acting.`);
    expect(readFileSync(path, 'utf8')).toContain('This handoff is for Codex.');
    expect(c.err()).toBe(`Next: codex 'Read ${rel} and continue the session it describes; verify its Current state section first.'\n`);
    // Only that one file was written.
    expect(r.git(['status', '--porcelain', '--untracked-files=all'])).toBe(`?? ${rel}`);
    const v = capture(r.dir);
    expect(await run(['validate', rel], v.io)).toBe(0);
  });

  it('--output with --focus: the slug is not used, the focus is in the file, a credential focus is refused', async () => {
    const r = makeRepo();
    const c = capture(join(r.dir, 'src'));
    await writeContractAndLaunch(handoff(null), { output: 'HANDOFF.md', focus: 'week dates only' }, c.io, r.dir);
    expect(readFileSync(join(r.dir, 'src', 'HANDOFF.md'), 'utf8')).toContain('> week dates only');
    expect(c.err()).toBe('');
    const token = `ghp_${'Zx8Qw2Lm9Rt4Yp7Ks1Vb3Nc6Hd0Fg5Ja2Ue8Wi'.slice(0, 36)}`;
    await expectError(writeContractAndLaunch(handoff(null), { save: true, focus: `push with ${token}` }, capture(r.dir).io, r.dir), 1, /--focus/);
    expect(handoffFiles(r)).toEqual([]);
  });

  it('prints nothing for a generic handoff without a file, and the start command for a target', async () => {
    const r = makeRepo();
    const plain = capture(r.dir);
    await writeContractAndLaunch(handoff(null), {}, plain.io, r.dir);
    expect(plain.out() + plain.err()).toBe('');
    const codex = capture(r.dir);
    await writeContractAndLaunch(handoff('codex'), {}, codex.io, r.dir);
    expect(codex.out()).toBe('');
    expect(codex.err()).toMatch(/^Next: codex \(then paste the handoff/);
    const cursor = capture(r.dir);
    await writeContractAndLaunch(handoff('cursor'), {}, cursor.io, r.dir);
    expect(cursor.err()).toMatch(/^Next: Open the project in Cursor, .*paste the handoff/);
  });

  it('"for codex" and "to codex" deliver the same thing', async () => {
    const outputs: string[] = [];
    for (const words of [['for', 'codex'], ['to', 'codex'], []]) {
      const r = makeRepo();
      const c = capture(r.dir);
      const target = parseTarget(words, words.length === 0 ? 'codex' : undefined);
      await writeContractAndLaunch(handoff(target), { output: 'h.md' }, c.io, r.dir);
      const text = readFileSync(join(r.dir, 'h.md'), 'utf8').replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC|^written: .*$/gm, 'TIME').replace(r.dir, 'REPO');
      outputs.push(`${text}\n${c.err()}`);
    }
    expect(new Set(outputs).size).toBe(1);
  });

  it('--launch --yes runs the target CLI from PATH with the saved file as its first prompt', async () => {
    const r = makeRepo();
    const stub = stubAgent('codex');
    const c = capture(r.dir, { env: { PATH: `${stub.bin}:/usr/bin:/bin` } });
    await writeContractAndLaunch(handoff('codex'), { launch: true, yes: true }, c.io, r.dir);
    const [rel] = handoffFiles(r);
    expect(rel).toMatch(/^main-019dbcc1-\d{8}-\d{6}\.md$/);
    expect(stub.calls()).toEqual([
      r.dir,
      `Read plans/handoffs/${rel} and continue the session it describes; verify its Current state section first.`,
    ]);
    expect(c.err()).toContain(`--launch needs a file: saved the handoff to plans/handoffs/${rel}`);
    // The started agent's own start hook delivers the same handoff: it is armed first, said on stderr.
    expect(c.err()).toMatch(/Armed the handoff of .* for codex in /);
    expect(readdirSync(join(c.io.env.HAND_OFF_SESSION_STATE_DIR!, 'pending'))).toHaveLength(1);
    expect(c.out()).toBe('');
  });

  it.each([
    ['gemini', ['-i']],
    ['opencode', ['--prompt']],
    ['claude', []],
  ] as const)('--launch starts %s with its own prompt flag', async (target, flags) => {
    const r = makeRepo();
    const stub = stubAgent(target);
    await writeContractAndLaunch(handoff(target), { launch: true, yes: true, output: 'next.md' }, capture(r.dir, { env: { PATH: stub.bin } }).io, r.dir);
    expect(stub.calls()?.slice(1)).toEqual([...flags, 'Read next.md and continue the session it describes; verify its Current state section first.']);
  });

  it('--launch asks on a terminal: "n" starts nothing, "y" starts the agent', async () => {
    const r = makeRepo();
    const stub = stubAgent('claude');
    const no = capture(r.dir, { env: { PATH: stub.bin }, isTTY: true, stdin: 'n\n' });
    await writeContractAndLaunch(handoff('claude'), { launch: true, output: 'a.md' }, no.io, r.dir);
    expect(no.err()).toMatch(/Start Claude Code now\? claude 'Read a\.md .*' \[y\/N\] /);
    expect(no.err()).toContain('Not started.');
    expect(stub.calls()).toBeNull();
    const yes = capture(r.dir, { env: { PATH: stub.bin }, isTTY: true, stdin: 'y\n' });
    await writeContractAndLaunch(handoff('claude'), { launch: true, output: 'b.md' }, yes.io, r.dir);
    expect(stub.calls()?.[1]).toMatch(/^Read b\.md /);
  });

  it('--launch without a terminal and without --yes is refused before anything is written', async () => {
    const r = makeRepo();
    const stub = stubAgent('codex');
    await expectError(writeContractAndLaunch(handoff('codex'), { launch: true }, capture(r.dir, { env: { PATH: stub.bin } }).io, r.dir), 2, /--yes/);
    expect(handoffFiles(r)).toEqual([]);
    expect(stub.calls()).toBeNull();
  });

  it('--launch with the CLI missing says so and leaves the handoff file', async () => {
    const r = makeRepo();
    const empty = stubAgent('something-else');
    await expectError(
      writeContractAndLaunch(handoff('gemini'), { launch: true, yes: true }, capture(r.dir, { env: { PATH: empty.bin } }).io, r.dir),
      1,
      /gemini is not on PATH, so Gemini CLI was not started\. .*The handoff is in plans\/handoffs\/main-019dbcc1-\d{8}-\d{6}\.md\./,
    );
    expect(handoffFiles(r)).toHaveLength(1);
  });

  it('--launch reports a failing agent exit code, and refuses Cursor with the paste hint', async () => {
    const r = makeRepo();
    const stub = stubAgent('codex', 3);
    await expectError(writeContractAndLaunch(handoff('codex'), { launch: true, yes: true, output: 'x.md' }, capture(r.dir, { env: { PATH: stub.bin } }).io, r.dir), 1, /codex exited with code 3/);
    const c = capture(r.dir);
    await writeContractAndLaunch(handoff('cursor'), { launch: true, yes: true }, c.io, r.dir);
    expect(c.err()).toMatch(/^Cursor cannot be started from the command line\. Open the project in Cursor/);
    await expectError(writeContractAndLaunch(handoff(null), { launch: true } as HandoffOptions, capture(r.dir).io, r.dir), 2, /--launch needs a target/);
  });
});

// ---- the target grammar through the real commands -------------------------------------------------------------

describe('"for codex" and "to codex" through show --transcript', () => {
  it('print the same handoff and the same Next line', async () => {
    const r = makeRepo();
    const transcript = join(r.root, 'session.jsonl');
    writeFileSync(
      transcript,
      [
        '{"type":"user","timestamp":"2025-12-24T10:00:00.000Z","sessionId":"s-1","message":{"role":"user","content":"create a hello function in hello.py"},"uuid":"m1"}',
        '{"type":"assistant","timestamp":"2025-12-24T10:00:05.000Z","sessionId":"s-1","message":{"role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"Write","input":{"file_path":"/p/hello.py","content":"def hello(): pass\\n"}}]},"uuid":"m2"}',
        '{"type":"user","timestamp":"2025-12-24T10:00:10.000Z","sessionId":"s-1","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"File written successfully"}]},"uuid":"m3"}',
        '',
      ].join('\n'),
    );
    const results: string[] = [];
    for (const words of [['for', 'codex'], ['to', 'codex'], ['--for', 'codex']]) {
      const c = capture(r.dir);
      expect(await run(['show', '--transcript', transcript, ...words], c.io)).toBe(0);
      results.push(`${c.out()}\n--\n${c.err()}`);
    }
    expect(results[0]).toContain('This handoff is for Codex.');
    expect(results[0]).toContain('Next: codex');
    expect(new Set(results).size).toBe(1);
  });
});

// ---- validate and verify through the CLI ----------------------------------------------------------------------

describe('hand-off-session validate / verify', () => {
  async function saved(r: Repo): Promise<string> {
    const c = capture(r.dir);
    await writeContractAndLaunch(handoff('claude'), { output: 'plans/handoffs/h.md' }, c.io, r.dir);
    return 'plans/handoffs/h.md';
  }

  it('validate: exit 0 for a written contract, exit 1 with one line per failing check', async () => {
    const r = makeRepo();
    const file = await saved(r);
    const ok = capture(r.dir);
    expect(await run(['validate', file], ok.io)).toBe(0);
    expect(ok.out()).toBe(`${file}: valid\n`);
    const text = readFileSync(join(r.dir, file), 'utf8');
    writeFileSync(join(r.dir, file), text.replace('## Verification\n', '').replace('1. **First safe step**', '1. Go'));
    const bad = capture(r.dir);
    expect(await run(['validate', file], bad.io)).toBe(1);
    expect(bad.out().trimEnd().split('\n')).toEqual([
      `${file}: missing heading "## Verification"`,
      `${file}: the first item of "## Exact next actions" must begin with **First safe step**`,
    ]);
    const json = capture(r.dir);
    expect(await run(['validate', file, '--json'], json.io)).toBe(1);
    expect(JSON.parse(json.out())).toMatchObject({ valid: false, failures: [expect.any(String), expect.any(String)] });
    const missing = capture(r.dir);
    expect(await run(['validate', 'nope.md'], missing.io)).toBe(1);
    expect(missing.err()).toMatch(/cannot read nope\.md/);
  });

  it('verify: exit 0 without drift (the contract file itself ignored), exit 1 on a new commit, a branch switch, a dirty file', async () => {
    const r = makeRepo();
    const file = await saved(r);
    const same = capture(r.dir);
    expect(await run(['verify', file], same.io)).toBe(0);
    expect(same.out()).toMatch(/no drift \(branch main, HEAD [0-9a-f]{12}, 0 dirty path\(s\) as recorded\)/);

    r.write('src/b.ts', 'b\n');
    r.git(['switch', '-q', '-c', 'feature']);
    r.git(['add', 'src/b.ts']);
    r.git(['commit', '-q', '-m', 'b']);
    r.write('src/a.ts', 'changed\n');
    const drift = capture(r.dir);
    expect(await run(['verify', file], drift.io)).toBe(1);
    const lines = drift.out().trimEnd().split('\n');
    expect(lines[0]).toBe(`${file}: the repository changed since the contract was written:`);
    expect(lines.slice(1)).toEqual([
      '- branch switched: main -> feature',
      expect.stringMatching(/^- 1 new commit\(s\) since [0-9a-f]{12}/),
      '- 1 newly dirty path(s): "src/a.ts"',
    ]);
    const json = capture(r.dir);
    expect(await run(['verify', file, '--json', '--repo', r.dir], json.io)).toBe(1);
    expect(JSON.parse(json.out()).report.drift.map((d: { kind: string }) => d.kind)).toEqual(['branch', 'new-commits', 'newly-dirty']);
  });
});
