// Secrets whose evidence lies in another record than the value (issue 13, leaks13g), through every output a user can
// ask for: the handoff, `--json`, the bounded `--raw` tail and `--raw --lines`. A reader command's output is the
// tool_result after its tool_use (Claude) or the function_call_output after its function_call (Codex); a secret
// split across two records or two plan steps; a record's first line that a rule reads from its start, shown behind
// the record's label. Values made up here.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaudeTranscript } from '../support/claude-transcript.js';
import { cli } from '../support/cli.js';
import { GitFixture } from '../support/git-fixture.js';

const PW = 'Vq7-pLm2xR9tKw4z';
const TOKEN = 'aZ3kQ9mW2xL7pR4tV8nB1cY6';
const GH = 'ghp_R8mKq2VxT7pLw4Zc9NbYf3Hd6Js1Ga5Ue0Wo8Qi2';
const ENV_PW = 'correct horse battery 9staple';
const SECRETS = [PW, TOKEN, GH, ENV_PW];
const MODES: string[][] = [[], ['--json'], ['--raw'], ['--raw', '--lines', '0-100'], ['--budget', '300']];

let fx: GitFixture;
const files: Record<string, string> = {};

function claudeSession(): string {
  const t = new ClaudeTranscript('6b7c8d9e-1f2a-4b3c-9d4e-5f6a7b8c9d0e', fx.dir);
  t.user('The staging deploy fails at the database step; fix it.');
  t.tool('Bash', { command: 'pass show corp/staging-db', description: 'read the password' }, `${PW}\nlogin: deploy\n`);
  t.assistantText(`Set DEPLOY_TOKEN=${TOKEN.slice(0, 12)}`);
  t.assistantText(`${TOKEN.slice(12)} in the CI settings.`);
  t.tool('TodoWrite', { todos: [{ content: `Revoke ${GH.slice(0, 20)}`, status: 'in_progress', activeForm: 'Revoking' }, { content: `${GH.slice(20)} on GitHub`, status: 'pending', activeForm: 'Revoking' }, { content: 'Run the deploy again', status: 'pending', activeForm: 'Deploying' }] }, 'Todos have been modified successfully.');
  t.tool('Bash', { command: 'bash scripts/show-env.sh', description: 'show the env' }, `DB_PASSWORD=${ENV_PW}\nDB_HOST=db.internal`);
  t.tool('Bash', { command: 'bash -x scripts/read.sh', description: 'trace' }, `+ pass show corp/api\n${TOKEN}`);
  t.assistantText('The deploy reads its password from pass now.');
  return t.text();
}

let sec = 0;
const codexLine = (type: string, payload: unknown): string =>
  JSON.stringify({ timestamp: `2026-04-20T10:00:${String(sec++).padStart(2, '0')}.000Z`, type, payload });

function codexSession(): string {
  const lines = [
    codexLine('session_meta', { id: '019dad77-8919-7173-a0d5-61b781415e5b', timestamp: '2026-04-20T10:00:00.000Z', cwd: fx.dir, originator: 'codex-tui', cli_version: '0.121.0', source: 'cli', model_provider: 'openai' }),
    codexLine('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Rotate the staging API token' }] }),
    codexLine('response_item', { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd: 'printenv STAGING_API_TOKEN', workdir: fx.dir }), call_id: 'call_env' }),
    codexLine('response_item', { type: 'function_call_output', call_id: 'call_env', output: `Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code 0\nOutput:\n${TOKEN}` }),
    codexLine('response_item', { type: 'function_call', name: 'update_plan', arguments: JSON.stringify({ plan: [{ step: `Store API_SECRET=${PW.slice(0, 8)}`, status: 'in_progress' }, { step: `${PW.slice(8)} in vault`, status: 'pending' }, { step: 'Deploy', status: 'pending' }] }), call_id: 'call_plan' }),
    codexLine('response_item', { type: 'function_call_output', call_id: 'call_plan', output: 'Plan updated' }),
    codexLine('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Token rotated; the plan is updated.' }], phase: 'commentary' }),
  ];
  return `${lines.join('\n')}\n`;
}

beforeAll(() => {
  fx = GitFixture.create();
  files.claude = join(fx.root, 'claude.jsonl');
  files.codex = join(fx.root, 'codex.jsonl');
  writeFileSync(files.claude, claudeSession());
  writeFileSync(files.codex, codexSession());
});
afterAll(() => rmSync(fx.root, { recursive: true, force: true }));

describe.each(['claude', 'codex'])('a %s session', (agent) => {
  it.each(MODES.map((m) => [m.join(' ') || 'markdown', m]))('shows no piece of a secret: %s', async (_name, mode) => {
    const r = await cli(['show', '--transcript', files[agent]!, ...(mode as string[])], { cwd: fx.dir });
    expect(r.code, r.stderr).toBe(0);
    for (const s of SECRETS) for (let i = 0; i + 8 <= s.length; i++) expect(r.stdout).not.toContain(s.slice(i, i + 8));
  });
});

describe('what the records hold besides the secrets', () => {
  it('stays readable in --raw --lines', async () => {
    const r = await cli(['show', '--transcript', files.claude!, '--raw', '--lines', '0-100'], { cwd: fx.dir });
    expect(r.stdout).toContain('login: deploy');
    expect(r.stdout).toContain('DB_HOST=db.internal');
    expect(r.stdout).toContain('Run the deploy again');
    expect(r.stdout).toContain('in the CI settings.');
    expect(r.stdout).toMatch(/shell: Bash: pass show corp\/staging-db/);
  });
});
