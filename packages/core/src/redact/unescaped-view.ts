/**
 * Text with its JSON `\uXXXX` escapes decoded, and where each of its characters came from. Rules are written for
 * the characters a person typed: `f\u00fcr` must read as `für`, and a secret's length must be counted unescaped.
 */

export interface UnescapedView {
  text: string;
  /** `from[i]` is the offset in the original text of view character `i`; `from[text.length]` is the original's end. */
  from: Uint32Array;
}

/** A `\uXXXX` escape at any depth (`\u00fc`, `\\u00fc` in JSON inside JSON), as the secret scanners read escapes. */
const UNICODE_ESCAPE = /(\\+)u([0-9a-fA-F]{4})/g;

/** The decoded view, or null when `text` holds no `\uXXXX` escape (the common case costs one `includes`). */
export function unescapedView(text: string): UnescapedView | null {
  if (!text.includes('\\u')) return null;
  const parts: string[] = [];
  // The view is never longer than the text: one typed array of that size, not a growing array of numbers.
  const from = new Uint32Array(text.length + 1);
  let n = 0;
  let at = 0;
  const keep = (start: number, end: number): void => {
    parts.push(text.slice(start, end));
    for (let i = start; i < end; i++) from[n++] = i;
  };
  UNICODE_ESCAPE.lastIndex = 0;
  for (let m = UNICODE_ESCAPE.exec(text); m !== null; m = UNICODE_ESCAPE.exec(text)) {
    keep(at, m.index);
    parts.push(String.fromCharCode(parseInt(m[2]!, 16)));
    from[n++] = m.index;
    at = m.index + m[0].length;
  }
  if (parts.length === 0) return null;
  keep(at, text.length);
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
