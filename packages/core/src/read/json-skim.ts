/**
 * A byte-level JSON "skimmer": copies the structure of a JSON text but keeps only the head and tail of
 * every long string literal, so a 1 GB line holding one giant tool output becomes a few KiB of valid
 * JSON that `JSON.parse` can take. It is a state machine fed chunk by chunk: nothing but the output
 * (capped) and the tail window of the current string is ever held.
 *
 * It does not validate: garbage in gives garbage out, and `JSON.parse` rejects it afterwards.
 * Escape sequences and UTF-8 sequences are never cut in half, so a valid input stays valid.
 */

import { BACKSLASH, QUOTE, hasPair, isWs, nextByte, nextPair, oddRun } from './skim-bytes.js';
import { SkimOutput } from './skim-output.js';
import { TailWindow } from './skim-tail.js';

export interface SkimOptions {
  /** Bytes of a string literal kept from its start. Default 4 KiB. */
  headBytes?: number;
  /** Bytes of a string literal kept from its end. Default 4 KiB. */
  tailBytes?: number;
  /** Output cap; past it the skim fails (`overflow`). Default 1 MiB. */
  maxOutput?: number;
  /** Drop whitespace outside strings (pretty-printed documents shrink a lot). Default true. */
  dropWhitespace?: boolean;
  /** Cut the output at each top-level value (for concatenated JSON documents). Default false. */
  splitValues?: boolean;
}

const MAX_CLOSERS = 100_000;

export class JsonSkimmer {
  private readonly head: number;
  private readonly tail: number;
  private readonly maxOutput: number;
  private readonly dropWs: boolean;
  private readonly split: boolean;

  private readonly out: SkimOutput;
  private readonly window: TailWindow;
  private readonly values: Buffer[] = [];
  /** True when at least one string was cut. */
  truncated = false;
  /** Bytes fed so far. */
  bytesIn = 0;

  private inString = false;
  /** 0: plain; 1: after a backslash; 2..5: inside the 4 hex digits of \uXXXX. */
  private esc = 0;
  private strLen = 0;
  private headLen = 0;
  private inHead = true;
  private depth = 0;
  /** Closing brackets of the open containers (for closing a cut document). */
  private closers: number[] = [];
  private sawValue = false;

  /** Second bytes of the escapes in the current middle run (only the last `tail` matter). */
  private readonly escapes: number[] = [];
  private scanQuote = -1;
  private scanSlash = -1;
  /** Next `\u` pair in the buffer being written (Infinity: none). */
  private uAt = -1;

  constructor(opts: SkimOptions = {}) {
    this.head = opts.headBytes ?? 4096;
    this.tail = opts.tailBytes ?? 4096;
    this.maxOutput = opts.maxOutput ?? 1024 * 1024;
    this.dropWs = opts.dropWhitespace ?? true;
    this.split = opts.splitValues ?? false;
    this.out = new SkimOutput(this.maxOutput);
    this.window = new TailWindow(this.tail);
  }

  /** True once the output cap was hit; later bytes are only scanned. */
  get overflow(): boolean {
    return this.out.overflow;
  }

  write(input: Uint8Array, start = 0, end = input.length): void {
    this.bytesIn += end - start;
    const buf = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    // Next quote / backslash at or after i (Infinity: none), found with Buffer.indexOf and reused until passed.
    let quoteAt = -1;
    let slashAt = -1;
    this.uAt = -1;
    let i = start;
    while (i < end) {
      if (this.inString && this.esc === 0) {
        // Inside a string and not in an escape: everything up to the next quote or backslash is plain text,
        // found at memory speed and copied (head) or dropped except for the tail window (middle) in bulk.
        if (!this.inHead) {
          const to = this.middleRun(buf, i, end, quoteAt, slashAt);
          quoteAt = this.scanQuote;
          slashAt = this.scanSlash;
          if (to > i) {
            i = to;
            continue;
          }
        } else {
          if (quoteAt < i) quoteAt = nextByte(buf, QUOTE, i);
          if (slashAt < i) slashAt = nextByte(buf, BACKSLASH, i);
          const stop = Math.min(quoteAt, slashAt, end);
          const room = this.head - this.strLen;
          if (stop > i && room > 0) {
            const n = Math.min(room, stop - i);
            this.out.range(buf, i, i + n);
            this.strLen += n;
            this.headLen += n;
            i += n;
            continue;
          }
          // At the head's end: byte by byte until a unit boundary ends it.
        }
      }
      const b = buf[i] as number;
      if (this.inString) this.stringByte(b);
      else this.structByte(b);
      i++;
    }
  }

