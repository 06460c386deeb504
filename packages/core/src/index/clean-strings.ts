import { redactEach } from '../redact/redact.js';
import type { Checkpoint } from '../types/index-model.js';

/**
 * The metadata strings of `checkpoints` that the index prints (agent labels, models, branches, touched files), and
 * the prompt lines it read with them (already redacted). `list --json` of thousands of checkpoints prints tens of
 * thousands of them, nearly all distinct paths: redacting them again on every warm run was a third of its time.
 */
export function printedStrings(checkpoints: readonly Checkpoint[], prompts: readonly [string, string | null][]): Set<string> {
  const out = new Set<string>();
  const add = (s: string | null) => {
    if (s !== null) out.add(s);
  };
  for (const cp of checkpoints) {
    add(cp.branch);
    for (const f of cp.filesTouched) out.add(f);
    for (const s of cp.sessions) {
      add(s.agentLabel);
      add(s.model);
      add(s.branch);
      for (const f of s.filesTouched) out.add(f);
    }
  }
  for (const [, line] of prompts) add(line);
  return out;
}

/** Those of `strings` that redaction changes: the rest are printed as they are, so need no second pass. */
export function changedByRedaction(strings: ReadonlySet<string>): string[] {
  const list = [...strings];
  const clean = redactEach(list);
  return list.filter((s, i) => clean[i] !== s);
}

/** Adds `strings` but those in `changed` to `clean`. */
export function addClean(clean: Set<string>, strings: ReadonlySet<string>, changed: readonly string[]): void {
  const skip = new Set(changed);
  for (const s of strings) if (!skip.has(s)) clean.add(s);
}
