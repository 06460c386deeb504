/**
 * Files a Task subagent edited, as Claude Code records its work in the parent transcript: `progress` records of type
 * `agent_progress`, each holding one message of the subagent. Only the edits are taken (the subagent's commands and
 * words are its own, summed up in its result): an edit counts when its result says it succeeded, and is given then,
 * call and result together, so a subagent's edit never waits as a call that did not return.
 */
import type { EventOrigin, FileEditEvent, TranscriptEvent } from '../types/events.js';
import { Lru } from './lru.js';
import { arr, capOutput, isObj, obj, str, textOf } from './text.js';
import { toolEvent } from './tools.js';

export class SubagentEdits {
  private readonly calls = new Lru<string, FileEditEvent>(256);

  read(rec: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const data = obj(rec.data);
    if (data.type !== 'agent_progress') return [];
    const message = obj(data.message);
    const blocks = arr(obj(message.message).content).filter(isObj);
    if (message.type === 'assistant') {
      for (const b of blocks) {
        const id = str(b.id);
        if (b.type !== 'tool_use' || !id) continue;
        const ev = toolEvent(str(b.name) ?? '', b.input, id, origin);
        if (ev.kind === 'file_edit') this.calls.set(id, ev);
      }
      return [];
    }
    if (message.type !== 'user') return [];
    const out: TranscriptEvent[] = [];
    for (const b of blocks) {
      const id = str(b.tool_use_id);
      const call = id ? this.calls.get(id) : undefined;
      if (b.type !== 'tool_result' || !id || !call) continue;
      this.calls.delete(id);
      if (b.is_error === true) continue;
      out.push({ ...call, ...origin }, { kind: 'tool_result', callId: id, isError: false, output: capOutput(textOf(b.content)), ...origin });
    }
    return out;
  }
}
