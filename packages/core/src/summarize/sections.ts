/** The two sections derived from the builder's state at build time: Current state and Uncertainty. */
import type { Fact, HandoffTodo } from '../types/handoff.js';
import type { HeldFileTouch } from './file-ledger.js';
import type { Held, HeldRef } from './source-lines.js';
import { COMPACTED_NOTE, LIMITS, type CompactionFacts, type LiveInfo, type Verification } from './builder-model.js';
import { oneLine } from './clip.js';
import { idleText } from './status.js';

export interface CurrentStateInput {
  verif: Verification | null;
  /** Files the transcript shows changed after the last check (all of them when there was none). */
  changed: HeldFileTouch[];
  openTodos: number;
  totalTodos: number;
  todoList: { todos: Held<HandoffTodo>[]; seq: number } | null;
  /** Tool calls still waiting for a result. */
  unanswered: number;
  /** The compaction whose account still stands (no prompt after it), if any. */
  compaction: CompactionFacts | null;
  /** The source of facts about the session as a whole. */
  nowhere: HeldRef;
}

export function currentStateFacts(s: CurrentStateInput): Held<Fact>[] {
  const out: Held<Fact>[] = [];
  const { verif } = s;
  if (verif) {
    const code = verif.exitCode === null ? 'failed (no exit code)' : `exited ${verif.exitCode}`;
    out.push({ text: `Last check: \`${oneLine(verif.command, 200)}\` ${code}`, source: verif.source, verified: true });
    if (!verif.passed && verif.decisive) out.push({ text: `Failing: ${verif.decisive}`, source: verif.source, verified: true });
  } else {
    out.push({ text: 'No test or build run was recorded.', source: s.nowhere, verified: false });
  }
  if (s.changed.length > 0) {
    const shown = s.changed.slice(-8).map((f) => (f.change === 'modified' ? f.path : `${f.path} (${f.change})`));
    const more = s.changed.length > shown.length ? ` (+${s.changed.length - shown.length} more)` : '';
    const when = verif ? 'Edited after the last check' : 'Edited (never checked)';
    // Verified only where a tool result confirmed the edit (never, in formats that record no results).
    const confirmed = s.changed.every((f) => f.verified);
    out.push({ text: `${when}: ${shown.join(', ')}${more}`, source: s.nowhere, verified: confirmed });
  }
  if (s.totalTodos > 0) {
    const done = s.totalTodos - s.openTodos;
    out.push({ text: `Todos: ${done} of ${s.totalTodos} done`, source: s.todoList?.todos[0]?.source ?? s.nowhere, verified: false });
  }
  if (s.unanswered > 0) out.push({ text: `${s.unanswered} tool call(s) started but never returned a result`, source: s.nowhere, verified: false });
  const c = s.compaction;
  if (c?.currentWork) out.push({ text: `At the compaction, the agent was working on: ${c.currentWork}`, source: c.source, verified: false });
  if (c?.pending && (s.todoList === null || s.todoList.seq < c.seq)) {
    out.push({ text: `Pending at the compaction: ${c.pending}`, source: c.source, verified: false });
  }
  return out;
}

export interface UncertaintyInput {
  gaps: string[];
  events: number;
  /** The last compaction's line (null: unknown); undefined when there was none. */
  compactionLine: number | null | undefined;
  live: LiveInfo | null;
  idleMinutes: number | null;
  /** The line of an interruption no prompt followed (null: unknown); undefined when there is none. */
  interruptionLine: number | null | undefined;
  callsDropped: number;
  filesDropped: number;
  /** Files edited in the transcript that Entire's files_touched leaves out. */
  notInEntire: string[];
  sessionsDropped: number;
  /** Files were changed and no test or build ran at all. */
  uncheckedEdits: boolean;
}

const at = (line: number | null): string => (line === null ? '' : ` at line ${line}`);

export function uncertaintyNotes(u: UncertaintyInput): string[] {
  const out = [...u.gaps];
  if (u.events === 0) out.push('No transcript events: the transcript is missing or empty.');
  if (u.compactionLine !== undefined) {
    out.push(`${COMPACTED_NOTE}${at(u.compactionLine)}: earlier detail is summarized by the agent, not recorded; the task comes from that summary.`);
  }
  if (u.live?.stale) {
    out.push(`Stale: live state says active but nothing happened for ${idleText(u.idleMinutes)} and the last turn never ended: a prior session may have crashed.`);
  } else if (u.live?.status === 'active') {
    out.push('The session is still active: another agent may still be writing to it.');
  }
  if (u.interruptionLine !== undefined) out.push(`Interrupted by the user${at(u.interruptionLine)}; no instruction followed.`);
  if (u.callsDropped > 0) out.push(`${u.callsDropped} tool call(s) never got a result (dropped from tracking).`);
  if (u.filesDropped > 0) out.push(`Only the last ${LIMITS.files} edited files are listed; ${u.filesDropped} older one(s) left out.`);
  if (u.notInEntire.length > 0) {
    const shown = u.notInEntire.slice(0, 5).join(', ');
    const more = u.notInEntire.length > 5 ? ` (+${u.notInEntire.length - 5} more)` : '';
    out.push(`Edited in the transcript but not in Entire's files_touched: ${shown}${more}. The change may have been undone, or made outside the repository.`);
  }
  if (u.sessionsDropped > 0) out.push(`Only the first ${LIMITS.sessions} sessions are listed.`);
  if (u.uncheckedEdits) out.push('No test or build run backs the edits.');
  return out;
}
