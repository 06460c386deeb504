import { closeSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Creates the directory 0700 if needed; false when it is not a real directory of ours (a symlink, another owner). */
export function privateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return isPrivateDir(dir);
}

/** Whether `dir` is a real directory (no symlink) of this user that no one else may read or write. */
export function isPrivateDir(dir: string): boolean {
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    return false;
  }
  if (!st.isDirectory()) return false;
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return false;
  return (st.mode & 0o077) === 0;
}

/**
 * Writes `name` in `dir` through a private temporary file (0600) renamed over the old one, so a reader never sees a
 * half-written file and two runs at once never mix their bytes (the last one to finish wins). A body in parts is
 * written part after part: a text of megabytes after its header line is not first joined into one more copy of it.
 */
export function writeAtomically(dir: string, name: string, body: string | readonly string[]): void {
  const tmp = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  try {
    const fd = openSync(tmp, 'wx', 0o600);
    try {
      for (const part of typeof body === 'string' ? [body] : body) writeSync(fd, part);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, join(dir, name));
  } catch {
    rmSync(tmp, { force: true });
  }
}
