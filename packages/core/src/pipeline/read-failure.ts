/** A transcript that could not be read, as one line: what the user is told, and the error a strict read throws. */
import { HandoffError } from '../errors.js';
import { SNIFF_BYTES } from '../index/sniff-agent.js';
import { readHead } from '../read/tail.js';

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

/** The head of a bare transcript file, to sniff its format; a file that cannot be read is one clear line. */
export async function transcriptHead(file: string): Promise<string> {
  try {
    return (await readHead(file, SNIFF_BYTES)).toString('utf8');
  } catch (error) {
    throw asHandoffError(error);
  }
}
