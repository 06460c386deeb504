/**
 * Antigravity (`agy`) sessions: `~/.gemini/antigravity-cli/brain/<session-id>/.system_generated/logs/
 * transcript_full.jsonl` (Entire's agent/antigravity). One line per step: `{step_index, source (USER_EXPLICIT |
 * SYSTEM | MODEL), type, status (DONE | ERROR | RUNNING), created_at, content?, thinking?, tool_calls?[{name,
 * args}]}`. A `USER_INPUT` step wraps the prompt in `<USER_REQUEST>`; a `PLANNER_RESPONSE` holds the model's text
 * and tool calls, whose argument values are themselves JSON-encoded; the steps after it (`RUN_COMMAND`,
 * `LIST_DIRECTORY`, ...) are the results of those calls, in order. Thinking is dropped. Late hooks can leave the file
 * empty: an empty transcript yields no events, never an error.
 */
import type { TranscriptEvent } from '../types/events.js';
import { toolEvent } from './tools.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, isObj, isoTs, obj, str, withCappedOutput, type Obj } from './text.js';

const STEP_TYPES = new Set(['USER_INPUT', 'PLANNER_RESPONSE', 'CONVERSATION_HISTORY']);

class AntigravityParser implements RecordParser {
  /** Calls of the last planner response still waiting for their result steps, oldest first. */
  private pending: string[] = [];

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec) || typeof rec.type !== 'string') return [];
    const origin = { line, ...(isoTs(rec.created_at) ? { ts: isoTs(rec.created_at) } : {}) };
    const content = str(rec.content) ?? '';
    if (rec.type === 'USER_INPUT') {
      this.pending = [];
      const text = userRequest(content);
      return text ? [{ kind: 'user_prompt', text: capPrompt(text), ...origin }] : [];
    }
    if (rec.type === 'PLANNER_RESPONSE') {
      const out: TranscriptEvent[] = [];
      if (content.trim()) out.push({ kind: 'assistant_text', text: capText(content.trim()), ...origin });
      arr(rec.tool_calls).forEach((call, i) => {
        const c = obj(call);
        const name = str(c.name);
        if (!name) return;
        const callId = `step-${String(rec.step_index ?? line)}-${i}`;
        this.pending.push(callId);
        out.push(toolEvent(name, decodeArgs(obj(c.args)), callId, origin));
      });
      return out;
    }
    if (STEP_TYPES.has(rec.type) || rec.source !== 'MODEL') return [];
    // A result step: it answers the oldest call still open; a running background task has no result yet.
    const callId = this.pending.shift();
    if (!callId || rec.status === 'RUNNING') return [];
    return [withCappedOutput({ kind: 'tool_result', callId, isError: rec.status === 'ERROR', output: '', ...origin }, stripStamps(content))];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/** The text inside `<USER_REQUEST>…</USER_REQUEST>`, else the content without Antigravity's metadata blocks. */
function userRequest(content: string): string {
  const m = /<USER_REQUEST>\s*([\s\S]*?)\s*<\/USER_REQUEST>/.exec(content);
  if (m) return m[1] ?? '';
  return content.replace(/<(ADDITIONAL_METADATA|USER_SETTINGS_CHANGE)>[\s\S]*?<\/\1>/g, '').trim();
}

/** Argument values are JSON literals (`"\"ls\""`, `"2000"`): decode each, keep the raw text when it is not one. */
function decodeArgs(args: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(args)) {
    if (typeof v !== 'string') {
      out[k] = v;
      continue;
    }
    try {
      out[k] = JSON.parse(v) as unknown;
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/** Result steps open with `Created At:` / `Completed At:` lines that say nothing about the result. */
function stripStamps(content: string): string {
  return content.replace(/^(Created At|Completed At): .*\n?/gm, '').trim();
}

export const antigravityAdapter: Adapter = {
  format: 'antigravity-jsonl',
  container: 'jsonl',
  createParser: () => new AntigravityParser(),
};
