/**
 * Which transcript format a file holds, from its first bytes only (metadata labels are known to lie:
 * entire-format.md §3). JSONL formats are told apart by the shape of their first decisive lines; a
 * JSON document (pretty-printed or not) by its top-level keys.
 */
import type { TranscriptFormat } from '../types/agents.js';
import { JsonSkimmer } from '../read/json-skim.js';
import { isObj, obj, type Obj } from './text.js';

const CODEX_TYPES = new Set(['session_meta', 'turn_context', 'response_item', 'event_msg', 'compacted']);
const CLAUDE_TYPES = new Set([
  'user', 'assistant', 'system', 'summary', 'file-history-snapshot', 'progress', 'attachment', 'queue-operation',
  'custom-title', 'ai-title', 'last-prompt', 'permission-mode', 'agent-name', 'pr-link', 'tag', 'mode',
]);

/** The format one JSONL record proves, or null when it is not decisive. */
function recordFormat(r: Obj): TranscriptFormat | null {
  const type = r.type;
  if (typeof r.step_index === 'number' && typeof type === 'string' && typeof r.source === 'string' && /^[A-Z_]+$/.test(type)) return 'antigravity-jsonl';
  if ((type === 'session' && typeof r.version === 'number' && 'cwd' in r) || (type === 'message' && 'parentId' in r && isObj(r.message))) return 'pi-jsonl';
  if (r.v === 1 && typeof r.agent === 'string' && (type === 'user' || type === 'assistant')) return 'entire-compact';
  if (typeof type === 'string' && CODEX_TYPES.has(type) && isObj(r.payload)) return 'codex-rollout';
  if (typeof type === 'string' && /^(session|user|assistant|tool|hook)\.[a-z_]+$/.test(type) && 'data' in r) return 'copilot-events';
  if (type === 'session_start' || (type === 'message' && isObj(r.message) && 'role' in r.message)) return 'droid-jsonl';
  if ('$set' in r || '$rewindTo' in r) return 'gemini-jsonl';
  if (typeof r.sessionId === 'string' && typeof r.projectHash === 'string') return Array.isArray(r.messages) ? 'gemini-json' : 'gemini-jsonl';
  if (typeof r.id === 'string' && (type === 'gemini' || ((type === 'user' || type === 'info') && 'content' in r && !('message' in r)))) return 'gemini-jsonl';
  if (isObj(r.info) && Array.isArray(r.messages)) return 'opencode-export';
  if (Array.isArray(r.history) && 'conversation_id' in r) return 'kiro-json';
  if (type === undefined && (r.role === 'user' || r.role === 'assistant') && isObj(r.message) && !('uuid' in r) && !('sessionId' in r)) return 'cursor-jsonl';
  if (type === 'turn_ended' || (type === 'metadata' && isObj(r.metadata))) return 'cursor-jsonl';
  if (typeof type === 'string' && CLAUDE_TYPES.has(type)) return 'claude-jsonl';
  // Usage-only Claude lines (ccusage fixtures) carry no type but an assistant message and a session.
  if (type === undefined && obj(r.message).role === 'assistant' && ('sessionId' in r || 'requestId' in r)) return 'claude-jsonl';
  return null;
}

/** Top-level keys of a JSON document seen in its first bytes (the document may be cut). */
function documentFormat(text: string): TranscriptFormat | null {
  const t = text.slice(0, 64 * 1024);
  const hasMessages = /"messages"\s*:/.test(t);
  if (/^\s*\{\s*"info"\s*:/.test(t) && hasMessages) return 'opencode-export';
  if (/"info"\s*:/.test(t) && hasMessages && /"(role|parts)"\s*:/.test(t) && !/"sessionId"\s*:/.test(t.slice(0, 400))) return 'opencode-export';
  if (/"sessionId"\s*:/.test(t) && hasMessages) return 'gemini-json';
  if (/^\s*\{\s*"conversation_id"\s*:/.test(t) && /"history"\s*:\s*\[/.test(t)) return 'kiro-json';
  return null;
}

const HEAD_BYTES = 1024 * 1024;

export function detectFormat(head: Buffer | string): TranscriptFormat | null {
  if (typeof head !== 'string') {
    const fast = detectFromLines(head.subarray(0, Math.min(head.length, HEAD_BYTES)));
    if (fast !== undefined) return fast;
  }
  return detectFromText(typeof head === 'string' ? head : head.toString('utf8', 0, Math.min(head.length, HEAD_BYTES)));
}

/**
 * The common case without decoding the whole head (a megabyte, for the one or two lines that decide): a head that
 * starts, after ASCII white space, with a whole first line, each line decoded alone (a "\n" byte is always a
 * character boundary in UTF-8, so this is what splitting the decoded text gives). undefined: not decided here, the
 * text path decides (other leading white space, a document or a cut first line, no decisive line).
 */
function detectFromLines(buf: Buffer): TranscriptFormat | null | undefined {
  let at = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  while (at < buf.length && isAsciiSpace(buf[at] as number)) at++;
  if (at >= buf.length) return null;
  if (buf[at] !== 0x7b) return (buf[at] as number) < 0x80 ? null : undefined;
  let seen = 0;
  for (let start = at; start < buf.length && seen < 50; ) {
    let end = buf.indexOf(0x0a, start);
    if (end < 0) end = buf.length;
    const line = buf.toString('utf8', start, end).trim();
    if (start === at && (line === '{' || !line.endsWith('}'))) return undefined;
    start = end + 1;
    if (!line) continue;
    seen++;
    const f = lineFormat(line);
    if (f) return f;
  }
  return undefined;
}

function isAsciiSpace(b: number): boolean {
  return b === 0x20 || (b >= 0x09 && b <= 0x0d);
}

function lineFormat(line: string): TranscriptFormat | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  return isObj(value) ? recordFormat(value) : null;
}

function detectFromText(head: string): TranscriptFormat | null {
  let text = head;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) return null;
  const lines = trimmed.split('\n');
  const first = (lines[0] ?? '').trim();
  // A first line that is not a whole object: a pretty-printed document, or one huge line cut by the head.
  if (first === '{' || !first.endsWith('}')) return documentFormat(trimmed) ?? cutLineFormat(first);
  let seen = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (++seen > 50) break;
    const f = lineFormat(line);
    if (f) return f;
  }
  return documentFormat(trimmed);
}

/** The format of a first line longer than the head: skim it, close what is open, and look at its keys. */
function cutLineFormat(line: string): TranscriptFormat | null {
  const skim = new JsonSkimmer({ headBytes: 256, tailBytes: 0 });
  skim.write(Buffer.from(line, 'utf8'));
  const out = skim.endClosed();
  if (!out) return null;
  try {
    const v = JSON.parse(out.toString('utf8')) as unknown;
    return isObj(v) ? recordFormat(v) : null;
  } catch {
    return null;
  }
}
