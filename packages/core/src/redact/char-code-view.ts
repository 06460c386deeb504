/**
 * Text spelled as character codes (`String.fromCharCode(51,100,…)`, `bytes([104, 117, …]).decode()`,
 * `new Uint8Array([0x73, …])`, `''.join(map(chr, […]))`, a `char[]` of literals `{'h', 'u', …}`): every such list of
 * printable codes is read as the string it spells, in quotes, in place of the call that builds it, so the rules judge
 * `const k = "3d3h…"; // api key` as they judge the literal. Where each view character came from is kept, so a
 * finding covers the codes.
 */
import type { UnescapedView } from './unescaped-view.js';

/** Words of code that builds a string from codes: the view is made only for texts that hold one. */
const HINTS = ['fromCharCode', 'chr(', 'chr,', 'bytes(', 'bytearray(', 'byte{', 'byte[]', 'Uint8Array', 'Buffer.from(', 'TextDecoder', 'char[]', 'charArrayOf'];
/** The same in lower case, for the anchor scan (passes.ts), which compares folded: a text without one holds no HINT. */
export const CHAR_CODE_WORDS: readonly string[] = HINTS.map((h) => h.toLowerCase());
/** A list's opening: a bracket, then a first code (or character literal: `{'h', 'u', …}`) and a comma. */
const OPEN = /[[({][ \t]*(?:0[xX][0-9a-fA-F]{1,2}|\d{1,3}|'[^'\\]')[ \t]*,/g;
/** Blanks between codes: real, or JSON-escaped line breaks and tabs. */
const BLANKS = /(?:\s|\\[nrt])*/y;
/** One code, the blanks after it, and a comma or the list's end. */
const CODE = /(0[xX][0-9a-fA-F]{1,2}|\d{1,3}|'[^'\\]'|'\\0')(?:\s|\\[nrt])*([,\])}])/y;
/** C's terminating `'\0'`, which ends the string and spells nothing. */
const NUL_LITERAL = "'\\0'";
/** A string spelled with fewer codes than this is too short to be a secret (and `(1, 2, 3)` is no string). */
const MIN_CODES = 8;
/** The call that builds the string, right before the list (`String.fromCharCode(`, `bytes(`, `new Uint8Array(`). */
const CALL_BEFORE = /(?:new[ \t]+)?[A-Za-z_$][\w$.]*[ \t]*\([ \t]*(?:\.\.\.)?$/;
/** The callee right before a list that is the call's own parentheses (`String.fromCharCode(…)`, `charArrayOf(…)`). */
const CALLEE_BEFORE = /(?:new[ \t]+)?[A-Za-z_$][\w$.]*$/;
const CLOSERS = /^(?:[ \t]*\))?(?:\.decode\(\)|\.toString\(\))?/;

interface Spelled {
  /** Where the replaced expression starts and ends. */
  start: number;
  end: number;
  /** The decoded string, the offset of each of its codes, and of the bracket that closes them. */
  chars: string;
  at: number[];
  closer: number;
}

/** The list of printable codes opening at `open`, or null. */
function spelledAt(text: string, open: number): Spelled | null {
  const close = text.charAt(open) === '[' ? ']' : text.charAt(open) === '(' ? ')' : '}';
  let chars = '';
  const at: number[] = [];
  let i = open + 1;
  for (;;) {
    BLANKS.lastIndex = i;
    BLANKS.exec(text);
    CODE.lastIndex = BLANKS.lastIndex;
    const m = CODE.exec(text);
    if (m === null) return null;
    i = CODE.lastIndex;
    if (m[1] === NUL_LITERAL) {
      if (m[2] === ',') return null;
    } else {
      const code = m[1]!.startsWith("'") ? m[1]!.charCodeAt(1) : /^0[xX]/.test(m[1]!) ? parseInt(m[1]!.slice(2), 16) : Number(m[1]);
      if (code < 32 || code > 126) return null;
      chars += String.fromCharCode(code);
      at.push(m.index);
    }
    if (m[2] === ',') continue;
    if (m[2] !== close || chars.length < MIN_CODES) return null;
    return withCall(text, open, i, chars, at);
  }
}

/** The spelled string's extent widened to the call that builds it, when one stands right before the list. */
function withCall(text: string, open: number, end: number, chars: string, at: number[]): Spelled {
  const call = (text.charAt(open) === '(' ? CALLEE_BEFORE : CALL_BEFORE).exec(text.slice(Math.max(0, open - 48), open));
  if (call === null) return { start: open, end, chars, at, closer: end - 1 };
  return { start: open - call[0].length, end: end + CLOSERS.exec(text.slice(end, end + 24))![0].length, chars, at, closer: end - 1 };
}

/** The text with every list of printable codes read as its string, or null when it holds none. */
export function charCodeView(text: string): UnescapedView | null {
  if (!text.includes(',') || !HINTS.some((h) => text.includes(h))) return null;
  const parts: string[] = [];
  const from = new Uint32Array(text.length + 1);
  let n = 0;
  let at = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(text); m !== null; m = OPEN.exec(text)) {
    const s = spelledAt(text, m.index);
    if (s === null || s.start < at) continue;
    parts.push(text.slice(at, s.start));
    for (let i = at; i < s.start; i++) from[n++] = i;
    parts.push(`"${s.chars}"`);
    from[n++] = s.start;
    for (const p of s.at) from[n++] = p;
    from[n++] = s.closer;
    at = s.end;
    OPEN.lastIndex = s.end;
  }
  if (parts.length === 0) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
