/** The requests queued on `git cat-file --batch` and how their answers are settled (one promise, or one batch callback). */
import type { CatResult, ChunkSink } from './cat-file-types.js';

export interface Pending {
  spec: string;
  maxBytes: number;
  sink: ChunkSink | null;
  /** Set for `eachOf` requests: the answer goes to `batch.each(index, ...)`, not to a promise of its own. */
  batch: Batch | null;
  index: number;
  resolve: ((r: CatResult) => void) | null;
  reject: ((e: Error) => void) | null;
}

/** One `eachOf` call: a single promise settled after its last answer, so a batch costs no closure per object. */
export interface Batch {
  each: (i: number, r: CatResult) => void;
  /** The callback uses each answer's bytes before returning, so they need not be copied out of git's output. */
  borrow: boolean;
  left: number;
  failed: boolean;
  resolve: () => void;
  reject: (e: Error) => void;
}

export const MISSING: CatResult = Object.freeze({ status: 'missing' });

export function answer(p: Pending, r: CatResult): void {
  if (p.batch) settleBatch(p.batch, p.index, r);
  else p.resolve?.(r);
}

export function settleBatch(b: Batch, i: number, r: CatResult): void {
  if (!b.failed) {
    try {
      b.each(i, r);
    } catch (e) {
      failBatch(b, e instanceof Error ? e : new Error(String(e)));
    }
  }
  if (--b.left === 0 && !b.failed) b.resolve();
}

export function failBatch(b: Batch, err: Error): void {
  if (b.failed) return;
  b.failed = true;
  b.reject(err);
}
