/**
 * Two versions of one artefact, and the agent keeps one ("The generated `.gitignore` is more complete, so I'll keep it
 * and discard my original", "I kept the upstream lockfile and dropped ours"): which version survives is a decision the
 * next agent must not undo. The whole sentence is the item: its lead names the artefact and the reason.
 */
import { oneLine, sentences } from './clip.js';
import { DECISION_MAX, type ExtractedDecision } from './decisions.js';

const KEEPS =
  /\b(?:(?:i['’]ll|i will|we['’]ll|we will|(?:i['’]m|we['’]re) going to)\s+keep|(?:i|we)\s+kept|(?:i['’]m|we['’]re)\s+keeping)\s+(?:[^.;!?]|\.(?=\S)){2,100}?(?:\s+and|,)\s+(?:(?:will\s+)?(?:discard|drop|delete|remove|throw away|toss|ditch|replace)(?:ed|ped|ing)?)\s+((?:my|our|the)\s+(?:own\s+)?(?:original|old|older|previous|existing|earlier|hand-?written|local)\b[^.;!?,]{0,40}|mine\b|ours\b)/i;
/** A keep put to the user or waiting on them decides nothing yet. */
const WAITS = /^\W*(?:if|unless|should|shall|do you|would you|want me)\b/i;

export function keptVersions(text: string): ExtractedDecision[] {
  if (!/\bke(?:ep|pt)/i.test(text)) return [];
  const out: ExtractedDecision[] = [];
  for (const raw of sentences(text)) {
    const s = raw.replace(/\*\*|__/g, '').trim();
    const m = KEEPS.exec(s);
    if (!m?.[1] || s.endsWith('?') || WAITS.test(s) || !/^[A-Z"'`(]/.test(s)) continue;
    out.push({ text: oneLine(s, DECISION_MAX), rejected: [{ option: m[1].trim(), reason: null }] });
  }
  return out;
}
