/**
 * The user answers a menu the assistant offered: a numbered or lettered option ("let's go with option 1", "B"), a
 * finding to fix ("can you fix issue 1"), or a bare yes to an offer of two ways. Statements in the user's own words:
 * user-statements.ts.
 */
import { oneLine, sentences } from './clip.js';
import type { ExtractedDecision } from './decisions.js';
import { answersInTurn, optionText, userFixesListed, userNamesListedWay, userNamesOne, userNamesOptionCode, userOwnOption, userOwnWordsPick, userPicksSeveral } from './offered-options.js';
import { listsTasks } from './menu-pick.js';
import { optionNamedByNoun } from './option-nouns.js';
import { USER_MAX } from './user-statements.js';

/**
 * "let's go with option 1", "let's do 2 for now", "B": the user picks one of the numbered or lettered options the
 * assistant offered. The option's own words come from that message; a bare number it does not list is no decision.
 * Workflow menus number from 0 ("0. Batch-apply all … Your choice? (0 / 1 / 2 / 3)"): "0" picks as any number does.
 */
const PICK =
  /^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure|right|cool)[,.!\s]+)?(?:(?:let'?s|we'?ll|i'?ll)\s+(?:go\s+(?:with|for)\s+|do\s+|take\s+|try\s+|(?:implement|use|apply)\s+(?=(?:the\s+)?options?\s))?|i'?d\s+(?:go\s+with|prefer|take)\s+|go\s+(?:with|for)\s+|(?:i\s+)?(?:choose|pick|prefer)\s+)?(?:options?\s+|approach\s+|#)?([0-9]|[a-d])\b(?!\w|\.\s*\S)/i;

const TURNS_DOWN = /^\W*(?:doesn'?t|does not|won'?t|will not|isn'?t|is not|can'?t|cannot|is (?:bad|wrong)|no\b|not\b)/i;

/** "can you fix issue 1": the user takes one of the numbered findings the assistant listed, and leaves the others. */
const FIX_ONE = /^\W*(?:(?:can|could) you\s+|please\s+|let'?s\s+|just\s+)?(fix|address|tackle|handle)\s+(?:issue|item|finding|point|#)\s*([1-9])\b(?![.\w])\W*$/i;

/**
 * "Go for option 1, and maybe one other analysis I wanted to look at is…": a longer prompt that opens with an option
 * it names by number, closed by punctuation, takes that option; what follows is the user's next request.
 */
const OPENS_WITH_OPTION = /^\W*(?:(?:yes|yeah|ok(?:ay)?|sure)[,.!\s]+)?(?:(?:let'?s|we'?ll|i'?ll)\s+)?(?:go\s+(?:with|for)|do|take|choose|pick|use)\s+option\s+([1-9]|[a-d])\s*[,.;:!—–]/i;

export function userPick(prompt: string, offered: string | null): ExtractedDecision | null {
  const t = prompt.trim();
  if (t === '' || answersInTurn(t)) return null;
  if (t.length > USER_MAX) return openingPick(t, offered);
  const one = FIX_ONE.exec(t);
  if (one?.[1] && one[2] && offered) {
    const finding = optionText(offered, one[2]);
    if (finding) return { text: oneLine(`The user chose to ${one[1].toLowerCase()} issue ${one[2]} only, of those listed: "${finding}"`, USER_MAX + 200), rejected: [] };
  }
  const m = PICK.exec(t);
  const which = m?.[1];
  if (!which || !offered) return optionInRequest(t, offered) ?? proseLabelPick(t, offered) ?? ordinalPick(t, offered) ?? nounLabelPick(t, offered);
  // A lone letter is an answer only when it is the whole prompt ("b", "b please"), never the article "a" of a sentence.
  if (/[a-d]/i.test(which) && !LONE_LETTER.test(t)) return proseLabelPick(t, offered);
  if (commandKey(offered, which)) return null;
  const option = optionText(offered, which);
  if (!option || runsCommand(option)) return null;
  const rest = t.length > m[0].length + 2 ? `: "${oneLine(t, 200)}"` : '';
  // "Option 1 doesn't work since…" names an option to turn it down.
  if (TURNS_DOWN.test(t.slice(m[0].length))) {
    return { text: oneLine(`The user turned down ${named(option)} (option ${which.toUpperCase()} of those offered)${rest}`, USER_MAX + 200), rejected: [{ option, reason: null }] };
  }
  const again = restatedWay(offered, which);
  if (again) return wayChosen(again, which, rest);
  const text = oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered)${rest}`, USER_MAX + 200);
  // A bare pick ("c") can join a series of answers; one with words of its own stands alone.
  return rest ? { text, rejected: [] } : { text, rejected: [], pick: seriesLabel(option) };
}

/** A letter that is the whole answer, with at most a word of courtesy or time ("b", "A.", "b please", "c then"). */
const LONE_LETTER = /^\W*(?:option\s+)?[a-d](?:\s+(?:please|pls|thanks|then|for now))?\W*$/i;

/**
 * "I'd like it to do B, and for `main` itself…", "okay can you just do a then", "go with 2 for now": a verb that takes
 * an option, then its label, closing the clause. What follows the label says it is no article or count ("do a quick
 * pass", "use 2 spaces" name no option): the clause ends, or a word of courtesy or time comes next.
 */
const PROSE_PICK =
  /\b(?:do|go\s+(?:with|for)|take|pick|choose|prefer|want|use|try|implement|stick\s+with)\s+(?:(?:the\s+)?option\s+)?\(?([1-9]|[a-d])\)?(?=\s*$|\s*[,;:!.—–-]|\s+(?:then|please|pls|for now|first|instead|now|and|but)\b)/i;
/** Words before the pick that turn it down or leave it open ("let's not do B", "I don't want 2", "maybe B"). */
const NOT_TAKEN = /\b(?:not|never|no|don'?t|doesn'?t|won'?t|shouldn'?t|wouldn'?t|maybe|perhaps|if|unless|whether|instead of|rather than)\b/i;
/** The pick names a second label beside it ("do a, b and c"): several options, userPicksSeveral's or none. */
const ANOTHER_LABEL = /^\s*\)?\s*(?:,|and|&|\+|or|\/)\s*(?:option\s+)?\(?(?:[1-9]|[a-d])\b/i;
const AGREES_FIRST = /^\W*(?:yes|yeah|yep|yup|sure)\b/i;
/** The offer asks the user something in its closing paragraph: its options are put to the user. */
const asksUser = (offered: string): boolean => (offered.trim().split(/\n\s*\n/).pop() ?? '').includes('?');

/**
 * A pick said inside a sentence of the prompt: the option's words come from the offer, which must list that label and
 * ask the user to choose. A question ("should we do B?") or a clause that turns the option down chooses nothing.
 */
function proseLabelPick(t: string, offered: string | null): ExtractedDecision | null {
  // "yes, do 1" agrees to the offer first: userAccepts reads it with the offer, as a yes.
  if (!offered || t.length > USER_MAX || !asksUser(offered) || AGREES_FIRST.test(t)) return null;
  const m = PROSE_PICK.exec(t);
  const which = m?.[1];
  if (!m || !which) return null;
  const clause = t.slice(0, m.index).split(/[.;!?\n]|,\s*(?:but|and)\b/).pop() ?? '';
  const sentence = sentences(t).find((x) => x.includes(m[0])) ?? t;
  if (NOT_TAKEN.test(clause) || sentence.trim().endsWith('?') || ANOTHER_LABEL.test(t.slice(m.index + m[0].length))) return null;
  return chosen(t, offered, which);
}

/** "the second one", "go with the first option": the option by its place, when that is the whole answer. */
const ORDINAL =
  /^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure)[,.!\s]+)?(?:let'?s\s+)?(?:(?:go\s+(?:with|for)|do|take|pick|choose|use|try|prefer)\s+)?(?:with\s+)?the\s+(first|second|third|fourth)(?:\s+(?:one|option|approach|way|choice))?(?:\s+(?:please|then|for now))?\W*$/i;
const PLACES = ['first', 'second', 'third', 'fourth'];

function ordinalPick(t: string, offered: string | null): ExtractedDecision | null {
  const place = offered && asksUser(offered) ? ORDINAL.exec(t)?.[1] : undefined;
  if (!offered || !place) return null;
  const at = PLACES.indexOf(place.toLowerCase());
  const which = optionText(offered, String(at + 1)) ? String(at + 1) : 'abcd'.charAt(at);
  return chosen(t, offered, which);
}

/** "Thực hiện cách 2 cho tôi": the option named by its number after the word for "option" in another language. */
function nounLabelPick(t: string, offered: string | null): ExtractedDecision | null {
  const which = offered ? optionNamedByNoun(t) : null;
  return offered && which ? chosen(t, offered, which) : null;
}

/** The decision for option `which` of `offered`, with the user's words; null when the offer lists no such option. */
function chosen(t: string, offered: string, which: string): ExtractedDecision | null {
  const option = optionText(offered, which);
  if (!option || commandKey(offered, which) || runsCommand(option)) return null;
  const again = restatedWay(offered, which);
  if (again) return wayChosen(again, which, `: "${oneLine(t, 200)}"`);
  return { text: oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered): "${oneLine(t, 200)}"`, USER_MAX + 200), rejected: [] };
}

/** The way of the closing question the pick took, and the other one it turned down. */
function wayChosen(way: { chosen: string; other: string }, which: string, said: string): ExtractedDecision {
  const text = `The user chose option ${which.toUpperCase()}, as the closing question put it: "${way.chosen}" (not "${way.other}")${said}`;
  return { text: oneLine(text, USER_MAX + 200), rejected: [{ option: way.other, reason: null }] };
}

/** The option a long prompt's opening names, quoted by its first sentence: the rest asks for more work. */
function openingPick(t: string, offered: string | null): ExtractedDecision | null {
  const which = offered ? OPENS_WITH_OPTION.exec(t)?.[1] : undefined;
  const option = which ? optionText(offered as string, which) : null;
  if (!which || !option || commandKey(offered as string, which) || runsCommand(option)) return null;
  const opening = sentences(t)[0] ?? t;
  return { text: oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered): "${oneLine(opening, 200)}"`, USER_MAX + 200), rejected: [] };
}

/**
 * A key in brackets ("[A] Advanced Elicitation [P] Party Mode [C] Continue", "**[C]** Continue — save…"): a workflow's
 * command menu closing the message. The key answers it, not an earlier list or table that happens to share the letter
 * ("C: Compact Strip", "| C | Manual setup |"), and moves the workflow on: no approach is chosen.
 */
function commandKey(offered: string, which: string): boolean {
  const key = `(?:${which.toUpperCase()}|${which.toLowerCase()})`;
  return /[a-d]/i.test(which) && new RegExp(`(?:^|[\\s*/])\\[${key}\\](?:\\*\\*|__)?\\s+[A-Z]`, 'm').test(offered);
}

/**
 * An option that is a command to run next ("Run `/bmad-create-story` to create story 5-2 … then come back to
 * implement", "`/gsd:execute-phase 3`"): the pick says which step of the workflow comes next, not how the work is
 * done. An option that names an approach ("Implement directly from the delta PRD") is still a choice.
 */
const RUNS_COMMAND = /^\W*(?:(?:run|use|invoke|start|call)\s+)?(?:the\s+)?`?\/[a-z][\w:.-]*`?(?=[\s`]|$)/i;

export function runsCommand(option: string): boolean {
  return RUNS_COMMAND.test(option);
}

/**
 * "can you do me a full summary of the approach with option 5", "write the plan using option B": a request that names
 * one of the options the message answered offered takes it. The option must be one the message lists.
 */
const OPTION_IN_REQUEST = /\b(?:with|using|use|via|per|take|implement|pick|choose|go (?:with|for))\s+(?:the\s+)?option\s+([1-9]|[a-d])\b(?![.\w])/i;

function optionInRequest(t: string, offered: string | null): ExtractedDecision | null {
  const which = offered && !t.includes('?') ? OPTION_IN_REQUEST.exec(t)?.[1] : undefined;
  const option = which ? optionText(offered as string, which) : null;
  if (!which || !option) return null;
  return { text: oneLine(`The user chose ${named(option)} (option ${which.toUpperCase()} of those offered): "${oneLine(t, 200)}"`, USER_MAX + 200), rejected: [] };
}

/**
 * The label an option leads with, up to the dash or colon that closes it; one inside brackets is the label's own
 * ("Keep em dash (` — `) — matches the UX spec": the label is "Keep em dash ( — )").
 */
const LABEL = /^((?:[^()]|\([^()]*\)){3,60}?)\s*(?:\s[—–-]\s|:\s)\s*(.+)$/;

/** An option's label ("Turn-based with short leases" of "Turn-based with short leases — agents take…"), or its head. */
export function labelOf(option: string): string {
  const m = LABEL.exec(option);
  return oneLine(m?.[1] ?? option, 60);
}

/**
 * The words a pick is shown by in a series of answers: a title and the sentence that describes it, unless that
 * runs long; then the label alone.
 */
function seriesLabel(option: string): string {
  return option.includes(' — ') && option.length <= SERIES_LABEL_MAX ? option : labelOf(option);
}
const SERIES_LABEL_MAX = 150;

/** An option by its label first ("**Turn-based with short leases** — agents take turns…"): what was chosen leads. */
function named(option: string): string {
  const m = LABEL.exec(option);
  return m?.[1] && m[2] ? `"${m[1]}": ${m[2]}` : `"${option}"`;
}

/** A bare yes: the whole prompt agrees, and names nothing. */
const BARE_YES = /^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|go ahead)(?:[\s,!.]+(?:please|do it|go ahead|thanks))*\W*$/i;
/** "Would you like me to fix that bug as well, or leave it as a known limitation for now?": two ways, the first asked for. */
const EITHER = /\b(?:would you like me to|do you want me to|want me to|should i|shall i)\s+(.+?),?\s+or\s+(?:should i\s+|i can\s+)?(.+?)\?\s*$/i;

