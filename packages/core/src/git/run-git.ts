import { execFile } from 'node:child_process';
import { HandoffError, ExitCode } from '../errors.js';

/** Every git process this library starts is counted, so tests can prove we do not spawn one per blob. */
export const gitProcessStats = { spawned: 0 };

export interface RunGitOptions {
  cwd: string;
  /** Exit codes that are answers, not failures (e.g. `merge-base --is-ancestor` exits 1 for "no"). */
  okExitCodes?: number[];
  maxBuffer?: number;
}

export interface GitResult {
  stdout: Buffer;
  exitCode: number;
}

/** Reading must never take locks or write to the repository; prompts must never block. */
export function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', LANG: 'C' };
}

const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;

/** Runs `git <args>` without a shell and returns stdout; a failure becomes a one-line HandoffError. */
export async function runGit(args: string[], opts: RunGitOptions): Promise<Buffer> {
  const res = await runGitResult(args, opts);
  return res.stdout;
}

export function runGitResult(args: string[], opts: RunGitOptions): Promise<GitResult> {
  gitProcessStats.spawned++;
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd: opts.cwd, env: gitEnv(), encoding: 'buffer', maxBuffer: opts.maxBuffer ?? DEFAULT_MAX_BUFFER, windowsHide: true },
      (err, stdout, stderr) => {
        if (!err) return resolve({ stdout, exitCode: 0 });
        const code = typeof err.code === 'number' ? err.code : null;
        if (code !== null && opts.okExitCodes?.includes(code)) return resolve({ stdout, exitCode: code });
        reject(gitFailure(args, err, stderr));
      },
    );
  });
}

function gitFailure(args: string[], err: Error & { code?: unknown; path?: string }, stderr: Buffer | string): HandoffError {
  if (err.code === 'ENOENT' && err.path === 'git') {
    return new HandoffError('git not found: install git and make sure it is on PATH', ExitCode.failure);
  }
  const detail = firstLine(String(stderr ?? '')) || firstLine(err.message) || 'unknown error';
  return new HandoffError(`git ${args[0] ?? ''} failed: ${detail}`, ExitCode.failure);
}

export function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return line.trim().replace(/^(fatal|error): /, '').slice(0, 300);
}
