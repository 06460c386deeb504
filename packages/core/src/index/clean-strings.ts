import { redactEach } from '../redact/redact.js';
import type { Checkpoint, CheckpointSession } from '../types/index-model.js';

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
 * with them (already redacted); without a scope, those of both. `list --json` of thousands of checkpoints prints tens
 * of thousands of them, nearly all distinct paths: redacting them again on every warm run was a third of its time.
 */
function eachPrinted(checkpoints: readonly Checkpoint[], prompts: Prompts, scope: CleanScope | null, use: (s: string) => void): void {
  const sessions = scope !== 'checkpoints';
  const listed = scope !== 'sessions';
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
 * The record `list` keeps of a layout: each string either list prints replaced by its redacted form, so the cache
 * holds no such string that redaction changes, and no verdict about one: a forged file can make `list` print only
 * what its forger wrote in it, never un-redact a string read from git. A session list drops the checkpoints' own
 * touched files, which only the checkpoint list prints: on 2,000 checkpoints a fifth of the record.
 */
export function printedView(checkpoints: readonly Checkpoint[], prompts: Prompts, scope: CleanScope): PrintedView {
  const printed = new Set<string>();
  eachPrinted(checkpoints, prompts, null, (s) => printed.add(s));
  const list = [...printed];
  const redacted = redactEach(list);
  const changed = new Map<string, string>();
  list.forEach((s, i) => {
    const r = redacted[i];
    if (r !== undefined && r !== s) changed.set(s, r);
  });
  const one = (s: string | null): string | null => (s === null ? null : (changed.get(s) ?? s));
  const all = (l: string[]): string[] => l.map((s) => changed.get(s) ?? s);
  const slot = (s: CheckpointSession): CheckpointSession => ({ ...s, agentLabel: one(s.agentLabel), model: one(s.model), branch: one(s.branch), filesTouched: all(s.filesTouched) });
  const sessions = scope === 'sessions';
  return {
    checkpoints: checkpoints.map((cp) => ({
      ...cp,
      branch: one(cp.branch),
      filesTouched: sessions ? [] : changed.size === 0 ? cp.filesTouched : all(cp.filesTouched),
      sessions: changed.size === 0 ? cp.sessions : cp.sessions.map(slot),
    })),
    prompts: changed.size === 0 ? prompts : prompts.map(([oid, line]) => [oid, one(line)]),
  };
}

/** Adds the strings a view's scope prints to `clean`: each one is a redaction's output (see printedView). */
export function addPrinted(view: PrintedView, clean: CleanStrings): void {
  const { strings } = clean;
  eachPrinted(view.checkpoints, view.prompts, clean.scope, (s) => strings.add(s));
}
