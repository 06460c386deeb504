/**
 * A secret named inside one part of a branch or a path (`hotfix/door-code-Woodlouse-Ironwood-Catapult-27`,
 * `creds/vpn-psk-Catapult_Redstart.7214/notes.md`): a noun of the lexicon (secret-nouns.ts: a password's, a PIN's,
 * a code's) among the part's words, then the rest of the part as its value. Split on `-` and `_` the value is words
 * no rule reads as one token, so it is judged whole, by the shapes people make (made-shape.ts), a PIN's digits or
 * digits spelled as words. A part's words are lower case and its numbers short (`pin-node-version-18`,
 * `password-reset-2`): those stay.
 *
 * A noun may end its part and the next part be the value (`vault-pw/722818`); and lower-case words, three or more,
 * with a number (`kiosk-pass-vicuna-rickshaw-vicuna-34`) are a passphrase where a name's description is one or two
 * words (`pin-node-version-18`, `password-strength-meter`).
 *
 * In a text, a folder's part is read (between two `/`), and a file's name after a `/` when it ends with an extension.
 */
import type { RawMatch } from './rule-types.js';
import { codeShape, madeShape, madeToken } from './made-shape.js';
import { madePassword } from './made-password.js';
import { nounAt } from './secret-nouns.js';
import { FILE_EXTENSION, isSpace } from './scan-util.js';

/** Each part of a name given alone (a branch, a file path), between `/` or `\` and the line's ends. */
const NAME_PART = /[^/\\\n]*[-_][^/\\\n]*/g;
/** What ends a folder's name inside a text (besides a blank): `/`, a quote, a bracket, a separator. */
const PART_END = new Uint8Array(128);
for (const ch of '/\\"\'`<>()[]{},;|') PART_END[ch.charCodeAt(0)] = 1;
/** Digits spelled as words, four or more (`five-six-nine-six`). */
const DIGIT_WORDS = /^(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?:[-_](?:zero|oh|one|two|three|four|five|six|seven|eight|nine)){3,15}$/i;

/** A part, and the whole part after it (read in a lookahead: each part is the first of a pair once). */
const PART_PAIR = /(?<=^|[/\\])([^/\\\n]+)[/\\](?=([^/\\\n]+)(?:[/\\]|$))/gm;

/** The secrets named in the parts of `text`: every part of a name given alone, or each folder of a path in a text. */
export function scanNamedParts(text: string, wholeName: boolean): RawMatch[] {
  const out: RawMatch[] = [];
  if (!wholeName) return folderParts(text, out);
  for (const m of text.matchAll(NAME_PART)) {
    const span = valueIn(m[0]);
    if (span !== null) out.push({ rule: 'generic-secret', start: m.index + span[0], end: m.index + span[1] });
  }
  for (const m of text.matchAll(PART_PAIR)) {
    const next = m[2]!;
    if (!endsInNoun(m[1]!) || !namedValue(next)) continue;
    const start = m.index + m[0].length;
    out.push({ rule: 'generic-secret', start, end: start + next.length });
  }
  return out;
}

/** `part` ends in a secret's noun, its words split on blanks, `-`, `_` and `.` (`vault-pw`, `front-door-code`). */
function endsInNoun(part: string): boolean {
  const view = part.toLowerCase().replace(/[-_.]/g, ' ');
  for (let i = 0; i < view.length; i = view.indexOf(' ', i) + 1 || view.length) {
    if (nounAt(view, i)?.length === view.length - i) return true;
  }
  return false;
}

/**
 * Each folder's name in a text: a part joined by `-` or `_` between two `/` (or after the last, a file's name with its
 * extension), nothing in it that ends a path (a blank, a quote, a bracket). Walked from one `/` to the next: a regex led by a lookbehind was tried at every character of
 * every text, and a JSON record holds many paths.
 */
function folderParts(text: string, out: RawMatch[]): RawMatch[] {
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
    const start = slash + 1;
    let joined = false;
    let end = start;
    for (let c = text.charCodeAt(end); end < text.length && !endsPart(c); c = text.charCodeAt(++end)) joined ||= c === 45 || c === 95;
    // a folder's name, or the file's name that ends the path (`notebooks/vault-pw-261358.ipynb`)
    if (!joined || (text.charCodeAt(end) !== 47 && !FILE_EXTENSION.test(text.slice(start, end)))) continue;
    const span = valueIn(text.slice(start, end));
    if (span !== null) out.push({ rule: 'generic-secret', start: start + span[0], end: start + span[1] });
  }
  return out;
}

