/**
 * Tool calls waiting for their result, keyed by session and call id: a result joins the call it answers, a call that
 * never got one says the turn was cut off. Bounded: past the cap the oldest calls are dropped (and counted).
 */
import type { ConflictSide } from '../types/events.js';
import type { CommandRun, FileChange } from '../types/handoff.js';
import type { Held, HeldRef } from './source-lines.js';
import { oneLine } from './clip.js';
import type { ShellWrite } from './shell-writes.js';

export type SeqCommand = Held<CommandRun> & { seq: number };

export type Pending =
  /**
   * `writes`: the files the whole command says it writes, read before the command is cut to size for keeping; `dir`:
   * where it started, when known (the call's own working directory, or where the shell's `cd`s left it).
   */
  | { kind: 'shell'; run: SeqCommand; seq: number; writes: ShellWrite[]; dir: string | null }
  | { kind: 'edit'; paths: string[]; change: FileChange | null; source: HeldRef; seq: number; conflict?: ConflictSide; text?: string; intent?: string }
  /**
   * `offered`: the call's input summary when it is a form the user answers (the options it offers); `plan`: the plan
   * put to the user for approval.
   */
  | { kind: 'tool'; tool: string; source: HeldRef; seq: number; offered?: string; read?: string; input?: string; plan?: string }
  | { kind: 'subagent'; description: string; source: HeldRef; seq: number };

export type ShellCall = Extract<Pending, { kind: 'shell' }>;

export class PendingCalls {
  private readonly calls = new Map<string, Pending>();
  /** The session index whose format records no tool results (Cursor): its calls are never tracked. */
  private untracked = -1;
  dropped = 0;

  constructor(private readonly cap: number) {}

  get size(): number {
    return this.calls.size;
  }

  untrack(session: number): void {
    this.untracked = session;
  }

  isUntracked(session: number): boolean {
    return this.untracked === session;
  }

  track(session: number, callId: string, call: Pending): void {
    if (this.untracked === session) return;
    this.calls.set(`${session}:${callId}`, call);
    while (this.calls.size > this.cap) {
      const oldest = this.calls.keys().next().value;
      if (oldest === undefined) break;
      this.calls.delete(oldest);
      this.dropped++;
    }
  }

  /** The call `callId` answers, removed from the waiting ones; undefined when none waits. */
  take(session: number, callId: string): Pending | undefined {
    const key = `${session}:${callId}`;
    const call = this.calls.get(key);
    if (call) this.calls.delete(key);
    return call;
  }

  /** Results never cross sessions: calls left open belong to the session that just ended. */
  closeAll(): void {
    this.dropped += this.calls.size;
    this.calls.clear();
  }

  /** How many calls still waiting were issued after event `afterSeq`. */
  issuedAfter(afterSeq: number): number {
    let n = 0;
    for (const call of this.calls.values()) if (call.seq > afterSeq) n++;
    return n;
  }

  /** Removes `call` from the waiting ones: its outcome was learnt another way. */
  settle(call: Pending): void {
    for (const [key, c] of this.calls) if (c === call) this.calls.delete(key);
  }

  /** The newest command or edit of `session` issued after event `afterSeq` that never got its result. */
  unfinished(session: number, afterSeq: number): Extract<Pending, { kind: 'shell' | 'edit' }> | null {
    let found: Extract<Pending, { kind: 'shell' | 'edit' }> | null = null;
    for (const [key, call] of this.calls) {
      if (!key.startsWith(`${session}:`) || call.seq <= afterSeq) continue;
      if (call.kind === 'shell' || call.kind === 'edit') found = call;
    }
    return found;
  }
}

/** What a refused call was, for the decision it becomes: a sentence part and the alternative turned down. */
/** A refused shell command, named by its first line. */
export function refusedCommand(command: string): { text: string; option: string } {
  const c = oneLine(command.split('\n')[0] ?? '', 120);
  return { text: `running \`${c}\``, option: c };
}

export function rejectedWhat(call: Pending, rel: (p: string) => string): { text: string; option: string } {
  switch (call.kind) {
    case 'shell':
      return refusedCommand(call.run.command);
    case 'edit': {
      const p = call.paths.map(rel).slice(0, 3).join(', ');
      return { text: `the edit of ${p}`, option: `edit ${p}` };
    }
    case 'subagent':
      return { text: `the subagent "${call.description}"`, option: call.description };
    case 'tool':
      if (call.tool === 'ExitPlanMode') return { text: 'the proposed plan (`ExitPlanMode`)', option: 'the proposed plan' };
      // What the call was for (the skill it launches, the page it fetches) says what was turned down.
      if (call.input) return { text: `the \`${call.tool}\` call (${call.input})`, option: `${call.tool} ${call.input}` };
      return { text: `the \`${call.tool}\` call`, option: call.tool };
  }
}
