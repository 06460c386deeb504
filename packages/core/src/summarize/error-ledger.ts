/**
 * The failures still standing at the end of a session. A failure leaves the ledger when a later run of the same step
 * passes (same check key: see check-keys.ts), when a later edit of the same file succeeds, or — for anything but a
 * check (a command worked around, a failed edit, a subagent) — when a check passes after it. Bounded: a capped ring.
 */
import type { ErrorFact } from '../types/handoff.js';
import type { Held, HeldRef } from './source-lines.js';
import { oneLine } from './clip.js';
import { isVerificationCommand } from './errors.js';
import { Ring } from './ring.js';

export interface Failure {
  text: string;
  command: string | null;
  decisiveLine: string;
  source: HeldRef;
  /** `check`: a test, build or lint run; `step`: any other command; `edit`; `subagent`. */
  kind: 'check' | 'step' | 'edit' | 'subagent';
  /** Check keys of the command (empty for edits and subagents). */
  keys: string[];
  /** Files a failed edit aimed at. */
  paths: string[];
}

interface Entry extends Failure {
  seq: number;
}

const TEXT_MAX = 400;

export class ErrorLedger {
  private readonly ring: Ring<Entry>;

  constructor(cap: number) {
    this.ring = new Ring<Entry>(cap);
  }

  get size(): number {
    return this.ring.size;
  }

  fail(f: Failure, seq: number): void {
    const entry: Entry = { ...f, text: oneLine(f.text, TEXT_MAX), seq };
    this.ring.pushUnique(entry, (x) => `${x.command ?? x.text}\u0000${x.decisiveLine}`);
  }

  /**
   * A command passed: every earlier failure whose steps it all ran again is resolved. Of a failure that ran checks
   * (`mise run fmt && mise run lint`), only the checks need to pass again: the rest prepared them.
   */
  passed(keys: string[]): void {
    if (keys.length === 0) return;
    this.ring.removeWhere((e) => {
      const checks = e.keys.filter(isVerificationCommand);
      const needed = checks.length > 0 ? checks : e.keys;
      return needed.length > 0 && needed.every((k) => keys.includes(k));
    });
  }

  /** An edit of `path` succeeded: earlier failed edits of it were redone. */
  edited(path: string): void {
    this.ring.removeWhere((e) => e.kind === 'edit' && e.paths.includes(path));
  }

  /** What still stands, given the last check that passed (its sequence number; 0 when none did). */
  standing(lastPassSeq: number): Held<ErrorFact>[] {
    return this.ring
      .toArray()
      .filter((e) => e.kind === 'check' || e.seq > lastPassSeq)
      .map((e) => ({ text: e.text, command: e.command, decisiveLine: e.decisiveLine, source: e.source, verified: true }));
  }
}
