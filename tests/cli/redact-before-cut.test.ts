// Redaction happens before any cut. A secret that straddles a cut (the bounded --raw tail, an adapter's head/tail cap
// of a long tool output or message, the summarizer's clip of a prompt) keeps only a part of itself, and a part no
// longer matches its rule: each secret below sits right across one of those cuts, and no piece of it may be printed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffForTranscript } from '../../packages/core/src/api.js';
import { fake } from '../../packages/core/src/redact/fake-secrets.js';
import { findSecrets } from '../../packages/core/src/redact/redact.js';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { cli } from '../support/cli.js';

const FILLER = 'build step ok; ';

/** `total` characters of benign text with `secret` (a word of its own) starting at offset `at`. */
function around(secret: string, at: number, total: number): string {
  const fill = (n: number) => FILLER.repeat(Math.ceil(n / FILLER.length) + 1).slice(0, n);
  return `${fill(at - 1)} ${secret} ${fill(total - at - secret.length - 1)}`;
}

const SECRETS = {
  rawTail: fake.github('ghp_', 101),
  rawTailJwt: fake.jwt(110),
  outputHead: fake.github('ghp_', 120),
  outputTail: fake.github('ghs_', 130),
  assistantHead: fake.github('gho_', 140),
  prompt: fake.github('ghu_', 150),
};

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hos-redact-before-cut-'));
  file = join(dir, 'session.jsonl');
  const t = new ClaudeTranscript();
  t.user('Rotate the deploy credentials and check the build.');
  // Adapter cap of a tool output: 1 KiB head + 2 KiB tail.
  t.tool('Bash', { command: 'npm run build' }, around(SECRETS.outputHead, 1010, 6000));
  t.tool('Bash', { command: 'npm run build' }, around(SECRETS.outputTail, 6000 - 2048 - 12, 6000));
  // Adapter cap of a message: 4 KiB head + 4 KiB tail.
  t.assistantText(around(SECRETS.assistantHead, 4096 - 20, 10_000));
  // The --raw tail keeps the last 600 characters of a tool output.
  t.tool('Bash', { command: 'cat deploy.log' }, around(SECRETS.rawTail, 700 - 600 - 10, 700));
  t.tool('Bash', { command: 'cat op.log' }, around(SECRETS.rawTailJwt, 900 - 600 - 30, 900));
  // The latest instruction is clipped at 4000 characters.
  t.user(around(SECRETS.prompt, 4000 - 15, 5000));
  writeFileSync(file, t.text());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every 8-character window of the secret past its 4-character prefix: a half-cut secret fails too. */
function pieces(secret: string): string[] {
  const out: string[] = [];
  for (let i = 4; i + 8 <= secret.length; i++) out.push(secret.slice(i, i + 8));
  return out;
}

function expectNoPiece(where: string, text: string): void {
  const leaked = Object.entries(SECRETS).flatMap(([name, secret]) => {
    const piece = pieces(secret).find((p) => text.includes(p));
    if (piece === undefined) return [];
    const at = text.indexOf(piece);
    return [`${name}: …${text.slice(Math.max(0, at - 40), at + 40)}…`];
  });
  expect(leaked, `${where}: pieces of secrets`).toEqual([]);
}

describe('a secret across a cut is redacted whole', () => {
  const cases: [string, string[]][] = [
    ['show --raw', ['--raw']],
    ['show --raw --json', ['--raw', '--json']],
    ['show --raw --budget 300', ['--raw', '--budget', '300']],
    ['show --raw --budget 6000', ['--raw', '--budget', '6000']],
    ['show --raw --lines', ['--raw', '--lines', '0-40']],
  ];
  for (const [name, args] of cases) {
    it(name, async () => {
      const r = await cli(['show', '--transcript', file, ...args], { cwd: dir });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expectNoPiece(name, r.stdout);
    });
  }

  it('each planted secret is in the transcript, and is one the redactor knows when whole', () => {
    const text = readFileSync(file, 'utf8');
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(text.includes(secret), name).toBe(true);
      expect(findSecrets(` ${secret} `).map((f) => f.end - f.start), name).toEqual([secret.length]);
    }
  });
});

describe('a secret redacted to make a cut is counted in the receipt', () => {
  /** The secret's fingerprint in this process (the key is per process): what the receipt lists for it. */
  const printOf = (secret: string): string => findSecrets(` ${secret} `)[0]!.fingerprint;

  it('the clipped latest instruction and the task clipped from a compaction summary', async () => {
    const cutDir = mkdtempSync(join(tmpdir(), 'hos-cut-receipt-'));
    try {
      const prompt = fake.github('ghu_', 160);
      const task = fake.github('gho_', 170);
      // The task keeps the first 1,499 characters of the summary's "Primary Request": the token sits across that cut.
      const summary = `This session is being continued from a previous conversation that ran out of context.\n\nSummary:\n1. Primary Request and Intent:\n${around(task, 1500 - 20, 2600)}\n\n2. Key Technical Concepts:\n- retries`;
      const compaction = JSON.stringify({ type: 'user', isCompactSummary: true, sessionId: 'cut-receipt', uuid: 'c0', timestamp: '2026-12-01T10:00:00.000Z', message: { role: 'user', content: summary } });
      const t = new ClaudeTranscript();
      t.user('Rotate the deploy credentials and check the build.');
      // The latest instruction keeps its first 7,999 characters: the token sits across that cut.
      t.user(around(prompt, 8000 - 15, 10000));
      const path = join(cutDir, 'session.jsonl');
      writeFileSync(path, `${compaction}\n${t.text()}`);

      const h = await handoffForTranscript(path, { target: null });
      const shown = `${h.markdown}\n${JSON.stringify(h)}`;
      for (const [name, secret] of [['prompt', prompt], ['task', task]] as const) {
        expect(pieces(secret).filter((p) => shown.includes(p)), `${name}: a piece of the secret is printed`).toEqual([]);
        expect(h.redactions.fingerprints, `${name}: the receipt lists the secret`).toContain(printOf(secret));
      }
      expect(h.redactions.byRule['github-token']).toBe(2);
      // The Markdown quotes a prompt this long by its head: the cut (and its marker) is in the handoff's own text.
      expect(h.latestInstruction?.text).toContain('[REDACTED:github-token]');
      expect(h.markdown.split('[REDACTED:github-token]').length - 1).toBe(1);
    } finally {
      rmSync(cutDir, { recursive: true, force: true });
    }
  });

  it('counts a cut piece only while its marker is in the output', async () => {
    const cutDir = mkdtempSync(join(tmpdir(), 'hos-cut-receipt-'));
    try {
      const early = fake.github('ghu_', 180);
      const t = new ClaudeTranscript();
      // A clipped prompt that a later prompt replaces as the latest instruction (and is not the first either).
      t.user('Start the release.');
      t.user(around(early, 8000 - 15, 10000));
      t.user('Never mind that: just run the tests.');
      const path = join(cutDir, 'session.jsonl');
      writeFileSync(path, t.text());

      const h = await handoffForTranscript(path, { target: null });
      expect(JSON.stringify(h)).not.toContain('[REDACTED:github-token]');
      expect(h.redactions.fingerprints).not.toContain(printOf(early));
    } finally {
      rmSync(cutDir, { recursive: true, force: true });
    }
  });
});
