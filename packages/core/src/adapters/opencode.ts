/**
 * OpenCode `opencode export` JSON: `{info, messages: [{info, parts}]}`. The reader pushes each
 * `{info, parts}` message with its index. Synthetic/ignored text parts are injected, not prompts;
 * a `compaction` part asks for a summary that the next `summary: true` assistant message holds. An assistant message
 * whose `finish` is `stop` ends the turn (the model stopped by itself, not to call tools): a `turn_end` follows it.
 * A session whose `info.parentID` is set was spawned by that session (the task tool, or a command run as a
 * subtask, such as `/review`): its prompt is the parent's, never a user's (Adapter.spawnedBy). `patch` parts are
 * not read as edits: they diff the worktree around a step, so they name files another session changed meanwhile.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { apiErrorEvent } from './api-error.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, COMPACTION_CAP, cwdValue, isObj, isoTs, obj, sessionIdValue, str, withCappedOutput, type Obj } from './text.js';
import { exitCodeIn, toolEvent } from './tools.js';

/** The assistant message's `error` names that say the provider's API failed the call, not the model or the user. */
const API_ERRORS = new Set(['APIError', 'ProviderAuthError', 'UnknownError']);

class OpenCodeParser implements RecordParser {
  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const info = obj(rec.info);
    const ts = isoTs(obj(info.time).created);
    const origin: EventOrigin = ts ? { line, ts } : { line };
    const parts = arr(rec.parts).filter(isObj);
    if (info.role === 'user') return this.user(parts, origin);
    if (info.role === 'assistant') return this.assistant(info, parts, origin);
    return [];
  }

  private user(parts: Obj[], origin: EventOrigin): TranscriptEvent[] {
    const texts = parts
      .filter((p) => p.type === 'text' && typeof p.text === 'string' && p.synthetic !== true && p.ignored !== true)
      .map((p) => p.text as string)
      .filter((t) => t.trim() !== '');
    return texts.length ? [{ kind: 'user_prompt', text: capPrompt(texts.join('\n')), ...origin }] : [];
  }

  private assistant(info: Obj, parts: Obj[], origin: EventOrigin): TranscriptEvent[] {
    const out: TranscriptEvent[] = [];
    const isSummary = info.summary === true || info.mode === 'compaction' || info.agent === 'compaction';
    if (isSummary) {
      const text = parts
        .filter((p) => p.type === 'text' && typeof p.text === 'string')
        .map((p) => p.text as string)
        .join('\n');
      return [{ kind: 'compaction', summary: capText(text, COMPACTION_CAP), ...origin }];
    }
    for (const p of parts) {
      if (p.type === 'text' && typeof p.text === 'string' && p.synthetic !== true) {
        if (p.text.trim()) out.push({ kind: 'assistant_text', text: capText(p.text), ...origin });
      } else if (p.type === 'tool') {
        out.push(...this.tool(p, origin));
      }
    }
    const error = obj(info.error);
    if (error.name === 'MessageAbortedError') out.push({ kind: 'interruption', ...origin });
    // The provider refused the call (a rate limit, an overloaded server, a lapsed key): the turn stopped on it.
    else if (typeof error.name === 'string' && API_ERRORS.has(error.name)) out.push(...apiErrorEvent(str(obj(error.data).message) ?? '', error.name, origin));
    // The model stopped by itself (not to call tools, not cut at a length limit): the turn ended on this message.
    else if (info.finish === 'stop') out.push({ kind: 'turn_end', ...origin });
    return out;
  }

  private tool(p: Obj, origin: EventOrigin): TranscriptEvent[] {
    const state = obj(p.state);
    const callId = str(p.callID) ?? str(p.id) ?? '';
    const ev = toolEvent(str(p.tool) ?? 'unknown', state.input, callId, origin);
    const out: TranscriptEvent[] = [ev];
    const shell = ev.kind === 'shell';
    const meta = obj(state.metadata);
    if (state.status === 'completed') {
      const text = str(state.output) ?? str(meta.output) ?? '';
      const exit = typeof meta.exit === 'number' ? meta.exit : exitCodeIn(text);
      const isError = shell && exit !== null && exit !== 0;
      out.push(withCappedOutput({ kind: 'tool_result', callId, isError, ...(shell ? { exitCode: exit ?? 0 } : {}), output: '', ...origin }, text));
    } else if (state.status === 'error') {
      const text = str(state.error) ?? '';
      const exitCode = typeof meta.exit === 'number' ? meta.exit : null;
      out.push(withCappedOutput({ kind: 'tool_result', callId, isError: true, ...(shell ? { exitCode } : {}), output: '', ...origin }, text));
    }
    return out;
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/** The child sessions whose results the task calls recorded: `metadata.sessionId`, else the output's `task_id: ses_…`. */
function spawnedSessions(doc: unknown): string[] {
  const out: string[] = [];
  for (const m of arr(obj(doc).messages)) {
    for (const p of arr(obj(m).parts)) {
      const part = obj(p);
      const state = obj(part.state);
      if (part.type !== 'tool' || part.tool !== 'task' || state.status !== 'completed') continue;
      const id = sessionIdValue(obj(state.metadata).sessionId) ?? sessionIdValue(/^task_id: (\S+)/.exec(str(state.output) ?? '')?.[1]);
      if (id) out.push(id);
    }
  }
  return out;
}

export const opencodeAdapter: Adapter = {
  format: 'opencode-export',
  container: 'json-document',
  createParser: () => new OpenCodeParser(),
  spawnedBy: (doc) => (isObj(doc) ? sessionIdValue(obj(doc.info).parentID) : undefined),
  spawned: spawnedSessions,
  titleOf: (doc) => (isObj(doc) ? str(obj(doc.info).title) : undefined),
  cwdOf: (rec) => (isObj(rec) ? cwdValue(obj(obj(rec.info).path).cwd) : undefined),
  // `opencode export` writes the session's own `info` first.
  sessionIdOf: (head) => sessionIdValue(/^\s*\{\s*"info"\s*:\s*\{\s*"id"\s*:\s*"([^"]+)"/.exec(head)?.[1]),
};
