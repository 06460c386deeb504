/**
 * The turn being read (from one prompt to the next) as a unit of work: the approach statements its messages make and
 * what its successful edits touched. When a turn that edited code ends, its approach (or none) replaces the one kept:
 * the handoff carries the approach of the last unit of work only. Bounded: a few messages' statements, capped text.
 */
import { approachStatements, isTestPath, tiedStatement, type ApproachStatement } from './approach.js';
import { repairsSlip } from './remedies.js';
import type { HeldRef } from './source-lines.js';

/** Messages of one turn whose statements are kept: the report closing the turn and the few before it. */
const MESSAGES_KEPT = 8;
/** What the turn's edits touched, lower-cased: enough for a long turn's names, bounded for a huge one. */
const EDITED_MAX = 64 * 1024;

export interface Approach {
  text: string;
  source: HeldRef;
  seq: number;
}

interface Said {
  statements: ApproachStatement[];
  source: HeldRef;
  seq: number;
}

export class WorkTurn {
  private said: Said[] = [];
  private edited = '';
  private editedCode = false;
  private closed: Approach | null = null;

  /**
   * An assistant message of the turn; `earlier` gives the one before it in the same turn. One that repairs a compile
   * error ("There's a syntax error." then "The issue is that the label sits inside the `select`…") states the slip of
   * an edit just made, not the turn's approach. `earlier` is asked for only when the message states an approach:
   * reading it makes its deferred clip, which redacts (see assistant-tail.ts), and most messages state none.
   */
  onMessage(text: string, source: HeldRef, seq: number, earlier: () => string = () => ''): void {
    const statements = approachStatements(text);
    if (statements.length === 0 || repairsSlip(text, earlier())) return;
    this.said.push({ statements, source, seq });
    if (this.said.length > MESSAGES_KEPT) this.said.shift();
  }

  /** An edit of the turn that succeeded: its paths and the text it replaced and wrote. */
  onEdit(paths: string[], text: string | undefined): void {
    if (paths.some((p) => !isTestPath(p))) this.editedCode = true;
    if (this.edited.length >= EDITED_MAX) return;
    this.edited += `\n${paths.join('\n')}\n${text ?? ''}`.toLowerCase().slice(0, EDITED_MAX - this.edited.length);
  }

  /** The turn ends (a new prompt, another session): a turn that edited code replaces the approach kept. */
  close(): void {
    this.closed = this.current();
    this.said = [];
    this.edited = '';
    this.editedCode = false;
  }

  /** The approach of the last turn that edited code, the open turn included. */
  current(): Approach | null {
    if (!this.editedCode) return this.closed;
    for (const said of [...this.said].reverse()) {
      const text = tiedStatement(said.statements, this.edited);
      if (text) return { text, source: said.source, seq: said.seq };
    }
    return null;
  }
}
