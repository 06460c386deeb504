/**
 * A password a person hands over with no noun for it, in a sentence of any language: "これ使って: X", "جرب هذا: X",
 * "usa isso aqui: X", "subukan mo X", "probeer X eens", "prueba con X", "I tried the usual one (X)". The words that
 * offer it differ in every language; what stays is where the value stands and its shape:
 *
 * - a token of a made password's strong shape (made-shape.ts) that holds a symbol people type (`!`, `#`, `$`, `%`, …),
 *   right after a word and its colon ("provided: X", "해봐: X"), or between words of prose (a word before it, a word
 *   or the sentence's end after it): code puts no such token there;
 * - anywhere, `ilove<word><number>` (`ilovesnoopy99`), the commonest password people make: no identifier is spelled so.
 *
 * On 334 MB of real sessions neither finds anything. Without the typed symbol, a strong token after a word's colon
 * is an id as often (`ID: IC_kwDOQyo98M7lQoqq`, `Transcript: base64.StdEncoding.EncodeToString(`); between words,
 * a test's name (`TestE2E_Scenario5`), a question (`ENT-53?`), a git revision (`HEAD~1`).
 */
import { AnchorCursor } from './anchor-scan.js';
import { madeShape, randomShape } from './made-shape.js';
import { isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { isLeftBoundary } from './scan-util.js';

const MIN = 6;
const MAX = 40;

/** The anchors of the `ilove…` shape, for the anchor scan. */
export const ILOVE_WORDS = ['ilove', 'iluv'];

/** `ilove` (or `iluv`), a word in lower case and its number: the whole token. */
const ILOVE = /^i(?:love|luv)[a-z]{3,16}[0-9]{1,4}[!#$*.]{0,2}$/i;

/** Characters beyond ASCII that end a token: a blank, a CJK bracket or punctuation. */
const NOT_IN_TOKEN = /[\s，。、；：！？「」『』（）]/;
/** The ASCII characters a token may hold: not a blank, a quote, a bracket, a separator of a list or a JSON escape. */
const IN_TOKEN = new Uint8Array(128).fill(1);
for (const c of ' \t\n\v\f\r"\'`<>()[]{},;\\|') IN_TOKEN[c.charCodeAt(0)] = 0;

/** The character at `i` may be part of a token (looked up by code: the token is read around thousands of symbols). */
function inToken(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  return c < 128 ? IN_TOKEN[c] === 1 : !NOT_IN_TOKEN.test(text.charAt(i));
}

/** The token around `i`, as [start, end], its sentence's final `.` or `,` left out. */
function tokenAround(text: string, i: number): [number, number] {
  let s = i;
  // a JSON escape's letter (`\nX`) is not part of the token
  while (s > 0 && i - s <= MAX && inToken(text, s - 1) && !(text.charAt(s - 2) === '\\' && /[ntr]/.test(text.charAt(s - 1)))) s--;
  let e = i + 1;
  while (e < text.length && e - s <= MAX && inToken(text, e)) e++;
  while (e > s && /[.,:]/.test(text.charAt(e - 1))) e--;
  return [s, e];
}

/** A JSON escape (`\n`, `\t`, `\"`) or a real blank, quote or bracket of prose ends at `i` (exclusive). */
function breakBefore(text: string, i: number): boolean {
  if (i <= 0) return true;
  if (text.charAt(i - 2) === '\\' && /[ntr"]/.test(text.charAt(i - 1))) return true;
  return /[\s"'(]/.test(text.charAt(i - 1));
}

/** A word and its colon, then one to three blanks, end right before `s`. */
function colonBefore(text: string, s: number): boolean {
  let i = s;
  while (i > 0 && s - i < 3 && text.charAt(i - 1) === ' ') i--;
  if (i === s || !/[:：]/.test(text.charAt(i - 1))) return false;
  return /\p{L}/u.test(text.charAt(i - 2));
}

/** A word of prose: 2 to 12 letters of any script, nothing else. */
const PROSE_WORD = /^\p{L}{2,12}$/u;

/** A word of prose stands right before the token at `s`, after a blank. */
function wordBefore(text: string, s: number): boolean {
  if (text.charAt(s - 1) !== ' ') return false;
  let w = s - 1;
  // the word starts after a JSON escape's letter (`\nprobeer`)
  while (w > 0 && s - 1 - w < 13 && /\p{L}/u.test(text.charAt(w - 1)) && !(text.charAt(w - 2) === '\\' && /[ntr]/.test(text.charAt(w - 1)))) w--;
  return PROSE_WORD.test(text.slice(w, s - 1)) && breakBefore(text, w);
}

/** The end of a line, of the text or of a JSON string is at `i`. */
function endAt(text: string, i: number): boolean {
  const c = text.charAt(i);
  return c === '' || c === '\n' || c === '\r' || c === '"' || (c === '\\' && /[nr"]/.test(text.charAt(i + 1)));
}

/** A word of prose, or the end of the sentence, the line or the string, follows the token ending at `e`. */
function wordOrEndAfter(text: string, e: number): boolean {
  const i = /[.!?]/.test(text.charAt(e)) ? e + 1 : e;
  if (endAt(text, i)) return true;
  // the sentence, or its clause (`, ` `; `), ended right after the token
  if (i === e && /[,;]/.test(text.charAt(e)) && text.charAt(e + 1) === ' ') return true;
  if (text.charAt(i) !== ' ') return false;
  if (i > e) return true;
  // a one-letter word of prose ("y luego", "e poi", "a potom") counts when a word follows it
  const j = /\p{L}/u.test(text.charAt(i + 1)) && text.charAt(i + 2) === ' ' ? i + 3 : i + 1;
  return proseWordAt(text, j);
}

/** A word of prose starts at `i` and a blank, a stop or the text's end follows it. */
function proseWordAt(text: string, i: number): boolean {
  let w = i;
  while (w < text.length && w - i <= 12 && /\p{L}/u.test(text.charAt(w))) w++;
  return PROSE_WORD.test(text.slice(i, w)) && (endAt(text, w) || /[\s.,!?]/.test(text.charAt(w)));
}

/**
 * Shapes with a typed symbol that are no password: a code point (`U+1F3FF`), a git revision or range (`HEAD~1`,
 * `24cb7a3^..24cb7a3`), a percentage glued to the next word ("90%This", prose missing a blank), an issue
 * (`Foo#123`), a URL-encoded text (`hello%20world%21`: the escape of a blank or punctuation; a letter is never escaped,
 * so `Jasper%7050vortex` is typed), a bundler's renamed identifier (`Request$1`, `serialize$5`: a name, `$` and a
 * small number), an expression (`maxSkips+1`), a file's name (`TS5.0+lib.dom.d.ts`).
 */
const NOT_TYPED =
  /^U\+[0-9A-F]{4,6}$|\.\.|[~^][0-9]*$|^[0-9]+%|#[0-9]+$|%(?:[01][0-9A-F]|2[0-9A-F]|3[A-F]|40|5[B-F]|60|7[B-F])|^[A-Z_][\w]*\$[0-9]{1,3}$|^[A-Z_][\w.]*\+[0-9]+$|\.(?:d\.ts|tsx?|[mc]?js|jsx|json|md|py|go|rs|rb|java|kts?|swift|cpp|cs|php|sh|ya?ml|toml|txt|html?|css|lock)$/i;

/** A part that names a secret (`db-password-Marigold!58`, a branch): the name's rules take only the made part. */
const NAMED = /(?:^|[-_.])(?:pass(?:word)?|pwd|secret|token|key)(?=[-_.])/i;

/**
 * Words a person glued to a number with `+` (`VortexMarmot+58`): two capitalised words and two digits or more, where
 * code's expression adds a small number to one name (`maxSkips+1`, `Count+1`).
 */
const WORDS_PLUS_NUMBER = /^(?:[A-Z][a-z]{2,}){2,}\+[0-9]{2,4}$/;

/**
 * The token is a password a person made: the strong shape, with a symbol people type (or `=` between a word and its
 * digits, as made-shape.ts reads it: `82Falcon=owj4`), and no id an API issues.
 */
function typedToken(v: string): boolean {
  if (v.length < MIN || v.length > MAX || !/[!#$%^&*+@=]/.test(v) || NAMED.test(v)) return false;
  if (NOT_TYPED.test(v) && !WORDS_PLUS_NUMBER.test(v)) return false;
  return madeShape(v) === 'strong' && !isPublicId(v);
}

/** A letter or digit of any script stands at `i`. */
function wordCharAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || (c > 127 && /[\p{L}\p{N}]/u.test(text.charAt(i)));
}

/**
 * A symbol a person types into a password and code never puts in a token between two words of prose, after a
 * character that may be a letter or digit (wordCharAt decides for one beyond ASCII): most symbols of code and
 * markdown follow none, and the regex passes over them without stopping.
 */
const TYPED = /[!#$%^&*+@=](?<=[0-9A-Za-z\u0080-\uffff].)/g;

/**
 * Tokens holding a typed symbol after a word and its colon, or between words of prose (a word or the sentence's end
 * after it); a call's name (`(` after it) never.
 */
export function scanOfferedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  TYPED.lastIndex = 0;
  for (let m = TYPED.exec(text); m !== null; m = TYPED.exec(text)) {
    // a password's symbol follows a letter or digit (`Sky$30`, `Summit!`); most symbols of code and markdown do not
    // (`$VAR`, `**`, `&&`, `# heading`): no token is read around them
    if (text.charCodeAt(m.index - 1) > 127 && !wordCharAt(text, m.index - 1)) continue;
    const [s, e] = tokenAround(text, m.index);
    TYPED.lastIndex = Math.max(e, m.index + 1);
    if (e - s < MIN || text.charAt(e) === '(' || assignsQuoted(text, e)) continue;
    const placed = colonBefore(text, s) ? /\s/.test(text.charAt(e)) || endAt(text, e) || wordOrEndAfter(text, e) : wordBefore(text, s) && wordOrEndAfter(text, e);
    if (placed && typedToken(text.slice(s, e))) out.push({ rule: 'generic-secret', start: s, end: e });
  }
  return out;
}

/**
 * The token ends with `=` glued to a quote: a name assigning the quoted value after it (`pin-sha256="…"`, a header's
 * directive, an attribute), not a password ending with `=`; the value is judged by the scans of assignments.
 */
function assignsQuoted(text: string, e: number): boolean {
  return text.charAt(e - 1) === '=' && /["'`]/.test(text.charAt(e));
}

/** `ilove…` tokens, where the anchor scan found `ilove` or `iluv`. */
export function scanIloveTokens(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    const [s, e] = tokenAround(text, p);
    if (s === p && ILOVE.test(text.slice(s, e))) out.push({ rule: 'generic-secret', start: s, end: e });
  }
  return out;
}

/**
 * The copulas that hand over a value with no noun for it ("what I typed at the prompt was X", "hint: the usual plus
 * the year — it's X"), for the anchor scan. Not `is `: it stands in most sentences, and a password's noun before it
 * is read by clause-secret-scan.ts.
 */
export const COPULA_WORDS = ['was ', 'were ', "it's "];

/** The quotes a value may stand in after its copula. */
const OPEN_QUOTE = /["'`“‘]/;

/**
 * A token of a made password's strong shape right after a copula, a word of prose or the clause's end after it: the
 * typed symbol scanOfferedPasswords asks for is not needed here (`Jigs4w_54Wigwam`), since a copula never gives an id
 * (those follow a colon) and a test's or a type's name is not said to be something. On 95 MB of real sessions and
 * source no copula is followed by such a token.
 */
export function scanCopulaPasswords(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (!isLeftBoundary(text, p)) continue;
    let s = text.indexOf(' ', p) + 1;
    while (text.charAt(s) === ' ') s++;
    const quote = OPEN_QUOTE.test(text.charAt(s)) ? text.charAt(s++) : '';
    if (!inToken(text, s)) continue;
    const [ts, e] = tokenAround(text, s);
    if (ts !== s || e - s < MIN || text.charAt(e) === '(') continue;
    const placed = quote !== '' ? /["'`”’]/.test(text.charAt(e)) : wordOrEndAfter(text, e);
    if (placed && givenToken(text.slice(s, e))) out.push({ rule: 'generic-secret', start: s, end: e });
  }
  return out;
}

/**
 * The strong shape, no name that says what it is (`db-password-2024`) nor a test's (`TestE2E_Scenario5`), no
 * revision, format, encoded text or pattern (NOT_LITERAL); without a typed symbol, no id a tool issued either
 * (with one, `MACAW6rhubarb+51` is typed, however random its case looks).
 */
function givenToken(v: string): boolean {
  // a public id first: most literals of a JSON record that get this far are the agent's own ids (`toolu_…`, `msg_…`),
  // which that test's first regex answers, where the shape would be judged in full
  if (v.length > MAX || isPublicId(v) || NAMED.test(v) || TEST_NAME.test(v) || NOT_LITERAL.test(v) || madeShape(v) !== 'strong') return false;
  return /[!#$%^&*+@=]/.test(v) || !randomShape(v);
}

/** The name of a test, a benchmark or an example (Go's `TestX_Y`, pytest's `test_x`, JUnit's `testX`). */
const TEST_NAME = /^(?:test|benchmark|example|fuzz)(?:[A-Z0-9_]|$)|^(?:Test|Benchmark|Example|Fuzz)/;

/**
 * A string literal (in code, JSON, a command's argument) that is a made password and nothing else: an array's
 * element (`"args":["ops","Chowder.903$Lasagna"]`), a call's argument (`database('shop','shop','X',…)`), a generic
 * field (`"value": "Yodel.avocado.vanilla885"`), a user's password after its colon (`"bob:X"`). Names, versions, ids, patterns and formats are never of the strong
 * shape, or are told apart below; on 95 MB of real sessions and source no quoted literal is left.
 */
export function scanQuotedLiterals(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  // every quote of a JSON text, most of which close a key or a sentence at once: found by native searches for each
  // quote character, not by reading every character of the text
  const quotes = new AnchorCursor(text, [], QUOTES);
  for (let i = quotes.at(0); i >= 0; i = quotes.at(i + 1)) {
    const q = text.charCodeAt(i);
    let e = i + 1;
    let digit = false;
    for (let c = text.charCodeAt(e); c < 128 && IN_TOKEN[c] === 1 && e - i <= MAX; c = text.charCodeAt(++e)) digit ||= c >= 48 && c <= 57;
    let close = e;
    while (text.charCodeAt(close) === 92) close++; // a JSON escape's backslashes before the closing quote
    if (!digit || e - i - 1 < MIN || e - i > MAX || text.charCodeAt(close) !== q) continue;
    const start = i + 1;
    const v = text.slice(start, e);
    // the closing quote may open the next literal (`"a","b"`): the loop goes on from it
    i = close - 1;
    // cheap tests first: the times, numbers, paths and lower-case ids of a JSON record are no strong shape
    if (!MADE.test(v) || !WORD_RUN.test(v) || !LOWER.test(v) || v.includes('/')) continue;
    // a user and its password (`npmAuthIdent: "bob:X"`, `-u 'ops:X'`): the part after the user's colon is judged
    const user = USER_COLON.exec(v)?.[0].length ?? 0;
    if (v.length - user >= MIN && givenToken(v.slice(user))) out.push({ rule: 'generic-secret', start: start + user, end: e });
  }
  return out;
}

const QUOTES = ['"', "'", '`'];
const WORD_RUN = /[A-Za-z]{3}/;
/** A user's name in lower case and its colon, at a literal's start. */
const USER_COLON = /^[a-z][\w.-]{1,39}:/;
/** Lower case: names of protocols and algorithms joined by a symbol are capitals only (`SIP+D2U`, `RSA+SHA384`). */
const LOWER = /[a-z]/;
/** A capital or a typed symbol: the strong shape holds one (made-shape.ts). */
const MADE = /[A-Z!#$%^&*+@=~?]/;

/**
 * A revision (`HEAD~1`), a format (`message-%03d`), a percent-encoded URL (`registry.npmjs.org%2Fkeys.json`), a file
 * name (`.json`), a pattern (`Foo.*Bar`, `^1.2.3`), a glob (`test-*`), an id's prefix.
 */
const NOT_LITERAL = /[~^][0-9]+$|^HEAD[~^]|%[0-9]*[a-z]|%[0-9A-F]{2}|\.[a-z]{2,4}$|\.\*|^\^|\*$|^agent_/;