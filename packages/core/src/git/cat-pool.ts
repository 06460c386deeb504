import { CatFile } from './cat-file.js';
import type { ChunkSink, ObjectInfo } from './cat-file-types.js';

/** What the index's transcript probes need of a reader: one CatFile, or a pool of two. */
export interface BlobReader {
  stream(spec: string, sink: ChunkSink): Promise<ObjectInfo | null>;
  head(spec: string, maxBytes: number): Promise<Buffer | null>;
}

/**
 * Two `git cat-file --batch` processes for streaming many large blobs. One git process inflates one object at a time
 * on one core, and a cold index streams every session's newest transcript (hundreds of megabytes on a real
 * repository) while Node mostly waits: a second process puts the other core to work. Each read goes to the process
 * with less work queued; the second one starts on its first read, so a run whose probes all come from the cache (or
 * need one read) starts none.
 */
export class CatPool implements BlobReader {
  private second: CatFile | null = null;
  /** Reads queued and not yet answered, per process: the next read goes where fewer wait. */
  private waiting = { first: 0, second: 0 };

  constructor(
    private readonly first: CatFile,
    private readonly cwd: string,
  ) {}

  stream(spec: string, sink: ChunkSink): Promise<ObjectInfo | null> {
    return this.onLeastBusy((cat) => cat.stream(spec, sink));
  }

  head(spec: string, maxBytes: number): Promise<Buffer | null> {
    return this.onLeastBusy((cat) => cat.head(spec, maxBytes));
  }

  /** Stops the second process (the first belongs to the caller). */
  async close(): Promise<void> {
    await this.second?.close();
  }

  private async onLeastBusy<T>(read: (cat: CatFile) => Promise<T>): Promise<T> {
    const which = this.waiting.first <= this.waiting.second ? 'first' : 'second';
    const cat = which === 'first' ? this.first : (this.second ??= new CatFile(this.cwd));
    this.waiting[which]++;
    try {
      return await read(cat);
    } finally {
      this.waiting[which]--;
    }
  }
}
