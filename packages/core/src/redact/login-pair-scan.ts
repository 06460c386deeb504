/**
 * A user and the password a person made for it, handed over side by side with no noun for either: "connecte-toi avec
 * admin et <value>", "Melde dich mit admin und <value> an", "entra com admin e <value>", "zaloguj się jako admin z
 * <value>", "account jan.devries / <value>", "ftp: uploader / <value>". The syntax binds them: a login name, then
 * " / " or the "and" of some language after a word that says "as" or "with" (the user the login is done as). The
 * value must still have a made password's shape (made-shape.ts): a symbol people type or a word glued to digits in
 * mixed case, or words and a number joined with a capital (`Brezel-Brezel-Regenschirm-09`); "with tests and
 * fix-login-42", "read / write" stay.
 *
 * One bounded look at each joiner the anchor scan found (`needs`).
 */
import { joinedPhrase, madeShape, madeToken } from './made-shape.js';
import type { RawMatch } from './rule-types.js';

/** The joiners, blanks around them: `/`, and "and" in the languages whose word for it is no common English word. */
export const LOGIN_PAIR_WORDS = [' / ', ' and ', ' und ', ' et ', ' e ', ' y ', ' en ', ' z ', ' och ', ' og ', ' ja ', ' ve ', ' dan '];

/** A login name: letters first, then letters, digits, `.`, `_`, `-` (`admin`, `a.rossi`, `jan.devries`). */
const USER = /(?:^|[\s:("'`])([\p{L}][\p{L}\p{N}._-]{1,39})$/u;
/** The word before the user that says the login is done as or with it, in the languages of the joiners. */
const AS_WORD = /(?:^|[\s("'`])(?:as|with|als|mit|avec|comme|con|come|com|como|met|jako|med|som|sebagai|dengan|olarak|ile)(?:[ \t]+\p{L}{1,10}){0,2}[ \t]+$/iu;
const LABEL_BEFORE = /(?:^|[\s(])(?:[\p{L}-]{2,24}:|account|user|login|creds?|credentials)[ \t]+$/iu;
/** "Zugang ist admin / …", "access is admin / …", "l'accès est …": the word for access, then "is" of its language. */
const ACCESS_IS = /(?:^|[\s("'`])(?:access|login|zugang|zugangsdaten|anmeldung|acc[eè]s|acceso|accesso|acesso|toegang|dost[eę]p)[ \t]+(?:is|ist|est|es|è|é|=)[ \t]+$/iu;
/** A login name in Latin letters (`admin`, `ops`, `j.doe`). */
const LOGIN_NAME = /^[a-z][a-z0-9._-]{1,31}$/;
/** Where the value ends: a blank, a line break (real or escaped), a quote, a bracket. */
const VALUE = /^[^\s"'`()[\]{}<>\\]{6,64}/;

export function scanLoginPairs(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) pairAt(text, p, out);
  return out;
}

/** The same after each ideographic comma (`ユーザー admin、<value> で`), which the anchor scan (ASCII) does not find. */
export function scanCommaLoginPairs(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (let p = text.indexOf('、'); p >= 0; p = text.indexOf('、', p + 1)) pairAt(text, p, out);
  return out;
}

/** The pair around the joiner at `p`, if its value is a password. */
function pairAt(text: string, p: number, out: RawMatch[]): void {
  // the anchor is the joiner with its blanks: the value starts after the second blank; an ideographic comma has none
  const comma = text.charAt(p) === '、';
  const from = comma ? p + 1 : text.indexOf(' ', p + 1) + 1;
  const value = valueAt(text, from);
  if (value === null) return;
  const slash = text.charCodeAt(p + 1) === 47;
  const user = USER.exec(text.slice(Math.max(0, p - 40), p));
  if (user === null || !/\p{Ll}/u.test(user[1]!)) return;
  // a login name in Latin letters listed with a value in text of another script (`ユーザー admin、<value> で`) is bound
  // by the list itself: the value alone must then have a shape no name has
  if (comma ? LOGIN_NAME.test(user[1]!) && madeShape(value) === 'strong' : boundTo(text, p - user[1]!.length, slash) && (accepts(value, slash) || (slash && accessPair(text, p - user[1]!.length, value)))) {
    out.push({ rule: 'generic-secret', start: from, end: from + value.length });
  }
}

/**
 * The value after the joiner, without the punctuation that ends the sentence, when it holds a digit. Read by
 * character code first: most words after an "and" are short and hold none, and are not copied.
 */
function valueAt(text: string, from: number): string | null {
  let digit = false;
  let e = from;
  for (; e < text.length && e - from < 64; e++) {
    const c = text.charCodeAt(e);
    if (c <= 32 || c === 34 || c === 39 || c === 92 || c === 96) break;
    if (c >= 48 && c <= 57) digit = true;
  }
  if (!digit || e - from < 6) return null;
  const m = VALUE.exec(text.slice(from, e));
  if (m === null) return null;
  const value = m[0].replace(/[.,;:]+$/, '');
  return /[0-9]/.test(value) ? value : null;
}

/**
 * The user is one: after "as" or "with" of some language (`mit admin und …`); with `/`, also after a label (`ftp:`,
 * `account`, `identifiants:`) or at the start of a line, where "read / write" has no login name before it.
 */
function boundTo(text: string, userStart: number, slash: boolean): boolean {
  const before = text.slice(Math.max(0, userStart - 24), userStart);
  if (AS_WORD.test(before)) return true;
  return slash && (LABEL_BEFORE.test(before) || ACCESS_IS.test(before));
}

/**
 * "Zugang ist admin / Jeichhorn76.yte": the sentence hands the value over as the access's password, so a capitalised
 * word glued to digits and cut by a `.`, `_` or `-` is one, though a file name has that shape elsewhere.
 */
function accessPair(text: string, userStart: number, value: string): boolean {
  if (!ACCESS_IS.test(text.slice(Math.max(0, userStart - 24), userStart))) return false;
  return madeToken(value) || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\p{L}[0-9]/u.test(value) && /[._-]/.test(value));
}

/** A made password's shape; words joined by `-` or `_` only with a capital (a passphrase a person typed). */
function accepts(value: string, slash: boolean): boolean {
  if (madeShape(value) === 'strong') return true;
  return /\p{Lu}/u.test(value) && joinedPhrase(value) && (slash || /^\p{Lu}/u.test(value));
}
