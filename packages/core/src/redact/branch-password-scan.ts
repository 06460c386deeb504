/**
 * A password typed as a branch's part (`hotfix/87Jasperubuj7`): letters of both cases between digits, one token. No
 * identifier begins with a digit, no version mixes cases and no issue key lacks its `-`, so no branch a person or a
 * tool names has that shape: 0 of 15,449 real branch names (checkpoint metadata, transcripts' `gitBranch`, merge
 * commits of five public repositories) hold such a part, while an identifier with digits (`OAuth2Login`), a product
 * (`10xDevTools`), a user (`TaKO8Ki/fix_typo`) and a tool's suffix (`claude/run-all-tests-E7DmT`) stay.
 *
 * Only for branches: a file's name may be a build's or a temp folder's random id of that shape.
 *
 * A whole part of 32 to 128 hex (`reset/<40 hex>`) is a token too: a commit id is no branch's name, and tools that
 * name branches after commits glue the id to words (`gh-readonly-queue/main/pr-12-<sha>`) or shorten it (Entire's
 * `entire/c09b4b8-e3b0c4`).
 */
import type { RawMatch } from './rule-types.js';

/** A whole part, between `/` (or the line's start) and `/` (or the line's end): digits, letters, digits. */
const DIGITS_AROUND_LETTERS = /(?<=^|\/)[0-9]+[\p{L}0-9]*\p{L}[0-9]+(?=\/|$)/gmu;
/** A whole part of hex of a digest's length or more, digits and letters both. */
const HEX_PART = /(?<=^|\/)(?=[a-f]*[0-9])(?=[0-9]*[a-f])[0-9a-f]{32,128}(?=\/|$)/gim;

/** The parts of each branch (one a line) that are a password's shape. */
export function scanBranchPasswords(branches: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (const m of branches.matchAll(DIGITS_AROUND_LETTERS)) {
    const part = m[0];
    if (part.length < 8 || part.length > 40 || !/\p{Lu}/u.test(part) || !/\p{Ll}/u.test(part)) continue;
    out.push({ rule: 'generic-secret', start: m.index, end: m.index + part.length });
  }
  for (const m of branches.matchAll(HEX_PART)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  return out;
}
