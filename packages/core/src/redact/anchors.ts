/**
 * Literal anchors of the rule table's regexes, and one scan that finds them all.
 *
 * Each regex of the table starts with a literal (rules.ts keeps it so), and every match of it starts where one of its
 * anchors (the literal prefixes its source allows, read off the source itself) occurs. One hand-written scan over the
 * text finds every anchor of every rule at once; a rule then runs sticky at its own anchors only, which finds exactly
 * the matches its global scan would (a global scan is the first sticky match at or after `lastIndex`), without each
 * rule walking the whole text on its own. A rule whose source does not start with a literal has no anchors and runs
 * as before.
 *
 * Anchors are compared with ASCII letters folded to lower case, whatever the rule's flags: that finds a superset of
 * the positions where a case-sensitive rule can match, and exactly those of a case-insensitive one (without the `u`
 * flag, which no row uses, `i` never matches a non-ASCII character against an ASCII one). A non-ASCII character of an
 * anchor is compared as "any character from 0x7f up", and the anchor goes on after it. One-character anchors are not
 * scanned for: a rule looks them up with `indexOf` only when it runs.
 */

/** More prefixes than this from one group or class and the prefix stops growing there (it stays an anchor). */
const MAX_PREFIXES = 64;
/**
 * A character class of at most this many characters is followed character by character (`[0-9]`, `[pousr]`); so is
 * one of the letters (`[A-Za-z]`: 26 folded) after a literal, never at the start of one.
 */
const MAX_CLASS = 10;
/** Anchors longer than this are cut: a longer literal narrows nothing the sticky match does not check anyway. */
const MAX_LENGTH = 8;

interface Prefix {
  s: string;
  /** The literal covers its branch so far: what follows may extend it. */
  open: boolean;
}

/** The anchors of `re` (folded), or null when some match may start without one (the rule then scans the whole text). */
export function anchorsOf(re: RegExp): string[] | null {
  // (`m` only moves where `^` and `$` match: they stay zero-width, so they change no prefix)
  if (re.flags.includes('u') || re.flags.includes('v')) return null;
  const parser = new Parser(re.source);
  const prefixes = parser.alternation();
  if (parser.failed || parser.at !== re.source.length) return null;
  const literals = new Set<string>();
  for (const p of prefixes) {
    if (p.s === '') return null;
    literals.add(folded(p.s));
  }
  return [...literals];
}

/**
 * A literal as the scan compares it: ASCII letters in lower case, each character outside ASCII as ANY (how `i` folds
 * it is left to the regex), at most MAX_LENGTH long. The literal goes on after ANY: without the `u` flag, `i` never
 * matches a character outside ASCII against one inside it, so `пароль` starts only where six such characters stand in
 * a row, and `şifre` only before `ifre`; a literal that ended at ANY made every such character of a text an anchor.
 */
function folded(s: string): string {
  let out = '';
  for (let n = 0; n < s.length && n < MAX_LENGTH; n++) out += String.fromCharCode(FOLD[s.charCodeAt(n)]!);
  return out;
}

/**
 * A reader of the regex syntax the table uses, computing the literal prefixes every match must start with. It is
 * conservative: whatever it does not know (a class escape, a backreference, `.`) ends the prefix there.
 */
class Parser {
  at = 0;
  failed = false;
  constructor(private readonly src: string) {}

  /** `a|b|…` up to a `)` or the end. */
  alternation(): Prefix[] {
    const out: Prefix[] = [...this.sequence()];
    while (this.src[this.at] === '|') {
      this.at++;
      out.push(...this.sequence());
    }
    return out;
  }

