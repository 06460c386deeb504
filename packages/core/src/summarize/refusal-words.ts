/**
 * The words a user types with a refused tool call: whether they make the refusal a decision.
 */
import { sentences } from './clip.js';
import { userDecision } from './user-statements.js';

/**
 * Words typed with a refused tool call that make the refusal a decision: they turn the approach down ("no, use X
 * instead"), say what to do instead ("rebase from main first"), or propose another way as a question ("any chance we
 * can consolidate this code?", "is testenv getting a bit too large?"). Any other question, a go-ahead or a remark
 * ("do you have context7?", "do it and …", "I'm running it after a build") chooses nothing: those words are only the
 * user's next instruction (judged so on the held-out real checkpoints). Any one sentence that is an order decides.
 */
export function refusalDecides(said: string, planRefused = false): boolean {
  if (userDecision(said) !== null || proposesInstead(said)) return true;
  // Words given instead of approving a plan (`planRefused`) decide when they correct it ("go straight into IDLE, not
  // UNINITIALIZED", "I use KeyCloak 26.5.6 and there is no client scope roles": a fact the plan got wrong is a
  // correction too) or widen what it covers ("Also consider changes on the master branch"); an order alone ("let's
  // write this plan down, then continue") is the user's next request.
  if (planRefused) return CORRECTS.test(said) || WIDENS.test(said);
  // A remark may come first and the order after it ("we do have X on both. Make it work the same for both").
  return sentences(said).some((s) => !s.includes('?') && !NOT_AN_ORDER.test(s.trim()));
}

const CORRECTS = /\b(?:not|no|don'?t|do not|instead|rather|shouldn'?t|wrong|never|avoid|drop|skip)\b/i;
/** The plan leaves out what it must also cover: "also consider the master branch", "you missed the CLI docs". */
const WIDENS = /^\W*(?:(?:and|but|please|pls)\s+)?also\s+(?:consider|include|cover|handle|check|look at|take|add|update|fix|support)\b|\b(?:you (?:missed|forgot)|(?:is|are) missing)\b/i;

/** A remark, a go-ahead or a reaction ("lol I guess this is go idiomatic then", "fair enough"): no order. */
const NOT_AN_ORDER =
  /^(?:["'(\[]|(?:i|i'm|i've|im|we|we're|our|my|it|its|it's|this|that|the|there|they|you|your|hmm+|ah|oh|so|well|q|do it|yes|yep|ok|okay|sure|go ahead|proceed|continue|fine|lol|lmao|ha(?:ha)+|heh|meh|fair|true|right|got it|makes sense)\b)/i;

/**
 * A question that puts another way forward: "can we just …", "can't we …", "what if we …", "how about …", "is X
 * getting too large?".
 */
const PROPOSES =
  /^\W*(?:(?:e+h+|hm+|um+|uh+|so|ok(?:ay)?|well|q|also|but)[\s,.:!…]+)*(?:any chance (?:we|you) (?:can|could)|(?:(?:can|could|shall|should)(?:n?['’]?t)?|cannot) we (?:just |not |instead )?\w|what if we|how about|why (?:not|don'?t we)|would(?:n'?t)? it be (?:better|simpler|cleaner|easier)|is (?:\S+ ){1,4}(?:too|a bit|way) (?:too )?(?:large|big|long|complex|complicated|much)\b)/i;

/** Some sentence of `said` is a question proposing another way. */
function proposesInstead(said: string): boolean {
  if (!said.includes('?')) return false;
  // Typed in a hurry, the next question often starts lower case ("…and branch? can we figure out a better way?").
  // A reason may lead the question after a dash ("it merged today, nobody uses it - can we rename it on main instead?").
  const questions = sentences(said).flatMap((s) => s.split(/(?<=\?)\s+|\s[-–—]\s/));
  return questions.some((q) => q.endsWith('?') && (PROPOSES.test(q) || SHARES.test(q)));
}

/** A question asking for code to change shape ("even more, can the switch logic also be shared?"). */
const SHARES = /\b(?:can|could|should)\s+(?:the|this|these|that|those|we|it|they)\b[^?]{0,80}?\bbe\s+(?:shared|reused|extracted|merged|combined|consolidated|unified|deduplicated|simplified)\b/i;
