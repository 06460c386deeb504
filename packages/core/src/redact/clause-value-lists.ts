/**
 * A secret noun's value given as several words or lines: a recovery phrase's words, the groups of four an issuer
 * prints a key in, and the items of a list below `Noun:` (backup codes, a password wrapped over two lines).
 */
import { tokensAfter, isBlank, type Token } from './clause-tokens.js';
import { codeShape, groupShape, madeShape, phraseWords, randomShape } from './made-shape.js';
import { PROSE_WORDS, madePassword } from './made-password.js';
import type { RawMatch } from './rule-types.js';
import { indexWithin } from './scan-util.js';
import type { NounClass } from './secret-nouns.js';

/** Words of a recovery phrase after its noun (`is: drizzle orchid … mint`). */
export function phraseAfter(text: string, after: Token[], out: RawMatch[]): boolean {
  const all = after.length === 0 ? [] : tokensAfter(text, after[0]!.start, 30);
  // the words whose the phrase is ("of the faucet wallet:") end at the label's colon
  const label = all.findIndex((t) => /[:：]$/u.test(text.slice(t.start, t.end)));
  const words = all.slice(label + 1).filter((t) => /^[a-z]+\.?$/.test(text.slice(t.start, t.end)));
  const firstWord = words.findIndex((t) => !STOP.has(text.slice(t.start, t.end)));
  const run = words.slice(firstWord);
  const list = run.map((t) => text.slice(t.start, t.end).replace(/\.$/, ''));
  if (firstWord < 0 || list.some((w) => STOP.has(w))) return false;
  if (list.length < 12 && !shortPhrase(list, label >= 0 && run.length === all.length - label - 1)) return false;
  if (list.length >= 12 && !phraseWords(list)) return false;
  const end = run[0]!.start + text.slice(run[0]!.start, run[run.length - 1]!.end).replace(/\.$/, '').length;
  out.push({ rule: 'generic-secret', start: run[0]!.start, end: phraseEnd(text, end) });
  return true;
}

/**
 * A phrase of fewer words (a service's own six): after the label's colon, the whole rest of the clause, four words or
 * more of what people pick for a passphrase (madePassword), none of prose.
 */
function shortPhrase(list: string[], wholeClause: boolean): boolean {
  return wholeClause && list.length >= 4 && madePassword(list.join(' '));
}

/** The words a phrase goes on with past the clause's reach (a wallet's 25 long words): the last one cut is finished. */
const PHRASE_REST = /[a-z]*(?: [a-z]{3,12}(?![\p{L}\p{N}]))*/uy;

function phraseEnd(text: string, end: number): number {
  PHRASE_REST.lastIndex = end;
  return PHRASE_REST.exec(text) === null ? end : PHRASE_REST.lastIndex;
}

/**
 * Lower-case words, four to eight, right after a passphrase's noun (and its colon) to the clause's end, unquoted
 * ("encrypted with the passphrase ibex impala zander xerus"): a diceware phrase. A sentence about the passphrase holds
 * a word of prose or goes on past the clause's reach ("the passphrase must never leave this machine").
 */
