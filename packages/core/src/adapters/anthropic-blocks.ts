/**
 * Anthropic-style content blocks (`text`, `tool_use`, `tool_result`), shared by the Claude Code,
 * Factory Droid and Cursor adapters, which all write Messages-API shaped content.
 */
import type { EventOrigin, TodoItem, TranscriptEvent } from '../types/events.js';
import { Lru } from './lru.js';
import { isCompactSummaryText, isInterruptMarker, isNonPrompt, slashCommandPrompt, stripContinuation, stripAgentAdditions } from './prompts.js';
import { COMPACTION_CAP, arr, capPrompt, capText, isObj, obj, oneLine, str, textOf, withCappedOutput } from './text.js';
import { exitCodeIn, isShellTool, normalizeStatus, toolEvent } from './tools.js';

/** A plan is read for its sections and their sentences: past this it is an audit or a spec, read from its head. */
const PLAN_CAP = 16 * 1024;

export interface UserTextOptions {
  /** Rewrites a text block before classification (Cursor unwraps `<user_query>`); null drops it. */
  unwrap?: (text: string) => string | null;
}

/**
 * Claude Code 2.1's task tools add and update one task at a time; we keep the list to emit it whole. Their ids count
 * from the session's first task: a part read from the middle of a transcript learns each new task's real id from its
 * result ("Task #6 created successfully: …"), so later updates by that id reach it.
 */
class TaskList {
  private items = new Map<string, TodoItem>();
  private next = 1;
  /** Creates still waiting for the result that names their id: call id → the id given here. */
  private readonly unnumbered = new Lru<string, string>(64);

  create(input: Record<string, unknown>, callId: string): TodoItem[] {
    const text = str(input.subject) ?? str(input.description) ?? '';
    if (this.items.size < 200) {
      this.items.set(String(this.next), { text: oneLine(text, 500), status: 'pending' });
      this.unnumbered.set(callId, String(this.next));
    }
    this.next++;
    return this.list();
  }

  /** The result of a create names the task's real id: the task is known by it from now on (order kept). */
  numbered(callId: string, output: string): void {
    const local = this.unnumbered.get(callId);
    const real = TASK_CREATED.exec(output)?.[1];
    if (local === undefined || real === undefined || real === local || this.items.has(real)) return;
    this.items = new Map([...this.items].map(([k, v]) => [k === local ? real : k, v]));
    this.next = Math.max(this.next, Number(real) + 1);
  }

  update(input: Record<string, unknown>): TodoItem[] {
    const id = String(input.taskId ?? input.id ?? '');
    const cur = this.items.get(id);
    if (input.status === 'deleted') this.items.delete(id);
    else if (cur) {
      const subject = str(input.subject);
      this.items.set(id, {
        text: subject ? oneLine(subject, 500) : cur.text,
        status: input.status === undefined ? cur.status : normalizeStatus(input.status),
      });
    }
    return this.list();
  }

  /** The team the list belonged to was deleted with its tasks: no task of it is open any more. */
  clear(): TodoItem[] {
    this.items.clear();
    return [];
  }

  private list(): TodoItem[] {
    return [...this.items.values()].map((t) => ({ ...t }));
  }
}

const TASK_CREATED = /^\s*Task #(\d{1,6}) created successfully\b/;

const REFUSAL_PREFIX = "The user doesn't want to proceed with this tool use.";
const REFUSAL_SAID = 'the user said:\n';
/** Claude Code's note to the agent after the user's words ("…consider saving that to memory"): not what they typed. */
const REFUSAL_NOTE = /\n\s*Note: The user's next message may contain a correction or preference\b[\s\S]*$/;

/**
 * What the user typed when refusing a tool call (empty when nothing), or null when `raw` is no refusal. Claude Code's
 * own text around it ("STOP what you are doing and wait…") is addressed to the agent of that moment: dropped here.
 */
export function userRefusal(raw: string): string | null {
  const t = raw.trimStart();
  if (isInterruptMarker(t)) return '';
  if (!t.startsWith(REFUSAL_PREFIX)) return null;
  const at = t.indexOf(REFUSAL_SAID);
  const said = at === -1 ? '' : t.slice(at + REFUSAL_SAID.length).replace(REFUSAL_NOTE, '').trim();
  // AskUserQuestion's own wording when the user chose to answer in their own words: not what they said.
  return said.startsWith('The user wants to clarify these questions') ? '' : said;
}

/**
 * What stands in a prompt for an image the user attached: Entire moves inline images of committed checkpoints into
 * the slot's `assets/` folder and leaves `entire-asset:assets/img-<hex>.<ext>` as the data (imageextract.go); a
 * shadow copy has `REDACTED` there. The image itself is never read.
 */
function imageMarker(b: Record<string, unknown>): string {
  const data = str(obj(b.source).data) ?? '';
  const asset = /^entire-asset:(assets\/img-[0-9a-f]{1,64}\.[a-z0-9]{1,8})$/.exec(data)?.[1];
  return asset ? `[image: ${asset} in the checkpoint]` : '[image]';
}

