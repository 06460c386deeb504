/**
 * A name and its value bound by a language's or a file format's own syntax, with no `=` or `:` that the assignment
 * scans read, or with one they stop short of:
 * - an element: `<pass_clear>…</pass_clear>` (its text read whole when wrapped once onto the next line);
 * - a call whose first argument names the second: `define('DBPW', '…')`, `set(SIGNING_KEY "…")`, `setenv("…", "…")`;
 * - a C array, its declarator between the name and the literal: `char db_pass[] = "…"`;
 * - a directive line, the name then its value alone (a directive word may lead): `ENV LICENSE_KEY …`, `bindpw …`,
 *   `Pass …`, `rootpw …`;
 * - an item of a flow mapping, whose value ends at `,` or `}`: `{user: mailer, pw: …}`;
 * - a logging command that sets a variable: `##vso[task.setvariable variable=storageKey;…]…`, `::set-output name=…::…`;
 * - keystrokes a macro types into a prompt: AutoHotkey `Send, …{Enter}`, AppleScript `keystroke "…"`, expect's
 *   `send "…\r"`, `xdotool type '…'`, `SendKeys::SendWait("…")`.
 * The name is judged by how strongly it says secret (keyword.ts), and the value by its shape on that bar: a name that
 * says password takes what a person types, a weaker one only what a generator prints; a typed value is judged as a
 * password a person made. No tool or format is listed by name: the syntax binds, the name and the value decide.
 *
 * One linear scan: it starts from where the words of SYNTAX_PAIR_WORDS are (the one anchor scan finds them), reads
 * the name around each and the few characters on either side that say which syntax binds it.
 */
import { barOf } from './assigned-value-scan.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { madePassword } from './made-password.js';
import { words } from './name-words.js';
import { isPublicKeyName } from './public-names.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin, isBlank } from './scan-util.js';
import { judgeValue, type Bar } from './value-shape.js';

/** Words one of which every name this scan binds holds (lower case; the anchor scan matches them in any case). */
export const SYNTAX_PAIR_WORDS = ['pass', 'pw', 'secret', 'token', 'key', 'cred', 'auth', 'material', 'send', 'keystroke', 'xdotool'];

const MAX_NAME = 48;
const MAX_VALUE = 160;

interface Value {
  start: number;
  end: number;
  quoted: boolean;
  /** The value read whole, when a line break splits it. */
  joined?: string;
}

export function scanSyntaxPairs(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let readTo = -1;
  for (const p of at) {
    if (p < readTo) continue;
    let ns = p;
    while (ns > 0 && p - ns < MAX_NAME && isNameChar(text.charCodeAt(ns - 1))) ns--;
    let ne = p;
    while (ne < text.length && ne - ns < MAX_NAME && isNameChar(text.charCodeAt(ne))) ne++;
    readTo = ne;
    if (ne - ns < 2 || ne - ns >= MAX_NAME || !mayBind(text, ns, ne)) continue;
    const name = text.slice(ns, ne);
    const typed = typedValue(text, name, ne);
    if (typed !== null) {
      if (typedSecret(text.slice(typed.start, typed.end), typed.quoted)) out.push({ rule: 'generic-secret', start: typed.start, end: typed.end });
      continue;
    }
    const bound = boundValue(text, ns, ne);
    if (bound === null) continue;
    const value = bound.value.joined ?? text.slice(bound.value.start, bound.value.end);
    if (secretFor(name, bound.bar, value, bound.value.quoted)) out.push({ rule: 'generic-secret', start: bound.value.start, end: bound.value.end });
  }
  return out;
}

/**
 * The characters on either side of the name can open one of the syntaxes above: most names a secret word is found in
 * are a JSON object's keys (`"input_tokens":`) or words of prose, dropped here before anything is read or copied.
 */
