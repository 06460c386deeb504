/**
 * Whether the lower-case runs of a value are words. A name, a path or a passphrase holds words; a generator's run
 * holds letters in no order. But a long random run holds lower-case runs by chance (`…5ehxhbiNiATV`,
 * `…Ezn1QfZsLoVsfpogdt0y…`: about one in two 48-character base62 runs has five lower-case letters in a row with a
 * vowel): in a long value a run counts as a word only when it reads like one, with a word's share of vowels and no
 * cluster of consonants no language writes.
 */

/** From this length on, a value's lower-case runs must read like words to count as words. */
export const LONG_VALUE = 20;

/** Vowels are at least a quarter of a word's letters (`password`: 2 of 8; random letters: about 1 in 5). */
const VOWEL_SHARE = 0.25;
/** No word has more consonants in a row than this (`ssw` in `password`; random runs: `hxhb`, `lrsdjj`). */
const MAX_CONSONANTS = 3;

function isVowel(c: number): boolean {
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117;
}

/** A lower-case run that reads like a word: enough vowels, no long cluster of consonants. */
export function readsAsWord(run: string): boolean {
  let vowels = 0;
  let cluster = 0;
  for (let i = 0; i < run.length; i++) {
    if (isVowel(run.charCodeAt(i))) {
      vowels++;
      cluster = 0;
    } else if (++cluster > MAX_CONSONANTS) return false;
  }
  return vowels >= run.length * VOWEL_SHARE;
}

/**
 * Letters in runs of `min` lower-case letters or more that are words: with a letter past `f` (a run of hex digits is
 * no word) and a vowel; in a value of LONG_VALUE characters or more, runs that also read like words.
 */
export function wordLetters(s: string, min = 5): number {
  const strict = s.length >= LONG_VALUE;
  let letters = 0;
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 0;
    if (c >= 97 && c <= 122) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= min) {
      const run = s.slice(start, i);
      if (/[g-z]/.test(run) && /[aeiouy]/.test(run) && (!strict || readsAsWord(run))) letters += run.length;
    }
    start = -1;
  }
  return letters;
}

export function hasWord(s: string, min = 5): boolean {
  return wordLetters(s, min) > 0;
}

/** From this length on, one chance word is no reason to call a run text: words must make a fifth of it. */
const VERY_LONG = 40;

/** Words enough to make `s` text, not a generator's run (seven-letter runs and up). */
export function wordyRun(s: string): boolean {
  if (s.length < LONG_VALUE) return /[a-z]{7,}/.test(s);
  const letters = wordLetters(s, 7);
  return s.length < VERY_LONG ? letters > 0 : letters * 5 >= s.length;
}

/** Capitalised words (`Rewind`, `After`, `Commit`): three or more that read as words and make half the run. */
const CAPITALISED_WORD = /[A-Z]([a-z]{2,})/g;
const NAME_WORDS = 3;

/**
 * A name built of capitalised words (`TestE2E_RewindAfterCommit`, `NewE2EFeatureBranchEnv`): a test's, a type's or a
 * function's, however its digits and case flip. A generator's run holds three word-like capitalised runs by chance
 * far too rarely to matter.
 */
export function camelName(s: string): boolean {
  let words = 0;
  let letters = 0;
  for (const m of s.matchAll(CAPITALISED_WORD)) {
    if (!readsAsWord(m[1]!)) continue;
    words++;
    letters += m[0].length;
  }
  return words >= NAME_WORDS && letters * 2 >= s.length;
}
