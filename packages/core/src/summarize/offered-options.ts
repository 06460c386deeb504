/**
 * The options an assistant's message offers the user ("1. **Use a tokenizer** - accurate but heavy", "## Option 2:
 * Inform, don't ask", "b) drop it"), and the user's short answer that picks one in their own words ("yeah let's do
 * length only" after "2. **Just use length filtering**"). Picks by number or letter: user-decisions.ts.
 */
import { oneLine, oneLineSentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';

const OPTION_MAX = 160;

/** The text of option `which` in a message that lists options ("1. **Do it now** - …", "**Option B:** …", "b) …"). */
export function optionText(message: string, which: string): string | null {
  const w = which.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The options come last: an earlier list in the same message ("1. Both have state files") explains, it offers nothing.
  // "### Issue 1: `TokenUsage` is missing a field": a review's numbered findings are offered the same way. A menu set
  // off as a quote ("> 0. **Batch-apply all** — …") offers its options as a plain list does.
  const item = new RegExp(`^\\s*(?:>\\s*)*(?:[-*]\\s+|#{1,6}\\s+)?(?:\\*\\*|__)?(?:(?:option|issue|finding|item)\\s+)?(?:\\(?${w}[.):]|${w}\\s*[-–—])\\s*(.+)$`, 'gim');
  const named = new RegExp(`\\boption\\s+${w}\\b[*_:\\s-]*(.+)$`, 'gim');
  // A table of the same options after the list ("| 7 | Stale shadow branch |" under findings numbered by reviewer) is
  // the one answered: whichever comes last.
  const listed = [...message.matchAll(item)].pop();
  const row = tableOption(message, w);
  const fromList = listed?.[1] !== undefined && listed.index !== undefined ? described(listed[1], message.slice(listed.index + listed[0].length)) : undefined;
  const found = (row && (!listed || row.at > listed.index) ? row.text : fromList) ?? [...message.matchAll(named)].pop()?.[1];
  if (!found) return null;
  const text = withoutJoiner(oneLineSentences(found.replace(/\*\*|__|`/g, '').replace(/^[\s:–—-]+/, ''), OPTION_MAX));
  // A numbered question ("1. Who's the primary user? Solo developer…, or a team lead…?") asks; it offers no way to take.
  return text.length >= 3 && !text.endsWith('?') ? text : null;
}

/**
 * An option offered as a bold title alone on its line, described on the line right under it ("> **B. Split into base +
 * usage**" over "> Replace with the base cyan and use it as `bg-accent-glow/15` at call sites."): the title names the
 * option, the description says what taking it does; both are the option's words. Its first sentence is enough.
 */
function described(title: string, after: string): string {
  if (!/^(?:\*\*|__)?[^*_]{2,80}(?:\*\*|__)\s*$/.test(title.trim())) return title;
  const next = /^\n[ \t]*(?:>[ \t]*)*([^\n]*)/.exec(after)?.[1]?.trim() ?? '';
  // A blank line, another option or a heading: the title stands alone.
  if (!/^[A-Z`]/.test(next) || /^(?:#|[-*+]\s|\d+[.)]\s|(?:\*\*|__)?(?:option\s+)?[A-Za-z0-9][.):]\s)/i.test(next)) return title;
  const first = /^.+?[.!](?=\s|$)/.exec(next)?.[0] ?? next;
  const whole = `${title.trim()} — ${first}`;
  // A description too long to show whole is left out: the option is never shown cut mid-word.
  return whole.replace(/\*\*|__|`/g, '').length <= OPTION_MAX ? whole : title;
}

/**
 * "1. **Return `email` from the identity endpoint** (it already knows it), or": a list written as one sentence ends an
 * option with the word that joins it to the next; the word belongs to the list, not to the option.
 */
function withoutJoiner(option: string): string {
  return option.replace(/\s*[,;]?\s+(?:or|and|and\/or)\s*$/i, '').replace(/[,;]\s*$/, '');
}

/**
 * Option `w` of a menu laid out as a table whose first cell leads with the label ("| **A. At commit time
 * (Recommended)** | Generate when user commits… |", "| B | Branch-only | Only commits not in main |"): the label's own
 * words, then the cell that describes them.
 */
function tableOption(message: string, w: string): { text: string; at: number } | null {
  const row = new RegExp(`^\\s*\\|\\s*(?:\\*\\*|__)?(?:option\\s+)?${w}(?![\\w])[.):]?\\s*([^|\\n]*?)\\s*\\|\\s*([^|\\n]*?)\\s*\\|`, 'gim');
  const m = [...message.matchAll(row)].pop();
  const label = (m?.[1] ?? '').replace(/\*\*|__/g, '').trim();
  const rest = (m?.[2] ?? '').trim();
  if (!m || (label === '' && rest === '')) return null;
  return { text: label && rest ? `${label} — ${rest}` : label || rest, at: m.index };
}

/** Answers numbered in turn ("1) just a demo 2)static is fine", "1. …\n2. …"). */
const ANSWERS_IN_TURN = /^\W*1[.)][\s\S]*(?:\s2\)|\n\s*2[.)]\s)/;

/** The reply answers several points in turn, each by its number: no one option or side is what the whole reply takes. */
export function answersInTurn(reply: string): boolean {
  return ANSWERS_IN_TURN.test(reply.trim());
}

/** The last numbered list of the message ("1. …", "2. …"): the options it offers, in order. Fewer than two: none. */
export function numberedOptions(message: string): string[] {
  return numberedItems(message).map((o) => withoutJoiner(oneLineSentences(o.replace(/\*\*|__|`/g, ''), OPTION_MAX)));
}

