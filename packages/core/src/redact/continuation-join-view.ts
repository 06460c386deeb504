/**
 * A value a shell line continuation splits (`-e MYSQL_ROOT_PASSWORD=CoBaLt_\⏎5774vor \⏎`): the shell joins the two
 * pieces into one word, so the text is read with each continuation glued to a word on both sides taken out
 * (the `\`, the line break and the next line's indent; a transcript's strings reach the rules decoded). A continuation after a blank ends a
 * word and is left as it is. Where each view character came from is kept, so a finding covers both pieces.
 */
import { replacedView, type UnescapedView } from './unescaped-view.js';

/** `\` glued to a word, a line break, the indent, a word. */
const GLUED_CONTINUATION = /(?<=[^\s\\])\\\r?\n[ \t]*(?=[^\s\\])/g;

/** The text with its glued continuations taken out, or null when it has none. */
export function continuationJoinView(text: string): UnescapedView | null {
  if (!text.includes('\\\n')) return null;
  return replacedView(text, GLUED_CONTINUATION, () => '');
}
