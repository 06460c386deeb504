/**
 * A password handed to a command line in quotes, whatever the tool and its flag (issue 13, attack set 14 half B:
 * `isql -P '…'`, `zip -P '…'`, `snmpwalk -A '…' -X '…'`, `xfreerdp /p:'…'`, `poetry config http-basic.x user '…'`,
 * `mkstore -createCredential db user '…'`). People quote a password because the shell would read its `!`, `^`, `#`
 * or `*`: a quoted word of mixed case with such a symbol, or with the look of a generated string, is the signal no
 * table of tools has to know. After a flag (`-P '…'`, `--value='…'`, `/p:'…'`, `-hp'…'`) the value only has to read
 * like a password; as a bare argument it must read generated.
 */
import { classFlipRate, looksRandom } from './entropy.js';
import { decodesToPlaceholder, isPlaceholder, isReference } from './placeholder.js';
import { publicByName } from './public-names.js';
import { isPublicShape } from './public-shapes.js';
import type { RawMatch } from './rule-types.js';

/**
 * The characters of a generated password that needs no escape inside quotes; no blank, path, pattern or format. Up
 * to 40: longer quoted runs are keys and tokens, which other rows judge by their shape (a public key after
 * `minisign -P` is one of them).
 */
const SHAPE = /^[A-Za-z0-9!#$^&*@~?+=._-]{8,40}$/;
/** A shell-special symbol between two letters or digits: what the quotes are there for. */
const INNER_SYMBOL = /[A-Za-z0-9][!#$^&*@~?+=][A-Za-z0-9]/;
/** The word before the value: a flag (`-P`, `--secret`, `--value=`, glued `-hp`, Windows `/p:`). */
const FLAG = /(?:^|[\s"'])(?:--?[A-Za-z][\w-]{0,40}(?:=|[ \t]+)?|\/[A-Za-z][\w-]{0,20}:)$/;
/** How far back the word before a value is read. */
const REACH = 48;

export function scanQuotedArguments(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  // the next of each quote, each searched for again only once passed: a text of many `"` and no `'` is one scan
  let single = text.indexOf("'");
  let double = text.indexOf('"');
  let from = 0;
  while (single >= 0 || double >= 0) {
    if (single >= 0 && single < from) single = text.indexOf("'", from);
    if (double >= 0 && double < from) double = text.indexOf('"', from);
    const q = single < 0 ? double : double < 0 ? single : Math.min(single, double);
    if (q < 0) break;
    const found = valueAt(text, q);
    if (found !== null) out.push(found);
    from = found === null ? q + 1 : found.end + 1;
  }
  return out;
}

/** The quoted value opening at `q`, when it stands where a command line's argument does and reads as a password. */
function valueAt(text: string, q: number): RawMatch | null {
  let open = q;
  while (open > 0 && text.charCodeAt(open - 1) === 92) open--; // `\"` in a JSON string
  // most quotes in a transcript open or close a JSON string (`{"`, `":"`, `",`): only a blank, `=`, `:` or a flag's
  // letter stands before an argument's
  if (!mayLeadArgument(text.charCodeAt(open - 1))) return null;
  const escapes = q - open;
  const start = q + 1;
  // a value shorter than 8 characters ends before its eighth: one probe drops most (`"type"`, `'s`, `"a"`)
  if (!isShapeChar(text.charCodeAt(start + 7))) return null;
  let end = start;
  let cases = 0;
  for (; end < text.length && end - start <= 40; end++) {
    const c = text.charCodeAt(end);
    if (c >= 128 || SHAPE_CHAR[c] === 0) break;
    cases |= SHAPE_CHAR[c]!;
  }
  if (end - start < 8 || (cases & 3) !== 3 || text.charAt(end + escapes) !== text.charAt(q)) return null;
  if (text.slice(end, end + escapes) !== '\\'.repeat(escapes) || /[A-Za-z0-9]/.test(text.charAt(end + escapes + 1))) return null;
  const value = text.slice(start, end);
  const before = text.slice(Math.max(0, open - REACH), open);
  if (FLAG.test(before)) return flagValue(value) ? { rule: 'cli-password', start, end } : null;
  // a name before it that says id or digest (`buildId "…"`) says what the generated-looking value is
  return argumentPosition(before) && generatedValue(value) && !publicByName(text, open) ? { rule: 'cli-password', start, end } : null;
}

function isShapeChar(c: number): boolean {
  return c < 128 && SHAPE_CHAR[c] !== 0;
}

/** A blank, `=`, `:` or a letter (`-hp'…'`). */
function mayLeadArgument(c: number): boolean {
  return c === 32 || c === 9 || c === 61 || c === 58 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Per ASCII character of SHAPE: 0 = not in it, 1 = upper case, 2 = lower case, 4 = any other (bits: both cases = 3). */
const SHAPE_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Z]/.test(ch)) SHAPE_CHAR[c] = 1;
  else if (/[a-z]/.test(ch)) SHAPE_CHAR[c] = 2;
  else if (/[0-9!#$^&*@~?+=._-]/.test(ch)) SHAPE_CHAR[c] = 4;
}

/** After a blank that follows a word: a command's argument, not a value after `:`, `=`, `,` or `(` in code or JSON. */
function argumentPosition(before: string): boolean {
  // a DNS TXT record's value is published (`_acme-challenge … IN TXT "…"`)
  return /[A-Za-z0-9_'\]-][ \t]+$/.test(before) && !/(?:^|[\s(])(?:echo|printf|print|puts|say|log|msg|TXT)[ \t]+$/i.test(before);
}

/** After a flag: a password shape with a shell symbol in it, or a value that reads generated. */
function flagValue(s: string): boolean {
  return passwordShape(s) && (INNER_SYMBOL.test(s) || generated(s));
}

/** As a bare argument: the password shape, and a shell symbol amid mixed case or the look of a generated string. */
function generatedValue(s: string): boolean {
  return passwordShape(s) && ((INNER_SYMBOL.test(s) && classFlipRate(s) >= 0.3) || (generated(s) && /[0-9]/.test(s)));
}

function passwordShape(s: string): boolean {
  // `NAME=value` quoted whole is an assignment, the keyword rules' to judge by its name; a CSP source
  // (`'nonce-…'`, `'sha256-…'`) is sent to every browser
  if (!SHAPE.test(s) || /^[A-Za-z_][\w.-]*=|^(?:nonce|sha(?:256|384|512))-/.test(s) || !/[a-z]/.test(s) || !/[A-Z]/.test(s)) return false;
  if (isReference(s) || isPlaceholder(s) || isPublicShape(s) || decodesToPlaceholder(s)) return false;
  return !wordy(s);
}

/** Letters that flip case and class like a generator's, with the entropy of a random string of their length. */
function generated(s: string): boolean {
  return classFlipRate(s) >= 0.45 && looksRandom(s, 12);
}

/**
 * A name made of words (`Build_2024_Release`, `Fix-Login-Flow-v2`): most of its letters in runs with a word's vowels
 * (an upper-case run counts against it: a generator's `OF` or `BG` is no acronym).
 */
function wordy(s: string): boolean {
  const runs = s.match(/[A-Z]?[a-z]{3,}/g) ?? [];
  const letters = s.replace(/[^A-Za-z]/g, '').length;
  const inWords = runs.filter((r) => (r.match(/[aeiouy]/gi) ?? []).length / r.length >= 0.25).join('').length;
  return letters > 0 && inWords / letters >= 0.6;
}
