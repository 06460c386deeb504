/**
 * Codex's unified exec returns a command's first output after about a second: a command still running then says
 * `Process running with session ID N` and has no exit code yet. Its end comes later, as the command's
 * `exec_command_end` (exit code and the whole output) or as a `write_stdin` poll of session N that says `Process
 * exited with code C`, often many records on. The result waits for that end: taken from the first chunk, a failing
 * test run read as `exit ?` with only its first lines, and never as a failure.
 */
import type { EventOrigin, ToolResultEvent } from '../types/events.js';
import { Lru } from './lru.js';
import { capOutput } from './text.js';
import { exitCodeIn } from './tools.js';

const RUNNING = /\bProcess running with session ID (\d{1,12})\b/;
/** Commands waiting at once; past it the oldest is given up without its end. */
const MAX_RUNNING = 64;

interface Run {
  result: ToolResultEvent;
  session: string;
}

export class RunningCommands {
  private readonly runs = new Map<string, Run>();
  /** The exec session each `write_stdin` call polls, by its call id. */
  private readonly polls = new Lru<string, string>(1024);

  /** A shell result still running: kept until its end, and the oldest given up (returned) past the cap. */
  hold(result: ToolResultEvent): ToolResultEvent[] | null {
    // A command that has its exit code has ended: its output is not read, so it is cut only if something prints it.
    if (result.exitCode != null) return null;
    const session = RUNNING.exec(result.output)?.[1];
    if (session === undefined) return null;
    this.runs.set(result.callId, { result, session });
    if (this.runs.size <= MAX_RUNNING) return [];
    const [oldest] = this.runs.keys();
    return oldest === undefined ? [] : this.give(oldest, null, null, null);
  }

  /** A `write_stdin` call: which session it polls (its `session_id` argument). */
  poll(callId: string, input: unknown): void {
    const session = input !== null && typeof input === 'object' ? (input as Record<string, unknown>).session_id : undefined;
    if (typeof session === 'number' || typeof session === 'string') this.polls.set(callId, String(session));
  }

  /** The `exec_command_end` of a held command: its exit code and whole output end it. */
  ended(callId: string, code: number | null, output: string, origin: EventOrigin): ToolResultEvent[] {
    return this.runs.has(callId) ? this.give(callId, code, output || null, origin) : [];
  }

  /** A poll's output that says the process exited ends the command it polls, with the poll's output after the first. */
  polled(callId: string, output: string, origin: EventOrigin): ToolResultEvent[] {
    const session = this.polls.get(callId);
    const code = exitCodeIn(output);
    if (session === undefined || code === null || !/\bProcess exited\b/.test(output)) return [];
    const run = [...this.runs.entries()].find(([, r]) => r.session === session);
    return run ? this.give(run[0], code, `${run[1].result.output}\n${output}`, origin) : [];
  }

  /** Every command still waiting at the end of the record, without an exit code. */
  finish(): ToolResultEvent[] {
    return [...this.runs.keys()].flatMap((id) => this.give(id, null, null, null).map((r) => ({ ...r, stillRunning: true as const })));
  }

  private give(callId: string, code: number | null, output: string | null, origin: EventOrigin | null): ToolResultEvent[] {
    const run = this.runs.get(callId);
    if (!run) return [];
    this.runs.delete(callId);
    const { line, ts } = origin ?? run.result;
    return [
      {
        ...run.result,
        exitCode: code,
        isError: run.result.isError || (code !== null && code !== 0),
        ...(output === null ? {} : { output: capOutput(output) }),
        line,
        ...(ts === undefined ? {} : { ts }),
      },
    ];
  }
}
