/**
 * The user's own words from the part of a transcript that is not emitted (before a checkpoint's start, before the last
 * compaction): the decisions taken there ("let's note both and move on", "put X back", a refused edit with "is
 * testenv getting too large?") stand after it, and neither a later checkpoint's part nor a compaction summary
 * reliably repeats them. Bounded: only small records are parsed (a prompt, a refusal), only short texts are kept, and
 * only the newest few.
 */
import type { Adapter, RecordParser } from '../adapters/types.js';
import type { AssistantTextEvent, CompactionEvent, TodoUpdateEvent, ToolResultEvent, TranscriptEvent, UserPromptEvent } from '../types/events.js';
import type { PassedOver } from './line-splitter.js';
import { COMPACTION_MARKERS } from './tail.js';
import { CLAUDE_COMPACT_PREFIX } from '../adapters/prompts.js';
import type { TranscriptFormat } from '../types/agents.js';

/** Records longer than this are tool outputs or pasted files, not a person's words: never parsed. */
export const EARLIER_RECORD_BYTES = 4096;
/** Longer prompts are pasted plans and specs (see summarize/user-decisions.ts): nothing to decide in them. */
const WORDS_MAX = 1200;
const KEEP = 24;

/** The assistant's message at the end of the part is kept up to this many characters (its offer or question ends it). */
const OFFER_CHARS = 4000;

/**
 * A compaction summary record is larger than EARLIER_RECORD_BYTES (a Claude one runs 8-20 KB) but states the task the
 * part after it works on: records up to this size whose first EARLIER_RECORD_BYTES carry the format's compaction
 * marker are parsed too.
 */
const COMPACTION_RECORD_BYTES = 64 * 1024;

/**
 * Markers found near a compaction record's start. Claude's isCompactSummary flag comes after the summary, so its
 * opening words stand for it; the other formats' markers (read/tail.ts) open their records.
 */
const COMPACTION_OPENINGS: Partial<Record<TranscriptFormat, string[]>> = { ...COMPACTION_MARKERS, 'claude-jsonl': [CLAUDE_COMPACT_PREFIX] };

/**
 * A prompt with the assistant's message it answers, or a refused tool call with what the user typed (absolute lines); last, the assistant's message after
 * the last prompt, when there is one: the first prompt read next answers it ("Want me to do the extraction?" before
 * "yep let's refactor" at the start of the next checkpoint's part).
 */
export type EarlierWords = (UserPromptEvent & { offered?: string | null }) | (ToolResultEvent & { rejected: true; command?: string; plan?: boolean }) | AssistantTextEvent;

export class EarlierWordsLog {
  private parser: RecordParser | null = null;
  private kept: EarlierWords[] = [];
  /** The assistant's last run of text since the last prompt (a tool call ends a run, as in conversation-intake.ts). */
  private said: AssistantTextEvent | null = null;
  private lastKind: TranscriptEvent['kind'] | null = null;
  /** The last shell command passed over: a refusal without a word is kept when it turns this one down. */
  private command: { callId: string; command: string } | null = null;
  /** The last tool call parsed, and whether it offered a plan for approval. */
  private call: { callId: string; plan: boolean } | null = null;
  /** The newest compaction passed over (its summary at most COMPACTION_RECORD_BYTES characters). */
  private compaction: CompactionEvent | null = null;
  /** The newest task list passed over. */
  private todos: TodoUpdateEvent | null = null;
  /** The first working directory a record passed over names: where the session started. */
  private cwd: string | null = null;

  constructor(private readonly adapter: Adapter) {}

  /**
   * What the line splitter hands over of the lines it passes over: the small records, and (`withCompactions`) the
   * compaction records, found by their marker on the raw head of the line so no other large record is decoded.
   */
  passedOver(withCompactions: boolean): PassedOver {
    const markers = withCompactions ? (COMPACTION_OPENINGS[this.adapter.format] ?? []).map((m) => Buffer.from(m)) : [];
    const marked = markers.length > 0 ? { maxBytes: COMPACTION_RECORD_BYTES, test: (head: Buffer) => markers.some((m) => head.includes(m)) } : undefined;
    return { maxBytes: EARLIER_RECORD_BYTES, ...(marked ? { marked } : {}), each: (text, line) => this.record(text, line) };
  }

