/**
 * Who started a session and what it started: the session (or program) that spawned it, the sessions it spawned, the
 * names its sub-sessions know it by, and the title its records give it. Kept apart from the rest of the builder's state
 * because merging a checkpoint's sessions reads only these.
 */
import type { Handoff } from '../types/handoff.js';
import { LIMITS } from './builder-model.js';
import { oneLine } from './clip.js';
import { namesPromptProgram } from './program-prompts.js';

type LineageFields = Pick<Handoff, 'spawnedBy' | 'spawned' | 'knownAs' | 'title'>;

export class Lineage {
  /** The session that spawned this one (ReadStats.spawnedBy): its prompts are that session's words, not a user's. */
  spawnedBy: string | null = null;
  /** The sessions this one spawned whose results it recorded (ReadStats.spawned). */
  private spawned: string[] = [];
  /** The names its sub-sessions give it as their parent (an agent team's lead), bounded. */
  private readonly knownAs: string[] = [];
  /** The title the transcript gives the session (ReadStats.title). */
  private title: string | null = null;

  /** Records `parent` as the session's starter; returns the note that says so. */
  startedBy(parent: string): string {
    this.spawnedBy = oneLine(parent, LIMITS.pathChars);
    return originNote(this.spawnedBy);
  }

  spawnedSessions(children: string[]): void {
    this.spawned = children.slice(0, LIMITS.sessions);
  }

  knownBy(name: string): void {
    if (!this.knownAs.includes(name) && this.knownAs.length < LIMITS.sessions) this.knownAs.push(name);
  }

  titled(title: string): void {
    this.title = oneLine(title, LIMITS.factChars);
  }

  /** The handoff's lineage fields, each left out when nothing was recorded. */
  fields(): LineageFields {
    return {
      ...(this.spawnedBy !== null ? { spawnedBy: this.spawnedBy } : {}),
      ...(this.spawned.length > 0 ? { spawned: this.spawned } : {}),
      ...(this.knownAs.length > 0 ? { knownAs: this.knownAs } : {}),
      ...(this.title !== null ? { title: this.title } : {}),
    };
  }
}

/** The Uncertainty note a session started by `parent` carries: sessions started alike carry the same one. */
export function originNote(parent: string): string {
  return namesPromptProgram(parent)
    ? 'A program ran this session: its prompt is a template the program filled in (field markers such as `[[ ## user_query ## ]]`), not words a user typed.'
    : `This session was spawned by session ${parent}: its prompt came from that session (a sub-agent or a command's template), not from the user.`;
}
