/**
 * The side an edit keeps when it resolves merge-conflict markers: the replaced text holds `<<<<<<< A … ======= …
 * >>>>>>> B` blocks and the new text keeps the lines of one side and none of the other's. Which version wins a conflict
 * is a decision the agent takes silently, in the edit itself; no sentence of the transcript may say it.
 */

import type { ConflictSide } from '../types/events.js';

const LABEL_MAX = 80;
/** One conflict block; diff3's `||||||| base` section is the common ancestor, which neither side is. */
const BLOCK = /^<{7}(?: ([^\n]*))?\n([\s\S]*?)(?:^\|{7}[^\n]*\n[\s\S]*?)?^={7}\n([\s\S]*?)^>{7}(?: ([^\n]*))?$/gm;

/** The lines that carry code: trimmed, blank lines and lone braces aside (both sides share those). */
function lines(text: string): Set<string> {
  return new Set(text.split('\n').map((l) => l.trim()).filter((l) => l.length > 1));
}

type Verdict = 'first' | 'second' | null;

/**
 * Which side of one block the new text keeps: all of that side's own lines and none of the other's. Both sides kept
 * is a union, which takes no side (reviewers of real rebases did not count it a decision).
 */
function sideKept(first: string, second: string, after: Set<string>): Verdict {
  const a = lines(first);
  const b = lines(second);
  const onlyA = [...a].filter((l) => !b.has(l));
  const onlyB = [...b].filter((l) => !a.has(l));
  if (onlyA.length === 0 || onlyB.length === 0) return null;
  const keptA = onlyA.every((l) => after.has(l));
  const keptB = onlyB.every((l) => after.has(l));
  const droppedA = onlyA.every((l) => !after.has(l));
  const droppedB = onlyB.every((l) => !after.has(l));
  if (keptA && droppedB) return 'first';
  if (keptB && droppedA) return 'second';
  return null;
}

const label = (s: string | undefined, fallback: string): string => {
  const t = (s ?? '').trim().slice(0, LABEL_MAX);
  return t || fallback;
};

/**
 * The side kept by an edit replacing `before` with `after`, when every conflict block in `before` is resolved the same
 * way; null when `before` holds no complete block, the new text still holds markers, or the blocks were merged by hand
 * (a mix or the union of both sides' lines is a new text, not a side taken).
 */
export function conflictSide(before: string, after: string): ConflictSide | null {
  if (!before.includes('<<<<<<<') || /^(?:<{7}|>{7})/m.test(after)) return null;
  const kept = lines(after);
  let verdict: Verdict = null;
  let firstLabel = '';
  let secondLabel = '';
  for (const m of before.matchAll(BLOCK)) {
    const v = sideKept(m[2] ?? '', m[3] ?? '', kept);
    if (v === null || (verdict !== null && v !== verdict)) return null;
    verdict = v;
    firstLabel = label(m[1], 'ours (HEAD)');
    secondLabel = label(m[4], 'theirs');
  }
  if (verdict === null) return null;
  return verdict === 'second' ? { kept: secondLabel, over: firstLabel } : { kept: firstLabel, over: secondLabel };
}
