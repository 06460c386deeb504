/**
 * Literal anchors of the rule table's regexes (anchor-scan.ts finds them all in one scan).
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

import { FOLD } from './anchor-scan.js';

/** More prefixes than this from one group or class and the prefix stops growing there (it stays an anchor). */
const MAX_PREFIXES = 64;
/**
 * A character class of at most this many characters is followed character by character (`[0-9]`, `[pousr]`); so is
 * one of the letters (`[A-Za-z]`: 26 folded) after a literal, never at the start of one.
 */
const MAX_CLASS = 10;
/** Anchors longer than this are cut: a longer literal narrows nothing the sticky match does not check anyway. */
const MAX_LENGTH = 8;
/** Escapes of control characters a pattern may start with, and the character each stands for. */
const CONTROL_ESCAPES = new Map([['t', '\t'], ['n', '\n'], ['r', '\r']]);
/** The letters a class of them (`[A-Za-z]`) stands for, folded. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

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

  private escape(): Prefix[] | 'zero-width' | null {
    const e = this.src[this.at + 1] ?? '';
    this.at += 2;
    if (e === 'b' || e === 'B') return 'zero-width';
    if (/[\\\-\]\[^$.*+?(){}|/'"`~@#&=:;,<>!% ]/.test(e)) return [{ s: e, open: true }];
    // a tab or a line break, as such (`\tTRUE\t` of a cookie file): the scan compares them as it does any character
    const control = CONTROL_ESCAPES.get(e);
    if (control !== undefined) return [{ s: control, open: true }];
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
  const fitting = shortened(atom, Math.floor((MAX_PREFIXES - cur.length) / open.length));
  if (fitting === null) return cur.map((p) => ({ s: p.s, open: false }));
  const out = cur.filter((p) => !p.open);
  // a prefix as long as an anchor gets is final: the rest of the branch is only skipped
  for (const p of open) for (const a of fitting) out.push({ s: p.s + a.s, open: whole && a.open && p.s.length + a.s.length < MAX_LENGTH });
  return out;
}

/**
 * At most `room` prefixes of an atom: cut to the longest length at which so few remain (`first a` … `first z` become
 * `first `, closed). A cut prefix still starts every match its longer ones did; null when even one character each
 * leaves too many (the prefix then ends before the atom).
 */
function shortened(atom: Prefix[], room: number): Prefix[] | null {
  if (atom.length <= room) return atom;
  const longest = Math.max(...atom.map((a) => a.s.length));
  for (let n = longest - 1; n >= 1; n--) {
    const cut = new Map<string, Prefix>();
    for (const a of atom) {
      const s = a.s.slice(0, n);
      const open = a.open && a.s.length <= n;
      cut.set(`${s}\0${open}`, { s, open });
    }
    if (cut.size <= room) return [...cut.values()];
  }
  return null;
}
