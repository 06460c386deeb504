/**
 * Cursor agent transcripts: Claude-shaped `{role, message: {content: [...]}}` lines with no ids, no
 * timestamps and no tool results, plus `{"type":"turn_ended","status":...}` and a `metadata` line.
 * The user's words sit inside `<user_query>`; the IDE's context blocks around them are injected.
 */
import type { TranscriptEvent } from '../types/events.js';
import { AnthropicBlocks } from './anthropic-blocks.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capOutput, isObj, obj } from './text.js';

const QUERY_RE = /<user_query>\s*([\s\S]*?)\s*<\/user_query>/;
/** A terminal's lines the user attached (`<terminal_selection title="Terminal" path="…" lines="95-136">…`). */
const TERMINAL_RE = /<terminal_selection\b[^>]*>\n?([\s\S]*?)<\/terminal_selection>/g;

/** The text inside `<user_query>`; text without one is kept unless it is an injected block. */
export function unwrapCursorQuery(text: string): string | null {
  const m = QUERY_RE.exec(text);
  if (m) return m[1] ?? '';
  const open = text.indexOf('<user_query>');
  // An unterminated query (cut by a cap) still holds the user's words.
  if (open !== -1) return text.slice(open + '<user_query>'.length).trim();
  return text;
}

/**
 * The terminal output attached to a user message, outside its `<user_query>`: what the user saw run (a traceback they
 * ask about). Null when none is attached.
 */
export function attachedTerminalOutput(content: unknown): string | null {
  const texts = typeof content === 'string' ? [content] : arr(content).map((b) => (isObj(b) && typeof b.text === 'string' ? b.text : ''));
  const outputs = texts.flatMap((t) => [...t.matchAll(TERMINAL_RE)].map((m) => (m[1] ?? '').trimEnd()));
  const joined = outputs.filter((o) => o !== '').join('\n');
  return joined === '' ? null : capOutput(joined);
}

class CursorParser implements RecordParser {
  private readonly blocks = new AnthropicBlocks();

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const origin = { line };
    if (rec.type === 'turn_ended') return rec.status === 'aborted' ? [{ kind: 'interruption', ...origin }] : [];
    const content = obj(rec.message).content;
    if (rec.role === 'user') return withOutput(this.blocks.user(content, origin, { unwrap: unwrapCursorQuery }), content);
    if (rec.role === 'assistant') return this.blocks.assistant(content, origin);
    return [];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/** The user's prompt of the record carries the terminal output attached beside its words. */
function withOutput(events: TranscriptEvent[], content: unknown): TranscriptEvent[] {
  const output = attachedTerminalOutput(content);
  if (output === null) return events;
  return events.map((e) => (e.kind === 'user_prompt' ? { ...e, output } : e));
}

export const cursorAdapter: Adapter = {
  format: 'cursor-jsonl',
  container: 'jsonl',
  createParser: () => new CursorParser(),
  recordsToolResults: false,
};
