/**
 * The shape of one value a person made as a secret, judged alone, for the scans that find it bound to a noun or a
 * command only loosely (clause-secret-scan.ts, positional-secret-scan.ts): they need a bar higher than
 * made-password.ts's, which is asked only after a context said "this is the password". Names with a number
 * (`Studio-5G`, `server-01`, `node18`), hosts, paths, versions, digests and placeholders never pass.
 */
import { charClasses, isHex, type CharClasses } from './entropy.js';
import { namedForSecret } from './made-password.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';
import { HARD_SYMBOL } from './typed-symbols.js';

/** `strong`: no name has this shape (a symbol people put in passwords, or a word glued to digits in mixed case). */
export type Shape = 'strong' | 'joined' | null;

const HAS_DIGIT = /[0-9]/;

function publicLooking(v: string): boolean {
  if (isPlaceholder(v) || isReference(v) || v.startsWith('[REDACTED')) return true;
  // a flag, a scope or handle, markdown, a path, a URL, an e-mail address, a file or host name, a version
  if (/^[-+<$%{[(@#*]|\*\*|[\\/`'"<>()[\]{}=,;|]|:\/\/|^[\w.+-]+@[\w-]+\.[\w.]+$/.test(v)) return true;
  // a package at its version (`lodash@^4.17.21`, `@scope/pkg@2`): registries name packages in lower case, so
  // `Sommerwiese@1995` is a password
  if (/^[a-z0-9./_-]+@[~^<>=]*v?\d/.test(v)) return true;
  // a name holding the secret's own noun (`forgot-password-et78`, `reset_token_v2`): a route, a branch, a field
  if (namedForSecret(v)) return true;
  // names tools give: a code point (`U+1F44B`), a C++ standard (`needs-c++14`), the branch GitHub's web editor opens
  // for a user's change (`Alistar031-patch-1`)
  if (/^U\+[0-9A-F]{4,6}$|(?:^|[-_])c\+\+[0-9]{2}$|-patch-[0-9]{1,3}$/.test(v)) return true;
  if (/^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,4}$/.test(v) || /^v?\d+(?:[._-]\d+)+[\w.+-]*$/i.test(v)) return true;
  return (isHex(v) && v.length >= 12) || isUuid(v) || /^[0-9a-f]+(?:[-:][0-9a-f]+)+$/i.test(v);
}

/**
 * An issue or pull request (`repo#123`), an address (`deploy@web01`, `ops@bastion-01`): a name with a symbol in it (a
 * password's capital or symbol is not in it).
 */
function referenceOrAddress(v: string): boolean {
  return /^[a-z0-9_.-]*#\d+$/.test(v) || /^[a-z0-9._-]+@[a-z0-9-]+$/.test(v);
}

/**
 * Runs of three letters or more: the words a made password is built of. Counted by character code when the value is
 * ASCII (the only letters there are A-Z and a-z): the Unicode regex and the array of runs it made were most of the
 * cost of judging the words read after every secret's noun.
 */
function wordRuns(v: string): number {
  let runs = 0;
  let run = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0x80) return (v.match(/\p{L}{3,}/gu) ?? []).length;
    if ((c | 32) >= 97 && (c | 32) <= 122) {
      if (++run === 3) runs++;
    } else run = 0;
  }
  return runs;
}

/** The letters of `v` in any script; an ASCII value's are its capitals and lower case (no array of matches made). */
function letterCount(v: string, classes: CharClasses): number {
  return classes.other === 0 ? classes.upper + classes.lower : (v.match(/\p{L}/gu) ?? []).length;
}

/** Leetspeak digits as the letters they stand for. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/**
 * A word spelt in leetspeak (`v3lv3t`, `m34d0w`, `b15cu1t`): the digits between its first and last letter read as
 * letters make a word of four letters or more. A number glued to a word (`node18`) keeps its digits at the end.
 */
function leetWord(v: string): boolean {
  return /\p{L}{4,}/u.test(unleet(v));
}

/** `v` with the leetspeak digits inside its runs of letters read as letters (`B0bb1n*Quinoa55` → `Bobbin*Quinoa55`). */
export function unleet(v: string): string {
  return v.replace(/\p{L}[\p{L}0-9]*\p{L}/gu, (run) => run.replace(/[013457]/g, (d) => LEET[d]!));
}

/**
 * A value holding `=`: code's `name=value` (`PORT=8080`, `timeout=30s`, `sha256=…`) or base64's padding, unless it
 * is words and digits a person joined with it (`Tomas4144=dynamo`, `Muartz=876thistle`) or ended with it
 * (`pepper.Mila.34=`), which no key and value of code look like: a key in capitals, a value that is a number with
 * its unit, a digest or a version, too few letters and digits.
 */
function equalsShape(v: string): Shape {
  const tail = /^([\p{L}0-9._-]+[\p{L}0-9])=$/u.exec(v);
  if (tail !== null) return madeShape(tail[1]!) !== null && /[._-]/.test(tail[1]!) ? 'strong' : null;
  const m = /^([\p{L}0-9._-]{3,})=([\p{L}0-9._-]{3,})$/u.exec(v);
  if (m === null) return null;
  const key = m[1]!;
  const value = m[2]!;
  if (/^[A-Z0-9_.-]+$/.test(key) || /^\d+(?:[.,]\d+)*\p{L}{0,3}$/u.test(value) || /^v?\d+(?:\.\d+)+/.test(value)) return null;
  if (isHex(value) || isUuid(value) || namedForSecret(key) || namedForSecret(value)) return null;
  const digits = (v.match(/[0-9]/g) ?? []).length;
  const letters = (v.match(/\p{L}/gu) ?? []).length;
  return digits >= 3 && letters >= 6 && /\p{L}[0-9]|[0-9]\p{L}/u.test(v) ? 'strong' : null;
}

/**
 * A made-up password's shape: letters, digits and a symbol people type (`lemon@Ginger84`, `Orchid2220?fox`), or words
 * and digits joined by `-`, `_`, `.` with a capital (`dahlia.Cellar23`, `Breeze-desert-5674`, `Monsoon-anchor-81-`).
 * `strong` when no name has that shape; `joined` for words and digits joined, which a name may be (`Office-Printer-42`).
 */
export function madeShape(raw: string): Shape {
  // most words read around a noun hold no digit: nothing more to judge
  if (!HAS_DIGIT.test(raw)) return null;
  const v = raw.replace(/[.,;:!?]+$/, (tail) => (/[!?]/.test(tail) && raw.length - tail.length >= 6 ? tail : ''));
  if (v.length < 6 || v.length > 64 || /\s/.test(v)) return null;
  if (v.includes('=')) return equalsShape(v);
  // the counts before the public shapes: one walk of the value drops most words, before a test of names and paths
  const classes = charClasses(v);
  const digits = classes.digit;
  if (digits === 0 || v.includes(':') || letterCount(v, classes) < 3) return null;
  if (publicLooking(v) || referenceOrAddress(v)) return null;
  if (HARD_SYMBOL.test(v)) return wordRuns(v) >= 1 || leetWord(v) ? 'strong' : null;
  if (!/^[\p{L}0-9._-]+$/u.test(v)) return null;
  // four parts or more is a name in snake or kebab case (`test_login_rejects_v2X`), not a password
  if (v.split(/[._-]+/).filter((x) => x !== '').length >= 4) return null;
  const mixed = /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v);
  const glued = /\p{L}[0-9]|[0-9]\p{L}/u.test(v);
  if (wordRuns(v) < 2 || digits < 2) return null;
  // `Maple7904-raven`, `Barley123_ember`: a word glued to its digits, another word, capitals and lower case
  if (mixed && glued && /[._-]/.test(v)) return 'strong';
  // a separator at the end (`Monsoon-anchor-81-`) is what a person adds, never a name
  if (/[._-]$/.test(raw) && /[._-]/.test(v.slice(0, -1))) return 'strong';
  return mixed || glued ? 'joined' : null;
}

/**
 * A token no language has as a word, for a value the sentence's syntax already hands over (after the account it
 * opens, or a password's noun and its copula): letters mixed with digits and a symbol (`Tomas4144=dynamo`, `n3k01$`,
 * `长城%长城82`), with digits and a capital (`Gdansk-2022`, `Hoasen572..`), or letters of a script without case and
 * digits (`قمر.2013`). Words are letters only in every language; a path, a URL, a version, a host or file name, a
 * flag, a digest and a name with a short number (`Base64`, `Windows10`, `web-01`) stay.
 */
export function madeToken(raw: string): boolean {
  const v = raw.replace(/[,;:]+$/, '').replace(/(?<!\.)\.$/, '');
  if (v.length < 6 || v.length > 64 || !HAS_DIGIT.test(v) || /^[-+<$%{[(@#*=~.]|[\s\\/`'"<>()[\]{}:,;|]/.test(v)) return false;
  if (isPlaceholder(v) || isReference(v) || namedForSecret(v) || isHex(v) || isUuid(v) || referenceOrAddress(v)) return false;
  // a version (`v2.3.1`, `Python-3.12`), a file name (`Report2024.pdf`), a host (`server01.local`)
  if (/\d\.\d+$|^v?\d+(?:[._-]\d+)+$/i.test(v) || /\.[a-z]{2,4}$/i.test(v) || /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(v)) return false;
  if (madeShape(raw) !== null) return true;
  // a value with `=` is a made password only by equalsShape's reading; else it is code's name=value (`PORT=8080`)
  if (v.includes('=')) return false;
  const letters = (v.match(/\p{L}/gu) ?? []).length;
  const digits = (v.match(/[0-9]/g) ?? []).length;
  if (letters < 2) return false;
  if (/[^\p{L}\p{M}0-9._-]/u.test(v)) return true;
  if (digits < 2 || !/\p{L}{3,}/u.test(v)) return false;
  if (/\p{Lu}/u.test(v) && /\p{Ll}/u.test(v)) return digits >= 3 || /[._-]/.test(v);
  return /[^\x00-\x7f]/.test(v) && !/[A-Za-z]/.test(v);
}

/** A random token a tool issued (`YxeB4GELsfTW`, `z4HkhRtf…`): long, upper and lower case and digits mixed. */
export function randomShape(v: string): boolean {
  if (v.length < 12 || v.length > 200 || !/^[A-Za-z0-9_+/=.~-]+$/.test(v)) return false;
  // a path (`src/lib/Foo42Bar.ts`), a reference or a digest: a token's `/` never starts it or stands between words
  if (isPlaceholder(v) || isHex(v) || isUuid(v) || /^[/.~]|\/\w+\/|\.[a-z]{2,4}$|=./.test(v)) return false;
  const upper = (v.match(/[A-Z]/g) ?? []).length;
  const lower = (v.match(/[a-z]/g) ?? []).length;
  const digits = (v.match(/[0-9]/g) ?? []).length;
  // a word in CamelCase (`MyResourceGroup01`) has few capitals, each starting a run of lower case
  const humps = (v.match(/[A-Z][a-z]{2,}/g) ?? []).length;
  return upper >= 3 && lower >= 3 && digits >= 1 && humps * 2 < upper;
}

/** Digits a PIN or code is: 4 to 12 of them, or groups (`823-35-440`, `5627 9538`, BitLocker's 8 × 6). */
export function codeShape(v: string): boolean {
  if (/^[0-9]{4,12}$/.test(v)) return !/^(?:(\d)\1+|0?12345\d*|(?:19|20)\d\d)$/.test(v);
  if (!/^[0-9]{2,8}(?:[- ][0-9]{2,8}){1,8}$/.test(v)) return false;
  // a date or a time is not a code
  return v.replace(/\D/g, '').length >= 6 && !/^(?:19|20)\d\d-\d\d-\d\d$/.test(v);
}

/**
 * Groups an issuer prints a key in (`wkrb-eknu-lafj-oxdh`, a 1Password Secret Key `A3-ABC123-DEF456-GHIJK-…`): four
 * groups or more, each of capitals and digits (a digit among them), or each of four lower-case letters.
 */
export function groupShape(v: string): boolean {
  const groups = v.split('-');
  if (groups.length < 4 || groups.length > 10 || isUuid(v)) return false;
  // random letters, not words (`home-page-main-view`): two groups or more no one could say (no vowel, three consonants);
  // an authenticator's seed has digits among its letters
  if (groups.every((g) => /^[a-z0-9]{4}$/.test(g)) && /[a-z]/.test(v)) return groups.filter((g) => !/[aeiouy]/.test(g) || /[^aeiouy]{3}/.test(g)).length >= 2;
  return groups.every((g) => /^[A-Z0-9]{2,8}$/.test(g)) && /[0-9]/.test(v) && /[A-Z]/.test(v) && v.length >= 20;
}

/**
 * Words and a number joined by `-` or `_` (`correct-horse-battery-9`, `Cobalt-Fig-Harbor-5`): where the context has
 * already said "this is the password", a passphrase, in whatever case and whichever words.
 */
export function joinedPhrase(v: string): boolean {
  return /^(?:[A-Za-z]{2,12}|[0-9]{1,4})(?:[-_](?:[A-Za-z]{2,12}|[0-9]{1,4})){2,9}$/.test(v) && /[0-9]/.test(v);
}

/**
 * An authenticator's seed as a person is shown it to type in: base32 (capitals and the digits 2 to 7), 16 characters
 * or more, with a digit among them (a word in capitals has none).
 */
export function seedShape(v: string): boolean {
  return /^[A-Z2-7]{16,128}={0,6}$/.test(v) && /[2-7]/.test(v) && /[A-Z]{2}/.test(v);
}

/**
 * Lowercase words of 3 to 8 letters, 4 or more (a diceware passphrase); or 12 to 25 words of up to 12 letters, a
 * recovery phrase (BIP39's 12 to 24, Monero's 25, a wallet's own longer words): no sentence runs that long unbroken.
 */
export function phraseWords(words: readonly string[]): boolean {
  if (words.length >= 12 && words.length <= 25) return words.every((w) => /^[a-z]{3,12}$/.test(w));
  return words.length >= 4 && words.length <= 24 && words.every((w) => /^[a-z]{3,8}$/.test(w));
}
