/**
 * The text as a string of its own, one byte a character where its characters allow it. A line cut from a file read
 * whole, or a value JSON.parse cut from such a line, is kept by V8 as a slice of that string, two bytes a character
 * when any character of the whole needed two; every scan of the rule table reads such a text slower (each character
 * through the slice, each regex in its two-byte form). One copy before the scans costs less than that.
 */
import { Buffer } from 'node:buffer';
import { isAscii } from './scan-util.js';

/** Below this length the copy costs more than the scans save. */
const MIN_LENGTH = 64;

export function compactText(text: string): string {
  if (text.length < MIN_LENGTH) return text;
  // UTF-16 code units are copied as they are: a lone surrogate stays one
  if (!isAscii(text)) return Buffer.from(text, 'utf16le').toString('utf16le');
  return Buffer.from(text, 'latin1').toString('latin1');
}
