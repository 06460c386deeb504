// A secret that a terminal or an editor wrapped onto the next line: the redactor catches it only while the line break
// is still there. The bounded --raw tail makes each event one line; if that happened before redaction, the second half
// of the key would print. And the receipt must count what the tail redacted, wherever that happened.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fake } from '../../packages/core/src/redact/fake-secrets.js';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { cli, runCli } from '../support/cli.js';

const STRIPE = fake.stripe('sk_live_', 913);
const GITHUB = fake.github('ghp_', 914);
/** Where each key is wrapped: its first half ends one line, the second half starts the next. */
const STRIPE_AT = 14;
const GITHUB_AT = 20;

/** A key that sits across the raw tail's cut of a tool output (its last 600 characters): redacted to make the cut. */
const ACROSS_CUT = fake.github('ghs_', 915);

let dir: string;
let file: string;
let cutFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hos-redaction-wrapped-'));
  file = join(dir, 'session.jsonl');
  const t = new ClaudeTranscript();
  t.user('Rotate the payment key and tell me when it is done.');
  t.assistantText(`Here is the key, split for readability: ${STRIPE.slice(0, STRIPE_AT)}\n${STRIPE.slice(STRIPE_AT)}\nI will rotate it next.`);
  t.tool('Bash', { command: 'cat token.txt' }, `token:\n${GITHUB.slice(0, GITHUB_AT)}\n${GITHUB.slice(GITHUB_AT)}\n`);
  writeFileSync(file, t.text());
  cutFile = join(dir, 'across-cut.jsonl');
  const c = new ClaudeTranscript();
  c.user('Check the deploy log.');
  const filler = 'step ok; '.repeat(120);
  c.tool('Bash', { command: 'cat deploy.log' }, `${filler} ${ACROSS_CUT} ${filler.slice(0, 600 - 20)}`);
  writeFileSync(cutFile, c.text());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secondHalves(): [string, string][] {
  return [
    ['stripe', STRIPE.slice(STRIPE_AT)],
    ['github', GITHUB.slice(GITHUB_AT)],
  ];
}

function expectNoHalf(where: string, text: string): void {
  for (const [name, half] of secondHalves()) expect(text.includes(half), `${where}: the second half of the ${name} key`).toBe(false);
  expect(text.includes(STRIPE.slice(0, STRIPE_AT)), `${where}: the first half of the stripe key`).toBe(false);
}

describe('a secret wrapped onto the next line', () => {
  it('is caught in --raw, and the receipt counts both keys', async () => {
    const r = await cli(['show', '--transcript', file, '--raw'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expectNoHalf('--raw', r.stdout);
    expect(r.stdout).toContain('split for readability: [REDACTED:');
    const count = /Redactions: (\d+) secret\(s\) redacted/.exec(r.stdout);
    expect(count, 'the Markdown states the redaction count').not.toBeNull();
    expect(Number(count![1])).toBeGreaterThanOrEqual(2);
  });

  it('is caught in --raw --json, and the receipt names each rule', async () => {
    const r = await cli(['show', '--transcript', file, '--raw', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expectNoHalf('--raw --json', r.stdout);
    const h = JSON.parse(r.stdout).handoff;
    expect(h.redactions.total).toBeGreaterThanOrEqual(2);
    expect(h.redactions.total).toBe(h.redactions.fingerprints.length);
    expect(h.markdown).toContain(`Redactions: ${h.redactions.total} secret(s) redacted`);
  });

  it('is caught in --raw --lines', async () => {
    const r = await cli(['show', '--transcript', file, '--raw', '--lines', '0-10'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expectNoHalf('--raw --lines', r.stdout);
    expect(r.stdout).toContain('split for readability: [REDACTED:');
    expect(r.stdout).toMatch(/token:\n\[REDACTED:/);
  });

  it('is caught under a tight budget too', async () => {
    for (const budget of ['300', '6000']) {
      const r = await cli(['show', '--transcript', file, '--raw', '--budget', budget], { cwd: dir });
      expect(r.code).toBe(0);
      expectNoHalf(`--raw --budget ${budget}`, r.stdout);
    }
  });
});

describe('a secret the raw tail redacted to cut an event to size', () => {
  it('is counted in the receipt when the tail is shown, and not when it is not', async () => {
    const raw = await cli(['show', '--transcript', cutFile, '--raw', '--json'], { cwd: dir });
    expect(raw.code).toBe(0);
    expect(raw.stdout.includes(ACROSS_CUT.slice(4, 16))).toBe(false);
    const h = JSON.parse(raw.stdout).handoff;
    expect(h.markdown).toContain('[REDACTED:github-token]');
    expect(h.redactions.byRule['github-token']).toBe(1);
    expect(h.markdown).toContain('Redactions: 1 secret(s) redacted');

    const plain = JSON.parse((await cli(['show', '--transcript', cutFile, '--json'], { cwd: dir })).stdout).handoff;
    expect(plain.markdown).not.toContain('Raw tail');
    expect(plain.redactions.total).toBe(0);
  });
});

describe('the receipt', () => {
  // Two processes: the fingerprint key is drawn once per process.
  it('matches a secret to itself within one output, and differs from run to run (no offline guessing)', () => {
    const runs = [1, 2].map(() => JSON.parse(runCli(['show', '--transcript', file, '--raw', '--json'], { cwd: dir }).stdout).handoff);
    const [a, b] = runs.map((h) => h.redactions.fingerprints as string[]);
    expect(a!.length).toBeGreaterThan(0);
    for (const f of a!) expect(f).toMatch(/^[0-9a-f]{12}$/);
    expect(a!.filter((f) => b!.includes(f))).toEqual([]);
  });
});
