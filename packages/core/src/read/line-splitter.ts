/**
 * The bounded JSONL reader: raw chunks in, one parsed value per line out.
 *
 * Lines are found with `Buffer.indexOf(0x0a)` on the raw chunks and decoded once; a line up to
 * `skimThreshold` bytes is parsed as is. A longer line is never buffered: its bytes stream through a
 * JsonSkimmer that keeps only the head and tail of long strings, and the (small) result is parsed.
 * Memory per line is therefore at most `skimThreshold` + the skim output cap, whatever the line's size.
 * See README.md in this folder for the measurements behind this design.
 */
import type { ReadStats } from '../types/events.js';
import { JsonSkimmer, type SkimOptions } from './json-skim.js';

export type LineItem =
  /** `bytes`: length of the text that was parsed (after skimming): what holding `value` costs, roughly. */
  | { line: number; value: unknown; bytes: number }
  | { line: number; malformed: true }
  /** The line's skimmed form was still over the output cap: nothing usable is kept. */
  | { line: number; oversized: true; bytes: number };

export interface SplitOptions {
  /** Lines longer than this are skimmed instead of parsed whole. Default 64 KiB. */
  skimThreshold?: number;
  /** Skim settings for long lines; default keeps 4 KiB head + 4 KiB tail per string, output ≤ 1 MiB. */
  skim?: SkimOptions;
  /** Number of the source's first line (when the source starts mid-file). Default 0. */
  firstLine?: number;
  /** Lines numbered below this are counted but neither decoded nor parsed (except as `passedOver` asks). */
  skipBefore?: number;
  /** A look at the lines below skipBefore (see PassedOver). */
  passedOver?: PassedOver;
  /** Counters to update (records, malformed, oversized, bytes). */
  stats?: ReadStats;
}

/**
 * Of the lines below skipBefore, those of at most `maxBytes` are decoded and handed to `each` (one cut by a chunk
 * boundary too): a cheap look at the small records of a part not read. `marked` lets longer lines through, up to its
 * own cap, when the raw bytes of the line's first `maxBytes` pass its test (a compaction summary's opening words):
 * other long lines are neither copied nor searched past that.
 */
export interface PassedOver {
  maxBytes: number;
  marked?: { maxBytes: number; test(head: Buffer): boolean };
  each(text: string, line: number): void;
}

export const DEFAULT_SKIM_THRESHOLD = 64 * 1024;

export function newStats(startLine = 0): ReadStats {
  return { records: 0, malformed: 0, oversized: 0, bytes: 0, startLine };
}

function toBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Parses one decoded line; null for blank lines. */
function parseText(text: string, line: number): LineItem | null {
  if (text.length === 0) return null;
  try {
    return { line, value: JSON.parse(text) as unknown, bytes: text.length };
  } catch {
    if (text.trim() === '') return null;
    return { line, malformed: true };
  }
}

const EMPTY = Buffer.alloc(0);

/**
 * Hands a line below skipBefore to passedOver once it ends, when it is small or marked (see PassedOver); `head` is what
 * earlier chunks held of it (null: too long already). Returns the head to keep while the line goes on into the next chunk.
 */
function passOver(p: PassedOver, buf: Buffer, pos: number, end: number, ends: boolean, head: Buffer | null, line: number): Buffer | null {
  if (head === null) return null;
  const size = head.length + end - pos;
  if (size > p.maxBytes && !marked(p, buf, pos, head, size)) return null;
  // A copy: a source may reuse its buffer for the next chunk.
  if (!ends) return Buffer.concat([head, buf.subarray(pos, end)]);
  const text = head.length === 0 ? buf.toString('utf8', pos, end) : Buffer.concat([head, buf.subarray(pos, end)]).toString('utf8');
  if (text.length > 0) p.each(text, line);
  return null;
}

/** A line past passedOver's maxBytes still wanted: tested once, on its first maxBytes bytes, as it grows past them. */
function marked(p: PassedOver, buf: Buffer, pos: number, head: Buffer, size: number): boolean {
  if (!p.marked || size > p.marked.maxBytes) return false;
  if (head.length > p.maxBytes) return true;
  const rest = buf.subarray(pos, pos + p.maxBytes - head.length);
  return p.marked.test(head.length === 0 ? rest : Buffer.concat([head, rest]));
}

