/**
 * A secret split in two: `TOKEN=<first half>` ends one todo item, plan step or line and the second half starts the
 * next, so rules see the first half only. A finding (or a marker, in the pass over redacted text) that is followed,
 * after a blank, a line break or a list bullet, by a run that only a random secret looks like, takes that run too.
 */
import type { Ranked } from './passes.js';
import { MARKER_RE } from './placeholder.js';
import { classFlipRate, shannon } from './entropy.js';
import { LINE_BREAK, LINE_GLYPH, isIdShape, startsTableRow } from './scan-util.js';
import { hasWord } from './word-runs.js';

/**
 * The line number a file read puts before each line (`cat -n`'s `     2\t`, the Read tool's `     2→`, OpenCode's
 * `00002| `).
 */
const GUTTER = '\\d{1,6}(?:\\t|\\\\+t|→|\\|)[ \\t]*';

/**
 * A blank, or a line break (real, JSON-escaped or a glyph) and the bullet of the next item: `- `, `* `, `[ ] `, `2. `; or the
 * `# ` of a comment line the rest was moved onto, the `; [pending] ` that joins todo items on one line, or a shell
 * line continuation whose line break became a blank (`SECRET="first\ second"` in a todo item shown on one line); or
 * markup that ends one code span or emphasis and opens the next (`` `hMbR23kOK``U0wATXpMH` ``, `**first** **second**`).
 */
