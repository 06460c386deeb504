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

/**
 * Where a part starts: after a `/`, or after the lower-case words a branch's part opens with (`feature/lockbox-<part>`,
 * `fix/alarm-pin-<part>`), the topic a person names the rest after.
 */
const PART_START = String.raw`(?<=^|\/|(?:^|\/)[a-z]{2,16}(?:-[a-z]{2,16}){0,2}-)`;

/**
 * A whole part shaped as people make passwords from two words and a number: `Polar-Zephyr08`, `Stone-720_Poppy`,
 * `sequoia95.Nutmeg`, `OceanScarlet6290`, `Platypus0369Inchworm`, `whimbrel71Aardwolf-`. A branch's words are lower
 * case, or an issue key's capitals with its number (`DHIS2-12085-Test1`, `TECH-1571-fields`): none of 30,071 branch
 * names of the public repositories mirrored has this shape.
 */
const WORDS_AND_NUMBER = new RegExp(
  PART_START +
    String.raw`(?:[A-Z][a-z]{2,12}[-_.]([0-9]{2,4})[-_.][A-Z][a-z]{2,12}|[A-Z][a-z]{2,12}[-_.][A-Z][a-z]{2,12}([0-9]{2,4})|[a-z]{3,12}([0-9]{2,4})[-_.][A-Z][a-z]{2,12}|[A-Z][a-z]{2,12}[A-Z][a-z]{2,12}([0-9]{3,4})|[A-Za-z][a-z]{2,12}([0-9]{2,4})[A-Z][a-z]{2,12}[-_.!*~+=#@?]?)(?=\/|$)`,
  'gm',
);

/** A number that names a width or a base in a code identifier (`Base64Encoder`, `Win32Api`, `Float64Array`). */
const CODE_NUMBER = /^(?:16|32|64|128|256|512|1024)$/;

/**
 * A number, a word in capitals and one in lower case (`76UAKARI-viscacha`, `12CAPYBARA.gharial`), or four words or
 * more in lower case joined by dots (`ermine.yellowhammer.bilberry.gerenuk`) ending the part: a made password or a
 * passphrase. An issue key puts its capitals first; a Java package its domain (`org.apache.maven.plugins`), and a
 * version after it.
 */
const MADE_PART = new RegExp(
  PART_START +
    String.raw`(?:[0-9]{2,4}[A-Z]{3,12}[-_.!*~+=#@]?[a-z]{3,12}|(?!(?:com|org|net|io|dev|app|www|github|google)\.)[a-z]{3,12}(?:\.[a-z]{3,12}){3,7})(?=\/|$)`,
  'gm',
);

/** The parts of each branch (one a line) that are a password's shape. */
export function scanBranchPasswords(branches: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (const m of branches.matchAll(DIGITS_AROUND_LETTERS)) {
    const part = m[0];
    if (part.length < 8 || part.length > 40 || !/\p{Lu}/u.test(part) || !/\p{Ll}/u.test(part)) continue;
    out.push({ rule: 'generic-secret', start: m.index, end: m.index + part.length });
  }
  for (const m of branches.matchAll(WORDS_AND_NUMBER)) {
    // a year is what a release names (`Release-2024-Final`)
    if (/^(?:19|20)[0-9]{2}$/.test(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!) || CODE_NUMBER.test(m[5] ?? '')) continue;
    out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  }
  for (const m of branches.matchAll(MADE_PART)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  for (const m of branches.matchAll(HEX_PART)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  return out;
}
