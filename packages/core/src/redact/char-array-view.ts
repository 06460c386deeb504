/**
 * A value written as a list of its characters (`["T","r","0","u","b",…]`, `['h', 'u', …]`, also JSON-escaped inside
 * a record): the way a config, a fixture or a person hides it from a search. Read as the one string it spells, in
 * quotes, in place of the list, so the rules judge `password = [...]` as they judge the literal. Only a list of
 * eight characters or more is read (a list of flags or options holds words, not characters).
 */
import { replacedView, type PlacedText, type UnescapedView } from './unescaped-view.js';

/** One character in quotes, `"` or `'`, also JSON-escaped (`\"T\"`); no capture, so the list may repeat it. */
const CHAR = String.raw`\\*(?:"[^"'\\\s]\\*"|'[^"'\\\s]\\*')`;
const BLANKS = String.raw`(?:\s|\\[nrt])*`;
/** A list of eight to 128 such characters, whole. */
const LIST = new RegExp(String.raw`\[${BLANKS}(?:${CHAR}${BLANKS},${BLANKS}){7,127}${CHAR}${BLANKS},?${BLANKS}\]`, 'g');
/** One of a list's characters: group 1. */
const ONE_CHAR = /["']([^"'\\\s])\\*["']/g;
/** Two quoted characters and their comma, from the first's quote: the gate's test where a `",` or `',` stands. */
const PAIR = /["'][^"'\\\s]\\*["']\s*,\s*\\*["'][^"'\\\s]\\*["']/y;

/** The text with each list of characters read as the string it spells, or null when it has none. */
export function charArrayView(text: string): UnescapedView | null {
  if (!holdsCharPair(text)) return null;
  return replacedView(text, LIST, spelled);
}

/**
 * The string a list spells, in quotes: each character placed at its own item, the opening quote at the `[`, the
 * closing one at the `]`, so a finding covers the items it reads.
 */
function spelled(m: RegExpExecArray): PlacedText {
  const at = [m.index];
  let chars = '"';
  for (const c of m[0].matchAll(ONE_CHAR)) {
    chars += c[1]!;
    at.push(m.index + c.index + 1);
  }
  at.push(m.index + m[0].length - 1);
  return { text: `${chars}"`, at };
}

/** Two quoted characters in a row (`"T","r"`) somewhere: found from each quote-and-comma, which JSON holds often. */
function holdsCharPair(text: string): boolean {
  for (const q of ['",', "',"]) {
    for (let i = text.indexOf(q); i >= 0; i = text.indexOf(q, i + 2)) {
      // the opening quote stands two characters back, or three when the closing one is JSON-escaped (`\"T\",`):
      // told by character codes first, as most of a JSON text's `",` close a longer string
      const back = isQuote(text.charCodeAt(i - 2)) ? 2 : text.charCodeAt(i - 1) === 92 && isQuote(text.charCodeAt(i - 3)) ? 3 : 0;
      if (back === 0) continue;
      PAIR.lastIndex = i - back;
      if (PAIR.test(text)) return true;
    }
  }
  return false;
}

function isQuote(c: number): boolean {
  return c === 34 || c === 39;
}
