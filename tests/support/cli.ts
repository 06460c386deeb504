import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';
import { repoRoot } from './corpus.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');
/** Handovers a test arms land here unless it names its own state dir: never in the user's home. */
const STATE_DIR = mkdtempSync(join(tmpdir(), 'hos-test-state-'));
afterAll(() => rmSync(STATE_DIR, { recursive: true, force: true }));

/** Runs the built CLI as a user would, piped (never a terminal), with CI set and no colour. */
export function runCli(args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? repoRoot,
    env: { ...process.env, CI: 'true', NO_COLOR: '1', HAND_OFF_SESSION_STATE_DIR: STATE_DIR, ...opts.env },
    input: opts.input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the CLI and parses stdout as JSON, failing with the stderr line when it exits non-zero. */
export function runCliJson<T = any>(args: string[], opts: Parameters<typeof runCli>[1] = {}): T {
  const result = runCli([...args, '--json'], opts);
  if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as T;
}

type RunFn = (argv: string[], io: object) => Promise<number>;
let built: Promise<RunFn> | null = null;
const RUN_MODULE = join(repoRoot, 'packages', 'cli', 'dist', 'run.js');

/**
 * Runs the built CLI (packages/cli/dist, the code the bin starts) in this process, through its Io seam: piped,
 * CI set, no colour, the test state dir, as `runCli` does, without starting a process. For what needs no process
 * of its own: an exit code, stdout and stderr. `columns` stands for a terminal of that width. Git still inherits
 * this process's environment, so a test that changes git's environment spawns with `runCli`.
 */
export async function cli(args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string | Buffer; columns?: number } = {}): Promise<CliResult> {
  built ??= import(pathToFileURL(RUN_MODULE).href).then((m: { run: RunFn }) => m.run);
  const run = await built;
  let stdout = '';
  let stderr = '';
  const cacheSwitch = process.env.HAND_OFF_SESSION_NO_CACHE;
  const io = {
    stdout: (t: string) => void (stdout += t),
    stderr: (t: string) => void (stderr += t),
    stdin: Readable.from([opts.input ?? '']),
    env: { ...process.env, CI: 'true', NO_COLOR: '1', HAND_OFF_SESSION_STATE_DIR: STATE_DIR, ...opts.env },
    cwd: opts.cwd ?? repoRoot,
    isTTY: false,
    ...(opts.columns !== undefined ? { columns: opts.columns } : {}),
  };
  try {
    const code = await run(args, io);
    return { code, stdout, stderr };
  } finally {
    // --no-cache switches the cache off for the process it runs in: here, only for that run.
    if (cacheSwitch === undefined) delete process.env.HAND_OFF_SESSION_NO_CACHE;
    else process.env.HAND_OFF_SESSION_NO_CACHE = cacheSwitch;
  }
}

/** `cli`, parsing stdout as JSON (as `runCliJson`). */
export async function cliJson<T = any>(args: string[], opts: Parameters<typeof cli>[1] = {}): Promise<T> {
  const result = await cli([...args, '--json'], opts);
  if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as T;
}
