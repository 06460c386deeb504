/** The session id of a bare transcript file: the one it records, else one made from its name. */
import { adapterFor, detectFormat } from '../adapters/index.js';

export function transcriptSessionId(file: string, head: string): string {
  const format = detectFormat(head);
  return (format ? adapterFor(format).sessionIdOf?.(head) : undefined) ?? sessionIdFromPath(file);
}

function sessionIdFromPath(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? 'transcript';
  return base.replace(/\.(jsonl|json)$/i, '').replace(/^rollout-[\dT:-]+-/, '') || 'transcript';
}
