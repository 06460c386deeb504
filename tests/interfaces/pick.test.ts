import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExampleRepo } from '../../scripts/example-repo.mjs';
import { cli } from '../support/cli.js';
import { KEY, runOnPty } from './pty.js';

interface Example {
  dir: string;
  sessions: Record<string, { id: string; checkpoints: string[] }>;
}

let example: Example;
const PLANTED_SESSION = 'e1f2a3b4-0000-4000-8000-00000000cafe';
const PLANTED_TOKEN = ['ghp', 'Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa'].join('_');
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hos-pick-'));
  example = (await createExampleRepo(join(root, 'example'))) as Example;
  // A live session whose latest prompt carries a token: the picker must show the prompt, redacted.
  const states = join(example.dir, '.git', 'entire-sessions');
  mkdirSync(states, { recursive: true });
  writeFileSync(
    join(states, `${PLANTED_SESSION}.json`),
    JSON.stringify({
      session_id: PLANTED_SESSION,
      phase: 'idle',
      started_at: '2026-11-22T08:00:00Z',
      last_interaction_time: '2026-11-22T08:05:00Z',
      agent_type: 'Claude Code',
      last_prompt: `deploy the staging build with ${PLANTED_TOKEN} please`,
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pty turns "\n" into "\r\n". */
const unCr = (s: string) => s.replace(/\r\n/g, '\n');

describe('bare command on a terminal: the picker', () => {
  it('filters by typing, then chooses a session checkpoint and a target, and prints that handoff', async () => {
    const gemini = example.sessions.gemini!;
    const checkpointId = gemini.checkpoints[0]!;
    const pty = runOnPty([], { cwd: example.dir });
    await pty.waitFor('Which session?');
    pty.type('gemini test');
    await pty.waitFor(/1 match\b/);
    pty.type(KEY.enter);
    await pty.waitFor('The whole session, or one checkpoint?');
    pty.type(KEY.down);
    await pty.waitFor(checkpointId);
    pty.type(KEY.enter);
    await pty.waitFor('Hand it to which agent?');
    pty.type(KEY.down + KEY.down);
    pty.type(KEY.enter);
    expect(await pty.exit).toBe(0);

    const expected = await cli(['show', 'checkpoint', checkpointId, 'for', 'codex'], { cwd: example.dir });
    expect(expected.code).toBe(0);
    expect(unCr(pty.output())).toContain(expected.stdout.trim());
  });

  it('chooses the whole session with no target', async () => {
    const codex = example.sessions.codex!;
    const pty = runOnPty([], { cwd: example.dir });
    await pty.waitFor('Which session?');
    pty.type(codex.id.slice(0, 13));
    await pty.waitFor(/1 match\b/);
    pty.type(KEY.enter);
    await pty.waitFor('The whole session, or one checkpoint?');
    pty.type(KEY.enter);
    await pty.waitFor('Hand it to which agent?');
    pty.type(KEY.enter);
    expect(await pty.exit).toBe(0);
    const expected = await cli(['show', codex.id], { cwd: example.dir });
    expect(expected.code).toBe(0);
    expect(unCr(pty.output())).toContain(expected.stdout.trim());
  });

  it('Ctrl-C leaves with exit 130 and writes nothing, even with --save', async () => {
    const pty = runOnPty(['--save'], { cwd: example.dir });
    await pty.waitFor('Which session?');
    pty.type(KEY.enter);
    await pty.waitFor(/The whole session|Hand it to which agent/);
    pty.type(KEY.ctrlC);
    expect(await pty.exit).toBe(130);
    expect(pty.output()).toMatch(/cancelled/);
    expect(existsSync(join(example.dir, 'plans', 'handoffs'))).toBe(false);
  });

  it('shows the latest prompt of each session redacted', async () => {
    const pty = runOnPty([], { cwd: example.dir });
    await pty.waitFor('Which session?');
    pty.type('staging');
    await pty.waitFor(/1 match\b/);
    pty.type(KEY.ctrlC);
    expect(await pty.exit).toBe(130);
    expect(pty.output()).toContain('deploy the staging build with');
    expect(pty.output()).not.toContain(PLANTED_TOKEN);
  });
});

describe('bare command without a terminal', () => {
  it('never prompts when piped: it prints the list', async () => {
    const bare = await cli([], { cwd: example.dir });
    expect(bare.code).toBe(0);
    expect(bare.stdout).not.toMatch(/Which session/);
    // Same table as `list` (ages aside, which move with the clock), then the next-step hint.
    const list = await cli(['list'], { cwd: example.dir });
    const firstLine = (s: string) => s.split('\n')[0];
    expect(firstLine(bare.stdout)).toBe(firstLine(list.stdout));
    // Short ids (unique prefixes, accepted back by every command) keep the table in 80 columns.
    for (const session of Object.values(example.sessions)) expect(bare.stdout).toContain(session.id.slice(0, 8));
    expect(bare.stdout).toMatch(/Next:/);
    expect((await cli(['--json'], { cwd: example.dir })).stdout).toBe((await cli(['list', '--json'], { cwd: example.dir })).stdout);
  });

  it('never prompts on a terminal when CI is set', async () => {
    const pty = runOnPty([], { cwd: example.dir, env: { CI: 'true' } });
    expect(await pty.exit).toBe(0);
    expect(pty.output()).not.toMatch(/Which session/);
    expect(pty.output()).toContain(example.sessions.gemini!.id.slice(0, 8));
  });

  it('still reports an unknown command as one', async () => {
    const result = await cli(['lsit'], { cwd: example.dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown command 'lsit'/);
  });

  it('shows the everyday examples in --help', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const use of ['hand-off-session latest for claude', 'hand-off-session show checkpoint <id>', 'hand-off-session list']) {
      expect(help.stdout).toContain(use);
    }
  });
});
