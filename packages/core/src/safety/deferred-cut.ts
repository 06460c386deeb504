/**
 * A cut made when its result is first read, not when the text is read from the transcript.
 *
 * Cutting a tool's output to its head and tail redacts the kept part and its margins first (redacted-cut.ts), about
 * a fifth of a handoff's time. Most of those outputs are never printed: a transcript read from git is parsed whole,
 * everything before its last compaction is dropped but for the user's words (read/jsonl-stream.ts), and the
 * summarizer takes what it needs of most outputs (an exit code, an answered form) from their raw head
 * (adapters/text.ts outputHead), reading the cut text only where it may print it (a failure's decisive line). So the
 * cut waits until something reads it; what it returns, and what it notes for the receipt (at the place in reading
 * order it was asked for at: cut-ledger.ts), is what it would have been at once.
 *
 * Inside a build, every cut waits. A reader that holds events back (deferringCuts) bounds the raw text they keep: each
 * build keeps at most MAX_WAITING characters of it waiting, and past that the oldest waiting cuts are made. An event
 * passed on at once keeps its raw text only as long as the event itself lives. Outside a build (no ledger), a cut is
 * made at once.
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
    readonly queue: Waiting | null,
  ) {
    this.raw = raw;
  }

  get waiting(): number {
    return this.raw?.length ?? 0;
  }

  value(): string {
    if (this.raw !== null) {
      const raw = this.raw;
      this.queue?.left(this);
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

/** Runs `parse` (synchronous) with the raw text of the cuts it asks for through deferCut bounded (MAX_WAITING). */
export function deferringCuts<T>(parse: () => T): T {
  const was = deferring;
  deferring = true;
  try {
    return parse();
  } finally {
    deferring = was;
  }
}

/** `make(raw)`: made now (a string) outside a build, else when the returned function is first called. */
export function deferCut(raw: string, make: (raw: string) => string): string | (() => string) {
  const place = takePlace();
  if (place === undefined) return make(raw);
  const deferred = new Deferred(raw, make, place, deferring ? waitingOf(place.scope.ledger) : null);
  deferred.queue?.add(deferred);
  return () => deferred.value();
}

/** The build's bounded queue of cuts held back by a reader (deferringCuts). */
function waitingOf(ledger: Ledger): Waiting {
  let queue = queues.get(ledger);
  if (queue === undefined) queues.set(ledger, (queue = new Waiting()));
  return queue;
}
