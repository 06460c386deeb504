/**
 * A value written as HTML's numeric character references (`&#106;&#81;&#80;…`, `&#x6a;&#x51;…`), the way a template
 * or an e-mail obfuscates it: read as the characters they stand for, so the rules see the value. Only a run of six
 * references or more is read (a value that short is the least any rule takes); a lone `&#39;` in markup is no value.
 */
import { replacedView, type UnescapedView } from './unescaped-view.js';

/** One reference to a printable ASCII character, in decimal or hex. */
const REFERENCE = /&#(?:([0-9]{2,3})|[xX]([0-9a-fA-F]{2}));/g;
const RUN = /(?:&#(?:[0-9]{2,3}|[xX][0-9a-fA-F]{2});){6}/;

export function htmlEntityView(text: string): UnescapedView | null {
  if (!text.includes('&#') || !RUN.test(text)) return null;
  return replacedView(text, REFERENCE, printableOf);
}

/** The printable ASCII character a reference stands for; any other stays as it is written. */
function printableOf(m: RegExpExecArray): string | null {
  const code = m[1] !== undefined ? Number(m[1]) : parseInt(m[2]!, 16);
  return code < 32 || code > 126 ? null : String.fromCharCode(code);
}
