/**
 * Passwords a person composed in shapes composed-password-scan.ts does not read, said bare in prose of any language
 * ("Zaloguj się przez Heron4417& i…", "Μπες με walnut_Heron_312 και…", "תתחבר עם Quartz*pebble47 לסביבת…"):
 *
 * - one capitalised word, its number and a final symbol (`Heron4417&`), the word perhaps with `@` for a letter
 *   (`Cr@nberry27?`, `W@lnut58!`): the symbol ends the token, so a sentence's punctuation it is not;
 * - capitalised words joined by `-` with a digit glued to the last (`Maple-Heron-Quartz7`);
 * - words of both cases joined by `_` and ending in a number (`walnut_Heron_312`): code's names are one case;
 * - two words on either side of a typed symbol with the number glued to the second (`Quartz*pebble47`).
 *
 * No name, version, flag or expression of code has these shapes whole, with nothing of a path, host or call glued on.
 */
import type { RawMatch } from './rule-types.js';

const MAX = 40;

/** One word (or its `@`-for-a-letter spelling), a number, one typed symbol at the end. */
const ONE_WORD = /^(?:[A-Z][a-z]{3,}|(?=[A-Za-z0-9@]*[A-Za-z]@[a-z])[A-Z][a-z0-9@]{3,})[0-9]{2,6}[!#$%^&*+~?@=]$/;

/** `v` is one word a person made a password of by a number and a final symbol (`Heron4417&`, `Qu@rtz64#`). */
export function oneWordPassword(v: string): boolean {
  return ONE_WORD.test(v);
}

/** The joined shapes, each a whole token: hyphened capitalised words, mixed-case `_` words, word-symbol-word-number. */
const JOINED =
  /^(?:[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){2,}[0-9]{1,4}|[a-z]{3,}_[A-Z][a-z]{2,}(?:_[A-Za-z][a-z]{2,})*_[0-9]{2,6}|[A-Z][a-z]{2,}[!#$%^&*+~?@][a-z]{3,}[0-9]{2,6})$/;

/** Where a joined shape may stand; it starts at its joiner or symbol so the pass stays as cheap as one literal search. */
const TRIGGER = /[!#$%^&*+~?@][a-z]{3,}[0-9]{2}|-[A-Z][a-z]{2,}-[A-Z]|_[A-Z][a-z]{2,}_[0-9]{2}/g;

/** The characters of a token: a path's, a host's, a key's or an operator's glue (`/.:=`) makes it no joined shape. */
const TOKEN = /[A-Za-z0-9_!#$%^&*+~?@=.:/\\-]/;

export function scanJoinedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  TRIGGER.lastIndex = 0;
  for (let m = TRIGGER.exec(text); m !== null; m = TRIGGER.exec(text)) {
    let s = m.index;
    while (s > 0 && m.index - s < MAX && TOKEN.test(text.charAt(s - 1))) s--;
    let e = m.index + m[0].length;
    while (e < text.length && e - s <= MAX && TOKEN.test(text.charAt(e))) e++;
    TRIGGER.lastIndex = e;
    // a JSON escape's letter (`\nMaple-…`) is not part of the token; a sentence's `.`, `!` or `?` after it is not either
    if (text.charAt(s) === '\\' && /[ntr]/.test(text.charAt(s + 1))) s += 2;
    while (e > s && /[.!?]/.test(text.charAt(e - 1))) e--;
    if (text.charAt(e) !== '(' && JOINED.test(text.slice(s, e))) out.push({ rule: 'generic-secret', start: s, end: e });
  }
  return out;
}
