/**
 * A password a person gives in prose: a word that says password, passphrase, PIN or (Wi-Fi) PSK (in the languages
 * people write in), a verb or mark that introduces a value ("is", "ist", "lautet", "è", "é", "es", ":", "→"), then the value,
 * whatever it looks like: a word with digits ("la password è mandolinukulele282, l'utente è admin"), random words
 * ("the vault passphrase is wasabi wombat jasper paprika eclipse — all lowercase"), a sentence introduced as one
 * ("the password is literally the sentence: My cat ate 89 zodiacs in Lima!"), a quoted value after look-alike quotes
 * ("pass ‹x9!jejQ~›"). The value is judged by what people make (made-password.ts): prose ABOUT a password ("is stored
 * in the vault", "is 8 characters long", "is required") holds words no passphrase does.
 *
 * One bounded pass per word found by the anchor scan (`needs`).
 */
import { madePassword, toldPassword } from './made-password.js';
import { isIdentifierLike } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin } from './scan-util.js';

/** The starts of the words, in any case: the anchor scan finds them. */
export const PROSE_SECRET_WORDS = ['pass', 'pwd', 'pin', 'psk', 'kennwort', 'wachtwoord', 'contrase', 'senha', 'parola', 'haslo', 'heslo', 'salasana', 'losenord'];

/**
 * The nouns the anchor scan cannot find (it compares ASCII words only): Polish `hasło`, Russian `пароль`, and the
 * Japanese, Chinese and Korean nouns. One regex pass finds them; most texts hold none of their first characters.
 */
const FOREIGN_NOUNS = /[Hh]as[łŁ]o|[пП]ароль|ПАРОЛЬ|パスワード|密[码碼]|비밀번호/g;

/** The noun in scripts written without blanks between words: it is read wherever it starts, glued to the words around. */
const GLUED_NOUN = /^(?:パスワード|密[码碼]|비밀번호)/;

/** The whole word that names the secret. */
const SECRET_NOUN = /^(?:pass(?:word|words|wd|phrase|code|wort|e)?|pwd|psk|pin(?:code)?|kennwort|wachtwoord|contrase(?:ñ|n)a|senha|parola|has(?:ł|l)o|heslo|salasana|l(?:ö|o)senord(?:et)?|пароль)$/iu;

/**
 * Between the noun and the value: a few words ("for the staging server", "do banco"), then a verb or mark that
 * introduces it, then words that only stress it ("literally", "now", "the sentence"). Bounded, no nested repetition.
 */
const INTRO = new RegExp(
  '^(?:[ \\t]+[^\\s:=`\'"“”‹›«»,.;]{1,24}){0,5}?' +
    '(?:[ \\t]+(?:is|was|are|ist|lautet|est|es|era|è|é|e|er|är|jest|je|to|это|reads|remains|becomes|will be|is now|(?:set|changed|reset) to)(?![\\p{L}\\p{N}])|[ \\t]*[:：=→]|[ \\t]+[-–—]>?|[ \\t]*(?:は|が|是|为|為|은|는|이|가))' +
    // whole words only: the `a` of `aguacate` is no article
    '(?:[ \\t]+(?:literally|still|now|just|simply|actually|exactly|always|the|a|this|sentence|phrase|words|string)(?![\\p{L}\\p{N}]))*' +
    '[ \\t]*([:：])?[ \\t]*',
  'iu',
);

/** The characters INTRO can start with. */
const INTRO_OPENS = ' \t:：=→はが是为為은는이가';

/** Quotes a value may stand in, by their opener. */
const CLOSER: Record<string, string> = { '"': '"', "'": "'", '`': '`', '‹': '›', '«': '»', '“': '”', '„': '“', '「': '」', '‘': '’' };

/** Where an unquoted value's clause ends: a line break, a dash or comma with a blank, a sentence's end, brackets. */
const CLAUSE_END = /\r|\n|\\n|[ \t][—–-][ \t]|,[ \t]|,$|;|\(|\)|[，。、；）]|\.(?:[ \t]|$)|["`]|\\"|[ \t]+(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])/;

/** Words between the noun and its verb that make the value something else than the password ("password hash is"). */
const NOT_THE_PASSWORD = /(?<![\p{L}\p{N}])(?:ids?|hash(?:es)?|digest|checksum|uuid|version|length|policy|hint|reset)(?![\p{L}\p{N}])/iu;

const MAX_VALUE = 96;

/** The value right after the introduction at `s`: quoted, or the clause up to its end. */
function valueAt(text: string, s: number): { start: number; end: number; quoted: boolean } | null {
  let q = text.charAt(s);
  let open = s;
  if (q === '\\' && (text.charAt(s + 1) === '"' || text.charAt(s + 1) === "'")) q = text.charAt(++open);
  const closer = CLOSER[q];
  if (closer !== undefined) {
    const end = indexWithin(text, open > s ? `\\${closer}` : closer, open + 1, open + 2 + MAX_VALUE);
    return end < 0 || end - open > MAX_VALUE ? null : { start: open + 1, end, quoted: true };
  }
  const window = text.slice(s, s + MAX_VALUE + 1);
  const m = CLAUSE_END.exec(window);
  // a run longer than anyone types a password (a base64 blob under `password:`) is for the rules that judge blobs
  if (m === null && window.length > MAX_VALUE) return null;
  let end = s + (m === null ? Math.min(window.length, MAX_VALUE) : m.index);
  while (end > s && /[\s.!?]/.test(text.charAt(end - 1)) && !/[!?]/.test(text.charAt(end - 1))) end--;
  return end > s ? { start: s, end, quoted: false } : null;
}

