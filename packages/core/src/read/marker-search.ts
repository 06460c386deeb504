/**
 * Where a compaction marker last occurs in a buffer, searched from a rare byte of the marker when it has one.
 *
 * `Buffer.indexOf` stops at each occurrence of a needle's first byte, so a needle whose first byte is rare in the text
 * costs little more than reading it, and one starting with `"` (every few bytes of JSON) does not. Measured (CPU, 600
 * MiB of the bench's Claude transcript, 1 MiB chunks): reading 70 ms; `"isCompactSummary":true` 200 ms,
 * `CompactSummary":true` 80 ms. A suffix starting at a merely uncommon byte was slower than the whole marker
 * (`_boundary"` 300 ms, `"subtype":"compact_boundary"` 190 ms), so a marker is searched from a byte only when that
 * byte is rare in the text at hand (counted on the first SAMPLE bytes of a buffer searched, once a buffer that long was
 * seen), and whole otherwise; each place an anchor occurs is checked against the whole marker, so the anchor changes
 * the cost only.
 */

/** An anchor at least this long: a shorter one would stop at too many places that are not the marker. */
const MIN_ANCHOR = 8;
/** A byte is rare when at most one in this many bytes of the sample is it. */
const RARE = 20_000;
/**
 * The bytes counted to find a rare byte: counting a whole first buffer (a MiB) for each transcript read cost more than
 * the searches it sped up (about 2 ms a transcript, half a second over `all`'s 247).
 */
const SAMPLE = 64 * 1024;

export class MarkerSearch {
  private anchors: { from: number; bytes: Buffer }[] | null = null;

  constructor(private readonly needles: readonly Buffer[]) {}

  /** Where needle `i` last starts in `buf` before `before` (the whole needle within `buf`); -1 if nowhere. */
  last(i: number, buf: Buffer, before: number): number {
    const anchors = this.anchors ?? this.anchorsFor(buf);
    const needle = this.needles[i] as Buffer;
    const anchor = anchors[i] as { from: number; bytes: Buffer };
    let found = -1;
    for (let at = buf.indexOf(anchor.bytes, anchor.from); at !== -1; at = buf.indexOf(anchor.bytes, at + 1)) {
      const start = at - anchor.from;
      if (start >= before) break;
      if (buf.compare(needle, 0, needle.length, start, start + needle.length) === 0) found = start;
    }
    return found;
  }

  private anchorsFor(buf: Buffer): { from: number; bytes: Buffer }[] {
    const sample = buf.subarray(0, SAMPLE);
    const counts = new Uint32Array(256);
    for (let k = 0; k < sample.length; k++) {
      const b = sample[k] as number;
      counts[b] = (counts[b] as number) + 1;
    }
    const anchors = this.needles.map((needle) => {
      let from = 0;
      for (let k = 1; k <= needle.length - MIN_ANCHOR; k++) if ((counts[needle[k] as number] as number) < (counts[needle[from] as number] as number)) from = k;
      if ((counts[needle[from] as number] as number) * RARE > sample.length) from = 0;
      return { from, bytes: needle.subarray(from) };
    });
    // Kept only when chosen on a whole sample: a short text (a small transcript, a head) says too little of the next.
    if (sample.length === SAMPLE) this.anchors = anchors;
    return anchors;
  }
}
