// The example repository plants a fake AWS key and a fake GitHub token in a tool output (`cat .env.test` in the
// Claude session's second checkpoint). Whatever a user runs, in whatever form, neither may reach stdout, stderr or
// a written file; where the text is shown (--raw), the receipt says how many were redacted.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli as runIn, type CliResult } from '../support/cli.js';
import { buildExample, runCheckedIn, type ExampleFixture, type ExampleRepo } from './helpers.js';

let fx: ExampleFixture;
let ex: ExampleRepo;
let transcriptFile: string;
let beforeCompaction: string;
let scratch: string;

/** Each secret, and its body without the well-known prefix, so a half-masked leak fails too. */
function secretForms(): string[] {
  const { awsAccessKeyId, githubToken } = ex.secrets;
  return [awsAccessKeyId, awsAccessKeyId.slice(4), githubToken, githubToken.slice(4)];
}

function expectClean(where: string, text: string): void {
  for (const secret of secretForms()) expect(text.includes(secret), `${where} contains ${secret.slice(0, 4)}…`).toBe(false);
}

function run(args: string[]): Promise<CliResult> {
  return runCheckedIn(args, ex.dir, expectClean);
}

beforeAll(async () => {
  fx = await buildExample('redaction');
  ex = fx.ex;
  scratch = mkdtempSync(join(tmpdir(), 'hos-cli-redaction-transcript-'));
  // The same transcript as a bare native file, for `show --transcript`.
  transcriptFile = join(scratch, `${ex.sessions.claude.id}.jsonl`);
  const blob = execFileSync('git', ['-C', ex.dir, 'cat-file', 'blob', `${ex.refs.v1}:${ex.checkpoints.claude2.path}0/full.jsonl`]);
  writeFileSync(transcriptFile, blob);
  // The whole session hands off from its compaction (line 39) on; cut there so the .env output is in scope.
  beforeCompaction = join(scratch, 'before-compaction.jsonl');
  writeFileSync(beforeCompaction, `${blob.toString('utf8').split('\n').slice(0, 38).join('\n')}\n`);
});
afterAll(() => {
  fx.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the planted secrets are really there', () => {
  it('in the checkpoint transcript the handoffs read', async () => {
    const text = readFileSync(transcriptFile, 'utf8');
    expect(text).toContain(ex.secrets.awsAccessKeyId);
    expect(text).toContain(ex.secrets.githubToken);
  });
});

describe('no command prints them', () => {
  const claude2 = () => ex.checkpoints.claude2.id;
  const sid = () => ex.sessions.claude.id;

  it('list and checkpoints, in every form', async () => {
    await run(['list']);
    await run(['list', '--json']);
    await run(['list', '--ndjson']);
    await run(['list', '--checkpoints']);
    await run(['list', '--checkpoints', '--ndjson']);
    await run(['checkpoints', sid()]);
    await run(['checkpoints', sid(), '--json']);
  });

  it('show checkpoint --raw shows the redacted tool output and counts both redactions', async () => {
    const md = (await run(['show', 'checkpoint', claude2(), '--raw'])).stdout;
    expect(md).toContain('AWS_ACCESS_KEY_ID=[REDACTED:aws-key]');
    expect(md).toContain('GITHUB_TOKEN=[REDACTED:github-token]');
    const count = /Redactions: (\d+) secret\(s\) redacted/.exec(md);
    expect(count, 'the Markdown states the redaction count').not.toBeNull();
    expect(Number(count![1])).toBeGreaterThanOrEqual(2);

    const json = JSON.parse((await run(['show', 'checkpoint', claude2(), '--raw', '--json'])).stdout);
    expect(json.handoff.redactions.total).toBeGreaterThanOrEqual(2);
    expect(json.handoff.redactions.byRule['aws-key']).toBeGreaterThanOrEqual(1);
    expect(json.handoff.redactions.byRule['github-token']).toBeGreaterThanOrEqual(1);
    expect(json.handoff.markdown).toContain(count![0]);
  });

  it.each(['claude', 'codex', 'opencode', 'cursor', 'gemini'])('show checkpoint --raw --budget 4000 for %s', async (target) => {
    const md = (await run(['show', 'checkpoint', claude2(), '--raw', '--budget', '4000', 'for', target])).stdout;
    expect(md).toContain('[REDACTED:github-token]');
  });

  it('show <session>, latest and all, as Markdown, --json and --ndjson', async () => {
    await run(['show', sid()]);
    await run(['show', sid(), '--raw', '--budget', '4000', '--json']);
    await run(['show', 'checkpoint', claude2(), '--budget', '4000']);
    await run(['latest', '--raw']);
    await run(['latest', '--json', 'to', 'codex']);
    await run(['all', '--raw', '--budget', '4000']);
    await run(['all', '--json', '--raw']);
    await run(['all', '--ndjson', '--raw', 'for', 'cursor']);
  });

  it('show --transcript on a bare transcript file, Markdown and --json', async () => {
    await run(['show', '--transcript', transcriptFile, '--raw', '--budget', '4000']);
    const md = (await run(['show', '--transcript', beforeCompaction, '--raw'])).stdout;
    expect(md).toContain('GITHUB_TOKEN=[REDACTED:github-token]');
    expect(md).toMatch(/Redactions: [2-9]\d* secret\(s\) redacted/);
    const json = JSON.parse((await run(['show', '--transcript', beforeCompaction, '--raw', '--json', 'for', 'opencode'])).stdout);
    expect(json.handoff.redactions.total).toBeGreaterThanOrEqual(2);
  });

  it('--output writes a contract file without them, and says so', async () => {
    const res = await run(['show', 'checkpoint', claude2(), '--raw', 'for', 'claude', '--output', 'plans/redaction-check.md']);
    const file = join(ex.dir, 'plans', 'redaction-check.md');
    expect(res.stdout.split('\n')[0]).toBe(file);
    const text = readFileSync(file, 'utf8');
    expectClean('the --output contract', text);
    expect(text).toMatch(/[1-9]\d* secret\(s\) were redacted/);
  });

  it('--save writes plans/handoffs/<slug>-<time>.md without them', async () => {
    const dir = join(ex.dir, 'plans', 'handoffs');
    const before = existsSync(dir) ? readdirSync(dir) : [];
    const res = await run(['latest', '--raw', '--save', '--for', 'gemini', '--include-status', '--include-diff', '--force']);
    const added = readdirSync(dir).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(res.stdout.split('\n')[0]).toBe(join(dir, added[0]!));
    expectClean('the --save contract', readFileSync(join(dir, added[0]!), 'utf8'));
    const fromCheckpoint = await run(['show', 'checkpoint', claude2(), '--raw', '--save', '--force']);
    const path = fromCheckpoint.stdout.split('\n')[0]!;
    expectClean('the --save contract of the checkpoint', readFileSync(path, 'utf8'));
  });

  it('a secret in a command-line argument is not echoed back in the error line', async () => {
    const res = await runIn(['show', ex.secrets.githubToken], { cwd: ex.dir });
    expect(res.code).toBe(3);
    expectClean('stderr of show <token>', res.stderr);
    const copy = join(scratch, 'copy.jsonl');
    copyFileSync(transcriptFile, copy);
    const bad = await runIn(['show', '--transcript', copy, 'for', ex.secrets.awsAccessKeyId], { cwd: ex.dir });
    expect(bad.code).toBe(2);
    expectClean('stderr of for <key>', bad.stderr);
  });
});
