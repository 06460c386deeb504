/**
 * Gemini CLI chat recordings: the legacy single JSON `{sessionId, messages:[...]}` (gemini-json) and the
 * JSONL stream of v0.39+ (gemini-jsonl) where a message is re-appended whenever it changes (the last
 * copy wins, first position kept), `{"$set": {...}}` updates metadata (`$set.messages` replaces the list)
 * and `{"$rewindTo": id}` drops a message and everything after it.
 *
 * Bounded: JSONL messages wait in a window of the last WINDOW message ids, so later copies and rewinds
 * inside the window are honoured; a copy or rewind reaching further back than that is ignored.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { Lru } from './lru.js';
import { isInjected } from './prompts.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, COMPACTION_CAP, firstId, headRecords, isObj, isoTs, obj, sessionIdValue, str, withCappedOutput, type Obj } from './text.js';
import { exitCodeIn, toolEvent } from './tools.js';

const WINDOW = 64;
const FINAL = new Set(['success', 'error', 'cancelled']);

function partsText(content: unknown, skipThoughts: boolean): string {
  if (typeof content === 'string') return content;
  const out: string[] = [];
  for (const p of arr(content)) {
    if (typeof p === 'string') out.push(p);
    else if (isObj(p) && typeof p.text === 'string' && !(skipThoughts && p.thought === true)) out.push(p.text);
  }
  return out.join('\n');
}

function hasFunctionResponse(content: unknown): boolean {
  return arr(content).some((p) => isObj(p) && 'functionResponse' in p);
}

function resultOutput(call: Obj): { text: string; error: boolean } {
  const texts: string[] = [];
  let error = false;
  for (const r of arr(call.result)) {
    const resp = obj(obj(obj(r).functionResponse).response);
    if (typeof resp.output === 'string') texts.push(resp.output);
    if (resp.error !== undefined) {
      error = true;
      texts.push(typeof resp.error === 'string' ? resp.error : 'error');
    }
  }
  if (texts.length === 0 && typeof call.resultDisplay === 'string') texts.push(call.resultDisplay);
  return { text: texts.join('\n'), error };
}

/**
 * The user message Gemini CLI sends on its own to retry after an invalid model stream (its `sendMessageStream`): the
 * user typed nothing, so it is neither the latest instruction nor a question left for them.
 */
const RETRY_NUDGE = 'System: Please continue.';

/** The events of one (final copy of a) message. */
export function geminiMessageEvents(m: Obj, line: number): TranscriptEvent[] {
  const ts = isoTs(m.timestamp);
  const origin: EventOrigin = ts ? { line, ts } : { line };
  if (m.type === 'user') {
    if (hasFunctionResponse(m.content)) return [];
    const text = partsText(m.displayContent ?? m.content, false);
    if (text.includes('<state_snapshot>')) return [{ kind: 'compaction', summary: capText(text, COMPACTION_CAP), ...origin }];
    const t = text.trimStart();
    if (!t || t.startsWith('/') || t.startsWith('?') || isInjected(t) || t.trimEnd() === RETRY_NUDGE) return [];
    return [{ kind: 'user_prompt', text: capPrompt(text), ...origin }];
  }
  if (m.type !== 'gemini' && m.type !== 'model') return [];
  const out: TranscriptEvent[] = [];
  const text = partsText(m.content, true);
  if (text.trim()) out.push({ kind: 'assistant_text', text: capText(text), ...origin });
  for (const [i, c] of arr(m.toolCalls).entries()) {
    if (!isObj(c)) continue;
    // Not the line: a tail read from a compaction numbers its lines from there until the lines before are counted.
    const callId = str(c.id) ?? `${str(m.id) ?? 'call'}#${i}`;
    const ev = toolEvent(str(c.name) ?? 'unknown', c.args, callId, origin);
    out.push(ev);
    const status = str(c.status);
    if (!(status && FINAL.has(status)) && c.result === undefined) continue;
    const res = resultOutput(c);
    const isError = status === 'error' || status === 'cancelled' || res.error;
    const shell = ev.kind === 'shell';
    out.push(
      withCappedOutput(
        { kind: 'tool_result', callId, isError, ...(shell ? { exitCode: exitCodeIn(res.text) ?? (isError ? null : 0) } : {}), output: '', ...origin },
        status === 'cancelled' && !res.text ? 'cancelled' : res.text,
      ),
    );
  }
  // Gemini CLI goes on only to answer function calls: words with none end the turn, the model's final answer.
  if (text.trim() && arr(m.toolCalls).length === 0) out.push({ kind: 'turn_end', ...origin });
  return out;
}

