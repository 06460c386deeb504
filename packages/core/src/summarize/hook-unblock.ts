/**
 * A commit a hook turned down, unblocked by removing what the hook's output blamed: `git commit` fails with the
 * pre-commit checks failing in `tmp/clones/agents-eval-DtKspd/` (a leftover clone the test runner picked up), the agent
 * runs `rm -rf tmp/clones/agents-eval-DtKspd/`, and the same commit then goes through with the hook in place. The agent
 * chose to clear the cause over bypassing the hook (`--no-verify`): the next agent who meets the same failure should
 * do the same. The records show it all: the refused commit's output names the path, the removal, the commit passing.
 */
import type { BuilderState } from './builder-state.js';
import { clip } from './clip.js';
import { DECISION_MAX } from './decisions.js';
import type { HeldRef } from './source-lines.js';

/** How much of the refused commit's output is kept to find the paths it names. */
const OUTPUT_KEPT = 20_000;
/** Skipping the hooks: `--no-verify`, or `-n` among the commit's short flags. */
const BYPASSES = /\s--no-verify\b|\s-[a-zA-Z]*n[a-zA-Z]*(?=\s|$)/;

export interface RefusedCommit {
  output: string;
  removed: string[];
}

/** A commit the hooks refused: its output is kept until a later commit goes through. */
export function onRefusedCommit(s: BuilderState, output: string): void {
  s.refusedCommit = { output: clip(output, OUTPUT_KEPT), removed: [] };
}

/** A path removed while a commit stands refused, when the refusal's output names it (trailing slash aside). */
export function onRemoved(s: BuilderState, path: string): void {
  const refused = s.refusedCommit;
  const named = path.replace(/\/+$/, '');
  if (!refused || named.length < 3) return;
  const rel = s.relativize(named);
  if (refused.output.includes(rel) && !refused.removed.includes(rel)) refused.removed.push(rel);
}

/** A commit that went through: after a removal the refusal blamed, and with the hooks on, that removal is the choice. */
export function onCommitPassed(s: BuilderState, command: string, source: HeldRef): void {
  const refused = s.refusedCommit;
  s.refusedCommit = null;
  if (!refused || refused.removed.length === 0 || BYPASSES.test(command)) return;
  const paths = refused.removed.map((p) => `\`${p}\``).join(', ');
  const text = `Unblocked the refused commit by removing ${paths}, which the hook's failing output named, then committed again with the hook in place`;
  s.pushDecision({ text: clip(text, DECISION_MAX), rejected: [] }, 'assistant', source, true);
}
