/** Character-level helpers shared by the scanners: word boundaries and JSON/shell escapes. */

export function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** Count of backslashes immediately before `i`. */
export function backslashesBefore(text: string, i: number): number {
  let n = 0;
  while (i - 1 - n >= 0 && text.charCodeAt(i - 1 - n) === 92) n++;
  return n;
}

/** True when `i` starts a token: start of text, a non-word character before it, or an escape such as `\n`. */
export function isLeftBoundary(text: string, i: number): boolean {
  if (i === 0) return true;
  const c = text.charCodeAt(i - 1);
  if (!isWordChar(c)) return true;
  return isEscapeLetter(c) && backslashesBefore(text, i - 1) % 2 === 1;
}

export function isEscapeLetter(c: number): boolean {
  return c === 110 || c === 116 || c === 114 || c === 98 || c === 102; // n t r b f
}

/** `text[i]` is the letter of an escape such as `\n` (odd number of backslashes before it). */
export function isEscapeAt(text: string, i: number): boolean {
  return i > 0 && isEscapeLetter(text.charCodeAt(i)) && text.charCodeAt(i - 1) === 92 && backslashesBefore(text, i) % 2 === 1;
}
