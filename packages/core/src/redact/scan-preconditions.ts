/**
 * What a scan rule of the table (rules.ts) needs of a text to find anything, read off the scan's own code: the
 * character its loop searches for, the length its probe needs, the length past which it returns at once. About thirty
 * scan rules have no anchor words (`needs`), so every text ran every one of them; a short text (a prompt's line, a
 * file's name, a label) had most of its redaction time in scans that return nothing on it. The pass runner
 * (passes.ts) asks ScanGate first and skips them. Each entry says where in the scan it comes from; the test beside
 * this module checks every entry against its scan.
 */
import { scanAssignedValues } from './assigned-value-scan.js';
import { scanAsciidocTables } from './asciidoc-table-scan.js';
import { scanBarePassphrases } from './bare-passphrase-scan.js';
import { MIN_RUN as BOUND_MIN_RUN, scanBoundValues } from './bound-value-scan.js';
import { scanCallLiterals } from './call-literal-scan.js';
import { scanCardNumbers } from './card-number-scan.js';
import { scanScriptClauseSecrets } from './clause-secret-scan.js';
import { scanComposedPasswords } from './composed-password-scan.js';
import { MAX_TEXT as CUT_MAX_TEXT, scanCutValues } from './cut-value-scan.js';
import { scanDashGroups } from './dash-group-scan.js';
import { MIN_RUN as ENTROPY_MIN_RUN, entropyScan } from './entropy-scan.js';
import { scanJoinedPasswords } from './joined-password-scan.js';
import { MIN as KEY_FILE_MIN, scanKeyFiles } from './keyfile-scan.js';
import { scanCommaLoginPairs } from './login-pair-scan.js';
import { LONE_TEXT, scanLoneValue } from './lone-value-scan.js';
import { scanNumberedWords } from './numbered-words-scan.js';
import { scanOfferedPasswords, scanQuotedLiterals } from './offered-password-scan.js';
import { scanPrivateKeys, scanPuttyKeys } from './pem.js';
import { scanUserPasswordAt } from './positional-secret-scan.js';
import { scanForeignProseSecrets } from './prose-secret-scan.js';
import { scanQuotedArguments } from './quoted-argument-scan.js';
import { scanRandomPathParts } from './random-path-part-scan.js';
import type { ScanRule } from './rule-types.js';
import { MIN as SHAPED_MIN, scanShapedPasswords } from './shaped-password-scan.js';
import { scanSpelledUnits } from './spelled-units-scan.js';
import { scanTables } from './table-scan.js';
import { scanToldValues } from './told-value-scan.js';
import { STRIDE as TOKEN_STRIDE, tokenScan } from './token-scan.js';

/** One way a text can give a scan something to find: all of its parts hold. */
export interface Way {
  /** One of these characters is in the text. */
  chars?: string;
  /** A character past ASCII is in the text (or, with `chars`, one of those). */
  pastAscii?: true;
  /** The text is at least this long. */
  min?: number;
  /** The text is at most this long. */
  max?: number;
  /**
   * The text holds this many characters in a row none of which is an ASCII blank (space, tab, line or page break):
   * the run a scan's probe needs, of characters of its class (a subset of these: no class holds a blank).
   */
  run?: number;
}

export type Scan = ScanRule['scan'];

const DIGITS = '0123456789';

/** A scan finds nothing in a text that meets none of its ways. A scan not named here runs on every text. */
export const PRECONDITIONS: ReadonlyMap<Scan, readonly Way[]> = new Map<Scan, readonly Way[]>([
  [scanPrivateKeys, [{ chars: '-', min: 16 }]], // `-----BEGIN ` and the label's closing `-----`
  [scanPuttyKeys, [{ chars: ':' }]], // `Private-Lines:`
  [scanKeyFiles, [{ run: KEY_FILE_MIN }]], // forEachLongRun(text, MIN, B64)
  [scanTables, [{ chars: '|' }]],
  [scanAsciidocTables, [{ chars: '|' }]], // `|===`
  [scanQuotedArguments, [{ chars: `'"` }]],
  [scanForeignProseSecrets, [{ pastAscii: true }]], // every FOREIGN_NOUNS word holds a letter past ASCII
  [scanCommaLoginPairs, [{ chars: '、' }]],
  [scanScriptClauseSecrets, [{ pastAscii: true }]], // isAscii returns early
  [scanUserPasswordAt, [{ chars: '@' }]],
  [scanLoneValue, [{ run: 6, max: LONE_TEXT }]], // a value (`\S+`) of 6 characters or more, in a text of LONE_TEXT or less
  [scanCutValues, [{ chars: '"“”«»', max: CUT_MAX_TEXT }]], // REST's closing quote or HEAD's opening one
  [scanBarePassphrases, [{ chars: '-' }]],
  [scanShapedPasswords, [{ chars: DIGITS, run: SHAPED_MIN }]], // DIGIT_PAIR, then a token of MIN or more
  [scanToldValues, [{ chars: ',:：' }]], // TOLD
  [scanSpelledUnits, [{ chars: '0+.-' }]], // `0 0`, `1 0`, `, 0`, `U+`, `0x`, `.-`, `-.`, dottedStart's `.`
  [scanComposedPasswords, [{ chars: '!#$%^&*+~?@=' }]], // TRIGGER
  [scanJoinedPasswords, [{ chars: '!#$%^&*+~?@=_-.' }]], // TRIGGER
  [scanOfferedPasswords, [{ chars: '!#$%^&*+@=' }]], // TYPED
  [scanQuotedLiterals, [{ chars: '"\'`' }]], // QUOTES
  [scanNumberedWords, [{ chars: '.)' }]], // `12.` or `12)`
  [scanDashGroups, [{ chars: '-' }]],
  [scanCardNumbers, [{ chars: DIGITS, min: 15, run: 4 }]], // PAN: 15-16 digits, together or in groups of four
  [scanAssignedValues, [{ chars: '=:：＝' }]], // scanOperator's four operators
  [scanCallLiterals, [{ chars: '(' }]],
  [scanBoundValues, [{ run: BOUND_MIN_RUN }]], // forEachLongRun(text, MIN_RUN, SHAPE_CLASS)
  [scanRandomPathParts, [{ chars: '/' }]],
  [entropyScan, [{ run: ENTROPY_MIN_RUN }]], // forEachLongRun(text, MIN_RUN, RUN_CLASS)
  // forEachRun(text, STRIDE), or wrappedShort at a line break (a real one or a JSON `\n` escape)
  [tokenScan, [{ min: TOKEN_STRIDE }, { chars: '\n\\' }]],
]);

