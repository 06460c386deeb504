/**
 * A value split by markup so that it reads whole only when rendered or copied (`use \`Bocian?P\`\`ierogi181\` as the
 * password`: two code spans side by side): the text is read with each `` `` `` between two characters taken out, so
 * the rules see the value whole. Where each view character came from is kept, so a finding covers both pieces.
 */
import type { UnescapedView } from './unescaped-view.js';

/** Two backticks with no blank on either side: one code span closing where the next opens (not a fence's three). */
const SPAN_JOIN = /(?<=[^\s`])``(?=[^\s`])/g;

/** The text with its code spans' joins taken out, or null when it has none. */
export function markupJoinView(text: string): UnescapedView | null {
  if (!text.includes('``')) return null;
  const parts: string[] = [];
  const from = new Uint32Array(text.length + 1);
  let n = 0;
  let at = 0;
  for (const m of text.matchAll(SPAN_JOIN)) {
    parts.push(text.slice(at, m.index));
    for (let i = at; i < m.index; i++) from[n++] = i;
    at = m.index + 2;
  }
  if (at === 0) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
