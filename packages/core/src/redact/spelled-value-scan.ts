/**
 * A secret spelled out so nobody mistypes it: one character at a time, joined by `-` or blanks
 * (`q-o-z-j-f-I-z-p-9-9`, `6 5 1 r 3 b e d q`), or read in the NATO alphabet ("Tango Bravo Echo Tango Zulu Mike").
 * Spelled letters carry the secret whole, but no rule for a token sees one. Code and prose never write seven single
 * characters of mixed kinds in a row (letters of both cases, or letters and digits), nor four words of the spelling
 * alphabet, so the shape alone says it, whatever the sentence around it.
 */
import type { RawMatch } from './rule-types.js';

/** Seven characters or more, each alone, joined by one `-` (the match starts at the literal `-`). */
const HYPHENED = /-(?<=(?<![\w-])[A-Za-z0-9]-)[A-Za-z0-9](?:-[A-Za-z0-9]){5,63}(?![\w-])/g;
/** The same joined by one blank. */
const SPACED = / (?<=(?<![\w-])[A-Za-z0-9] )[A-Za-z0-9](?: [A-Za-z0-9]){5,63}(?![\w-])/g;

/** Two kinds of characters at least, and not a run of the alphabet or of the digits (`0 1 2 3 … a b c`). */
function spelledSecret(chars: string): boolean {
  const kinds = Number(/[a-z]/.test(chars)) + Number(/[A-Z]/.test(chars)) + Number(/[0-9]/.test(chars));
  if (kinds < 2) return false;
  let steps = 0;
  for (let i = 1; i < chars.length; i++) if (chars.charCodeAt(i) - chars.charCodeAt(i - 1) === 1) steps++;
  return steps * 2 < chars.length;
}

function scanJoined(text: string, re: RegExp, out: RawMatch[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index - 1;
    const end = m.index + m[0].length;
    if (spelledSecret(text.slice(start, end).replace(/[- ]/g, ''))) out.push({ rule: 'generic-secret', start, end });
  }
}

export function scanSpelledValues(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  scanJoined(text, HYPHENED, out);
  scanJoined(text, SPACED, out);
  return out;
}

/** The words of the NATO spelling alphabet (and the common spelling `alpha`, `juliett`, `x-ray`). */
export const NATO_WORDS = [
  'alfa', 'alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima',
  'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform', 'victor', 'whiskey', 'xray',
  'x-ray', 'yankee', 'zulu',
];

const NATO = new RegExp(`(?:${NATO_WORDS.join('|')}|juliett)(?![\\w-])`, 'iy');
/** Between two spelled words: blanks, a comma, a dash. */
const JOINT = /[ \t]*[,-]?[ \t]+|[ \t]*,/y;

/** Four words of the spelling alphabet in a row, from a word the anchor scan found (`at`). */
export function scanNatoSpelling(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after || /[\w-]/.test(text.charAt(p - 1))) continue;
    let end = p;
    let words = 0;
    for (let i = p; ; ) {
      NATO.lastIndex = i;
      if (!NATO.test(text)) break;
      words++;
      end = NATO.lastIndex;
      JOINT.lastIndex = end;
      if (!JOINT.test(text)) break;
      i = JOINT.lastIndex;
    }
    if (words >= 4) out.push({ rule: 'generic-secret', start: p, end });
    after = end;
  }
  return out;
}
