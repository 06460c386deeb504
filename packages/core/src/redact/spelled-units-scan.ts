/**
 * A value written one character per unit, the way a person hides it from a search or a bot: bits (`01010100 …`),
 * code points (`U+0047 U+006F …`), hex bytes (`0x5f, 0x51, …`), Morse (`...- . .-. …`), or characters set apart by
 * dots (`Z.i.t.h.e.r.6.3.!`). Each run is read as the string it spells, and redacted whole when that string is a
 * made password's shape (one token, of several kinds of character), never prose, a magic number or a word.
 */
import { madeToken } from './made-shape.js';
import type { RawMatch } from './rule-types.js';
import { shapedPassword } from './password-shape.js';

/** Eight units or more: a shorter run spells a word at most. */
const BITS = /(?<![0-9])[01]{8}(?:[ ,]{1,2}[01]{8}){7,63}(?![0-9])/g;
const CODE_POINTS = /U\+[0-9A-Fa-f]{4}(?:[ ,]{1,2}U\+[0-9A-Fa-f]{4}){7,63}/g;
const HEX_BYTES = /(?<![\w])0x[0-9A-Fa-f]{2}(?:\s{0,2},\s{0,2}0x[0-9A-Fa-f]{2}){7,63}(?![\w])/g;
const MORSE = /(?<![^\s:])[.-]{1,6}(?: {1,3}(?:\/ )?[.-]{1,6}){5,63}(?![^\s,;])/g;
const DOTTED = /(?<![^\s:"'(])(?:[^\s.\\"']\.){7,63}[^\s.\\"'](?:\.(?=\s|$))?/g;

export function scanSpelledUnits(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  if (text.includes('0 0') || text.includes('1 0') || text.includes(', 0')) collect(text, BITS, (u) => String.fromCharCode(parseInt(u, 2)), /[01]{8}/g, out);
  if (text.includes('U+')) collect(text, CODE_POINTS, (u) => String.fromCodePoint(parseInt(u.slice(2), 16)), /U\+[0-9A-Fa-f]{4}/g, out);
  if (text.includes('0x')) collect(text, HEX_BYTES, (u) => String.fromCharCode(parseInt(u.slice(2), 16)), /0x[0-9A-Fa-f]{2}/g, out);
  if (text.includes('.-') || text.includes('-.')) morse(text, out);
  const dots = dottedStart(text);
  if (dots >= 0) dotted(text, dots, out);
  return out;
}

/** Each run of `re`, its units (`unit`) read by `decode`: redacted when the string they spell is made. */
function collect(text: string, re: RegExp, decode: (unit: string) => string, unit: RegExp, out: RawMatch[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const spelled = (m[0].match(unit) ?? []).map(decode).join('');
    if (madeString(spelled)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  }
}

/**
 * The string is one token of printable characters, of two kinds or more (letters of both cases, digits, a symbol):
 * text spelt out (`Hello world`), a file's magic number (`\x89PNG…`) or a word is not.
 */
function madeString(s: string): boolean {
  if (s.length < 8 || s.length > 64 || !/^[\x21-\x7e]+$/.test(s)) return false;
  if (madeToken(s) || shapedPassword(s)) return true;
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((k) => k.test(s)).length;
  return kinds >= 3 || (kinds === 2 && /[a-z]{3}/.test(s) && /[A-Z]{3}|[0-9]{2}/.test(s));
}

const MORSE_CODE: Record<string, string> = {
  '.-': 'A', '-...': 'B', '-.-.': 'C', '-..': 'D', '.': 'E', '..-.': 'F', '--.': 'G', '....': 'H', '..': 'I', '.---': 'J',
  '-.-': 'K', '.-..': 'L', '--': 'M', '-.': 'N', '---': 'O', '.--.': 'P', '--.-': 'Q', '.-.': 'R', '...': 'S', '-': 'T',
  '..-': 'U', '...-': 'V', '.--': 'W', '-..-': 'X', '-.--': 'Y', '--..': 'Z', '-----': '0', '.----': '1', '..---': '2',
  '...--': '3', '....-': '4', '.....': '5', '-....': '6', '--...': '7', '---..': '8', '----.': '9',
};

/** Morse has no case: a word and a number it spells (`VERBENA723`) is the made shape; prose spelt out has blanks. */
function morse(text: string, out: RawMatch[]): void {
  MORSE.lastIndex = 0;
  for (let m = MORSE.exec(text); m !== null; m = MORSE.exec(text)) {
    if (m[0].includes('/')) continue;
    const letters = m[0].split(/ +/).map((u) => MORSE_CODE[u]);
    if (letters.some((l) => l === undefined)) continue;
    const spelled = letters.join('');
    if (/[A-Z]{3}/.test(spelled) && /[0-9]{2}/.test(spelled)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  }
}

/** Characters set apart by dots (`Z.i.t.h.e.r.6.3.!`): an address or a version is digits, an abbreviation short. */
function dotted(text: string, from: number, out: RawMatch[]): void {
  DOTTED.lastIndex = from;
  for (let m = DOTTED.exec(text); m !== null; m = DOTTED.exec(text)) {
    const spelled = m[0].replace(/\./g, '');
    if (madeString(spelled)) out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  }
}

/**
 * Where the first four dots two characters apart stand (`Z.i.t.h.`), or -1: most texts have dots, few have such a run,
 * so the regex runs on the few from there.
 */
function dottedStart(text: string): number {
  for (let i = text.indexOf('.'); i >= 0; i = text.indexOf('.', i + 1)) {
    if (text.charCodeAt(i + 2) === 46 && text.charCodeAt(i + 4) === 46 && text.charCodeAt(i + 6) === 46) return Math.max(0, i - 2);
  }
  return -1;
}
