/** Questions the assistant put to the user: sentences ending in `?` that address the user or ask for a choice. */
import { oneLine, sentences } from './clip.js';

const QUESTION_MAX = 400;
const ADDRESSED = /\b(?:you|your)\b/i;
const ASKING_START = /^(?:should|shall|which|do|does|would|could|can|may|is it|are we|want me|ok(?:ay)? to|how should|what should|where should|when should)\b/i;

export function extractQuestions(text: string): string[] {
  // Most messages ask nothing: no '?', no sentence to split.
  if (!text.includes('?')) return [];
  const out: string[] = [];
  for (const s of sentences(text)) {
    if (!s.endsWith('?')) continue;
    const bare = s.replace(/^\*+|\*+$/g, '').trim();
    // "Before I change it I need a decision: should X or Y?" — the question is the last clause.
    const clause = bare.split(/[:;—]\s+/).pop()?.trim() ?? bare;
    if (!ADDRESSED.test(bare) && !ASKING_START.test(bare) && !ASKING_START.test(clause)) continue;
    out.push(oneLine(bare, QUESTION_MAX));
  }
  return out;
}

/** The assistant asks for something only the user can give: permission, credentials, access. */
export function asksForPermission(text: string): boolean {
  return sentences(text).some(
    (s) =>
      /\b(?:permission|approv(?:e|al)|credentials?|api[ _-]?key|access token|auth token|password|log ?in|sign ?in|access to|sudo|authori[sz]e)\b/i.test(s) &&
      /(?:\?\s*$|\b(?:please|i need|need your|requires? your|provide|can you|could you|would you|grant)\b)/i.test(s),
  );
}

/** The assistant says it cannot go on by itself. */
export function saysBlocked(text: string): boolean {
  return /\b(?:i am blocked|i'm blocked|blocked (?:on|by)|i cannot|i can't|i can not|unable to|i'm unable|i am unable|not able to|no way to|stuck on|cannot proceed|can't proceed|can't continue|cannot continue)\b/i.test(
    text,
  );
}

/** The assistant reports the work as finished. */
export function claimsCompletion(text: string): boolean {
  // Markup is not words: "`npm test` passes" says what "npm test passes" says.
  const t = text.replace(/[`*_]+/g, '');
  if (/\b(?:not (?:yet )?(?:done|complete|finished)|still (?:failing|need|needs|todo|to do)|remaining:|next,? i'?ll|next step)\b/i.test(t)) return false;
  if (
    /\b(?:done|complete[ds]?|completed|finished|all (?:tests|checks|specs)(?: now)? pass(?:es|ed|ing)?|tests? (?:now )?pass(?:es|ed|ing)?|implemented|fixed|ready for review|successfully|everything (?:is )?(?:green|working|passes))\b/i.test(
      t,
    )
  ) {
    return true;
  }
  // A plain report of the work: "Created SECRETS.md with…", "I have added the text", "npm test passes", "lint is clean";
  // not one that goes on to a failure ("Created hello.py; running it failed, investigating").
  if (/\b(?:fail\w*|errors?|investigat\w*|however|but|couldn'?t|could not|unable)\b/i.test(t)) return false;
  return (
    /(?:^|\n)\s*(?:[-*]\s+)?(?:created|added|wrote|updated|removed|deleted|renamed|moved|committed|pushed|applied|replaced|changed)\s+\S/i.test(t) ||
    /\b(?:i(?:'ve| have)|we(?:'ve| have))\s+(?:now\s+)?(?:created|added|written|wrote|updated|removed|deleted|renamed|moved|committed|pushed|applied|replaced|changed|made)\b/i.test(t) ||
    /\b(?:npm|pnpm|yarn|go|cargo|make|mise)\s+(?:run\s+)?[\w:-]+\s+(?:now\s+)?(?:pass(?:es|ed)?|succeeds|succeeded)\b|\b(?:lint|build|typecheck|tests?)\s+(?:is\s+|are\s+)?(?:now\s+)?(?:clean|green|passing)\b/i.test(t)
  );
}
