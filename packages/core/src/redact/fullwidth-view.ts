/**
 * Forms of ASCII letters and digits from other blocks, read as the ASCII they stand for, one character for one, so the
 * rules see the value a person typed: fullwidth forms (`Ｏｎｉｇｉｒｉ＋Ｓａｋｕｒａ６３４５`), which Chinese and Japanese input
 * methods type, and circled letters and digits (`ⓧⓨⓛⓞⓟⓗⓞⓝⓔ④②`), which a poster or a styled note is written in.
 * Only a run of six or more is read (a value that short is the least any rule takes); a lone `：` or `①` in prose is
 * no value.
 */
import { isAscii } from './scan-util.js';
import type { UnescapedView } from './unescaped-view.js';

/** A run of each block, tested apart: a class of one range is searched far faster than one of several. */
const FULLWIDTH_RUN = /[\uff01-\uff5e]{6}/;
const CIRCLED_RUN = /[\u2460-\u24ea]{6}/;
const FORM = /[\uff01-\uff5e\u2460-\u2468\u24b6-\u24ea]/g;
/**
 * One character of either block: most texts that are not ASCII have none, and this search tells so at the cost of
 * one of the run searches above (on the non-ASCII lines of the benign transcripts, the circled run's search took
 * four times as long as this one).
 */
const SOME_FORM = /[\uff01-\uff5e\u2460-\u24ea]/;

export function fullwidthView(text: string): UnescapedView | null {
  // Most texts are ASCII, which one native pass tells: no such form is.
  if (isAscii(text) || !SOME_FORM.test(text) || (!FULLWIDTH_RUN.test(text) && !CIRCLED_RUN.test(text))) return null;
  const view = text.replace(FORM, asciiOf);
  const from = new Uint32Array(text.length + 1);
  for (let i = 0; i <= text.length; i++) from[i] = i;
  return { text: view, from };
}

/** The ASCII character a form stands for (each is one UTF-16 unit, as is its ASCII: offsets stay). */
function asciiOf(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0xff01) return String.fromCharCode(code - 0xfee0);
  if (code <= 0x2468) return String.fromCharCode(0x31 + code - 0x2460); // ① to ⑨
  if (code <= 0x24cf) return String.fromCharCode(0x41 + code - 0x24b6); // Ⓐ to Ⓩ
  if (code <= 0x24e9) return String.fromCharCode(0x61 + code - 0x24d0); // ⓐ to ⓩ
  return '0'; // ⓪
}