/**
 * "Want me to push and PR this too, or just push it onto the existing docs PR?": two ways of shipping finished work.
 * Where the commits go is git housekeeping, not an approach to the work.
 */
const SHIPS_WORK = /^(?:just\s+|also\s+)?(?:git\s+)?(?:commit|push|merge|rebase|squash|pr|(?:open|create|raise)\s+(?:a\s+|the\s+)?(?:pr|pull request))\b/i;

/**
 * "yes" to an offer of two ways ("…fix that bug as well, or leave it as a known limitation for now?") takes the one
 * offered first: the other is what happens when nothing is done. Null for any other prompt or offer.
 */
export function userYesToEither(prompt: string, offered: string | null): ExtractedDecision | null {
  if (!offered || !BARE_YES.test(prompt.trim())) return null;
  const ways = eitherWays(offered);
  if (!ways) return null;
  const [chosen, other] = ways;
  return { text: `The user chose to ${chosen}, not to ${other}`, rejected: [{ option: other, reason: null }] };
}

/** The two ways the offer's closing question puts to the user ("…fix that bug as well, or leave it…?"), or null. */
function eitherWays(offered: string): [string, string] | null {
  const last = sentences(offered).filter((s) => s.endsWith('?')).pop();
  const m = last ? EITHER.exec(last) : null;
  const first = m?.[1] ? oneLine(m[1], 160) : '';
  const second = m?.[2] ? oneLine(m[2].replace(/^(?:do you want|would you (?:like|prefer)|you want)\s+(?:me\s+to\s+)?/i, ''), 160) : '';
  if (first.length < 3 || second.length < 3 || /\bor\b/i.test(first) || (SHIPS_WORK.test(first) && SHIPS_WORK.test(second))) return null;
  return [first, second];
}

