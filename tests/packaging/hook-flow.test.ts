// The compaction handover end to end, through the built CLI (`npm run build` first; `npm test` does):
// PreCompact arms from a recorded Claude Code transcript, SessionStart(compact) delivers it once, a
// stale handover is reported at the next start, and garbage on stdin never fails a hook. In-process through the
// CLI's Io seam, but for the test of the command a handover names, which is the process that ran the hook (the
// bundle and the installed plugin tree run their hooks as processes in bundle.test.ts and installed-tree.test.ts).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = join(ROOT, 'packages', 'cli', 'bin', 'hand-off-session.js');
const TRANSCRIPT = join(ROOT, 'tests', 'packaging', 'fixtures', 'claude-session.jsonl');
const SESSION = '7f3c2a10-5d4e-4b8a-9c1f-2e6d8a4b0c31';

let stateDir: string;
beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'hos-e2e-hook-'));
});
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

// The wiring is under test here, not the 1.2 s default a busy machine can miss (hook-budget.test.ts holds it).
const hookEnv = (): NodeJS.ProcessEnv => ({ HAND_OFF_SESSION_STATE_DIR: stateDir, HAND_OFF_SESSION_HOOK_BUILD_MS: '9000' });

/** `hand-off-session hook <event>` in-process, with `stdin` as the agent's hook JSON. */
async function hook(event: string, stdin: string | Buffer): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const result = await cli(['hook', event], { input: stdin, env: hookEnv() });
  return { status: result.code, stdout: result.stdout, stderr: result.stderr };
}

/** The same, as a process of the bin: the commands a handover names are the CLI that ran the hook. */
function hookProcess(event: string, stdin: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, 'hook', event], {
    input: stdin,
    env: { ...process.env, ...hookEnv() },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const preCompact = JSON.stringify({
  session_id: SESSION,
  transcript_path: TRANSCRIPT,
  cwd: '/home/dev/projects/invoice-api',
  hook_event_name: 'PreCompact',
  trigger: 'manual',
  custom_instructions: '',
});
const sessionStart = (source: string, sessionId = SESSION) =>
  JSON.stringify({ session_id: sessionId, transcript_path: TRANSCRIPT, cwd: '/home/dev/projects/invoice-api', hook_event_name: 'SessionStart', source });

function additionalContext(stdout: string): string {
  const parsed = JSON.parse(stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(parsed.hookSpecificOutput.hookEventName).toBe('SessionStart');
  return parsed.hookSpecificOutput.additionalContext;
}

describe('hand-off-session hook (built CLI)', () => {
  it('arms before compaction and delivers the handover exactly once after it', async () => {
    const armed = await hook('pre-compact', preCompact);
    expect(armed).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const files = await readdir(stateDir);
    expect(files).toEqual([`${SESSION}.json`]);
    expect((await stat(join(stateDir, files[0] ?? ''))).mode & 0o777).toBe(0o600);

    expect(await hook('session-start', sessionStart('resume'))).toMatchObject({ status: 0, stdout: '' });

    const delivered = await hook('session-start', sessionStart('compact'));
    expect(delivered.status).toBe(0);
    expect(delivered.stderr).toBe('');
    const context = additionalContext(delivered.stdout);
    expect(context.split('\n')[0]).toMatch(/^hand-off-session: handover recorded before the manual compaction/);
    expect(context).toContain('PDF export');
    expect(context).toMatch(/A4 template/);

    expect(await hook('session-start', sessionStart('compact'))).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(await readdir(stateDir)).toEqual([]);
  });

  it('reports a handover that went stale at the next session start, once', async () => {
    expect(hookProcess('pre-compact', preCompact).status).toBe(0);
    const file = join(stateDir, `${SESSION}.json`);
    const record = JSON.parse(await readFile(file, 'utf8')) as { armedAt: string };
    record.armedAt = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await writeFile(file, JSON.stringify(record), { mode: 0o600 });

    const started = hookProcess('session-start', sessionStart('startup', 'another-session-01'));
    expect(started.status).toBe(0);
    const context = additionalContext(started.stdout);
    expect(context.split('\n')).toHaveLength(1);
    expect(context).toMatch(/never delivered .*7f3c2a10-5d4 \(expired\)/);
    // The command it names is the CLI that ran the hook, never a package download.
    expect(context).toContain(`Run \`node ${join(ROOT, 'packages', 'cli', 'dist', 'main.js')} list\``);
    expect(context).not.toContain('PDF export');

    expect(hookProcess('session-start', sessionStart('startup', 'another-session-01'))).toMatchObject({ status: 0, stdout: '' });
  });

  it('tolerates garbage on stdin: exit 0, nothing on stdout, one line on stderr', async () => {
    const inputs: (string | Buffer)[] = ['', 'not json at all', Buffer.from([0xff, 0xfe, 0x00, 0x7b]), '{"session_id":"../../x","transcript_path":"/etc/passwd"}', 'x'.repeat(2 * 1024 * 1024)];
    for (const event of ['pre-compact', 'session-start']) {
      for (const input of inputs) {
        const result = await hook(event, input);
        expect(result.status).toBe(0);
        expect(result.stdout).toBe('');
        expect(result.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(1);
      }
    }
    expect((await hook('pre-compact', 'garbage')).stderr).toMatch(/^hand-off-session hook: .+\n$/);
    expect(await hook('nonsense', '{}')).toMatchObject({ status: 0, stdout: '', stderr: expect.stringMatching(/unknown hook event/) as unknown as string });
  });

  it('a missing transcript arms nothing and says so in one line', async () => {
    const result = await hook('pre-compact', JSON.stringify({ session_id: 'abc123', transcript_path: join(stateDir, 'gone.jsonl') }));
    expect(result.status).toBe(0);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(await readdir(stateDir)).toEqual([]);
  });
});
