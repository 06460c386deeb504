/**
 * The one scan that finds every anchor of every pass of the rule table in a text (anchors.ts reads the anchors off the
 * patterns), and the cursor a pass walks its anchors with. Literals are compared folded (FOLD); one-character anchors
 * are not scanned for, a pass looks them up with `indexOf` when it runs.
 */
import { isAscii, isSpace } from './scan-util.js';

/** Lower-case ASCII (letters only), the way anchors are folded; ANY stands for every character from 0x7f up. */
export const ANY = 127;
/** Every UTF-16 code unit folded (one load per character in the scan's loop). */
export const FOLD = new Uint8Array(65536).fill(ANY);
for (let c = 0; c < ANY; c++) FOLD[c] = c >= 65 && c <= 90 ? c + 32 : c;

const NONE: number[] = [];

const byRestFirst = ([a]: [string, unknown], [b]: [string, unknown]): number => firstOf(a) - firstOf(b);

/** A row's rest by its first character, -1 when the literal has none past its three. */
function firstOf(rest: string): number {
  return rest.length === 0 ? -1 : rest.charCodeAt(0);
}

/** The literals of three or more characters, laid out for the scan's loop (built from AnchorIndex's map when it changed). */
interface Longer {
  /**
   * Per pair, in one load for the scan's loop: bit 0 set when a literal is just the pair, and above it 1 + the pair's
   * place among the pairs some longer literal starts with (0 for none). Most pairs are neither: 0.
   */
  pairInfo: Uint16Array;
  /** Rows of the triple `(slot - 1) * 128 + third character` are `rowStart[t]` up to `rowStart[t + 1]`. */
  rowStart: Int32Array;
  /** Per row, the rest of the literal after three characters, and the passes it is an anchor of. */
  rest: string[];
  /**
   * Per row, the rest's first character (-1: the literal has three): most rows of a triple that passes are told apart
   * by the fourth character, compared here without reading the row's string.
   */
  restFirst: Int16Array;
  /**
   * Per triple, at the place of its first row: four words of one bit per fourth character a row's rest starts with,
   * all of them when a literal is just the triple. The rows are read only where the text's fourth character is one
   * (`con` starts eleven literals, and most `con` of a transcript start none of them).
   */
  fourths: Uint32Array;
  passes: number[][];
  /**
   * One bit per triple of folded characters (`c << 14 | d << 7 | e`, 2^21 bits in 256 kB), set when a literal starts
   * with them: the first three of a longer literal, or a two-character literal and any third. Most positions of a
   * text fail this one load; the tables above are read only where it passes (about 1 in 25 characters of a
   * transcript, against 1 in 6 pairs). Exact: a 16-bit hash of the triple sent twice as many positions on to them.
   */
  filter: Uint32Array;
}

/** The anchors of all passes: those of two or more characters indexed by their first two and three, for one scan. */
export class AnchorIndex {
  /** By first two folded characters: the passes with a literal that is just those two. */
  private readonly alone: (number[] | undefined)[] = new Array<number[] | undefined>(128 * 128);
  /**
   * By first three folded characters: [rest of the literal after three characters, pass ids]. A position is compared
   * only with the literals that share its first three characters: a run of `-` is not compared at every character
   * with every literal that starts `--` (`--user`, `--auth=`, `--creds`…).
   */
  private readonly triples = new Map<number, [string, number[]][]>();
  /** Per pair, 1 when a literal is just the pair. */
  private readonly pairAlone = new Uint8Array(128 * 128);
  /** The triples in typed arrays (a Map lookup at each position that starts one cost as much as the rest of the scan). */
  private longer: Longer | null = null;
  /** Per pass, its one-character anchors. */
  readonly singles: string[];
  /** Per pass, 1 when only whether it has a hit counts: its first hit is recorded, no other. */
  private readonly firstOnly: Uint8Array;
  /** Per pass, 1 when it matches only right after a blank (passes.ts startsAfterBlank): no other place is recorded. */
  private readonly afterBlank: Uint8Array;
  /**
   * Hit tables given back by release, all NONE again: a table per text cost an allocation and a fill of every pass's
   * slot, more than the scan of a short text (one JSON value).
   */
  private readonly free: number[][][] = [];

  constructor(private readonly count: number) {
    this.singles = new Array<string>(count).fill('');
    this.firstOnly = new Uint8Array(count);
    this.afterBlank = new Uint8Array(count);
  }

