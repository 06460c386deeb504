import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * Finds `name` on PATH the way a shell would, without running one: the first regular, executable file.
 * On Windows each PATHEXT extension is tried too.
 */
export function findExecutable(name: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (name === '' || name.includes('/') || name.includes('\\')) return null;
  const dirs = (env.PATH ?? env.Path ?? '').split(delimiter).filter((d) => d !== '' && isAbsolute(d));
  const exts = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter(Boolean)] : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = join(dir, name + ext);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutableFile(p: string): boolean {
  try {
    if (!statSync(p).isFile()) return false;
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface LaunchOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs `file args` in the foreground with the terminal handed over (stdio inherit), no shell, and resolves
 * with its exit code (128 + signal number when it was killed by a signal).
 */
export function runForeground(file: string, args: string[], opts: LaunchOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: 'inherit', shell: false });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== null) return resolve(code);
      resolve(128 + (signal ? signalNumber(signal) : 0));
    });
  });
}

function signalNumber(signal: NodeJS.Signals): number {
  const map: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
  return map[signal] ?? 1;
}

/** POSIX shell quoting for display (`Next: ...`), so the printed command can be pasted as is. */
export function shellQuote(words: string[]): string {
  return words.map((w) => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}
