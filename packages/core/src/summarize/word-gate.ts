/**
 * A phrase pattern behind the words it cannot match without. V8 compiles a regex the first time it runs: the long
 * phrase patterns of the summarizer cost up to a few milliseconds each to compile, and most run once or twice per
 * process on texts they cannot match. A text that holds none of the words is answered without running the pattern,
 * so a process compiles only the patterns its texts can hit.
 *
 * Only for patterns flagged `i` and not `u`: there an ASCII letter matches only an ASCII letter (of either case), so
 * every match holds one of the words in the lower-cased text. Under `u`, "ſ" matches "s" and "K" (the Kelvin sign)
 * matches "k", which lower-casing does not give.
 */
export interface WordGate {
  /** Whether the pattern matches `text`; `lower` is `text` lower-cased, when the caller has it already. */
  test(text: string, lower?: string): boolean;
  /** The pattern's match in `text`, or null. */
  exec(text: string): RegExpExecArray | null;
}

/** `words`: lower case; every match of `pattern` holds at least one of them. */
export function wordGate(pattern: RegExp, words: readonly string[]): WordGate {
  if (pattern.global || pattern.sticky || pattern.unicode || !pattern.ignoreCase) throw new Error(`wordGate needs a pattern flagged i only: /${pattern.source}/${pattern.flags}`);
  const holds = (lower: string): boolean => words.some((w) => lower.includes(w));
  return {
    test: (text, lower = text.toLowerCase()) => holds(lower) && pattern.test(text),
    exec: (text) => (holds(text.toLowerCase()) ? pattern.exec(text) : null),
  };
}
