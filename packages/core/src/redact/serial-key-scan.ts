/**
 * A licence key or serial as its vendor prints it, found by its shape alone: groups of one length joined by `-`,
 * three or more groups of 5 capitals and digits mixed (a Steam or Windows key, `1HKL6-9RK2T-DY9MP`), or five or more
 * groups of 4 to 6 digits (an Adobe serial, `6986-8952-2355-0569-9526-8588`, 24 digits). People paste these into
 * prose with whatever words ("redeem code for the test account:", "serial number for the Acrobat install"); no date,
 * phone number, version, UUID or id of code has that shape (their groups differ in length, are hex, or are fewer).
 *
 * The pattern starts at the literal `-` (V8 searches for it) and reads the first group with a lookbehind.
 */
import type { RawMatch } from './rule-types.js';

const SERIAL = /-(?<=(?<![\w-])([A-Z0-9]{4,6})-)[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){1,7}(?![\w-])/g;

/** Groups that make a vendor's key: one length, enough of them, letters and digits mixed (or only digits, many). */
export function serialShape(v: string): boolean {
  const groups = v.split('-');
  const size = groups[0]!.length;
  if (!groups.every((g) => g.length === size)) return false;
  if (groups.every((g) => /^[0-9]+$/.test(g))) return groups.length >= 5;
  // hex groups are a digest or an id cut into pieces; a key's alphabet goes past `F`
  if (size !== 5 || !/[G-Z]/.test(v)) return false;
  return groups.filter((g) => /[0-9]/.test(g) && /[A-Z]/.test(g)).length >= groups.length - 1;
}

export function scanSerialKeys(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  SERIAL.lastIndex = 0;
  for (let m = SERIAL.exec(text); m !== null; m = SERIAL.exec(text)) {
    const start = m.index - m[1]!.length;
    const end = m.index + m[0].length;
    if (serialShape(text.slice(start, end))) out.push({ rule: 'generic-secret', start, end });
  }
  return out;
}