function mayBind(text: string, ns: number, ne: number): boolean {
  const before = text.charCodeAt(ns - 1);
  const after = text.charCodeAt(ne);
  if (before === 34 || before === 39) {
    // a quoted name binds only as a call's first argument: `(` before its quote
    let q = ns - 1;
    while (q > 0 && text.charCodeAt(q - 1) === 92) q--;
    while (q > 0 && isBlank(text.charCodeAt(q - 1))) q--;
    return text.charCodeAt(q - 1) === 40;
  }
  // `<name>`, `(name`, `variable=name`, `name=name::`; a name then a blank, `[`, `:`, `,` or `(`
  return (before === 60 && after === 62) || before === 40 || before === 61 || isBlank(after) || after === 91 || after === 58 || after === 44 || after === 40;
}

function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46;
}

/** A line ends at `i`: a line break, a JSON-escaped one (any depth), the end of the text, or a string's escaped end. */
function endsLine(text: string, i: number): boolean {
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13) return true;
  if (c !== 92) return false;
  let j = i;
  while (text.charCodeAt(j) === 92) j++;
  const e = text.charCodeAt(j);
  return e === 110 || e === 114 || e === 34;
}

/** Past the backslashes and the quote at `i` (`"`, `\"`, `'`), or -1 when no quote is there. */
function pastQuote(text: string, i: number): number {
  let j = i;
  while (text.charCodeAt(j) === 92) j++;
  const c = text.charCodeAt(j);
  return c === 34 || c === 39 ? j + 1 : -1;
}

/** The start of the quote (and its backslashes) that ends right before `i`, or -1. */
function quoteBefore(text: string, i: number): number {
  const c = text.charCodeAt(i - 1);
  if (c !== 34 && c !== 39) return -1;
  let j = i - 1;
  while (j > 0 && text.charCodeAt(j - 1) === 92) j--;
  return j;
}

