/**
 * The assistant waits on the user's terms ("Say which granularity and what to do with the harness, and I'll rebase.")
 * and the user gives them in words of their own ("six groups, drop the compare harness, keep the docs commit
 * standalone"); the assistant's next message starts the work on those terms ("Starting the rebase: six groups, harness
 * dropped, `64e5a52a` standalone."). The terms are the user's decision: the assistant asked for a choice, and its reply
 * shows the choice was taken. A call for an opinion ("let me know what you think"), a reply that only asks back, and a
 * reply the assistant does not take up decide nothing.
 */
import { oneLine, sentences } from './clip.js';
import type { UserWords } from './concessions.js';
import { rejectedOf, type ExtractedDecision } from './decisions.js';
import { contentWords, sameWord } from './offered-options.js';
import { ASKS, USER_MAX } from './user-statements.js';

/**
 * The assistant asks the user to choose: "Say which granularity…", "Tell me how you want the groups cut", "let me know
 * which of the two you prefer", "tell me what to do with the harness", "Your call.", "Which approach do you want?".
 * "Skipped the name additions per your call" reports a choice already made, and "tell me what the Skills panel shows"
 * or "Check it out and let me know how it looks!" asks for a fact seen: neither asks for a choice. "How" and "what"
 * call for terms only with the user's wish or the thing to do after them ("how you want…", "what to do with…").
 */
const CALLS =
  /\b(?:(?:say|tell me|let me know|decide)\s+(?:which|whether|(?:how|what)(?=\s+(?:to|(?:you|we)(?:['’]d|\s+(?:want|prefer|would|should|decide)))\b))\b|(?<!\b(?:per|by|on|at|after|following)\s+)your call\b|which\s+(?:granularity|approach|option|way|variant|route|layout|grouping|scope)\b[^.?!]*\?)/i;
/** An offer of more work is read by the readers of offers, not as a call for terms. */
const OFFERS = /\b(?:want me to|would you like me to|should i|shall i)\b/i;
const CALL_MAX = 200;
const CLOSING_MAX = 1500;
/** Enough of the user's own words for a choice, and the share of them the assistant's reply must take up. */
const TERMS_MIN = 3;
const ECHO_SHARE = 0.5;

/** The sentence of the message's last paragraph that asks the user to choose; or null. */
function callForTerms(message: string): string | null {
  // The call closes the message: its last paragraph's tail is enough, however long the message.
  const last = message.slice(message.trimEnd().lastIndexOf('\n\n') + 1).slice(-CLOSING_MAX);
  const call = sentences(last.replace(/[*`_]/g, '')).find((s) => CALLS.test(s) && !OFFERS.test(s));
  return call ? oneLine(call, CALL_MAX) : null;
}

/**
 * The statements the user opens with, up to a question of their own ("…standalone. Should we also drop…?"), also one
 * typed without its mark ("how do I test the cursor plugin").
 */
function statedTerms(said: string): string {
  const stated: string[] = [];
  for (const s of sentences(said)) {
    if (s.trim().endsWith('?') || ASKS.test(s.trim())) break;
    stated.push(s);
  }
  return stated.join(' ').trim();
}

/** The user's terms, taken up by the assistant's next message (`message`), as the user's decision; or null. */
export function termsTaken(message: string, words: UserWords | null): ExtractedDecision | null {
  if (!words?.answers || words.refused || words.text.length > USER_MAX) return null;
  const terms = statedTerms(words.text.trim());
  const own = contentWords(terms);
  if (own.length < TERMS_MIN) return null;
  // The call is looked for first: most messages the user answers ask for no terms, and the echo test reads all of the reply.
  const call = callForTerms(words.answers);
  if (!call) return null;
  const replied = contentWords(message);
  const echoed = own.filter((w) => replied.some((r) => sameWord(w, r))).length;
  if (echoed < TERMS_MIN || echoed < own.length * ECHO_SHARE) return null;
  return { text: oneLine(`Asked "${call}", the user set the terms: "${terms}"`, USER_MAX + CALL_MAX), rejected: rejectedOf(terms) };
}