const SEPARATOR = new RegExp(`(?:\`[ \t]?\`|\\*\\*[ \t]?\\*\\*|(?:${LINE_BREAK}|[ \\t]?${LINE_GLYPH})[ \\t]*(?:${GUTTER})?(?:[-*+] (?:\\[[ xX]\\] )?|\\[[ xX]\\] |\\d{1,2}[.)] |#[ \\t])?|;[ \\t]\\[[a-z_ xX]{1,12}\\][ \\t]|\\\\[ \\t]{1,2}|[ \\t]{1,2}(?:#[ \\t])?)`, 'y');
/** Symbols a password holds (`CFqYKnx*37`): the tail takes them, not `&`, `@` or `.` that end a value in a URL or a sentence. */
const TAIL = /[A-Za-z0-9_+/=*!#$%^~-]{8,200}/y;
/**
 * What may follow the tail: the end, a blank, a quote, a closing bracket, a separator, an escape, a summary's `…`, or
 * the `@` after a URL's password.
 */
const AFTER_TAIL = /^(?:$|[\s"'`),;\]}\\…@]|\.(?:\s|$))/;

/**
 * Where the second half of a secret split at `end` starts and ends; null when what follows is no such half. `quote`:
 * the quote the value opened and did not close on its line; a tail that closes it is the rest of the value when it
 * holds a digit and no word, however plain (`initialPassword = "N5MG0-6xD` / `P92UD_ZKD";`).
 */
function splitTailAfter(text: string, end: number, quote = ''): { start: number; end: number } | null {
  SEPARATOR.lastIndex = end;
  const sep = SEPARATOR.exec(text);
  if (sep === null || sep[0].length === 0) return null;
  const start = end + sep[0].length;
  TAIL.lastIndex = start;
  const m = TAIL.exec(text);
  if (m === null || !AFTER_TAIL.test(text.slice(TAIL.lastIndex, TAIL.lastIndex + 2))) return null;
  if (startsTableRow(text, start, TAIL.lastIndex)) return null;
  const closes = quote !== '' && closesQuote(text, TAIL.lastIndex, quote) && /[0-9]/.test(m[0]) && !hasWord(m[0]) && !isIdShape(m[0]);
  return closes || looksLikeHalfSecret(m[0]) || (sep[0] === '``' && gluedSpanHalf(m[0])) ? { start, end: TAIL.lastIndex } : null;
}

/**
 * The rest of a value in a code span glued to the span of its first half (`` `<half>``ZXYzzLMango` ``): nobody writes
 * two spans with nothing between but to cut one value, so mixed case is enough, without a random run's statistics.
 */
function gluedSpanHalf(s: string): boolean {
  return /[a-z]/.test(s) && /[A-Z].*[A-Z].*[A-Z]/.test(s) && !hasWord(s) && !isIdShape(s);
}

/** The quote (`"`, `'`, JSON-escaped or not) a value starting at `start` opened, when it is still open at `end`. */
function openQuote(text: string, start: number, end: number): string {
  const q = text.charAt(start - 1);
  if (q !== '"' && q !== "'") return '';
  return closesQuote(text, end, q) ? '' : q;
}

function closesQuote(text: string, at: number, quote: string): boolean {
  let i = at;
  while (text.charCodeAt(i) === 92) i++; // `\"`
  return text.charAt(i) === quote;
}

/**
 * Random to the eye: three digits or more, a letter, no word (five lower-case letters in a row, not all hex), not a flag nor an
 * assignment of its own, and the entropy of a random string (`sha256sum`, `ubuntu2204`, `2024-01-15` fall short).
 */
export function looksLikeHalfSecret(s: string): boolean {
  if (s.startsWith('-') || /=./.test(s) || hasWord(s) || isIdShape(s)) return false;
  if (!/[A-Za-z]/.test(s)) return false;
  if ((s.match(/[0-9]/g)?.length ?? 0) >= 3) return shannon(s) >= 3;
  // few digits: a run of mixed case that flips case like random text (`RbLDRZhPy`, `CFqYKnx*37`: about every other
  // character, 0.4 leaves room for a short one's chance), not CamelCase (0.3 or less); a short one cannot reach 3
  // bits (9 distinct characters give log2(9))
  if (!/[A-Z].*[A-Z]/.test(s) || !/[a-z].*[a-z]/.test(s) || classFlipRate(s) < 0.4) return false;
  return shannon(s) >= Math.min(3, Math.log2(s.length) - 0.3);
}

/**
 * Words between the two halves that say the second continues the first ("… and the rest is <half>", ", second half:
 * <half>", "(continued on the next line) <half>", "part 2: <half>"): a cue word among the first few words after the
 * first half, on its line or at the start of the next.
 */
const CUE = /[ \t]*[,;.]?[ \t]*(?:\r?\n|\\+n)?[ \t]*[(\[-]?[ \t]*(?:[A-Za-z'’]{1,12}[ \t]+){0,3}?(?:rest|remainder|second|other[ \t]+half|last[ \t]+(?:half|part)|continued|continues|cont'?d|followed[ \t]+by|ends?[ \t]+with|appended|part[ \t]*(?:2|two|ii|b))\b/iy;
/** How far past the cue the half may stand (`of the key, after the dash:`). */
const CUE_REACH = 60;
const RUN = /[A-Za-z0-9_+/=-]{6,200}/g;

/**
 * The second half after such words: the first run past the cue that holds a digit must look like half a secret
 * (runs of letters alone are the words around it: "of", "key", "is").
 */
function cuedTailAfter(text: string, end: number): { start: number; end: number } | null {
  CUE.lastIndex = end;
  if (CUE.exec(text) === null) return null;
  const from = CUE.lastIndex;
  let window = text.slice(from, from + CUE_REACH);
  const br = window.search(/\r?\n|\\+n/);
  if (br >= 0) window = window.slice(0, br);
  RUN.lastIndex = 0;
  for (let m = RUN.exec(window); m !== null; m = RUN.exec(window)) {
    if (!/[0-9]/.test(m[0])) continue;
    const start = from + m.index;
    const glued = /[A-Za-z0-9]/.test(text.charAt(start - 1)) || !AFTER_TAIL.test(text.slice(start + m[0].length, start + m[0].length + 2));
    return !glued && looksLikeHalfSecret(m[0]) ? { start, end: start + m[0].length } : null;
  }
  return null;
}

/**
 * An assigned value (`KEY=`, `key: `, `"key":"`, redis' `requirepass `, prose's "the token is ", a quoted argument
 * `f(x, "`) starts at `start`:
 * only such a value is taken to go on after a blank.
 */
function assignedAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 14), start);
  return /[=:]\s?(?:\\*["'`]|\*\*)?$|[(,][ \t]*\\*["']$|\b(?:is|was)[ \t]["']?$|(?:^|\s)-{1,2}[A-Za-z][\w-]{0,10}[ \t]+["']?$/.test(before) || /(?:requirepass|masterauth)[ \t]+["']?$/i.test(before);
}

/**
 * Each assigned finding followed by the second half of a split secret takes it in, unless that half is a finding
 * of its own (two secrets side by side stay two).
 */
export function splitTails(text: string, found: Ranked[]): Ranked[] {
  for (let k = 0; k < found.length; k++) {
    const f = found[k]!;
    if (!assignedAt(text, f.start)) continue;
    const next = found[k + 1];
    const stop = splitTailAfter(text, f.end, openQuote(text, f.start, f.end))?.end ?? -1;
    if (stop > f.end && (next === undefined || next.start >= stop)) {
      f.end = stop;
      continue;
    }
    // the words between the halves stay: the half after them is a finding of its own, named like the first
    const cued = cuedTailAfter(text, f.end);
    if (cued !== null && (next === undefined || next.start >= cued.end)) found.splice(++k, 0, { ...f, ...cued });
  }
  return found;
}

/** In redacted text: a marker that stands for an assigned value (`KEY=[REDACTED:x]`) and the half after it. */
export function splitTailsAfterMarkers(text: string, out: Ranked[]): void {
  if (!text.includes('[REDACTED:')) return;
  const re = new RegExp(MARKER_RE.source, 'g');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!assignedAt(text, m.index)) continue;
    const end = m.index + m[0].length;
    const half = splitTailAfter(text, end, openQuote(text, m.index, end)) ?? cuedTailAfter(text, end);
    if (half === null) continue;
    out.push({ rule: m[0].slice('[REDACTED:'.length, -1), start: half.start, end: half.end, rank: Number.MAX_SAFE_INTEGER });
  }
}