/** The items of the message's last numbered list as written, markup and code spans kept. */
function numberedItems(message: string): string[] {
  const lists: string[][] = [];
  let current: string[] | null = null;
  for (const line of message.split('\n')) {
    const m = /^\s*(\d{1,2})[.)]\s+(.+)$/.exec(line);
    if (m?.[1] && m[2]) {
      if (m[1] === '1' || current === null) lists.push((current = []));
      current.push(m[2]);
      continue;
    }
    // A list item's own continuation lines (indented, or bullets under it) keep the list open.
    if (line.trim() !== '' && !/^\s+/.test(line)) current = null;
  }
  return lists.filter((l) => l.length >= 2).pop() ?? [];
}

/** The message lays out two or more numbered ways and closes on a question: the user is to choose. */
export function offersChoice(message: string): boolean {
  return /\?\s*$/.test(message.trim()) && numberedOptions(message).length >= 2;
}

/** Agreement or a "let's" that leads the user's own words for the option they take. */
const LEAD =
  /^\W*(?:(?:yes|yeah|yep|yup|ok(?:ay)?|sure|right|cool|sounds good|agreed)[,.!\s]+)*(?:let'?s\s+(?:just\s+)?(?:do|go\s+(?:with|for)|use|keep|try|take|stick\s+with)|(?:i'?d\s+)?(?:go|stick)\s+with|i\s+prefer)\s+(.{3,60}?)\W*$/i;
/**
 * A yes followed by an order that repeats the option in the user's words ("yeah move to root level" to "3. **Move the
 * file** to a non-ignored path, e.g. root-level `GUIDE.md`"): the agreement says it answers the question asked.
 */
const AGREED_ORDER = /^\W*(?:yes|yeah|yep|yup|ok(?:ay)?|sure|right|cool)[,.!\s]+((?:please\s+)?[a-z]+\b(?:\s+[\w./-]+){1,5})\W*$/i;
const STOP = new Set(['just', 'only', 'with', 'that', 'this', 'then', 'them', 'they', 'also', 'both', 'some', 'more', 'less', 'from', 'into', 'over', 'than', 'what', 'when', 'like', 'option', 'approach', 'simple', 'simpler']);

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9_-]{3,}/g) ?? []).filter((w) => !STOP.has(w));
}

