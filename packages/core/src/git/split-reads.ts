import { CatFile } from './cat-file.js';

/** Below this many bytes asked for, one git process serves every read (a second would cost more than it saves). */
export const SECOND_READER_AFTER = 16 * 1024 * 1024;

/**
 * Whole-blob reads spread over the run's `git cat-file --batch` and a second one: git inflates one object at a time,
 * so an index that streams every session's newest transcript (hundreds of megabytes, only to keep their ends) waits
 * on one core while the other idles. Each read goes to the process with fewer bytes asked of it; the second process
 * starts only once the bytes asked for pass `after`, so a small or cached repository still costs one.
 */
export class SplitReads {
  private second: CatFile | null = null;
  private readonly asked: [number, number] = [0, 0];

  constructor(
    private readonly first: CatFile,
    private readonly cwd: string,
    private readonly after = SECOND_READER_AFTER,
  ) {}

  /** The reader for a blob of `size` bytes (unknown: counted as none). */
  readerFor(size: number | undefined): CatFile {
    const bytes = size ?? 0;
    if (!this.second && this.asked[0] + bytes < this.after) {
      this.asked[0] += bytes;
      return this.first;
    }
    this.second ??= new CatFile(this.cwd);
    const k = this.asked[0] <= this.asked[1] ? 0 : 1;
    this.asked[k] += bytes;
    return k === 0 ? this.first : this.second;
  }

  /** Whether a second git process was started. */
  get split(): boolean {
    return this.second !== null;
  }

  /** Closes the second process (the first belongs to the caller). */
  async close(): Promise<void> {
    await this.second?.close();
  }
}
