/**
 * A text that is one token and nothing else (or after one short word: "it's X"), of a made password's shape no name
 * has (`tamarind?34474VM`, `Tomas4144=dynamo`): a value pasted alone (a prompt, an open item of Entire's summary, a
 * one-line output) is given for what it is, and needs no noun to say so. A name, a path, a version or a command is
 * never of that shape (made-shape.ts); an id a tool issued (`toolu_01…`, a random token) is left to the rules that
 * know ids.
 */
import { madeShape, randomShape } from './made-shape.js';
import { valueAfterName } from './name-strength.js';
import { isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';

/** Longer than people type a password: a token of data, for the rules that judge tokens. */
const MAX_LONE = 40;

/** The longest text this scan reads: a value and a short word before it, with blanks. */
export const LONE_TEXT = MAX_LONE + 16;

export function scanLoneValue(text: string): RawMatch[] {
  if (text.length > LONE_TEXT) return [];
  const m = LONE.exec(text);
  if (m === null) return [];
  const value = m[1]!;
  if (value.length < 6 || value.length > MAX_LONE || madeShape(value) !== 'strong' || randomShape(value) || isPublicId(value)) return [];
  const start = m.indices![1]![0];
  return [{ rule: 'generic-secret', start: start + valueAfterName(value), end: start + value.length }];
}

/** The value alone, or after one short word that gives it ("it's X", "use X", "pw: X"). */
const LONE = /^\s*(?:[\p{L}'’]{1,6}:?\s+)?(\S+)\s*$/du;
