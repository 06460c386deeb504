/**
 * Text with its escapes decoded, and where each of its characters came from. Rules are written for the characters a
 * person typed: a credential hidden by percent-encoding (`pass%3Dp%40ss…`) or by `\xHH` escapes (`printf '\x70\x61…'`)
 * must read as what it decodes to. JSON's escapes (`\n`, `\"`, `f\u00fcr`): json-escape-view.ts.
 */

export interface UnescapedView {
  text: string;
  /** `from[i]` is the offset in the original text of view character `i`; `from[text.length]` is the original's end. */
  from: Uint32Array;
}

/**
 * A percent-encoded UTF-8 character of two or three bytes (`%E5%AF%86`: a name in Chinese, Cyrillic, Greek… must read
 * as its letters), a percent-escape, or a `\xHH` escape at any depth.
 */
const BYTE_ESCAPE = /(%[CDcd][0-9a-fA-F]%[89ABab][0-9a-fA-F]|%[Ee][0-9a-fA-F](?:%[89ABab][0-9a-fA-F]){2})|%([0-9a-fA-F]{2})|\\+x([0-9a-fA-F]{2})|\\+([0-3][0-7]{2})|\$(')(?=\\+(?:[0-3][0-7]{2}|x[0-9a-fA-F]{2}))/g;
/** Four `\xHH` escapes in a row (tried, sticky, where `\x` is found). */
const HEX_ESCAPES = /(?:\\+x[0-9a-fA-F]{2}){4}/y;
/**
 * Four octal escapes in a row (`$'\102\151…'`, `printf '\160\141…'`), the first matched from its last backslash:
 * led by `\\+` the search stopped at every `\n` and `\"` of a JSON text, led by a backslash and a digit most of them
 * are passed over at once.
 */
const OCTAL_ESCAPES = /\\[0-3][0-7]{2}(?:\\+[0-3][0-7]{2}){3}/;

/**
 * Decoding can show a credential the text hides: an encoded `=` or `:` (`%3D`, `%3a`), an encoded blank before a
 * flag or after a credential's word, three encoded blanks, an encoded non-ASCII letter, or a run of four `\xHH` or
 * octal escapes.
 * Found with `indexOf` (a regex led by a class would be tried at every
 * character of every text).
 */
function hidesStructure(text: string): boolean {
  // most texts hold no `%`: one search rules out every percent-escape below (each a search of the whole text)
  if (text.includes('%') && percentsHideStructure(text)) return true;
  for (let i = text.indexOf('\\x'); i >= 0; i = text.indexOf('\\x', i + 2)) {
    HEX_ESCAPES.lastIndex = i;
    if (HEX_ESCAPES.test(text)) return true;
  }
  return OCTAL_ESCAPES.test(text);
}

/** hidesStructure's percent-escapes. */
function percentsHideStructure(text: string): boolean {
  for (let i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 1)) {
    const d = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2) | 0x20;
    if (d === 0x33 && (c === 0x64 || c === 0x61)) return true; // `%3D`, `%3A`
    if (d === 0x32 && encodedAfterSecretWord(text, i, c)) return true;
  }
  if (text.includes('%20-')) return true; // a command line's flags (`-P%20<password>`) in a query parameter
  // a document pasted into a query parameter: its lines (`%0A`) or its rows' fields (`%2C`), read as the text it is
  if (text.includes('%0A') || text.includes('%0a') || occurs(text, '%2C', 3)) return true;
  // a phrase or a config line in a query parameter (`enable%20secret%209%20…`), a name encoded as UTF-8 (`%E5%AF%86`)
  return occurs(text, '%20', 3) || /%[CDEcde][0-9a-fA-F]%[89ABab]/.test(text);
}

/** A word a credential follows, a few characters before an encoded blank or quote. */
const SECRET_WORD_BEFORE = /pass|pwd|secret|token|key|login|auth|identified|cred/i;

/**
 * At the `%2` at `i` (`c`: its next character, folded): an encoded blank or quote a few characters after a word a
 * credential follows (`IDENTIFIED%20BY%20%27<pw>%27`, `a1%20LOGIN%20user%20<pw>`): the rules read blanks and quotes. Elsewhere (a URL's encoded path or query,
 * most of them) the text is read as it is: decoding every text with a `%20` cost a second scan of each.
 */
function encodedAfterSecretWord(text: string, i: number, c: number): boolean {
  return (c === 0x30 || c === 0x32 || c === 0x37) && SECRET_WORD_BEFORE.test(text.slice(Math.max(0, i - 40), i));
}

/** `part` occurs in `text` at least `times` times. */
function occurs(text: string, part: string, times: number): boolean {
  let at = -part.length;
  for (let k = 0; k < times; k++) if ((at = text.indexOf(part, at + part.length)) < 0) return false;
  return true;
}

/**
 * The text with percent- and `\xHH` escapes decoded (one character per byte, or per UTF-8 letter), or null when no escape there could
 * hide a credential's name or separator: the text as it is is scanned too, so a URL with a `%20` costs no second scan.
 */
export function byteEscapedView(text: string): UnescapedView | null {
  if (!hidesStructure(text)) return null;
  return replacedView(text, BYTE_ESCAPE, byteOf);
}

/**
 * The character one escape stands for: a UTF-8 letter, a percent- or `\xHH` byte, an octal byte; bash's `$'` (the
 * quote that decodes its escapes) reads as a plain quote, so the value reads as the literal it is.
 */
function byteOf(m: RegExpExecArray): string {
  if (m[1] !== undefined) return utf8Char(m[1]);
  if (m[4] !== undefined) return String.fromCharCode(parseInt(m[4], 8));
  if (m[5] !== undefined) return m[5];
  return String.fromCharCode(parseInt(m[2] ?? m[3]!, 16));
}

/** One percent-encoded UTF-8 character (at most three bytes: one UTF-16 unit), or U+FFFD where it is malformed. */
function utf8Char(escaped: string): string {
  try {
    return decodeURIComponent(escaped);
  } catch {
    return '\ufffd';
  }
}

/** A replacement whose characters came from different places of the match: `at[i]` is character `i`'s offset. */
export interface PlacedText {
  text: string;
  at: readonly number[];
}

/**
 * `text` with each match of `pattern` (global) replaced by what `replace` makes of it: a string, each of its
 * characters taken to come from the match's start, or a PlacedText that says where each came from; `null` keeps the
 * match as it is. A replacement is never longer than its match, so the view is never longer than the text: one typed
 * array of that size, not a growing array of numbers. Null when nothing was replaced.
 */
export function replacedView(text: string, pattern: RegExp, replace: (m: RegExpExecArray) => string | PlacedText | null): UnescapedView | null {
  const parts: string[] = [];
  const from = new Uint32Array(text.length + 1);
  let n = 0;
  let at = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const by = replace(m);
    if (by === null) continue;
    const placed = typeof by === 'string' ? null : by;
    const put = placed === null ? (by as string) : placed.text;
    parts.push(text.slice(at, m.index), put);
    for (let i = at; i < m.index; i++) from[n++] = i;
    for (let k = 0; k < put.length; k++) from[n++] = placed === null ? m.index : placed.at[k]!;
    at = m.index + m[0].length;
  }
  if (parts.length === 0) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
