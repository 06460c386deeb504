/**
 * A cut made when its result is first read, not when the text is read from the transcript.
 *
 * Cutting a tool's output to its head and tail redacts the kept part and its margins first (redacted-cut.ts), about
 * a fifth of a handoff's time. Most of those outputs are never read: a transcript read from git is parsed whole, and
 * everything before its last compaction is dropped but for the user's words (read/jsonl-stream.ts). So the cut waits
 * until something reads it; what it returns, and what it notes for the receipt (at the place in reading order it was
 * asked for at: cut-ledger.ts), is what it would have been at once.
 *
 * Only a reader that holds events back asks for it (deferringCuts): an event passed on at once is read at once, and
 * an output read through a getter made the objects that carry it slower and costlier to hold (+18 MB peak RSS on a
 * 10 MB transcript read straight through). The raw text waits in memory: each build keeps at most MAX_WAITING
 * characters of it, and past that the oldest waiting cuts are made. Outside a build (no ledger), a cut is made at once.
 */
import { atPlace, takePlace, type Ledger, type LedgerPlace } from './cut-ledger.js';

/** Raw characters one build keeps waiting; the bound on the memory deferring costs. */
const MAX_WAITING = 16 * 1024 * 1024;

class Deferred {
  private raw: string | null;
  private cut: string | null = null;

  constructor(
    raw: string,
    private readonly make: (raw: string) => string,
    private readonly place: LedgerPlace,
    private readonly queue: Waiting,
  ) {
    this.raw = raw;
  }

  get waiting(): number {
    return this.raw?.length ?? 0;
  }

  value(): string {
    if (this.raw !== null) {
      const raw = this.raw;
      this.queue.left(this);
      this.raw = null;
      this.cut = atPlace(this.place, () => this.make(raw));
    }
    return this.cut as string;
  }
}

/** One build's waiting cuts, oldest first (a Set keeps insertion order and forgets a made cut at once). */
class Waiting {
  private readonly cuts = new Set<Deferred>();
  private chars = 0;

  add(cut: Deferred): void {
    this.cuts.add(cut);
    this.chars += cut.waiting;
    for (const oldest of this.cuts) {
      if (this.chars <= MAX_WAITING) break;
      oldest.value();
    }
  }

  left(cut: Deferred): void {
    this.chars -= cut.waiting;
    this.cuts.delete(cut);
  }
}

const queues = new WeakMap<Ledger, Waiting>();

/** Whether `parse` (deferringCuts) is running: set and cleared around synchronous code only. */
let deferring = false;

/** Runs `parse` (synchronous) with the cuts it asks for through deferCut made only when first read. */
export function deferringCuts<T>(parse: () => T): T {
  const was = deferring;
  deferring = true;
  try {
    return parse();
  } finally {
    deferring = was;
  }
}

/** `make(raw)`: made now (a string), or, inside deferringCuts and a build, when the returned function is first called. */
export function deferCut(raw: string, make: (raw: string) => string): string | (() => string) {
  const place = deferring ? takePlace() : undefined;
  if (place === undefined) return make(raw);
  const { ledger } = place.scope;
  let queue = queues.get(ledger);
  if (queue === undefined) queues.set(ledger, (queue = new Waiting()));
  const deferred = new Deferred(raw, make, place, queue);
  queue.add(deferred);
  return () => deferred.value();
}
