/**
 * A recovery phrase written down as a numbered list (`1.lollipop 2.teapot … 12.vanilla`, `1) ember 2) …` one per
 * line): 12, 15, 18, 21 or 24 single lower-case words numbered from 1 without a gap, the counts a wallet's phrase has.
 * No noun is needed: steps, options and checklists are numbered too, but never as that many bare words.
 */
import type { RawMatch } from './rule-types.js';

/** The first item: `1` and its `.` or `)`, then a word. */
const FIRST = /(?<![\w.])1[.)][ \t]*[a-z]{3,8}(?![\w-])/g;
/** The item numbered `n`, sticky: blanks or a line break (real or JSON-escaped) before it. */
const itemAt = (n: number): RegExp => new RegExp(`(?:[ \\t,;]|\\r?\\n|\\\\n)+${n}[.)][ \\t]*[a-z]{3,8}(?![\\w-])`, 'y');
const ITEMS = Array.from({ length: 25 }, (_, n) => itemAt(n));
const COUNTS = new Set([12, 15, 18, 21, 24]);

export function scanNumberedWords(text: string): RawMatch[] {
  const out: RawMatch[] = [];
  // the twelfth item is there in every list this scan takes: most texts are passed over here
  if (!text.includes('12.') && !text.includes('12)')) return out;
  FIRST.lastIndex = 0;
  for (let m = FIRST.exec(text); m !== null; m = FIRST.exec(text)) {
    let end = m.index + m[0].length;
    let n = 1;
    const ends = [end];
    for (let k = 2; k <= 24; k++) {
      const re = ITEMS[k]!;
      re.lastIndex = end;
      const next = re.exec(text);
      if (next === null) break;
      end = re.lastIndex;
      n = k;
      ends.push(end);
    }
    // the longest count of a phrase the list reaches: a sentence numbered on after a 12-word phrase is no part of it,
    // but a thirteenth bare word makes the whole a list of steps that ran past twelve
    let count = n;
    while (count > 0 && !COUNTS.has(count)) count--;
    if (count === 0 || (count < n && !opensProse(text, ends[count]!))) continue;
    out.push({ rule: 'generic-secret', start: m.index, end: ends[count - 1]! });
    FIRST.lastIndex = ends[count - 1]!;
  }
  return out;
}

/** The item that ends at `end` goes on in words on its line (`13) then we are done`), not as one bare word. */
function opensProse(text: string, end: number): boolean {
  return /^[ \t]+[A-Za-z]/.test(text.slice(end, end + 2));
}
