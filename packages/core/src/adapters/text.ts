/**
 * Caps and small accessors shared by the adapters. Every string an adapter keeps goes through a cap,
 * so an event's size never depends on the transcript's size. Caps cut through safety/redacted-cut: a secret across
 * a cut is redacted whole first.
 */
import { sliceRedacted, sliceRedactedFound } from '../safety/redacted-cut.js';
import { deferCut, type PendingCut } from '../safety/deferred-cut.js';
import type { ToolResultEvent } from '../types/events.js';
import { isObj, type Obj } from '../types/is-obj.js';
import { capText, oneLine } from '../safety/hostile-text.js';

export const OUTPUT_HEAD = 1024;
export const OUTPUT_TAIL = 2 * 1024;
export const SUMMARY_CAP = 200;
/** Compaction summaries are long and their useful sections (request, pending tasks, next step) sit in the middle. */
export const COMPACTION_CAP = 32 * 1024;

/** A working directory named by a record: an absolute path on one line, capped; anything else is ignored. */
export function cwdValue(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 1024 || /[\r\n\u0000]/.test(v)) return undefined;
  return /^(?:\/|[A-Za-z]:[\\/])/.test(v) ? v : undefined;
}

/** Never cut between the halves of a surrogate pair. */
function safeCut(s: string, i: number): number {
  if (i <= 0 || i >= s.length) return i;
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/** Head and tail of `s`, with a marker saying how much of the middle was dropped. */
export function headTail(s: string, head: number, tail: number): string {
  if (s.length <= head + tail) return s;
  const h = safeCut(s, head);
  const t = safeCut(s, s.length - tail);
  return `${sliceRedacted(s, 0, h)}${omitted(h, t)}${sliceRedacted(s, t, s.length)}`;
}

/** The line headTail puts between the head `[0, h)` and the tail `[t, …)` it keeps. */
function omitted(h: number, t: number): string {
  return `\n…[${t - h} chars omitted]…\n`;
}

/**
 * One end of capOutput(s) with the omission line next to it, the rest of the cut left unmade: the head, or the tail.
 * Each is what the whole cut holds there (the same redacted slice), but nothing is noted for the receipt.
 */
function capOutputEnd(s: string, end: 'head' | 'tail'): string {
  const h = safeCut(s, OUTPUT_HEAD);
  const t = safeCut(s, s.length - OUTPUT_TAIL);
  return end === 'head' ? `${sliceRedactedFound(s, 0, h).text}${omitted(h, t)}` : `${omitted(h, t)}${sliceRedactedFound(s, t, s.length).text}`;
}

export { capPrompt, capText, TEXT_CAP } from '../safety/hostile-text.js';

export function capOutput(s: string): string {
  return headTail(s, OUTPUT_HEAD, OUTPUT_TAIL);
}

/** A failed hook's error as kept: its first line (what follows is a stack or stderr naming the machine's folders). */
export function hookError(message: string | undefined, fallback: string): string {
  const text = (message ?? '').trim();
  const end = text.indexOf('\n');
  return capText((end < 0 ? text : text.slice(0, end)) || fallback);
}

/** The waiting cut of an event's output (withCappedOutput), for the getter every such event shares. */
const OUTPUT_CUT = Symbol('output cut');

/**
 * The `output` getter of every event whose cut waits. One function, not a closure per event: with a getter of its
 * own, each event's raw output outlived the young generation until a full GC (a 300-session `all` promoted about
 * 105 MB of parsed lines to old space, 13 MB with one shared getter), and V8 sizes the old space by that rate.
 */
function cutOutput(this: { [OUTPUT_CUT]: PendingCut }): string {
  return this[OUTPUT_CUT]();
}

/**
 * `event` with its `output` set to `capOutput(raw)`, cut only when first read inside a build (safety/deferred-cut.ts):
 * most outputs are never printed, and the summarizer takes its facts from their raw head (outputHead). The event
 * already names `output` where it stands (its value is replaced), so its keys keep their order.
 */
export function withCappedOutput(event: ToolResultEvent, raw: string): ToolResultEvent {
  if (raw.length <= OUTPUT_HEAD + OUTPUT_TAIL) {
    event.output = raw;
    return event;
  }
  const cut = deferCut(raw, capOutput);
  if (typeof cut === 'string') event.output = cut;
  else {
    Object.defineProperty(event, OUTPUT_CUT, { value: cut });
    Object.defineProperty(event, 'output', { get: cutOutput, enumerable: true, configurable: true });
  }
  rawEnds.set(event, { head: detached(raw.slice(0, OUTPUT_HEAD)), tail: detached(raw.slice(-RAW_TAIL)) });
  return event;
}

/**
 * The head or the tail of a tool's output as it is kept, each with the omission line that joins it to the other when
 * the output is cut: as much of the kept output as is read of a record's start or end (record-pairs.ts), made without
 * cutting the whole output when that cut still waits. An output kept whole is returned whole.
 */
export function keptOutputEnd(event: ToolResultEvent, end: 'head' | 'tail'): string {
  const cut = (event as { [OUTPUT_CUT]?: PendingCut })[OUTPUT_CUT];
  return cut?.peek((raw) => capOutputEnd(raw, end)) ?? event.output;
}

/** The start and the end of a tool's output as the tool printed it, not redacted: read for facts, never printed. */
export interface RawEnds {
  /** The first OUTPUT_HEAD characters (no more than the cut keeps). */
  head: string;
  /** The last RAW_TAIL characters. */
  tail: string;
}

/** How much of a cut output's raw end is kept: what the split-secret check reads of a record's end (record-pairs.ts). */
const RAW_TAIL = 512;

/** The raw ends of the outputs withCappedOutput cut, by event. */
const rawEnds = new WeakMap<ToolResultEvent, RawEnds>();

/** The raw ends of a tool's output that was cut (withCappedOutput); undefined when `output` is the whole output. */
export function rawOutputEnds(event: ToolResultEvent): RawEnds | undefined {
  return rawEnds.get(event);
}

/**
 * The start of a tool's output as the tool printed it, for facts that are read, never printed: an exit code, whether
 * a form was answered. A short output is the output itself.
 */
export function outputHead(event: ToolResultEvent): string {
  return rawEnds.get(event)?.head ?? event.output;
}

/**
 * A copy of `s` that holds no reference to the string it was sliced from (V8 slices point into their parent): slicing
 * the concatenation flattens it into a new string first, and the slice points into that copy. A fifth of the CPU of a
 * round trip through a Buffer (the cut outputs of a 10 MB transcript: 0.7 ms instead of 3.6).
 */
function detached(s: string): string {
  return `${s} `.slice(0, -1);
}

export { oneLine };

export { isObj, type Obj };

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}

