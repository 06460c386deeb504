/**
 * A password glued into a name: a branch, a tag, a file or a directory (`feature/rotate-pw-Hunter2!x`,
 * `db-backup-pass=Bk!Up2024zz.tgz`, `/tmp/pass_Xy7!kQ2wEr.txt`, `release-token-…`). A noun for the secret stands at the
 * start of a part of the name, joined by `-`, `_` or `=` to the rest of that part, and the rest has a shape no name
 * has (made-shape.ts: a symbol people type into passwords among words and digits; or a tool's random token).
 * `password-reset-flow`, `key-rotation-2024`, `pin-validation` are names: their rest is words.
 *
 * One bounded look at each noun the anchor scan found (`needs`).
 */
import { madePassword } from './made-password.js';
import { madeShape, randomShape } from './made-shape.js';
import type { RawMatch } from './rule-types.js';
import { SECRET_NOUNS, type NounClass } from './secret-nouns.js';

/** The words for a password: the English ones people shorten in names, and the lexicon's single ASCII words (`mdp`, `senha`). */
const PASSWORD_NOUNS = new Set([
  ...['pw', 'pwd', 'pass', 'passwd', 'password', 'passphrase', 'passcode'],
  ...lexicon('word'),
]);
/** Every noun: a password's, a key's, a token's, a PIN's (a recovery phrase is no part of a name). */
const NOUNS = [...new Set([...PASSWORD_NOUNS, 'secret', 'token', 'key', 'pin', ...lexicon('pin')])];

function lexicon(cls: NounClass): string[] {
  return [...SECRET_NOUNS].filter(([stem, c]) => c === cls && /^[a-z]{3,}$/.test(stem)).map(([stem]) => stem);
}

/** The nouns that may end a name's part after the value (`rotate-<password>-creds`). */
const TRAILING_NOUNS = [...PASSWORD_NOUNS, 'creds', 'cred', 'credentials'];

/**
 * The nouns with the joint after them, in any case: the anchor scan finds them (a noun alone is far more common);
 * and the password's nouns with the `-` before them that ends a branch or file part.
 */
export const GLUED_NOUN_WORDS = [...NOUNS.flatMap((n) => [`${n}-`, `${n}_`, `${n}=`]), ...TRAILING_NOUNS.map((n) => `-${n}`)];

/** The noun (captured) and the joint after it, the longest noun first. */
const NOUN = new RegExp(`(${[...NOUNS].sort((a, b) => b.length - a.length).join('|')})[-_=]`, 'iy');
/** What may stand before the noun: the start of a part of a name (a Windows path's folders too). */
const PART_START = /[-_/\\.=:\s"'`]/;
/**
 * The rest of the part: up to a path separator, a blank, a quote or a shell operator (an `&` inside a name, as in a
 * Windows profile's `pass_Bocian1979&$.ovpn`, is the password's).
 */
const REST = /(?:[^\s/\\"'`,;|&()<>]|&(?![&\s]|$)){6,64}/y;
/** A file's extensions after the value (`.tgz`, `.sql.gz`): the name's, not the password's. */
const EXTENSION = /(?:\.[a-z][a-z0-9]{0,4}){1,2}$/;
/** A value before a trailing noun: the part of the name between the last joint and the noun. */
const BEFORE_NOUN = /[-_]([^\s/\\"'`,;|&()<>_-]{6,64})$/;
/** The noun that ends the part (`-creds` then a separator, a blank or the end). */
const TRAILING = new RegExp(`-(${TRAILING_NOUNS.join('|')})(?![\\w-])`, 'iy');
/** A capitalised word and a year: the commonest password people make (`Tangerine1983`), and no tool's name. */
const WORD_AND_YEAR = /^[A-Z][a-z]{4,}(?:19|20)[0-9]{2}$/;

function judgeAt(text: string, p: number, out: RawMatch[]): void {
  const before = text.charAt(p - 1);
  if (p === 0 || !PART_START.test(before)) return;
  NOUN.lastIndex = p;
  const noun = NOUN.exec(text)?.[1];
  if (noun === undefined) return;
  const s = NOUN.lastIndex;
  // `name_key=value` is an assignment, judged with its name by the rules that read those (`publishable_key=pk_…`);
  // `=` inside a file or branch name follows a part of it (`db-backup-pass=…`)
  const assigned = text.charAt(s - 1) === '=';
  if (assigned && !/[-/.]/.test(before) && !inPath(text, p)) return;
  REST.lastIndex = s;
  const m = REST.exec(text);
  if (m === null) return;
  const value = m[0].replace(EXTENSION, '').replace(/[.:!?]+$/, (tail) => (tail.includes('!') ? tail : ''));
  // a tool's random token glued on (`release-token-Xk9mQ2vL8pR4tW`), not a chain of members (`key_1.Key.fromJSON`)
  const random = !assigned && !value.includes('.') && randomShape(value);
  // a symbol people type into passwords, which no name holds, among letters and digits (`password-Kx9#mQ2vL`)
  const typed = /[!#$%^&*+~?@]/.test(value) && madePassword(value);
  // after a word for a password, also words and digits joined (`mdp_Tr0mpette77`): a name's rest after one is words
  const shape = madeShape(value);
  const password = PASSWORD_NOUNS.has(noun.toLowerCase());
  const made = shape === 'strong' || (shape === 'joined' && password);
  // `pw=` inside a path says outright that a password follows: a password's shape is enough (`…_pw=Falcon1977.sql`)
  const stated = assigned && password && madePassword(value);
  if (made || random || typed || stated) out.push({ rule: 'generic-secret', start: s, end: s + value.length });
}

/**
 * `p` is inside a file's path: a `/` or `\` stands between it and the blank before, and no URL's `://` or query
 * (`…?access_token=…` is a parameter, judged by the rules for those).
 */
function inPath(text: string, p: number): boolean {
  const token = /\S*$/.exec(text.slice(Math.max(0, p - 200), p))![0];
  return /[/\\]/.test(token) && !/:\/\/|[?&]/.test(token);
}

/**
 * A password before the noun that ends a branch's or file's part (`hotfix/rotate-Tangerine1983-creds`): the part
 * before the noun has a made password's shape, or is a word and a year (a name's part is words or a version:
 * `bump-Python311-creds`).
 */
function judgeTrailing(text: string, p: number, out: RawMatch[]): void {
  TRAILING.lastIndex = p;
  if (!TRAILING.test(text)) return;
  const m = BEFORE_NOUN.exec(text.slice(Math.max(0, p - 80), p));
  if (m === null) return;
  const value = m[1]!;
  if (madeShape(value) === null && !WORD_AND_YEAR.test(value)) return;
  out.push({ rule: 'generic-secret', start: p - value.length, end: p });
}

export function scanGluedSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    if (text.charAt(p) === '-') judgeTrailing(text, p, out);
    judgeAt(text, p, out);
  }
  return out;
}
