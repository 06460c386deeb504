/**
 * Passwords a person composed in shapes composed-password-scan.ts does not read, said bare in prose of any language
 * ("Zaloguj się przez Heron4417& i…", "Μπες με walnut_Heron_312 και…", "תתחבר עם Quartz*pebble47 לסביבת…"):
 *
 * - one capitalised word, its number and a final symbol (`Heron4417&`), the word perhaps with `@` for a letter
 *   (`Cr@nberry27?`, `W@lnut58!`): the symbol ends the token, so a sentence's punctuation it is not;
 * - capitalised words joined by `-` with a digit glued to the last (`Maple-Heron-Quartz7`);
 * - words of both cases joined by `_` and ending in a number (`walnut_Heron_312`): code's names are one case;
 * - two words on either side of a typed symbol with the number glued to the second (`Quartz*pebble47`);
 * - one capitalised word, its number and two typed symbols (`Zorilla2531?^`, `Nougat9554-@`, `Shrike6464=+`);
 * - a number and a word in capitals, a symbol, a word in lower case (`12YUZU=jodhpur`, `96ZORILLA~ramekin`), or the
 *   same the other way round: a case flip across the symbol no constant or key of code makes;
 * - two words of different case joined by `_`, `-` or `.` with a number glued to the second (`Plover_viburnum886`,
 *   `Bergamot-quahog217`, `dirigible.Gimlet.45`), or a word spelt with a digit for a letter (`F1rk1n_Pangolin56`);
 * - a word, a typed symbol, a capitalised word, another joiner and a number (`hornbill?Noggin.34`, `vicuna@Lugworm.06`);
 * - a word, a number and a capitalised word closed by a typed symbol (`inglenook56Impala=`).
 *
 * A number that is a type's width in bits (`reflect.Float64`, `float32Array`) is a name's part, not a password's.
 * No name, version, flag or expression of code has these shapes whole, with nothing of a path, host or call glued on.
 */
import type { RawMatch } from './rule-types.js';
import { isEscapeLetter } from './scan-util.js';

const MAX = 40;