/**
 * "1. Return `email` from the identity endpoint, or 2. Add a `/auth/me` endpoint … Do you want me to just store it
 * client-side from what the user typed, or do you want a proper `/auth/me` endpoint?": a list of two ways, then a
 * question that puts the choice again in other words. The user answers the question read last, and a number takes its
 * way in that place; a question that names the options by label ("option 1 or option 2?") restates nothing.
 */
function restatedWay(offered: string, which: string): { chosen: string; other: string } | null {
  const at = '12ab'.indexOf(which.toLowerCase()) % 2;
  const ways = eitherWays(offered);
  if (at < 0 || !ways || !optionText(offered, /\d/.test(which) ? '2' : 'b') || optionText(offered, /\d/.test(which) ? '3' : 'c')) return null;
  if (ways.some((w) => /\b(?:option|approach|choice)\s+(?:[1-9]|[a-d])\b|^(?:the\s+)?(?:first|second)\b|^(?:[1-9]|[a-d])\W*$/i.test(w))) return null;
  return { chosen: ways[at] as string, other: ways[1 - at] as string };
}

/** A bulleted option led by its label in bold ("- **Guard it** — add an `isConnecting` flag…"): label, then the rest. */
const LABELLED = /^\s*[-*+]\s+\*\*([^*\n]{2,60}?)\*\*\s*(?:[—–:-]\s*)?(.*)$/gm;
const LABEL_PICKED = /^\W*(?:(?:ok(?:ay)?|yes|yeah|let'?s|go with|i'?d go with|i choose|pick)[,.!\s]+)*(?:the\s+)?(.{2,60}?)(?:\s+(?:option|one|approach))?\W*$/i;

