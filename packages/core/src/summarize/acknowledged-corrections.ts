/**
 * The user corrects what the agent just made ("it didnt need the height to be so increased..but i want the width to be
 * full from end to end of the screen") and the agent's next message acknowledges and names the way it now takes ("Got
 * it — full-bleed bottom bar, and trim the vertical bulk. I'll drop the side padding…"). The user turned the old result
 * down and chose the new one: a decision, though the reply opens with no "You're right".
 */
import { oneLine } from './clip.js';
import { concededWords, TAKES_A_WAY, type UserWords } from './concessions.js';
import { type ExtractedDecision, rejectedOf } from './decisions.js';
import { USER_MAX } from './user-statements.js';

/** The user's words turn down what is there: not needed, too much of something, not liked. */
const TURNS_DOWN =
  /\b(?:(?:didn['’]?t|doesn['’]?t|don['’]?t|did not|does not|do not)\s+need\b|(?:is|was|are|were|it['’]?s|its|looks?|feels?|seems?)\s+(?:\w+\s+){0,2}?too\s+(?!much\s+to\b)\w+|shouldn['’]?t\s+be\b|i\s+(?:don['’]?t|do not)\s+(?:like|want)\b|i\s+hate\b|not\s+what\s+i\s+(?:want|meant|asked))/i;
/** …and say what they want instead. */
const WANTS = /\b(?:i\s+(?:want|need|prefer|['’]?d\s+(?:like|prefer|rather)|would\s+(?:like|prefer|rather))|should\s+(?:be|just)|instead|make\s+(?:it|them|this|that))\b/i;
/** The reply only acknowledges, then goes on ("Got it — …", "Understood. …", "Makes sense — …"). */
const ACKNOWLEDGES = /^\W*(?:got it|understood|makes sense|noted)\b\s*[—–:,.!-]/i;
const WORDS_MAX = 160;

/** The correction the reply takes, as the user's decision; null when either side is missing. */
export function correctionTaken(message: string, words: UserWords | null): ExtractedDecision | null {
  const said = words?.text.trim() ?? '';
  if (!words || words.refused || said.length > USER_MAX || said.endsWith('?') || !ACKNOWLEDGES.test(message.trim())) return null;
  const took = concededWords(message.trim());
  if (took.length < 20 || !TAKES_A_WAY.test(took)) return null;
  const left = rejectedOf(took);
  if (!(TURNS_DOWN.test(said) && WANTS.test(said)) && !namesWayLeft(said, left)) return null;
  return { text: `The user said "${oneLine(said, WORDS_MAX)}"; the assistant agreed: "${took}"`, rejected: TURNS_DOWN.test(said) ? [] : left };
}

const SHORT_MAX = 120;
const CONTENT_WORD = /[a-z][a-z0-9-]{3,}/g;
const FILLER = new Set(['using', 'with', 'without', 'that', 'this', 'from', 'into', 'just', 'only', 'then', 'than', 'them', 'they', 'some', 'more', 'less', 'have', 'will', 'would', 'should', 'could', 'make', 'rather', 'instead', 'prefer', 'please']);

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(CONTENT_WORD) ?? []).filter((w) => !FILLER.has(w));
}

/**
 * A short reply that names the way the acknowledgement then turns down ("Prefable wihtout bridge." answered "Got it — a
 * Go web server that shells out to `claude` instead of using Qwen or a bridge."): however it is spelt, the user chose
 * against that way, and the reply restates the choice with both ways named.
 */
function namesWayLeft(said: string, left: { option: string }[]): boolean {
  const way = left[0]?.option;
  if (!way || said.length > SHORT_MAX) return false;
  const named = new Set(contentWords(way));
  return contentWords(said).some((w) => named.has(w));
}
