/**
 * Kiro conversations, as Entire's external agent `entire-agent-kiro` commits them (entireio/external-agents
 * `agents/entire-agent-kiro/internal/kiro/types.go`): one JSON document `{conversation_id, history: [...]}` whose
 * entries pair a user turn with the assistant's answer, `{user: {content, timestamp?}, assistant}`. The user's content is
 * `{Prompt: {prompt}}` (what was typed), `{ToolUseResults: {tool_use_results: [...]}}` (the results of the previous
 * entry's calls) or null (the assistant went on by itself); the assistant's is `{Response: {content}}` or
 * `{ToolUse: {content?, tool_uses: [{id, name, args}]}}`. The IDE export Entire stores re-attaches the calls from its
 * hooks, without ids or results (only `args.path`), so results are read when present and never expected.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { originOf } from './claude.js';
import { toolEvent } from './tools.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, isObj, isoTs, obj, str, withCappedOutput, type Obj } from './text.js';

/** Kiro's tool names, as Entire's compact converter maps them (compact.go `compactToolNameMap`), plus its shell. */
const TOOL_NAMES: Readonly<Record<string, string>> = { fs_write: 'Write', fs_edit: 'Edit', execute_bash: 'Bash', execute_cmd: 'Bash', fs_read: 'Read' };

class KiroParser implements RecordParser {
  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const user = obj(rec.user);
    const origin = originOf(user, line);
    return [...userEvents(obj(user.content), origin), ...assistantEvents(obj(rec.assistant), origin)];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

function userEvents(content: Obj, origin: EventOrigin): TranscriptEvent[] {
  const prompt = str(obj(content.Prompt).prompt)?.trim();
  if (prompt) return [{ kind: 'user_prompt', text: capPrompt(prompt), ...origin }];
  const results = arr(obj(content.ToolUseResults).tool_use_results).filter(isObj);
  return results.map((r) => {
    const status = (str(r.status) ?? '').toLowerCase();
    const isError = r.is_error === true || status === 'error';
    return withCappedOutput({ kind: 'tool_result', callId: str(r.tool_use_id) ?? str(r.id) ?? '', isError, output: '', ...origin }, resultText(r.result ?? r.content));
  });
}

function assistantEvents(assistant: Obj, origin: EventOrigin): TranscriptEvent[] {
  const response = obj(assistant.Response);
  const said = str(response.content)?.trim();
  if (said) return [{ kind: 'assistant_text', text: capText(said), ...origin }];
  const use = obj(assistant.ToolUse);
  const out: TranscriptEvent[] = [];
  const words = str(use.content)?.trim();
  if (words) out.push({ kind: 'assistant_text', text: capText(words), ...origin });
  for (const call of arr(use.tool_uses).filter(isObj)) {
    const name = str(call.name) ?? 'unknown';
    out.push(toolEvent(TOOL_NAMES[name] ?? name, call.args, str(call.id) ?? '', origin));
  }
  return out;
}

/** A result as text: a string, Kiro's `[{Text}|{Json}]` blocks, or any other value as JSON. */
function resultText(v: unknown): string {
  if (typeof v === 'string') return v;
  const blocks = arr(v).filter(isObj);
  if (blocks.length > 0) return blocks.map((b) => str(b.Text) ?? JSON.stringify(b.Json ?? b)).join('\n');
  return v === undefined ? '' : JSON.stringify(v);
}

export const kiroAdapter: Adapter = {
  format: 'kiro-json',
  container: 'json-document',
  createParser: () => new KiroParser(),
  recordsOf: (doc) => (isObj(doc) ? arr(doc.history) : []),
  timeOf: (rec) => (isObj(rec) ? isoTs(obj(rec.user).timestamp) : undefined),
  recordsToolResults: false,
};
