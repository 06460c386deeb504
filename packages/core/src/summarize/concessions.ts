/**
 * The assistant conceding a point the user made: "You're right - the import is fine, it just needs the correct module
 * path", "Good point - a shared package avoids the dependency", or "Got it. … Instead, you want a patch PR on main" to
 * the words typed with a refused call. The user corrected the approach and the assistant took the correction: a
 * decision, whoever proposed it. The concession names the way now taken; the user's words, when they were read, what
 * was wrong with the old one. A reply that agrees with nothing the user said ("Good question!") concedes nothing.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { CHORE } from './user-accepts.js';
import { wordGate } from './word-gate.js';

/**
 * The message opens by conceding ("You're right", "Good catch", "Fair point", "Excellent suggestion!"), nothing else
 * before it. "Good question" concedes nothing: an answer follows.
 */
const CONCEDES = wordGate(
  /^\W*(?:(?:ah|oh|yes|yeah|hmm)[,!.]?\s+)?(?:you['’]re (?:absolutely |quite |totally |completely )?(?:right|correct)|(?:good|great|excellent|fair|valid|nice) (?:point|catch|call|idea|suggestion)|that['’]s (?:a )?(?:good|great|excellent|fair|valid|nice) (?:point|catch|call|idea|suggestion)|fair enough)\b/i,
  ['you', 'point', 'catch', 'call', 'idea', 'suggestion', 'enough'],
);
/** Agreement with what the user proposed ("Yes, exactly.", "That would work."): it concedes a proposal only. */
const AGREES = /^\W*(?:yes[,.!]?\s+)?(?:exactly|precisely|that(?:['’]s| would| will)? (?:work|works|be (?:cleaner|simpler|better)))\b/i;
/** The user's words open by putting a way forward ("so we could use X", "how about…", "what if we…", "why not…"). */
const PROPOSES = wordGate(
  /^\W*(?:(?:so|ok(?:ay)?|hmm+|then)[,.]?\s+)?(?:we could|could we|can we|how about|what about|what if we|why not|maybe we (?:should|could)|i(?:['’]d| would) (?:suggest|prefer|rather))\b/i,
  ['could', 'can we', 'about', 'what if', 'why not', 'maybe', 'suggest', 'prefer', 'rather'],
);
/** A step the user proposes as a tag question: "hmm need to bump all versions no?", "we should drop the flag, right?". */
const TAG_PROPOSAL = wordGate(/^\W*(?:(?:hmm+|so|ok(?:ay)?|but|also)[,.]?\s+)?(?:we\s+)?(?:need|have|ought|should)\s+(?:to\s+)?\w+\b[^?]{3,120}?[,\s]+(?:no|right|yes|correct)\?$/i, ['?']);
/**
 * A concession that first goes to look ("Good catch — let me check how versioning works in this repo."): the agreement
 * that names the way comes in a later message of the same turn, which the user's words still stand for.
 */
const LOOKS_FIRST = /\b(?:let me|i['’]ll|i will)\s+(?:first\s+)?(?:check|look|verify|see|investigate|confirm|dig)\b/i;

/** The message concedes but goes to look first: the user's words wait for the message that says what it takes. */
export function concedesAfterLook(message: string): boolean {
  const t = message.trim();
  return CONCEDES.test(t) && LOOKS_FIRST.test(concededWords(t)) && !TAKES_A_WAY.test(concededWords(t));
}
/** An acknowledgement that concedes only when the user was turning a call down ("Got it.", "Understood."). */
const ACKNOWLEDGES = /^\W*(?:got it|understood|i see)\b/i;

/**
 * Steps that change the approach ("Let me move the helpers to a dedicated file", "I'll consolidate them"); adding
 * what the user found missing ("Let me add tests") only does the work.
 */
const CHANGES =
  '(?:move|switch|use|reuse|consolidate|simplify|revert|restructure|refactor|rethink|replace|drop|remove|keep|put|rename|extract|split|merge|create an? (?:separate|dedicated|new|shared|single))\\b';
/**
 * A concession that names the way now taken ("we should add X", "Let me move it to a dedicated file", "keeps all state
 * together instead of adding another dotdir", "the import is fine, it just needs the module path"), or the way it now
 * drops ("With a constant stream, increasing channel buffer sizes is useless — it just delays the overflow"). Agreeing with a
 * fact ("we're relying on the naming convention"), a suspicion ("there's likely a bug"), a regret ("I should have
 * written tests first") or a question takes none.
 */
export const TAKES_A_WAY = new RegExp(
  `\\b(?:instead|rather than|should(?! (?:have|already|still|now|probably|likely)\\b)|(?:let me|i['’]ll|we['’]ll) (?:just )?${CHANGES}|avoids?|(?:is|are) (?:fine|safer|simpler|cleaner|better)\\b|just needs?|no need|not needed|unnecessary|(?:is|are) (?:useless|pointless|futile)|(?:won['’]t|doesn['’]t|will not|does not) help)\\b`,
  'i',
);

const WORDS_MAX = 160;
const SAID_MAX = 220;

/**
 * The concession's own sentences: up to three, no more than SAID_MAX characters, ending at the one that introduces
 * what follows ("Let me fix that:").
 */
export function concededWords(text: string): string {
  const kept: string[] = [];
  for (const s of sentences(text).slice(0, 3)) {
    if (kept.length > 0 && kept.join(' ').length + s.length > SAID_MAX) break;
    kept.push(s.replace(/:\s*$/, '.'));
    if (s.endsWith(':')) break;
  }
  return oneLine(kept.join(' '), SAID_MAX);
}

/**
 * A change the user's words suggest, as a review comment puts it: "Consider using io.LimitReader…", "Adding \r to the
 * tr -d set would handle CRLF files.", "We should check the exit code", "Use the shared helper instead."
 */
const SUGGESTS =
  /^(?:consider\b|(?:adding|using|switching|moving|changing|replacing|wrapping|checking)\b.{3,200}\bwould\b|(?:you|we) (?:should|could) (?:use|add|check|switch|move|replace)\b|use\b.{3,120}\binstead\b)/i;
const SUGGESTION_MAX = 260;

/**
 * A bare concession ("Good catch.") to words that suggest the change: the user's suggestion is the way taken, in
 * their words (the last sentence that suggests one).
 */
function suggestionTaken(words: string, conceded: string): ExtractedDecision | null {
  const suggested = sentences(words).filter((s) => SUGGESTS.test(s.trim())).pop();
  if (!suggested) return null;
  return { text: `The user suggested "${oneLine(suggested, SUGGESTION_MAX)}"; the assistant agreed: "${conceded}"`, rejected: [] };
}

/** What the user typed since the assistant's previous message, as a prompt or with a refused call. */
export interface UserWords {
  text: string;
  refused: boolean;
  /** The offer those words answer ("…out of scope for this PR. Want me to clean it up while we're here?"), if any. */
  offer?: string | null;
  /** The assistant's message those words answer: it may call for the user's terms (answered-calls.ts). */
  answers?: string | null;
}

/** The assistant's closing offer to do more ("Want me to clean it up while we're here?"), asked last. */
const OFFER_LAST = /\b(?:(?:do you )?want me to|would you like me to|should i|shall i)\b[^?\n]{3,200}\?\s*$/i;
const OFFER_MAX = 300;

/**
 * The offer a message ends on, with the sentences before it that say what it is about ("The whole `needSave` pattern
 * here is dead code … But that's a pre-existing issue and out of scope for this PR. Want me to clean it up?"), or
 * null when it ends on no offer.
 */
export function closingOffer(message: string | null): string | null {
  const asked = message ? OFFER_LAST.exec(message.trim()) : null;
  // "Want me to commit this?" offers a chore: words after it answer the work, not the offer.
  if (!message || !asked || CHORE.test(asked[0])) return null;
  const all = sentences(message);
  const kept: string[] = [];
  for (let i = all.length - 1; i >= 0 && kept.length < 4; i--) {
    const s = all[i] as string;
    if (kept.length > 0 && (kept.join(' ').length + s.length > OFFER_MAX || s.endsWith(':'))) break;
    kept.unshift(s);
  }
  return oneLine(kept.join(' '), OFFER_MAX);
}

/**
 * The decision an assistant message takes when it concedes, or null. `words`: what the user typed before it (null when
 * nothing was read: a message queued while the agent worked is not); `recorded`: the decision already taken from those
 * words (a refusal, a choice), which the concession completes rather than repeats.
 */
export function concession(message: string, words: UserWords | null, recorded: string | null): ExtractedDecision | null {
  const t = message.trim();
  // With no words of the user read, there is no point to concede: a later "Good catch" only reaffirms an earlier one.
  if (words === null) return null;
  // "Yes, exactly" to the user's own proposal takes it, whatever follows; so does "You're right" to a step the user
  // proposed as a tag question.
  const agreed = (PROPOSES.test(words.text) && AGREES.test(t)) || (TAG_PROPOSAL.test(words.text.trim()) && !CHORE.test(words.text) && CONCEDES.test(t) && !concedesAfterLook(t));
  if (!agreed && !CONCEDES.test(t) && !(words.refused && ACKNOWLEDGES.test(t))) return null;
  const conceded = concededWords(t);
  // Conceding words that already decided (a refusal that proposes, a choice) takes the user's way, whatever it says next.
  if (conceded.length < 20 || (recorded === null && !agreed && !TAKES_A_WAY.test(conceded))) return recorded === null && !words.refused && CONCEDES.test(t) ? suggestionTaken(words.text, conceded) : null;
  const said = words.text.trim() ? `The user said "${oneLine(words.text, WORDS_MAX)}"` : 'The user made a point';
  const theirs = words.offer ? `${said} to the offer "${words.offer}"` : said;
  return { text: `${recorded ?? theirs}; the assistant agreed: "${conceded}"`, rejected: [] };
}

/** A way forward the user asks about, anywhere in a short question ("rather than X, could we call Y inside Z?"). */
const ASKS_ABOUT_A_WAY = /\b(?:could we|can we|can['’]t we|couldn['’]t we|should we|shouldn['’]t we|how about|what about|what if we|why not)\b/i;
/**
 * The reply opens by advising against it ("That would be risky.", "No - …", "I'd recommend against it", "That won't
 * work"): the user's way is not taken, for the reason that follows.
 */
const ADVISES_AGAINST =
  /^\W*(?:no[,.!:;]|nope\b|not really\b|that (?:would|could|might) (?:be )?(?:risky|a mistake|problematic|dangerous|fragile|worse|overkill|break\b)|i['’]?d (?:advise|recommend|argue) against\b|i (?:wouldn['’]t|don['’]t think (?:so|that['’]s|we should|it['’]s a good))\b|that (?:won['’]t|wouldn['’]t|will not|would not) work\b|unfortunately\b)/i;
const PROPOSAL_MAX = 400;

/**
 * The assistant's first reply to a way the user asked about turns it down: "rather than modifying both, could we call it
 * inside `OpenRepository()`?" answered "That would be risky. `OpenRepository()` is called broadly…". A decision against
 * the user's way, with the assistant's reason; a question that proposes nothing ("do we need to close it?") or a reply
 * that answers another way decides nothing here.
 */
export function advisedAgainst(message: string, words: UserWords | null): ExtractedDecision | null {
  const asked = words?.text.trim() ?? '';
  if (words === null || words.refused || asked.length > PROPOSAL_MAX || !asked.includes('?') || !ASKS_ABOUT_A_WAY.test(asked)) return null;
  if (!ADVISES_AGAINST.test(message.trim())) return null;
  const said = concededWords(message.trim());
  if (said.length < 20) return null;
  return { text: `The user asked "${oneLine(asked, WORDS_MAX)}"; the assistant advised against it: "${said}"`, rejected: [{ option: oneLine(asked, WORDS_MAX), reason: said }] };
}
