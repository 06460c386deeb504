import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { HandoffError, ExitCode } from '../errors.js';
import { gitEnv, gitProcessStats } from './run-git.js';
import { HEADER, type ObjectInfo } from './cat-file-types.js';
import { Fifo } from './fifo.js';

/** `git cat-file --batch-check`: one line per answer, no content. */
export class BatchCheck {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly queue = new Fifo<{ resolve: (i: ObjectInfo | null) => void; reject: (e: Error) => void }>();
  private partial = '';

  constructor(cwd: string) {
    gitProcessStats.spawned++;
    this.proc = spawn('git', ['cat-file', '--batch-check'], { cwd, env: gitEnv(), windowsHide: true });
    this.proc.stdout.on('data', (d: Buffer) => this.onData(d.toString('utf8')));
    this.proc.stdin.on('error', () => {});
    this.proc.on('error', (e) => this.failAll(new HandoffError(`git cat-file failed: ${e.message}`, ExitCode.failure)));
    this.proc.on('close', () => this.failAll(new HandoffError('git cat-file --batch-check exited early', ExitCode.failure)));
  }

  info(spec: string): Promise<ObjectInfo | null> {
    if (spec === '' || /[\r\n\0]/.test(spec)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.proc.stdin.write(spec + '\n');
    });
  }

  close(): Promise<void> {
    return new Promise((res) => {
      if (this.proc.exitCode !== null || this.proc.signalCode !== null) return res();
      this.proc.once('close', () => res());
      this.proc.stdin.end();
    });
  }

  private onData(text: string): void {
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const p = this.queue.shift();
      if (!p) continue;
      const m = HEADER.exec(line);
      p.resolve(m ? { oid: m[1] ?? '', type: m[2] ?? '', size: Number(m[3]) } : null);
    }
  }

  private failAll(err: Error): void {
    for (const p of this.queue.drain()) p.reject(err);
  }
}
