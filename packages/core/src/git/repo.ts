import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ExitCode, HandoffError } from '../errors.js';
import type { RepoIndex } from '../types/index-model.js';
import { runGitResult } from './run-git.js';

export type RepoInfo = RepoIndex['repo'];

/**
 * Locates the repository containing `path` (default: the current directory). One git process in the usual case;
 * a second only for an unborn branch, where `HEAD` cannot be resolved.
 */
export async function openRepo(path: string = process.cwd()): Promise<RepoInfo> {
  const cwd = resolve(path);
  if (!isDirectory(cwd)) throw notARepo(path);
  const full = await runGitResult(
    ['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir', 'HEAD', '--symbolic-full-name', 'HEAD'],
    { cwd, okExitCodes: [128] },
  );
  const lines = full.stdout.toString('utf8').split('\n');
  if (full.exitCode === 0 && lines.length >= 5) {
    const [topLevel = '', gitDir = '', common = '', head = '', symbolic = ''] = lines;
    return makeInfo(cwd, topLevel, gitDir, common, symbolic, head);
  }
  // Unborn branch (or not a repository): ask again without resolving HEAD.
  const basic = await runGitResult(['rev-parse', '--show-toplevel', '--absolute-git-dir', '--git-common-dir'], {
    cwd,
    okExitCodes: [128],
  });
  if (basic.exitCode !== 0) throw notARepo(path);
  const [topLevel = '', gitDir = '', common = ''] = basic.stdout.toString('utf8').split('\n');
  const sym = await runGitResult(['symbolic-ref', '-q', 'HEAD'], { cwd, okExitCodes: [1, 128] });
  return makeInfo(cwd, topLevel, gitDir, common, sym.exitCode === 0 ? sym.stdout.toString('utf8').trim() : '', '');
}

function makeInfo(cwd: string, topLevel: string, gitDir: string, common: string, symbolic: string, head: string): RepoInfo {
  if (!topLevel || !gitDir || !common) throw notARepo(cwd);
  const branch = symbolic.startsWith('refs/heads/') ? symbolic.slice('refs/heads/'.length) : null;
  const sha = /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head.trim()) ? head.trim() : null;
  return {
    topLevel: resolve(topLevel),
    gitDir: resolve(gitDir),
    commonDir: isAbsolute(common) ? resolve(common) : resolve(cwd, common),
    branch,
    head: sha,
  };
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function notARepo(path: string): HandoffError {
  return new HandoffError(`not a git repository: ${path}`, ExitCode.noData);
}
