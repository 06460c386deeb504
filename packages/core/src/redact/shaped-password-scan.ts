/**
 * A password a person made, found by its shape alone, wherever it stands (a CI log line, a row of SQL output, a reply
 * in a language no lexicon here has): words and digits with a symbol people type into passwords
 * (`tambourine997Saltmarsh-`, `Tre@cle78!zeppole`), two words with the case broken between them (`MOORHENverbena_67`),
 * or capitalised words and a number joined by two kinds of separator (`Treacle_Xylem.1575`). No noun or command has
 * to say "this is a password": the bar is a shape no identifier, path, version, host, digest, id or flag has
 * (password-shape.ts judges it). This scan finds the tokens to judge: each run of a password's characters holding a
 * digit, cut from a path, a URL's host, an escape or an ellipsis around it.
 */
import { backwardsPassword, shapedPassword } from './password-shape.js';
import type { RawMatch } from './rule-types.js';
import { escapeStartsAt, isEscapeAt } from './scan-util.js';
import { HARD_SYMBOLS } from './typed-symbols.js';

/** The characters a made password is typed of: letters, digits, the joiners `-_.` and the symbols people add. */
const TOKEN_CLASS = new Uint8Array(128);
for (const c of `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-${HARD_SYMBOLS}`) TOKEN_CLASS[c.charCodeAt(0)] = 1;

/** Shorter than this, a shape says too little without a noun beside it. */
export const MIN = 10;
const MAX = 40;

/**
 * Every shape judged holds digits: the scan starts from a digit (rarer in a transcript than the runs of letters around
 * it) and reads the token around it once.
 */
const DIGIT_PAIR = /[0-9]/g;

export function scanShapedPasswords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  DIGIT_PAIR.lastIndex = 0;
  for (let m = DIGIT_PAIR.exec(text); m !== null; m = DIGIT_PAIR.exec(text)) {
    let s = m.index;
    while (s > 0 && inToken(text.charCodeAt(s - 1))) s--;
    let e = m.index + 1;
    while (e < text.length && inToken(text.charCodeAt(e))) e++;
    DIGIT_PAIR.lastIndex = e;
    if (e - s >= MIN && e - s <= MAX + 1) judgeToken(text, s, e, out);
  }
  return out;
}

function inToken(c: number): boolean {
  return c < 128 && TOKEN_CLASS[c] === 1;
}

function judgeToken(text: string, s: number, e: number, out: RawMatch[]): void {
  const start = isEscapeAt(text, s) ? s + 1 : s;
  let end = e;
  // an ellipsis after the value
  while (end - 1 > start && text.charCodeAt(end - 1) === 46 && text.charCodeAt(end - 2) === 46) end--;
  if (partOfPath(text, start, end)) return;
  if (text.charAt(start - 1) === ':') end = start + beforeHost(text.slice(start, end));
  const v = text.slice(start, end);
  if (v.length < MIN || v.length > MAX || !(shapedPassword(v) || backwardsPassword(v))) return;
  out.push({ rule: 'generic-secret', start: start + namingPrefix(v), end });
}

/** A URL's password before the host it opens (`redis://:Mx4#pq8Tz2Lw5Kd@cache-1.internal`): the host is no part of it. */
function beforeHost(v: string): number {
  const at = v.lastIndexOf('@');
  return at > 0 && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(v.slice(at + 1)) ? at : v.length;
}

/**
 * The length of a name that says what follows it (`db-password-`, `wifi_key.`): the made value starts after it, and
 * the name stays readable (`hotfix/db-password-[REDACTED]`); what is left is a secret by the name's own word.
 */
function namingPrefix(v: string): number {
  return NAMING_PREFIX.exec(v)?.[0].length ?? 0;
}
const NAMING_PREFIX = /^(?:[a-z0-9]+[-_.])*?(?:secrets?|pass(?:word|phrase)?s?|passwd|pwd|pw|tokens?|keys?|pins?|creds?)[-_.]/i;

/**
 * A part of a path or a URL (`src/Foo_Bar.2024/`, `~/.cache/`): a name, not a value. A login and its password written
 * `ops/@CatapultWheelbarrow317~` (one name before the slash, a symbol a file name never holds) is no path.
 */
function partOfPath(text: string, start: number, end: number): boolean {
  const before = text.charAt(start - 1);
  const after = text.charAt(end);
  if (after === '/' || before === '\\' || (after === '\\' && !escapeStartsAt(text, end))) return true;
  if (before !== '/') return false;
  return !(/(?:^|[\s"'=:(])[\w.-]{1,32}\/$/.test(text.slice(Math.max(0, start - 34), start)) && /[!#$%^&*+?@]|~$/.test(text.slice(start, end)));
}
