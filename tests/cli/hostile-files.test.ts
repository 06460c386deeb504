// Files that are not what they claim: a FIFO named as a transcript, as the hook's transcript_path, or as the
// --output target; a hard link to a file elsewhere. Each command must end (never block on the FIFO), with one
// clear line and its documented exit code, and change nothing outside the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { repoRoot } from '../support/corpus.js';
import { GitFixture } from '../support/git-fixture.js';

const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** The CLI with a deadline: a command that blocks is killed and reported as timed out, not waited for. */
function runWithin(ms: number, args: string[], opts: { cwd: string; input?: string; env?: NodeJS.ProcessEnv }): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd,
    env: { ...process.env, CI: 'true', NO_COLOR: '1', ...opts.env },
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: ms,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, timedOut: r.signal === 'SIGKILL' };
}

let fx: GitFixture;
let scratch: string;
let fifo: string;
let transcript: string;

beforeAll(() => {
  fx = GitFixture.create();
  scratch = mkdtempSync(join(tmpdir(), 'hos-hostile-files-'));
  fifo = join(scratch, 'transcript.jsonl');
  execFileSync('mkfifo', [fifo]);
  transcript = join(scratch, 'session.jsonl');
  writeFileSync(transcript, new ClaudeTranscript().user('Fix the login form.').assistantText('Done: the form validates.').text());
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(fx.root, { recursive: true, force: true });
});

function expectOneLine(stderr: string, pattern: RegExp): void {
  const lines = stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe('a FIFO where a transcript should be', () => {
  it('hook pre-compact with a FIFO transcript_path exits 0 at once, arms nothing, says why', () => {
    const state = join(scratch, 'state');
    const input = JSON.stringify({ session_id: 'fifo-session-1', transcript_path: fifo, cwd: fx.dir, hook_event_name: 'PreCompact', trigger: 'auto' });
    const r = runWithin(15_000, ['hook', 'pre-compact'], { cwd: fx.dir, input, env: { HAND_OFF_SESSION_STATE_DIR: state } });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expectOneLine(r.stderr, /^hand-off-session hook: .*not a regular file/);
    const armed = existsSync(state) ? readdirSync(state, { recursive: true }).map(String).filter((n) => n.endsWith('.json')) : [];
    expect(armed).toEqual([]);
  }, 20_000);

  it('show --transcript on a FIFO exits 1 with one line', () => {
    const r = runWithin(15_000, ['show', '--transcript', fifo], { cwd: fx.dir });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /not a regular file/);
  }, 20_000);

  it('show --transcript --raw --lines on a FIFO exits 1 with one line', () => {
    const r = runWithin(15_000, ['show', '--transcript', fifo, '--raw', '--lines', '0-5'], { cwd: fx.dir });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /not a regular file/);
  }, 20_000);
});

describe('a transcript path that does not exist', () => {
  // Each mode reads the file its own way (the handoff, the raw tail, a range of records): each must say so in one line.
  it.each([[], ['--raw'], ['--json'], ['--raw', '--lines', '0-5'], ['for', 'codex']])('show --transcript <missing> %j exits 1 with one line', (...mode) => {
    const missing = join(scratch, 'gone', 'session.jsonl');
    const r = runWithin(15_000, ['show', '--transcript', missing, ...mode], { cwd: fx.dir });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, new RegExp(`^hand-off-session: no such file: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }, 20_000);
});

describe('--output --force onto what is not a plain file of its own', () => {
  it('a FIFO target is refused (exit 1), not opened', () => {
    const target = join(fx.dir, 'FIFO.md');
    execFileSync('mkfifo', [target]);
    const r = runWithin(15_000, ['show', '--transcript', transcript, '--output', 'FIFO.md', '--force'], { cwd: fx.dir });
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /refusing to write .*FIFO\.md: it is not a regular file/);
  }, 20_000);

  it('a hard link to a file outside the repository is refused, and that file is unchanged', () => {
    const outside = join(scratch, 'outside', 'notes.md');
    mkdirSync(join(scratch, 'outside'));
    writeFileSync(outside, 'mine\n');
    linkSync(outside, join(fx.dir, 'LINKED.md'));
    const r = runWithin(15_000, ['show', '--transcript', transcript, '--output', 'LINKED.md', '--force'], { cwd: fx.dir });
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /refusing to write .*LINKED\.md: it has 2 hard links/);
    expect(readFileSync(outside, 'utf8')).toBe('mine\n');
  }, 20_000);
});

describe('options in odd places', () => {
  it('--repo before the command is the command\'s --repo, not silently dropped', () => {
    const missing = join(scratch, 'no-such-repo');
    const r = runWithin(15_000, ['--repo', missing, 'list'], { cwd: fx.dir });
    expect(r.code).toBe(4);
    expectOneLine(r.stderr, new RegExp(`not a git repository: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }, 20_000);
});
