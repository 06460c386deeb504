import { isObj } from '../types/is-obj.js';

/** Hook events the CLI answers; the names are ours, each agent's hooks file maps its events onto them. */
export const HOOK_EVENTS = ['pre-compact', 'session-start', 'session-end', 'before-agent'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** The fields we use from the JSON an agent writes on a hook's stdin (Claude, Codex, Gemini share these names). */
export interface HookInput {
  sessionId: string | null;
  transcriptPath: string | null;
  cwd: string | null;
  /** SessionStart `source` (startup|resume|clear|compact) or PreCompact/PreCompress `trigger` (manual|auto). */
  source: string | null;
  trigger: string | null;
  hookEventName: string | null;
}

const MAX_FIELD = 4096;

function str(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_FIELD) return null;
  return value;
}

export class HookInputError extends Error {}

/** Parses a hook's stdin. Throws HookInputError (one line of text) when it is not a JSON object. */
export function parseHookInput(text: string): HookInput {
  if (!text.trim()) throw new HookInputError('no hook input on stdin');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HookInputError(`hook input is not JSON (${text.length} bytes)`);
  }
  // Every field is optional and loosely typed: a missing or odd field must not make the hook fail.
  if (!isObj(raw)) throw new HookInputError('hook input is not a JSON object');
  const v = raw;
  return {
    sessionId: str(v.session_id),
    transcriptPath: str(v.transcript_path),
    cwd: str(v.cwd),
    source: str(v.source),
    trigger: str(v.trigger),
    hookEventName: str(v.hook_event_name),
  };
}

/** Maps our event names and the agents' own spellings (PreCompact, PreCompress, SessionStart...) to a HookEvent. */
export function normalizeHookEvent(name: string): HookEvent | null {
  switch (name.toLowerCase().replace(/[^a-z]/g, '')) {
    case 'precompact':
    case 'precompress':
      return 'pre-compact';
    case 'sessionstart':
      return 'session-start';
    case 'sessionend':
      return 'session-end';
    case 'beforeagent':
      return 'before-agent';
    default:
      return null;
  }
}
