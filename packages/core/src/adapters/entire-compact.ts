/**
 * Entire's compact cross-agent `transcript.jsonl` (v:1): one line per message,
 * `{v, agent, type: "user"|"assistant", ts, content: [...]}`. User content is `[{text}]`; assistant
 * content holds `{type:"text"}` and `{type:"tool_use", id, name, input, result: {output, status}}` with
 * the tool result inlined. Tool names are the source agent's own.
 *
 * Each checkpoint's file holds the whole compacted session, and the slice a checkpoint starts at
 * (`compact_transcript_start`) may repeat one merged line of the previous one at its head: a record with the same
 * type, `id`, `ts` and content as the record just before it is that repeat and is read once.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { AnthropicBlocks } from './anthropic-blocks.js';
import { withTeamLead } from './claude-team.js';
import type { Adapter, RecordParser } from './types.js';
import { arr, capText, isObj, isoTs, obj, str } from './text.js';

class EntireCompactParser implements RecordParser {
  private readonly blocks = new AnthropicBlocks();
  private lastKey: string | null = null;
  /** Calls of the record before this one that carry no result (see unanswered). */
  private unanswered: { callId: string; origin: EventOrigin }[] = [];
  /** The record before this one launched a skill (see launchesSkill). */
  private launched = false;
  /** The time of the record before this one, when it was a user record running a slash command (see commandTime). */
  private commandTs: string | null = null;

  push(rec: unknown, line: number): TranscriptEvent[] {
    if (!isObj(rec)) return [];
    const key = overlapKey(rec);
    const repeat = key !== null && key === this.lastKey;
    this.lastKey = key;
    if (repeat) return [];
    // The native transcript marks a skill's expanded text isMeta; the compact form drops the flag, but keeps its place:
    // the user record right after the call that launched the skill. It is injected text, not the user's words.
    // So is a slash command's template (a plugin's command that invokes a skill, a custom command's body): Claude Code
    // writes it as an isMeta user record at the command's own time, right after it.
    const expansion = rec.type === 'user' && (this.launched || (this.commandTs !== null && str(rec.ts) === this.commandTs));
    this.launched = launchesSkill(rec);
    this.commandTs = commandTime(rec);
    if (expansion) return this.settleUnanswered();
    const before = this.settleUnanswered();
    return before.length > 0 ? [...before, ...this.events(rec, line)] : this.events(rec, line);
  }

  /**
   * A record after a call without a result means the call returned: Entire inlines into a merged assistant message
   * only the tool-result record that follows it, so the results of its other calls (parallel calls answered in
   * records of their own) are not in this form. Their outcome is unknown; only the last record's calls may still run.
   */
  private settleUnanswered(): TranscriptEvent[] {
    const out: TranscriptEvent[] = this.unanswered.map(({ callId, origin }) => ({ kind: 'tool_result', callId, isError: false, output: '', unrecorded: true, ...origin }));
    this.unanswered = [];
    return out;
  }

  private events(rec: Record<string, unknown>, line: number): TranscriptEvent[] {
    const ts = isoTs(rec.ts);
    const origin: EventOrigin = ts ? { line, ts } : { line };
    if (rec.type === 'user') {
      // Entire keeps a user message's image blocks as they were: they become the same marker as in the native file.
      const texts = arr(rec.content)
        .filter(isObj)
        .filter((c) => typeof c.text === 'string' || c.type === 'image')
        .map((c) => (c.type === 'image' ? c : { type: 'text', text: c.text }));
      return this.blocks.user(typeof rec.content === 'string' ? rec.content : texts, origin);
    }
    if (rec.type !== 'assistant') return [];
    const out: TranscriptEvent[] = [];
    for (const c of arr(rec.content)) {
      if (!isObj(c)) continue;
      if (c.type === 'tool_use') out.push(...this.toolUse(c, origin));
      else if (typeof c.text === 'string' && c.text.trim()) out.push({ kind: 'assistant_text', text: capText(c.text), ...origin });
    }
    return out;
  }

  private toolUse(c: Record<string, unknown>, origin: EventOrigin): TranscriptEvent[] {
    // A Claude Code session compacted by Entire keeps its team spawns: the lead's name is read as from its own records.
    const ev = withTeamLead(this.blocks.toolUse(str(c.name) ?? 'unknown', c.input, str(c.id), origin), c);
    const callId = 'callId' in ev ? (ev.callId ?? '') : '';
    if (!isObj(c.result)) {
      if (callId) this.unanswered.push({ callId, origin });
      return [ev];
    }
    // The result is read as the native tool_result block it was inlined from: a refusal with the user's words, a
    // task's number (TaskCreate), a command's exit code are found in it the same way.
    const result = obj(c.result);
    const read = this.blocks.toolResult({ tool_use_id: callId, content: str(result.output) ?? '', is_error: result.status === 'error' }, origin);
    // Agents other than Claude Code mark a failed command only by its exit code.
    if (read.kind === 'tool_result' && typeof read.exitCode === 'number' && read.exitCode !== 0) read.isError = true;
    return [ev, read];
  }

  finish(): TranscriptEvent[] {
    return [];
  }
}

/** An assistant record whose last block called the Skill tool, and it succeeded ("Launching skill: …"). */
function launchesSkill(rec: Record<string, unknown>): boolean {
  const last = obj(arr(rec.content).at(-1));
  return rec.type === 'assistant' && last.type === 'tool_use' && last.name === 'Skill' && obj(last.result).status !== 'error';
}

/** The time of a user record that runs a slash command (`<command-name>`), else null. */
function commandTime(rec: Record<string, unknown>): string | null {
  if (rec.type !== 'user') return null;
  const ts = str(rec.ts);
  const texts = typeof rec.content === 'string' ? [rec.content] : arr(rec.content).map((c) => str(obj(c).text) ?? '');
  return ts && texts.some((t) => t.includes('<command-name>')) ? ts : null;
}

/** What makes two compact records the same merged message: type, id, time and content (null without id or time). */
function overlapKey(rec: Record<string, unknown>): string | null {
  const id = str(rec.id) ?? str(obj(arr(rec.content)[0]).id);
  const ts = str(rec.ts);
  if (!id && !ts) return null;
  const content = JSON.stringify(rec.content ?? null);
  return `${String(rec.type)}\u0000${id ?? ''}\u0000${ts ?? ''}\u0000${content.length}\u0000${content.slice(0, 2000)}`;
}

export const entireCompactAdapter: Adapter = {
  format: 'entire-compact',
  container: 'jsonl',
  createParser: () => new EntireCompactParser(),
};
