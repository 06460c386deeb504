/**
 * A value cut over two prompts: the user hit enter inside its quotes (`the passphrase is "ocarina-hornbill-e`, then
 * `iderdown-pangolin" (sorry, hit enter too early)`). Each half is a text of its own: the first ends with a quote
 * opened on words joined by `-`, `_` or `.`, the second opens with such words and the quote that closes them. The
 * quote is the only one of its kind in the text: no prose opens a quote it never closes, or closes one it never opened,
 * right on a joined word at the text's very edge.
 */
import type { RawMatch } from './rule-types.js';

/** Words joined, at the text's start, then the quote that closes them (JSON-escaped too). */
const REST = /^[\p{L}\p{N}]{1,16}(?:[-_.][\p{L}\p{N}]{1,16}){1,8}(?=\\?["”»])/u;
/** The quote that opens them, then words joined to the text's end. */
const HEAD = /["“«]([\p{L}\p{N}]{1,16}(?:[-_.][\p{L}\p{N}]{1,16}){1,8})\s*$/uy;
/** A word among them: a date, a version or a number cut off is no value. */
const WORD = /\p{L}{3}/u;
/** The longest text read: a prompt, not a file. */
export const MAX_TEXT = 2000;

export function scanCutValues(text: string): RawMatch[] {
  if (text.length > MAX_TEXT) return [];
  const out: RawMatch[] = [];
  const rest = REST.exec(text);
  if (rest !== null && WORD.test(rest[0]) && onlyQuote(text, rest[0].length)) out.push({ rule: 'generic-secret', start: 0, end: rest[0].length });
  const head = headAtLastQuote(text);
  if (head !== null && WORD.test(head[1]!) && onlyQuote(text, head.index)) out.push({ rule: 'generic-secret', start: head.index + 1, end: head.index + 1 + head[1]!.length });
  return out;
}

/**
 * HEAD from the text's last quote only: the words after the opening quote run to the text's end and hold no quote, so
 * no earlier quote can open them; trying HEAD at every quote of a JSON record cost more than the rest of this scan.
 */
function headAtLastQuote(text: string): RegExpExecArray | null {
  const at = Math.max(text.lastIndexOf('"'), text.lastIndexOf('“'), text.lastIndexOf('«'));
  if (at < 0) return null;
  HEAD.lastIndex = at;
  return HEAD.exec(text);
}

/** The quote at `at` (after its escape) is the text's only quote of its kind: `"`, or the pair `“…”` / `«…»`. */
function onlyQuote(text: string, at: number): boolean {
  const q = text.charAt(at) === '\\' ? text.charAt(at + 1) : text.charAt(at);
  const kinds = q === '"' ? ['"'] : q === '”' || q === '“' ? ['“', '”'] : ['«', '»'];
  let n = 0;
  for (const k of kinds) for (let i = text.indexOf(k); i >= 0; i = text.indexOf(k, i + 1)) n++;
  return n === 1;
}
