/**
 * Bytes written as hex pairs joined by `-` or `:` (`42-69-74-74-65-72-6e-3d…`, what a byte dump or a "pw bytes:" note
 * shows), read as the ASCII text they spell, so the rules see the value. Only a run of eight pairs or more whose every
 * byte is printable ASCII is read: a MAC address is six pairs, a key's fingerprint spells random bytes.
 */
import { replacedView, type UnescapedView } from './unescaped-view.js';

/** Eight pairs or more, one separator throughout, no pair glued on either side. */
const PAIRS = /(?<![0-9A-Fa-f][-:]?)[0-9A-Fa-f]{2}([-:])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){6,127}(?![-:]?[0-9A-Fa-f])/g;

export function hexPairsView(text: string): UnescapedView | null {
  if (!mayHold(text, '-') && !mayHold(text, ':')) return null;
  return replacedView(text, PAIRS, (m) => {
    const bytes = m[0].split(m[1]!).map((h) => parseInt(h, 16));
    if (bytes.some((b) => b < 0x20 || b > 0x7e) || !bytes.some((b) => (b | 32) >= 97 && (b | 32) <= 122)) return null;
    return { text: String.fromCharCode(...bytes), at: bytes.map((_, k) => m.index + 3 * k) };
  });
}

/**
 * Three pairs joined by `sep` somewhere in `text`: found with `indexOf` (the regex, led by a class, would be tried at
 * every character of every text).
 */
function mayHold(text: string, sep: string): boolean {
  for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) {
    if (text.charAt(i + 3) === sep && isHex(text, i - 2) && isHex(text, i - 1) && isHex(text, i + 1) && isHex(text, i + 2)) return true;
  }
  return false;
}

function isHex(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 32;
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
}
