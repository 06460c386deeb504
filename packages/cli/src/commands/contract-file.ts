import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExitCode, HandoffError } from '@hand-off-session/core';
import type { Io } from '../io.js';

/** Contracts are small; anything bigger is not one of ours. */
const MAX_BYTES = 5 * 1024 * 1024;

/** Reads a contract file named on the command line (relative to the current directory). */
export function readContractFile(io: Io, file: string): { path: string; text: string } {
  const path = resolve(io.cwd, file);
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new HandoffError(`${file} is not a file`, ExitCode.failure);
    size = st.size;
  } catch (error) {
    if (error instanceof HandoffError) throw error;
    throw new HandoffError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, ExitCode.failure);
  }
  if (size > MAX_BYTES) throw new HandoffError(`${file} is ${size} bytes: too big for a contract file`, ExitCode.failure);
  return { path, text: readFileSync(path, 'utf8') };
}