/** The ways of a scan rule (none: it runs on every text). */
export function preconditionsOf(scan: Scan): readonly Way[] {
  return PRECONDITIONS.get(scan) ?? [];
}

/**
 * The way of a regex pass that matches only at its anchors, on a text where none of two or more characters is: one of
 * its one-character anchors (`chars`, as `run` looks for them with indexOf; none: it cannot match there).
 */
export function singlesWays(chars: readonly string[]): readonly Way[] {
  return chars.length > 0 ? [{ chars: chars.join('') }] : [];
}

/**
 * A text longer than this is not read a character at a time for the gate: every character a way names counts as
 * there (its length still counts). Such a text holds most of them anyway, and its scans cost more than the reading.
 */
const PROFILE_LIMIT = 1024;
/** Longer than any text. */
const LONG = 0x7fffffff;
/** Numbers per compiled way. */
const WAY = 4;

/**
 * The ways of a table's passes (none: the pass is not gated), compiled: each text is read once into a mask of the
 * characters the ways name (one bit per class of characters that the same ways name, so ~40 characters fit one 32-bit
 * word) and its longest run, and each pass is then a few integer tests.
 */
export class ScanGate {
  /** Per ASCII character, its class's bit (0: no way names it). */
  private readonly ascii = new Uint32Array(128);
  /** Per character past ASCII that a way names, its class's bit. */
  private readonly wide = new Map<number, number>();
  /** The bit of "a character past ASCII". */
  private readonly past: number;
  /** Pass k's ways are ways[WAY * from[k] …] up to from[k + 1]: mask, min, max and run each. */
  private readonly from: Uint32Array;
  private readonly ways: Int32Array;
  /** The classes of characters the text last read holds (all of them, past PROFILE_LIMIT). */
  private mask = -1;
  /** Its longest run of characters that are not blanks. */
  private run = LONG;

  constructor(listed: readonly (readonly Way[])[]) {
    const all = listed.flat();
    const classes = new Map<string, number>(); // which ways name a character -> its bit
    const bitOf = (inWays: (w: Way) => boolean): number => {
      const key = all.map((w, i) => (inWays(w) ? i : '')).join(',');
      let bit = classes.get(key);
      if (bit === undefined) {
        if (classes.size === 31) throw new Error('scan-preconditions: more than 31 classes of characters');
        classes.set(key, (bit = 1 << classes.size));
      }
      return bit;
    };
    for (const c of new Set(all.flatMap((w) => [...(w.chars ?? '')]))) {
      const bit = bitOf((w) => w.chars?.includes(c) === true);
      if (c.charCodeAt(0) < 128) this.ascii[c.charCodeAt(0)] = bit;
      else this.wide.set(c.charCodeAt(0), bit);
    }
    this.past = all.some((w) => w.pastAscii) ? bitOf((w) => w.pastAscii === true) : 0;
    this.from = new Uint32Array(listed.length + 1);
    this.ways = new Int32Array(WAY * all.length);
    let n = 0;
    listed.forEach((ways, k) => {
      this.from[k] = n;
      for (const w of ways) {
        let mask = w.pastAscii ? this.past : 0;
        for (const c of w.chars ?? '') mask |= c.charCodeAt(0) < 128 ? this.ascii[c.charCodeAt(0)]! : this.wide.get(c.charCodeAt(0))!;
        this.ways.set([mask, w.min ?? 0, w.max ?? LONG, w.run ?? 0], WAY * n++);
      }
    });
    this.from[listed.length] = n;
  }

  /** Reads `text` for the calls of `allows` that follow: the classes of characters it holds and its longest run. */
  read(text: string): void {
    if (text.length > PROFILE_LIMIT) {
      this.mask = -1;
      this.run = LONG;
      return;
    }
    let mask = 0;
    let run = 0;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      mask |= c < 128 ? this.ascii[c]! : this.past | (this.wide.get(c) ?? 0);
      if (c === 32 || (c >= 9 && c <= 13)) {
        run = Math.max(run, i - from);
        from = i + 1;
      }
    }
    this.mask = mask;
    this.run = Math.max(run, text.length - from);
  }

  /** Whether pass k may find something in the text last read, of `length`. */
  allows(k: number, length: number): boolean {
    const end = this.from[k + 1]!;
    if (this.from[k] === end) return true;
    for (let i = WAY * this.from[k]!; i < WAY * end; i += WAY) {
      const need = this.ways[i]!;
      if ((need === 0 || (need & this.mask) !== 0) && length >= this.ways[i + 1]! && length <= this.ways[i + 2]! && this.run >= this.ways[i + 3]!) return true;
    }
    return false;
  }
}