export class AnthropicBlocks {
  private readonly shellCalls = new Lru<string, true>(1024);
  private readonly tasks = new TaskList();
  private synthetic = 0;

  /** A user turn: prompts, interruptions, compaction summaries and tool results. */
  user(content: unknown, origin: EventOrigin, opts: UserTextOptions = {}): TranscriptEvent[] {
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : arr(content);
    const out: TranscriptEvent[] = [];
    const prompt: string[] = [];
    const images: string[] = [];
    for (const b of blocks) {
      if (!isObj(b)) continue;
      if (b.type === 'tool_result') {
        out.push(this.toolResult(b, origin));
        continue;
      }
      if (b.type === 'image') {
        images.push(imageMarker(b));
        continue;
      }
      if (b.type !== 'text' || typeof b.text !== 'string') continue;
      const unwrapped = opts.unwrap ? opts.unwrap(b.text) : b.text;
      const text = unwrapped === null ? null : stripAgentAdditions(unwrapped);
      if (text === null || text.trim() === '') continue;
      const command = text.trimStart().startsWith('<command-') ? slashCommandPrompt(text) : null;
      if (command) prompt.push(command);
      else if (isInterruptMarker(text)) out.push({ kind: 'interruption', ...origin });
      else if (isCompactSummaryText(text)) out.push({ kind: 'compaction', summary: capText(stripContinuation(text), COMPACTION_CAP), ...origin });
      else if (!isNonPrompt(text)) prompt.push(text);
    }
    // The words typed are the prompt, verbatim; the images go beside them. Images alone stand for the prompt.
    if (prompt.length) out.unshift({ kind: 'user_prompt', text: capPrompt(prompt.join('\n')), ...(images.length ? { images } : {}), ...origin });
    else if (images.length) out.unshift({ kind: 'user_prompt', text: images.join('\n'), ...origin });
    return out;
  }

  toolResult(b: Record<string, unknown>, origin: EventOrigin): TranscriptEvent {
    const callId = str(b.tool_use_id) ?? '';
    const raw = textOf(b.content);
    const isError = b.is_error === true;
    const refusal = isError ? userRefusal(raw) : null;
    if (refusal !== null) return withCappedOutput({ kind: 'tool_result', callId, isError: false, rejected: true, output: '', ...origin }, refusal);
    if (!isError) this.tasks.numbered(callId, raw);
    const shell = this.shellCalls.has(callId);
    const code = shell ? exitCodeIn(raw) : null;
    return withCappedOutput(
      {
        kind: 'tool_result',
        callId,
        isError,
        ...(shell ? { exitCode: code ?? (isError ? null : 0) } : {}),
        output: '',
        ...origin,
      },
      raw,
    );
  }

  /** An assistant turn: text and tool calls (thinking is dropped). */
  assistant(content: unknown, origin: EventOrigin): TranscriptEvent[] {
    if (typeof content === 'string') return content.trim() ? [{ kind: 'assistant_text', text: capText(content), ...origin }] : [];
    const out: TranscriptEvent[] = [];
    for (const b of arr(content)) {
      if (!isObj(b)) continue;
      if (b.type === 'text' && typeof b.text === 'string') {
        if (b.text.trim()) out.push({ kind: 'assistant_text', text: capText(b.text), ...origin });
      } else if (b.type === 'tool_use') {
        out.push(this.toolUse(str(b.name) ?? 'unknown', b.input, str(b.id), origin));
      }
    }
    return out;
  }

  toolUse(name: string, input: unknown, id: string | undefined, origin: EventOrigin): TranscriptEvent {
    // Not the line: a tail read from a compaction numbers its lines from there until the lines before are counted.
    const callId = id ?? `synthetic-${this.synthetic++}`;
    if (name === 'TaskCreate') return { kind: 'todo_update', callId, tool: name, todos: this.tasks.create(obj(input), callId), ...origin };
    if (name === 'TaskUpdate') return { kind: 'todo_update', callId, tool: name, todos: this.tasks.update(obj(input)), ...origin };
    // Deleting the team deletes its task list: the tasks its teammates worked on are no one's open work any more.
    if (name === 'TeamDelete') return { kind: 'todo_update', callId, tool: name, todos: this.tasks.clear(), ...origin };
    const ev = toolEvent(name, input, callId, origin);
    if (ev.kind === 'shell' || isShellTool(name)) this.shellCalls.set(callId, true);
    // Claude Code's plan mode: the plan itself, not the one-line summary, is what the user approves.
    const plan = name === 'ExitPlanMode' ? str(obj(input).plan)?.trim() : undefined;
    return plan && ev.kind === 'tool_call' ? { ...ev, plan: capText(plan, PLAN_CAP) } : ev;
  }
}
