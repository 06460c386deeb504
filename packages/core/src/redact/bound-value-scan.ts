/**
 * Values bound to a name by position, not by `=` or `:` (assigned-value-scan.ts reads those): a flag's argument
 * (`signtool … /p …`, `rootpw --plaintext …`), a word's in a config line (`(pw …)`, `bearer …`), a quoted protocol
 * argument (`"AUTH" "…"`), an element's text (`<value>…</value>`, `…password">…</property>`), or a run alone on its
 * line (what `pwgen`, `wg genkey` or a paste printed). No table can list every tool's flag or every config word:
 * the value's own shape decides (value-shape.ts), on the bar of the words before it on its line: one that says
 * secret lowers it to a password's shape, one that names an id, digest or version right before the value vetoes.
 *
 * One linear scan: a run shorter than MIN_RUN characters cannot cover a probe placed every MIN_RUN characters, so
 * the scan looks at one character in MIN_RUN outside runs.
 */
import { barOf } from './assigned-value-scan.js';
import { inBase64Block, inFlatPublicBlock } from './entropy-scan.js';
import { publicByName } from './public-names.js';
import type { RawMatch } from './rule-types.js';
import { forEachLongRun, isEscapeAt } from './scan-util.js';
import { judgeValue, type Bar } from './value-shape.js';

/** The shortest run judged: a password a person made without a word that says so is ten characters or more. */
export const MIN_RUN = 10;
const MAX_RUN = 128;
/** How many words before the value on its line are read for its bar. */
const NAME_WORDS = 3;
/** How far back on its line the words are read. */
const LINE_REACH = 96;

/**
 * 1: a character of the alphabets generators print (base64, base64url, hex); 2: a symbol people put in passwords.
 * A run is made of these only: a `.`, `:` or `@` ends it, so the words, paths, times and addresses of a transcript
 * break into short runs that the probe skips.
 */
