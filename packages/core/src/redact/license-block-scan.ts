/**
 * A licence as its vendor issues it, a block of lines under a header (`----- BEGIN LICENSE -----` of Sublime Text,
 * `RAR registration data` of WinRAR's rarreg.key): a name, a seat count, an id, then the key as lines of hex, in
 * groups of 8 (`6C578854 EE991A1A …`) or as one long run. The lines of hex under the header are the secret; the name
 * and the count stay. Each line is judged alone, so a block wrapped or pasted into prose (JSON-escaped line breaks, a
 * compaction summary) is read the same.
 */
import type { RawMatch } from './rule-types.js';
import { judgeAnchorWindows, type WindowFindings } from './scan-util.js';

/** The headers, in lower case: the anchor scan finds them. */
export const LICENSE_BLOCK_WORDS = ['begin license', 'registration data'];

/** How far under the header the key's lines may run. */
const REACH = 2000;
/** One line of the key: hex groups of 8, or one run of 32 hex digits or more, alone on its line. */
const KEY_LINE = /(?<=^|\n|\\n)[ \t]*([0-9A-Fa-f]{8}(?:[ \t][0-9A-Fa-f]{8}){1,9}|[0-9A-Fa-f]{32,128})[ \t]*(?=$|\r|\n|\\[rn])/dg;
/** Where the block ends. */
const END = /end license/i;

export function scanLicenseBlocks(text: string, at: readonly number[]): RawMatch[] {
  return judgeAnchorWindows(text, at, REACH, blockKeyLines);
}

function blockKeyLines(window: string): WindowFindings {
  const end = END.exec(window)?.index ?? window.length;
  const body = window.slice(0, end);
  const found: RawMatch[] = [];
  KEY_LINE.lastIndex = 0;
  for (let m = KEY_LINE.exec(body); m !== null; m = KEY_LINE.exec(body)) {
    const [s, e] = m.indices![1]!;
    found.push({ rule: 'generic-secret', start: s, end: e });
  }
  return { found, read: end };
}
