/**
 * A dependency's new version changed the API the work must use ("Next 16 renamed `middleware.ts` → `proxy.ts`",
 * "`getServerSideProps` was replaced by `fetch` in Next 13"): the fact forces the way the code is written, and the
 * next agent, trained on the old name, would write the old one. The subject is a named version, not the agent: "I
 * renamed `a` to `b`" is an edit, not a fact about a dependency.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';

const VERSION = String.raw`[A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?\s+v?\d+(?:\.\d+){0,2}`;
const CODE = '`[^`\\n]{1,80}`';
const CHANGED = '(?:renamed|replaced|removed|dropped|deprecated|moved)';
const ONTO = String.raw`\s*(?:→|->|=>|\bto\b|\bwith\b|\bby\b|\bin favou?r of\b)\s*`;
/** "Next 16 renamed `a` → `b`", "In React 19, `a` was replaced by `b`", "`a` was renamed to `b` in Next 16". */
const RENAMES = new RegExp(
  [
    String.raw`\b${VERSION}\s+(?:has\s+)?${CHANGED}\s+(?:the\s+)?${CODE}(?:\s+\w+)?${ONTO}${CODE}`,
    String.raw`\b[Ii]n\s+${VERSION},\s+${CODE}(?:\s+\w+)?\s+(?:was|is|has been|got)\s+(?:now\s+)?${CHANGED}${ONTO}${CODE}`,
    String.raw`${CODE}(?:\s+\w+)?\s+(?:was|has been|got)\s+${CHANGED}${ONTO}${CODE}\s+in\s+${VERSION}\b`,
  ].join('|'),
);

export function apiRenames(text: string): ExtractedDecision[] {
  if (!/\b(?:renamed|replaced|removed|dropped|deprecated|moved)\b/.test(text)) return [];
  const out: ExtractedDecision[] = [];
  for (const raw of sentences(text)) {
    const s = raw.replace(/\*\*|__/g, '').trim();
    if (s.endsWith('?') || !/^[A-Z"'`(]/.test(s) || !RENAMES.test(s)) continue;
    out.push({ text: oneLine(s, DECISION_MAX), rejected: [] });
  }
  return out;
}
