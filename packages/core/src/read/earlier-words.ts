/**
 * The user's own words from the part of a transcript that is not emitted (before a checkpoint's start, before the last
 * compaction): the decisions taken there ("let's note both and move on", "put X back", a refused edit with "is
 * testenv getting too large?") stand after it, and neither a later checkpoint's part nor a compaction summary
 * reliably repeats them. Bounded: only small records are parsed (a prompt, a refusal), only short texts are kept, and
 * only the newest few.
 */
import type { Adapter, RecordParser } from '../adapters/types.js';
import type { ToolResultEvent, TranscriptEvent, UserPromptEvent } from '../types/events.js';

/** Records longer than this are tool outputs or pasted files, not a person's words: never parsed. */
export const EARLIER_RECORD_BYTES = 4096;
/** Longer prompts are pasted plans and specs (see summarize/user-decisions.ts): nothing to decide in them. */
const WORDS_MAX = 1200;
const KEEP = 24;

/** A prompt, or a refused tool call with what the user typed (absolute lines). */
export type EarlierWords = UserPromptEvent | (ToolResultEvent & { rejected: true });

export class EarlierWordsLog {
  private parser: RecordParser | null = null;
  private kept: EarlierWords[] = [];

  constructor(private readonly adapter: Adapter) {}

  /** One small record's text, as the splitter passed it over. */
  record(text: string, line: number): void {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return;
    }
    this.parser ??= this.adapter.createParser();
    for (const ev of this.parser.push(value, line)) this.event(ev);
  }

  /** An event parsed anyway (a source read whole), passed over on its way to the tail. */
  event(ev: TranscriptEvent): void {
    const words = ev.kind === 'user_prompt' ? ev.text : ev.kind === 'tool_result' && ev.rejected === true ? ev.output : '';
    if (words.trim() === '' || words.length > WORDS_MAX) return;
    this.kept.push(ev as EarlierWords);
    if (this.kept.length > KEEP) this.kept.shift();
  }

  /** Oldest first. */
  words(): EarlierWords[] {
    return [...this.kept];
  }
}