  private sequence(): Prefix[] {
    let cur: Prefix[] = [{ s: '', open: true }];
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      if (!cur.some((p) => p.open)) {
        this.skipBranch(); // the prefixes are final: the rest of the branch only needs its end found
        break;
      }
      const isClass = this.src[this.at] === '[';
      const outer = this.afterLiteral;
      // a group's branches go on this sequence's literals: inside it, a letter may follow them
      if (this.src[this.at] === '(') this.afterLiteral = outer || cur.every((p) => !p.open || p.s !== '');
      const atom = this.atom();
      if (this.failed) return cur;
      this.afterLiteral = outer;
      const letters = isClass && this.lastWasLetters;
      const min = this.quantifier();
      if (atom === 'zero-width') continue;
      // a letter goes on a literal (`--` then a letter: not every `---` of a Markdown rule), never starts one
      if (atom === null || min === 0 || (letters && !this.afterLiteral && cur.some((p) => p.open && p.s === ''))) cur = cur.map((p) => ({ s: p.s, open: false }));
      else cur = extend(cur, atom, min === 1 && this.lastWasSingle);
    }
    return cur;
  }

  private lastWasSingle = true;
  /** The last atom read was a class of the letters (`[A-Za-z]`), read folded. */
  private lastWasLetters = false;
  /** The group being read follows literals on every open branch of the sequences around it. */
  private afterLiteral = false;

  /** Moves to the `|` or `)` that ends the current branch (escapes, classes and nested groups skipped). */
  private skipBranch(): void {
    let depth = 0;
    for (; this.at < this.src.length; this.at++) {
      const c = this.src[this.at];
      if (c === '\\') this.at++;
      else if (c === '[') {
        for (this.at++; this.at < this.src.length && this.src[this.at] !== ']'; this.at++) if (this.src[this.at] === '\\') this.at++;
      } else if (c === '(') depth++;
      else if (c === ')') {
        if (depth === 0) return;
        depth--;
      } else if (c === '|' && depth === 0) return;
    }
  }

  /** One atom: the prefixes it may start with (open when the atom is wholly literal), 'zero-width', or null. */
  private atom(): Prefix[] | 'zero-width' | null {
    const c = this.src[this.at]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') {
      this.at++;
      return 'zero-width';
    }
    if (c === '\\') return this.escape();
    if (c === '.' || c === '*' || c === '+' || c === '?' || c === '{') {
      this.at++;
      return null;
    }
    this.at++;
    return [{ s: c, open: true }];
  }

  private group(): Prefix[] | 'zero-width' | null {
    const rest = this.src.slice(this.at, this.at + 4);
    const lookaround = /^\(\?<?[=!]/.test(rest);
    if (lookaround) this.at += rest.startsWith('(?<') ? 4 : 3;
    else if (rest.startsWith('(?:')) this.at += 3;
    else if (rest.startsWith('(?<')) {
      const close = this.src.indexOf('>', this.at);
      if (close < 0) return this.fail();
      this.at = close + 1;
    } else this.at += 1;
    if (lookaround) {
      // zero-width: it consumes nothing, so its body is skipped, not read
      for (this.skipBranch(); this.src[this.at] === '|'; this.skipBranch()) this.at++;
      if (this.src[this.at] !== ')') return this.fail();
      this.at++;
      return 'zero-width';
    }
    const inner = this.alternation();
    if (this.src[this.at] !== ')') return this.fail();
    this.at++;
    return inner;
  }

  private charClass(): Prefix[] | null {
    let i = this.at + 1;
    const negated = this.src[i] === '^';
    const chars: string[] = [];
    let known = !negated;
    let letters = false; // `a-z` or `A-Z`: folded, the 26 letters
    while (i < this.src.length && this.src[i] !== ']') {
      let ch = this.src[i]!;
      if (ch === '\\') {
        const e = this.src[i + 1] ?? '';
        if (!/[\\\-\]\[^$.*+?(){}|/'"`~@#&=:;,<>!% ]/.test(e)) known = false; // \s, \d, \w, \n, \u…: not literal here
        ch = e;
        i += 2;
      } else i++;
      if (this.src[i] === '-' && this.src[i + 1] !== ']' && i + 1 < this.src.length) {
        // a range: expanded when it is small (`0-9`), else too many characters to follow
        const last = this.src[i + 1] === '\\' ? null : this.src[i + 1]!;
        i += this.src[i + 1] === '\\' ? 3 : 2;
        const from = ch.charCodeAt(0);
        const to = last === null ? -1 : last.charCodeAt(0);
        if ((ch === 'a' && last === 'z') || (ch === 'A' && last === 'Z')) letters = true;
        else if (to < from || to - from >= MAX_CLASS) known = false;
        else for (let c = from; c <= to; c++) chars.push(String.fromCharCode(c));
        continue;
      }
      chars.push(ch);
    }
    if (this.src[i] !== ']') return this.fail();
    this.at = i + 1;
    this.lastWasLetters = letters;
    if (letters) return known && chars.every((c) => /[A-Za-z]/.test(c)) ? LETTERS.map((s) => ({ s, open: true })) : null;
    if (!known || chars.length === 0 || chars.length > MAX_CLASS) return null;
    return [...new Set(chars)].map((s) => ({ s, open: true }));
  }

  private escape(): Prefix[] | null {
    const e = this.src[this.at + 1] ?? '';
    this.at += 2;
    if (e === 'b' || e === 'B') return null;
    if (/[\\\-\]\[^$.*+?(){}|/'"`~@#&=:;,<>!% ]/.test(e)) return [{ s: e, open: true }];
    if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.src.slice(this.at, this.at + 4))) {
      const s = String.fromCharCode(parseInt(this.src.slice(this.at, this.at + 4), 16));
      this.at += 4;
      return [{ s, open: true }];
    }
    if (e === 'x' || e === 'c' || e === 'k' || e === 'p' || e === 'P') this.failed = true; // unknown length: give up
    return null;
  }

  /** Reads a quantifier after an atom: its minimum count (1 when there is none); lazy `?` and `+` are skipped. */
  private quantifier(): number {
    const c = this.src[this.at];
    let min = 1;
    this.lastWasSingle = true;
    if (c === '?' || c === '*') {
      min = 0;
      this.at++;
    } else if (c === '+') {
      this.lastWasSingle = false;
      this.at++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.at));
      if (m === null) return 1;
      min = Number(m[1]);
      this.lastWasSingle = m[2] === undefined && min === 1;
      this.at += m[0].length;
    } else return 1;
    if (this.src[this.at] === '?') this.at++;
    return min;
  }

  private fail(): null {
    this.failed = true;
    return null;
  }
}

