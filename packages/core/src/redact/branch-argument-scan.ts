/**
 * The new branch a git command names (`git checkout -b vault-pw/722818`, `git switch -c release/kiosk-pass-…`),
 * judged part by part as a branch given alone is (named-part-scan.ts): a secret's noun, then its value. In a text
 * only a path's folders are read so, and a command's branch is no path. A name that is one random token and nothing
 * else (`git checkout -b Qz8mK2pL9vXr4T`, a token the user said to name the branch after) is a value pasted where a
 * name goes: people name branches with words, issue keys and numbers, tools add words (`claude/<slug>-<id>`), and a
 * commit's short id is one case.
 */
import type { RawMatch } from './rule-types.js';
import { scanNamedParts } from './named-part-scan.js';
import { looksRandom } from './entropy.js';
import { isShortRandom } from './keyword.js';

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
    if (randomName(m[1]!)) {
      out.push({ rule: 'generic-secret', start, end: NEW_BRANCH.lastIndex });
      continue;
    }
    for (const f of scanNamedParts(m[1]!, true)) out.push({ rule: f.rule, start: start + f.start, end: start + f.end });
  }
  return out;
}

/** One token of letters of both cases and digits, random (no word in it): no name a person or a tool gives a branch. */
function randomName(name: string): boolean {
  return /^[A-Za-z0-9]{8,64}$/.test(name) && /[A-Z]/.test(name) && /[a-z]/.test(name) && /[0-9]/.test(name) && (isShortRandom(name) || looksRandom(name, 16));
}
