/**
 * Transcript lines as the summarizer holds them. A tail read after a compaction arrives numbered from the compaction
 * while the lines before it are still being counted, so a held line is an offset from a base that may not be known
 * yet. The base is shared by reference: copying a source copies its line with it, and settling the base once fixes
 * every line that points at it. A held line is no number, so the types refuse to let one reach a Handoff unread:
 * `settled()` is the only way out, and it reads the base.
 */
import type { SourceRef } from '../types/handoff.js';

/** Where a run of held lines starts: known (absolute lines: 0), or counted later and settled once. */
export class LineBase {
  private value: number | null;

  private constructor(value: number | null) {
    this.value = value;
  }

  /** A base not known yet: the lines before a compaction are still being counted. */
  static deferred(): LineBase {
    return new LineBase(null);
  }

  get isSettled(): boolean {
    return this.value !== null;
  }

  /** The count is in: every line held against this base becomes `base + offset`. Settles once. */
  settle(base: number): void {
    if (this.value === null) this.value = base;
  }

  /** The absolute line of `offset`; undefined while unsettled (a read that failed before the count: unknown, never wrong). */
  read(offset: number): number | undefined {
    return this.value === null ? undefined : this.value + offset;
  }
}

/** Lines read from the start of the transcript: their own numbers. */
export const ABSOLUTE = (() => {
  const base = LineBase.deferred();
  base.settle(0);
  return base;
})();

/** A line the summarizer holds: read only through `lineOf`. */
export interface HeldLine {
  readonly offset: number;
  readonly base: LineBase;
}

/** A SourceRef whose line may still be relative. Not assignable to SourceRef: it must pass `settled()`. */
export type HeldRef = Omit<SourceRef, 'line'> & { line?: HeldLine };

/** `T` with its `source` held. */
export type Held<T extends { source: SourceRef }> = Omit<T, 'source'> & { source: HeldRef };

export function heldLine(offset: number, base: LineBase): HeldLine {
  return { offset, base };
}

export function lineOf(line: HeldLine | undefined): number | undefined {
  return line === undefined ? undefined : line.base.read(line.offset);
}

/** The SourceRef a Handoff shows: its line absolute (or absent when it was never settled). */
export function settledRef(ref: HeldRef): SourceRef {
  const out: SourceRef = { sessionId: ref.sessionId };
  if (ref.checkpointId) out.checkpointId = ref.checkpointId;
  const line = lineOf(ref.line);
  if (line !== undefined) out.line = line;
  if (ref.callId) out.callId = ref.callId;
  return out;
}

/** `x` with its source settled (see settledRef). */
export function settled<T extends { source: HeldRef }>(x: T): Omit<T, 'source'> & { source: SourceRef } {
  return { ...x, source: settledRef(x.source) };
}
