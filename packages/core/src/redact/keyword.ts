/**
 * The value behind a secret-ish name: decides, for a keyword match (its name judged by name-strength.ts), whether the
 * value is a credential (and whether it reads as an `.env` line) or a placeholder, reference, identifier or public id.
 */
import { classFlipRate, holdsRandomRun, looksRandom } from './entropy.js';
import {
  decodesToPlaceholder,
  isIdentifierLike,
  isPlaceholder,
  isPublicId,
  isReference,
  isUuid,
} from './placeholder.js';
import { backslashesBefore, deniedBefore, isEscapeAt, isEscapeLetter, isWordChar } from './scan-util.js';
import { looksLikeHalfSecret } from './split-tail.js';
import { madePassword } from './made-password.js';
import { phraseWords } from './made-shape.js';
import { MACOS_USER_FOLDERS } from './name-views.js';
import { nameStrength, type Strength } from './name-strength.js';

/** Common shape for "keyword value" rules: not a placeholder, a `$VAR`, a public id or an identifier. */
export function plausibleValue(v: string, minLength: number): boolean {
  if (v.length < minLength) return false;
  if (isReference(v) || isPlaceholder(v) || isPublicId(v) || (isIdentifierLike(v) && !randomLetters(v) && !APP_PASSWORD.test(v))) return false;
  return !v.startsWith('[REDACTED:');
}

/** An app-specific password (Apple, Google): four groups of four letters, which reads as a kebab-case name. */
const APP_PASSWORD = /^[a-z]{4}(?:[- ][a-z]{4}){3}$/;

/**
 * A letters-only value is an identifier (`getToken`, `pemEncodedPrivateKey`, `NonSharedBuffer`) unless it reads
 * random (`QgpHlBsYojIrIPdiCPWLB`): random letters flip case about every other character, CamelCase words rarely.
 */
function randomLetters(v: string): boolean {
  return /^[A-Za-z]+$/.test(v) && ((classFlipRate(v) >= 0.4 && looksRandom(v, 16)) || notWords(v));
}

/**
 * Letters that no identifier is made of: its words and acronyms (`parse`, `HTTP`, `Response`) split it whole, and a
 * capitalised word has two lower-case letters at least; `mapleioMKQFaRVAG` leaves `Fa`.
 */
function notWords(v: string): boolean {
  if (v.length < 12) return false;
  const parts = v.match(/[A-Z]+(?![a-z])|[A-Z][a-z]+|[a-z]+/g) ?? [];
  return parts.some((p) => /^[A-Z][a-z]$/.test(p) || /^[A-Z]{7,}$/.test(p));
}

/** `^0.7.1`, `~2.0.0`, `>=1.2`, `v3.1.4-rc.1`: a version range (package.json `"cookie": "^0.7.1"`), not a value. */
const VERSION = /^(?:[~^]|[<>]=?|=)?v?[0-9]+(?:\.(?:[0-9]+|x|\*)){1,3}(?:-[0-9A-Za-z.]+)?$/;


/** `Linux-node-modules-<hash>`, `build_cache-<sha>`: words then a digest, a cache key or a slug, not a secret. */
function isSlugWithHash(v: string): boolean {
  return /^(?:[A-Za-z]{2,}[-_.])+[0-9a-f]{7,}$/.test(v);
}

/** `public key: …`, `publishable key = …`: the word before the name says the value is public. */
function publicBefore(text: string, nameStart: number): boolean {
  return /(?:public|publishable|pub|gpg|pgp|host|ssh)[ \t_-]*$/i.test(text.slice(Math.max(0, nameStart - 16), nameStart));
}

/** The identifier that ends at `end` (scanning back over name characters, dropping a JSON escape letter). */
function nameBefore(text: string, end: number): string {
  let i = end;
  const stop = Math.max(0, end - 80);
  while (i > stop && isNameChar(text.charCodeAt(i - 1))) i--;
  if (i > 0 && text.charCodeAt(i - 1) === 92 && backslashesBefore(text, i) % 2 === 1 && isEscapeLetter(text.charCodeAt(i))) i++;
  return text.slice(i, end);
}

