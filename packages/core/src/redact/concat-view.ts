/**
 * A string literal split in halves and joined again by the code (`API_KEY = "x7Gq2…" + "Lp9…"`, the second half on the
 * next line): the text is read with each `" + "` join taken out, so the rules see the literal whole. Where each view
 * character came from is kept, so a finding covers both halves.
 */
import type { UnescapedView } from './unescaped-view.js';

const ESCAPED_BREAK = /^\\+[nrt]/;

/** The join after the `+` at `plus`: from the first half's closing quote to the second half's opening one, or null. */
function joinAt(text: string, plus: number): { start: number; end: number } | null {
  let s = plus - 1;
  while (s >= 0 && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s--;
  const quote = text.charAt(s);
  if (quote !== '"' && quote !== "'") return null;
  let depth = 0; // the quotes' escapes: `\"` inside a JSON string, `\\\"` one level deeper
  while (text.charCodeAt(s - depth - 1) === 92) depth++;
  let e = plus + 1;
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

/** The text with its literals' `+` joins taken out, or null when it has none. */
export function concatView(text: string): UnescapedView | null {
  let plus = text.indexOf('+');
  if (plus < 0) return null;
  const parts: string[] = [];
  let from: Uint32Array | null = null;
  let n = 0;
  let at = 0;
  for (; plus >= 0; plus = text.indexOf('+', plus + 1)) {
    const join = joinAt(text, plus);
    if (join === null || join.start < at) continue;
    from ??= new Uint32Array(text.length + 1);
    parts.push(text.slice(at, join.start));
    for (let i = at; i < join.start; i++) from[n++] = i;
    at = join.end;
    plus = join.end - 1;
  }
  if (from === null) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
