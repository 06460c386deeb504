/**
 * The assistant closes by putting one point of what it built to the user, with the other way it could go ("with F1,
 * running with `disable-authentication: true` and no `SESSION_KEY` is now allowed. If your security posture would
 * rather require `SESSION_KEY` always…, let me know and I'll adjust."), and the user's reply names that point and keeps
 * it ("The current way with F1 is OK. Commit the changes"). The way built stays, and the other way is turned down: the
 * next agent must not "adjust" it. A reply that names nothing of the point, or asks back, keeps nothing in particular.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

const QUOTE_MAX = 240;
/** The other way, put as the user's to take: "if you'd rather …", "if your posture would prefer …", "would you rather …". */
const OTHER_WAY = /\bif\b[^.?!]{0,80}?\b(?:rather|prefer)\b|\bwould you (?:rather|prefer)\b/i;
/** The reply keeps what is there: "… is OK", "… looks fine", "keep it as is", "leave it". */
const KEEPS = /\b(?:is|are|looks?|seems?|sounds?)\s+(?:ok(?:ay)?|fine|good|right|correct)\b|\bkeep (?:it|them|that|this)(?: as (?:it is|is))?\b|\bleave (?:it|them|that|this)\b|\bas (?:it is|is)\b/i;
/** A name: a label or identifier (a digit, an underscore, a capital inside the word), not an everyday word. */
const NAME = /[A-Za-z_][A-Za-z0-9_.-]*/g;

function isName(w: string): boolean {
  return /\d|_/.test(w) || /[a-z][A-Z]/.test(w) || /^[A-Z]{2,}$/.test(w);
}

/** The names the reply shares with the point put to the user, in code spans or as written. */
function sharedNames(reply: string, point: string): string[] {
  const spans = [...point.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
  const words = new Set(point.match(NAME) ?? []);
  return (reply.match(NAME) ?? []).filter((w) => (isName(w) && words.has(w)) || spans.includes(w));
}

/** The reply keeps what the message put to the user; null when the message offered no other way or the reply keeps nothing it named. */
export function keptAsBuilt(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > USER_MAX || t.includes('?') || !KEEPS.test(t)) return null;
  const closing = offered.trim().split(/\n\s*\n/).pop() ?? '';
  const said = sentences(closing);
  const other = said.findIndex((s) => OTHER_WAY.test(s));
  if (other < 0) return null;
  const point = said.slice(Math.max(0, other - 1), other + 1).join(' ');
  if (sharedNames(t, point).length === 0) return null;
  // Clipped, a quote may keep one backtick of a pair: quoted names lose their code marks rather than open a span.
  const asked = oneLine(point.replace(/\*+/g, '').replace(/`/g, "'"), QUOTE_MAX);
  return { text: `Asked "${asked}", the user kept it as built: "${oneLine(t, QUOTE_MAX)}"`, rejected: [{ option: oneLine(said[other] as string, 160), reason: null }] };
}
