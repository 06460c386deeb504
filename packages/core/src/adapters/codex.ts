/**
 * Codex CLI rollout JSONL: `{timestamp, type, payload}` lines. Prompts come from `event_msg/user_message`
 * and from `response_item` user messages (minus injected context); the two duplicate each other, as do
 * `agent_message` events and assistant messages, so a text repeated from the other stream is dropped.
 */
import type { EventOrigin, ToolResultEvent, TranscriptEvent } from '../types/events.js';
import { apiErrorEvent } from './api-error.js';
import { RunningCommands } from './codex-exec.js';
import { Lru } from './lru.js';
import { isInjected, requestBehindContext } from './prompts.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capPrompt, capText, COMPACTION_CAP, cwdValue, firstId, headRecords, isObj, isoTs, obj, oneLine, sessionIdValue, str, textOf, withCappedOutput } from './text.js';
import { exitCodeIn, parseArgs, toolEvent } from './tools.js';

type Source = 'event' | 'item';

interface Last {
  text: string;
  source: Source;
}

/** Text of an output that is a string or a list of `{type:"output_text"|"input_text", text}` items. */
function outputText(v: unknown): string {
  if (typeof v === 'string') return v;
  return textOf(v);
}

class CodexParser implements RecordParser {
  private lastUser: Last | null = null;
  private lastAssistant: Last | null = null;
  private readonly exitCodes = new Lru<string, number>(1024);
  private readonly shellCalls = new Lru<string, true>(1024);
  private readonly editedPaths = new Lru<string, string[]>(1024);
  /**
   * MCP calls that failed: `mcp_tool_call_end` (written just before the call's `function_call_output`) says so in its
   * result (`Err`, or `Ok` with `isError`), while the output carries only the tool's words ("… does not support
   * networkidle").
   */
  private readonly mcpFailed = new Lru<string, true>(1024);
  /**
   * A shell result whose exit code is not known yet: unified exec writes `function_call_output` first and its
   * `exec_command_end` (with `exit_code`) right after, so the result waits one record for it.
   */
  private held: ToolResultEvent | null = null;
  private readonly running = new RunningCommands();

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return this.release();
    const end = this.endOf(rec);
    if (this.held && end && end.callId === this.held.callId) return this.release(end.code);
    if (end) {
      const ts = isoTs(rec.timestamp);
      const done = this.running.ended(end.callId, end.code, end.output, ts ? { line, ts } : { line });
      if (done.length) return [...this.release(), ...done];
    }
    // A command still running when its turn closes (a dev server left up) returns there, before the closing words.
    const left = turnCloses(rec) ? this.running.finish() : [];
    const events = [...left, ...this.parse(rec, line)];
    const released = this.release();
    const last = events[events.length - 1];
    if (last?.kind === 'tool_result' && last.exitCode === null && this.shellCalls.has(last.callId)) {
      this.held = last;
      return [...released, ...events.slice(0, -1)];
    }
    return [...released, ...events];
  }

  private endOf(rec: Record<string, unknown>): { callId: string; code: number | null; output: string } | null {
    if (rec.type !== 'event_msg') return null;
    const p = obj(rec.payload);
    if (p.type !== 'exec_command_end') return null;
    const callId = str(p.call_id);
    const code = Number(p.exit_code);
    if (!callId) return null;
    const known = p.exit_code !== undefined && p.exit_code !== null && Number.isFinite(code);
    return { callId, code: known ? code : null, output: str(p.aggregated_output) ?? '' };
  }

  private release(code: number | null = null): TranscriptEvent[] {
    const held = this.held;
    if (!held) return [];
    this.held = null;
    if (code === null) return [held];
    return [{ ...held, exitCode: code, isError: held.isError || code !== 0 }];
  }

  private parse(rec: Record<string, unknown>, line: number): TranscriptEvent[] {
    const ts = isoTs(rec.timestamp);
    const origin: EventOrigin = ts ? { line, ts } : { line };
    const p = obj(rec.payload);
    switch (rec.type) {
      case 'response_item':
        return this.item(p, origin);
      case 'event_msg':
        return this.event(p, origin);
      case 'compacted':
        return [{ kind: 'compaction', summary: capText(str(p.message) ?? '', COMPACTION_CAP), ...origin }];
      default:
        return [];
    }
  }

  private dedupe(kind: 'user' | 'assistant', text: string, source: Source): boolean {
    const last = kind === 'user' ? this.lastUser : this.lastAssistant;
    const dup = last !== null && last.text === text && last.source !== source;
    const next = dup ? null : { text, source };
    if (kind === 'user') this.lastUser = next;
    else this.lastAssistant = next;
    return dup;
  }

  private userPrompt(text: string, source: Source, origin: EventOrigin): TranscriptEvent[] {
    if (!text.trim() || this.dedupe('user', text.trim(), source)) return [];
    return [{ kind: 'user_prompt', text: capPrompt(text), ...origin }];
  }

  private assistantText(text: string, phase: unknown, source: Source, origin: EventOrigin): TranscriptEvent[] {
    if (!text.trim() || this.dedupe('assistant', text.trim(), source)) return [];
    return [{ kind: 'assistant_text', text: capText(text), ...(phase === 'commentary' ? { commentary: true as const } : {}), ...origin }];
  }

  private event(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    switch (p.type) {
      case 'user_message': {
        const text = requestBehindContext(str(p.message) ?? '');
        return isInjected(text) ? [] : this.userPrompt(text, 'event', origin);
      }
      case 'agent_message':
        return this.closing(p, this.assistantText(str(p.message) ?? '', p.phase, 'event', origin), origin);
      case 'turn_aborted':
        return [{ kind: 'interruption', ...origin }];
      case 'error':
        return apiError(p, origin);
      case 'task_complete':
      case 'turn_complete':
        return [{ kind: 'turn_end', ...origin }];
      case 'exec_command_end': {
        const callId = str(p.call_id);
        const code = Number(p.exit_code);
        if (callId && p.exit_code !== undefined && p.exit_code !== null && Number.isFinite(code)) this.exitCodes.set(callId, code);
        return [];
      }
      case 'patch_apply_end':
        return this.patchApplied(p, origin);
      case 'mcp_tool_call_end':
        return this.mcpEnd(p);
      default:
        return [];
    }
  }

  /** `patch_apply_end.changes` names every path, even when the patch text itself was cut by the skimmer. */
  private patchApplied(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const callId = str(p.call_id) ?? '';
    const seen = this.editedPaths.get(callId) ?? [];
    const paths = Object.keys(obj(p.changes))
      .slice(0, 200)
      .map((k) => oneLine(k, 1000))
      .filter((k) => !seen.includes(k));
    if (paths.length === 0) return [];
    return [{ kind: 'file_edit', callId, tool: 'apply_patch', paths, ...origin }];
  }

  private item(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    switch (p.type) {
      case 'message':
        return this.message(p, origin);
      case 'function_call':
        return this.call(str(p.name) ?? 'unknown', parseArgs(p.arguments), str(p.call_id), origin);
      case 'custom_tool_call':
        return this.call(str(p.name) ?? 'unknown', p.input, str(p.call_id), origin);
      case 'local_shell_call': {
        const action = obj(p.action);
        return this.call('local_shell', { command: action.command }, str(p.call_id) ?? str(p.id), origin);
      }
      case 'web_search_call':
        return this.webSearch(p, origin);
      case 'function_call_output':
      case 'custom_tool_call_output':
        return this.output(p, origin);
      default:
        return [];
    }
  }

  /**
   * A web search is recorded once, after it ran (`status: "completed"`), and no output record ever answers it: the
   * call carries its own result. Taken as a call still waiting, it read as a turn cut off mid-call.
   */
  private webSearch(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const action = obj(p.action);
    const summary = oneLine(str(action.query) ?? str(action.url) ?? '');
    // Newer records carry no id: one per record, so two searches never answer each other.
    const callId = str(p.id) ?? `web_search@${origin.line}`;
    const call: TranscriptEvent = { kind: 'tool_call', callId, tool: 'web_search', summary, ...origin };
    const status = str(p.status);
    if (status !== 'completed' && status !== 'failed') return [call];
    return [call, { kind: 'tool_result', callId, isError: status === 'failed', output: '', ...origin }];
  }

  private message(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const texts = arr(p.content)
      .filter(isObj)
      .map((c) => (typeof c.text === 'string' ? c.text : ''))
      .filter((t) => t.trim() !== '');
    if (p.role === 'assistant') return this.closing(p, this.assistantText(texts.join('\n'), p.phase, 'item', origin), origin);
    if (p.role !== 'user') return [];
    return this.userPrompt(texts.map(requestBehindContext).filter((t) => !isInjected(t)).join('\n'), 'item', origin);
  }

  /**
   * Codex marks the message that closes its turn (`phase: "final_answer"`): the turn ended there, even when the record
   * was taken before its `task_complete`.
   */
  private closing(p: Record<string, unknown>, events: TranscriptEvent[], origin: EventOrigin): TranscriptEvent[] {
    return p.phase === 'final_answer' ? [...events, { kind: 'turn_end', ...origin }] : events;
  }

  private call(name: string, input: unknown, id: string | undefined, origin: EventOrigin): TranscriptEvent[] {
    const callId = id ?? '';
    const ev = toolEvent(name, input, callId, origin);
    if (ev.kind === 'shell') this.shellCalls.set(callId, true);
    if (name === 'write_stdin') this.running.poll(callId, input);
    if (ev.kind === 'file_edit') this.editedPaths.set(callId, ev.paths);
    return [ev];
  }

  private mcpEnd(p: Record<string, unknown>): TranscriptEvent[] {
    const callId = str(p.call_id);
    const result = obj(p.result);
    if (callId && (result.Err !== undefined || obj(result.Ok).isError === true)) this.mcpFailed.set(callId, true);
    return [];
  }

  private output(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    const callId = str(p.call_id) ?? '';
    let text = outputText(p.output);
    let code: number | null = this.exitCodes.get(callId) ?? null;
    let failed = this.mcpFailed.has(callId);
    // Older outputs are a JSON string `{"output": "...", "metadata": {"exit_code": 0}}`.
    const parsed = parseArgs(text);
    if (isObj(parsed)) {
      const inner = str(parsed.output) ?? str(parsed.content);
      if (inner !== undefined) text = inner;
      const meta = obj(parsed.metadata);
      if (typeof meta.exit_code === 'number') code = meta.exit_code;
      if (parsed.success === false) failed = true;
    }
    if (code === null && this.shellCalls.has(callId)) code = exitCodeIn(text);
    // A patch that did not apply answers in plain words, with no exit code: its files were not changed.
    if (code === null && this.editedPaths.has(callId) && PATCH_FAILED.test(text)) failed = true;
    const isError = failed || (code !== null && code !== 0);
    const shell = this.shellCalls.has(callId);
    const result: ToolResultEvent = withCappedOutput({ kind: 'tool_result', callId, isError, ...(shell || code !== null ? { exitCode: code } : {}), output: '', ...origin }, text);
    const waits = shell ? this.running.hold(result) : null;
    if (waits) return waits;
    return [result, ...this.running.polled(callId, text, origin)];
  }

  finish(): TranscriptEvent[] {
    return [...this.release(), ...this.running.finish()];
  }
}

