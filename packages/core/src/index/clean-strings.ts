import type { Checkpoint } from '../types/index-model.js';

export type Prompts = readonly [string, string | null][];

/** What the command prints: `list --json`'s sessions, or `list --checkpoints --json`'s checkpoints. */
export type CleanScope = 'sessions' | 'checkpoints';

/** The printed strings of one scope, all already redacted (see RepoIndex.cleanStrings), filled as layouts are read. */
export interface CleanStrings {
  scope: CleanScope;
  strings: Set<string>;
}

/** A layout's record as `list` prints it (see printedView). */
export interface PrintedView {
  checkpoints: Checkpoint[];
  prompts: Prompts;
}

/**
 * Calls `use` with each metadata string of `checkpoints` that a scope prints, and for sessions each prompt line read
 * with them (already redacted). `list --json` of thousands of checkpoints prints tens
 * of thousands of them, nearly all distinct paths: redacting them again on every warm run was a third of its time.
 */
function eachPrinted(checkpoints: readonly Checkpoint[], prompts: Prompts, scope: CleanScope, use: (s: string) => void): void {
  const sessions = scope === 'sessions';
  const listed = !sessions;
  for (const cp of checkpoints) {
    if (cp.branch !== null) use(cp.branch);
    if (listed) for (const f of cp.filesTouched) use(f);
    for (const s of cp.sessions) {
      if (listed && s.agentLabel !== null) use(s.agentLabel);
      if (s.model !== null) use(s.model);
      if (sessions && s.branch !== null) use(s.branch);
      if (sessions) for (const f of s.filesTouched) use(f);
    }
  }
  if (sessions) for (const [, line] of prompts) if (line !== null) use(line);
}

/**
 * The record `list` keeps of a layout. Its strings were redacted as the layout was read (clean-metadata.ts, and the
 * prompt lines with them), so each one list prints is a redaction's output. A session list drops the checkpoints'
 * own touched files, which only the checkpoint list prints: on 2,000 checkpoints a fifth of the record.
 */
export function printedView(checkpoints: readonly Checkpoint[], prompts: Prompts, scope: CleanScope): PrintedView {
  if (scope === 'checkpoints') return { checkpoints: [...checkpoints], prompts };
  return { checkpoints: checkpoints.map((cp) => ({ ...cp, filesTouched: [] })), prompts };
}

/** Adds the strings a view's scope prints to `clean`: each one is a redaction's output (see printedView). */
export function addPrinted(view: PrintedView, clean: CleanStrings): void {
  const { strings } = clean;
  eachPrinted(view.checkpoints, view.prompts, clean.scope, (s) => strings.add(s));
}
