/**
 * Opening a file named by a user or by recorded data. A FIFO, a terminal or a device would block open() or read()
 * forever (or never end), so the file is opened without blocking and refused unless it is a regular file.
 */
import { constants } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { HandoffError } from '../errors.js';

/** A read handle on `path`, a regular file (symlinks to one are followed); HandoffError (exit 1) otherwise. */
export async function openRegular(path: string): Promise<FileHandle> {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting; on a regular file it changes nothing.
  const fh = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if ((await fh.stat()).isFile()) return fh;
  } catch (error) {
    await fh.close();
    throw error;
  }
  await fh.close();
  throw notRegular(path);
}

/**
 * Whether `path` exists and is no regular file (a FIFO, device or folder), so reading it could block or never end.
 * A missing path is not this case: whoever reads it reports that.
 */
export async function existsNonRegular(path: string): Promise<boolean> {
  try {
    return !(await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notRegular(path: string): HandoffError {
  return new HandoffError(`not a regular file (a FIFO, device or folder): ${path}`);
}
