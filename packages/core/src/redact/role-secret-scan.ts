/**
 * A secret a person made, given with no noun for it but with the act it is for: "she logs in with <value>", "the
 * vault opens with <value>", "KeePass unlocks using <value>", "use `<value>` to unlock", "sign in as bob / <value>",
 * "dùng <value> để đăng nhập".
 * The act says the value is the credential as a quote would, so the value is judged as a quoted password is
 * (made-password.ts): a name, a host, a path or prose ("logs in with GitHub", "opens with a time lock at 9am",
 * "unlock it with your fingerprint") is no password and stays.
 *
 * One bounded look at each act word the anchor scan found (`needs`).
 */
import { madePassword } from './made-password.js';
import { joinedPhrase, madeShape } from './made-shape.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin } from './scan-util.js';

/** The starts of the act words, in any case: the anchor scan finds them. */
export const ROLE_WORDS = ['log in', 'logs in', 'logged in', 'log on', 'logs on', 'sign in', 'signs in', 'signed in', 'unlock', 'opens', 'open with', 'decrypt', 'authenticat'];

/**
 * The act, then what joins it to the value: "as <user>" and a `/` or `:` (the user and the password side by side),
 * or a few words ("it", "the disk") and "with", "using" or "via".
 */
const ACT = new RegExp(
  '(?:log(?:s|ged)?[ -]?(?:in|on)|sign(?:s|ed)?[ -]?in|unlock(?:s|ed)?|opens?|decrypt(?:s|ed)?|authenticat(?:e|es|ed))' +
    '[ \\t]+(?:as[ \\t]+[\\w.@-]{1,40}(?:[ \\t]*\\/[ \\t]*|:|[ \\t]+(?:with|using|and)[ \\t]+)|(?:[\\p{L}\\p{N}-]{1,20}[ \\t]+){0,3}?(?:with|using|via)[ \\t]+' +
    // the user first, then its password: "with 'alice' and '…'", "using bob / …"
    '(?:(?:\\\\?["\'`])?[\\w.@-]{1,40}(?:\\\\?["\'`])?[ \\t]+(?:and|\\/)[ \\t]+)?)',
  'iuy',
);

/** "use X to unlock", "enter X to log in", "dùng X để đăng nhập": the value stands before the act. */
const BEFORE_ACT = /(?:^|[\s("'`]|\\[nt])(?:use|enter|type|paste|dùng|sử dụng|nhập)[ \t]+(\\?[`"'][^`"'\n\\]{1,80}\\?[`"']|[^\s`"']{1,64})[ \t]+(?:to|để)[ \t]+$/i;
/** The acts a value before them may be for. */
const ACT_AFTER_VALUE = /^(?:unlock|log[ -]?in|sign[ -]?in|đăng nhập|mở khóa)/i;

/** Quotes a value may stand in, by their opener. */
const CLOSER: Record<string, string> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»' };

/** One word of a passphrase (letters, a few digits after them) or a number: the run a phrase may be. */
const PHRASE_WORD = /^(?:[a-z]{3,12}[0-9]{0,4}|[0-9]{1,4})$/;
/** Where an unquoted value's clause ends: a line break (real or escaped), a sentence's end, a string's end. */
const CLAUSE_END = /[\r\n]|\\[nr"]|"|[.,;!?](?=\s|$)|[)\]]/;

/** The value at `s`, as [start, end], when it reads as a password a person made; null when it does not. */
function valueAt(text: string, s: number): [number, number] | null {
  let open = s;
  if (text.charAt(open) === '\\' && /["']/.test(text.charAt(open + 1))) open++;
  const closer = CLOSER[text.charAt(open)];
  if (closer !== undefined) {
    const end = indexWithin(text, open > s ? `\\${closer}` : closer, open + 1, open + 102);
    if (end < 0 || /[\r\n]/.test(text.slice(open, end))) return null;
    return madePassword(text.slice(open + 1, end), { quoted: true }) ? [open + 1, end] : null;
  }
  const window = text.slice(s, s + 120);
  const stop = CLAUSE_END.exec(window);
  const clause = stop === null ? window : window.slice(0, stop.index);
  const words = clause.split(/[ \t]+/);
  // words of a passphrase: the longest run of three or more that reads as one and holds a number ("purple otter
  // garden 42 every day"); words alone are what the act is done with as often ("opens it with linked worktree support")
  let run = 0;
  while (run < words.length && run < 10 && PHRASE_WORD.test(words[run]!)) run++;
  for (let n = run; n >= 3; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (/[0-9]/.test(phrase) && madePassword(phrase, { quoted: true })) return [s, s + phrase.length];
  }
  const first = words[0] ?? '';
  if (first === '') return null;
  return madeShape(first) === 'strong' || madePassword(first, { quoted: true }) || joinedPhrase(first) ? [s, s + first.length] : null;
}

function judgeAt(text: string, p: number, out: RawMatch[]): void {
  const before = text.charAt(p - 1);
  if (/[\p{L}\p{N}_]/u.test(before) && !(before === 'n' && text.charAt(p - 2) === '\\')) return; // inside a word
  ACT.lastIndex = p;
  const act = ACT.exec(text);
  if (act !== null) {
    const v = valueAt(text, p + act[0].length);
    if (v !== null) out.push({ rule: 'generic-secret', start: v[0], end: v[1] });
    return;
  }
  const v = valueBeforeAct(text, p);
  if (v !== null) out.push({ rule: 'generic-secret', start: v[0], end: v[1] });
}

/** The value a person is told to use for the act at `p` ("use X to log in", "dùng X để đăng nhập"), or null. */
export function valueBeforeAct(text: string, p: number): [number, number] | null {
  if (!ACT_AFTER_VALUE.test(text.slice(p, p + 9))) return null;
  const lead = BEFORE_ACT.exec(text.slice(Math.max(0, p - 120), p));
  if (lead === null) return null;
  const start = p - lead[0].length + lead[0].indexOf(lead[1]!);
  const v = valueAt(text, start);
  return v !== null && v[1] <= start + lead[1]!.length ? v : null;
}

export function scanRoleSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) judgeAt(text, p, out);
  return out;
}
