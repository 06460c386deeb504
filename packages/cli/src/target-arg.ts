import { TARGETS, type TargetName, usageError } from '@hand-off-session/core';

const CONNECTIVES = new Set(['for', 'to']);

/**
 * The target grammar shared by `latest`, `show` and `all`: `for codex`, `to codex`, or `--for codex`.
 * Returns null when no target is named. Unknown target: exit 2, listing the valid ones.
 */
export function parseTarget(words: string[], forOption: string | undefined): TargetName | null {
  const named = targetWord(words) ?? forOption;
  if (named === undefined) return null;
  const target = named.toLowerCase();
  if (!(TARGETS as readonly string[]).includes(target)) {
    throw usageError(`unknown target "${named}": choose one of ${TARGETS.join(', ')}`);
  }
  if (forOption !== undefined && targetWord(words) !== undefined && forOption.toLowerCase() !== target) {
    throw usageError(`two different targets given: "${targetWord(words)}" and --for "${forOption}"`);
  }
  return target as TargetName;
}

function targetWord(words: string[]): string | undefined {
  if (words.length === 0) return undefined;
  const [first, second, ...rest] = words;
  if (first === undefined || !CONNECTIVES.has(first.toLowerCase())) {
    throw usageError(`unexpected argument "${first}": expected "for <target>" or "to <target>"`);
  }
  if (second === undefined) throw usageError(`"${first}" needs a target: ${TARGETS.join(', ')}`);
  if (rest.length > 0) throw usageError(`unexpected argument "${rest[0]}"`);
  return second;
}