/** One word (or its `@`-for-a-letter spelling), a number, one typed symbol at the end. */
const ONE_WORD = /^(?:[A-Z][a-z]{3,}|(?=[A-Za-z0-9@]*[A-Za-z]@[a-z])[A-Z][a-z0-9@]{3,})[0-9]{2,6}[!#$%^&*+~?@=]$/;

/** `v` is one word a person made a password of by a number and a final symbol (`Heron4417&`, `Qu@rtz64#`). */
export function oneWordPassword(v: string): boolean {
  return ONE_WORD.test(v);
}

/** A symbol people type into a password. */
const SYM = '[!#$%^&*+~?@=]';
/** A word spelt with a digit or two for its letters (`F1rk1n`, `W0lfram`): a capital, then letters and such digits. */
const LEET = '[A-Z](?=[a-z]*[013457][a-z])[a-z013457]{4,11}';

/** The joined shapes, each a whole token (see the header); groups `w` and `v` mark a number a bit width must not be. */
const JOINED = new RegExp(
  '^(?:' +
    [
      '[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){2,}[0-9]{1,4}',
      '[a-z]{3,}_[A-Z][a-z]{2,}(?:_[A-Za-z][a-z]{2,})*_[0-9]{2,6}',
      `[A-Z][a-z]{2,}${SYM}[a-z]{3,}[0-9]{2,6}`,
      `[A-Z][a-z]{3,}[0-9]{2,6}[_-]?${SYM}{1,2}(?<=[0-9][_-]?${SYM}${SYM}|[0-9][_-]${SYM})`,
      `[0-9]{2,4}[A-Z]{4,12}[_~=!#$%^&*+?@-][a-z]{4,12}|[a-z]{4,12}[_~=!#$%^&*+?@-][A-Z]{4,12}[0-9]{2,4}`,
      `(?:[A-Z][a-z]{3,11}[_.-][a-z]{4,12}|[a-z]{4,12}[_.-][A-Z][a-z]{3,11}[_.-]?|${LEET}[_.-][A-Z][a-z]{3,11}|[A-Z][a-z]{3,11}[_.-]${LEET})(?<w>[0-9]{2,4})`,
      `[a-z]{4,12}[._%@=?#^~!*+-][A-Z][a-z]{3,11}[._%@=?#^~!*+-][0-9]{2,4}(?<=[a-z]${SYM}[A-Z][a-z]{3,11}.[0-9]{2,4}|[A-Z][a-z]{3,11}${SYM}[0-9]{2,4})`,
      `[a-z]{4,12}(?<v>[0-9]{2,4})[A-Z][a-z]{3,11}${SYM}`,
    ].join('|') +
    ')$',
);

/** A type's width in bits: `Float64`, `Uint32`, `float32Array` name a type. */
const BIT_WIDTH = /^(?:8|16|32|64|128|256|512)$/;

/** `v` is one of the joined shapes, whole. */
function joinedShape(v: string): boolean {
  const m = JOINED.exec(v);
  return m !== null && !BIT_WIDTH.test(m.groups?.['w'] ?? m.groups?.['v'] ?? '');
}

/**
 * Where a joined shape may stand; it starts at its joiner or symbol so the pass stays as cheap as one literal search:
 * a symbol before a word and its number, between capitalised words, after a number; a case flip across a joiner.
 */
const TRIGGER =
  /[!#$%^&*+~?@][a-z]{3,}[0-9]{2}|-[A-Z][a-z]{2,}-[A-Z]|_[A-Z][a-z]{2,}_[0-9]{2}|[!#$%^&*+~?@=_-](?<=[0-9]{2}.)[!#$%^&*+~?@=]|[_~=!#$%^&*+?@.%-](?:(?<=[A-Z][A-Za-z0-9]{3,11}.)[a-z]{4}|(?<=[A-Za-z0-9]{4}.)[A-Z][A-Za-z]{3})|[!#$%^&*+~?@=](?<=[0-9]{2}[A-Z][a-z]{3,11}.)/g;

/** The characters of a token: a path's, a host's, a key's or an operator's glue (`/.:=`) makes it no joined shape. */
const TOKEN = /[A-Za-z0-9_!#$%^&*+~?@=.:/\\-]/;

/** `text[at - 2, at)` is an escape's backslash and its letter, at any depth (`\\n`, `\\\\t`). */
function escapeEndsAt(text: string, at: number): boolean {
  return text.charCodeAt(at - 2) === 92 && isEscapeLetter(text.charCodeAt(at - 1));
}

/** An escape starts at `at`: backslashes, then a letter or a quote (`\\t`, `\\\\\"` closing a string twice quoted). */
function escapeStartsAt(text: string, at: number): boolean {
  let i = at;
  while (text.charCodeAt(i) === 92) i++;
  return i > at && (isEscapeLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 34);
}

export function scanJoinedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  TRIGGER.lastIndex = 0;
  for (let m = TRIGGER.exec(text); m !== null; m = TRIGGER.exec(text)) {
    let s = m.index;
    // a JSON escape before or after the token (`\\nMaple-…`, `\\tZorilla2531?^\\"` in tab-separated cells) ends it
    while (s > 0 && m.index - s < MAX && TOKEN.test(text.charAt(s - 1)) && !escapeEndsAt(text, s)) s--;
    let e = m.index + m[0].length;
    while (e < text.length && e - s <= MAX && TOKEN.test(text.charAt(e)) && !escapeStartsAt(text, e)) e++;
    TRIGGER.lastIndex = e;
    if (text.charAt(e) === '(') continue;
    // a shape that ends in typed symbols keeps them (`Zorilla2531?^`); else a sentence's `.`, `!` or `?` is dropped
    if (joinedShape(text.slice(s, e))) {
      out.push({ rule: 'generic-secret', start: s, end: e });
      continue;
    }
    while (e > s && /[.!?]/.test(text.charAt(e - 1))) e--;
    if (joinedShape(text.slice(s, e))) out.push({ rule: 'generic-secret', start: s, end: e });
  }
  return out;
}
