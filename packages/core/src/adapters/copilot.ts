/**
 * GitHub Copilot CLI `events.jsonl` (`~/.copilot/session-state/<id>/events.jsonl`):
 * `{type, data, id, timestamp, parentId}` events. Known only from Entire's compact-transcript fixture
 * (corpus/entire/compact-fixtures/copilot_*.jsonl): `user.message` (`content` is what was typed,
 * `transformedContent` adds injected context), `assistant.message` with `toolRequests`,
 * `tool.execution_complete` with the result, `hook.start` of the `agentStop` hook when the turn is over, `hook.end` with each hook's outcome. Tool
 * requests are repeated by `tool.execution_start`; only the assistant message's copy is used. Real 1.0 sessions add
 * `assistant.turn_start`/`turn_end` around each model round and close a shell's output with
 * `<shellId: N completed with exit code N>`. Copilot in VS Code writes the same events (`producer: copilot-agent`),
 * each request's `arguments` a JSON string, with its own tools (`apply_patch`, `create_file`,
 * `replace_string_in_file`, `run_in_terminal`) and a result that is only `success`.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { Lru } from './lru.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, COMPACTION_CAP, cwdValue, firstId, headRecords, hookError, isObj, isoTs, obj, str, withCappedOutput } from './text.js';
import { exitCodeIn, parseArgs, toolEvent } from './tools.js';

class CopilotParser implements RecordParser {
  private readonly shellCalls = new Lru<string, true>(1024);
  /** The model's last message asked for tools: its `assistant.turn_end` closes one round, and the agent goes on. */
  private calling = false;

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const ts = isoTs(rec.timestamp);
    const origin: EventOrigin = ts ? { line, ts } : { line };
    const data = obj(rec.data);
    switch (rec.type) {
      case 'user.message': {
        const text = str(data.content) ?? '';
        return text.trim() ? [{ kind: 'user_prompt', text: capPrompt(text), ...origin }] : [];
      }
      case 'assistant.message':
        return this.assistant(data, origin);
      // Every model round ends with one; the round that called no tool ends the agent's turn (its Stop hook fires).
      case 'assistant.turn_end':
        return this.calling ? [] : [{ kind: 'turn_end', ...origin }];
      case 'tool.execution_complete':
        return this.result(data, origin);
      case 'abort':
      case 'session.abort':
        return [{ kind: 'interruption', ...origin }];
      // The agent's Stop hook (Entire installs it) fires once its turn is over: the same end, where the hook is recorded.
      case 'hook.start':
        return data.hookType === 'agentStop' ? [{ kind: 'turn_end', ...origin }] : [];
      case 'hook.end':
        return hookRun(data, origin);
      default:
        return this.maybeCompaction(rec, data, origin);
    }
  }

  private assistant(data: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const out: TranscriptEvent[] = [];
    const text = str(data.content) ?? '';
    if (text.trim()) out.push({ kind: 'assistant_text', text: capText(text), ...origin });
    this.calling = arr(data.toolRequests).length > 0;
    for (const r of arr(data.toolRequests)) {
      if (!isObj(r)) continue;
      const callId = str(r.toolCallId) ?? '';
      // Copilot in VS Code writes a request's arguments as a JSON string; the CLI writes an object.
      const ev = toolEvent(str(r.name) ?? 'unknown', parseArgs(r.arguments), callId, origin);
      if (ev.kind === 'shell') this.shellCalls.set(callId, true);
      out.push(ev);
    }
    return out;
  }

  private result(data: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const callId = str(data.toolCallId) ?? '';
    const result = obj(data.result);
    const text = str(result.content) ?? str(obj(data.error).message) ?? '';
    const shell = this.shellCalls.has(callId);
    const code = shell ? exitCodeIn(text) : null;
    const isError = data.success === false || (code !== null && code !== 0);
    return [withCappedOutput({ kind: 'tool_result', callId, isError, ...(shell ? { exitCode: code } : {}), output: '', ...origin }, text)];
  }

  /** Unconfirmed: compaction events (`session.compaction_complete` and the like) carrying a summary string. */
  private maybeCompaction(rec: Record<string, unknown>, data: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    if (typeof rec.type !== 'string' || !/compact/i.test(rec.type) || /start/i.test(rec.type)) return [];
    const summary = str(data.summaryContent) ?? str(data.summary);
    return summary ? [{ kind: 'compaction', summary: capText(summary, COMPACTION_CAP), ...origin }] : [];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/**
 * A hook's end: `success:false` with the error's message (its first line: what follows is a stack or the hook's
 * stderr, naming the recording machine's folders).
 */
function hookRun(data: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
  const hook = str(data.hookType);
  if (hook === undefined) return [];
  if (data.success !== false) return [{ kind: 'hook_run', hook, error: null, ...origin }];
  return [{ kind: 'hook_run', hook, error: hookError(str(obj(data.error).message), 'failed'), ...origin }];
}

/**
 * The folder the session's paths are read from: the repository's root (`gitRoot`) when the session was started in a
 * folder under it (`test-repo/copilot-cli-attach`). Its tools name absolute paths, and the repository's files are
 * relative to its root, as git and Entire list them (`copilot-cli-attach/README.md`, not `README.md`).
 */
function sessionRoot(context: Record<string, unknown>): string | undefined {
  const cwd = cwdValue(context.cwd);
  const root = cwdValue(context.gitRoot)?.replace(/[\\/]+$/, '');
  if (!root || !cwd) return cwd;
  return cwd.startsWith(`${root}/`) || cwd.startsWith(`${root}\\`) ? root : cwd;
}

/** Copilot in VS Code's searches over a folder: `file_search` names it in `query`, `grep_search` in `includePattern`. */
const FOLDER_SEARCHES: Record<string, string> = { file_search: 'query', grep_search: 'includePattern' };

/**
 * The folder a workspace-wide search names (`D:\code\app\**\*phase*`): Copilot in VS Code records no working
 * directory, and its tools name absolute paths, so its searches over the workspace are what says where the repository
 * is. A search of a subfolder names one under it, which the session's root keeps (a wider one replaces it).
 */
function searchedFolder(data: Record<string, unknown>): string | undefined {
  const field = FOLDER_SEARCHES[str(data.toolName) ?? ''];
  const pattern = field === undefined ? undefined : str(obj(data.arguments)[field]);
  const m = pattern === undefined ? null : /^((?:[A-Za-z]:\\|\/)[^*?]*?)[\\/]\*\*(?:[\\/]|$)/.exec(pattern);
  return m?.[1];
}

export const copilotAdapter: Adapter = {
  format: 'copilot-events',
  container: 'jsonl',
  createParser: () => new CopilotParser(),
  cwdOf: (rec) => {
    if (!isObj(rec)) return undefined;
    if (rec.type === 'session.start') return sessionRoot(obj(obj(rec.data).context));
    return rec.type === 'tool.execution_start' ? searchedFolder(obj(rec.data)) : undefined;
  },
  sessionIdOf: (head) => firstId(headRecords(head), (rec) => (rec.type === 'session.start' ? obj(rec.data).sessionId : undefined)),
};
