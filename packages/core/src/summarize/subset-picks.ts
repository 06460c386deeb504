/**
 * The user takes the assistant's list minus some of it ("apply everything except the GradientCellsRGB one", "do all of
 * them except 3", "Do the analysis first. Do that for each of the issues except for 7572 and 7427"), in any sentence
 * of a short prompt: a pick from what the agent offered, and the items left out are turned down. The left-out item must
 * be one the message names, so a remark that only sounds like it ("fix everything except what you can't reproduce")
 * picks nothing.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { USER_MAX } from './user-statements.js';

const EXCEPT =
  /^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|good|cool|alright|perfect)[,.!\s]+)?(?:(?:please|let'?s|just|go ahead and|now)\s+)*(?:apply|do|implement|fix|address|take|tackle|handle|make|land|include)\s+(?:(?:that|this|it|the same)\s+(?:for|to|on|with)\s+)?(?:everything|all(?:\s+of\s+(?:them|those|these))?|them\s+all|(?:all|each|every one)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+)?(?:fixes|findings|items|suggestions|changes|points|issues|recommendations))\s+(?:except(?:\s+for)?|but\s+not|besides|other\s+than|apart\s+from|minus|save\s+for)\s+(.{1,120}?)[\s.!]*$/i;
/** What the user calls the item, around its name: "the GradientCellsRGB one", "#3", "the `foo` finding". */
const AROUND = /^(?:for\s+)?(?:the\s+)?|\s+(?:one|ones|item|items|finding|findings|fix|fixes|change|changes|suggestion|suggestions|point|points|part|bit)$/gi;
/** An item of the message's list: a bullet, a number, or a line led by its name in bold ("**[#7531](…) — Cycle detection**"). */
const LIST_LINE = /^\s*(?:(?:[-*•]|\d{1,2}[.)])\s+\S|\*\*[^*\s])/gm;
const PICK_MAX = 300;
const OPTION_MAX = 160;

/** The names the user leaves out ("the X one and #3"), each as the message would spell it. */
function leftOut(phrase: string): string[] {
  return phrase
    .split(/\s*(?:,|\band\b|&)\s*/i)
    .map((p) => p.replace(AROUND, '').replace(/^#/, '').replace(/[`"'“”]/g, '').trim())
    .filter((p) => p !== '');
}

/**
 * The item as the message names it: for a number, its numbered line ("2. Drop the legacy path"); else the words
 * themselves, found in the message. Null when the message does not name it.
 */
function named(name: string, message: string): string | null {
  if (/^\d{1,2}$/.test(name)) {
    const item = new RegExp(`^\\s*(?:\\*\\*)?#?${name}[.)]\\s+(.+)$`, 'm').exec(message)?.[1];
    return item ? oneLine(`${name}. ${item.trim()}`, OPTION_MAX) : null;
  }
  return name.length >= 3 && name.length <= 60 && message.toLowerCase().includes(name.toLowerCase()) ? name : null;
}

/** "apply everything except the X one" to a message that lists items and names X: the user's pick, X turned down. */
export function subsetPicked(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  const m = t.length <= USER_MAX ? (sentences(t).map((x) => EXCEPT.exec(x)).find((x) => x !== null) ?? null) : null;
  if (!m || !offered || (offered.match(LIST_LINE) ?? []).length < 2) return null;
  const names = leftOut(m[1] as string);
  const items = names.map((n) => named(n, offered));
  if (names.length === 0 || items.some((i) => i === null)) return null;
  return {
    text: oneLine(`The user took every item the assistant listed except ${names.join(', ')}: "${t}"`, PICK_MAX),
    rejected: items.map((option) => ({ option: option as string, reason: null })),
  };
}
