/**
 * A value split by markup so that it reads whole only when rendered or copied (`use \`Bocian?P\`\`ierogi181\` as the
 * password`: two code spans side by side): the text is read with each `` `` `` between two characters taken out, so
 * the rules see the value whole. Where each view character came from is kept, so a finding covers both pieces.
 */
import { isSpace } from './scan-util.js';
import type { UnescapedView } from './unescaped-view.js';

/**
 * Two backticks at `i` with no blank on either side: one code span closing where the next opens (not a fence's three).
 * Read by character code at each `` `` `` found: a regex with a lookbehind was tried at every character of a text
 * that holds a fence.
 */
function joinsSpans(text: string, i: number): boolean {
  return i > 0 && i + 2 < text.length && !endsSpan(text.charCodeAt(i - 1)) && !endsSpan(text.charCodeAt(i + 2));
}

function endsSpan(c: number): boolean {
  return c === 96 || isSpace(c);
}

/** The text with its code spans' joins taken out, or null when it has none. */
export function markupJoinView(text: string): UnescapedView | null {
  const parts: string[] = [];
  let from: Uint32Array | null = null; // made at the first join: most texts with a `` `` `` (a fence) have none
  let n = 0;
  let at = 0;
  for (let i = text.indexOf('``'); i >= 0; ) {
    if (!joinsSpans(text, i)) {
      i = text.indexOf('``', i + 1);
      continue;
    }
    from ??= new Uint32Array(text.length + 1);
    parts.push(text.slice(at, i));
    for (let k = at; k < i; k++) from[n++] = k;
    at = i + 2;
    i = text.indexOf('``', at);
  }
  if (from === null) return null;
  parts.push(text.slice(at));
  for (let i = at; i < text.length; i++) from[n++] = i;
  from[n++] = text.length;
  return { text: parts.join(''), from: from.subarray(0, n) };
}
