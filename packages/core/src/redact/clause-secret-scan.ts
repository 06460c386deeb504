/**
 * A secret a person made, given in prose of any language: a noun of the lexicon (secret-nouns.ts: password, PIN,
 * access code, recovery phrase… in ~60 languages) and, in the same clause, a value of a made password's shape
 * (made-shape.ts), in either order and whatever words stand between them (the copula of any language: "on", "ni",
 * "là", "yra", "hai", "ay", "είναι", "היא", "هي"; "for the staging server", "on the screen is"). A value set off by a
 * quote, a colon or a backtick of any script is read whole. After a noun and a colon that ends the line, each item of
 * the list below it is read (backup codes, a BitLocker key printed under `Password:`).
 *
 * Nouns in plain ASCII are found by the anchor scan (`needs`); nouns in other scripts by one search for a letter of
 * those scripts, then the word around it. Each noun is then one bounded walk over its clause.
 */
import { codeShape, groupShape, joinedPhrase, madeShape, madeToken, phraseWords, seedShape } from './made-shape.js';
import { madePassword } from './made-password.js';
import type { RawMatch } from './rule-types.js';
import { opensTestVerdict } from './keyword.js';
import { isPublicId } from './placeholder.js';
import { isAscii } from './scan-util.js';
import { ASCII_NOUN_NEEDS, SECRET_NOUNS, nounAt, type NounClass } from './secret-nouns.js';
import { REACH, asideToLabelAt, tokensAfter, tokensBefore, type Token } from './clause-tokens.js';
import { valueBeforeAct } from './role-secret-scan.js';
import { STOP, barePhraseAfter, codeListAfter, groupsAfter, listAfter, phraseAfter } from './clause-value-lists.js';

export const CLAUSE_NOUN_WORDS = ASCII_NOUN_NEEDS;

/** Words that may stand between the noun and its value (after it), and before it. */
const AFTER_WORDS = 10;
const BEFORE_WORDS = 4;

/** Punctuation a token is wrapped in that is not part of it (markdown emphasis, colons, dashes, brackets of prose, the
 * backtick that closes a code span opened before the noun). */
