/**
 * Claude Code JSONL (`~/.claude/projects/<cwd>/<session>.jsonl`, Entire's `full.jsonl`).
 * One content block per assistant entry; metadata entries (`summary` titles, snapshots...) are ignored, and of the
 * `progress` entries only a subagent's edits are read; sidechain entries are skipped unless the whole file is a
 * sub-agent transcript.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { AnthropicBlocks } from './anthropic-blocks.js';
import { apiErrorEvent } from './api-error.js';
import { BackgroundRunNotices } from './claude-background.js';
import { teamLeadOf, withTeamLeads } from './claude-team.js';
import { SubagentEdits } from './claude-subagents.js';
import type { Adapter, RecordParser } from './types.js';
import { isNonPrompt, stripContinuation } from './prompts.js';
import { arr, capText, COMPACTION_CAP, cwdValue, firstId, headRecords, hookError, isObj, isoTs, obj, str, textOf } from './text.js';

/**
 * The model's own end of its turn: an answer it stopped by itself (`stop_reason: end_turn`, not `tool_use`), as
 * Claude Code records it where no Stop hook record follows (the desktop app).
 */
function withTurnEnd(events: TranscriptEvent[], stopReason: unknown, origin: EventOrigin): TranscriptEvent[] {
  return stopReason === 'end_turn' && events.length > 0 ? [...events, { kind: 'turn_end', ...origin }] : events;
}

export function originOf(rec: Record<string, unknown>, line: number, tsKey = 'timestamp'): EventOrigin {
  const ts = isoTs(rec[tsKey]);
  return ts ? { line, ts } : { line };
}

class ClaudeParser implements RecordParser {
  private readonly blocks = new AnthropicBlocks();
  private readonly subagents = new SubagentEdits();
  private readonly background = new BackgroundRunNotices();
  /** Decided at the first conversation entry: a sub-agent file is all sidechain. */
  private sidechainFile: boolean | null = null;
  private queued: { text: string; origin: EventOrigin }[] = [];
  /** A queued message given to the turn before its words were recorded (see queuedCommand): where it was typed. */
  private givenBlank: EventOrigin | null = null;
  /** Messages `popAll` handed back to the input box: the user's newest words until a prompt is sent after them. */
  private popped: { text: string; origin: EventOrigin }[] = [];
  /** The last user entry was the caveat Claude Code writes before a command it runs itself, without the model. */
  private localCommandNext = false;
  /** The last entry of the conversation was the model's words: a Stop hook starting after them closes the turn. */
  private lastSaid = false;

  /**
   * Queued messages given to the running turn at one moment (`remove` records of one timestamp): one message the user
   * typed in pieces while the agent worked ("dont commit until nd", then "end"), sent as one prompt.
   */
  private given: { texts: string[]; origin: EventOrigin; ts: unknown } | null = null;

  push(rec: unknown, line: number): TranscriptEvent[] {
    const giving = isObj(rec) && rec.type === 'queue-operation' && rec.operation === 'remove';
    const flushed = giving ? [] : this.flushGiven();
    const events = flushed.length > 0 ? [...flushed, ...this.read(rec, line)] : this.read(rec, line);
    // A background run's launch or end stands after what else the record says (the launching call's result).
    const runs = isObj(rec) && (rec.isSidechain !== true || this.sidechainFile === true) ? this.background.read(rec, originOf(rec, line)) : [];
    return runs.length > 0 ? [...events, ...runs] : events;
  }

  private read(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const message = obj(rec.message);
    const type = rec.type ?? message.role;
    if (type === 'queue-operation') return this.queue(rec, line);
    if (type === 'progress') return this.lastSaid && stopHookStarts(rec) ? [{ kind: 'turn_end', ...originOf(rec, line) }] : this.subagents.read(rec, originOf(rec, line));
    if (type === 'system') return endsTurn(rec) && rec.isSidechain !== true ? [{ kind: 'turn_end', ...originOf(rec, line) }] : [];
    if (type === 'attachment') return rec.isSidechain === true ? [] : this.attachment(obj(rec.attachment), originOf(rec, line));
    if (type !== 'user' && type !== 'assistant') return [];
    // Anything after the hand-back (a prompt, words given with a refused call, the turn going on) may carry it.
    this.popped = [];
    if (this.sidechainFile === null) this.sidechainFile = rec.isSidechain === true;
    if (rec.isSidechain === true && !this.sidechainFile) return [];
    this.lastSaid = type === 'assistant' && arr(message.content).some((b) => isObj(b) && b.type === 'text' && typeof b.text === 'string' && b.text.trim() !== '');
    const origin = originOf(rec, line);
    const local = this.localCommandNext;
    this.localCommandNext = type === 'user' && rec.isMeta === true && textOf(message.content).includes(LOCAL_COMMAND_CAVEAT);
    if (type === 'assistant' && rec.isApiErrorMessage === true) return apiError(rec, message.content, origin);
    if (type === 'assistant') return withTurnEnd(withTeamLeads(this.blocks.assistant(message.content, origin), message.content), message.stop_reason, origin);
    // A command run after that caveat (`/reload-plugins`, `/theme`, `/exit`) acts on the agent, whatever its name: no prompt.
    if (local && typeof message.content === 'string' && message.content.trimStart().startsWith('<command-')) return [];
    // The summary's closing "Please continue the conversation…" is addressed to the agent, not a step of the plan.
    if (rec.isCompactSummary === true) return [{ kind: 'compaction', summary: capText(stripContinuation(textOf(message.content)), COMPACTION_CAP), ...origin }];
    if (rec.isMeta === true) {
      // Meta entries (skill bodies, caveats, command expansions) are not prompts, but may carry tool results.
      return this.blocks.user(message.content, origin).filter((e) => e.kind === 'tool_result');
    }
    const opts = isTeammate(rec) ? { unwrap: leadMessage } : {};
    const events = [...this.blocks.user(message.content, origin, opts), ...this.subagents.reported(rec, origin)];
    this.dropSent(events);
    return events;
  }