  /**
   * The dropped middle of a long string, from `from` (not inside an escape): skips plain bytes and two-byte escapes
   * (`\n`, `\"`...) at memory speed, up to the closing quote, a `\u` escape, a backslash ending the buffer, or `end`.
   * Only the last `tail` bytes reach the tail window. Returns where it stopped; `scanQuote`/`scanSlash` keep the
   * positions of the next quote and backslash found.
   */
  private middleRun(buf: Buffer, from: number, end: number, quoteAt: number, slashAt: number): number {
    if (this.uAt < from) {
      // Most long strings hold no `\u` near their end, and only there does one matter (its hex digits must be
      // flagged in the tail window): find the stop first, then look for `\u` in the last tail bytes only, not
      // all the way through (a two-byte search is several times slower than the quote search).
      const stop = this.closingQuote(buf, from, end, quoteAt);
      if (!hasPair(buf, Math.max(from, stop - this.tail - 5), stop)) {
        this.scanSlash = slashAt;
        return this.plainTo(buf, from, stop, end);
      }
      this.uAt = nextPair(buf, from);
    }
    const safeEnd = Math.min(this.uAt, end);
    if (safeEnd > from) {
      this.scanSlash = slashAt;
      return this.plainRun(buf, from, safeEnd, quoteAt);
    }
    const escapes = this.escapes;
    escapes.length = 0;
    let k = from;
    let to: number;
    for (;;) {
      if (quoteAt < k) quoteAt = nextByte(buf, QUOTE, k);
      if (slashAt < k) slashAt = nextByte(buf, BACKSLASH, k);
      if (slashAt < quoteAt && slashAt < end) {
        if (slashAt + 1 >= end || buf[slashAt + 1] === 0x75) {
          to = slashAt;
          break;
        }
        // Only the last `tail` bytes can matter, so only their escapes are remembered.
        if (escapes.length >= 8192 + this.tail) escapes.splice(0, escapes.length - this.tail);
        escapes.push(slashAt + 1);
        k = slashAt + 2;
        continue;
      }
      to = Math.min(quoteAt, end);
      break;
    }
    this.scanQuote = quoteAt;
    this.scanSlash = slashAt;
    if (to > from) this.intoTail(buf, from, to, escapes);
    return to;
  }

  /**
   * `middleRun` over `buf[from..to)` holding no `\u`: every escape there is two bytes, so a quote closes the string
   * exactly when an even run of backslashes precedes it, and only quotes need finding. Stops at the closing quote
   * or at `to` (then `esc` says whether the next byte is the second of an escape).
   */
  private plainRun(buf: Buffer, from: number, to: number, quoteAt: number): number {
    return this.plainTo(buf, from, this.closingQuote(buf, from, to, quoteAt), to);
  }

  /**
   * The closing quote in `buf[from..to)` (a quote after an even run of backslashes; `from` outside an escape),
   * or `to`. `\u` escapes do not change the answer: their hex digits are never quotes or backslashes.
   * Leaves the last quote looked at in `scanQuote`.
   */
  private closingQuote(buf: Buffer, from: number, to: number, quoteAt: number): number {
    let q = quoteAt;
    for (;;) {
      if (q < from) q = nextByte(buf, QUOTE, from);
      if (q >= to) break;
      if (!oddRun(buf, from, q)) {
        this.scanQuote = q;
        return q;
      }
      q = nextByte(buf, QUOTE, q + 1);
    }
    this.scanQuote = q;
    return to;
  }

  /** `buf[from..stop)` (no `\u` reaching its last tail bytes) into the tail window; `stop` is the closing quote or `to`. */
  private plainTo(buf: Buffer, from: number, stop: number, to: number): number {
    this.strLen += stop - from;
    const inEscape = this.window.pushPlain(buf, from, stop);
    if (stop === to) this.esc = inEscape ? 1 : 0;
    return stop;
  }

