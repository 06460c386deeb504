/**
 * Bytes written as hex pairs joined by `-` (`42-69-74-74-65-72-6e-3d…`, what a "pw bytes:" note or a byte dump shows),
 * read as the ASCII text they spell, so the rules see the value. Only a run of eight pairs or more whose every byte is
 * printable ASCII is read: a MAC address is six pairs, a key's fingerprint spells random bytes. Pairs joined by `:`
 * are a fingerprint's or an address's: every JSON text holds many colons, and looking at each cost more than the rest.
 */
import { replacedView, type UnescapedView } from './unescaped-view.js';

/** Eight pairs or more, no pair glued on either side. */
const PAIRS = /(?<![0-9A-Fa-f]-?)[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){7,127}(?!-?[0-9A-Fa-f])/g;

export function hexPairsView(text: string): UnescapedView | null {
  if (!mayHold(text)) return null;
  return replacedView(text, PAIRS, (m) => {
    const bytes = m[0].split('-').map((h) => parseInt(h, 16));
    if (bytes.some((b) => b < 0x20 || b > 0x7e) || !bytes.some((b) => (b | 32) >= 97 && (b | 32) <= 122)) return null;
    return { text: String.fromCharCode(...bytes), at: bytes.map((_, k) => m.index + 3 * k) };
  });
}

/**
 * Eight pairs joined by `-` somewhere in `text`: found with `indexOf` (the regex, led by a class, would be tried at
 * every character of every text; and a date's `26-12-07` is in most JSON records, so fewer pairs would not do).
 */
function mayHold(text: string): boolean {
  for (let i = text.indexOf('-'); i >= 0; i = text.indexOf('-', i + 1)) {
    if (text.charCodeAt(i + 3) === 45 && text.charCodeAt(i + 6) === 45 && pairsFrom(text, i - 2)) return true;
  }
  return false;
}

/** Eight hex pairs joined by `-` start at `s`. */
function pairsFrom(text: string, s: number): boolean {
  for (let k = 0; k < 8; k++) {
    const p = s + 3 * k;
    if (!isHex(text, p) || !isHex(text, p + 1) || (k < 7 && text.charCodeAt(p + 2) !== 45)) return false;
  }
  return true;
}

function isHex(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 32;
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102);
}