/** apply_patch's own words when a patch did not apply ("apply_patch verification failed: invalid hunk at line 11…"). */
const PATCH_FAILED = /^\s*(?:apply_patch verification failed|failed to (?:apply|find|parse)\b|patch rejected|invalid (?:patch|hunk)\b|error:)/i;

/** The record closes the turn: its final answer, its end or abort, or the user's next message. */
function turnCloses(rec: Record<string, unknown>): boolean {
  const p = obj(rec.payload);
  if (rec.type === 'event_msg') return ['task_complete', 'turn_complete', 'turn_aborted', 'user_message'].includes(str(p.type) ?? '') || p.phase === 'final_answer';
  return rec.type === 'response_item' && p.type === 'message' && (p.role === 'user' || p.phase === 'final_answer');
}

export const codexAdapter: Adapter = {
  format: 'codex-rollout',
  container: 'jsonl',
  createParser: () => new CodexParser(),
  cwdOf: (rec) => (isObj(rec) && (rec.type === 'session_meta' || rec.type === 'turn_context') ? cwdValue(obj(rec.payload).cwd) : undefined),
  timeOf: (rec) => (isObj(rec) ? isoTs(rec.timestamp) : undefined),
  sessionIdOf: (head) => firstId(headRecords(head), (rec) => (rec.type === 'session_meta' ? obj(rec.payload).id : undefined)),
  spawnedByHead: spawnedAgentParent,
};

/**
 * A Codex sub-agent's rollout opens with `session_meta` whose `source.subagent.thread_spawn.parent_thread_id` names
 * the thread that spawned it. Read from the first line's text: the line (with the base instructions) may run past
 * the head read, so it is not parsed.
 */
function spawnedAgentParent(first: string): string | undefined {
  if (!/"type"\s*:\s*"session_meta"/.test(first)) return undefined;
  return sessionIdValue(/"thread_spawn"\s*:\s*\{[^{}]*?"parent_thread_id"\s*:\s*"([^"]+)"/.exec(first)?.[1]);
}

/**
 * Codex's `error` event: the turn failed on the agent's side (a usage limit, a server error). Its kind is
 * `codex_error_info` (`usage_limit_exceeded`, or an object keyed by it); the text is the message.
 */
function apiError(p: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
  const info = p.codex_error_info;
  const kind = typeof info === 'string' ? info : isObj(info) ? (Object.keys(info)[0] ?? 'error') : 'error';
  return apiErrorEvent(str(p.message) ?? '', kind, origin);
}
