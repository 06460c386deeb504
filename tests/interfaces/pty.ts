import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../support/corpus.js';

export const BIN = join(repoRoot, 'packages', 'cli', 'bin', 'hand-off-session.js');

export const KEY = { enter: '\r', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003', escape: '\u001b' } as const;

export interface PtyRun {
  /** Everything the terminal showed (stdout and stderr share the pseudo-terminal). */
  output: () => string;
  /** Resolves when `text` has appeared on the terminal (or rejects after `ms`). */
  waitFor: (text: string | RegExp, ms?: number) => Promise<void>;
  type: (keys: string) => void;
  exit: Promise<number>;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs the built CLI on a real pseudo-terminal through util-linux `script`, so stdin and stdout are TTYs the way
 * they are for a user. Keystrokes go to `script`'s stdin, which it forwards to the terminal.
 */
export function runOnPty(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): PtyRun {
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm-256color', NO_COLOR: '1', ...opts.env };
  delete env.CI;
  if (opts.env?.CI !== undefined) env.CI = opts.env.CI;
  const command = `stty cols 200 rows 50; exec ${quote(process.execPath)} ${[BIN, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: opts.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  const waiters: (() => void)[] = [];
  const onData = (d: Buffer) => {
    out += d.toString('utf8');
    for (const w of [...waiters]) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exit = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : -1))));
  const plain = () => out.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
  return {
    output: plain,
    type: (keys) => child.stdin.write(keys),
    exit,
    waitFor: (text, ms = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const test = () => (typeof text === 'string' ? plain().includes(text) : text.test(plain()));
        if (test()) return resolve();
        const timer = setTimeout(() => {
          child.kill();
          reject(new Error(`timed out waiting for ${String(text)}; terminal showed:\n${plain().slice(-2000)}`));
        }, ms);
        const w = () => {
          if (!test()) return;
          clearTimeout(timer);
          waiters.splice(waiters.indexOf(w), 1);
          resolve();
        };
        waiters.push(w);
        void exit.then(() => {
          if (waiters.includes(w)) {
            clearTimeout(timer);
            reject(new Error(`exited before ${String(text)}; terminal showed:\n${plain().slice(-2000)}`));
          }
        });
      }),
  };
}