  /** String bytes of a middle run into the tail window (`escapes`: second bytes of escapes there). */
  private intoTail(buf: Buffer, from: number, to: number, escapes: readonly number[]): void {
    this.strLen += to - from;
    this.window.pushEscaped(buf, from, to, escapes);
  }

  private structByte(b: number): void {
    if (b === QUOTE) {
      this.inString = true;
      this.esc = 0;
      this.strLen = 0;
      this.headLen = 0;
      this.inHead = true;
      this.window.clear();
      this.sawValue = true;
      this.out.byte(b);
      return;
    }
    if (this.dropWs && isWs(b)) return;
    if (b === 0x7b || b === 0x5b) {
      this.depth++;
      if (this.closers.length < MAX_CLOSERS) this.closers.push(b + 2);
      this.sawValue = true;
    } else if (b === 0x7d || b === 0x5d) {
      if (this.depth > 0) this.depth--;
      this.closers.pop();
    } else if (!isWs(b)) {
      this.sawValue = true;
    }
    this.out.byte(b);
    if (this.split && this.depth === 0 && (b === 0x7d || b === 0x5d)) this.cutValue();
  }

  private stringByte(b: number): void {
    const inEscape = this.esc !== 0;
    // A unit boundary: not inside an escape, and not a UTF-8 continuation byte.
    const boundary = !inEscape && (b & 0xc0) !== 0x80;
    const closing = this.esc === 0 && b === QUOTE;
    if (this.esc === 1) this.esc = b === 0x75 ? 2 : 0;
    else if (this.esc >= 2) this.esc = this.esc === 5 ? 0 : this.esc + 1;
    else if (b === BACKSLASH) this.esc = 1;

    if (closing) {
      this.closeString();
      this.inString = false;
      this.out.byte(b);
      if (this.split && this.depth === 0) this.cutValue();
      return;
    }
    if (this.inHead) {
      // Leave the head only at a unit boundary, so no escape or UTF-8 sequence is cut.
      if (this.strLen < this.head || !boundary) {
        this.out.byte(b);
        this.strLen++;
        this.headLen++;
        return;
      }
      this.inHead = false;
    }
    this.strLen++;
    this.window.push(b, inEscape);
  }

  private closeString(): void {
    if (this.strLen === this.headLen) return;
    const kept = this.window.kept();
    const dropped = this.strLen - this.headLen - kept.length;
    if (dropped > 0) {
      this.truncated = true;
      this.out.bytes(Buffer.from(`…[${dropped} bytes omitted]…`, 'utf8'));
    }
    this.window.emitKept(this.out, kept);
  }

  private cutValue(): void {
    if (!this.sawValue) return;
    const value = this.out.take();
    if (value) this.values.push(value);
    this.sawValue = false;
  }

  /** Completed top-level values (splitValues mode), removed from the skimmer. */
  drainValues(): Buffer[] {
    return this.values.splice(0, this.values.length);
  }

  /** The skimmed text, or null when the output cap was hit. Unterminated strings are closed as they are. */
  end(): Buffer | null {
    if (this.inString) this.closeString();
    return this.out.view();
  }

  /**
   * Best effort for a document cut short (format detection on a huge first line): closes the open
   * string and containers. The result may still be invalid (e.g. cut between a key and its colon).
   */
  endClosed(): Buffer | null {
    if (this.inString) {
      this.closeString();
      this.inString = false;
      this.out.byte(QUOTE);
    }
    const last = this.out.last;
    if (last === 0x2c) this.out.dropLast();
    else if (last === 0x3a) this.out.bytes(Buffer.from('null'));
    for (let i = this.closers.length - 1; i >= 0; i--) this.out.byte(this.closers[i] as number);
    this.closers = [];
    return this.out.view();
  }

  /** Output bytes so far (for tests and caps). */
  get outputBytes(): number {
    return this.out.length;
  }
}

/** Skims a whole buffer at once. */
export function skimJson(input: Uint8Array, opts: SkimOptions = {}): { text: string; truncated: boolean } | null {
  const s = new JsonSkimmer(opts);
  s.write(input);
  const out = s.end();
  if (out === null) return null;
  return { text: out.toString('utf8'), truncated: s.truncated };
}