const SHAPE_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9+/_=-]/.test(ch)) SHAPE_CLASS[c] = 1;
  else if (/[!#$%^*~?]/.test(ch)) SHAPE_CLASS[c] = 2;
}

/** What may stand right before a bound value: a blank, a quote, an element's `>`, a line's start. */
function opensValue(text: string, s: number): boolean {
  if (s === 0) return true;
  const c = text.charCodeAt(s - 1);
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 62 || c === 0x300c;
}

/**
 * What may follow one: a blank, a quote, a closing bracket, a separator, an element's `<`, an escape, the end, or a
 * sentence's final period.
 */
function closesValue(text: string, e: number): boolean {
  if (e >= text.length) return true;
  const c = text.charCodeAt(e);
  if (c === 46) return e + 1 >= text.length || closesValue(text, e + 1);
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 41 || c === 59 || c === 44 || c === 60 || c === 92 || c === 0x300d;
}

/** Where the line holding `at` starts: after a real line break or a JSON-escaped `\n`. */
function lineStartBefore(text: string, at: number): number {
  const from = Math.max(0, at - LINE_REACH);
  // searched in the reach only: a JSON line of megabytes has no real line break to find
  const window = text.slice(from, at);
  const escaped = window.lastIndexOf('\\n');
  return from + Math.max(window.lastIndexOf('\n') + 1, escaped >= 0 ? escaped + 2 : 0);
}

/** A word of a name before a value: letters of any script, digits, `_`, `-`, `.`, `$`, `/` of a Windows flag. */
const NAME_WORD = /[\p{L}\p{N}_.$/-]+/gu;

/**
 * The bar the words before the value on its line set: public when the word right before names an id, digest or
 * version; secret-ish when any of the last few says secret; neutral otherwise. A run alone on its line is bound to
 * the label that ends the line before (`notes/output.txt:`, `Recovery key:`) and judged by its words; with no such
 * label it is bound to nothing (a reader's output, a list), and is left to the rules that judge bare runs.
 */
function barBefore(text: string, start: number): Bar {
  const lineStart = lineStartBefore(text, start);
  const line = text.slice(lineStart, start);
  const found = line.match(NAME_WORD);
  if (found === null) return labelBar(text, lineStart);
  return barOfWords(found, line);
}

/** A label line ending right before `lineStart` (`…:` and its line break): the bar of its words; public when none. */
function labelBar(text: string, lineStart: number): Bar {
  const br = text.charCodeAt(lineStart - 1) === 10 ? (text.charCodeAt(lineStart - 2) === 13 ? 2 : 1) : text.startsWith('\\n', lineStart - 2) ? 2 : 0;
  if (br === 0) return 'public';
  const labelEnd = lineStart - br;
  if (text.charCodeAt(labelEnd - 1) !== 58) return 'public';
  const label = text.slice(lineStartBefore(text, labelEnd), labelEnd - 1);
  const found = label.match(NAME_WORD);
  return found === null ? 'public' : barOfWords(found, label);
}

function barOfWords(found: RegExpMatchArray, line: string): Bar {
  const names = found.slice(-NAME_WORDS).map((w) => w.replace(/^[-/]+/, '')).filter((w) => w !== '');
  if (names.length === 0) return 'neutral';
  if (barOf(names[names.length - 1]!) === 'public' && /[\p{L}\p{N}]["'>]?[ \t]*["']?$/u.test(line)) return 'public';
  return names.some((w) => barOf(w) === 'secretish') ? 'secretish' : 'neutral';
}

/**
 * A value after `=` or `:` (a quote and blanks between), which assigned-value-scan.ts judges on its key's bar, or an
 * argument of a call or an item of a list after `(` or `,`, which call-literal-scan.ts judges on its callee's.
 */
function judgedElsewhere(text: string, s: number): boolean {
  let p = s - 1;
  while (p >= 0 && p > s - 6 && /["' \t\\]/.test(text.charAt(p))) p--;
  const c = text.charCodeAt(p);
  return c === 58 || c === 61 || c === 0xff1a || c === 0xff1d || c === 40 || c === 44;
}

/** How far back a public block's armour is looked for. */
const ARMOUR_REACH = 4096;

/**
 * Inside a public key's or a certificate's armour (`-----BEGIN PGP PUBLIC KEY BLOCK-----`, its blank line and the
 * line numbers of a file read between): no END since the BEGIN.
 */
function inPublicArmour(text: string, s: number): boolean {
  const before = text.slice(Math.max(0, s - ARMOUR_REACH), s);
  const begin = before.lastIndexOf('-----BEGIN ');
  if (begin < 0 || before.includes('-----END', begin)) return false;
  return /^-----BEGIN [A-Z0-9 ]*(?:PUBLIC KEY|CERTIFICATE)/.test(before.slice(begin, begin + 64));
}

/** A prefixed token (`dpl_…`, `QRTK-…`): token-scan.ts judges its prefix, public ids' among them. */
const PREFIXED = /^[A-Za-z]{2,12}[_-]/;

/** A hashtag (`#DevOps2024`): `#`, a letter, then word characters only; a password typed with a `#` mixes in others. */
const HASHTAG = /^#[A-Za-z]\w*$/;

/** The run at [s, e) is a value bound by position whose shape only a generator or a person making a password gives. */
function boundSecret(text: string, s: number, e: number): boolean {
  if (PREFIXED.test(text.slice(s, s + 14)) || judgedElsewhere(text, s) || HASHTAG.test(text.slice(s, e))) return false;
  const bar = barBefore(text, s);
  if (bar === 'public' || !judgeValue(text.slice(s, e), bar)) return false;
  // a line of a certificate's or public key's base64 block, an SSH public key (`ssh-ed25519 AAAAC3…`)
  if (inBase64Block(text, s) || inFlatPublicBlock(text, s) || inPublicArmour(text, s) || text.startsWith('AAAA', s)) return false;
  return !publicByName(text, s);
}

/**
 * The cheap half of value-shape's judgement, in one pass over the run: a generator's run (sixteen characters or more
 * of its alphabets, both cases, digits unless long, flipping class often) or a password with a symbol and a digit.
 * Nearly every run of a transcript (words, paths, timestamps, ids) fails it before anything else is read.
 */
function mayBeSecret(text: string, s: number, e: number): boolean {
  let digits = 0;
  let upper = 0;
  let lower = 0;
  let symbols = 0;
  let flips = 0;
  let prev = 0;
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    let k = 4;
    if (c >= 48 && c <= 57) (digits++, (k = 1));
    else if (c >= 65 && c <= 90) (upper++, (k = 2));
    else if (c >= 97 && c <= 122) (lower++, (k = 3));
    else if (SHAPE_CLASS[c] === 2) symbols++;
    if (k !== prev && i > s) flips++;
    prev = k;
  }
  const len = e - s;
  const flipRate = flips / (len - 1);
  if (len >= 16 && symbols === 0 && upper >= 2 && lower >= 2 && (digits >= 2 || len >= 24)) return flipRate >= 0.45;
  return symbols > 0 && digits > 0 && upper + lower >= 3 && flipRate >= 0.35;
}

export function scanBoundValues(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  forEachLongRun(text, MIN_RUN, SHAPE_CLASS, (start, e) => {
    // `\nqwAP8…` inside a JSON string: the `n` belongs to the escape, which opens the value's line
    const escaped = isEscapeAt(text, start);
    const s = escaped ? start + 1 : start;
    // the bounds first, each a character or two: most runs of a JSON text stand between `.`, `:` or `/`, not blanks
    if (e - s < MIN_RUN || e - s > MAX_RUN || !(escaped || opensValue(text, s)) || !closesValue(text, e)) return;
    if (mayBeSecret(text, s, e) && boundSecret(text, s, e)) out.push({ rule: 'generic-secret', start: s, end: e });
  });
  return out;
}
