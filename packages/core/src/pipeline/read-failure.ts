/** A transcript that could not be read, as one line: what the user is told, and the error a strict read throws. */
import { HandoffError } from '../errors.js';

export function asHandoffError(error: unknown): HandoffError {
  if (error instanceof HandoffError) return error;
  return new HandoffError(errorLine(error));
}

export function errorLine(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return `no such file: ${(error as { path?: string }).path ?? ''}`.trim();
  if (code === 'EACCES') return `permission denied: ${(error as { path?: string }).path ?? ''}`.trim();
  return error instanceof Error ? error.message.split('\n')[0] ?? 'unknown error' : String(error);
}