/** ISO timestamp from a string or epoch milliseconds; undefined when absent or invalid. */
export function isoTs(v: unknown): string | undefined {
  if (typeof v === 'string' && v.length <= 64) return v;
  if (typeof v === 'number' && Number.isFinite(v)) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
  }
  return undefined;
}

/**
 * A short, single-line preview of an arbitrary JSON value. Depth-capped recursion and a character
 * budget, so hostile input (10,000 levels, huge arrays) cannot blow the stack or the budget. Pieces are kept whole
 * (the last one may overshoot the budget) so the one cut, at the end, sees each value with its key.
 */
export function preview(v: unknown, max = SUMMARY_CAP): string {
  const out: string[] = [];
  let left = max + 1;
  const push = (s: string): boolean => {
    if (left <= 0) return false;
    out.push(s);
    left -= s.length;
    return left > 0;
  };
  const walk = (x: unknown, depth: number): boolean => {
    if (typeof x === 'string') return push(JSON.stringify(x.length > max ? sliceRedacted(x, 0, max) : x));
    if (x === null || typeof x !== 'object') return push(String(x));
    if (depth >= 6) return push('…');
    if (Array.isArray(x)) {
      if (!push('[')) return false;
      for (let i = 0; i < x.length; i++) {
        if (i > 0 && !push(',')) return false;
        if (!walk(x[i], depth + 1)) return false;
      }
      return push(']');
    }
    if (!push('{')) return false;
    let first = true;
    for (const k of Object.keys(x)) {
      if (!first && !push(',')) return false;
      first = false;
      if (!push(`${k.length > 60 ? sliceRedacted(k, 0, 60) : k}:`)) return false;
      if (!walk((x as Obj)[k], depth + 1)) return false;
    }
    return push('}');
  };
  walk(v, 0);
  return oneLine(out.join(''), max);
}

/** Text of a content value that is a string or a list of `{type:"text"|"input_text"|..., text}` blocks. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  const parts: string[] = [];
  for (const b of arr(content)) {
    if (typeof b === 'string') parts.push(b);
    else if (isObj(b) && typeof b.text === 'string') parts.push(b.text);
  }
  return parts.join('\n');
}

/** The first complete JSONL records of a transcript's head (the last, possibly cut, line is left out). */
export function headRecords(head: string, max = 20): unknown[] {
  const lines = head.split('\n').slice(0, -1).slice(0, max);
  const out: unknown[] = [];
  for (const line of lines) {
    try {
      out.push(JSON.parse(line));
    } catch {
      // a malformed line: skip it, as the reader does
    }
  }
  return out;
}

/** A session id as a transcript records it: short, printable, no path characters. */
export function sessionIdValue(v: unknown): string | undefined {
  return typeof v === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(v) ? v : undefined;
}

/** The first record of `records` for which `pick` finds an id. */
export function firstId(records: unknown[], pick: (rec: Record<string, unknown>) => unknown): string | undefined {
  for (const rec of records) {
    if (!isObj(rec)) continue;
    const id = sessionIdValue(pick(rec));
    if (id) return id;
  }
  return undefined;
}
