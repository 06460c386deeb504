/**
 * Values written as groups joined by `-`, found by their shape alone, in one pass over the text's dashes:
 * - a licence key or serial as its vendor prints it: three or more groups of 5 capitals and digits mixed (a Steam or
 *   Windows key, `1HKL6-9RK2T-DY9MP`), or five or more groups of 4 to 6 digits (an Adobe serial,
 *   `6986-8952-2355-0569-9526-8588`, 24 digits), or three or more groups of 4 or 6 each mixing capitals and
 *   digits (a code on a router's sticker, `W1F4-K3YX-9PQ2`), or five groups of 4 after a product's code of two
 *   (a Unity serial). People paste these into prose with whatever words
 *   ("redeem code for the test account:"); no date, phone number, version, UUID or id of code has that shape (their
 *   groups differ in length, are hex, or are fewer);
 * - a secret spelled out so nobody mistypes it, one character at a time (`q-o-z-j-f-I-z-p-9-9`): code and prose never
 *   write seven single characters of mixed kinds (letters of both cases, or letters and digits) joined by `-`.
 *
 * The pattern starts at the literal `-` and reads the first group with a lookbehind. It is tried only at a dash found
 * by indexOf between two groups of at most 6 letters or digits (`1HKL6-9RK2T-`): most of a transcript's dashes
 * (`--flag`, ` - `, `hand-off`, a date) fail that look at a few characters.
 */
import type { RawMatch } from './rule-types.js';
import { isAlnum, isWordChar } from './scan-util.js';

const GROUPS = /-(?<=(?<![\w-])([A-Za-z0-9]{1,6})-)[A-Za-z0-9]{1,6}(?:-[A-Za-z0-9]{1,6}){1,63}(?![\w-])/y;
/** The longest group. */
const GROUP = 6;

/** Groups that make a vendor's key: one length, enough of them, letters and digits mixed (or only digits, many). */
export function serialShape(v: string): boolean {
  // groups of one length (the first's) make a length they divide, with the dashes: most runs of groups (a date, a
  // version, a UUID's tail) are told by it before they are split
  const first = v.indexOf('-');
  if ((v.length + 1) % ((first < 0 ? v.length : first) + 1) !== 0) return false;
  const groups = v.split('-');
  const size = groups[0]!.length;
  if (size < 4 || groups.length > 8 || !groups.every((g) => g.length === size && /^[A-Z0-9]+$|^[a-z]+$/.test(g))) return false;
  if (groups.every((g) => /^[0-9]+$/.test(g))) return groups.length >= 5;
  // hex groups are a digest or an id cut into pieces; a key's alphabet goes past `F`
  if (!/[G-Z]/.test(v)) return false;
  const mixed = groups.filter((g) => /[0-9]/.test(g) && /[A-Z]/.test(g)).length;
  const lower = groups.filter((g) => /^[a-z]+$/.test(g)).length;
  if (size === 5) return lower === 0 && mixed >= groups.length - 1;
  // a code of 4 or 6 read off a sticker or a screen (`W1F4-K3YX-9PQ2`): three groups or more, every one mixed, or
  // one of lower-case letters after two mixed ones (`KQD417-XRT902-bmwzoe`, a passphrase some devices print)
  return groups.length >= 3 && (mixed === groups.length || (lower === 1 && mixed === groups.length - 1 && mixed >= 2));
}

/**
 * A serial led by its product's code, two capitals or a capital and a digit, then five groups of 4 (Unity's
 * `E3-AQLV-4AG4-84LH-ZRUD-NRRW`): digits in two groups at least and a letter past `F`, as a vendor's key has and a
 * digest cut into pieces does not.
 */
function productSerialShape(v: string): boolean {
  if (!/^[A-Z][A-Z0-9]-[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4}$/.test(v)) return false;
  const groups = v.split('-').slice(1);
  return groups.filter((g) => /[0-9]/.test(g)).length >= 2 && /[G-Z]/.test(groups.join(''));
}

/** Seven single characters or more, of two kinds at least, and not a run of the alphabet or the digits (`a-b-c-d`). */
export function spelledShape(chars: string): boolean {
  if (chars.length < 7) return false;
  const kinds = Number(/[a-z]/.test(chars)) + Number(/[A-Z]/.test(chars)) + Number(/[0-9]/.test(chars));
  if (kinds < 2) return false;
  let steps = 0;
  for (let i = 1; i < chars.length; i++) if (chars.charCodeAt(i) - chars.charCodeAt(i - 1) === 1) steps++;
  return steps * 2 < chars.length;
}

export function scanDashGroups(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (let d = text.indexOf('-'); d >= 0; d = text.indexOf('-', d + 1)) {
    if (!groupsAround(text, d)) continue;
    GROUPS.lastIndex = d;
    const m = GROUPS.exec(text);
    if (m === null) continue;
    const start = d - m[1]!.length;
    const end = d + m[0].length;
    d = end - 1;
    const v = text.slice(start, end);
    if (m[1]!.length === 2 && productSerialShape(v)) out.push({ rule: 'generic-secret', start, end });
    // a first group of 2 or 3 characters starts neither a spelled value (single characters) nor a key (4 to 6)
    if (m[1]!.length === 2 || m[1]!.length === 3) continue;
    const singles = v.length % 2 === 1 && /^(?:[A-Za-z0-9]-)+[A-Za-z0-9]$/.test(v);
    if (singles ? spelledShape(v.replace(/-/g, '')) : serialShape(v)) out.push({ rule: 'generic-secret', start, end });
  }
  return out;
}

/** The dash at `d` stands after a group that starts a word and before a group and another dash: GROUPS may match. */
function groupsAround(text: string, d: number): boolean {
  let s = d;
  while (s > 0 && d - s <= GROUP && isAlnum(text.charCodeAt(s - 1))) s--;
  if (s === d || d - s > GROUP || isWordChar(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 45) return false;
  let e = d + 1;
  while (e - d <= GROUP + 1 && isAlnum(text.charCodeAt(e))) e++;
  return e > d + 1 && e - d - 1 <= GROUP && text.charCodeAt(e) === 45;
}
