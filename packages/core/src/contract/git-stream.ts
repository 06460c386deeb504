import { spawn } from 'node:child_process';
import { ExitCode, HandoffError } from '../errors.js';
import { gitEnv, gitProcessStats } from '../git/run-git.js';
import { headRedacted } from '../safety/redacted-cut.js';

export interface BoundedRecords {
  /** The first `limit` records, each capped at `maxRecordChars`. */
  records: string[];
  /** How many records git printed in all (counted while streaming, never kept). */
  total: number;
  /** The last record when it was not kept (e.g. the summary line of `--stat`). */
  last: string | null;
}

/**
 * Runs `git <args>` without a shell and keeps only the first `limit` records split on `separator`.
 * Memory stays bounded however much git prints: the rest is counted, not stored.
 */
export function gitBoundedRecords(
  cwd: string,
  args: string[],
  opts: { label: string; separator: 0 | 10; limit: number; maxRecordChars?: number },
): Promise<BoundedRecords> {
  const maxChars = opts.maxRecordChars ?? 4096;
  gitProcessStats.spawned++;
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const records: string[] = [];
    let total = 0;
    let last: string | null = null;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let stderr = '';
    const take = (buf: Buffer) => {
      total++;
      const text = buf.toString('utf8');
      const capped = text.length > maxChars ? `${headRedacted(text, maxChars)}…` : text;
      if (records.length < opts.limit) records.push(capped);
      else last = capped;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      let start = 0;
      for (let i = chunk.indexOf(opts.separator); i !== -1; i = chunk.indexOf(opts.separator, start)) {
        pending.push(chunk.subarray(start, i));
        take(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
        start = i + 1;
      }
      // A record longer than the cap is cut here; only its first bytes are ever kept.
      if (start < chunk.length && pendingBytes < maxChars * 4) {
        const rest = chunk.subarray(start, Math.min(chunk.length, start + maxChars * 4 - pendingBytes));
        pending.push(rest);
        pendingBytes += rest.length;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new HandoffError('git not found: install git and make sure it is on PATH', ExitCode.failure)
          : new HandoffError(`git ${opts.label} failed: ${err.message}`, ExitCode.failure),
      );
    });
    child.on('close', (code) => {
      if (pendingBytes > 0) take(Buffer.concat(pending));
      if (code !== 0) {
        const detail = stderr.split('\n').find((l) => l.trim() !== '') ?? `exit code ${code}`;
        return reject(new HandoffError(`git ${opts.label} failed: ${detail.trim()}`, ExitCode.failure));
      }
      resolve({ records, total, last });
    });
  });
}