  /**
   * `firstOnly`: the pass asks only whether a literal occurs (a `needs` of a regex row), not where. `afterBlank`: the
   * pass matches only where a blank stands right before its literal (`-p` in a UUID's `…-4f73-p…` is no flag).
   */
  add(pass: number, literals: readonly string[], firstOnly = false, afterBlank = false): void {
    this.longer = null;
    if (firstOnly) this.firstOnly[pass] = 1;
    if (afterBlank) this.afterBlank[pass] = 1;
    for (const lit of literals) {
      if (lit.length === 1) {
        if (!this.singles[pass]!.includes(lit)) this.singles[pass] += lit;
        continue;
      }
      const key = (lit.charCodeAt(0) << 7) | lit.charCodeAt(1);
      if (lit.length === 2) {
        this.pairAlone[key] = 1;
        const passes = (this.alone[key] ??= []);
        if (!passes.includes(pass)) passes.push(pass);
        continue;
      }
      const tri = (key << 7) | lit.charCodeAt(2);
      const rows = this.triples.get(tri) ?? [];
      this.triples.set(tri, rows);
      const rest = lit.slice(3);
      const row = rows.find(([r]) => r === rest);
      if (row === undefined) rows.push([rest, [pass]]);
      else if (!row[1].includes(pass)) row[1].push(pass);
    }
  }

  /**
   * Runs once per process, in the interpreter: its loops go over the literals and the pairs that start one, never over
   * every slot or every pair (those loops were half of the first redaction's set-up).
   */
  private layout(): Longer {
    const pairInfo = new Uint16Array(this.pairAlone);
    // In ascending order, the triples are in the order of their slots (pair's place, then third character). A typed
    // array sorts numbers natively: a comparator called in the interpreter was half of this set-up.
    const triples = Int32Array.from(this.triples.keys()).sort();
    const pairs = [...new Set(Array.from(triples, (tri) => tri >> 7))];
    pairs.forEach((key, k) => (pairInfo[key] = pairInfo[key]! | ((k + 1) << 1)));
    const rowStart = new Int32Array(pairs.length * 128 + 1);
    const rest: string[] = [];
    const passes: number[][] = [];
    const slots: number[] = [];
    // Each slot up to a triple's starts where the rows so far end: only the triples' slots hold rows (a lookup of every
    // slot, pairs x 128 of them, was a fifth of the first redaction's cost).
    let next = 0;
    for (const tri of triples) {
      const rows = this.triples.get(tri)!;
      const slot = (((pairInfo[tri >> 7]! >> 1) - 1) << 7) | (tri & 127);
      slots.push(slot);
      rowStart.fill(rest.length, next, slot + 1);
      next = slot + 1;
      // by the rest's first character (-1, a literal of three, first): a position's rows end where its fourth is passed
      for (const [r, p] of rows.sort(byRestFirst)) {
        rest.push(r);
        passes.push(p);
      }
    }
    rowStart.fill(rest.length, next);
    const restFirst = Int16Array.from(rest, firstOf);
    const fourths = new Uint32Array(4 * rest.length);
    for (const t of slots) {
      const at = 4 * rowStart[t]!;
      for (let r = rowStart[t]!; r < rowStart[t + 1]!; r++) {
        const first = restFirst[r]!;
        if (first === -1) fourths.fill(~0, at, at + 4);
        else fourths[at + (first >>> 5)] = fourths[at + (first >>> 5)]! | (1 << (first & 31));
      }
    }
    const filter = new Uint32Array(1 << 16);
    for (const tri of triples) filter[tri >>> 5] = filter[tri >>> 5]! | (1 << (tri & 31));
    // a two-character literal passes with any third: its pair's 128 triples are four whole words of the filter
    this.alone.forEach((_, key) => filter.fill(~0, key << 2, (key + 1) << 2));
    return { pairInfo, rowStart, rest, restFirst, fourths, passes, filter };
  }

  /**
   * Per pass, the sorted positions in `text` where one of its anchors of two or more characters starts (only the first
   * for a pass added `firstOnly`). `touched`, when given, gets each pass with a hit, once. The table can be given back
   * with release once read.
   */
  scan(text: string, touched: number[] = []): readonly (readonly number[])[] {
    // every pass starts with the shared empty list (one fill per table made, not a test per pass after the loop)
    const hits: number[][] = this.free.pop() ?? new Array<number[]>(this.count).fill(NONE);
    const n = text.length;
    if (n < 2) return hits;
    const longer = (this.longer ??= this.layout());
    const { filter } = longer;
    let c = FOLD[text.charCodeAt(0)]!;
    let d = FOLD[text.charCodeAt(1)]!;
    for (let i = 0; i + 2 < n; i++) {
      const e = FOLD[text.charCodeAt(i + 2)]!;
      const tri = (c << 14) | (d << 7) | e;
      if ((filter[tri >>> 5]! & (1 << (tri & 31))) !== 0) this.hitsAt(text, i, tri >> 7, e, longer, hits, touched);
      c = d;
      d = e;
    }
    this.hitsAt(text, n - 2, (c << 7) | d, -1, longer, hits, touched); // the last pair: a literal of two only
    return hits;
  }

  /** Gives back a table scan made, whose passes with a hit are `touched` (all of them): it serves a later scan. */
  release(hits: readonly (readonly number[])[], touched: readonly number[]): void {
    const table = hits as number[][];
    for (let q = 0; q < touched.length; q++) table[touched[q]!] = NONE;
    this.free.push(table);
  }

