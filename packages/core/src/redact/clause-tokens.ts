/**
 * The tokens of a clause of prose, read both ways from a noun: where a clause ends (a line break, real or escaped, a
 * sentence's end, the end of the JSON string it stands in), blanks (a table's cell border too), and a token, a quoted
 * run of any script read whole.
 */
import { indexWithin } from './scan-util.js';

/** How far a clause runs from its noun, each way. */
export const REACH = 140;

/**
 * Quotes a value may stand in, by their opener; angle brackets too (`password <Heron_Quarry.5821>`): a placeholder
 * there (`<your-password>`) is judged as any other value, and kept for having no password's shape.
 */
const CLOSER: Record<string, string> = { '"': '"', "'": "'", '`': '`', '<': '>', '‹': '›', '«': '»', '»': '«', '“': '”', '„': '“', '「': '」', '『': '』', '‘': '’' };

export interface Token {
  start: number;
  end: number;
  quoted: boolean;
}

/** `text[i]` ends a clause: a line break (real or escaped), a sentence's end, `;`, a comma before a blank (RESUMED aside). */
function clauseEndAt(text: string, i: number): boolean {
  const c = text.charAt(i);
  const next = text.charAt(i + 1);
  if (c === '\n' || c === '\r' || c === ';' || c === '。' || c === '，' || c === '、' || c === '؛' || c === '।' || c === '،') return true;
  if (c === '\\') return next === 'n' || next === 'r';
  // "the password of the NAS, it's <value>": a comma before a copula that points back at the noun goes on with it
  if (c === ',' && next === ' ' && RESUMED.test(text.slice(i + 2, i + 10))) return false;
  if (c === ',' && asideToLabelAt(text, i)) return false;
  // a stop before a blank, the text's end or its line's end (`PUK is 64391382.` then a new line, raw or escaped)
  if (c === '.' || c === ',' || c === '?' || c === '!') return next === ' ' || next === '\t' || next === '' || next === '\n' || next === '\r' || (next === '\\' && /[nr]/.test(text.charAt(i + 2)));
  return false;
}

/**
 * The comma at `i` opens an aside that ends in a label's colon ("the password, grouped as IT read it out: <value>"):
 * words up to a colon and a blank, no other clause's end before it. The clause goes on through it.
 */
export function asideToLabelAt(text: string, i: number): boolean {
  return text.charAt(i + 1) === ' ' && ASIDE_TO_LABEL.test(text.slice(i + 2, i + 64));
}

const ASIDE_TO_LABEL = /^[^\n\r\\.,;:!?]{1,60}:[ \t]/;

/** A pronoun elided into a copula ("c'est", "it's", "that's"): the clause it opens is the one before the comma. */
const RESUMED = /^(?:c['’]est|it['’]s|that['’]s)[ \t]/i;

/**
 * `text[i]` closes the string the clause stands in: a `"` (or the `\\"` of a string inside a string, escaped as deep
 * as it is nested) that a JSON string's value ends at, so a value that ends a prompt (`…este Sarmale#Cluj12"}`) is
 * read without the JSON after it.
 */
function stringEndAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== 92) return c === 34 && text.charCodeAt(i - 1) !== 92;
  // escaped once per level the string is nested (`\\\"` in a JSON string quoted inside another)
  let j = i + 1;
  while (text.charCodeAt(j) === 92 && j - i < 8) j++;
  return text.charCodeAt(j) === 34;
}

export function isBlank(text: string, i: number): boolean {
  const c = text.charAt(i);
  // a table's cell border too: `| **Passcode** | \`value\` |` is one clause
  return c === ' ' || c === '\t' || c === '|' || c === '\u00a0' || c === '\u3000' || (c === '\\' && text.charAt(i + 1) === 't');
}

/** The token at `i` (not a blank): a quoted run whole, else up to a blank or the clause's end. */
function tokenAt(text: string, i: number, limit: number): Token | null {
  let at = i;
  while (at < limit && /[*_>:：→–—(\[]/u.test(text.charAt(at))) at++;
  let q = text.charAt(at);
  if (q === '\\' && (text.charAt(at + 1) === '"' || text.charAt(at + 1) === "'")) q = text.charAt(++at);
  const closer = CLOSER[q];
  if (closer !== undefined) {
    const end = indexWithin(text, closer, at + 1, at + 101);
    const stop = text.charAt(end - 1) === '\\' ? end - 1 : end;
    if (end > at + 1 && end - at <= 100 && !/[\n\r]/.test(text.slice(at, end))) return { start: at + 1, end: stop, quoted: true };
  }
  let end = i;
  while (end < limit && !isBlank(text, end) && !clauseEndAt(text, end) && !stringEndAt(text, end)) end++;
  // a password may end in `?` or `.` before the sentence goes on: keep what the clause end took off
  return end > i ? { start: i, end, quoted: false } : null;
}

/** Tokens of the clause after `from`, up to `count` words. */
export function tokensAfter(text: string, from: number, count: number): Token[] {
  const out: Token[] = [];
  const limit = Math.min(text.length, from + REACH);
  let i = from;
  while (i < limit && out.length < count) {
    while (i < limit && isBlank(text, i)) i += text.charAt(i) === '\\' ? 2 : 1;
    if (i >= limit || clauseEndAt(text, i)) break;
    const t = tokenAt(text, i, limit);
    if (t === null) break;
    out.push(t);
    i = t.quoted ? t.end + 1 : t.end;
    // a clause end taken into an unquoted token (`…-5674.` then a blank) ends the clause after it, as does the end
    // of the string it stands in
    if (clauseEndAt(text, i) || (!t.quoted && stringEndAt(text, i))) break;
  }
  return out;
}

/** Tokens of the clause before `to`, nearest first. */
export function tokensBefore(text: string, to: number, count: number): Token[] {
  const out: Token[] = [];
  const limit = Math.max(0, to - REACH);
  let i = to;
  while (i > limit && out.length < count) {
    while (i > limit && isBlank(text, i - 1)) i--;
    let s = i;
    while (s > limit && !isBlank(text, s - 1) && !clauseEndAt(text, s - 1)) s--;
    if (s === i) break;
    out.push({ start: s, end: i, quoted: false });
    if (s > limit && clauseEndAt(text, s - 1)) break;
    i = s;
  }
  return out;
}