/** Content words with hyphenated ones also taken apart ("root-level" names "root" and "level"). */
function partWords(text: string): string[] {
  return contentWords(text.replace(/-/g, ' ')).concat(contentWords(text));
}

/** The same word, or one a suffix away ("filter" and "filtering", "length" and "lengths"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/**
 * "yeah let's do length only" answering a message that offered "1. Use a multi-language tokenizer … 2. Just use length
 * filtering …" and asked: the user took the one option their words name, and turned the others down. Null unless the
 * message ends on a question, lists two or more options, and the words name exactly one of them.
 */
export function userOwnWordsPick(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > 80 || t.includes('?') || !/\?\s*$/.test(offered.trim())) return null;
  const listed = numberedOptions(offered);
  const inline = listed.length < 2 ? eitherOr(offered) : [];
  const options = listed.length >= 2 ? listed : inline;
  // A bare word or two answers the question too ("local" to "1. **Leave the spec local** … 3. **Force-add** … Which?");
  // a short phrase answers an either-or question ("only when clear and useful" to "`always` or `only when clear`?").
  const bare = inline.length > 0 ? /^[\w./-]+(?:\s+[\w./-]+){0,7}$/ : /^[\w./-]+(?:\s+[\w./-]+){0,2}$/;
  const ordered = AGREED_ORDER.exec(t)?.[1];
  const said = LEAD.exec(t)?.[1] ?? (bare.test(t) ? t : ordered);
  if (!said || options.length < 2) return null;
  const words = contentWords(said);
  if (words.length === 0) return null;
  // An order in the user's own words names more than a stray word of the option: two of its words at least.
  const shared = (o: string): number => words.filter((x) => partWords(o).some((w) => sameWord(w, x))).length;
  const named = options.filter((o) => shared(o) >= (said === ordered ? 2 : 1));
  if (named.length !== 1) return null;
  const chosen = named[0] as string;
  const at = options.indexOf(chosen) + 1;
  return {
    text: `The user chose "${chosen}" (option ${at} of those offered): "${oneLine(t, 80)}"`,
    rejected: options.filter((o) => o !== chosen).map((option) => ({ option, reason: null })),
  };
}

