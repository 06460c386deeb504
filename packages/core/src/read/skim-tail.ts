import { BACKSLASH, oddRun } from './skim-bytes.js';
import type { SkimOutput } from './skim-output.js';

/**
 * The last bytes of the string being skimmed: a ring of bytes plus, per byte, whether it lies inside an escape
 * sequence, so the kept tail can start at a whole unit (never inside `\n`, `\u00e9` or a UTF-8 sequence).
 */
export class TailWindow {
  private readonly ring: Buffer;
  private readonly escape: Uint8Array;
  private pos = 0;
  private fill = 0;

  constructor(private readonly size: number) {
    this.ring = Buffer.alloc(size);
    this.escape = new Uint8Array(size);
  }

  clear(): void {
    this.pos = 0;
    this.fill = 0;
  }

  push(b: number, inEscape: boolean): void {
    if (this.size === 0) return;
    this.ring[this.pos] = b;
    this.escape[this.pos] = inEscape ? 1 : 0;
    this.pos = (this.pos + 1) % this.size;
    if (this.fill < this.size) this.fill++;
  }

  /**
   * Bytes `buf[from..to)` (no `\u` among them, `from` outside an escape) into the window; returns whether
   * `buf[to]` is the second byte of an escape. The bytes go in as copies and only the escapes are walked (found with
   * Buffer.indexOf): a loop over every byte of every string's last window cost more than finding its closing quote.
   */
  pushPlain(buf: Buffer, from: number, to: number): boolean {
    if (this.size === 0) return oddRun(buf, from, to);
    const window = Math.max(from, to - this.size);
    const startPos = this.pos;
    this.copyIn(buf, window, to);
    const mark = (p: number): void => {
      this.escape[(startPos + (p - window)) % this.size] = 1;
    };
    let k = window;
    if (oddRun(buf, from, window)) {
      mark(window);
      k = window + 1;
    }
    for (;;) {
      const slash = buf.indexOf(BACKSLASH, k);
      if (slash === -1 || slash >= to) return false;
      if (slash + 1 >= to) return true;
      mark(slash + 1);
      k = slash + 2;
    }
  }

  /** String bytes `buf[from..to)` into the window; `escapes` holds the positions that are the second byte of an escape. */
  pushEscaped(buf: Buffer, from: number, to: number, escapes: readonly number[]): void {
    if (this.size === 0) return;
    const window = Math.max(from, to - this.size);
    const startPos = this.pos;
    this.copyIn(buf, window, to);
    for (let j = escapes.length - 1; j >= 0; j--) {
      const p = escapes[j] as number;
      if (p < window) break;
      if (p < to) this.escape[(startPos + (p - window)) % this.size] = 1;
    }
  }

  /** `buf[window..to)` (at most the window's size) into the ring, flagged outside any escape. */
  private copyIn(buf: Buffer, window: number, to: number): void {
    for (let k = window; k < to; ) {
      const n = Math.min(to - k, this.size - this.pos);
      buf.copy(this.ring, this.pos, k, k + n);
      this.escape.fill(0, this.pos, this.pos + n);
      this.pos = this.pos + n === this.size ? 0 : this.pos + n;
      k += n;
    }
    this.fill = Math.min(this.size, this.fill + (to - window));
  }

  /** Where the kept tail starts in the ring and how long it is: from the first whole unit in the window. */
  kept(): { from: number; length: number } {
    if (this.size === 0 || this.fill === 0) return { from: 0, length: 0 };
    const first = (this.pos - this.fill + this.size) % this.size;
    let skip = 0;
    while (skip < this.fill && !this.startsUnit((first + skip) % this.size)) skip++;
    return { from: (first + skip) % this.size, length: this.fill - skip };
  }

  /** Copies the kept tail (`kept()`) to `out`, in at most two copies out of the ring, and empties the window. */
  emitKept(out: SkimOutput, kept: { from: number; length: number }): void {
    if (kept.length > 0) {
      const upTo = Math.min(this.size, kept.from + kept.length);
      out.range(this.ring, kept.from, upTo);
      out.range(this.ring, 0, kept.length - (upTo - kept.from));
    }
    this.fill = 0;
  }

  private startsUnit(pos: number): boolean {
    return this.escape[pos] === 0 && ((this.ring[pos] as number) & 0xc0) !== 0x80;
  }
}