/**
 * Every open prefix followed by every prefix of the atom. `whole`: the atom occurs once, so an open prefix stays open
 * where the atom's prefix is; otherwise (repeated) what follows is not known and the prefixes close.
 */
function extend(cur: Prefix[], atom: Prefix[], whole: boolean): Prefix[] {
  const open = cur.filter((p) => p.open);
  if (open.length === 0) return cur;
  if (open.length * atom.length + cur.length > MAX_PREFIXES) return cur.map((p) => ({ s: p.s, open: false }));
  const out = cur.filter((p) => !p.open);
  // a prefix as long as an anchor gets is final: the rest of the branch is only skipped
  for (const p of open) for (const a of atom) out.push({ s: p.s + a.s, open: whole && a.open && p.s.length + a.s.length < MAX_LENGTH });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// the scan

/** Lower-case ASCII (letters only), the way anchors are folded; ANY stands for every character from 0x7f up. */
const ANY = 127;
/** Every UTF-16 code unit folded (one load per character in the scan's loop). */
const FOLD = new Uint8Array(65536).fill(ANY);
for (let c = 0; c < ANY; c++) FOLD[c] = c >= 65 && c <= 90 ? c + 32 : c;

const NONE: number[] = [];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

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
  passes: number[][];
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

  constructor(private readonly count: number) {
    this.singles = new Array<string>(count).fill('');
    this.firstOnly = new Uint8Array(count);
  }

  /** `firstOnly`: the pass asks only whether a literal occurs (a `needs` of a regex row), not where. */
  add(pass: number, literals: readonly string[], firstOnly = false): void {
    this.longer = null;
    if (firstOnly) this.firstOnly[pass] = 1;
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

  private layout(): Longer {
    const pairInfo = Uint16Array.from(this.pairAlone);
    const pairs = [...new Set([...this.triples.keys()].map((tri) => tri >> 7))].sort((a, b) => a - b);
    pairs.forEach((key, k) => (pairInfo[key] = pairInfo[key]! | ((k + 1) << 1)));
    const rowStart = new Int32Array(pairs.length * 128 + 1);
    const rest: string[] = [];
    const passes: number[][] = [];
    for (let t = 0; t < pairs.length * 128; t++) {
      rowStart[t] = rest.length;
      for (const [r, p] of this.triples.get((pairs[t >> 7]! << 7) | (t & 127)) ?? []) {
        rest.push(r);
        passes.push(p);
      }
    }
    rowStart[pairs.length * 128] = rest.length;
    return { pairInfo, rowStart, rest, passes };
  }

  /** Per pass, the sorted positions in `text` where one of its anchors of two or more characters starts (only the first for a pass added `firstOnly`). */
  scan(text: string): readonly (readonly number[])[] {
    const hits: number[][] = new Array<number[]>(this.count);
    const { alone, firstOnly } = this;
    const { pairInfo, rowStart, rest, passes } = (this.longer ??= this.layout());
    const n = text.length;
    let c = n > 0 ? FOLD[text.charCodeAt(0)]! : 0;
    for (let i = 0; i + 1 < n; i++) {
      const d = FOLD[text.charCodeAt(i + 1)]!;
      const key = (c << 7) | d;
      c = d;
      const info = pairInfo[key]!;
      if (info === 0) continue;
      if ((info & 1) !== 0) record(hits, alone[key]!, i, firstOnly);
      const slot = info >> 1;
      if (slot === 0 || i + 2 >= n) continue;
      // most pairs that start a literal (`re`, `co`, `se`) do not go on as one: the third character says so
      const t = ((slot - 1) << 7) | FOLD[text.charCodeAt(i + 2)]!;
      for (let r = rowStart[t]!, to = rowStart[t + 1]!; r < to; r++) {
        const more = rest[r]!;
        if (more.length === 0 || restMatches(text, i + 3, more)) record(hits, passes[r]!, i, firstOnly);
      }
    }
    for (let k = 0; k < this.count; k++) hits[k] ??= NONE;
    return hits;
  }
}

/** Position `i` is an anchor of each of `passes` (a pass with several anchors there gets it once). */
function record(hits: number[][], passes: readonly number[], i: number, firstOnly: Uint8Array): void {
  for (let q = 0; q < passes.length; q++) {
    const p = passes[q]!;
    const list = hits[p];
    if (list === undefined) hits[p] = [i];
    else if (firstOnly[p] === 0 && list[list.length - 1] !== i) list.push(i);
  }
}

function restMatches(text: string, at: number, rest: string): boolean {
  if (at + rest.length > text.length) return false;
  for (let k = 0; k < rest.length; k++) if (FOLD[text.charCodeAt(at + k)] !== rest.charCodeAt(k)) return false;
  return true;
}

/**
 * The anchor positions of one pass in one text, in order: its scanned hits merged with its one-character anchors,
 * found with `indexOf` (each character's next place is kept, so a rare one is not searched for again and again).
 */
export class AnchorCursor {
  private k = 0;
  private readonly chars: string[] = [];
  /** Per character, its next place at or after the last `from` asked, -1 before the first search, -2 for none. */
  private readonly next: number[];

  constructor(
    private readonly text: string,
    private readonly hits: readonly number[],
    singles: string,
  ) {
    for (const ch of singles) {
      this.chars.push(ch);
      if (ch >= 'a' && ch <= 'z') this.chars.push(ch.toUpperCase());
    }
    this.next = this.chars.map(() => -1);
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
    NON_ASCII.lastIndex = from;
    return NON_ASCII.exec(this.text)?.index ?? -1;
  }
}

const NON_ASCII = /[\u007f-\uffff]/g;