/** The code spans of an option (`--no-verify`, `RELEASE_PLEASE_TOKEN`): what names it exactly. */
const codeSpans = (option: string): string[] => [...option.matchAll(/`([^`\n]{3,60})`/g)].map((m) => (m[1] as string).toLowerCase());
const PICK_MAX = 120;

/**
 * "I allow you to commit with \"--no-verify\"" answering "1. **Stash the unrelated changes** … 3. **Skip the hook** with
 * `--no-verify` … Want me to stash…?": the user's answer names the code of exactly one option, so it takes that one
 * and leaves the others. A question back, or words naming the code of several options, chooses none.
 */
export function userNamesOptionCode(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > PICK_MAX || t.includes('?') || !offersChoice(offered)) return null;
  const items = numberedItems(offered);
  const spans = items.map(codeSpans);
  const own = (i: number): string[] => (spans[i] ?? []).filter((c) => spans.every((other, j) => j === i || !other.includes(c)));
  const said = t.toLowerCase();
  const named = items.map((_, i) => i).filter((i) => own(i).some((c) => said.includes(c)));
  if (named.length !== 1) return null;
  const at = named[0] as number;
  const options = numberedOptions(offered);
  return {
    text: oneLine(`The user chose "${options[at]}" (option ${at + 1} of those offered): "${t}"`, OPTION_MAX + PICK_MAX + 60),
    rejected: options.filter((_, i) => i !== at).map((option) => ({ option, reason: null })),
  };
}

/** A list item led by its label, a code span, bold or plain words, up to the dash that closes it ("- `runtime.Caller(1)` — zero changes to call sites"). */
const LED_ITEM = /^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+(?:\*\*([^*\n]{2,60}?)\*\*|`([^`\n]{2,60}?)`|([^—–\n`*]{2,60}?))[ \t]+[—–][ \t]+(\S[^\n]{5,})$/gm;
/** The user calls what they take one of the ways: "using the runtime.Caller option", "go with the `batch` approach". */
const CALLED_WAY = /\bthe\s+[`"“]?([^`"”\n]{2,40}?)[`"”]?\s+(?:option|approach|variant|alternative)\b/i;
/** A label as the user would say it: without its call arguments or markup ("runtime.Caller(1)" is "runtime.caller"). */
const wayKey = (label: string): string => label.toLowerCase().replace(/\([^()]*\)/g, '').replace(/[`*"“”]/g, '').trim();

/**
 * "Adopt handleError using the runtime.Caller option" answering a message that weighed "- `runtime.Caller(1)` — zero
 * changes to call sites, log-only" against "- Error wrapping — requires updating each call site": the user names one of
 * the listed ways by its label and calls it the option they take, though the message closed on no question. The other
 * labels are the ways turned down. A label the prompt names that no item, or several, lead with: no decision.
 */
export function userNamesListedWay(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  const said = offered && t.length <= PICK_MAX && !t.includes('?') ? CALLED_WAY.exec(t)?.[1] : undefined;
  if (!offered || !said) return null;
  const items = [...offered.matchAll(LED_ITEM)].map((m) => ({ label: (m[1] ?? m[2] ?? m[3] ?? '').trim(), rest: (m[4] ?? '').trim() }));
  const named = items.filter((i) => wayKey(i.label) === wayKey(said));
  const others = [...new Set(items.filter((i) => wayKey(i.label) !== wayKey(said)).map((i) => i.label))];
  if (named.length !== 1 || others.length === 0) return null;
  const { label, rest } = named[0]!;
  const over = others.slice(0, NAMES_SHOWN).map((o) => `"${o}"`).join(', ');
  return { text: oneLine(`The user chose "${label}" — ${rest} (over ${over}): "${t}"`, OPTION_MAX + PICK_MAX + 120), rejected: others.map((option) => ({ option, reason: null })) };
}

const OWN_MAX = 80;
const firstWord = (s: string): string => (/^\W*([a-z]+)/i.exec(s)?.[1] ?? '').toLowerCase();

/**
 * "Simplify the code added in this branch" answering "1. Simplify recently modified code 2. Simplify specific files
 * 3. Simplify the entire codebase … What would you like me to focus on?": an order of the same kind as the options
 * (their shared leading verb) with an object of the user's own, none of them. The user chose their own way over the
 * ones offered. An order that names one option is userOwnWordsPick's; one of another kind answers nothing offered.
 */
export function userOwnOption(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (!offered || t.length > OWN_MAX || t.includes('?') || !/\?\s*$/.test(offered.trim())) return null;
  const options = numberedOptions(offered);
  const verb = firstWord(t);
  const sameKind = options.filter((o) => firstWord(o) === verb);
  if (verb.length < 3 || sameKind.length < 2 || options.some((o) => oneLine(o, OWN_MAX).toLowerCase() === t.toLowerCase())) return null;
  const listed = options.map((o) => `"${oneLine(o.split(/\s[-–—:]\s/)[0] ?? o, OPTION_MAX)}"`).join('; ');
  return { text: oneLine(`Offered ${listed}, the user chose their own: "${t}"`, OPTION_MAX * 3), rejected: options.map((option) => ({ option, reason: null })) };
}

/** "call it code-tour", "let's name it `repo-tour`": a name given, whole, as the answer. */
const NAMES = /^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|cool|hmm+)[,.!\s]+)*(?:let'?s\s+|please\s+|just\s+)?(?:call|name|rename)\s+(?:it|this|that|them|the\s+\w+)\s+(?:to\s+)?[`"'“]?([\w./-]{2,40})[`"'”]?\W*$/i;
const NAMES_SHOWN = 4;

/**
 * "call it code-tour" answering a message that listed names ("1. `repo-overview` 2. `codebase-tour` …"): the user
 * chose a name over the ones offered, whether or not it is one of them. The options' own words say which were left.
 */
export function userNamesOne(prompt: string, offered: string | null): ExtractedDecision | null {
  const name = NAMES.exec(prompt.trim())?.[1];
  const options = offered ? numberedOptions(offered) : [];
  if (!name || options.length < 2) return null;
  const bare = options.map((o) => o.split(/\s[-–—:]\s|\s\(/)[0]!.trim());
  const at = bare.findIndex((o) => o.toLowerCase() === name.toLowerCase());
  const left = bare.filter((_, i) => i !== at);
  const shown = `${left.slice(0, NAMES_SHOWN).join(', ')}${left.length > NAMES_SHOWN ? ', …' : ''}`;
  const how = at >= 0 ? `option ${at + 1} of the ${options.length} offered` : `a name of their own, over the ${options.length} offered (${shown})`;
  return { text: oneLine(`The user chose the name "${name}" (${how}): "${oneLine(prompt.trim(), 80)}"`, OPTION_MAX * 2), rejected: left.slice(0, NAMES_SHOWN).map((option) => ({ option, reason: null })) };
}

/**
 * The two ways an either-or question closing the message names in code spans or quotes ("do you want the diagrams to
 * be `always included`, or `only included when the structure is clear`?"), or none.
 */
function eitherOr(message: string): string[] {
  const question = message.trim().split(/(?<=[.!:])\s+|\n+/).pop() ?? '';
  const m = /[`"“]([^`"“”]{3,80})[`"”][^`"“?]{0,60}?\bor\b[^`"“?]{0,40}?[`"“]([^`"“”]{3,80})[`"”][^`"“]{0,80}\?\s*$/.exec(question);
  return m?.[1] && m[2] ? [oneLine(m[1], OPTION_MAX), oneLine(m[2], OPTION_MAX)] : [];
}

/** A group of item numbers: "1-4", "6,7,8,10", "3 and 7", "2 & 5". */
const NUMBERS = '\\d{1,2}(?:\\s*(?:-|–|to)\\s*\\d{1,2})?(?:\\s*(?:,|and|&|\\+)\\s*\\d{1,2}(?:\\s*(?:-|–)\\s*\\d{1,2})?)*';
/** A verb that takes listed items, the items' noun optional ("implementing suggestions 1-4", "let's do 6,7,8,10"). */
const TAKES = '\\b(?:do|fix|implement(?:ing)?|address|tackle|handle|investigate|start with|go with|take|apply|pick)\\s+(?:(?:the\\s+)?(?:suggestions?|items?|issues?|options?|points?|comments?|findings?|numbers?)\\s+)?#?';
const TAKES_GROUP = new RegExp(`${TAKES}(${NUMBERS})(?![\\w.%/:])`, 'gi');
const MULTI_MAX = 200;

/** The numbers a group names, ranges spelled out ("1-4" is 1, 2, 3, 4). */
function numbersOf(group: string): number[] {
  const out: number[] = [];
  for (const part of group.split(/\s*(?:,|and|&|\+)\s*/)) {
    const [a, b] = part.split(/\s*(?:-|–|to)\s*/).map(Number);
    if (a === undefined || Number.isNaN(a)) continue;
    for (let n = a; n <= (b !== undefined && b >= a && b - a < 20 ? b : a); n++) out.push(n);
  }
  return out;
}

/**
 * "let's start with implementing suggestions 1-4 first", "okay now let's do 6,7,8,10", "let's investigate 3 and 7",
 * "fix 1, for 2 have it give a summary, fix 3": the user takes several of the items the assistant listed, and so leaves
 * the others. The user's own words say which; the items' own words are added when the message answered lists them.
 * A question, a long prompt, or one naming a single item (userPick's) is none.
 */
export function userPicksSeveral(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (t.length > MULTI_MAX || t.includes('?')) return null;
  const skipped = userSkipsSome(t);
  if (skipped) return skipped;
  const taken = [...t.matchAll(TAKES_GROUP)].flatMap((m) => numbersOf(m[1] ?? ''));
  const picked = [...new Set(taken)].filter((n) => n >= 1 && n <= 20);
  if (picked.length < 2) return null;
  const named = offered ? picked.map((n) => optionText(offered, String(n))) : [];
  const items = named.every((x) => x !== null) && named.length > 0 ? ` (${named.map((x) => oneLine(x as string, 60)).join('; ')})` : '';
  // The user's words first: a long list of the items' names is what a clipped item loses, not what the user said.
  return { text: oneLine(`The user picked items ${picked.join(', ')} of those the assistant listed: "${t}"${items}`, MULTI_MAX * 2 + 200), rejected: [] };
}

/** Items named by number or by a review comment's id: "5, 7, 8", "#12", "2738999818". */
const SKIP = /\bskip(?:ping)?\s+(?:(?:the\s+)?(?:items?|issues?|comments?|suggestions?|findings?|points?|numbers?)\s+)?#?(\d{1,12}(?:\s*(?:,|and|&|\+|-)\s*#?\d{1,12})*)\b/i;
/** The rest of the list is done: "do the rest", "fix them all", "address everything else". */
const REST = /\b(?:do|fix|address|handle|implement|apply|tackle)\s+(?:the rest|them all|all (?:of )?(?:them|the rest|the others|others)|all|everything else|the others)\b/i;

/**
 * "skip 5, 7, 8 and do the rest", "fix them all, skip 2738999818 (but respond as before)": the user takes the listed
 * items but the ones named, which are left as they are. Both halves must be said: "skip 3" alone is an instruction.
 */
function userSkipsSome(t: string): ExtractedDecision | null {
  const m = SKIP.exec(t);
  if (!m?.[1] || !REST.test(t)) return null;
  return { text: oneLine(`The user had the listed items done except ${m[1]}, which are skipped: "${t}"`, MULTI_MAX * 2), rejected: [] };
}

/** A go-ahead to the offer: "fix", "fix them", "yes fix both", "do it", "go ahead". */
export const GO_FIX = /^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure)[,.!\s]+)?(?:(?:please\s+)?fix(?:\s+(?:them|those|both|all|it|these))?(?:\s+please)?|do it|go ahead)\W*$/i;
/** The message closes by offering to fix the findings it listed ("Want me to fix the two flagged issues?"). */
const OFFERS_FIXES = /\b(?:want me to|would you like me to|should i|shall i)\s+(?:go ahead and\s+)?(?:fix|address|apply)\s+(?:the\s+|these\s+|those\s+|both\s+|all\s+)?(?:\w+\s+){0,2}?(?:issues?|findings?|comments?|problems?|bugs?)\b[^?\n]{0,60}\?\s*$/i;
const FINDING_MAX = 120;

/**
 * "fix" answering "Two issues at score ≥80: 1. **Invalid `--date` values** — … 2. **Wrong command in the auth message**
 * — … Dropped one issue (score 60)… Want me to fix the two flagged issues?": the user has the findings listed fixed,
 * and the ones the message set aside stay so. The findings' own words say which.
 */
export function userFixesListed(prompt: string, offered: string | null): ExtractedDecision | null {
  if (!offered || !GO_FIX.test(prompt.trim()) || !OFFERS_FIXES.test(offered.trim())) return null;
  const listed = numberedOptions(offered);
  if (listed.length < 2) return null;
  const findings = listed.map((f, i) => `${i + 1}. ${oneLine(f, FINDING_MAX)}`).join(' ');
  return { text: oneLine(`The user had the listed findings fixed ("${oneLine(prompt.trim(), 40)}"): ${findings}`, FINDING_MAX * 4), rejected: [] };
}