  /**
   * A queued message a user entry then carries was sent as that prompt: it is queued no more. A `dequeue` alone cannot
   * say which entry it sent when Claude Code's own notices sit before the typed message, and the message left behind
   * would later be given again, or read as the newest words never sent.
   */
  private dropSent(events: TranscriptEvent[]): void {
    for (const e of events) {
      if (e.kind !== 'user_prompt') continue;
      // One entry per prompt sent: the same words typed twice and sent once leave the second still queued.
      const at = this.queued.findIndex((q) => q.text.trim() === e.text.trim());
      if (at !== -1) this.queued.splice(at, 1);
    }
  }

  /**
   * A message typed while the agent worked and still queued at the end, or handed back by `popAll` with no
   * conversation record after it, is the last thing the user asked: the record ends before it was sent.
   */
  finish(): TranscriptEvent[] {
    const given = this.flushGiven();
    // Still queued at the end (typed, never given to a turn): the user's newest words, not yet acted on.
    const unsent = [...this.popped, ...this.queued.filter((q) => !isNonPrompt(q.text))];
    this.popped = [];
    this.queued = [];
    return [...given, ...unsent.flatMap((q) => this.prompt(q.text, q.origin).map((e) => (e.kind === 'user_prompt' ? { ...e, unsent: true as const } : e)))];
  }

  private prompt(text: string, origin: EventOrigin): TranscriptEvent[] {
    return this.blocks.user(text, origin).filter((e) => e.kind === 'user_prompt');
  }

  private flushGiven(): TranscriptEvent[] {
    const given = this.given;
    this.given = null;
    return given ? this.prompt(given.texts.join('\n'), given.origin) : [];
  }

  /**
   * Messages typed while the agent works are queued. `dequeue` sends one as the next prompt (a user entry follows),
   * `popAll` hands them back to the input box (sent again as the next prompt, if one follows), and `remove` gives one to the running turn: recorded
   * nowhere else, so it is the prompt, at the line where it was typed. Claude Code queues its own notices too (a
   * background task's record or completion); a `remove` gives the turn the oldest typed message before them.
   */
  private queue(rec: Record<string, unknown>, line: number): TranscriptEvent[] {
    if (rec.operation === 'enqueue' && typeof rec.content === 'string' && rec.content.trim() !== '') {
      if (this.queued.length < MAX_QUEUED) this.queued.push({ text: rec.content, origin: originOf(rec, line) });
      return [];
    }
    // No words: the `queued_command` attachment carries them (queuedCommand). Held blank in its place until then.
    if (rec.operation === 'enqueue' && rec.content === undefined) {
      if (this.queued.length < MAX_QUEUED) this.queued.push({ text: '', origin: originOf(rec, line) });
      return [];
    }
    const popped = this.popped;
    this.popped = [];
    if (rec.operation === 'popAll') {
      this.popped = [...popped, ...this.queued].filter((q) => !isNonPrompt(q.text));
      this.queued = [];
    }
    if (rec.operation === 'dequeue') this.queued.shift();
    if (rec.operation !== 'remove') return [];
    // The oldest typed message, past the notices Claude Code queued before it.
    const at = this.queued.findIndex((q) => !isNonPrompt(q.text));
    const [typed] = this.queued.splice(at === -1 ? 0 : at, 1);
    if (typed?.text === '') this.givenBlank = typed.origin;
    if (!typed || this.prompt(typed.text, typed.origin).length === 0) return [];
    if (this.given && this.given.ts === rec.timestamp && this.given.texts.length < MAX_QUEUED) {
      this.given.texts.push(typed.text);
      return [];
    }
    const flushed = this.flushGiven();
    this.given = { texts: [typed.text], origin: typed.origin, ts: rec.timestamp };
    return flushed;
  }

  private attachment(attachment: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    return attachment.type === 'queued_command' ? this.queuedCommand(attachment) : hookRun(attachment, origin);
  }

