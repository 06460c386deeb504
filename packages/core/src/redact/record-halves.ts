/**
 * A secret given in two messages, each half with words around it (issue 13: a secret split over two records): "first
 * half of the key: <a> (the paste cut it)", then "and the rest: <b>". Neither half alone matches a rule, and the words
 * between them keep the two records' ends from joining into one run (record-pairs.ts splitAcross). The next message
 * must say it goes on with something (CONTINUES); then one of the last runs of the one before and the first random
 * run after that cue are read as one value in the first one's words, and when a rule finds a secret across the point
 * where they meet, both halves are redacted. Only the last line of the one and the first line of the other are read.
 */
import { findSecrets, markerFor } from './redact.js';
import { looksLikeHalfSecret } from './split-tail.js';

/** Words that say a message continues a value given before ("the rest", "second half", "part 2", "(2/2)"). */
const CONTINUES =
  /\b(?:rest|remainder|remaining|second|continued|continues|cont'?d|other[ \t]+half|last[ \t]+(?:half|part|bit)|ends?[ \t]+with|part[ \t]*(?:2|two|ii|b)|2[ \t]*(?:\/|of)[ \t]*2)\b/i;
/** How much of each message's line is read. */
const SIDE = 256;
/** A run of a value's characters. */
const RUN = /[A-Za-z0-9_+/=.~%-]{6,}/g;

interface Run {
  start: number;
  end: number;
}

/**
 * `a` ends and `b` starts with the halves of one secret, with words around them: both texts with their half
 * replaced by the marker of what the joined value is found to be; null when `b` does not say it continues, or the
 * two runs joined are no secret.
 */
export function halvesAcross(a: string, b: string): [string, string] | null {
  const nl = b.indexOf('\n');
  const right = b.slice(0, Math.min(nl < 0 ? b.length : nl, SIDE));
  const cue = CONTINUES.exec(right);
  if (cue === null) return null;
  const end = a.trimEnd().length;
  const leftStart = Math.max(a.lastIndexOf('\n', end - 1) + 1, end - SIDE);
  const left = a.slice(leftStart, end);
  const second = firstHalf(right, cue.index + cue[0].length);
  if (second === null) return null;
  for (const first of lastRuns(left)) {
    const joined = left.slice(0, first.end) + right.slice(second.start, second.end);
    const found = findSecrets(joined).find((f) => f.start < first.end && f.end > first.end);
    if (found === undefined) continue;
    const marker = markerFor(found.rule);
    const at = leftStart + first.start;
    return [`${a.slice(0, at)}${marker}${a.slice(leftStart + first.end)}`, `${b.slice(0, second.start)}${marker}${b.slice(second.end)}`];
  }
  return null;
}

/** How many runs from the end of the first message are tried as its half (a note after the half is passed over). */
const TRIED = 3;

/**
 * The last runs of `text`, last first, that may be a secret's first half: a random run, or a run with a digit (a
 * provider's prefix and a short random start, `glpat-mO1c8`, is no random run by itself).
 */
function lastRuns(text: string): Run[] {
  const runs: Run[] = [];
  RUN.lastIndex = 0; // matchAll starts where the last exec stopped
  for (const m of text.matchAll(RUN)) if (/[0-9]/.test(m[0]) || looksLikeHalfSecret(m[0])) runs.push({ start: m.index!, end: m.index! + m[0].length });
  return runs.slice(-TRIED).reverse();
}

/** The first run of `text` from `from` on that looks like half a secret. */
function firstHalf(text: string, from: number): Run | null {
  RUN.lastIndex = from;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    if (looksLikeHalfSecret(m[0])) return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}