function endsPart(c: number): boolean {
  return (c < 128 && PART_END[c] === 1) || isSpace(c);
}

/**
 * Where the value after a secret's noun stands in `part`, as [start, end], or null when no noun leads a value of a
 * secret's shape. A file's extension (`vault-pw-261358.ipynb`) is the file's, not the value's.
 */
function valueIn(part: string): [number, number] | null {
  const view = part.toLowerCase().replace(/[-_]/g, ' ');
  const end = part.length - (FILE_EXTENSION.exec(part)?.[0].length ?? 0);
  for (let i = 0; i < view.length; i++) {
    if (i > 0 && view[i - 1] !== ' ') continue;
    const noun = nounAt(view, i);
    if (noun === null) continue;
    const at = i + noun.length + 1;
    if (view[at - 1] === ' ' && at < end && namedValue(part.slice(at, end))) return [at, end];
  }
  return end < part.length ? codeInFileName(part.slice(0, end)) : null;
}

/**
 * A file named for the code it holds (`recovery-974880.ipynb`, `locker_7639419.md`): one word, then six to eight
 * digits that are no date, timestamp or counter padded with zeros. A file numbered by a record of a tracker, a build
 * or a shop says which (`issue-123456.md`, `invoice-2024031.pdf`); the words that do stay.
 */
function codeInFileName(stem: string): [number, number] | null {
  const m = CODE_FILE.exec(stem);
  const digits = m?.[2];
  if (m === null || digits === undefined || RECORD_WORDS.has(m[1]!.toLowerCase()) || !codeShape(digits)) return null;
  // a date (`20240315`, `202403`) or a round number (`100000`) numbers a file, no one is given it
  if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])|000$/.test(digits)) return null;
  return [stem.length - digits.length, stem.length];
}
const CODE_FILE = /^([A-Za-z]{3,16})[-_]([1-9][0-9]{5,7})$/;
/** Words a file is numbered by a record with: a tracker's, a build's, a shop's, a sequence's. */
const RECORD_WORDS = new Set(
  ('issue issues pr pull bug ticket task story case incident build run job pipeline workflow deploy release version ' +
    'commit order invoice receipt payment transaction txn account user customer item product sku page chapter part ' +
    'frame image img photo screenshot video clip scan doc report log trace dump backup snapshot export import batch ' +
    'record row entry event message msg request session test sample data file block chunk segment shard tile')
    .split(' '),
);

/** A value a noun can name: a PIN's digits or words, or what a person makes; a name's words with a number are not. */
function namedValue(v: string): boolean {
  if (codeShape(v) || DIGIT_WORDS.test(v)) return true;
  if (madeShape(v) === 'strong' || madeToken(v)) return true;
  // words joined (`Acorn-Ironwood-Semolina-38`): capitals and a number say a person made them, not a branch's words
  if (/\p{Lu}/u.test(v) && /\p{Ll}/u.test(v)) return madePassword(v, { quoted: true });
  // three lower-case words or more and a short number, none naming a product's part: the number people append to a
  // passphrase (`nilgai-zither-merganser-76`) says so at once; other separators and numbers need a made password's
  // shape. A name's words before its number are fewer (`pin-node-version-18`, `password-reset-2`).
  if (!LOWER_PHRASE.test(v) || namesFeature(v)) return false;
  return PASSPHRASE.test(v) || madePassword(v, { quoted: true });
}

/** A word of the name says what part of a product it is (FEATURE_WORDS), not what secret it holds. */
function namesFeature(v: string): boolean {
  return v.split(/[-_.]/).some((w) => FEATURE_WORDS.has(w));
}

/** Three lower-case words or more and a short number, ending the part (`vicuna-rickshaw-vicuna-34`). */
const LOWER_PHRASE = /^[a-z]{3,12}(?:[-_.][a-z]{3,12}){2,7}[-_.][0-9]{1,4}$/;
/** Of those, words joined by `-` or `_` and a number of two to four digits. */
const PASSPHRASE = /^[a-z]{3,12}(?:[-_][a-z]{3,12}){2,7}[-_][0-9]{2,4}$/;
/**
 * Words that make the noun before them a feature's name (`password-reset-email-template-42`,
 * `pin-entry-screen-layout-3`): what a change does to the secret or the part of a product that holds it.
 */
const FEATURE_WORDS = new Set(
  ('reset change update rotate rotation strength policy validation validator validate check checker hash hashing ' +
    'field input form entry rules rule flow page screen view modal dialog prompt manager meter expiry expiration ' +
    'length recovery generator hint storage store encryption login email template test tests support handling')
    .split(' '),
);
