/**
 * The new branch a git command names (`git checkout -b vault-pw/722818`, `git switch -c release/kiosk-pass-…`),
 * judged part by part as a branch given alone is (named-part-scan.ts): a secret's noun, then its value. In a text
 * only a path's folders are read so, and a command's branch is no path.
 */
import type { RawMatch } from './rule-types.js';
import { scanNamedParts } from './named-part-scan.js';

export const BRANCH_ARGUMENT_WORDS: readonly string[] = ['checkout', 'switch', 'worktree'];

/** At one of the words: the flag that creates a branch, then its name (quoted too, also JSON-escaped). */
const NEW_BRANCH = /(?:checkout|switch|worktree[ \t]+add)[ \t]+(?:-[bBcC]|--create|--force-create)[ \t]+\\*["']?([\w./-]{3,200})/iy;

export function scanBranchArguments(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    NEW_BRANCH.lastIndex = p;
    const m = NEW_BRANCH.exec(text);
    if (m === null) continue;
    const start = NEW_BRANCH.lastIndex - m[1]!.length;
    for (const f of scanNamedParts(m[1]!, true)) out.push({ rule: f.rule, start: start + f.start, end: start + f.end });
  }
  return out;
}
