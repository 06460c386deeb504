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
 * - a word, a number and a capitalised word closed by a typed symbol (`inglenook56Impala=`);
 * - two capitalised words on either side of a typed symbol, the number glued to the second (`Hazelnut=Ortolan70`):
 *   a key of code or config is in capitals or camelCase, and its value is no capitalised word with a made number.
 *
 * The token may stand after a login and its colon (`tnguyen:Oxlip8155=^`, a proxy's or a basic-auth pair), or between
 * two dots where a `sed` script matches the quotes around it with `.` (`fill(.#password., .23MALLARD-samphire.)`), or
 * name a file before its extension (`handover/Loquat.waxwing080.md`, read as a name's part).
 *
 * A number that is a type's width in bits (`reflect.Float64`, `float32Array`) is a name's part, not a password's.
 * No name, version, flag or expression of code has these shapes whole (password-shape.ts judges them): this scan finds
 * where one may stand and reads the token around it, with nothing of a path, host or call glued on.
 */
import { joinedPassword, oneWordPassword } from './password-shape.js';
import type { RawMatch } from './rule-types.js';
import { escapeStartsAt, FILE_EXTENSION, isEscapeLetter } from './scan-util.js';

const MAX = 40;

/**
 * Where a joined shape may stand; it starts at its joiner or symbol so the pass stays as cheap as one literal search:
 * a symbol before a word and its number, between capitalised words, after a number; a case flip across a joiner.
 * What follows the joiner is asked (a lookahead) before what stands before it (a lookbehind, read backwards and
 * retried at each length): most `-`, `_` and `.` of a transcript (a UUID's, a key's, a file's) fail the first.
 */
const TRIGGER =
  /[!#$%^&*+~?@][a-z]{3,}[0-9]{2}|-[A-Z][a-z]{2,}-[A-Z]|_[A-Z][a-z]{2,}_[0-9]{2}|[!#$%^&*+~?@=_-](?=[!#$%^&*+~?@=])(?<=[0-9]{2}.)[!#$%^&*+~?@=]|[_~=!#$%^&*+?@.%-](?:(?=[a-z]{4})(?<=[A-Z][A-Za-z0-9]{3,11}.)[a-z]{4}|(?=[A-Z][A-Za-z]{3})(?<=[A-Za-z0-9]{4}.)[A-Z][A-Za-z]{3})|[!#$%^&*+~?@=](?<=[0-9]{2}[A-Z][a-z]{3,11}.)/g;

/**
 * The characters of a token: a path's, a host's, a key's or an operator's glue (`/.:=`) makes it no joined shape. A
 * table by character code: the token is read a character at a time around each of many triggers.
 */
const TOKEN = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_!#$%^&*+~?@=.:/\\-') TOKEN[c.charCodeAt(0)] = 1;

function inToken(c: number): boolean {
  return c < 128 && TOKEN[c] === 1;
}

/** `text[at - 2, at)` is an escape's backslash and its letter, at any depth (`\\n`, `\\\\t`). */
function escapeEndsAt(text: string, at: number): boolean {
  return text.charCodeAt(at - 2) === 92 && isEscapeLetter(text.charCodeAt(at - 1));
}

export function scanJoinedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  TRIGGER.lastIndex = 0;
  for (let m = TRIGGER.exec(text); m !== null; m = TRIGGER.exec(text)) {
    let s = m.index;
    // a JSON escape before or after the token (`\\nMaple-…`, `\\tZorilla2531?^\\"` in tab-separated cells) ends it
    while (s > 0 && m.index - s < MAX && inToken(text.charCodeAt(s - 1)) && !escapeEndsAt(text, s)) s--;
    let e = m.index + m[0].length;
    while (e < text.length && e - s <= MAX && inToken(text.charCodeAt(e)) && !escapeStartsAt(text, e)) e++;
    TRIGGER.lastIndex = e;
    if (text.charCodeAt(e) === 40) continue; // `(`
    s += innerStart(text, s, e);
    // a shape that ends in typed symbols keeps them (`Zorilla2531?^`); else a sentence's `.`, `!` or `?` is dropped
    if (joinedPassword(text.slice(s, e))) {
      out.push({ rule: 'generic-secret', start: s, end: e });
      continue;
    }
    while (e > s && isSentenceEnd(text.charCodeAt(e - 1))) e--;
    if (joinedPassword(text.slice(s, e))) {
      out.push({ rule: 'generic-secret', start: s, end: e });
      continue;
    }
    // a file named by the value (`handover/Loquat.waxwing080.md`): the folders and the extension are the file's
    const ext = FILE_EXTENSION.exec(text.slice(s, e))?.[0].length ?? 0;
    const base = ext > 0 ? text.lastIndexOf('/', e) + 1 : 0;
    const from = Math.max(s, base);
    if (ext > 0 && joinedPassword(text.slice(from, e - ext))) out.push({ rule: 'generic-secret', start: from, end: e - ext });
  }
  return out;
}

/** `.`, `!` or `?`. */
function isSentenceEnd(c: number): boolean {
  return c === 46 || c === 33 || c === 63;
}

/**
 * Where the value starts inside the token `text[s, e)`: after a login and its colon (`tnguyen:` — a name in lower
 * case, no path or scheme), or after a `.` that a `.` at the token's end pairs with; else at the token's start.
 */
function innerStart(text: string, s: number, e: number): number {
  const login = LOGIN_COLON.exec(text.slice(s, Math.min(e, s + 34)));
  if (login !== null) return login[0].length;
  return text.charCodeAt(s) === 46 && text.charCodeAt(e - 1) === 46 && text.charCodeAt(s + 1) !== 46 ? 1 : 0;
}

/** A login and the colon after it: lower-case letters (digits, `.`, `_`, `-` after the first), then `:` and no `/`. */
const LOGIN_COLON = /^[a-z][a-z0-9._-]{1,31}:(?![/:])/;
