/**
 * Text that carries JSON string escapes, read as the text they stand for. `--raw` and `--lines` print transcript
 * lines as JSON, where a line break is `\n` and a quote `\"`: read as they stand, the `n` of `\n` glues to the token
 * after it (`\nW1F4-K3YX-9PQ2`), a line-based rule sees one long line, a quoted value's quotes are two characters.
 * The rules read the decoded text, and what they find is mapped back over the escapes (redact.ts), so a JSON-escaped
 * text is redacted wherever the text it encodes is.
 */
import { backslashesBefore } from './scan-util.js';

/**
 * One JSON string escape, matched left to right so `\\n` is a backslash and an `n`. `\uXXXX` and `\/` are decoded at
 * any depth (`\\u00fc`, `redis:\\/\\/…` in JSON inside JSON): a secret whose escapes would hide its length must be
 * measured unescaped, and a URL read as one; elsewhere a run of backslashes is no escape of a letter. `\b` and `\f`
 * are left as they are: JSON.stringify writes them only for control characters no transcript holds, and in code
 * (`\bword\b`) they are a regex's, not a string's.
 */
const JSON_ESCAPE = /\\(?:\\*(?:u([0-9a-fA-F]{4})|(\/))|([nrt"\\]))/g;

const DECODED: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

export interface JsonEscapeView {
  text: string;
  /** The offset in the original text of view character `i`; of `text.length`, the original's end. */
  at(i: number): number;
  /**
   * The text is JSON (a JSON line, or one string literal): its escapes are JSON's, and the view alone is what it
   * says. Elsewhere a `\n` or `\r` may be a program's own escape (an `expect` script's `send "…\r"`, C's `"…\n"`),
   * which the rules read as written: such a text is judged as it stands and decoded both.
   */
  json: boolean;
}

/**
 * The decoded view, or null when `text` holds no JSON escape (a text without a backslash costs one `includes`). A text
 * that is one JSON string literal (`JSON.stringify` of a text) is read without its quotes: a rule reads the text's
 * start as a line's, not after a `"`.
 */
export function jsonEscapeView(text: string): JsonEscapeView | null {
  if (!isStringLiteral(text)) {
    const view = escapesDecoded(text, 0);
    return view === null ? null : { ...view, json: isJsonLine(text) };
  }
  const inner = text.slice(1, -1);
  return { ...(escapesDecoded(inner, 1) ?? { text: inner, at: (i: number) => i + 1 }), json: true };
}

/**
 * `text` decoded, each offset moved by `shift`. Where the view's characters came from is kept per escape, not per
 * character: most of a JSON line's characters are no escape, and only the few spans found are mapped.
 */
function escapesDecoded(text: string, shift: number): Omit<JsonEscapeView, 'json'> | null {
  if (!text.includes('\\')) return null;
  const parts: string[] = [];
  const escapes: Escape[] = [];
  let from = 0;
  let length = 0;
  JSON_ESCAPE.lastIndex = 0;
  for (let m = JSON_ESCAPE.exec(text); m !== null; m = JSON_ESCAPE.exec(text)) {
    parts.push(text.slice(from, m.index), escaped(m));
    length += m.index - from;
    from = m.index + m[0].length;
    escapes.push({ view: length++, start: m.index, end: from });
  }
  if (parts.length === 0) return null;
  parts.push(text.slice(from));
  return { text: parts.join(''), at: (i) => shift + offsetOf(escapes, i) };
}

/** One escape: where its character is in the view, and where the escape starts and ends in the text. */
interface Escape {
  view: number;
  start: number;
  end: number;
}

/** The offset in the text of view character `i`: after the last escape at or before it, by its distance. */
function offsetOf(escapes: readonly Escape[], i: number): number {
  let lo = 0;
  let hi = escapes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (escapes[mid]!.view <= i) lo = mid + 1;
    else hi = mid;
  }
  const last = escapes[lo - 1];
  if (last === undefined) return i;
  return i === last.view ? last.start : last.end + (i - last.view - 1);
}

/** The character a match of JSON_ESCAPE stands for. */
function escaped(m: RegExpExecArray): string {
  if (m[1] !== undefined) return String.fromCharCode(parseInt(m[1], 16));
  return m[2] ?? DECODED[m[3]!]!;
}

/** `text` is `"…"` with every quote inside escaped. */
function isStringLiteral(text: string): boolean {
  const last = text.length - 1;
  if (last < 1 || text.charCodeAt(0) !== QUOTE || text.charCodeAt(last) !== QUOTE) return false;
  for (let i = text.indexOf('"', 1); i < last; i = text.indexOf('"', i + 1)) {
    if (backslashesBefore(text, i) % 2 === 0) return false;
  }
  return backslashesBefore(text, last) % 2 === 0;
}

/**
 * `text` is shaped as a JSON object or array of them (a transcript's record, as `--raw` prints it): `{"…}` or
 * `[{"…]`. Code that only looks so (`{ send "…\r" }`, `[1/3] …]`) has no quote right after its bracket.
 */
function isJsonLine(text: string): boolean {
  const at = text.charCodeAt(0) === 0x5b && text.charCodeAt(text.length - 1) === 0x5d ? 1 : 0; // […]
  return text.charCodeAt(at) === 0x7b && text.charCodeAt(at + 1) === QUOTE && text.charCodeAt(text.length - 1 - at) === 0x7d;
}

const QUOTE = 0x22;
