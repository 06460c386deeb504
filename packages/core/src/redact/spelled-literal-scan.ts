/**
 * A string written as character codes or byte escapes (`String.fromCharCode(83, 97, …)`, `b"\x4d\x75…"`) is hidden
 * on purpose: nobody spells a message or a name that way, so what it spells is judged as a password given alone,
 * whatever the variable holding it is called (`const p = …`). The decoded views (decoded-views.ts) say where each
 * character came from: a character made of several characters of the text was decoded.
 */
import { madePassword } from './made-password.js';
import type { RawMatch } from './rule-types.js';
import type { UnescapedView } from './unescaped-view.js';

/** Fewer characters spell no password; more are data (a key's bytes: the rules of keys judge those). */
const MIN = 6;
const MAX = 64;
const QUOTE = /["'`]/;

/** Each run of decoded characters in `view` that spells a made password, as a finding on the original text. */
export function scanSpelledLiterals(view: UnescapedView): RawMatch[] {
  const out: RawMatch[] = [];
  const { text, from } = view;
  let i = 0;
  while (i < text.length) {
    if (from[i + 1]! - from[i]! < 2) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && from[j + 1]! - from[j]! >= 2) j++;
    // the quotes a view puts around what a call spells stand for the call's name and parentheses: not spelled
    let s = i;
    let e = j;
    while (s < e && QUOTE.test(text.charAt(s))) s++;
    while (e > s && QUOTE.test(text.charAt(e - 1))) e--;
    const value = text.slice(s, e);
    if (value.length >= MIN && value.length <= MAX && madePassword(value)) out.push({ rule: 'generic-secret', start: from[s]!, end: from[e]! });
    i = j;
  }
  return out;
}
