import { redactEach } from '../redact/redact.js';
import type { Checkpoint } from '../types/index-model.js';

type Prompts = readonly [string, string | null][];

/**
 * Calls `use` with each metadata string of `checkpoints` that the index prints (agent labels, models, branches,
 * touched files), and each prompt line it read with them (already redacted). `list --json` of thousands of
 * checkpoints prints tens of thousands of them, nearly all distinct paths: redacting them again on every warm run was
 * a third of its time.
 */
function eachPrinted(checkpoints: readonly Checkpoint[], prompts: Prompts, use: (s: string) => void): void {
  for (const cp of checkpoints) {
    if (cp.branch !== null) use(cp.branch);
    for (const f of cp.filesTouched) use(f);
    for (const s of cp.sessions) {
      if (s.agentLabel !== null) use(s.agentLabel);
      if (s.model !== null) use(s.model);
      if (s.branch !== null) use(s.branch);
      for (const f of s.filesTouched) use(f);
    }
  }
  for (const [, line] of prompts) if (line !== null) use(line);
}

/**
 * Adds the printed strings (see eachPrinted) that redaction leaves unchanged to `clean`; returns the ones it changes,
 * for the snapshot to keep (see addClean).
 */
export function checkClean(checkpoints: readonly Checkpoint[], prompts: Prompts, clean: Set<string>): string[] {
  const printed = new Set<string>();
  eachPrinted(checkpoints, prompts, (s) => printed.add(s));
  const list = [...printed];
  const redacted = redactEach(list);
  const changed = list.filter((s, i) => redacted[i] !== s);
  addClean(checkpoints, prompts, changed, clean);
  return changed;
}

/** Adds the printed strings but those in `changed` (which checkClean returned for the same input) to `clean`. */
export function addClean(checkpoints: readonly Checkpoint[], prompts: Prompts, changed: readonly string[], clean: Set<string>): void {
  const skip = new Set(changed);
  eachPrinted(checkpoints, prompts, skip.size === 0 ? (s) => clean.add(s) : (s) => skip.has(s) || clean.add(s));
}
