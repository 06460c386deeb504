/**
 * Rows of the rule table for a secret-shaped value given as a branch's name. A long hex run reads as a commit or an
 * object id wherever it stands, and is kept there (ids-and-digests-kept.test.ts); but a branch name is never a commit
 * id: git refuses no name, and a 32-to-128-hex branch is a token pasted where a name goes (a password-reset token
 * as `git checkout -b <token>`). So the run is redacted where the text says it names a branch: a `branch` field or
 * word (`"gitBranch": "…"`, `GIT_BRANCH=…`, git's `On branch …`, `Switched to a new branch '…'`, `[new branch] …`),
 * the new branch of `git checkout -b`, `git switch -c`, `git worktree add -b` and `--orphan`, a `refs/heads/` ref, and
 * the ref `git push <remote>` sends. The start point after a new branch's name (`git checkout -b fix <sha>`) and a
 * source given as `<sha>:<ref>` stay: those are commits.
 */
import type { RegexRule } from './rule-types.js';

/** A hex run of a digest's length or more, whole: no hex, word character, `-` or `:` goes on after it. */
const HEX_RUN = `([0-9a-f]{32,128})(?![0-9a-z_:-])`;
/** An optional quote before the value, also JSON-escaped. */
const QUOTE = `(?:\\\\*["'])?`;

/** What names the branch the next word is: a field or word, a command's new-branch argument, a ref. */
const LEADS = [
  // a field or a word (`gitBranch`, `GIT_BRANCH`, `branch:`, `On branch`, `[new branch]`), its quotes and separator
  `branch(?:[_-]?name)?${QUOTE}\\]?[ \\t]*(?:[:=][ \\t]*)?${QUOTE}`,
  `checkout[ \\t]+-[bB][ \\t]+${QUOTE}`,
  `switch[ \\t]+(?:-[cC]|--create|--force-create)[ \\t]+${QUOTE}`,
  `worktree[ \\t]+add[ \\t]+-[bB][ \\t]+${QUOTE}`,
  `--orphan[ \\t]+${QUOTE}`,
  `refs\\/heads\\/`,
  // the remote's name beside the local one in git's `* [new branch]  <local> -> <remote>`
  `->(?<=\\[new branch\\][ \\t]+\\S{1,256}[ \\t]+->)[ \\t]+`,
  // `git push [flags] <remote> [HEAD:]<ref>`, anchored at `push`: `git` starts every `gitBranch` field
  `push(?<=git[ \\t]{1,8}push)(?:[ \\t]+-[\\w-]+)*[ \\t]+[\\w.-]+[ \\t]+(?:HEAD:)?${QUOTE}`,
];

/** The run holds digits and letters both: all digits is a number, and a token mixes them. */
const mixed = (s: string): boolean => /[0-9]/.test(s) && /[a-f]/i.test(s);

export const BRANCH_NAME_RULES: RegexRule[] = [
  {
    id: 'generic-secret',
    pattern: new RegExp(`(?:${LEADS.join('|')})${HEX_RUN}`, 'gdi'),
    group: 1,
    leftBoundary: true,
    check: mixed,
  },
];