const BARE_PHRASE = /[ \t]*[:：]?[ \t]*([a-z]{3,12}(?: [a-z]{3,12}){3,7})(?=[ \t]*(?:$|[\n.,;!?)"'»”\\]))/y;

export function barePhraseAfter(text: string, ne: number, out: RawMatch[]): boolean {
  BARE_PHRASE.lastIndex = ne;
  const m = BARE_PHRASE.exec(text);
  if (m === null || m[1]!.split(' ').some((w) => STOP.has(w) || PROSE_WORDS.has(w))) return false;
  const end = BARE_PHRASE.lastIndex;
  out.push({ rule: 'generic-secret', start: end - m[1]!.length, end });
  return true;
}

/**
 * Groups of four an issuer prints a key in, as separate words after its noun: an app password (`rukx qxft cmlj owmi`),
 * an authenticator's seed (`72gz 2kqg r7hu …`), read as one value when groupShape takes them joined.
 */
export function groupsAfter(text: string, after: Token[], out: RawMatch[]): boolean {
  const k = after.findIndex((t) => GROUP.test(text.slice(t.start, t.end)));
  if (k < 0) return false;
  // the groups may run past the words the clause was read for: read them on from the first
  const run = tokensAfter(text, after[k]!.start, 10);
  let n = 0;
  while (n < run.length && GROUP.test(text.slice(run[n]!.start, run[n]!.end))) n++;
  const groups = run.slice(0, n).map((t) => text.slice(t.start, t.end));
  // one length for every group: an issuer prints them alike; words of prose in capitals differ
  if (n < 4 || groups.some((g) => g.length !== groups[0]!.length) || !groupShape(groups.join('-').replace(/^[a-z0-9-]+$/i, (v) => (/[a-z]/.test(v) ? v.toLowerCase() : v)))) return false;
  out.push({ rule: 'generic-secret', start: run[0]!.start, end: run[n - 1]!.end });
  return true;
}

/**
 * Codes a service issues as a list after their noun and its colon (backup codes: `dipper-889 truffle-831 …`): four or
 * more, each a word and a number joined by `-` in one shape throughout (the same runs of letters and digits), so a list
 * of prose or of names that differ is not one.
 */
export function codeListAfter(text: string, after: Token[], out: RawMatch[]): boolean {
  const k = after.findIndex((t) => /[\p{L}\p{N}]/u.test(text.charAt(t.start)));
  if (k < 0 || k === after.length - 1) return false;
  const run = tokensAfter(text, after[k]!.start, 24);
  const shape = codeShapeOf(text.slice(run[0]!.start, run[0]!.end));
  if (shape === null) return false;
  let n = 1;
  while (n < run.length && codeShapeOf(text.slice(run[n]!.start, run[n]!.end).replace(/[,;.]$/, '')) === shape) n++;
  if (n < 4) return false;
  const last = run[n - 1]!;
  out.push({ rule: 'generic-secret', start: run[0]!.start, end: last.end - (/[,;.]$/.test(text.slice(last.start, last.end)) ? 1 : 0) });
  return true;
}

/** The shape of one code (`dipper-889` → `a-9`): letters and digits, joined by `-`; null for any other token. */
function codeShapeOf(token: string): string | null {
  if (!/^(?=.*[0-9])(?=.*[a-z])[a-z0-9]{2,12}(?:-[a-z0-9]{2,12}){1,3}$/i.test(token)) return null;
  return token.replace(/[a-z]+/gi, 'a').replace(/[0-9]+/g, '9');
}

/** A group of four (an app password, a seed) or of five or six capitals and digits (backup codes: `RQ278 RMCDP …`). */
const GROUP = /^(?:[a-z0-9]{4}|[A-Z0-9]{4,6})$/;

export const STOP = new Set('is are was the and for with that this from you not but have has will can all its our your into then when each also'.split(' '));

/** A markdown heading from its `#` marks to the noun, on one line. */
const HEADING = /(?:^|\s|\\n)#{1,6}[ \t][^\n\\#]*$/;
/** A user's name alone on its line. */
const USER_LINE = /^[a-z][a-z0-9._-]{1,31}$/;

/**
 * After `Noun:` or a markdown heading that holds the noun (`### creds for the demo box`), and a line break, each item
 * of the list below (up to 12 lines): the codes or passwords it lists, after the user's name on the first line.
 */
export function listAfter(text: string, ne: number, kind: NounClass, out: RawMatch[]): boolean {
  let i = ne;
  while (i < text.length && i - ne < 40 && text.charAt(i) !== ':' && text.charAt(i) !== '\n' && text.charAt(i) !== '\\') i++;
  const heading = text.charAt(i) !== ':';
  if (heading && !HEADING.test(text.slice(Math.max(0, ne - 80), ne))) return false;
  if (!heading) i++;
  while (isBlank(text, i)) i++;
  // a line break, real or JSON-escaped at any depth (`\\n` of a JSON string inside a JSON string)
  const br = /^(?:\r?\n|\\+n)/.exec(text.slice(i, i + 10))?.[0];
  if (br === undefined) return false;
  const nl = br.length;
  let found = false;
  let userLine = -1;
  for (let line = 0, at = i + nl; line < 12 && at < text.length; line++) {
    let end = indexWithin(text, br, at, at + 200);
    if (end < 0) end = Math.min(text.length, at + 120);
    const item = /^(?:\s|\\t)*(?:(?:\d{1,2}[.)]|[-*•])\s+)?(.*?)\s*$/u.exec(text.slice(at, end));
    const value = item?.[1] ?? '';
    const s = end - text.slice(at, end).replace(/\s+$/, '').length + text.slice(at, end).replace(/\s+$/, '').lastIndexOf(value);
    if (value.length === 0 && found) break;
    // the user a password below is for (`admin`), on the first line under the noun
    if (line === 0 && kind === 'word' && USER_LINE.test(value)) {
      userLine = line;
      at = end + nl;
      continue;
    }
    // right under the user, the one word a person made as its password (`ilovecharlie83`)
    const forUser = line === userLine + 1 && userLine >= 0 && !/\s/.test(value) && madePassword(value);
    if (value.length > 0) {
      const ok = forUser || madeShape(value) === 'strong' || ((kind === 'pin' || kind === 'word') && (codeShape(value) || groupShape(value) || randomShape(value)));
      const wrapped = ok ? null : wrappedValue(text, value, end, br);
      if (!ok && wrapped === null) break;
      out.push({ rule: 'generic-secret', start: s, end: wrapped ?? s + value.length });
      found = true;
      if (wrapped !== null) end = wrapped;
    }
    at = end + nl;
  }
  return found;
}

/**
 * A password wrapped over two lines of the list (`vortex4710X` then `orbit$Greta`): two lines of one token each whose
 * join is a made password's shape. The end of the second line, or null.
 */
function wrappedValue(text: string, first: string, end: number, br: string): number | null {
  if (/\s/.test(first) || !text.startsWith(br, end)) return null;
  const at = end + br.length;
  const m = /^[^\s\\]{2,64}(?=\r?\n|\\n|\s*$)/.exec(text.slice(at, at + 80));
  if (m === null || madeShape(first + m[0]) !== 'strong') return null;
  return at + m[0].length;
}
