/**
 * Review comments the agent judged valid and took ("Three review comments — all valid and actionable: 1. Rename
 * `_make_convert_response` → `_make_stream_response` … 2. Move the inline import to the top level", "Both of Copilot's
 * comments are valid. Let me address them."): which reviewer findings the work accepted is a decision, as declining
 * one is (decisions.ts). The verdict line is kept with the first items it lists, so the item says what was accepted.
 * A line that only asks which comments hold ("decide which are valid") judges none.
 */
import { oneLine, unbold } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';

const ABOUT_REVIEW = /\breview|\b(?:copilot|bugbot|coderabbit|reviewer)\b/i;
const VERDICT =
  /^\W*(?:(?:the|all|both|of|three|two|four|\d+|\w+['’]s)\s+){0,4}(?:review\s+)?(?:comments?|findings?|suggestions?|feedback)\b(?:(?!\b(?:which|whether|if|decide|check|see|not)\b)[^.\n?]){0,40}?(?:[—–:]|\s-\s|\bare\b|\bis\b)\s*(?:all\s+|both\s+)?(?:valid|legitimate|fair|correct)\b[^\n?]*$/im;
const ITEM = /^\s*(?:\d+[.)]|[-*])\s+(.+)$/;
const ITEMS_MAX = 3;

export function acceptedReviews(text: string): ExtractedDecision[] {
  if (!ABOUT_REVIEW.test(text)) return [];
  const m = VERDICT.exec(text);
  if (!m) return [];
  // The verdict's own sentence: what follows it on the line is the next step ("Let me address them.").
  const verdict = unbold(m[0]).trim().split(/(?<=\.)\s+/)[0]?.replace(/[:.]$/, '') ?? '';
  const items: string[] = [];
  for (const line of text.slice(m.index + m[0].length).split('\n').slice(1)) {
    if (line.trim() === '') {
      if (items.length > 0) break;
      continue;
    }
    const item = ITEM.exec(line)?.[1];
    if (!item) break;
    items.push(unbold(item).trim());
    if (items.length === ITEMS_MAX) break;
  }
  // Never a statement cut off: as many listed items as fit whole.
  let told = verdict;
  for (const item of items) {
    const longer = `${told}${told === verdict ? ': ' : '; '}${item}`;
    if (longer.length > DECISION_MAX) break;
    told = longer;
  }
  return told.length <= DECISION_MAX ? [{ text: oneLine(told, DECISION_MAX), rejected: [] }] : [];
}