/** The end of the secret noun that starts at `p`, or -1: a whole word, or a glued noun of a script without blanks. */
function nounEnd(text: string, p: number): number {
  const glued = GLUED_NOUN.exec(text.slice(p, p + 5));
  if (glued !== null) return p + glued[0].length;
  const before = text.charCodeAt(p - 1);
  if ((before | 32) >= 97 && (before | 32) <= 122) return -1; // inside a word: `mapping`, `bypass`
  if (before > 127 && /[\p{L}]/u.test(text.charAt(p - 1))) return -1;
  let we = p;
  while (we < text.length && we - p < 16 && /[\p{L}]/u.test(text.charAt(we))) we++;
  return SECRET_NOUN.test(text.slice(p, we)) ? we : -1;
}

function judgeAt(text: string, p: number, out: RawMatch[]): void {
  const we = nounEnd(text, p);
  if (we < 0) return;
  const noun = text.slice(p, we);
  // "pass" alone is a test verdict (`PASS: test_x`, `--- PASS: TestY`) as often as a password: only a quoted value
  const bare = /^pass$/i.test(noun);
  const rest = text.slice(we, we + 160);
  // every introduction opens with a blank or its mark: most nouns (a JSON key's `"password"`, `password_hash`) have
  // neither after them, and are not tried by the regex
  const intro = bare || !INTRO_OPENS.includes(rest.charAt(0)) ? null : INTRO.exec(rest);
  let s: number;
  let sentence = false;
  let told = false;
  if (intro !== null && !bare) {
    s = we + intro[0].length;
    told = !NOT_THE_PASSWORD.test(intro[0]);
    sentence = intro[1] !== undefined && /sentence|phrase|words/i.test(intro[0]);
  } else {
    // the noun, blanks and a quoted value: "pass ‹x9!jejQ~›", "password 'Tr0ub4dor&3'", in a string of a command
    // or of JSON its quotes escaped (`-e NOTE="PSK \"X\""`)
    const blanks = /^[ \t]+/.exec(rest);
    const open = blanks === null ? -1 : blanks[0].length + (rest.charAt(blanks[0].length) === '\\' ? 1 : 0);
    if (blanks === null || CLOSER[rest.charAt(open)] === undefined) return;
    s = we + blanks[0].length;
  }
  const v = valueAt(text, s);
  if (v === null) return;
  let value = text.slice(v.start, v.end);
  // "Pass `*git.Repository` to …": the verb, and a type or member path in code marks is what it hands on
  if (bare && text.charAt(v.start - 1) === '`' && isIdentifierLike(value.replace(/^[*&]+/, ''))) return;
  // a sentence chosen as the password is taken whole; an unquoted run of words is a passphrase of four or more, and
  // fewer words are the password and the prose after it ("the PIN is 4821 until Friday")
  if (!v.quoted && !sentence && value.includes(' ') && value.split(/ +/).length < 4 && !shortPassphrase(value)) {
    value = value.slice(0, value.indexOf(' '));
    v.end = v.start + value.length;
  }
  if (madePassword(value, { quoted: v.quoted, digits: /pin|code/i.test(noun), sentence: sentence || v.quoted }) || (told && toldPassword(value))) {
    out.push({ rule: 'generic-secret', start: v.start, end: v.end });
    return;
  }
  if (!v.quoted && !sentence) phraseThenProse(value, v.start, out);
}

/** Words that make a number a measure or a count, not a passphrase's ("12 characters long", "accepts 8 digits"). */
const MEASURE = /^(?:characters?|chars?|digits?|letters?|symbols?|bytes?|bits?|minimum|maximum|min|max|long|length|days?|hours?|minutes?|weeks?|months?|years?|times?|attempts?|tries|accepts?|needs?|requires?)$/i;

/**
 * Three words a person made into a passphrase ("Grimsby 4273 ballast"): capitalised like a name, a number of three
 * digits or more among them, and no word of a measure ("Minimum 12 characters").
 */
function shortPassphrase(value: string): boolean {
  const words = value.split(/ +/);
  return /^\p{Lu}/u.test(value) && words.some((w) => /^[0-9]{3,}$/.test(w)) && !words.some((w) => MEASURE.test(w)) && madePassword(value);
}

/**
 * A passphrase and the prose after it ("Passphrase: pickle lantern saddle orbit 79 for the next step"): the longest
 * run of four words or more from the start that ends in the number people append and reads as a passphrase.
 */
function phraseThenProse(value: string, start: number, out: RawMatch[]): void {
  const words = value.split(/ +/);
  for (let n = Math.min(words.length - 1, 10); n >= 4; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (!/[0-9]$/.test(phrase) || !madePassword(phrase)) continue;
    out.push({ rule: 'generic-secret', start, end: start + phrase.length });
    return;
  }
}

export function scanProseSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) judgeAt(text, p, out);
  return out;
}

export function scanForeignProseSecrets(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (const m of text.matchAll(FOREIGN_NOUNS)) judgeAt(text, m.index, out);
  return out;
}
