/**
 * A value a sentence hands over last, after a colon or a comma, with no noun that says what it is ("LAPS gave me this
 * for WS-0412 local admin: ZPZiZz]6Gmk5And", "it's my daughter's name and birth year, Kenji2016$1", a table cell's
 * "security word: Theodora-Lou99 |"). The rules that read a name before a value need the name; here the place and
 * the shape stand in for it: the token ends its clause (the line, the string, the cell, the sentence), and it has the
 * shape of a password a person made (made-shape.ts), which no word, name, path, version, host, id or digest has. A
 * lower-case token (`def456ghi789`, `linux-amd64`) or one that opens with a digit (a date's id) stays, since code
 * and logs name things so; capitals and lower case mixed with digits is what people type when asked for a password.
 */
import { madeShape, madeToken } from './made-shape.js';
import type { RawMatch } from './rule-types.js';

/**
 * After a word, a number or a closing quote: `:` or `,` (or the fullwidth colon), blanks, then the token (group 1),
 * then the end of its clause: the text's or line's end, a JSON string's escape or closing quote, a table cell's bar,
 * `;` or a sentence's last period before a blank. The match starts at the colon or comma, and the lookbehind reads
 * what stands before it: a pattern that opens with a lookbehind is tried at every character of the text (a third of
 * this scan's time went so), one that opens with a class skips to the next `:` or `,` natively.
 */
const TOLD = /[:,：](?<=[\p{L}\p{N})'"’][:,：])[ \t]{1,3}([^\s"'`<>()[{},;|\\]{6,64})(?=[ \t]*(?:$|\r?\n|\\+[nr"]|[ \t]\||"|;[ \t]))/gmu;

export function scanToldValues(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  for (const m of text.matchAll(TOLD)) {
    const value = m[1]!.replace(/(?<!\.)\.$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    if (toldShape(value)) out.push({ rule: 'generic-secret', start, end: start + value.length });
  }
  return out;
}

/**
 * Longer than people type a password: a generator's token or an id, which the rules that know tokens and public ids
 * judge (a request id, a key id, base64 of a certificate or a JWT stand in this place too).
 */
const MAX_TOLD = 32;

function toldShape(v: string): boolean {
  if (v.length < 6 || v.length > MAX_TOLD || /^[0-9[]/.test(v) || /[+/=_→]/.test(v)) return false;
  // eight hex digits in a row: an id a tool issued (a Cloudflare ray, an app's client id), not letters a person typed
  if (/[0-9a-f]{8}/.test(v)) return false;
  // a bundler's renamed binding (`serialize$5`, `index$1`): code, whatever stands before it
  if (/^[A-Za-z_]+\$[0-9]+$/.test(v)) return false;
  if (madeShape(v) === 'strong') return true;
  // letters and digits of both cases with a typed symbol: a dash or a dot alone joins a product's or a host's name
  return /[A-Z]/.test(v) && /[a-z]/.test(v) && /[^A-Za-z0-9-]/.test(v.replace(/(?<=[A-Za-z0-9])\.(?=[A-Za-z0-9])/g, '')) && madeToken(v);
}
