import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './corpus.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');
/** Handovers a test arms land here unless it names its own state dir: never in the user's home. */
const STATE_DIR = mkdtempSync(join(tmpdir(), 'hos-test-state-'));

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
