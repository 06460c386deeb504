/**
 * Two-factor recovery codes (issue 13, attack set 13): a list of short codes (`mqzok-qkmhj 2bk9t-vdx61 …`,
 * `A1B2-C3D4`) after a word that says recovery, backup or scratch codes. Each code alone is too short and too plain
 * to read as a secret; the list after its name is what says so. Two codes of one shape at least, one with a digit and
 * a letter; or two codes of digits only (Google's `3348 2551, 9291 2424, …`, pasted in pairs too), which a date or a
 * version never is; or three codes of one group and one length (PlayStation's `er2fswd3r8, z5qgca43hf, …`).
 */
import type { RawMatch } from './rule-types.js';

/** The words the list follows: the anchor scan finds them (any case). */
export const RECOVERY_CODE_WORDS = ['recovery code', 'backup code', 'scratch code', 'emergency code', 'recovery-code', 'backup-code', 'recovery_code', 'backup_code'];

/** How far after the word the list may run. */
const REACH = 600;
/** One code: two groups of 4 to 6 letters or digits joined by `-`, not part of a longer dashed or dotted name. */
const CODE = /(?<![\w.-])[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}(?![\w.-])/g;
/** One code of digits: two groups of 4 or 5 joined by a blank or `-` (`3348 2551`), standing apart from other digits. */
const DIGIT_CODE = /(?<![\w.:/-])\d{4,5}[ -]\d{4,5}(?![\w.:/-])/g;
/**
 * Codes of one piece (`24e3cc486824, 7b0a36f87038, …`, `k3v9q2mx 8wz4p7ta …`): three or more in a row, split by
 * commas or blanks only. One alone may be a commit's short id; a run of them of one length after the word is the list.
 */
const RUN_OF_CODES = /(?<![\w.:/-])[A-Za-z0-9]{6,16}(?:(?:,[ \t]*|[ \t]+)[A-Za-z0-9]{6,16}){2,}(?![\w.:/-])/;
const ONE_CODE = /[A-Za-z0-9]+/g;
/**
 * Codes of two groups joined by a blank, split by commas (Dropbox's `m424 3uks, sf73 upsz, …`): three or more in a
 * row. A sentence's words split by commas are seldom two of one length each, and hold no digit.
 */
const PAIRED_CODES = /(?<![\w.:/-])[A-Za-z0-9]{4,6} [A-Za-z0-9]{4,6}(?:,[ \t]*[A-Za-z0-9]{4,6} [A-Za-z0-9]{4,6}){2,}(?![\w.:/-])/;
const ONE_PAIR = /[A-Za-z0-9]+ [A-Za-z0-9]+/g;

export function scanRecoveryCodes(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    const from = p + 12;
    const codes = listAfter(text.slice(from, from + REACH));
    if (codes === null) continue;
    for (const m of codes) out.push({ rule: 'generic-secret', start: from + m.index, end: from + m.index + m[0].length });
    after = from + REACH;
  }
  return out;
}

/** The codes of the list, or null when what follows the word is no list of codes. */
function listAfter(tail: string): RegExpExecArray[] | null {
  const codes: RegExpExecArray[] = [...tail.matchAll(CODE)];
  if (codes.length >= 2 && codes.some((m) => /[0-9]/.test(m[0]) && /[A-Za-z]/.test(m[0]))) return codes;
  const digits: RegExpExecArray[] = [...tail.matchAll(DIGIT_CODE)];
  return digits.length >= 2 ? digits : runOfCodes(tail) ?? pairedCodes(tail);
}

/** The codes of a run of two-group codes, all of one length and most of digits and letters both. */
function pairedCodes(tail: string): RegExpExecArray[] | null {
  const run = PAIRED_CODES.exec(tail);
  if (run === null) return null;
  const codes = [...run[0].matchAll(ONE_PAIR)];
  if (codes.some((m) => m[0].length !== codes[0]![0].length)) return null;
  const mixed = codes.filter((m) => /[0-9]/.test(m[0]) && /[A-Za-z]/.test(m[0])).length;
  if (mixed * 2 <= codes.length) return null;
  for (const m of codes) m.index += run.index;
  return codes;
}

/**
 * The codes of a run of one-piece codes, all of one length and most of digits and letters both: words of a sentence
 * differ in length and hold no digit.
 */
function runOfCodes(tail: string): RegExpExecArray[] | null {
  const run = RUN_OF_CODES.exec(tail);
  if (run === null) return null;
  const codes = [...run[0].matchAll(ONE_CODE)];
  const length = codes[0]![0].length;
  if (codes.some((m) => m[0].length !== length)) return null;
  const mixed = codes.filter((m) => /[0-9]/.test(m[0]) && /[A-Za-z]/.test(m[0])).length;
  if (mixed * 2 <= codes.length) return null;
  for (const m of codes) m.index += run.index;
  return codes;
}
