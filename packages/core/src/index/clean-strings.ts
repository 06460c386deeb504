import { redactEach } from '../redact/redact.js';
import type { Checkpoint } from '../types/index-model.js';

type Prompts = readonly [string, string | null][];

/** What the command prints: `list --json`'s sessions, or `list --checkpoints --json`'s checkpoints. */
export type CleanScope = 'sessions' | 'checkpoints';

/** The strings verified clean for one scope (see RepoIndex.cleanStrings), filled as layouts are read. */
export interface CleanStrings {
  scope: CleanScope;
  strings: Set<string>;
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
 * Adds the strings `clean`'s scope prints that redaction leaves unchanged to it; returns those of either scope that
 * redaction changes, for the snapshot to keep (see addClean).
 */
export function checkClean(checkpoints: readonly Checkpoint[], prompts: Prompts, clean: CleanStrings): string[] {
  const printed = new Set<string>();
  eachPrinted(checkpoints, prompts, null, (s) => printed.add(s));
  const list = [...printed];
  const redacted = redactEach(list);
  const changed = list.filter((s, i) => redacted[i] !== s);
  addClean(checkpoints, prompts, changed, clean);
  return changed;
}

/** Adds the strings `clean`'s scope prints but those in `changed` (which checkClean returned for the same input). */
export function addClean(checkpoints: readonly Checkpoint[], prompts: Prompts, changed: readonly string[], clean: CleanStrings): void {
  const skip = new Set(changed);
  const { strings } = clean;
  eachPrinted(checkpoints, prompts, clean.scope, skip.size === 0 ? (s) => strings.add(s) : (s) => skip.has(s) || strings.add(s));
}