function skipBlanks(text: string, i: number): number {
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

function skipBlanksBack(text: string, i: number): number {
  while (i > 0 && isBlank(text.charCodeAt(i - 1))) i--;
  return i;
}

/** A quoted literal opening at `i` (its quote, escaped or not): its body, on one line. */
function quotedAt(text: string, i: number): Value | null {
  const s = pastQuote(text, i);
  if (s < 0) return null;
  const q = text.charCodeAt(s - 1);
  let e = s;
  while (e < text.length && e - s <= MAX_VALUE && text.charCodeAt(e) !== q && !endsLine(text, e)) e++;
  while (e > s && text.charCodeAt(e - 1) === 92) e--; // the closing quote's escape
  if (text.charCodeAt(e) === 92) {
    let j = e;
    while (text.charCodeAt(j) === 92) j++;
    if (text.charCodeAt(j) !== q) return null;
  } else if (text.charCodeAt(e) !== q) return null;
  return e > s ? { start: s, end: e, quoted: true } : null;
}

/** A bare value from `i` to a blank, a quote, an escape or `stops`, on one line. */
function bareAt(text: string, i: number, stops: string): Value | null {
  let e = i;
  while (e < text.length && e - i <= MAX_VALUE) {
    const c = text.charCodeAt(e);
    if (isBlank(c) || c === 34 || c === 92 || c === 10 || c === 13 || stops.includes(text.charAt(e))) break;
    e++;
  }
  return e > i && e - i <= MAX_VALUE ? { start: i, end: e, quoted: false } : null;
}

function valueAt(text: string, i: number, stops: string): Value | null {
  return quotedAt(text, i) ?? bareAt(text, i, stops);
}

/** The value the syntax around the name at [ns, ne) binds to it, and the bar it sets when its name sets none. */
function boundValue(text: string, ns: number, ne: number): { value: Value; bar: Bar } | null {
  // an element, `<name>value</name>`
  if (text.charCodeAt(ns - 1) === 60 && text.charCodeAt(ne) === 62) {
    // looked for within the longest value only: a text with no `</` after the element is not read to its end again at
    // each element, which made a long text's scan grow with the square of its length
    const close = indexWithin(text, '</', ne + 1, ne + 3 + MAX_VALUE);
    if (close < 0 || close === ne + 1) return null;
    // a value wrapped once onto the next line (an editor's or a terminal's width) is read joined
    const pieces = text.slice(ne + 1, close).split(/\r?\n[ \t]*|\\+n[ \t]*/);
    if (pieces.length > 2 || pieces.some((piece) => /[\s<>]/.test(piece) || piece === '')) return null;
    return { value: { start: ne + 1, end: close, quoted: true, joined: pieces.join('') }, bar: 'neutral' };
  }
  const open = quoteBefore(text, ns);
  const after = open >= 0 ? pastQuote(text, ne) : ne;
  if (open >= 0 && after < 0) return null;
  const lead = skipBlanksBack(text, open >= 0 ? open : ns);
  const before = text.charCodeAt(lead - 1);
  // a call's first argument naming the second: `define('DBPW', '…')`, `set(NAME "…")`
  if (before === 40) {
    let i = skipBlanks(text, after);
    const comma = text.charCodeAt(i) === 44;
    if (comma) i = skipBlanks(text, i + 1);
    if (!comma && i === after) return null;
    const v = quotedAt(text, i);
    return v === null ? null : { value: v, bar: 'neutral' };
  }
  // an item of a flow mapping: `{…, pw: value}` (the value ends at `,` or `}`); its keys are bare, a JSON object's
  // quoted keys are the assignment scans' to read
  if (open < 0 && (before === 123 || before === 44) && text.charCodeAt(after) === 58 && inFlowMapping(text, lead)) {
    const v = valueAt(text, skipBlanks(text, after + 1), ',}');
    return v === null ? null : { value: v, bar: 'neutral' };
  }
  // a logging command's variable: `variable=NAME;…]value`, `name=NAME::value`
  if (text.startsWith('variable=', ns - 9) || text.startsWith('name=', ns - 5)) {
    const mark = text.charCodeAt(ns - 1) === 61 && text.startsWith('::', ne) ? '::' : ']';
    const close = indexWithin(text, mark, ne, ne + 96 + mark.length);
    if (close < 0 || text.slice(ne, close).includes('\n')) return null;
    const v = bareAt(text, close + (text.charCodeAt(close) === 58 ? 2 : 1), '');
    return v === null || !(endsLine(text, v.end) || (pastQuote(text, v.end) >= 0 && endsLine(text, pastQuote(text, v.end)))) ? null : { value: v, bar: 'neutral' };
  }
  // a C array's declarator between the name and its initialiser: `char db_pass[] = "…"`, `pw[32] = "…"`
  const array = open < 0 && text.charCodeAt(ne) === 91 ? /^\[\d{0,4}\][ \t]*=[ \t]*/.exec(text.slice(ne, ne + 16)) : null;
  if (array !== null) {
    const v = quotedAt(text, ne + array[0].length);
    return v === null ? null : { value: v, bar: 'neutral' };
  }
  // a directive line: the name (after one directive word at most), blanks, the value, the line's end
  if (open < 0 && isBlank(text.charCodeAt(ne)) && directiveLead(text, ns)) {
    const v = valueAt(text, skipBlanks(text, ne), '');
    if (v === null) return null;
    const end = skipBlanks(text, v.quoted ? pastQuote(text, v.end) : v.end);
    return end >= 0 && endsLine(text, end) ? { value: v, bar: 'neutral' } : null;
  }
  return null;
}

/** A `{` opens the mapping on this line before `at`, and no `}` closed it. */
function inFlowMapping(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0 && at - i < 512; i--) {
    const c = text.charCodeAt(i);
    if (c === 123) return true;
    if (c === 125 || c === 10 || c === 61 || c === 40) return false;
  }
  return false;
}

/**
 * The name at `ns` leads its line, or follows one directive word there (`ENV`, `set`, `export`): only blanks, and a
 * file read's line number (`12→`, `00012| `, `12\t`), stand between it and the line's start.
 */
