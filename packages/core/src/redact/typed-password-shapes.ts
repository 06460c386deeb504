/**
 * Passwords a person composed in shapes composed-password-scan.ts does not read, said bare in prose of any language
 * ("Zaloguj się przez Otter0321& i…", "Μπες με moonpie_Cobalt_949 και…", "תתחבר עם Lantern*biscuit66 לסביבת…"):
 *
 * - one capitalised word, its number and a final symbol (`Otter0321&`), the word perhaps with `@` for a letter
 *   (`Bbsidi@n18?`, `P@lc0n63*`): the symbol ends the token, so a sentence's punctuation it is not;
 * - capitalised words joined by `-` with a digit glued to the last (`Basil-Falcon-Zephyr4`);
 * - words of both cases joined by `_` and ending in a number (`moonpie_Cobalt_949`): code's names are one case;
 * - two words on either side of a typed symbol with the number glued to the second (`Lantern*biscuit66`).
 *
 * No name, version, flag or expression of code has these shapes whole, with nothing of a path, host or call glued on.
 */
import type { RawMatch } from './rule-types.js';

/** One word (or its `@`-for-a-letter spelling), a number, one typed symbol at the end. */
const ONE_WORD = /^[A-Z](?:[a-z]{3,}|(?=[a-z0-9@]*[A-Za-z]@[a-z])[a-z0-9@]{3,})[0-9]{2,6}[!#$%^&*+~?@=]$/;

/** `v` is one word a person made a password of by a number and a final symbol (`Otter0321&`, `M@lrus71@`). */
export function oneWordPassword(v: string): boolean {
  return ONE_WORD.test(v);
}

/** The joined shapes, each whole: hyphened capitalised words, mixed-case `_` words, word-symbol-word-number. */
const JOINED =
  /(?<![\w@#$%&*+=./\\:-])(?:[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){2,}[0-9]{1,4}|[a-z]{3,}_[A-Z][a-z]{2,}(?:_[A-Za-z][a-z]{2,})*_[0-9]{2,6}|[A-Z][a-z]{2,}[!#$%^&*+~?@][a-z]{3,}[0-9]{2,6})(?![\w@#$%&*+=/\\(-])(?!\.[\w])/g;

export function scanJoinedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  JOINED.lastIndex = 0;
  for (let m = JOINED.exec(text); m !== null; m = JOINED.exec(text)) {
    out.push({ rule: 'generic-secret', start: m.index, end: m.index + m[0].length });
  }
  return out;
}