  /** One small record's text, as the splitter passed it over. */
  record(text: string, line: number): void {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return;
    }
    this.cwd ??= this.adapter.cwdOf?.(value) ?? null;
    this.parser ??= this.adapter.createParser();
    for (const ev of this.parser.push(value, line)) this.event(ev);
  }

  /** An event parsed anyway (a source read whole), passed over on its way to the tail. */
  event(ev: TranscriptEvent): void {
    if (ev.kind === 'compaction') this.compaction = { ...ev, summary: ev.summary.slice(0, COMPACTION_RECORD_BYTES) };
    if (ev.kind === 'todo_update') this.todos = ev;
    const continues = this.lastKind === 'assistant_text';
    this.lastKind = ev.kind;
    if (ev.kind === 'assistant_text') {
      const text = continues && this.said ? `${this.said.text}\n${ev.text}` : ev.text;
      this.said = { ...(continues && this.said ? this.said : ev), text: text.slice(-OFFER_CHARS) };
      return;
    }
    // A prompt answers the assistant's message before it ("1" to a list of options): it is kept with the prompt.
    const offered = ev.kind === 'user_prompt' ? (this.said?.text ?? null) : null;
    if (ev.kind === 'user_prompt') this.said = null;
    if (ev.kind === 'shell') this.command = { callId: ev.callId, command: ev.command.slice(0, WORDS_MAX) };
    if (ev.kind === 'shell' || ev.kind === 'tool_call' || ev.kind === 'file_edit' || ev.kind === 'subagent') this.call = { callId: ev.callId, plan: ev.kind === 'tool_call' && ev.tool === 'ExitPlanMode' };
    // A command refused without a word: the prompt after it says what to do instead (summarize/earlier-decisions.ts).
    const refused = ev.kind === 'tool_result' && ev.rejected === true && this.command?.callId === ev.callId ? this.command.command : null;
    if (refused !== null && ev.kind === 'tool_result' && ev.output.trim() === '') {
      this.keep({ ...ev, rejected: true, command: refused });
      return;
    }
    const words = ev.kind === 'user_prompt' ? ev.text : ev.kind === 'tool_result' && ev.rejected === true ? ev.output : '';
    if (words.trim() === '' || words.length > WORDS_MAX) return;
    this.keep(ev.kind === 'user_prompt' ? { ...ev, offered } : this.refusal(ev as ToolResultEvent));
  }

  /**
   * Whether a refused call offered a plan, or was passed over unparsed: a call record too large to parse is most often
   * a plan handed back for approval (or a whole file written), and words typed instead of approving one are judged as
   * a plan's (summarize/refusal-words.ts).
   */
  private refusal(ev: ToolResultEvent): EarlierWords {
    return { ...ev, rejected: true, plan: this.call?.callId !== ev.callId || this.call.plan };
  }

  private keep(words: EarlierWords): void {
    this.kept.push(words);
    if (this.kept.length > KEEP) this.kept.shift();
  }

  /**
   * The parser that read the records passed over, to read on with: the tasks created and the calls made there stand
   * for the records after them (a task list made before a compaction and completed after it). Null when none was read.
   */
  takeParser(): RecordParser | null {
    const parser = this.parser;
    this.parser = null;
    return parser;
  }

  /** The last compaction before the part read, if one was passed over. */
  lastCompaction(): CompactionEvent | null {
    return this.compaction;
  }

  lastTodos(): TodoUpdateEvent | null {
    return this.todos;
  }

  firstCwd(): string | null {
    return this.cwd;
  }

  /** Oldest first. */
  words(): EarlierWords[] {
    return this.said ? [...this.kept, this.said] : [...this.kept];
  }
}
