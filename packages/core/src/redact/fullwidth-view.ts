/**
 * Fullwidth forms of ASCII (`Ｏｎｉｇｉｒｉ＋Ｓａｋｕｒａ６３４５`), which Chinese and Japanese input methods type: read as
 * the ASCII they stand for, one character for one, so the rules see the value a person typed. Only a run of six or
 * more is read (a value that short is the least any rule takes); a lone `：` or `、` in prose is no value.
 */
import { isAscii } from './scan-util.js';
import type { UnescapedView } from './unescaped-view.js';

const FULLWIDTH_RUN = /[\uff01-\uff5e]{6}/;

export function fullwidthView(text: string): UnescapedView | null {
  // Most texts are ASCII, which one native pass tells: no fullwidth form is.
  if (isAscii(text) || !FULLWIDTH_RUN.test(text)) return null;
  const view = text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const from = new Uint32Array(text.length + 1);
  for (let i = 0; i <= text.length; i++) from[i] = i;
  return { text: view, from };
}
