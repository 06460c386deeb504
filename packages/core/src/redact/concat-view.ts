/**
 * A string literal split in halves and joined again by the code (`API_KEY = "x7Gq2…" + "Lp9…"`, the second half on the
 * next line; SQL's `'…' || '…'`, Visual Basic's and a spreadsheet's `"…" & "…"`, Lua's `"…" .. "…"`): the text is read
 * with each join taken out, so the rules see the literal whole. Where each view character came from is kept, so a
 * finding covers both halves.
 */
import type { UnescapedView } from './unescaped-view.js';

const ESCAPED_BREAK = /^\\+[nrt]/;

/** A concatenation operator: `+`, `||`, `&`, `..`. */
const JOIN_OPERATOR = /\+|\|\||&|\.\./g;
/**
 * The same, and literals joined by standing next to each other (Python's and C's implicit joins, a bytes literal's
 * prefix too: `b"\x7a…"⏎ b"\x6d…"`). Read only in text whose escapes were decoded: a blank between two quotes is too
 * common a sight to make a view of every text that holds one.
 */
const JOIN_OR_ADJACENT = /\+|\|\||&|\.\.|[ \t]*\n[ \t]*[bBuUrRfF]{0,2}(?=["'])|[ \t]+[bBuUrRfF]{0,2}(?=["'])/g;

/**
 * The join whose operator spans [op, opEnd): from the first half's closing quote to the second half's opening one, or
 * null when a quoted literal is not on both sides.
 */
function joinAt(text: string, op: number, opEnd: number): { start: number; end: number } | null {
  let s = op - 1;
  while (s >= 0 && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s--;
  const quote = text.charAt(s);
  if (quote !== '"' && quote !== "'") return null;
  let depth = 0; // the quotes' escapes: `\"` inside a JSON string, `\\\"` one level deeper
  while (text.charCodeAt(s - depth - 1) === 92) depth++;
  let e = opEnd;
  for (;;) {
    const c = text.charCodeAt(e);
    if (c === 32 || c === 9 || c === 10 || c === 13) e++;
    else if (c !== 92) break;
    else {
      const br = ESCAPED_BREAK.exec(text.slice(e, e + 8)); // a line break inside a JSON string
      if (br === null) break;
      e += br[0].length;
    }
  }
  const open = '\\'.repeat(depth) + quote;
  if (text.slice(e, e + open.length) !== open) return null;
  return { start: s - depth, end: e + open.length };
}

/** How much text on each side of a join the view keeps: the name before the literal, the rest of its line. */
const REACH = 256;

/**
 * The text around its literals' `+` joins, the joins taken out, or null when it has none. Only windows around the
 * joins are kept (one line break between two): the rest of the text is scanned as it stands already, and a long
 * output with one join would otherwise be scanned twice whole.
 */
export function concatView(text: string, adjacent = false): UnescapedView | null {
  if (!adjacent && !text.includes('+') && !text.includes('||') && !text.includes('&') && !text.includes('..')) return null;
  const parts: string[] = [];
  let from: Uint32Array | null = null;
  let n = 0;
  let at = -1; // where the text copied so far ends; -1 before the first window
  const keep = (start: number, end: number): void => {
    parts.push(text.slice(start, end));
    for (let i = start; i < end; i++) from![n++] = i;
  };
  for (const m of text.matchAll(adjacent ? JOIN_OR_ADJACENT : JOIN_OPERATOR)) {
    const join = joinAt(text, m.index, m.index + m[0].length);
    if (join === null || join.start < at) continue;
    from ??= new Uint32Array(text.length + 2 * Math.ceil(text.length / REACH) + 2);
    const start = Math.max(0, join.start - REACH);
    if (at < 0 || start > at + REACH) {
      if (at >= 0) {
        keep(at, Math.min(text.length, at + REACH));
        parts.push('\n');
        from[n++] = Math.min(text.length, at + REACH);
      }
      keep(start, join.start);
    } else keep(at, join.start);
    at = join.end;
  }
  if (from === null) return null;
  const end = Math.min(text.length, at + REACH);
  keep(at, end);
  from[n++] = end;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
