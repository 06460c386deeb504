/** The shapes of the rule table's rows (rules.ts) and of what a rule reports. */

export interface RawMatch {
  rule: string;
  start: number;
  end: number;
}

export interface RegexRule {
  /** The label written into the marker, `[REDACTED:<id>]`. Several table rows may share one id. */
  id: string;
  /** Global, with the `d` flag when `group` > 0. */
  pattern: RegExp;
  /** Capture group holding the secret; 0 = the whole match. */
  group: number;
  /** The secret must not continue a word to its left (JSON escapes like `\n` count as a boundary). */
  leftBoundary?: boolean;
  /** Extra check on the secret; false drops the match. May return another label. */
  check?: (secret: string, m: RegExpExecArray, text: string) => boolean | string;
  /**
   * The secret starts this many characters before the match (for patterns led by a literal in the middle), or a
   * function that measures it there (`<digits>:AA…` for Telegram).
   */
  lead?: number | ((text: string, index: number) => number);
  /**
   * Scan this row together with the other rows of the same kind in ONE alternation pass. `tokens`: whole-match,
   * case-sensitive provider tokens without capture groups. `context`: rows compiled with flags `gdi` whose
   * matches cannot start at the same position as another row's. Numbered backreferences are not allowed.
   */
  combine?: 'tokens' | 'context';
  /** A cheap test on the whole text; the row (never combined) runs only when it says yes. */
  guard?: (text: string) => boolean;
  /**
   * A guard asked only where the row's `needs` start (`at`, ascending, in any ASCII case): for a test every match of
   * which starts at one of them, so it reads a few places, not the whole text. Instead of `guard`, never with it.
   */
  guardAt?: (text: string, at: readonly number[]) => boolean;
  /** Words (lower case, 2+ characters) one of which, in any ASCII case, every text the row matches holds (see Needs). */
  needs?: Needs;
}

export interface ScanRule {
  id: string;
  /** `at`: where the words of `needs` start in `text`, ascending (empty for a rule without `needs`). */
  scan: (text: string, at: readonly number[]) => RawMatch[];
  needs?: Needs;
}

/**
 * Literal words one of which, in any ASCII case, every text the row can match holds: the row runs only where the one
 * anchor scan (anchors.ts) found one, so it costs nothing on the other texts (no whole-text test of its own).
 */
export type Needs = readonly string[];

export type Rule = RegexRule | ScanRule;
