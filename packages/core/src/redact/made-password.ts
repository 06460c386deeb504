/**
 * What a password a PERSON made looks like, once its context has said "this is the secret" (a command that sets or
 * unlocks one, prose that introduces one): no generator's randomness to judge, so the bar is the shape of what people
 * type: a word with digits and a symbol (`Biosacorn676!`), words joined into a passphrase (`ember-yak-xylem`,
 * "glacier dingo bramble 70"), a sentence, a PIN. What it must not be: a name (`acme_builder`, `Cafe-Guest`), a
 * host, a path, a version, a digest, a flag, a placeholder or a reference.
 */
import { isHex } from './entropy.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';

export interface MadeOptions {
  /** The value is set off by quotes: words joined by `-` or `_` read as a passphrase, not as an identifier. */
  quoted?: boolean;
  /** The context names a PIN or code: a run of 4 to 12 digits is one. */
  digits?: boolean;
  /** The context introduced a whole sentence (after "the sentence:"): function words and capitals are allowed. */
  sentence?: boolean;
}

/**
 * Words that make a run of words prose about the password, not the password ("is stored in the vault", "then hashed
 * using bcrypt", "not set yet"): a passphrase of random words holds none of them.
 */
export const PROSE_WORDS = new Set(
  ('the a an is are was were be been being in on of to for and or not no nor but if then than so as at by with from into ' +
    'onto over under it its this that these those there here we you they he she i me my our your their his her them us ' +
    'will would should could can cannot may might must shall do does did done has have had same also still just only ' +
    'never always already now yet again very too more most less all any some each every both either neither such ' +
    'what which who whom whose when where why how about after before because while until unless see below above ' +
    'set stored saved kept required needed missing wrong invalid empty blank unknown correct different hidden encrypted ' +
    'hashed changed reset rotated expired shown printed redacted masked given sent same one two three new old default').split(' '),
);

const HASH_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);