/** gemini-json: the reader pushes each message of `messages[]` with its index. */
class GeminiDocumentParser implements RecordParser {
  push(rec: unknown, line: number): TranscriptEvent[] {
    return isObj(rec) ? geminiMessageEvents(rec, line) : [];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

class GeminiJsonlParser implements RecordParser {
  private readonly pending = new Map<string, { m: Obj; line: number }>();
  private readonly flushed = new Lru<string, true>(4096);
  private anon = 0;

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    if (typeof rec.$rewindTo === 'string') {
      this.rewind(rec.$rewindTo);
      return [];
    }
    if (isObj(rec.$set)) {
      const out: TranscriptEvent[] = [];
      if (Array.isArray(rec.$set.messages)) out.push(...this.checkpoint(rec.$set.messages.filter(isObj), line));
      return out;
    }
    if (typeof rec.type !== 'string') return []; // the metadata line
    return this.add(rec, line);
  }

  /**
   * A `$set.messages` checkpoint replaces the message list. After a compression (the list holds a
   * <state_snapshot>) the replaced messages are what the summary covers: they are still emitted, before
   * it. After a rollback they were taken back: those still held are dropped. Messages already
   * emitted are never repeated.
   */
  private checkpoint(messages: Obj[], line: number): TranscriptEvent[] {
    const out: TranscriptEvent[] = [];
    const compressed = messages.some((m) => m.type === 'user' && partsText(m.content, false).includes('<state_snapshot>'));
    const kept = new Set(messages.map((m) => str(m.id)).filter((id): id is string => id !== undefined));
    if (compressed) {
      while (this.pending.size) out.push(...this.flushOldest());
    } else {
      for (const id of [...this.pending.keys()]) if (!kept.has(id)) this.pending.delete(id);
    }
    for (const m of messages) out.push(...this.add(m, line));
    return out;
  }

  private add(m: Obj, line: number): TranscriptEvent[] {
    const id = str(m.id) ?? `anon-${this.anon++}`;
    if (this.flushed.has(id)) return [];
    const cur = this.pending.get(id);
    this.pending.set(id, { m, line: cur ? cur.line : line });
    if (this.pending.size <= WINDOW) return [];
    return this.flushOldest();
  }

  private flushOldest(): TranscriptEvent[] {
    const first = this.pending.entries().next();
    if (first.done) return [];
    const [id, { m, line }] = first.value;
    this.pending.delete(id);
    this.flushed.set(id, true);
    return geminiMessageEvents(m, line);
  }

  private rewind(id: string): void {
    if (!this.pending.has(id)) {
      // Unknown id: Gemini clears everything; we can only clear what we still hold.
      this.pending.clear();
      return;
    }
    let drop = false;
    for (const key of [...this.pending.keys()]) {
      if (key === id) drop = true;
      if (drop) this.pending.delete(key);
    }
  }

  finish(): TranscriptEvent[] {
    const out: TranscriptEvent[] = [];
    while (this.pending.size) out.push(...this.flushOldest());
    return out;
  }
}

export const geminiJsonAdapter: Adapter = {
  format: 'gemini-json',
  container: 'json-document',
  createParser: () => new GeminiDocumentParser(),
  // The document opens with its sessionId, before the messages.
  sessionIdOf: (head) => sessionIdValue(/^\s*\{\s*"sessionId"\s*:\s*"([^"]+)"/.exec(head)?.[1]),
};

export const geminiJsonlAdapter: Adapter = {
  format: 'gemini-jsonl',
  container: 'jsonl',
  createParser: () => new GeminiJsonlParser(),
  sessionIdOf: (head) => firstId(headRecords(head, 1), (rec) => rec.sessionId),
};
