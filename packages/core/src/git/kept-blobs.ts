import type { ObjectInfo } from './cat-file-types.js';

interface Kept {
  info: ObjectInfo;
  chunks: Buffer[];
  bytes: number;
}

/**
 * Blobs a CatFile streamed, kept (as views of git's output chunks, which are never reused) up to a total size, so a
 * second stream of the same blob in the run costs git nothing. For a command about one session or checkpoint: the
 * index completes the sessions it prints by streaming their transcripts (head and tail: agent, last event), then the
 * handoff streams the same transcripts whole; git inflated each of them twice. The oldest kept blob goes first.
 */
export class KeptBlobs {
  private readonly kept = new Map<string, Kept>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(spec: string): Kept | undefined {
    return this.kept.get(spec);
  }

  /** The kept blob, no longer kept: for a caller that streams each blob at most twice (`all`). */
  take(spec: string): Kept | undefined {
    const e = this.kept.get(spec);
    if (e) this.drop(spec);
    return e;
  }

  /**
   * A collector for one blob as it streams by: `add` each chunk (with the blob's size), `done` once it arrived whole.
   * A blob larger than the bound is not collected at all: collected up to the bound and only then dropped, `all`'s
   * 10 MB transcript had its first 8 MB held while it was read, twice (placed, then its handoff).
   */
  collect(spec: string): { add(chunk: Buffer, size: number): void; done(info: ObjectInfo): void } {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let over = false;
    return {
      add: (chunk, size) => {
        if (over) return;
        bytes += chunk.length;
        if (size > this.maxBytes || bytes > this.maxBytes) {
          over = true;
          chunks.length = 0;
        } else chunks.push(chunk);
      },
      done: (info) => {
        if (!over && bytes === info.size) this.keep(spec, { info, chunks, bytes });
      },
    };
  }

  private keep(spec: string, entry: Kept): void {
    this.drop(spec);
    this.kept.set(spec, entry);
    this.total += entry.bytes;
    for (const [oldest, e] of this.kept) {
      if (this.total <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.total -= e.bytes;
    }
  }

  private drop(spec: string): void {
    const e = this.kept.get(spec);
    if (!e) return;
    this.kept.delete(spec);
    this.total -= e.bytes;
  }
}
