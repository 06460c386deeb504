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
 * build keeps at most MAX_WAITING characters of it waiting, and past that the oldest waiting cuts are made. The bound
 * counts only what the reader still holds: when it drops held events (at a later compaction) or passes them on, it
 * lets their cuts go (HeldCuts.release), uncounted and unmade, so the raw text of an output nothing reads any more is
 * freed with its event instead of staying queued until the build ends. An event passed on keeps its raw text only as
 * long as the event itself lives. Outside a build (no ledger), a cut is made at once.
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
    private queue: Waiting | null,
  ) {
    this.raw = raw;
  }

  get waiting(): number {
    return this.raw?.length ?? 0;
  }

  /** No longer counted against the build's bound (made, or let go by the reader that held it). */
  leave(): void {
    this.queue?.left(this);
    this.queue = null;
  }

  /** What `part` makes of the raw text while the cut waits, without making it; null once it is made. */
  peek<T>(part: (raw: string) => T): T | null {
    return this.raw === null ? null : part(this.raw);
  }

  value(): string {
    if (this.raw !== null) {
      const raw = this.raw;
      this.leave();
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

/** The cuts asked for while one reader held its events back (deferringCuts), until it lets those events go. */
export class HeldCuts {
  private cuts: Deferred[] = [];

  add(cut: Deferred): void {
    this.cuts.push(cut);
  }

  /** The reader dropped or passed on every event it held: their cuts no longer count against the bound. */
  release(): void {
    for (const cut of this.cuts) cut.leave();
    this.cuts = [];
  }
}

/** The reader whose `parse` (deferringCuts) is running: set and cleared around synchronous code only. */
let holding: HeldCuts | null = null;

/** Runs `parse` (synchronous) with the raw text of the cuts it asks for through deferCut bounded (MAX_WAITING) until `held` releases them. */
export function deferringCuts<T>(held: HeldCuts, parse: () => T): T {
  const was = holding;
  holding = held;
  try {
    return parse();
  } finally {
    holding = was;
  }
}

/** A cut still waiting: called, it makes the cut (once) and returns it. */
export interface PendingCut {
  (): string;
  /**
   * What `part` makes of the raw text while the cut waits, without making it (nothing is noted for the receipt: the
   * cut notes its redactions when it is made); null once the cut is made, which is then the text to read.
   */
  peek<T>(part: (raw: string) => T): T | null;
}

/** `make(raw)`: made now (a string) outside a build, else when the returned function is first called. */
export function deferCut(raw: string, make: (raw: string) => string): string | PendingCut {
  const place = takePlace();
  if (place === undefined) return make(raw);
  const queue = holding ? waitingOf(place.scope.ledger) : null;
  const deferred = new Deferred(raw, make, place, queue);
  queue?.add(deferred);
  holding?.add(deferred);
  return Object.assign(() => deferred.value(), { peek: <T>(part: (raw: string) => T) => deferred.peek(part) });
}

/** The build's bounded queue of cuts held back by a reader (deferringCuts). */
function waitingOf(ledger: Ledger): Waiting {
  let queue = queues.get(ledger);
  if (queue === undefined) queues.set(ledger, (queue = new Waiting()));
  return queue;
}
