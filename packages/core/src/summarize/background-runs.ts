/**
 * Runs the agent left working in the background (sub-agents launched with `run_in_background`) and has not seen end:
 * work handed off whose outcome the record does not hold. Bounded: past the cap the oldest are forgotten.
 */
import type { BackgroundTaskEvent } from '../types/events.js';
import { oneLine } from './clip.js';

const MAX_RUNS = 64;

export class BackgroundRuns {
  /** Still running, by id: what each was given to do. */
  private readonly running = new Map<string, string>();

  note(e: BackgroundTaskEvent): void {
    if (e.state === 'finished') {
      this.running.delete(e.taskId);
      return;
    }
    this.running.set(e.taskId, oneLine(e.description, 160));
    if (this.running.size > MAX_RUNS) this.running.delete(this.running.keys().next().value ?? '');
  }

  /** A new session: its runs are its own. */
  clear(): void {
    this.running.clear();
  }

  /** What the runs still at work were given to do, oldest first. */
  stillRunning(): string[] {
    return [...this.running.values()];
  }
}