  /**
   * Claude Code 2.1.11x records some messages typed while the agent works only in a `queued_command` attachment: the
   * `enqueue` before it has no words (the message held more than text, as one sent from the IDE). They fill that blank
   * entry, which the `remove` gives to the turn as any queued message, or, given already, are the prompt where it was
   * typed. An attachment whose `enqueue` had the words repeats them: nothing new.
   */
  private queuedCommand(attachment: Record<string, unknown>): TranscriptEvent[] {
    const text = textOf(attachment.prompt);
    if (text.trim() === '' || (attachment.commandMode !== undefined && attachment.commandMode !== 'prompt')) return [];
    const blank = this.queued.find((q) => q.text === '');
    if (blank) {
      blank.text = text;
      return [];
    }
    const given = this.givenBlank;
    this.givenBlank = null;
    return given ? this.prompt(text, given) : [];
  }
}

const LOCAL_COMMAND_CAVEAT = '<local-command-caveat>';

/** Queued messages held at once; a user types a few, never hundreds. */
const MAX_QUEUED = 32;

export const claudeAdapter: Adapter = {
  format: 'claude-jsonl',
  container: 'jsonl',
  createParser: () => new ClaudeParser(),
  cwdOf: (rec) => (isObj(rec) ? cwdValue(rec.cwd) : undefined),
  timeOf: (rec) => (isObj(rec) ? isoTs(rec.timestamp) : undefined),
  sessionIdOf: (head) => firstId(headRecords(head), (rec) => rec.sessionId),
  spawnedByHead: teammateOf,
};

/**
 * An agent team's teammate: Claude Code stamps each of its records with the team's name and the teammate's own name
 * (the lead's records carry only the team's), and its prompts are the lead's messages (`<teammate-message
 * teammate_id="team-lead">`). Its lead spawned it; the transcript names the lead by role, not by session id. Read
 * from the first line's text, as for Codex: the line may run past the head read.
 */
function teammateOf(first: string): string | undefined {
  const team = /"teamName"\s*:\s*"([^"\\]{1,200})"/.exec(first)?.[1];
  if (!team || !/"agentName"\s*:\s*"[^"]/.test(first)) return undefined;
  return teamLeadOf(team);
}

/** A teammate's record: stamped with its team's name and its own (a lead's carry the team's alone). */
function isTeammate(rec: Record<string, unknown>): boolean {
  return typeof rec.teamName === 'string' && typeof rec.agentName === 'string' && rec.agentName !== '';
}

/** A whole message from the lead (`teammate_id="team-lead"`, claude-team.ts): its body. */
const LEAD_MESSAGE = /^\s*<teammate-message teammate_id="team-lead"[^>]*>\n?([\s\S]*?)\n?<\/teammate-message>\s*$/;

/**
 * A teammate's prompt from its lead: the work the lead gave it, kept as the lead's words without the wrapper (the
 * session that spawned it; the handoff labels them so). A message from anyone else (its own task-assignment echo, a
 * peer) stays injected.
 */
function leadMessage(text: string): string {
  return LEAD_MESSAGE.exec(text)?.[1] ?? text;
}

/**
 * A hook's outcome, attached beside the conversation: `hook_success`, or `hook_non_blocking_error` with the hook's
 * stderr (its first line: the rest is the program's trace). Other attachments are not hook runs.
 */
function hookRun(attachment: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
  const hook = str(attachment.hookName);
  if (hook === undefined) return [];
  if (attachment.type === 'hook_success') return [{ kind: 'hook_run', hook, error: null, ...origin }];
  if (attachment.type !== 'hook_non_blocking_error') return [];
  return [{ kind: 'hook_run', hook, error: hookError(str(attachment.stderr), `exit code ${String(attachment.exitCode)}`), ...origin }];
}

/**
 * The message Claude Code writes in the model's place when the API call failed (a usage limit, an overloaded server):
 * the turn stopped there, on the error it names.
 */
function apiError(rec: Record<string, unknown>, content: unknown, origin: EventOrigin): TranscriptEvent[] {
  return apiErrorEvent(textOf(content), typeof rec.error === 'string' ? rec.error : '', origin);
}

/**
 * Claude Code starts the Stop hook when the model stopped, and Entire's own Stop hook writes the checkpoint while it
 * runs: a checkpoint's transcript ends on this start, before the summary is written. Only after the model's words is
 * it a turn closed by itself; after a thought or a call's result alone, the turn was cut (the caller checks).
 */
function stopHookStarts(rec: Record<string, unknown>): boolean {
  const data = obj(rec.data);
  return rec.isSidechain !== true && data.type === 'hook_progress' && data.hookEvent === 'Stop';
}

/**
 * Claude Code writes these when a turn is over: the Stop hook's summary (unless the hook kept the agent going) and the
 * turn's duration.
 */
function endsTurn(rec: Record<string, unknown>): boolean {
  return (rec.subtype === 'stop_hook_summary' && rec.preventedContinuation !== true) || rec.subtype === 'turn_duration';
}
