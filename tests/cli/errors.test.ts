// Exit codes and error lines as the README documents them: every failure is exactly one stderr line with the
// documented code, nothing on stdout, never a stack trace.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli as runIn } from '../support/cli.js';
import { GitFixture } from '../support/git-fixture.js';
import { buildExample, expectOneLineError, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
let twins: GitFixture;
let bare: GitFixture;
let trailersOnly: GitFixture;
let notGit: string;

const TWIN_SESSIONS = ['5e55a0aa-1111-4a11-8a11-111111111111', '5e55a0aa-2222-4b22-8b22-222222222222'];
const TWIN_CHECKPOINTS = ['abcdef111111', 'abcdef222222'];

function claudeLine(sessionId: string, i: number, prompt: string): string {
  return JSON.stringify({
    type: 'user',
    uuid: `00000000-0000-4000-8000-00000000000${i}`,
    parentUuid: null,
    sessionId,
    timestamp: `2026-05-01T12:0${i}:00.000Z`,
    cwd: '/work/app',
    message: { role: 'user', content: prompt },
  });
}

/** Two v1 checkpoints whose ids share 6 characters, each with one Claude session; the session ids share 8. */
function buildTwins(): GitFixture {
  const g = GitFixture.create({ name: 'twins' });
  const files: Record<string, string> = {};
  TWIN_CHECKPOINTS.forEach((cp, i) => {
    const sid = TWIN_SESSIONS[i]!;
    const dir = `${cp.slice(0, 2)}/${cp.slice(2)}`;
    const created = `2026-05-0${i + 1}T12:00:00.000Z`;
    files[`${dir}/metadata.json`] = JSON.stringify({
      cli_version: '0.11.3',
      checkpoint_id: cp,
      strategy: 'manual-commit',
      branch: 'main',
      checkpoints_count: 1,
      files_touched: [],
      sessions: [{ metadata: `/${dir}/0/metadata.json`, transcript: `/${dir}/0/full.jsonl`, prompt: `/${dir}/0/prompt.txt` }],
    });
    files[`${dir}/0/metadata.json`] = JSON.stringify({
      cli_version: '0.11.3',
      checkpoint_id: cp,
      session_id: sid,
      strategy: 'manual-commit',
      created_at: created,
      branch: 'main',
      checkpoints_count: 1,
      files_touched: [],
      agent: 'Claude Code',
    });
    files[`${dir}/0/full.jsonl`] = `${claudeLine(sid, i + 1, `Twin task number ${i + 1}`)}\n`;
    files[`${dir}/0/prompt.txt`] = `Twin task number ${i + 1}`;
  });
  g.commitTree('refs/heads/entire/checkpoints/v1', files, { message: 'Checkpoint', parents: [] });
  return g;
}

beforeAll(async () => {
  fx = await buildExample('errors');
  ex = fx.ex;
  twins = buildTwins();
  bare = GitFixture.create({ name: 'plain' });
  trailersOnly = GitFixture.create({ name: 'trailers' });
  trailersOnly.commitEmpty('Add login\n\nEntire-Checkpoint: 0123456789ab\n');
  notGit = mkdtempSync(join(tmpdir(), 'hos-cli-notgit-'));
  mkdirSync(join(notGit, 'sub'));
});

afterAll(() => {
  fx.cleanup();
  twins.cleanup();
  bare.cleanup();
  trailersOnly.cleanup();
  rmSync(notGit, { recursive: true, force: true });
});

const inExample = (...args: string[]) => runIn(args, { cwd: ex.dir });

describe('usage errors: exit 2', () => {
  it.each([
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['list', '--frobnicate'], /unknown option '--frobnicate'/],
    [['latest', '--budget', '10'], /--budget takes a whole number of tokens from 200 to 100000, not "10"/],
    [['show', '7c3f9e2a', '--budget', 'lots'], /--budget/],
    [['all', '--limit', '0'], /--limit/],
    [['latest', 'for'], /"for" needs a target: claude, codex, opencode, cursor, gemini/],
    [['latest', 'for', 'codex', 'please'], /unexpected argument "please"/],
    [['latest', 'with', 'codex'], /expected "for <target>" or "to <target>"/],
    [['show', '7c3f9e2a', '--raw', '--lines', '1-20', '--json'], /--lines prints recorded text, not JSON/],
  ])('%j', async (args, message) => {
    expectOneLineError(await inExample(...args), 2, message);
  });

  it('an unknown target lists the valid ones', async () => {
    expectOneLineError(await inExample('latest', 'for', 'vim'), 2, /unknown target "vim": choose one of claude, codex, opencode, cursor, gemini$/m);
    expectOneLineError(await inExample('show', ex.sessions.codex.id, '--for', 'emacs'), 2, /claude, codex, opencode, cursor, gemini/);
  });

  it('a session or checkpoint prefix shorter than 6 characters', async () => {
    expectOneLineError(await inExample('show', 'abc'), 2, /at least 6 characters/);
    expectOneLineError(await inExample('checkpoints', ex.sessions.claude.id.slice(0, 5)), 2, /at least 6 characters/);
    expectOneLineError(await inExample('show', 'checkpoint', ex.checkpoints.codex.id.slice(0, 5)), 2, /at least 6 characters/);
  });
});

