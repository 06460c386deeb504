/**
 * Values a rule found as secrets, remembered so that each is also redacted where it stands again without the context
 * that gave it away: a password told once ("the db password for staging is <value>") and later the name of a file,
 * a folder, a branch, a URL's path, a CSV or table cell or a todo step. A value is matched exactly and whole (no
 * letter or digit on either side), and only when it is long and mixed enough that it cannot stand there by chance:
 * a word, a short number or a run of one character is left to the rules that read its context.
 *
 * Bounded: at most `maxValues` values of at most MAX_VALUE characters; what comes after the bound is not remembered
 * (it is still redacted where a rule finds it). All values are found in one pass of one alternation over the text,
 * which costs about the number of values times the text's length (300 values: 6 MB/s; 20: 140 MB/s), hence the bound.
 */
import type { RawMatch } from './rule-types.js';

/** Shorter values (a PIN, a door code) are numbers and words that stand elsewhere by chance. */
const MIN_VALUE = 8;
/** A value of only letters is a word unless it is this long (a generated cookie, a phrase of words run together). */
const MIN_LETTERS_ONLY = 16;
/** Longer values are blocks (a key, a certificate) that the rules find whole wherever they stand. */
const MAX_VALUE = 512;
/** A session's values: a handoff's facts and a range of records are short texts to search. */
const MAX_VALUES = 256;

export class ToldValues {
  private readonly rules = new Map<string, string>();
  private pattern: RegExp | null = null;

  constructor(private readonly maxValues = MAX_VALUES) {}

  /** Remembers `value` as found by `rule`; a value too short or plain to match by itself alone is not remembered. */
  add(value: string, rule: string): void {
    if (this.rules.size >= this.maxValues || this.rules.has(value) || !memorable(value)) return;
    this.rules.set(value, rule);
    this.pattern = null;
  }

  /** Every value of `other` remembered here too. */
  addAll(other: ToldValues): void {
    for (const [value, rule] of other.rules) this.add(value, rule);
  }

  get size(): number {
    return this.rules.size;
  }

  /** Where a remembered value stands whole in `text`, sorted and disjoint (the longest value wins at a place). */
  spansIn(text: string): RawMatch[] {
    if (this.rules.size === 0 || text.length < MIN_VALUE) return [];
    const pattern = this.compiled();
    const out: RawMatch[] = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const end = m.index + m[0].length;
      if (wholeAt(text, m.index, end)) out.push({ rule: this.rules.get(m[0])!, start: m.index, end });
      else pattern.lastIndex = m.index + 1;
    }
    return out;
  }

  /** One alternation of every value, the longest first, so a value that starts another one does not cut it short. */
  private compiled(): RegExp {
    if (this.pattern !== null) return this.pattern;
    const values = [...this.rules.keys()].sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(values.map(escaped).join('|'), 'g');
    return this.pattern;
  }
}

/**
 * Long and mixed enough to match by itself: not a word, not a number of a few digits, not one character repeated. A
 * word with a sign before or after it (`!telemetry`, `$HOME_DIR`) is code's, which stands again wherever the code does.
 */
export function memorable(value: string): boolean {
  if (value.length < MIN_VALUE || value.length > MAX_VALUE || value.includes('[REDACTED:')) return false;
  const core = value.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (/^[\p{L}_]+$/u.test(core) && core.length < MIN_LETTERS_ONLY) return false;
  return new Set(value).size >= 5;
}

/** No letter or digit goes on a side where the value itself ends with one: it stands whole, not inside a longer run. */
function wholeAt(text: string, start: number, end: number): boolean {
  const edge = /[\p{L}\p{N}]/u;
  if (edge.test(text.charAt(start)) && edge.test(text.charAt(start - 1))) return false;
  return !(edge.test(text.charAt(end - 1)) && edge.test(text.charAt(end)));
}

function escaped(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}
