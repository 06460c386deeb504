/**
 * A secret that is a whole part of a name given alone (a file's, a folder's, a branch's): a generator's token saved
 * as a file (`creds/<token>.json`), a branch named after a license key (`fix/<ticket>-<key>`), a folder named by a
 * made password. No noun stands beside it, so only its own shape tells it: a name is words, numbers, versions, dates,
 * digests and ids, and the shapes below are none of these.
 *
 * Judged in a name's part: the part's stem (its extension off), and each run of it after a `-` (a topic or a ticket
 * leads the value: `hotfix/ops-<key>`). Parts joined by `_` or `.` are one token (`req_…`, `toolu_…`, `main.<hash>`):
 * the ids of APIs and bundlers are glued so, and stay.
 *
 * What stays, measured on names of real files and branches (node_modules, a system's files, the corpus's paths):
 * hex of any length (a commit, a tree, a content hash name files and branches), UUIDs and ULIDs, a KSUID (27 base62
 * characters: a sortable id, as random as a token to the eye), CamelCase and words with a number, all lower case.
 */
import { charClasses, classFlipRate, isHex, shannon } from './entropy.js';
import { groupShape } from './made-shape.js';
import { isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { FILE_EXTENSION } from './scan-util.js';
import { camelName, hasWord } from './word-runs.js';

/** A part of a name: between `/` or `\` and the line's ends (a list of names is one a line). */
const PART = /[^/\\\n]+/g;
/** A KSUID: 27 characters of base62. */
const KSUID_LENGTH = 27;

/** The parts of each name (one a line) that are a secret by their shape alone. */
export function scanRandomNameParts(names: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (const m of names.matchAll(PART)) {
    const stem = m[0].slice(0, m[0].length - (FILE_EXTENSION.exec(m[0])?.[0].length ?? 0));
    const span = secretIn(stem);
    if (span !== null) out.push({ rule: 'generic-secret', start: m.index + span[0], end: m.index + span[1] });
  }
  return out;
}

/** Where the secret stands in `stem` as [start, end]: the longest run after a `-` (or the stem) that is one. */
function secretIn(stem: string): [number, number] | null {
  for (let at = 0; at < stem.length; at = stem.indexOf('-', at) + 1 || stem.length) {
    const rest = stem.slice(at);
    if (groupShape(rest) || madeWords(rest)) return [at, stem.length];
    const word = /^[A-Za-z0-9]+/.exec(rest)?.[0] ?? '';
    if (word.length === rest.length || rest.charAt(word.length) === '-') {
      if (randomNameToken(word)) return [at, at + word.length];
    }
  }
  return null;
}

/**
 * A generator's token: base62 (capitals, lower case and digits) or capitals and digits (base32, base36), 16
 * characters or more, flipping class like random text, a generator's entropy; no digest, id or CamelCase name.
 */
export function randomNameToken(word: string): boolean {
  if (word.length < 16 || word.length > 128 || word.length === KSUID_LENGTH || isHex(word) || isPublicId(word)) return false;
  const c = charClasses(word);
  if (c.digit === 0 || c.upper < 2) return false;
  if (shannon(word) < (word.length >= 40 ? 4.3 : 3.5)) return false;
  // capitals and digits: the digits scattered among the letters (`IMG20240315123456` is one word, then one number)
  if (c.lower === 0) return (word.match(/(?<=[A-Z])[0-9]+(?=[A-Z])/g) ?? []).length >= 2;
  // a name's words keep the case of a run of letters (`libLLVMAArch64AsmParser`, `ProjectS3Location`); a long random
  // run holds a word-like run by chance
  if (word.length < 24 && hasWord(word)) return false;
  return c.lower >= 2 && classFlipRate(word) >= 0.4 && !camelName(word);
}

/**
 * A password a person made of words and a number (`walnut-copper-Harbor-4821`): three words or more joined by `-`,
 * lower case then a capitalised one, and three or four digits that are no year to end it. A name's words keep one
 * case, or capitalise the first; its number is a version, an issue or a year.
 */
function madeWords(run: string): boolean {
  const m = /^[a-z]{3,12}(?:-[a-z]{3,12})+-[A-Z][a-z]{2,12}-([0-9]{3,4})$/.exec(run);
  return m !== null && !/^(?:19|20)[0-9]{2}$/.test(m[1]!);
}