describe('unknown or ambiguous ids: exit 3', () => {
  it('an unknown session or checkpoint id', async () => {
    expectOneLineError(await inExample('show', 'ffffffff-0000'), 3, /unknown session/);
    expectOneLineError(await inExample('checkpoints', 'ffffff'), 3, /unknown session/);
    expectOneLineError(await inExample('show', 'checkpoint', 'ffffffffffff'), 3, /unknown checkpoint/);
    expectOneLineError(await inExample('latest', '--exclude', Object.values(ex.sessions).map((s) => s.id).join(',')), 3);
  });

  it('a prefix two sessions or two checkpoints share', async () => {
    const cwd = twins.dir;
    expect((await runIn(['list', '--json'], { cwd })).code).toBe(0);
    const session = await runIn(['show', TWIN_SESSIONS[0]!.slice(0, 8)], { cwd });
    expectOneLineError(session, 3, /ambiguous/i);
    for (const sid of TWIN_SESSIONS) expect(session.stderr).toContain(sid.slice(0, 9));
    expectOneLineError(await runIn(['checkpoints', '5e55a0'], { cwd }), 3, /ambiguous/i);
    expectOneLineError(await runIn(['show', 'checkpoint', 'abcdef'], { cwd }), 3, /ambiguous/i);
    // One more character and each is unique again.
    const one = await runIn(['show', 'checkpoint', 'abcdef1', '--json'], { cwd });
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout).checkpoint.id).toBe(TWIN_CHECKPOINTS[0]);
    const other = await runIn(['show', TWIN_SESSIONS[1]!.slice(0, 10), '--json'], { cwd });
    expect(other.code, other.stderr).toBe(0);
    expect(JSON.parse(other.stdout).session.id).toBe(TWIN_SESSIONS[1]);
  });
});

describe('no Entire data: exit 4', () => {
  it.each([['list'], ['list', '--json'], ['latest'], ['all', '--ndjson'], ['show', 'checkpoint', 'abcdef123456'], ['checkpoints', 'abcdef']])(
    'in a git repository without Entire data: %j says what was looked for',
    async (...args) => {
      const res = await runIn(args, { cwd: bare.dir });
      expectOneLineError(res, 4, /no Entire sessions or checkpoints found in .*plain \(looked in .*entire-sessions.*entire\/checkpoints\/v1.*\)/);
    },
  );

  it('names the fetch command when commit trailers point at checkpoints that are not here', async () => {
    const res = await runIn(['list'], { cwd: trailersOnly.dir });
    expectOneLineError(res, 4, /git fetch origin entire\/checkpoints\/v1:entire\/checkpoints\/v1/);
  });

  it('outside a git repository (README: exit 4)', async () => {
    expectOneLineError(await runIn(['list'], { cwd: join(notGit, 'sub') }), 4, /not a git repository/);
    expectOneLineError(await runIn(['latest', '--json'], { cwd: notGit }), 4, /not a git repository/);
    expectOneLineError(await runIn(['list', '--repo', join(notGit, 'missing')], { cwd: ex.dir }), 4, /not a git repository/);
  });
});
