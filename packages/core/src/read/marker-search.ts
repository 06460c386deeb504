/**
 * Where a compaction marker last occurs in a buffer, searched from the marker's rarest byte.
 *
 * `Buffer.indexOf` finds a needle by its first byte and compares from each place that byte occurs, so its cost follows
 * how common that first byte is: in JSON text `"` comes every few bytes, and a needle starting with it searched 600 MiB
 * at about a third of the speed of reading them (measured, 128 KiB chunks: `"isCompactSummary":true` 840 ms,
 * `CompactSummary":true` 285 ms, the read alone 285 ms). So each marker is looked for by its anchor: the marker's
 * suffix from the byte least frequent in the text at hand (counted on the first buffer searched), and each place the
 * anchor occurs is checked against the whole marker.
 */

/** An anchor at least this long: a shorter one would stop at too many places that are not the marker. */
const MIN_ANCHOR = 8;

export class MarkerSearch {
  private anchors: { from: number; bytes: Buffer }[] | null = null;

  constructor(private readonly needles: readonly Buffer[]) {}

  /** Where needle `i` last starts in `buf` before `before` (the whole needle within `buf`); -1 if nowhere. */
  last(i: number, buf: Buffer, before: number): number {
    this.anchors ??= this.anchorsFor(buf);
    const needle = this.needles[i] as Buffer;
    const anchor = this.anchors[i] as { from: number; bytes: Buffer };
    let found = -1;
    for (let at = buf.indexOf(anchor.bytes, anchor.from); at !== -1; at = buf.indexOf(anchor.bytes, at + 1)) {
      const start = at - anchor.from;
      if (start >= before) break;
      if (buf.compare(needle, 0, needle.length, start, start + needle.length) === 0) found = start;
    }
    return found;
  }

  private anchorsFor(sample: Buffer): { from: number; bytes: Buffer }[] {
    const counts = new Uint32Array(256);
    for (let k = 0; k < sample.length; k++) {
      const b = sample[k] as number;
      counts[b] = (counts[b] as number) + 1;
    }
    return this.needles.map((needle) => {
      let from = 0;
      for (let k = 1; k <= needle.length - MIN_ANCHOR; k++) if ((counts[needle[k] as number] as number) < (counts[needle[from] as number] as number)) from = k;
      return { from, bytes: needle.subarray(from) };
    });
  }
}