/** Shapes that are never a password, whoever introduced them. */
function publicLooking(v: string): boolean {
  // a flag, a reference, a scope or handle (`@mycorp`), markdown (`enabled.**`)
  if (isPlaceholder(v) || isReference(v) || /^[-+<$%{[(@]|\*\*|`/.test(v) || v.startsWith('[REDACTED')) return true;
  // a path, a URL, an e-mail address, a host or file name, a version
  if (/[\\/]|:\/\/|^[\w.+-]+@[\w-]+\.[\w.]+$|^[a-z]*[-_]?v?\d+(?:\.\d+)+$|^[\w-]+(?:\.[\w-]+)*\.(?:[a-z]{2,4})$/.test(v)) return true;
  // a tag pinned after `#` (`repo#v0.1.0`), a label and its number (`line:42`, "the fix now:1. Splits …")
  if (/^#v?\d+(?:\.\d+)+$/.test(v) || /^\p{L}+:\d{1,5}\.?$/u.test(v)) return true;
  // a digest, a UUID, an id of hex pieces (`8f3a-11c2`)
  if (VERSION_RANGE.test(v) || namedForSecret(v)) return true;
  return (isHex(v) && HASH_LENGTHS.has(v.length)) || isUuid(v) || /^[0-9a-f]+(?:-[0-9a-f]+)+$/i.test(v);
}

/** A dependency's version or range (`~1.1.59`, `^6.0.x`, `>=2.3.0-rc.1`): what a lockfile or manifest pins. */
const VERSION_RANGE = /^(?:[~^]|[<>]=?|=)?v?\d+(?:\.(?:\d+|x|\*))+(?:[-+][\w.]+)?$/i;

/** Words joined into a name, one of them the secret's own noun (`client_secret_post`): an option or field, not its value. */
export function namedForSecret(v: string): boolean {
  if (!NOUN_INSIDE.test(v)) return false;
  const parts = v.split(/[-_.]/);
  return parts.length >= 2 && parts.every((w) => /^[a-z0-9]+$/i.test(w)) && parts.some((w) => SECRET_NOUN.test(w));
}
const SECRET_NOUN = /^(?:secrets?|pass(?:word|phrase)?s?|passwd|pwd|tokens?|keys?|creds?|credentials?)$/i;
/** What every SECRET_NOUN holds: a value without it is no such name, and is not split. */
const NOUN_INSIDE = /secret|pass|pwd|token|key|cred/i;

/** One word of a passphrase: letters (a digit or two may follow), capitalised too (German nouns); or a number. */
const PHRASE_WORD = /^(?:\p{Lu}?\p{Ll}{3,12}[0-9]{0,4}|[0-9]{1,4})$/u;

/** Words separated by blanks, or (quoted) by `-`, `_`, `.`: a diceware passphrase, not prose and not a name. */
function passphrase(v: string, quoted: boolean): boolean {
  const parts = v.includes(' ') ? v.split(/ +/) : quoted ? v.split(/[-_.]/) : [];
  if (parts.length < 3 || parts.length > 10) return false;
  if (!parts.every((w) => PHRASE_WORD.test(w) && !PROSE_WORDS.has(w.toLowerCase())) || !parts.some((w) => /\p{Ll}{4}/u.test(w))) return false;
  // capitalised words are prose as often ("bitte beim Admin anfragen"): a passphrase of them holds its number
  return !/\p{Lu}/u.test(v) || parts.some((w) => /^[0-9]+$/.test(w));
}

/** A sentence a person chose as a password: three words or more, with a digit, `!` or `?`. */
function sentence(v: string): boolean {
  const parts = v.split(/ +/);
  return parts.length >= 3 && parts.length <= 16 && /[0-9!?]/.test(v) && parts.every((w) => /^[\p{L}\p{N}'!?.,#@&*-]+$/u.test(w));
}

/** One token: letters with digits and a symbol, or a long-enough word with digits. */
function token(v: string): boolean {
  // longer than people type, or fields joined by colons (`root:x:0:0`, `host:port:db`)
  if (v.length < 6 || v.length > 64 || (v.match(/:/g) ?? []).length > 1) return false;
  const letters = (v.match(/\p{L}/gu) ?? []).length; // a password typed in any script (`قمر.2013`)
  const digits = (v.match(/[0-9]/g) ?? []).length;
  // code's punctuation (`hash1):`, `args[0]`), an assignment of its own (`NODE_ENV=prod2`): not a typed password
  if (/[()[\]{}<>;,'"]|:$/.test(v) || /^[A-Za-z_][\w.-]*=/.test(v)) return false;
  // a symbol people put in passwords (not the `-`, `_`, `.` that join the words of a name)
  if (/[!#$%^&*+=~?@:|]/.test(v)) return letters + digits >= 4 && (digits > 0 || letters >= 6);
  if (letters === 0 || digits === 0) return false;
  // `user42`, `sha512`, `node18`: a name with a number; `yodelfjord20`, `mandolinukulele282`: a made-up word with one
  return letters >= 5 && digits >= 2 && !/^[a-z]+[-_][a-z0-9]+$/.test(v);
}

/**
 * A generated value a sentence says IS the password ("das Passwort lautet <uuid>", "密码是 <hex>", "Hasło to 1091904"):
 * what an admin hands out or a tool prints, which madePassword takes for an id or a digest when no sentence says so.
 * A number of six digits or more (not a run or `123456…`), a UUID or hex groups, 16 hex or more, or 12 capitals and
 * digits with the few vowels of a random run (`CONFIGURATION` is a word).
 */
export function toldPassword(raw: string): boolean {
  const v = raw.trim();
  if (/^[0-9]{6,12}$/.test(v)) return !/^(?:(\d)\1+|12345\d*)$/.test(v);
  if (isUuid(v) || /^[0-9a-f]{8}(?:-[0-9a-f]{4,12}){3,6}$/i.test(v) || (v.length >= 16 && v.length <= 128 && isHex(v))) return true;
  return /^[A-Z0-9]{12,64}$/.test(v) && (v.match(/[AEIOU]/g) ?? []).length / v.length < 0.3;
}

/** `v` is the password its context introduced, judged by what people make. */
export function madePassword(raw: string, opts: MadeOptions = {}): boolean {
  const v = raw.trim();
  // a PIN before the placeholder test, which takes every number for one (`123456` stays a default)
  if (/^[0-9]+$/.test(v)) return opts.digits === true && v.length >= 4 && v.length <= 12 && !/^(?:(\d)\1+|12345\d*)$/.test(v);
  if (v.length < 4 || v.length > 128 || publicLooking(v)) return false;
  if (v.includes(' ')) return passphrase(v, true) || (opts.sentence === true && sentence(v));
  return token(v) || passphrase(v, opts.quoted === true);
}
