/**
 * Factory AI Droid sessions (`~/.factory/sessions/<cwd>/<id>.jsonl`): a `session_start` line, then
 * `{type:"message", id, timestamp, message:{role, content:[Anthropic blocks]}}` lines. Known from Entire's
 * compact-transcript fixtures (corpus/entire/compact-fixtures/droid_*.jsonl) and real sessions: a message marked
 * `visibility: "user_only"` is the client's own notice to the user ("Token limit reached…"), never sent to the model,
 * so it is no prompt even though its role is `user`. One that says the request failed or hit a limit is the client
 * stopping the turn in the model's place: it is read as the agent's API error.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { AnthropicBlocks } from './anthropic-blocks.js';
import { apiErrorEvent } from './api-error.js';
import { originOf } from './claude.js';
import type { Adapter, RecordParser } from './types.js';
import { cwdValue, firstId, headRecords, isObj, obj, textOf } from './text.js';

class DroidParser implements RecordParser {
  private readonly blocks = new AnthropicBlocks();

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec) || rec.type !== 'message') return [];
    const message = obj(rec.message);
    const origin = originOf(rec, line);
    if (message.visibility === 'user_only') return clientNotice(textOf(message.content), origin);
    if (message.role === 'user') return this.blocks.user(message.content, origin);
    if (message.role === 'assistant') return this.blocks.assistant(message.content, origin);
    return [];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/** "Token limit reached", "Request failed: rate limited", "quota exceeded": the notice says the turn could not run. */
const STOPPED = /\b(?:limit(?:s)?\s+(?:reached|exceeded|hit)|(?:rate|usage|token)[\s-]limit(?:ed)?|quota|exceeded|insufficient\s+(?:credits?|balance|funds)|(?:request|call)\s+failed|error)\b/i;

function clientNotice(text: string, origin: EventOrigin): TranscriptEvent[] {
  if (!STOPPED.test(text)) return [];
  return apiErrorEvent(text, /limit|quota|exceeded|insufficient/i.test(text) ? 'usage_limit' : 'error', origin);
}

export const droidAdapter: Adapter = {
  format: 'droid-jsonl',
  container: 'jsonl',
  createParser: () => new DroidParser(),
  cwdOf: (rec) => (isObj(rec) && rec.type === 'session_start' ? cwdValue(rec.cwd) : undefined),
  sessionIdOf: (head) => firstId(headRecords(head), (rec) => (rec.type === 'session_start' ? rec.id : undefined)),
};