function isNameChar(c: number): boolean {
  return isWordChar(c) || c === 46 || c === 45 || (c >= 0xc0 && c !== 0xa0 && !(c >= 0x2000 && c <= 0x206f)); // . - letters
}

function isLineStartBefore(text: string, nameEnd: number): boolean {
  let j = nameEnd;
  const stop = Math.max(0, nameEnd - 80);
  while (j > stop && isNameChar(text.charCodeAt(j - 1))) j--;
  if (isEscapeAt(text, j)) return true; // `\nNAME=` inside a JSON string
  let k = skipBlanksBack(text, j);
  if (text.slice(Math.max(0, k - 6), k) === 'export') k = skipBlanksBack(text, k - 6);
  if (k === 0) return true;
  const c = text.charCodeAt(k - 1);
  if (c === 10 || c === 13 || c === 59 || c === 34 || c === 39 || c === 96) return true; // \n \r ; " ' `
  return k >= 2 && isEscapeAt(text, k - 1);
}

/** A cookie's attributes go on at `end` (`; Max-Age=0`). */
function attributesAfter(text: string, end: number): boolean {
  return /^[ \t]*;/.test(text.slice(end, end + 16));
}

function skipBlanksBack(text: string, k: number): number {
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k;
}

export function checkAssignment(whole: string, m: RegExpExecArray, text: string): boolean | string {
  const at = (g: number, side: 0 | 1): number => m.indices?.[g]?.[side] ?? 0;
  // `<key_facts>AZURE_DEVOPS_EXT_PAT=…</key_facts>`: the element that holds the line closes after the value (the
  // finding keeps the closing tag: a value class that stopped at `<` would cut passwords that hold one)
  const value = m[4] === undefined ? whole.replace(CLOSING_TAG, '') : whole;
  // `"input_tokens": 1234`, `keys: […]`: a count or a list (the commonest keyword hits in a transcript), never judged
  if (/(?:token|key)s$/i.test(m[1] ?? '')) return false;
  const sep = (m[3] ?? '').toLowerCase();
  // `["password", "<value>"]`, `("api_secret", "<value>")`: a quoted name then its quoted value, a pair in a list
  if (sep === ',' && (m[2] === undefined || m[4] === undefined)) return false;
  // `auth_pass <value>`, `requirepass <value>`: a config directive, its name then its value alone on a line
  if (sep.trim() === '' && !isDirective(value, m, text)) return false;
  // the keyword match may hold blanks (`كلمة المرور`, `mật khẩu`): the name reaches back to its start
  const name = nameOf(text, at(1, 0), at(1, 1));
  const nameStart = at(1, 1) - name.length;
  // "first half of the key:", "part 1 of the token is": a piece of the secret, as secret as the whole and shorter
  const piece = (): boolean => PIECE_OF.test(text.slice(Math.max(0, nameStart - 48), nameStart));
  const strengthOfName = (): Strength => {
    const strength = nameStrength(name);
    return strength === 'weak' && piece() ? 'strong' : strength;
  };
  if (sep.startsWith('is') || sep.startsWith('was')) return checkProse(value, strengthOfName());
  // `Cookie: _ga=GA1.1.…; sid=…`: the header's pairs, each judged by the cookie scan by its own name
  if (/cookie$/i.test(name) && /^[\w!#$%&*+.^|~-]{1,64}=(?!=|$)/.test(value)) return false;
  // `Set-Cookie: remember_me=; Max-Age=0`: a cookie cleared, its value empty (a base64 value's `=` ends the header)
  if (/cookie$/i.test(name) && /^[\w!#$%&*+.^|~-]{1,64}=$/.test(value) && attributesAfter(text, text.indexOf(value, at(1, 1)) + value.length)) return false;
  // cheap checks on the value first: most keyword hits in code are identifiers, calls or references
  const quote = m[4] ?? '';
  // `pass=Pepper2146&` on a line of its own (a MySQL option file's `[client]`, an INI section): the file's key for
  // the password, so a value a person made is the password, a symbol of code's (`&`) in it or not
  if (BARE_SECRET_NAME.test(name) && sep === '=' && quote === '' && isLineStartBefore(text, at(1, 1)) && madePassword(value)) return envLabel(m, text, sep, quote);
  // "пароль: X, then …": a comma or period ending a sentence is not part of the value; inside it, code
  if (quote === '' && /[,;&()[\]{}<>]/.test(value.replace(/[.,;]+$/, ''))) return false; // code, not a literal value
  // `BORG_PASSPHRASE=fjord.orchid.lantern.tundra`: a name that says passphrase says its value is words, which dotted
  // read like a property path
  if (/passphrase$/i.test(name) && phraseWords(value.replace(/[.,;]+$/, '').split(/[._-]/))) return envLabel(m, text, sep, quote);
  if (quote === '' && isExpression(value)) return false;
  // a quoted phrase, not a credential; unless its second part is the rest of a value split over two lines that a
  // one-line summary joined with a blank (`TOKEN="J4A2…Hurr l7Ul…6n"`)
  if (quote !== '' && /[ \t]/.test(text.charAt(at(5, 1))) && !splitInQuotes(text, at(5, 1), quote)) return false;
  if (/^(?:https?|ftp|file):\/\//i.test(value) || isPath(value)) return false;
  const v = value.replace(/[.,;]+$/, '');
  // an AppRole `secret_id` is the credential itself, and Vault makes it a UUID (`role_id` names the role)
  if (/(?:^|[_-])secret[_-]?id$/i.test(name) && isUuid(v)) return envLabel(m, text, sep, quote);
  const strength = strengthOfName();
  if (strength === null || publicBefore(text, nameStart)) return false;
  if (isTestVerdict(name, v, text, at(1, 0), at(5, 1))) return false;
  // `PGPASSWORD='154875'`, `pin: 48203917`: a number under a password's or PIN's name is the PIN it was set to (a run
  // or a default is not), where the placeholder test below takes every number for a default
  if (strength === 'strong' && /^[0-9]{6,12}$/.test(v) && PIN_NAME.test(name) && madePassword(v, { digits: true })) return envLabel(m, text, sep, quote);
  if (BARE_SECRET_NAME.test(name) && isShortRandom(v)) return envLabel(m, text, sep, quote);
  // a UUID is an id, except where the name says it is the key itself (`HEROKU_API_KEY=<uuid>`)
  // (`sdk-<uuid>`, `key-<uuid>`: the same with a short prefix); "not a secret: <uuid>" says it is the id it looks
  if (isUuid(v) && deniedBefore(text, nameStart)) return false;
  if (strength === 'strong' && isUuid(v.replace(/^[a-z]{2,6}-(?=[0-9a-f]{8}-)/i, '')) && /(?:key|token|secret|password|pat)$/i.test(name)) return envLabel(m, text, sep, quote);
  // an environment variable named `…_KEY` or `…_TOKEN` holds a key, not a row's id (`CYPRESS_RECORD_KEY=<uuid>`)
  if (strength === 'weak' && isUuid(v) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN)$/.test(name)) return envLabel(m, text, sep, quote);
  // a long upper-case run with no word break (an Erlang cookie) is no constant's name: constants have underscores
  if (strength === 'strong' && /^[A-Z]{16,}$/.test(v) && !isPlaceholder(v) && !namesItself(v)) return envLabel(m, text, sep, quote);
  // a slug with a digest is a cache key (`key: Linux-node-modules-<hash>`), but after a strong name the secret itself
  // (`API_KEY: xkeysib-<hash>`): providers prefix their keys with words
  if (!plausibleValue(v, 6) || decodesToPlaceholder(v) || (strength !== 'strong' && isSlugWithHash(v)) || VERSION.test(v)) return false;
  if (v.replace(/[._-]/g, '').length < 6) return false; // `sk-ant-..`, `a.b.c`: too little left to be a secret
  if (namesItself(v) && !looksRandom(v.replace(/^[a-z]+_/, ''), 20)) return false;
  if (strength === 'weak' && (!holdsRandomRun(v) || !/[0-9]/.test(v))) return false;
  // a bare `token = 1*tchar` (a grammar, a type): a lone generic word needs a value that looks generated
  if (/^(?:token|key|auth|secret|pass)$/i.test(name) && !looksRandom(v, 12) && !piece() && !(v.length >= 16 && /[0-9]/.test(v))) return false;
  // after a strong name any non-placeholder value is the secret, whatever its characters: only a word (`enabled`,
  // `required`) or an identifier without a digit or a symbol is not
  if (strength === 'strong' && !/[0-9!@#$%^&*+=~?/.%-]/.test(v) && !looksRandom(v, 16) && !/^[A-Z]{12,}$|^[a-z]{16,}$/.test(v)) return false;
  return envLabel(m, text, sep, quote);
}

/** A name whose secret a person may choose as a number: a password, a passcode, a PIN. */
const PIN_NAME = /(?:pass(?:word|wd|code)?|pwd|pin)$/i;

const CLOSING_TAG = /<\/[A-Za-z][\w:.-]{0,40}>$/;

/** A directive's value (no `=` or `:` tells it is one): a line of its own, a strong name, a value no word reads as. */
function isDirective(value: string, m: RegExpExecArray, text: string): boolean {
  const nameEnd = m.indices?.[1]?.[1] ?? 0;
  if (!isLineStartBefore(text, nameEnd) || nameStrength(nameOf(text, m.indices?.[1]?.[0] ?? 0, nameEnd)) !== 'strong') return false;
  return looksRandom(value, 12) || (/[0-9]/.test(value) && /[A-Za-z]/.test(value) && /[!#$%^&*+=~?@]/.test(value));
}

/** A name that is one secret word and nothing else: `secret:`, `token:`, `password=`. */
const BARE_SECRET_NAME = /^(?:secret|token|password|passwd|pass|pwd)$/i;

/**
 * A value too short for entropy to tell (`kX9pQ2`, `7fGh2Kq`) that reads generated: letters and digits mixed, the
 * class flipping at most characters, no word or acronym in it (`mysecret1`, `abc123`, `sha256` and `Bearer` stay).
 */
export function isShortRandom(v: string): boolean {
  if (v.length < 6 || v.length >= 16 || !/^[A-Za-z0-9!@#$%^&*+=~?-]+$/.test(v)) return false;
  if (!/[0-9]/.test(v) || !/[A-Za-z].*[A-Za-z]/.test(v) || /[a-z]{4}|[A-Z]{4}/.test(v)) return false;
  return classFlipRate(v) >= 0.5 && !isPlaceholder(v) && !namesItself(v);
}

/** "first half of the", "part 2 of my": the name that follows is what the value is a piece of. */
const PIECE_OF = /(?:half|part|piece|chunk|portion|segment)(?:[ \t]+(?:[0-9]|one|two))?[ \t]+of[ \t]+(?:(?:the|my|our|this|your|that|api)[ \t]+){0,2}$/i;

function splitInQuotes(text: string, valueEnd: number, quote: string): boolean {
  const m = /^[ \t]([A-Za-z0-9_+/=*!#$%^~-]{6,200})(\\*["'`])/.exec(text.slice(valueEnd, valueEnd + 220));
  return m !== null && m[2] === quote && looksLikeHalfSecret(m[1]!);
}

/** A test file or test id a runner reports on (`tests/test_auth.py::test_ok`, `src/login.test.ts`). */
export function isTestFile(value: string): boolean {
  return /\.(?:[cm]?[jt]sx?|py|go|rb|rs|java|kt|php|cs)(?:::|$)/.test(value);
}

/**
 * `--- PASS: TestName (0.01s)`, `PASS: test_login (12ms)`, `PASS tests/test_auth.py::test_ok`: a test runner's
 * verdict on a test, not a password.
 */
function isTestVerdict(name: string, value: string, text: string, nameStart: number, valueEnd: number): boolean {
  if (name !== 'PASS') return false;
  if (isTestFile(value)) return true;
  return opensTestVerdict(text, nameStart) || /^ \(\d+(?:\.\d+)?m?s\)/.test(text.slice(valueEnd, valueEnd + 16));
}

/** The line holding `at` opens with `---` or `===` before it: Go's `--- PASS:`, `=== RUN`. */
export function opensTestVerdict(text: string, at: number): boolean {
  return /(?:^|\n|\\n)[ \t]*(?:---|===)[ \t]*$/.test(text.slice(Math.max(0, at - 40), at));
}

function nameOf(text: string, keywordStart: number, keywordEnd: number): string {
  const before = nameBefore(text, keywordEnd);
  return keywordEnd - before.length <= keywordStart ? before : text.slice(keywordStart, keywordEnd);
}

/**
 * `/etc/app/key.pem`, `./secrets/token`, `C:\keys\a.pfx`, an object key `exports/2026-12-04.parquet`: a path, unless
 * it reads as base64 (`/tPO+x…`).
 */
export function isPath(v: string): boolean {
  if (!/^(?:\/|\.{1,2}\/|~\/|[A-Za-z]:\\)/.test(v) && !RELATIVE_FILE.test(v)) return false;
  if (/[+=]/.test(v) && !/\.[a-z]{2,4}$/.test(v)) return false;
  // macOS names each user's temp and cache folder by a hash (`/var/folders/5g/w6qv…0000gn/T/`), and what a program
  // makes in it by its own name and a random number (Go's `t.TempDir()`: `T/TestParseHook1455634868/`): no token
  if (MACOS_USER_FOLDERS.test(v)) return true;
  const segments = v.split(/[\\/]/).filter((x) => x.length > 0);
  return !segments.some((x) => x.length >= 24 && looksRandom(x, 20));
}

/** Folders and a file name with a lower-case extension (`assets/img/logo.png`, `exports/2026-12-04.parquet`). */
const RELATIVE_FILE = /^[\w@-]+(?:\/[\w@.-]+)*\/[\w@.-]+\.[a-z][a-z0-9]{1,7}$/;

/** `!this.result`, `opts?.pass`, `config.auth.user`: code reading a value, not a literal. */
function isExpression(v: string): boolean {
  if (/^[!?]+[A-Za-z_$][\w$.]*(?:\(.*)?$/.test(v) || v.includes('?.')) return true;
  return /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v) && !looksRandom(v.replace(/\./g, ''), 16) && !MADE_DOTTED.test(v);
}

/**
 * Words joined by dots, the first capitalised, a number glued to the last (`Ukase.Vicuna59`, `Ibex.Tapir.Quern420`,
 * `Fiddle.espresso.hammock343`): a password a person made, not a member read. Code names its members in camelCase or
 * capitals, and its numbered members count in small numbers or bit widths (`Keys.D1`, `Icons.Home24`,
 * `Color.Gray500`), which the length bound and the lower bound of the number leave out.
 */
const MADE_DOTTED = /^[A-Z][a-z]{2,11}(?:\.[A-Za-z][a-z]{2,11}){1,3}(?!(?:8|16|24|32|64|128|256|512)$|[1-9]0+$)[0-9]{2,4}$/;

/** `env-secret` for a `NAME=value` line (.env, `export`), else `generic-secret`. */
function envLabel(m: RegExpExecArray, text: string, sep: string, quote: string): string {
  const at = (g: number, side: 0 | 1): number => m.indices?.[g]?.[side] ?? 0;
  const spaced = text.charCodeAt(at(3, 0) - 1) === 32 || text.charCodeAt(at(3, 1)) === 32;
  const envStyle = sep === '=' && !spaced && quote !== '`' && isLineStartBefore(text, at(1, 1));
  return envStyle ? 'env-secret' : 'generic-secret';
}

/** "the signing secret is <value>": only a value with letters and digits, and random unless the word is strong. */
function checkProse(value: string, strength: Strength): boolean | string {
  if (strength === null) return false;
  const v = value.replace(/[.,;:!?)]+$/, '');
  if (v.length < 8 || !/[0-9]/.test(v) || !/[A-Za-z]/.test(v)) return false;
  if (!plausibleValue(v, 8) || namesItself(v)) return false;
  return strength === 'strong' || looksRandom(v, 16) ? 'generic-secret' : false;
}

/** `MYTOKEN1`, `dev-secret`, `supersecretpassword`: a value that names what it stands for is a stand-in. */
function namesItself(v: string): boolean {
  return /token|passw|secret|apikey|api_key|cookie/i.test(v);
}

