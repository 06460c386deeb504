/**
 * What a value's own shape says, whatever names it: a run only a random generator prints, or a password a person
 * made, and the shapes that are public (URLs, paths, versions, ids, hashes, names, public key material, encoded
 * text). The key-agnostic scans judge values by it: assigned values (assigned-value-scan.ts) and the literals of a
 * call (call-literal-scan.ts).
 */
import { charClasses, classFlipRate, isHex, isLowVariety, shannon, type CharClasses } from './entropy.js';
import { decodesToText, isIdentifierLike, isPlaceholder, isPublicId, isReference } from './placeholder.js';
import { LONG_VALUE, camelName, hasWord, readsAsWord, wordyRun } from './word-runs.js';

/** The shortest value judged. */
export const MIN_VALUE = 8;

/** How a value's name moves the bar for it: public vetoes, secret-ish lowers it. */
export type Bar = 'public' | 'neutral' | 'secretish';


const HASH_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);

/** Shapes that are public whatever their key: URLs, paths, versions, dates, addresses, identifiers, references. */
function publicShape(v: string): boolean {
  if (/^(?:data:|[/~.]|[A-Za-z]:[\\/]|\w+:\/\/|v?\d+(?:\.\d+)+|\d{4}-\d\d-\d\d|#[0-9a-f]{3,8}$)/i.test(v)) return true;
  if (/:\/\/|\.(?:com|org|net|io|dev|json|js|ts|py|md|html|yaml|yml|txt|png|jpg|svg)\b|\/\w+\/|@\w+\./i.test(v)) return true;
  if (isReference(v) || isPlaceholder(v) || isPublicId(v) || isIdPieces(v)) return true;
  // base64 of PEM armour (`LS0tLS1CRUdJTi…`, a certificate in a Kubernetes manifest): the base64 pass judges what it decodes to
  if (v.startsWith('LS0tLS1') || isDerPublic(v) || isSignifyPublic(v)) return true;
  // a JWT (its own rule reads its claims: an anonymous one is public) or a key that says it is public (`k4.public.…`)
  if (v.startsWith('eyJ') || /public|publishable/i.test(v)) return true;
  return (isHex(v) && HASH_LENGTHS.has(v.length)) || isNameShape(v) || isLongBase58(v);
}

/** A long base58 run (no 0, O, I, l): a wallet or content address, published to be paid or fetched, whatever names it. */
function isLongBase58(v: string): boolean {
  return v.length > 64 && /^[1-9A-HJ-NP-Za-km-z]+$/.test(v);
}

/**
 * Base64 of DER whose outer SEQUENCE opens with another SEQUENCE: a public key (SubjectPublicKeyInfo) or a
 * certificate (`MFkwEwYHKoZIzj0C…`, `MCowBQYDK2Vw…`). A private key's DER opens with its version, an INTEGER.
 */
function isDerPublic(v: string): boolean {
  if (!v.startsWith('M') || !/^[A-Za-z0-9+/]+={0,2}$/.test(v)) return false;
  const der = Buffer.from(v.slice(0, 12), 'base64');
  if (der[0] !== 0x30) return false;
  const lengthBytes = der[1]! & 0x80 ? (der[1]! & 0x7f) : 0;
  return der[2 + lengthBytes] === 0x30;
}

/** A signify or minisign public key (`RWQ…`, 56 characters): base64 of `Ed`, an 8-byte key id and a 32-byte key. */
function isSignifyPublic(v: string): boolean {
  return v.length === 56 && v.startsWith('RW') && /^[A-Za-z0-9+/]+$/.test(v);
}

/**
 * An id of hex and short tags (`239c5ed865f340da-FRA`, `AC` and a hash's hex, a Twilio SID): pieces of hex and of
 * four letters or fewer.
 */
function isIdPieces(v: string): boolean {
  const hex = /^[A-Z]{1,4}[0-9a-f]+$|^[0-9a-fA-F]+$/.exec(v) !== null && HASH_LENGTHS.has(v.replace(/^[A-Z]{1,4}(?=[0-9a-f])/, '').length);
  return hex || (/[-_.:]/.test(v) && v.split(/[-_.:]/).every((p) => /^[0-9a-f]{6,}$|^[0-9A-Fa-f]{6,}$|^[A-Za-z]{1,4}$|^[0-9]+$/.test(p)));
}

/**
 * A name made of words and numbers (`test_user_42`, `node18-alpine`, `getUserById`, `API_BASE_V2`, `ChaCha20-Poly1305`): every piece
 * between separators and case changes is lower case, upper case, Capitalised or digits, and the case flips rarely.
 */
function isNameShape(v: string): boolean {
  if (isIdentifierLike(v) && classFlipRate(v) < 0.3) return true;
  return v.split(/[._:-]/).every((piece) => /^(?:[a-z]*[0-9]*[a-z]{0,2}|[A-Z]*[0-9]*|(?:[A-Z][a-z]+)+[0-9]*|[0-9]+[a-z]*)$/.test(piece));
}

/**
 * A name joined of parts by `_` or `-`, one of them a lower-case word of four letters or more (`Swinv2S_256_mode_1`,
 * `resnet50-fold-3`): a model's, a run's or a table's name, however random its other parts read. A generator's run
 * seldom holds a whole word between two separators.
 */
export function isJoinedName(v: string): boolean {
  return /[_-]/.test(v) && v.split(/[_-]/).some((part) => /^[a-z]{4,}$/.test(part) && /[aeiouy]/.test(part));
}

/** A value only a generator makes: base62/64 random runs, or hex of no hash's length. */
function generated(v: string): boolean {
  if (v.length < 16) return false;
  const body = v.charCodeAt(v.length - 1) === 61 ? v.replace(/=+$/, '') : v;
  // the alphabets generators print (base64, base64url, hex); a `.` joins a word to a signature (`hello.DGDUk…`)
  if (body.length < 16 || !/^[A-Za-z0-9+/_-]+$/.test(body)) return false;
  // seven lower-case letters in a row: a word, unless a long run holds them by chance (word-runs.ts)
  if (wordyRun(body)) return false;
  // hex of whole 4-byte words (generators print bytes, keys come in words) and of no hash's length; 24 digits is a
  // Mongo ObjectId, and a run of odd length is two things glued (a number and a SHA, where records are joined)
  if (isHex(body)) return body.length > 24 && body.length % 8 === 0 && !HASH_LENGTHS.has(body.length) && shannon(body) >= 3.3;
  const c = charClasses(body);
  // a long run of both cases may hold no digit (`bcdAJEPuvQeZHhANwOLp…`, 32 random letters): the flips decide
  if (c.upper < 2 || c.lower < 2 || (c.digit < 2 && body.length < 24)) return false;
  if (classFlipRate(body) < 0.45) return false;
  // a Unix time in it: a tracking cookie or a versioned id (`…-1774601477.42-1.0.1.1-…`), no generator's run
  if (/[0-9]{10}/.test(body) || camelName(body)) return false;
  return shannon(body) >= (body.length >= 40 ? 4.3 : body.length >= 24 ? 4.0 : 3.5);
}

/** Base64 of text (`aXNhYWNzOm5vdCBteSByZWFs…`, `eyJ0eXBlIjoi…` with its newline): encoded words, not a key. */
function decodesToPrintable(v: string): boolean {
  if (v.length < 12 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(v)) return false;
  const decoded = Buffer.from(v, 'base64').toString('latin1');
  return decodesToText(v) || /^[\x20-\x7e\t\r\n]{6,}$/.test(decoded);
}

/** Words of four letters or more (`Test`, `Trim`, `only`) in a value: two make it a name or a path, not a password. */
function wordy(v: string): boolean {
  const strict = v.length >= LONG_VALUE;
  return (v.match(/[A-Z]?[a-z]{3,}/g) ?? []).filter((w) => /[aeiouy]/i.test(w) && (!strict || readsAsWord(w.toLowerCase()))).length >= 2;
}

/** Letters of both cases flipping like random text, a symbol or two between (`pNNUk-wvOXZY.RZIZ`), no words. */
function mixedCaseRun(v: string, c: CharClasses): boolean {
  return v.length >= 10 && c.upper >= 3 && c.lower >= 3 && classFlipRate(v) >= 0.4 && !wordy(v) && !hasWord(v) && shannon(v) >= 3.2;
}

/** A value a person makes as a password: letters, digits and a symbol mixed, no word. */
function passwordMade(v: string, min: number, c: CharClasses): boolean {
  if (v.length < min || v.length > 64 || c.digit === 0 || c.upper + c.lower < 3) return false;
  const classes = (c.upper > 0 ? 1 : 0) + (c.lower > 0 ? 1 : 0) + 1 + (c.other > 0 ? 1 : 0);
  return classes >= (min >= 10 ? 4 : 3) && classFlipRate(v) >= 0.35 && !hasWord(v) && !wordy(v) && shannon(v) >= 3.0;
}

export function judgeValue(v: string, bar: Bar): boolean {
  // the shape tests first: they are cheap and drop nearly every value; the public shapes are read for the rest
  return bar !== 'public' && v.length >= MIN_VALUE && (generated(v) || personMade(v, bar)) && plausible(v);
}

/** Not public, and only a generator makes it (what a literal of any call is judged by). */
export function generatedValue(v: string): boolean {
  return generated(v) && plausible(v);
}

/** Long enough, varied, no public shape, no encoded text; and (`=` inside) no assignment of its own (`_ga=GA1.1.…`). */
function plausible(v: string): boolean {
  // `%3D`, `%2F`: URL-encoded data, whose decoded view is judged on its own
  return v.length >= MIN_VALUE && !/=[^=]/.test(v) && !/%[0-9A-Fa-f]{2}/.test(v) && !isLowVariety(v) && !publicShape(v) && !decodesToPrintable(v);
}

/** A password a person made, on the bar its key sets. */
function personMade(v: string, bar: Bar): boolean {
  const c = charClasses(v);
  if (bar === 'secretish') return passwordMade(v, 8, c) || mixedCaseRun(v, c) || (v.length >= 12 && c.digit > 0 && c.upper + c.lower > 0 && classFlipRate(v) >= 0.3 && !hasWord(v) && shannon(v) >= 3.2);
  return c.other > 0 && /[!#$%^*~?]/.test(v) && passwordMade(v, 10, c);
}
