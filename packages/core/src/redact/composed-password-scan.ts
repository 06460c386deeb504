/**
 * A password a person composed, wherever it stands: words, a number and a symbol glued into one token
 * (`Orchid36=MEADOW^`, `igloo#7964Willow`, `Quinc3!732biscuit`, `LanternSaffron56*`). Prose in any language gives one
 * with no noun a rule could read ("adminでログインしてQuinc3!732biscuitを入れて", "Kirjaudu adminina, syötä
 * igloo#7964Willow", "no wait, it's cinder#7894Koala now"), but no name, path, version, address or expression of code
 * has this shape: two words, a run of digits and a symbol people type, inside one token with nothing of code's
 * syntax (brackets, quotes, operators, dots between parts, a query); password-shape.ts judges the token.
 *
 * The same token as a directory of a path (`/mnt/nas/backup_Snowdrop@2008/acme-api/config/local.yml`, a working
 * directory a session's file paths repeat) is judged as cwd-path-scan.ts judges a recorded `cwd`.
 *
 * Only where a symbol stands next to two digits (`!73`, `56*`, `=K` after `50`) is a token read: one regex pass,
 * and prose's words are never looked at.
 */
import { judgeParts } from './cwd-path-scan.js';
import { randomShape } from './made-shape.js';
import { valueAfterName } from './name-strength.js';
import { composedPassword, oneWordPassword } from './password-shape.js';
import type { RawMatch } from './rule-types.js';
import { TYPED_SYMBOLS } from './typed-symbols.js';

const MIN = 8;
const MAX = 40;

/** The characters of a composed token: ASCII letters, digits, the symbols people type, and the joiners `_.-`. */
const TOKEN = new Uint8Array(128);
for (const c of `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-${TYPED_SYMBOLS}`) TOKEN[c.charCodeAt(0)] = 1;

/** The end of a token once a sentence's `.` (or a trailing `-`, `_`) is taken off; `!` and `?` stay, people type them. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45 || text.charCodeAt(end - 1) === 95)) end--;
  return end;
}

/** A token glued to a path, a URL, a key or an escape's letter is part of something else. */
function gluedToCode(text: string, start: number, end: number, escaped: boolean): boolean {
  const before = escaped ? '' : text.charAt(start - 1);
  const after = text.charAt(end);
  const escape = after === '\\' && /[ntr"']/.test(text.charAt(end + 1));
  return /[/\\:]/.test(before) || (/[/\\([{]/.test(after) && !escape) || (after === ':' && /\S/.test(text.charAt(end + 1)));
}

/**
 * A symbol people type next to two digits (`!73`, `56*`), or one of the rarer ones between two letters, the digits
 * elsewhere (`Angkor!Wat93`, `Mekong#Phnom58`), or ending a word the digits lead (`hyacinth193Icicle~`): where a
 * composed password may stand. The regex is led by the symbol
 * (a rarer character than a digit, so it is tried at fewer places) and looks at its neighbours. Between letters,
 * code's and URLs' own joiners (`=`, `+`, `&`, `?`) are left out: they join words in every query string.
 */
const TRIGGER = /[!#$%^&*+~?@=](?:(?<=[0-9]{2}.)|(?=[0-9]{2}))|[!#$%^*~@](?<=[A-Za-z].)(?:(?=[A-Za-z])|(?<=[0-9]{2}[A-Za-z]{3,24}.))/g;

/** Where the trigger at the symbol `i` starts (its digits before, or the symbol), or -1 when it was read already. */
function triggerStart(text: string, i: number, next: number): number {
  if (i - 2 >= next && twoDigitsAt(text, i - 2)) return i - 2;
  return i >= next ? i : -1;
}

function isToken(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 && TOKEN[c] === 1;
}

function twoDigitsAt(text: string, i: number): boolean {
  return i >= 0 && isDigit(text.charCodeAt(i)) && isDigit(text.charCodeAt(i + 1));
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function scanComposedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  let judged = 0;
  // a trigger is three characters, the digits before or after the symbol; each is read once, left to right
  let next = 0;
  TRIGGER.lastIndex = 0;
  for (let m = TRIGGER.exec(text); m !== null; m = TRIGGER.exec(text)) {
    const at = triggerStart(text, m.index, next);
    if (at < 0) continue;
    next = at + 3;
    if (at < judged) continue;
    let s = at;
    while (s > 0 && at - s < MAX && isToken(text, s - 1)) s--;
    let e = at + 2;
    while (e < text.length && e - s <= MAX && isToken(text, e)) e++;
    judged = e;
    if (e - s > MAX) continue;
    if (text.charAt(s - 1) === '/' && text.charAt(e) === '/') judgeDirectory(text, s, e, out);
    else judgeToken(text, s, e, out);
  }
  return out;
}

function judgeToken(text: string, s: number, e: number, out: RawMatch[]): void {
  // a JSON escape's letter (`\nQuinc3!…`) is not part of the token
  const start = s > 0 && text.charCodeAt(s - 1) === 92 && /[ntr]/.test(text.charAt(s)) ? s + 1 : s;
  const end = trimEnd(text, start, e);
  if (end - start < MIN || gluedToCode(text, start, e, start > s)) return;
  const token = text.slice(start, end);
  if (composedPassword(token) || oneWordPassword(token)) out.push({ rule: 'generic-secret', start: start + valueAfterName(token), end });
}

/** The characters of a path up to its start: the path is the run of them before the directory. */
const PATH_CHAR = /[^\s"'`<>|;,()[\]{}\\]/;

/**
 * A directory `text[s, e)` of an absolute path (`/`, `~/`) whose other parts hold nothing of an encoding (`+`, `=`,
 * `%XX`): a run of base64 cut by its own `/` is no path. Its made part is the secret (cwd-path-scan.ts).
 */
function judgeDirectory(text: string, s: number, e: number, out: RawMatch[]): void {
  let p = s - 1;
  while (p > 0 && s - p < 512 && PATH_CHAR.test(text.charAt(p - 1))) p--;
  if (!/^(?:\/|~\/)/.test(text.slice(p, p + 2)) || /[+=%]/.test(text.slice(p, s)) || /[+=]|%[0-9A-Fa-f]{2}/.test(text.slice(e, e + 64).split(/[\s"'`]/)[0]!)) return;
  const name = text.slice(s, e);
  if (/%[0-9A-Fa-f]{2}/.test(name) || randomShape(name)) return;
  judgeParts(name, s, out);
}
