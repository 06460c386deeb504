import type { TranscriptEvent } from '../types/events.js';
import type { Adapter } from '../adapters/types.js';

/**
 * Carries the working directory the records name onto the events: on the first event emitted after it became
 * known or changed (one shared string; nothing grows with the transcript).
 */
export class CwdStamp {
  current: string | undefined;
  private stamped: string | undefined;

  constructor(private readonly adapter: Adapter) {}

  note(record: unknown): void {
    const cwd = this.adapter.cwdOf?.(record);
    if (cwd !== undefined) this.current = cwd;
  }

  stamp(ev: TranscriptEvent): TranscriptEvent {
    if (this.current !== undefined && this.current !== this.stamped) {
      ev.cwd = this.current;
      this.stamped = this.current;
    }
    return ev;
  }
}
