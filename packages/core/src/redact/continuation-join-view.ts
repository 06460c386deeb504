/**
 * A value a shell line continuation splits (`-e MYSQL_ROOT_PASSWORD=CoBaLt_\⏎5774vor \⏎`): the shell joins the two
 * pieces into one word, so the text is read with each continuation glued to a word on both sides taken out
 * (the `\`, the line break and the next line's indent; a transcript's strings reach the rules decoded). A continuation after a blank ends a
 * word and is left as it is. Where each view character came from is kept, so a finding covers both pieces.
 */
import type { UnescapedView } from './unescaped-view.js';

/** `\` glued to a word, a line break, the indent, a word. */
const GLUED_CONTINUATION = /(?<=[^\s\\])\\\r?\n[ \t]*(?=[^\s\\])/g;

/** The text with its glued continuations taken out, or null when it has none. */
export function continuationJoinView(text: string): UnescapedView | null {
  if (!text.includes('\\\n')) return null;
  const parts: string[] = [];
  const from = new Uint32Array(text.length + 1);
  let n = 0;
  let at = 0;
  for (const m of text.matchAll(GLUED_CONTINUATION)) {
    parts.push(text.slice(at, m.index));
    for (let i = at; i < m.index; i++) from[n++] = i;
    at = m.index + m[0].length;
  }
  if (at === 0) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
