/**
 * The skimmer's output: a byte buffer that grows by doubling up to a cap. Past the cap it only records that it
 * overflowed, so a huge document costs at most the cap in memory.
 */
export class SkimOutput {
  /** True once the cap was hit; later bytes are dropped. */
  overflow = false;
  private buf: Buffer;
  private len = 0;

  constructor(private readonly max: number) {
    this.buf = Buffer.allocUnsafe(Math.min(64 * 1024, max + 16));
  }

  get length(): number {
    return this.len;
  }

  get last(): number | undefined {
    return this.len > 0 ? this.buf[this.len - 1] : undefined;
  }

  byte(b: number): void {
    if (this.overflow) return;
    if (this.len >= this.max) {
      this.overflow = true;
      return;
    }
    if (this.len >= this.buf.length) this.grow(this.len + 1);
    this.buf[this.len++] = b;
  }

  bytes(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i++) this.byte(bytes[i] as number);
  }

  /** `byte` for each byte of `buf[from..to)`, as one copy. */
  range(buf: Buffer, from: number, to: number): void {
    if (this.overflow) return;
    let n = to - from;
    const room = this.max - this.len;
    const cut = n > room;
    if (cut) n = room;
    if (this.len + n > this.buf.length) this.grow(this.len + n);
    buf.copy(this.buf, this.len, from, from + n);
    this.len += n;
    if (cut) this.overflow = true;
  }

  /** Drops the last byte (a dangling comma when a cut document is closed). */
  dropLast(): void {
    if (this.len > 0) this.len--;
  }

  /** The bytes so far (a view, valid until the next write), or null after an overflow. */
  view(): Buffer | null {
    return this.overflow ? null : this.buf.subarray(0, this.len);
  }

  /** A copy of the bytes so far (null after an overflow), and a fresh start. */
  take(): Buffer | null {
    const kept = this.overflow ? null : Buffer.from(this.buf.subarray(0, this.len));
    this.len = 0;
    this.overflow = false;
    return kept;
  }

  private grow(need: number): void {
    let size = this.buf.length;
    while (size < need) size = Math.min(size * 2, this.max + 16);
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
}