const LEAD = /^(?:[*_~>:：=→–—(\[]|-(?=\s|$))+/u;
/** The copula or topic particle of a script written without blanks, glued to the value after it ("密码是267325"). */
const GLUED_COPULA = /^(?:是|为|為|は|が|은|는|이|가)(?=[\x21-\x7e])/u;
// a sentence's stop after a closing bracket too, when a quote ends the text right after it (`(password X)."`)
/** The words of a script without blanks glued after the value (`655470です`, `267325。`): the sentence goes on. */
const GLUED_TAIL = /(?<=[\x21-\x7e])[\u3000-\u30ff\u3400-\u9fff\u0e00-\u0e7f\uff01-\uff60]+$/u;
/** Also the backslash of a calendar's or a card's escaped separator (`\,`, `\;` in iCalendar and vCard text). */
const TRAIL = /(?:[*_~:：,;)\]`。，、؛\\]|(?<=[)\]])[.!?])+$/u;

/** The value a token holds for a noun of class `kind`, as [start, end], or null. */
function valueOf(text: string, t: Token, kind: NounClass, near: boolean, phrase: boolean, bound: boolean, digits = false): [number, number] | null {
  let raw = text.slice(t.start, t.end);
  let start = t.start;
  if (!t.quoted) {
    const lead = (LEAD.exec(raw)?.[0].length ?? 0) || (GLUED_COPULA.exec(raw)?.[0].length ?? 0);
    raw = raw.slice(lead);
    start += lead;
    raw = withoutClosingQuote(raw.replace(TRAIL, '').replace(GLUED_TAIL, ''));
  }
  if (raw.length === 0 || isPublicId(raw)) return null;
  // a user and its password joined by a colon (`demo:v3lv3t$115`) after a noun for both: the password is the secret
  const pair = kind === 'word' ? USER_COLON.exec(raw) : null;
  if (pair !== null && madeShape(raw.slice(pair[0].length)) === 'strong') return [start + pair[0].length, start + raw.length];
  const span: [number, number] = [start, start + raw.length];
  const shape = madeShape(raw);
  // a word that names a secret only sometimes (`pass`, `login`) takes only the value right after it
  if (kind === 'weak') return shape === 'strong' && near ? span : null;
  if (shape === 'strong') return span;
  if (shape === 'joined' && near) return span;
  // a passphrase of words joined by dashes (`dolphin-delta-boulder-silver`) after a noun that says phrase
  if (phrase && phraseWords(raw.split('-')) && !raw.split('-').some((w) => STOP.has(w))) return span;
  // three words or more joined by `_` or `-` (`quill_olive_kayak`) after a passphrase's noun: one value, not prose;
  // joined by `.` only after its copula or colon, where "for" would name a package (`for org.apache.commons`)
  if (phrase && joinedWords(raw) && (bound || !raw.includes('.'))) return span;
  // a keypad's code may end with the key that enters it (`58314#`); a passcode is a PIN's digits as often
  if ((kind === 'pin' || digits) && (codeShape(raw.replace(/[#*]$/, '')) || keypadCode(raw) || groupShape(raw))) return span;
  // a code of capitals and digits a maker printed (a car radio's `V3778TA`), given by a colon or copula
  if (kind === 'pin' && bound && PRINTED_CODE.test(raw)) return span;
  // words and a number joined, right after a password's noun and its copula or colon (`parolası: mavi-deniz-77`),
  // not after a preposition (`the password for db-server-01`)
  if (kind === 'word' && near && bound && joinedPhrase(raw)) return span;
  // right after the noun and its copula (`パスワードは n3k01$ です`, `mật khẩu … là Hoasen572..`): no word of any
  // language, though no name's shape either
  if (kind === 'word' && near && bound && madeToken(raw)) return span;
  // right after a password's noun and its copula or colon, six digits or more are a password of digits ("şifresi
  // 563882", "密码是267325"): a count or a length is shorter, and a year or a run is no code
  if (kind === 'word' && near && bound && /^[0-9]{6,12}$/.test(raw) && codeShape(raw)) return span;
  // after a password's noun, digits only when too many for anything but a code, and no date (`20240101`)
  if (kind === 'word' && (groupShape(raw) || seedShape(raw) || (codeShape(raw) && raw.replace(/\D/g, '').length >= 8 && !/^(?:19|20)\d{6}$/.test(raw)))) return span;
  if (t.quoted && madePassword(raw, { quoted: true, sentence: true, digits: kind === 'pin' })) return span;
  return null;
}

/**
 * A quote that closes the string the clause stands in (a command's argument: `echo '… PIN is 749819'`, `-m "… phrase:
 * …\"`, a row of an SQL dump: `VALUES(7,'… PIN is 287573','2026-11-19')`) ends the value, and what follows it is not
 * part of it.
 */
function withoutClosingQuote(raw: string): string {
  const m = CLOSING_QUOTE.exec(raw);
  // the sentence the string holds may end before its quote (`'… PUK is 22972526.'`)
  return m === null || m.index === 0 ? raw : raw.slice(0, m.index).replace(TRAIL, '').replace(/(?<=[0-9])[.!?]$/, '');
}

/** A quote (escaped or not) before what closes a string: a bracket, a separator, another escape, the token's end. */
const CLOSING_QUOTE = /\\?["'](?=[)\]`;,\\]|$)/;

/** Capitals and digits, three digits or more and a capital, as a maker prints a code (`V3778TA`, `4KX9-`…no dash). */
const PRINTED_CODE = /^(?=(?:[A-Z]*[0-9]){3})(?=[0-9]*[A-Z])[A-Z0-9]{5,10}$/;

/**
 * A code keyed on a pad: groups of digits split by the pad's `#` or `*` (`8068#9093`), or digits said one by one
 * (`6-9-5-4-3-0-7-8`).
 */
function keypadCode(raw: string): boolean {
  return /^[0-9]{2,8}(?:[#*][0-9]{2,8})+$/.test(raw) || /^[0-9](?:-[0-9]){4,11}$/.test(raw);
}

/**
 * Lower-case words of 3 to 12 letters joined by one of `_`, `-`, `.`, three or more, none a word of prose
 * (`trebuchet-hornbill-sampan`, `roulade.siskin.hoopoe`).
 */
function joinedWords(raw: string): boolean {
  const sep = /[-_.]/.exec(raw)?.[0];
  if (sep === undefined) return false;
  const words = raw.split(sep);
  return words.length >= 3 && words.length <= 10 && words.every((w) => /^[a-z]{3,12}$/.test(w) && !STOP.has(w));
}

const USER_COLON = /^\p{Ll}[\p{L}\p{N}._-]{1,39}:(?=[^/])/u;

/** Code, not prose: what follows the noun is an assignment, a call or markup (other scans read those). */
function looksLikeCode(text: string, t: Token): boolean {
  const raw = text.slice(t.start, t.end);
  // an arrow or an equals sign standing alone introduces the value ("password: old -> new = <value>")
  if (ARROW.test(raw)) return false;
  // a bracket of prose around words, its label's colon after it ("Stream key (paste into OBS): X"), is no code
  return !t.quoted && /[=(){}<>[\]]|\$\{|::/.test(raw.replace(/^[(\[]|[)\]][:：,;.]?$/g, ''));
}

const ARROW = /^(?:=|->|=>|-->)$/;

/** A noun that says phrase, of a password's class: passphrase, frase, wachtzin, фраза, عبارة, φράση, फ़्रेज़. */
const PHRASE_NOUN = /phrase|frase|zin|фраз|عبار|φράσ|फ़्रेज़|फ्रेज़/i;

/** The values bound to the noun that ends at `ne`, of class `kind`, starting at `p`. */
function judge(text: string, p: number, ne: number, kind: NounClass, out: RawMatch[]): void {
  // a weak noun of another script is the act a value stands before ("dùng X để đăng nhập"); an ASCII one is read by
  // role-secret-scan.ts
  if (kind === 'weak' && /^[^\x00-\x7f]/.test(text.charAt(p))) {
    const v = valueBeforeAct(text, p);
    if (v !== null) {
      out.push({ rule: 'generic-secret', start: v[0], end: v[1] });
      return;
    }
  }
  const phrase = kind === 'phrase' || PHRASE_NOUN.test(text.slice(p, ne));
  // a passcode (a phone's, a screen-time lock's) is digits as often as a PIN is
  const coded = kind === 'word' && /code/i.test(text.slice(p, ne));
  if (listAfter(text, ne, kind, out) || (phrase && barePhraseAfter(text, ne, out))) return;
  // every value this scan takes holds a digit, a quote, or words joined by `-` (a passphrase, an app password):
  // a side of the clause with none of them (most prose and code about a password) is not split into words
  const ahead =
    kind === 'phrase' ||
    mayHoldValue(text, ne, 1) ||
    (kind === 'word' && FOUR_GROUPS.test(text.slice(ne, ne + REACH))) ||
    (phrase && (SNAKE_AHEAD.test(text.slice(ne, ne + REACH)) || LABEL_AHEAD.test(text.slice(ne, ne + REACH))));
  const after = ahead ? tokensAfter(text, ne, AFTER_WORDS) : [];
  if ((kind === 'phrase' || phrase) && phraseAfter(text, after, out)) return;
  if (kind !== 'weak' && groupsAfter(text, after, out)) return;
  if (kind === 'pin' && codeListAfter(text, after, out)) return;
  // tokens of punctuation only (`:`, `–`, `**`) are not counted as words between the noun and its value
  let words = 0;
  for (let k = 0; k < after.length; k++, words++) {
    const t = after[k]!;
    if (looksLikeCode(text, t)) break;
    if (!/[\p{L}\p{N}]/u.test(text.slice(t.start, t.end))) words--;
    const prev = k === 0 ? '' : text.slice(after[k - 1]!.start, after[k - 1]!.end);
    const prevWord = prev.toLowerCase();
    // a number its own word names (`port 5060`, `pid 7305`, `line 4821`) is that, not the code of a thing near it
    if (NUMBER_NAMES.has(prevWord)) continue;
    const handedOver = WITH.has(prevWord) || IS.has(prevWord);
    // a weak noun's value stands right after it, after "with", or after "is" ("pw on the switch is still <value>")
    const near = kind === 'weak' ? words <= 1 || handedOver : words <= 2 || copulaBefore(text, after, k);
    // a label's colon binds too, after words that say whose the secret is ("Пароль администратора: <value>")
    const bound = k === 0 || !/[\p{L}\p{N}]/u.test(prev) || copulaBefore(text, after, k) || /[:：]$/u.test(prev);
    const v = valueOf(text, t, kind, near, phrase, bound, coded) ?? (kind === 'weak' && handedOver ? digitsGiven(text, t) : null) ?? (kind === 'word' && k > 0 && givenAt(prev) ? givenValue(text, t) ?? spokenRun(text, after, k) : null);
    if (v !== null) {
      out.push({ rule: 'generic-secret', start: v[0], end: v[1] });
      return;
    }
  }
  if (kind === 'weak' || !mayHoldValue(text, p, -1)) return;
  for (const t of tokensBefore(text, p, BEFORE_WORDS)) {
    // a code span's opening backtick (`` use `X` as the password ``) is no part of the value
    const lead = text.charAt(t.start) === '`' ? 1 : 0;
    const raw = text.slice(t.start + lead, t.end).replace(TRAIL, '');
    if (madeShape(raw) === 'strong' && !isPublicId(raw)) { // an agent API's id (`Subagent task toolu_01…:`) is no value
      out.push({ rule: 'generic-secret', start: t.start + lead, end: t.start + lead + raw.length });
      return;
    }
  }
}

/**
 * The word before token `k` is short and no preposition: a copula of some language ("er", "je", "ir", "ialah", "yw")
 * puts the value right after it, where "for", "voor", "til" would put the name of what the secret is for. An elided
 * pronoun before it is no part of it ("c'est", "it's").
 */
function copulaBefore(text: string, after: Token[], k: number): boolean {
  if (k === 0) return true;
  const w = text.slice(after[k - 1]!.start, after[k - 1]!.end).toLowerCase().replace(/^\p{L}{1,2}['’](?=\p{L})/u, '');
  // a vowel sign is part of its word (Thai `คือ`, Hindi `है`)
  return (/^[\p{L}\p{M}]{1,5}$/u.test(w) && !PREPOSITIONS.has(w)) || UNSPACED_COPULA.test(w);
}

/**
 * The copula of a script written without blanks between words, at the end of the run the noun's clause is glued into
 * (`รหัสผ่านเซิร์ฟเวอร์คือ X`: "the server's password is X").
 */
const UNSPACED_COPULA = /(?:คือ|เป็น|ຄື|ແມ່ນ|គឺ|ជា|သည်)$/u;

/** The word before a value that gives it: "is", "was", a label's colon. */
function givenAt(prev: string): boolean {
  return IS.has(prev.toLowerCase()) || /[:：]$/u.test(prev);
}

/** The token right after "is" or a colon, judged as the password it is said to be (madePassword: `Lunapickle89`). */
function givenValue(text: string, t: Token): [number, number] | null {
  const raw = text.slice(t.start, t.end).replace(TRAIL, '').replace(/[.!?]$/, '');
  return !t.quoted && madePassword(raw) ? [t.start, t.start + raw.length] : null;
}

/**
 * A password said aloud or dictated, as words from token `k` on ("willow 32 pepper exclamation"): each token alone is
 * no password's shape, the run of them is a passphrase (madePassword), with a number so that prose ("is kept in the
 * vault") is not one, and a word first. The run ends at the first word of prose ("all lowercase") or the clause's end.
 */
function spokenRun(text: string, after: Token[], k: number): [number, number] | null {
  // a number first is a measure ("is 8 characters long"), not a word of the password
  if (!/^\p{Ll}/u.test(text.charAt(after[k]!.start))) return null;
  let n = k;
  while (n < after.length && !after[n]!.quoted && /^[\p{Ll}]{2,12}$|^[0-9]{1,4}$/u.test(text.slice(after[n]!.start, after[n]!.end))) n++;
  for (; n - k >= 3; n--) {
    const span: [number, number] = [after[k]!.start, after[n - 1]!.end];
    const words = text.slice(span[0], span[1]);
    if (/[0-9]/.test(words) && !MEASURE.test(words) && madePassword(words)) return span;
  }
  return null;
}

/** A number and what it counts ("minimum 14 characters", "the last 5 passwords"): a rule about a password, not one. */
const MEASURE = /(?:^|\s)[0-9]{1,4} (?:char(?:acter)?s?|digits?|letters?|symbols?|words?|passwords?|days?|weeks?|months?|years?|hours?|minutes?|attempts?|times?|tries)(?:\s|$)/;

/**
 * Digits handed over with a weak noun's act ("unlock my old phone with 51273241", "the wifi is 83920417"): six or
 * more, as a code is, and no date.
 */
function digitsGiven(text: string, t: Token): [number, number] | null {
  const raw = text.slice(t.start, t.end).replace(/[.,;:!?)]+$/, '');
  if (t.quoted || !/^[0-9]{6,12}$/.test(raw) || !codeShape(raw) || /^(?:19|20)\d\d(?:0[1-9]|1[0-2])/.test(raw)) return null;
  return [t.start, t.start + raw.length];
}

/** Words that say what the number after them is: a port, a process, a place in a file, a record, a release. */
const NUMBER_NAMES = new Set(
  'port ports pid line lines row rows column col page pages step version build release issue issues pr ticket order invoice room floor'.split(' '),
);

/** "log in as root with X": the word that hands over the credential. */
const WITH = new Set(['with', 'using', 'mit', 'avec', 'con', 'com', 'met', 'med']);

/** The copula a weak noun's value may follow, a few words after it. */
const IS = new Set(['is', 'was', 'are', 'still', 'now']);

const PREPOSITIONS = new Set('for to on in at by of from with per via para pour für fur voor til för na za do dla de da di del du an op'.split(' '));

/**
 * The clause from `at` on (`step` 1) or before it (`step` -1) holds a digit, a quote of any script or words joined by
 * `-`, within REACH and before a line break.
 */
function mayHoldValue(text: string, at: number, step: 1 | -1): boolean {
  for (let n = 0, i = step === 1 ? at : at - 1; n < REACH && i >= 0 && i < text.length; n++, i += step) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || (c === 92 && text.charCodeAt(i + 1) === 110)) return false;
    if ((c >= 48 && c <= 57) || c === 34 || c === 39 || c === 96 || QUOTES.has(c)) return true;
    if (c === 45 && (text.charCodeAt(i - 1) | 32) >= 97 && (text.charCodeAt(i + 1) | 32) >= 97) return true;
  }
  return false;
}

const QUOTES = new Set([...'«»“”„‘’‹›「」『』'].map((q) => q.charCodeAt(0)));

/**
 * Words joined by `_` or `.` after a passphrase's noun (`quill_olive_kayak`, `abalone.gnocchi.kinkajou.indri`): what
 * mayHoldValue does not look for either.
 */
const SNAKE_AHEAD = /^[^\n\\]{0,60}?[a-z][_.][a-z]/;

/** A label's colon, then words in lower case (a passphrase of words after its noun's label): the same. */
const LABEL_AHEAD = /^[^\n\\]{0,80}?:[ \t]+[a-z]{3}/;

/** Four such groups in a row, letters only (an app password): what mayHoldValue does not look for. */
const FOUR_GROUPS = /^[^\n\\]{0,60}?(?<![\w-])[a-z]{4}(?: [a-z]{4}){3}(?![\w-])/;

/** The word that holds `i` and the noun in it, if one of the lexicon starts there or inside it (glued particles). */
function nounIn(text: string, from: number, to: number, asciiOnlyAtStart: boolean): { p: number; stem: string } | null {
  for (let j = from; j < to; j++) {
    const stem = nounAt(text, j);
    if (stem === null) continue;
    // an ASCII stem inside a word (`bypass`, `spinning`) is not the noun; a stem of another script may carry a particle
    if (j > from && asciiOnlyAtStart && /^[\x20-\x7e]/.test(stem) && stem.length < 6) continue;
    return { p: j, stem };
  }
  return null;
}

function isLetter(c: string): boolean {
  return /[\p{L}\p{M}\u200c\u200d]/u.test(c);
}

/**
 * Code, not prose, around the noun: a member, a call, an index, an assignment (`opts.password`, `password(`,
 * `$pass[`, `password_hash =`): the scans of code read those, and most words found in a source file end here.
 */
function inCode(text: string, p: number, ne: number): boolean {
  const before = text.charCodeAt(p - 1);
  // . _ $ - / before it, unless a blank follows: a dotted setting and its value (`auth.password -v X`) is read
  if ((before === 46 || before === 95 || before === 36 || before === 45 || before === 47) && text.charCodeAt(ne) !== 32) return true;
  let i = ne;
  while (text.charCodeAt(i) === 32) i++;
  const c = text.charCodeAt(i);
  // `=` and `{` after blanks too; ( ) . [ ] } _ , glued to the word ("the password (currently …)" is prose)
  if (c === 61 || c === 123) return true;
  return i === ne && (c === 40 || c === 41 || c === 46 || c === 91 || c === 93 || c === 125 || c === 95 || (c === 44 && !asideToLabelAt(text, i)));
}

/** `--- PASS: TestTokenRotation (0.02s)`: a test runner's verdict names the test that passed, not a password. */
function isTestVerdictAt(text: string, p: number, ne: number): boolean {
  return ne - p === 4 && text.startsWith('PASS', p) && opensTestVerdict(text, p);
}

/** A letter an inflection of a stem adds: of the Latin script after a Latin stem, of another after another. */
function suffixLetter(c: number, latin: boolean): boolean {
  const asciiLetter = (c | 32) >= 97 && (c | 32) <= 122;
  if (c < 0x80) return latin && asciiLetter;
  const ch = String.fromCharCode(c);
  return isLetter(ch) && latin === /\p{Script=Latin}/u.test(ch);
}

/** The noun found at `p`: judged, with the rest of its word (an inflection) skipped. */
function judgeNoun(text: string, p: number, stem: string, out: RawMatch[]): number {
  let ne = p + stem.length;
  const latin = /\p{Script=Latin}$/u.test(stem);
  const ascii = /[a-z]$/i.test(stem);
  while (ne < text.length && ne - p < stem.length + 8 && suffixLetter(text.charCodeAt(ne), latin)) ne++;
  // a copula glued between the noun and its value ("密码是267325") is no inflection: the value is read after it
  if (ne > p + stem.length && GLUED_COPULA.test(text.slice(ne - 1, ne + 1))) ne--;
  // a short stem with a suffix is another word (`pinned`, `passing`, `pwned`), a plural aside; digits or letters of
  // another script glued on make it part of an id
  if ((ascii && stem.length <= 4 && ne - p > stem.length + 1) || /[0-9A-Za-z]/.test(text.charAt(ne))) return ne;
  if (!inCode(text, p, ne) && !isTestVerdictAt(text, p, ne)) judge(text, p, ne, SECRET_NOUNS.get(stem)!, out);
  return ne;
}

/** A letter of Chinese, Japanese or Thai, written without blanks between words. */
const UNSPACED_SCRIPT = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]/u;

/** Nouns in plain ASCII, where the anchor scan found them. */
export function scanClauseSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after) continue;
    const before = text.charAt(p - 1);
    // in a run of letters and digits (a hash, a token: `…NX1mDP4k…`) no word stands
    if (/[0-9]/.test(before)) continue;
    const stem = nounAt(text, p);
    if (stem === null) continue;
    // a script written without blanks glues its words to the noun (`オフィスの入館PINは…`): no word is entered there
    const inWord = p > 0 && isLetter(before) && !(before === 'n' && text.charAt(p - 2) === '\\') && !UNSPACED_SCRIPT.test(before);
    // inside a word: only a long stem glued to another (`Datenbankpasswort`, `adminpassword`)
    if (inWord && stem.length < 8) continue;
    after = judgeNoun(text, p, stem, out);
  }
  return out;
}

/** A letter of a script (or a Latin letter with a diacritic) that a noun of the lexicon holds. */
const SCRIPT_LETTER = /[\u2011\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u10a0-\u10ff\u1200-\u137f\u1780-\u17ff\u1e00-\u1eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

/** Nouns in other scripts: each word that holds a letter of one is searched for a noun. */
export function scanScriptClauseSecrets(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  if (isAscii(text)) return out; // every letter SCRIPT_LETTER looks for is past ASCII
  const re = SCRIPT_LETTER;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    let ws = m.index;
    while (ws > 0 && isLetter(text.charAt(ws - 1)) && m.index - ws < 24) ws--;
    let we = m.index + 1;
    while (we < text.length && isLetter(text.charAt(we))) we++;
    const found = nounIn(text, ws, we, true);
    if (found !== null && /[^\x00-\x7f]/.test(found.stem)) we = Math.max(we, judgeNoun(text, found.p, found.stem, out));
    re.lastIndex = we;
  }
  return out;
}