function directiveLead(text: string, ns: number): boolean {
  let i = skipBlanksBack(text, ns);
  let w = i;
  while (w > 0 && /[A-Za-z]/.test(text.charAt(w - 1))) w--;
  if (w < i && i < ns && i - w <= 12) i = skipBlanksBack(text, w);
  if (i === 0) return true;
  const c = text.charCodeAt(i - 1);
  if (c === 10 || c === 13) return true;
  if (c === 110 && text.charCodeAt(i - 2) === 92) return true; // `\n` escaped
  // a file read's line number, then its separator
  if (c === 0x2192 || c === 124 || c === 9) {
    let d = i - 1;
    while (d > 0 && /[0-9 ]/.test(text.charAt(d - 1))) d--;
    return d < i - 1 && (d === 0 || text.charCodeAt(d - 1) === 10 || text.charCodeAt(d - 1) === 110);
  }
  return false;
}

/** Verbs that type their argument into whatever has focus (a password prompt): macro, automation and expect tools. */
const TYPING_VERBS = new Set(['send', 'sendinput', 'sendraw', 'sendtext', 'sendkeys', 'sendwait', 'keystroke', 'xdotool', 'ydotool']);

/** The literal a typing verb named `name` (ending at `ne`) types, or null. */
function typedValue(text: string, name: string, ne: number): Value | null {
  if (name.length > 9 || !/^[sSkKxXyY]/.test(name)) return null;
  const verb = name.toLowerCase();
  if (!TYPING_VERBS.has(verb)) return null;
  let i = ne;
  if (verb.endsWith('dotool')) {
    if (!text.startsWith(' type ', i)) return null;
    i += 6;
  }
  const comma = text.charCodeAt(i) === 44;
  // `SendWait("…")`: a call's one argument is typed as well
  i = skipBlanks(text, comma || text.charCodeAt(i) === 40 ? i + 1 : i);
  if (i === ne) return null;
  const quoted = quotedAt(text, i);
  if (quoted !== null) return stripKeys(text, quoted);
  // AutoHotkey's bare text, up to its first key name (`{Enter}`) or the line's end
  return comma ? bareAt(text, i, '{') : null;
}

/** A typed literal without the keys it sends after the text: `\r`, `\n`, `{Enter}`, `{Tab}`. */
function stripKeys(text: string, v: Value): Value {
  let end = v.end;
  for (;;) {
    const tail = /(?:\\+[rn]|\{[A-Za-z]+\})$/.exec(text.slice(v.start, end));
    if (tail === null) break;
    end -= tail[0].length;
  }
  return { ...v, end };
}

function typedSecret(value: string, quoted: boolean): boolean {
  return value.length >= 6 && (madePassword(value, { quoted }) || judgeValue(value, 'secretish'));
}

/** Words that say password, whatever else the name says (`pass_clear`, `ksPass`). */
const PASSWORD_WORDS = new Set(['pass', 'pw', 'pwd', 'passwd', 'password', 'passphrase']);
/** A password's stem glued to what it opens (`bindpw`, `rootpw`, `dbpw`, `smtppasswd`). */
const GLUED_PASSWORD = /(?:pw|pwd|passwd)$/i;

/** How the name moves the bar for its value: strong takes what a person types, weak a generator's run. */
function secretFor(name: string, bar: Bar, value: string, quoted: boolean): boolean {
  if (value.length < 6 || value.startsWith('[REDACTED:')) return false;
  let strength = nameStrength(name);
  if (strength !== 'strong' && (words(name).some((w) => PASSWORD_WORDS.has(w)) || GLUED_PASSWORD.test(name))) strength = 'strong';
  if (strength === 'strong') return plausibleValue(value, 6) && (madePassword(value, { quoted }) || judgeValue(value, 'secretish') || keyMaterial(value));
  // a name that says public (`sitekey`, `key_id`) vetoes what the value's shape alone would say
  const named = barOf(name);
  if (named === 'public' || isPublicKeyName(words(name))) return false;
  return judgeValue(value, strength === 'weak' ? 'secretish' : named === 'secretish' ? named : bar);
}

/** Hex or base64 of a key's length: what a name that says key or secret holds, whatever hash it looks like. */
function keyMaterial(v: string): boolean {
  return /^(?:[0-9a-fA-F]{32,128}|[A-Za-z0-9+/_-]{32,128}={0,2})$/.test(v) && /[0-9]/.test(v) && /[a-zA-Z]/.test(v);
}
