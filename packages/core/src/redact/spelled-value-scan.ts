/**
 * A secret spelled out so nobody mistypes it: one character at a time joined by blanks (`6 5 1 r 3 b e d q`), after
 * a word that says it is spelled, or read in the NATO alphabet ("Tango Bravo Echo Tango Zulu Mike"). Spelled letters
 * carry the secret whole, but no rule for a token sees one. Prose never writes four words of the spelling alphabet in
 * a row, so that shape alone says it. (Joined by `-`, the spelled characters are dash-group-scan.ts's.)
 */
import { spelledShape } from './dash-group-scan.js';
import type { RawMatch } from './rule-types.js';
import { judgeAnchorWindows } from './scan-util.js';

/** Seven characters or more, each alone, joined by one blank. */
const SPACED = / (?<=(?<![\w-])[A-Za-z0-9] )[A-Za-z0-9](?: [A-Za-z0-9]){5,63}(?![\w-])/g;
/** The same joined by ` - `, where a password's symbols (`&`, `?`, `@`…) stand alone too. */
const DASHED = / - (?<=(?<![\w-])[\w!#$%&*+.?@^~] - )[\w!#$%&*+.?@^~](?: - [\w!#$%&*+.?@^~]){5,63}(?![\w-])/g;
/**
 * The same joined by a bare `-` (`J-u-n-i-p-e-r-%-5-9`): letters and digits alone are dash-group-scan.ts's anywhere;
 * with a symbol among them, only after a word that says the value is spelled.
 */
const TIGHT = /-(?<=(?<![\w-])[\w!#$%&*+.?@^~]-)[\w!#$%&*+.?@^~](?:-[\w!#$%&*+.?@^~]){5,63}(?![\w-])/g;

function scanJoined(text: string, re: RegExp, out: RawMatch[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = m.index - 1;
    const end = m.index + m[0].length;
    if (spelledShape(text.slice(start, end).replace(/ - | |-/g, ''))) out.push({ rule: 'generic-secret', start, end });
  }
}

/**
 * Words that say a value is spelled out ("letter by letter", "spelling it", "char by char"): characters joined by
 * blanks are read only after one, since a blank, unlike a `-`, is in every text.
 */
export const SPELLING_WORDS = ['letter by letter', 'spell', 'phonetic', 'char by char', 'character by character', 'digit by digit'];

/** How far after the word the spelled value may start and end. */
const SPELLING_REACH = 240;
/** How far before the word a value joined by ` - ` may start: "t - a - n - … (letter by letter)" says it after. */
const DASHED_BACK = 160;

export function scanSpacedSpelling(text: string, at: readonly number[]): RawMatch[] {
  const found = judgeAnchorWindows(text, at, SPELLING_REACH, (window) => {
    const inWindow: RawMatch[] = [];
    scanJoined(window, SPACED, inWindow);
    scanJoined(window, DASHED, inWindow);
    scanJoined(window, TIGHT, inWindow);
    return { found: inWindow };
  });
  for (const p of at) {
    const from = Math.max(0, p - DASHED_BACK);
    const before: RawMatch[] = [];
    scanJoined(text.slice(from, p), DASHED, before);
    for (const f of before) found.push({ ...f, start: from + f.start, end: from + f.end });
  }
  return found;
}

/** The words of the NATO spelling alphabet (and the common spellings `alpha`, `juliett`, `x-ray`). */
const NATO = ['alfa', 'alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliett', 'juliet', 'kilo', 'lima',
  'mike', 'november', 'oscar', 'papa', 'quebec', 'romeo', 'sierra', 'tango', 'uniform', 'victor', 'whiskey', 'x-ray',
  'xray', 'yankee', 'zulu'];

/**
 * The words the anchor scan looks for: those no code or prose writes often (`echo`, `delta`, `alpha`, `golf` are in
 * every shell session, diff stream and version list). A spelled run of four words holds one of them nearly always;
 * from there the run is read both ways.
 */
export const NATO_WORDS = ['bravo', 'foxtrot', 'juliet', 'quebec', 'tango', 'whiskey', 'xray', 'x-ray', 'yankee', 'zulu', 'november', 'oscar', 'sierra', 'kilo', 'capital'];

const WORD = `(?:${NATO.join('|')})`;
/** One NATO word standing alone (not inside a word or a hyphenated name), every one in a run. */
const WORD_ALONE = new RegExp(`(?<![\\w-])${WORD}(?![\\w-])`, 'gi');
/**
 * A spelled word with what a dictation says around it: its case before it ("capital Alfa"), or digits said between
 * the letters ("Oscar five seven capital Alfa"), in the radio's own spelling too ("niner", "tree"): the run goes on
 * through them.
 */
const SAID = `(?:(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|niner|tree|fower|fife|[0-9])${'(?:[ \\t]*[,-]?[ \\t]+)'})*(?:(?:capital|upper(?:case)?|lower(?:case)?|small)[ \\t]+)?${WORD})`;
/** Between two spelled words: blanks, a comma, a dash. */
const JOINT = '(?:[ \\t]*[,-]?[ \\t]+|[ \\t]*,[ \\t]*)';
/** Spelled words ending where the anchor's word starts, and from there on. */
const BEFORE = new RegExp(`(?<![\\w-])(?:${WORD}${JOINT})+$`, 'i');
const RUN = new RegExp(`${WORD}(?:${JOINT}${SAID})*(?![\\w-])`, 'iy');
/** A case word the anchor scan found: the spelled word after it starts the run. */
const CASE_WORD = /^(?:capital|upper(?:case)?|lower(?:case)?|small)[ \t]+/i;

/** How far back the run may start. */
const BACK = 200;

/** Four words of the spelling alphabet in a row, around a word the anchor scan found (`at`). */
export function scanNatoSpelling(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const found of at) {
    if (found < after || /[\w-]/.test(text.charAt(found - 1))) continue;
    // "capital Alfa": the run is read back from the spelled word the case word is said of
    const p = found + (CASE_WORD.exec(text.slice(found, found + 12))?.[0].length ?? 0);
    const before = BEFORE.exec(text.slice(Math.max(after, p - BACK), p));
    const start = before === null ? p : p - before[0].length;
    RUN.lastIndex = start;
    const run = RUN.exec(text);
    if (run === null) continue;
    const end = start + run[0].length;
    if ((run[0].match(WORD_ALONE) ?? []).length >= 4) out.push({ rule: 'generic-secret', start, end });
    after = end;
  }
  return out;
}
