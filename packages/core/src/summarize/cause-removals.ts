/**
 * A way of writing the code chosen because it removes what caused an error the user hit ("refactor the actions to take
 * plain args (… and eliminates the native `<form>` submissions causing your sandbox errors)", "client-side `onClick`
 * handlers (no native forms = no sandbox errors)"): the next agent must not bring the cause back. Said even in passing,
 * in a step's aside, the reason names the cause and the error it ends. A line that leads into a list ("…, and inline
 * edit:") is no whole statement.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';

const ERRORS = String.raw`(?:errors?|failures?|crash(?:es)?|warnings?|exceptions?)`;
/** "eliminates the X causing your Y errors", "avoids the X behind the Y failures". */
const REMOVES_CAUSE = new RegExp(
  String.raw`\b(?:eliminat|avoid|prevent|get(?:s|ting)? rid of|remov)\w*\s+(?:the\s+|those\s+|these\s+|all\s+)?[^.;()]{3,80}?\s+(?:(?:that\s+(?:was|were|is|are)\s+)?causing|that\s+caused?|behind|responsible for)\s+(?:your|the|those|these)\s+[^.;()]{0,40}?\b${ERRORS}\b`,
  'i',
);
/** "no native forms = no sandbox errors": the cause gone, the error gone. */
const NO_CAUSE_NO_ERROR = new RegExp(String.raw`\bno\s+[\w\`<>/ -]{3,40}?\s*(?:=|→|->|means)\s*no\s+[\w -]{0,30}?${ERRORS}\b`, 'i');

export function causeRemovals(text: string): ExtractedDecision[] {
  if (!/\b(?:error|failure|crash|warning|exception)/i.test(text)) return [];
  const out: ExtractedDecision[] = [];
  for (const raw of sentences(text)) {
    const s = raw.replace(/\*\*|__/g, '').trim();
    if (/[?:]\s*$/.test(s) || !(REMOVES_CAUSE.test(s) || NO_CAUSE_NO_ERROR.test(s))) continue;
    out.push({ text: oneLine(s, DECISION_MAX), rejected: [] });
  }
  return out;
}