/** One parsed value per line (see splitLineBatches). */
export async function* splitLines(source: AsyncIterable<Uint8Array>, opts: SplitOptions = {}): AsyncGenerator<LineItem> {
  for await (const batch of splitLineBatches(source, opts)) yield* batch;
}

/**
 * The lines of each chunk as one batch: a step of an async generator costs a few promises (each seen by the cut
 * ledger's async context tracking), about as much as parsing a small line, so a transcript's thousands of lines are
 * handed on a chunk at a time.
 */
export async function* splitLineBatches(source: AsyncIterable<Uint8Array>, opts: SplitOptions = {}): AsyncGenerator<LineItem[]> {
  const threshold = opts.skimThreshold ?? DEFAULT_SKIM_THRESHOLD;
  const skipBefore = opts.skipBefore ?? 0;
  const passedOver = opts.passedOver;
  const stats = opts.stats ?? newStats(opts.firstLine ?? 0);
  let line = opts.firstLine ?? 0;
  let parts: Buffer[] = [];
  let partsLen = 0;
  let skimmer: JsonSkimmer | null = null;
  let lineBytes = 0;
  let continued = false;
  // The head of a small line below skipBefore that a chunk boundary cut (chunk sizes of a pipe vary from run to run).
  let overHead: Buffer | null = null;

  const count = (item: LineItem | null): LineItem | null => {
    if (item === null) return null;
    stats.records++;
    if ('malformed' in item) stats.malformed++;
    if ('oversized' in item) stats.oversized++;
    return item;
  };

  const finishPending = (): LineItem | null => {
    if (skimmer) {
      const out = skimmer.end();
      const truncated = skimmer.truncated;
      skimmer = null;
      if (out === null) return count({ line, oversized: true, bytes: lineBytes });
      const item = parseText(out.toString('utf8'), line);
      if (item && truncated && 'value' in item) stats.skimmed = (stats.skimmed ?? 0) + 1;
      return count(item);
    }
    if (partsLen === 0) return null;
    const text = parts.length === 1 ? (parts[0] as Buffer).toString('utf8') : Buffer.concat(parts, partsLen).toString('utf8');
    parts = [];
    partsLen = 0;
    return count(parseText(text, line));
  };

  for await (const chunk of source) {
    const batch: LineItem[] = [];
    const buf = toBuffer(chunk);
    stats.bytes += buf.length;
    let pos = 0;
    while (pos < buf.length) {
      const nl = buf.indexOf(0x0a, pos);
      const end = nl === -1 ? buf.length : nl;
      if (line >= skipBefore) {
        const len = end - pos;
        lineBytes += len;
        if (skimmer) {
          skimmer.write(buf, pos, end);
        } else if (partsLen + len > threshold) {
          skimmer = new JsonSkimmer(opts.skim);
          for (const p of parts) skimmer.write(p);
          parts = [];
          partsLen = 0;
          skimmer.write(buf, pos, end);
        } else if (nl !== -1 && partsLen === 0) {
          // Fast path: the whole line sits in this chunk.
          const item = count(parseText(buf.toString('utf8', pos, end), line));
          lineBytes = 0;
          if (item) batch.push(item);
          line++;
          pos = nl + 1;
          continue;
        } else if (len > 0) {
          // A copy: a source may reuse its buffer for the next chunk (syncFileSource does).
          parts.push(Buffer.from(buf.subarray(pos, end)));
          partsLen += len;
        }
      }
      if (passedOver && line < skipBefore) overHead = passOver(passedOver, buf, pos, end, nl !== -1, continued ? overHead : EMPTY, line);
      // The line goes on in the next chunk: what the next chunk starts with is not a whole line.
      continued = nl === -1;
      if (nl === -1) break;
      if (line >= skipBefore) {
        const item = finishPending();
        if (item) batch.push(item);
      }
      lineBytes = 0;
      line++;
      pos = nl + 1;
    }
    if (batch.length > 0) yield batch;
  }
  if (line >= skipBefore) {
    const item = finishPending();
    if (item) yield [item];
  }
}