  /** The literals starting at `i`: its first two folded characters are the pair `key`, then `third` (-1: the text ends). */
  private hitsAt(text: string, i: number, key: number, third: number, longer: Longer, hits: number[][], touched: number[]): void {
    const info = longer.pairInfo[key]!;
    const skip = isSpace(text.charCodeAt(i - 1)) ? null : this.afterBlank;
    if ((info & 1) !== 0) record(hits, this.alone[key]!, i, this.firstOnly, touched, skip);
    const slot = info >> 1;
    // most pairs that start a literal (`re`, `co`, `se`) do not go on as one: the third character says so
    if (slot === 0 || third < 0) return;
    const t = ((slot - 1) << 7) | third;
    const fourth = i + 3 < text.length ? FOLD[text.charCodeAt(i + 3)]! : -2;
    const from = longer.rowStart[t]!;
    const bit = fourth < 0 ? ANY : fourth; // past the end only a literal of three matches: its rows set every bit
    if ((longer.fourths[4 * from + (bit >>> 5)]! & (1 << (bit & 31))) === 0) return;
    for (let r = from, to = longer.rowStart[t + 1]!; r < to; r++) {
      const first = longer.restFirst[r]!;
      if (first > fourth && first !== -1) return; // (past the text's end, fourth is -2: only a literal of three is there)
      if (first === -1 || (first === fourth && restMatches(text, i + 3, longer.rest[r]!))) record(hits, longer.passes[r]!, i, this.firstOnly, touched, skip);
    }
  }
}

/** Position `i` is an anchor of each of `passes` (a pass with several anchors there gets it once). */
function record(hits: number[][], passes: readonly number[], i: number, firstOnly: Uint8Array, touched: number[], skip: Uint8Array | null): void {
  for (let q = 0; q < passes.length; q++) {
    const p = passes[q]!;
    if (skip !== null && skip[p] === 1) continue; // no blank before `i`: a pass that matches only after one cannot here
    const list = hits[p]!;
    if (list === NONE) {
      hits[p] = [i];
      touched.push(p);
    } else if (firstOnly[p] === 0 && list[list.length - 1] !== i) list.push(i);
  }
}

/** The rest of a literal at `at`, whose first character is already known to match. */
function restMatches(text: string, at: number, rest: string): boolean {
  if (at + rest.length > text.length) return false;
  for (let k = 1; k < rest.length; k++) if (FOLD[text.charCodeAt(at + k)] !== rest.charCodeAt(k)) return false;
  return true;
}

/** The characters a pass's one-character anchors stand for in a text (a letter in both cases): made once per pass. */
export function cursorChars(singles: string): string[] {
  const chars: string[] = [];
  for (const ch of singles) {
    chars.push(ch);
    if (ch >= 'a' && ch <= 'z') chars.push(ch.toUpperCase());
  }
  return chars;
}

const NO_NEXT: number[] = [];

/**
 * The anchor positions of one pass in one text, in order: its scanned hits merged with its one-character anchors
 * (`chars`, from cursorChars), found with `indexOf` (each character's next place is kept, so a rare one is not
 * searched for again and again).
 */
export class AnchorCursor {
  private k = 0;
  /** Per character, its next place at or after the last `from` asked, -1 before the first search, -2 for none. */
  private readonly next: number[];
  /** The text holds no character from DEL up (asked once: a non-ASCII text asks for its next such character often). */
  private plain: boolean | null = null;

  constructor(
    private readonly text: string,
    private readonly hits: readonly number[],
    private readonly chars: readonly string[],
  ) {
    // most passes have no one-character anchor: nothing to allocate for them
    this.next = chars.length === 0 ? NO_NEXT : new Array<number>(chars.length).fill(-1);
  }

  /** The first anchor position at or after `from`, or -1. */
  at(from: number): number {
    const { hits } = this;
    while (this.k < hits.length && hits[this.k]! < from) this.k++;
    let best = this.k < hits.length ? hits[this.k]! : -1;
    for (let j = 0; j < this.chars.length; j++) {
      let p = this.next[j]!;
      if (p === -2) continue;
      if (p < from) {
        p = this.find(this.chars[j]!, from);
        this.next[j] = p < 0 ? -2 : p;
        if (p < 0) continue;
      }
      if (best < 0 || p < best) best = p;
    }
    return best;
  }

  private find(ch: string, from: number): number {
    if (ch.charCodeAt(0) !== ANY) return this.text.indexOf(ch, from);
    this.plain ??= isAscii(this.text) && !this.text.includes('\u007f');
    if (this.plain) return -1;
    NON_ASCII.lastIndex = from;
    return NON_ASCII.exec(this.text)?.index ?? -1;
  }
}

const NON_ASCII = /[\u007f-\uffff]/g;
