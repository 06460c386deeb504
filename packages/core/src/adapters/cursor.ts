/**
 * Cursor agent transcripts: Claude-shaped `{role, message: {content: [...]}}` lines with no ids, no
 * timestamps and no tool results, plus `{"type":"turn_ended","status":...}` and a `metadata` line.
 * The user's words sit inside `<user_query>`; the IDE's context blocks around them are injected.
 */
import type { TranscriptEvent } from '../types/events.js';
import { AnthropicBlocks } from './anthropic-blocks.js';
import type { Adapter, RecordParser } from './types.js';
import { isObj, obj } from './text.js';

const QUERY_RE = /<user_query>\s*([\s\S]*?)\s*<\/user_query>/;

/** The text inside `<user_query>`; text without one is kept unless it is an injected block. */
export function unwrapCursorQuery(text: string): string | null {
  const m = QUERY_RE.exec(text);
  if (m) return m[1] ?? '';
  const open = text.indexOf('<user_query>');
  // An unterminated query (cut by a cap) still holds the user's words.
  if (open !== -1) return text.slice(open + '<user_query>'.length).trim();
  return text;
}

class CursorParser implements RecordParser {
  private readonly blocks = new AnthropicBlocks();

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const origin = { line };
    if (rec.type === 'turn_ended') return rec.status === 'aborted' ? [{ kind: 'interruption', ...origin }] : [];
    const content = obj(rec.message).content;
    if (rec.role === 'user') return this.blocks.user(content, origin, { unwrap: unwrapCursorQuery });
    if (rec.role === 'assistant') return this.blocks.assistant(content, origin);
    return [];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

export const cursorAdapter: Adapter = {
  format: 'cursor-jsonl',
  container: 'jsonl',
  createParser: () => new CursorParser(),
  recordsToolResults: false,
};
