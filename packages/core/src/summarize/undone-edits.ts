/**
 * The user turns down what the agent just made, and the agent undoes it: "1.5.4 is not yet released. The version can
 * stay there" after the agent bumped `VERSION = 1.5.4` to `1.5.5`, answered by the edit that puts `1.5.4` back, or
 * "Remove Queue group support again" answered by edits that take the lines the turn before added out again. The words
 * alone need not say "no" or "revert" (in any language); the records show it: the reply's first edit, made after a look or two at most, takes out lines
 * an edit of the turn before the prompt put in, and puts in nothing but lines that were there before. The prompt is
 * the user's decision, and the next agent must not make the change again. An edit that rewrites the agent's lines into
 * new ones (a fix after a bug report) undoes nothing: it puts in lines of its own.
 */
import type { EditLines, TranscriptEvent } from '../types/events.js';
import type { BuilderState } from './builder-state.js';
import { oneLine } from './clip.js';
import { DECISION_MAX } from './decisions.js';
import type { HeldRef } from './source-lines.js';
import { USER_MAX } from './user-statements.js';

/** Lines of one turn kept to compare against: a turn's first edits are enough, and memory stays bounded. */
const TURN_LINES_MAX = 400;
const QUOTE_MAX = 240;
const LINE_SHOWN = 80;
/**
 * An undone line that says what was undone: a bare import or a keyword ("time", `return nil`) is taken out by any
 * rewrite that no longer needs it.
 */
const UNDONE_MIN = 12;
/**
 * The reply turns straight to the undo: a read or two of the file first, not an investigation. An undo found after a
 * round of searches and builds is the cleanup of a fix the prompt asked for ("Debug and fix it").
 */
const LOOKS_BEFORE_MAX = 3;

interface TurnLines {
  added: Set<string>;
  removed: Set<string>;
}

interface AnsweredTurn extends TurnLines {
  prompt: string;
  source: HeldRef;
  seq: number;
  /** Calls of the reply so far, before its first edit. */
  looks: number;
}

function keep(into: Set<string>, lines: string[]): void {
  for (const l of lines) if (into.size < TURN_LINES_MAX) into.add(l);
}

/** What the agent's edits put in and took out, per turn, to see an edit after a prompt undo the turn before it. */
export class UndoWatch {
  private turn: TurnLines = { added: new Set(), removed: new Set() };
  private answered: AnsweredTurn | null = null;

  /** A prompt closes the turn: its edits are what the reply may undo. A long prompt is a new request, not a verdict. */
  prompt(text: string, source: HeldRef, seq: number): void {
    const t = text.trim();
    const closed = this.turn;
    this.turn = { added: new Set(), removed: new Set() };
    this.answered = closed.added.size > 0 && t.length > 0 && t.length <= USER_MAX ? { ...closed, prompt: t, source, seq, looks: 0 } : null;
  }

  /** A call of the reply that is no edit: past a few, the reply is about something else than undoing. */
  look(): void {
    if (this.answered && ++this.answered.looks > LOOKS_BEFORE_MAX) this.answered = null;
  }

  /**
   * An edit of the agent's: when it is the reply's first and only undoes (it takes out lines the turn before the prompt
   * put in, and each line it puts in was taken out in that turn), the lines it undoes. An undo that comes after other
   * edits of the reply is part of the work the prompt asked for (a fix that drops an import it no longer needs).
   */
  edit(lines: EditLines | undefined): { undone: string[]; answered: AnsweredTurn } | null {
    const answered = this.answered;
    this.answered = null;
    if (!lines) return null;
    keep(this.turn.added, lines.added);
    keep(this.turn.removed, lines.removed);
    if (!answered) return null;
    const undone = lines.removed.filter((l) => answered.added.has(l) && l.length >= UNDONE_MIN);
    if (undone.length === 0 || !lines.added.every((l) => answered.removed.has(l))) return null;
    return { undone, answered };
  }
}

/**
 * At each edit: when it undoes the turn before the prompt it answers, the prompt turned that change down. A prompt
 * another reader already took as a decision is not said twice.
 */
export function settleUndoneEdit(s: BuilderState, event: TranscriptEvent): void {
  if (event.kind === 'tool_call' || event.kind === 'shell' || event.kind === 'subagent') s.undo.look();
  if (event.kind !== 'file_edit') return;
  const hit = s.undo.edit(event.lines);
  if (!hit) return;
  const { prompt, source, seq } = hit.answered;
  if (s.decisions.toArray().some((d) => d.by === 'user' && d.seq === seq)) return;
  const file = event.paths[0] ? ` to ${s.relativize(event.paths[0])}` : '';
  // A line of code may hold one backtick of a pair, or lose one to the clip: quoted, it must not open a code span.
  const line = oneLine((hit.undone[0] ?? '').replace(/`/g, "'"), LINE_SHOWN);
  const change = `the change just made${file} ("${line}")`;
  const text = `The user turned down ${change}, and the agent undid it: "${oneLine(prompt, QUOTE_MAX).replace(/`/g, "'")}"`;
  s.pushDecision({ text: oneLine(text, DECISION_MAX), rejected: [{ option: change, reason: null }] }, 'user', source, false);
}
