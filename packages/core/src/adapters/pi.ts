/**
 * Pi sessions (`<pi home>/sessions/<encoded cwd>/…jsonl`, Entire's agent/pi): a `{type:"session", version, id, cwd}`
 * line, then entries with `id` and `parentId` forming a tree. Messages are `{type:"message", message:{role: user |
 * assistant | toolResult, content:[{type:"text"} | {type:"toolCall", id, name, arguments}], toolCallId, isError}}`;
 * other entry types (thinking level changes, ...) only link the tree. The session's state is the branch from the last
 * entry back through `parentId`: entries on abandoned branches did not happen in it. Events are held per entry
 * until the end to pick that branch; past MAX_HELD entries they are released in file order (a bound on memory).
 * An assistant message records why the model stopped: `stop` ends the agent's turn (it answered and waits for the
 * user), `aborted` is the user cutting it off; `toolUse` goes on with the calls' results. A shell call's result that is
 * no error ran to exit 0 (Pi's bash tool reports a non-zero exit as an error).
 */
import type { TranscriptEvent } from '../types/events.js';
import { originOf } from './claude.js';
import { exitCodeIn, isShellTool, toolEvent } from './tools.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, cwdValue, firstId, headRecords, isObj, obj, str, withCappedOutput } from './text.js';

const MAX_HELD = 20_000;

class PiParser implements RecordParser {
  private held: { id: string | null; parent: string | null; events: TranscriptEvent[] }[] = [];
  private released = false;

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec) || rec.type === 'session') return [];
    const events = rec.type === 'message' ? messageEvents(obj(rec.message), originOf(rec, line)) : [];
    if (this.released) return events;
    this.held.push({ id: str(rec.id) ?? null, parent: str(rec.parentId) ?? null, events });
    if (this.held.length <= MAX_HELD) return [];
    this.released = true;
    return this.drain(false);
  }

  finish(): TranscriptEvent[] {
    return this.released ? [] : this.drain(true);
  }

  /** The events of the active branch (walked back from the last entry), or of every entry held. */
  private drain(activeOnly: boolean): TranscriptEvent[] {
    const entries = this.held;
    this.held = [];
    if (!activeOnly || entries.length === 0) return entries.flatMap((e) => e.events);
    const byId = new Map(entries.filter((e) => e.id !== null).map((e) => [e.id, e]));
    const keep = new Set<object>();
    for (let e = entries[entries.length - 1]; e && !keep.has(e); e = e.parent ? byId.get(e.parent) : undefined) keep.add(e);
    // Entries that name no id cannot be placed in the tree: kept, as file order places them.
    return entries.filter((e) => keep.has(e) || e.id === null).flatMap((e) => e.events);
  }
}

function messageEvents(m: Record<string, unknown>, origin: ReturnType<typeof originOf>): TranscriptEvent[] {
  const content = arr(m.content);
  if (m.role === 'user') {
    const text = content.filter(isObj).map((c) => str(c.text) ?? '').join('\n').trim() || (str(m.content) ?? '').trim();
    return text ? [{ kind: 'user_prompt', text: capPrompt(text), ...origin }] : [];
  }
  if (m.role === 'toolResult') {
    const output = content.filter(isObj).map((c) => str(c.text) ?? '').join('\n');
    const isError = m.isError === true;
    const exit = isShellTool(str(m.toolName) ?? '') ? { exitCode: exitCodeIn(output) ?? (isError ? null : 0) } : {};
    return [withCappedOutput({ kind: 'tool_result', callId: str(m.toolCallId) ?? '', isError, ...exit, output: '', ...origin }, output)];
  }
  if (m.role !== 'assistant') return [];
  const out: TranscriptEvent[] = [];
  for (const c of content) {
    if (!isObj(c)) continue;
    if (c.type === 'text' && typeof c.text === 'string' && c.text.trim()) out.push({ kind: 'assistant_text', text: capText(c.text.trim()), ...origin });
    else if (c.type === 'toolCall' && typeof c.name === 'string') out.push(toolEvent(c.name, c.arguments, str(c.id) ?? '', origin));
  }
  if (m.stopReason === 'stop') out.push({ kind: 'turn_end', ...origin });
  else if (m.stopReason === 'aborted') out.push({ kind: 'interruption', ...origin });
  return out;
}

export const piAdapter: Adapter = {
  format: 'pi-jsonl',
  container: 'jsonl',
  createParser: () => new PiParser(),
  cwdOf: (rec) => (isObj(rec) && rec.type === 'session' ? cwdValue(rec.cwd) : undefined),
  sessionIdOf: (head) => firstId(headRecords(head), (rec) => (rec.type === 'session' ? rec.id : undefined)),
};