/** A line that only heads the list after it as the options ("**Options:**", "Your choices:"). */
const OPTIONS_HEAD = /^\W*(?:(?:your|the|two|three)\s+)?(?:options|choices)\W*$/im;

function labelledOptions(message: string): { label: string; rest: string }[] {
  return [...message.matchAll(LABELLED)].map((m) => ({ label: (m[1] ?? '').trim(), rest: (m[2] ?? '').trim() }));
}

/**
 * The message lays out two or more bulleted options led by bold labels for the user to choose from: it closes on a
 * question, or heads the list as the options ("**Options:**") and leaves the choice to the user.
 */
export function offersLabelled(message: string): boolean {
  return labelledOptions(message).length >= 2 && (/\?\s*$/.test(message.trim()) || OPTIONS_HEAD.test(message));
}

/**
 * "Guard it option" answering "**Options:** - **Accept it** — `cleanup()` handles the duplicate - **Guard it** — add an
 * `isConnecting` flag … What would you like to do about the race condition?": the first line of the prompt is the
 * label of one of the bulleted options the message closed on a question with. The label and its words are the choice;
 * the other labels are turned down. What follows on later lines is the user's next request.
 */
function userNamesLabel(prompt: string, offered: string | null): ExtractedDecision | null {
  if (!offered || !offersLabelled(offered)) return null;
  const options = labelledOptions(offered);
  const said = LABEL_PICKED.exec(prompt.trim().split('\n')[0] ?? '')?.[1]?.toLowerCase();
  const chosen = options.filter((o) => o.label.toLowerCase() === said);
  if (options.length < 2 || chosen.length !== 1) return null;
  const { label, rest } = chosen[0]!;
  const others = options.filter((o) => o.label !== label).map((o) => o.label);
  const text = `The user chose "${label}"${rest ? `: ${rest.replace(/`/g, '')}` : ''} (over ${others.map((o) => `"${o}"`).join(', ')})`;
  return { text: oneLine(text, USER_MAX + 200), rejected: others.map((option) => ({ option, reason: null })) };
}

/**
 * A pick from a list of work to do ("5 seems like a low hanging fruit" after "**Pending Todos:**") chooses the task, not
 * a way of doing it: no decision, unless the item picked is itself a change from one named way to another ("Switch file
 * IPNS keys from deterministic (HKDF) to random") or the user says how the work goes beside the pick ("3 but apply the
 * changes to this branch").
 */
const SETTLES_HOW =
  /\bfrom\s+\S[^"]{0,80}?\s+to\s+\S|\b(?:instead of|rather than)\b|"\W*(?:#?\d{1,2}|[a-d])\W+(?:but|and)\s+(?:please\s+)?(?:apply|use|do|keep|make|put|work|commit|don'?t|do not|only|just|skip|stay)\b/i;

/** A prompt that picks among the items or options the assistant's message (`offered`) listed, or null. */
export function optionPicked(t: string, offered: string | null): ExtractedDecision | null {
  const picked = anyPick(t, offered);
  if (!picked || !offered || !listsTasks(offered) || SETTLES_HOW.test(picked.text)) return picked;
  return null;
}

function anyPick(t: string, offered: string | null): ExtractedDecision | null {
  return userPicksSeveral(t, offered) ?? userPick(t, offered) ?? userNamesLabel(t, offered) ?? userOwnWordsPick(t, offered) ?? userNamesOptionCode(t, offered) ?? userNamesOne(t, offered) ?? userFixesListed(t, offered) ?? userOwnOption(t, offered) ?? userNamesListedWay(t, offered);
}
