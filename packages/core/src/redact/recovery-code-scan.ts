/**
 * Two-factor recovery codes (issue 13, attack set 13): a list of short codes (`mqzok-qkmhj 2bk9t-vdx61 …`,
 * `A1B2-C3D4`) after a word that says recovery, backup or scratch codes. Each code alone is too short and too plain
 * to read as a secret; the list after its name is what says so. Two codes of one shape at least, one with a digit and
 * a letter; or two codes of digits only (Google's `3348 2551, 9291 2424, …`, pasted in pairs too), which a date or a
 * version never is; or three codes of one group and one length (PlayStation's `er2fswd3r8, z5qgca43hf, …`).
 */
import type { RawMatch } from './rule-types.js';

/** The words the list follows: the anchor scan finds them (any case). */
export const RECOVERY_CODE_WORDS = ['recovery code', 'backup code', 'scratch code', 'recovery-code', 'backup-code', 'recovery_code', 'backup_code'];

/** How far after the word the list may run. */
const REACH = 600;
/** One code: two groups of 4 to 6 letters or digits joined by `-`, not part of a longer dashed or dotted name. */
const CODE = /(?<![\w.-])[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}(?![\w.-])/g;
/** One code of one group (PlayStation's `er2fswd3r8`): 6 to 12 letters and digits set apart by a comma or a blank. */
const PLAIN_CODE = /(?<![^\s,;:])[A-Za-z0-9]{6,12}(?=[\s,;]|$)/g;
/** One code of digits: two groups of 4 or 5 joined by a blank or `-` (`3348 2551`), standing apart from other digits. */
const DIGIT_CODE = /(?<![\w.:/-])\d{4,5}[ -]\d{4,5}(?![\w.:/-])/g;

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
  if (digits.length >= 2) return digits;
  return plainList(tail);
}

/**
 * Three codes of one group and one length or more in a row, most with a digit among letters: words of a sentence
 * differ in length, and hold no digit.
 */
function plainList(tail: string): RegExpExecArray[] | null {
  const codes = [...tail.slice(0, 200).matchAll(PLAIN_CODE)];
  const first = codes[0];
  if (first === undefined || first.index > 4) return null;
  const run = codes.filter((m) => m[0].length === first[0].length);
  if (run.length < 3) return null;
  const mixed = run.filter((m) => /[0-9]/.test(m[0]) && /[A-Za-z]/.test(m[0])).length;
  return mixed * 2 > run.length ? run : null;
}
