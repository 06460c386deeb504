import type { Adapter } from '../adapters/types.js';

/**
 * The time of the newest record read, whether or not it became an event: a session's end is its last record (a
 * `/exit`, a local command's output), not its last prompt, message or tool call. Keeps one string.
 */
export class RecordClock {
  latest: string | undefined;
  private latestMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly adapter: Adapter) {}

  note(record: unknown): void {
    const ts = this.adapter.timeOf?.(record);
    if (ts === undefined) return;
    const ms = Date.parse(ts);
    // Records are not always written in time order (a caveat stamped after the command it precedes): the newest wins.
    if (ms > this.latestMs) [this.latest, this.latestMs] = [ts, ms];
  }
}
