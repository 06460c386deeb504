/**
 * What the assistant's last message claims about the work: done, blocked, waiting for the user's permission, or a
 * check still failing. Status (status.ts) weighs these claims against the evidence; it never takes one alone.
 */
import { sentences } from './clip.js';
import { wordGate } from './word-gate.js';

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

/**
 * Claude Code's explanatory output style closes a report with an aside ("`★ Insight ─────`" … "`─────`"): background
 * for the user, not a claim about the work. Its "but" and "error" say nothing about whether the work is done.
 */
const INSIGHT = /^[ \t]*`?★ Insight\b[^\n]*\n[\s\S]*?^[ \t]*`?─{5,}`?[ \t]*$/gm;

export function withoutAsides(text: string): string {
  return text.includes('★') ? text.replace(INSIGHT, '') : text;
}

/** The message says the work is not finished: "not done yet", "still failing", "Remaining:", "next I'll…". */
export function disclaimsCompletion(text: string): boolean {
  return /\b(?:not (?:yet )?(?:done|complete|finished)|still (?:failing|need|needs|todo|to do)|remaining(?=:)|next,? i'?ll|next step)\b/i.test(withoutShipOptions(text));
}

/**
 * A closing list of next steps in which every item only ships the finished work or leaves it for review ("Next step
 * options:\n1. I commit these restored files now.\n2. I leave the working tree as-is for your review first."): what
 * comes next is the user's call about work already done, not work still to do.
 */
const SHIP_OPTIONS = /(?:^|\n)[^\n]*\bnext steps?\b[^\n]*:[ \t]*((?:\n[ \t]*(?:\d{1,2}[.)]|[-*])[ \t]+[^\n]+){1,4})\s*$/i;
const SHIP_ITEM = /^\s*(?:\d{1,2}[.)]|[-*])\s+(?:\*\*)?(?:(?:i|we)(?:['’]ll|\s+(?:can|could|will))?\s+)?(?:commit|push|merge|tag|release|leave|open (?:a |the )?(?:pr|pull request))\b/i;

function withoutShipOptions(text: string): string {
  const m = SHIP_OPTIONS.exec(text);
  if (!m?.[1]) return text;
  const items = m[1].split('\n').filter((l) => l.trim() !== '');
  return items.every((l) => SHIP_ITEM.test(l) && !/\b(?:then|after that)\b/i.test(l)) ? text.slice(0, m.index) : text;
}

/** The assistant reports the work as finished. */
export function claimsCompletion(text: string): boolean {
  // Markup is not words: "`npm test` passes" says what "npm test passes" says.
  const t = withoutAsides(text).replace(/[`*_]+/g, '');
  if (disclaimsCompletion(t)) return false;
  if (
    /\b(?:done|complete[ds]?|completed|finished|all (?:(?:tests|checks|specs) )?(?:now )?pass(?:es|ed|ing)?|all green|tests? (?:now )?pass(?:es|ed|ing)?|implemented|fixed|ready for review|successfully|everything (?:is )?(?:green|working|passes)|(?:is|are) (?:now )?working (?:correctly|as (?:expected|intended))|works (?:correctly|as (?:expected|intended))|(?:it|this|that|everything) (?:now )?works(?: (?:perfectly|fine|great|end[- ]to[- ]end))?(?=[.!]|\s*$)|all (?:the |four |three |of the )?changes (?:are|have been) (?:now )?(?:in place|made|applied)|(?:conflicts?|comments?|threads?|issues?|findings?) (?:are |have been |is |has been )?(?:now )?(?:all )?resolved)\b/i.test(
      t,
    )
  ) {
    return true;
  }
  // A plain report of the work: "Created SECRETS.md with…", "I have added the text", "npm test passes", "lint is clean";
  // not one that goes on to a failure ("Created hello.py; running it failed, investigating").
  const words = withoutCodeWords(t);
  if (/\b(?:fail\w*|errors?|investigat\w*|couldn'?t|could not|unable)\b/i.test(words) || CONTRAST_OPEN.test(words)) return false;
  return (
    // A closing report under its own heading: "## Summary of Changes", "Changes made:".
    /(?:^|\n)\s*(?:#+\s*)?(?:summary of (?:the )?changes|changes made|what (?:i )?changed)\b/i.test(t) ||
    // "Both pass. Here's a summary of the changes:" — the report announced in a sentence, the checks named before it.
    /\bhere(?:'s| is) (?:a |the )?summary of (?:the |my )?changes\b/i.test(t) ||
    /(?:^|[.!]\s+|\n)\s*(?:both|all (?:three|four|of them)|they all) (?:now )?pass(?:es|ed)?\b/i.test(t) ||
    // "mise.toml — Added a fmt:check task": a report line led by the file it changed.
    /(?:^|\n)\s*(?:[-*]\s+)?[\w./-]+\.\w{1,8}\s+[—–-]\s+(?:created|added|updated|removed|deleted|renamed|moved|replaced|changed)\s+\S/i.test(t) ||
    /(?:^|\n)\s*(?:[-*]\s+)?(?:created|added|wrote|saved|logged|recorded|documented|filed|updated|removed|deleted|renamed|moved|committed|pushed|applied|replaced|changed)\s+\S/i.test(t) ||
    /\b(?:i(?:'ve| have)|we(?:'ve| have))\s+(?:now\s+)?(?:created|added|written|wrote|updated|removed|deleted|renamed|moved|committed|pushed|applied|replaced|changed|made)\b/i.test(t) ||
    // "The documentation has been written to test/README.md": the same report said of the work, not of oneself.
    /\b(?:has|have)\s+(?:now\s+)?been\s+(?:successfully\s+)?(?:created|added|written|updated|removed|deleted|renamed|moved|committed|pushed|applied|replaced|changed|saved|documented)\b(?![^.!?\n]*\?)/i.test(t) ||
    /\b(?:npm|pnpm|yarn|go|cargo|make|mise)\s+(?:run\s+)?[\w:-]+\s+(?:now\s+)?(?:pass(?:es|ed)?|succeeds|succeeded)\b|\b(?:lint|build|typecheck|tests?)\s+(?:is\s+|are\s+)?(?:now\s+)?(?:clean|green|passing)\b/i.test(t)
  );
}

/**
 * A closing message that leaves nothing open: it announces no more work ("Next I'll…", "let me…"), hedges nothing
 * ("but", "still", "not yet") and names no failure. Read after a check that passed, it reports the work as it stands
 * ("Clean. The output now looks like: …"). Code and output samples in fences are examples, not claims.
 */
export function leavesNothingOpen(text: string): boolean {
  const t = withoutAsides(text).replace(/```[\s\S]*?(?:```|$)/g, ' ').replace(/[`*_]+/g, '');
  const words = withoutCodeWords(t);
  return t.trim() !== '' && !t.includes('?') && !OPENS_WORK.test(words) && !CONTRAST_OPEN.test(words);
}

/**
 * A note written for later lists what it holds ("with symptoms, hypotheses, and key files to investigate when it becomes
 * reproducible"): things named for a later look are its content, not work this turn left undone.
 */
const LISTED_FOR_LATER = /\b(?:files|areas|leads|steps|questions|places|paths|things|items)\s+to\s+(?:investigate|check|look at|revisit|debug)\b/gi;

/**
 * A report describes the code it changed: "the two error handlers", "the error path", "is then passed to". Those words
 * name code and its flow, not a failure or work still to do, so they are taken out before the open-work words are read.
 */
function withoutCodeWords(t: string): string {
  return t
    .replace(LISTED_FOR_LATER, '')
    .replace(/\berrors?[ -](?=handl|path|type|class|branch|wrapp|variable)/gi, '')
    .replace(/\b(?:is|are|was|were|gets?|'s)\s+then\s+(?=\w+ed\b)/gi, '')
    .replace(SIDE_OR_SIGHT, '');
}

/**
 * A side of the screen or a layout ("a blue left border", "the panel on the left") and what the user will see now ("you
 * should now see:", "you should see the new bubbles"): a report of the result, not work left or owed.
 */
const SIDE_OR_SIGHT = /\bleft[- ](?=border|side|margin|padding|column|pane|panel|edge|align|arrow|click|hand)|\b(?:on|to) the left\b|\byou should (?:now )?(?=see|notice|get)\b/gi;

const OPEN_WORK =
  /\b(?:fail\w*|errors?|warnings?|couldn'?t|could not|unable|cannot|can'?t|not (?:yet|done|complete|finished|working|fixed|implemented|passing|tested|run)|still|remain\w*|todo|to do|next|then|i'?ll|i will|we'?ll|let me|let'?s|need(?:s|ed)? to|should|pending|later|left|tbd|skip\w*|haven'?t|hasn'?t|didn'?t|won'?t|wip)\b/i;
/** Words OPEN_WORK cannot match without ("ll" stands for "i'll", "we'll", "i will"; "can" for "cannot", "can't"). */
const OPENS_WORK = wordGate(OPEN_WORK, ['fail', 'error', 'warning', 'could', 'unable', 'can', 'not', 'still', 'remain', 'todo', 'to do', 'next', 'then', 'll', 'let', 'need', 'should', 'pending', 'later', 'left', 'tbd', 'skip', 'haven', 'hasn', 'didn', 'won', 'wip']);

/**
 * A contrast that leaves something short: "but the docs are not updated", "however it doesn't cover Windows", "but the
 * CI job still uses the old action". A report also contrasts to explain the code or a choice ("uses a JSONL-only
 * pipeline, but this is unreachable for Gemini"): only a clause that negates, or says "still" or "yet", leaves work.
 */
const CONTRAST_OPEN = /\b(?:but|however|although|though)\b[^.!?\n]*?(?:\b(?:not|no|never|none|nothing|still|yet)\b|n't\b)/i;

/** A prompt that only acknowledges ("thanks!", "looks good", "perfect"): it raises nothing to act on. */
export function acknowledgesOnly(prompt: string): boolean {
  return /^(?:thanks?|thank you|thx|ty|great|perfect|nice|cool|awesome|excellent|lgtm|looks good|sounds good|ok(?:ay)?|good)\b[^?]{0,40}$/i.test(prompt.trim());
}

/**
 * A check the assistant's report says still fails ("❌ Integration tests failing", "the e2e tests are still
 * failing"): a pipe (`| tail`) often hides the exit code, the report does not. The line saying so, or null.
 */
export function reportedFailure(text: string): string | null {
  const lines = withoutAsides(text).split('\n');
  // only the report's first line can open on the problem it waits on the user for
  const opening = waitsOnUser(text) ? firstLine(lines) : -1;
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/^[\s>*_-]+|[*_\s]+$/g, '').replace(/\*\*/g, '');
    if (line.length < 8 || line.length > 300) continue;
    if (/\b(?:fixed|now pass\w*|resolved|no longer)\b/i.test(line)) continue;
    const marked = /^(?:❌|✗|✘)\s*.*\b(?:fail\w*|error\w*|broken)\b/i.test(line);
    const said = /^(?:the\s+)?(?:[\w:./-]+\s+){0,3}(?:tests?|checks?|build|lint|specs?)\s+(?:are\s+|is\s+)?(?:still\s+fail(?:s|ing)?|failing)\b/i.test(line);
    if (marked || said || (i === opening && PROBLEM_HEAD.test(line))) return line;
  }
  return null;
}

/**
 * A report that opens on a problem it found ("**Problem detected — a subagent worked in the wrong directory.**",
 * "Something went wrong: …") and closes asking the user how to recover ("Approve the reset?"): the problem stands until
 * the user answers. One that goes on to say it was fixed does not wait on the user.
 */
const PROBLEM_HEAD = /^\W*(?:(?:a\s+)?problem|an?\s+issue)\s+(?:detected|found)\b|^\W*something went wrong\b/i;

function firstLine(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '');
}

function waitsOnUser(text: string): boolean {
  const paragraphs = text.trim().split(/\n\s*\n/);
  return (paragraphs[paragraphs.length - 1] ?? '').includes('?') && !/\b(?:fixed|resolved|recovered|undone|reverted)\b/i.test(text);
}

/**
 * The user pasted a failure back ("brew tap local/x ~/tap\nError: Tap local/x remote mismatch."): a line of error
 * output, not prose about errors ("the error message could be friendlier").
 */
export function userReportsFailure(prompt: string): boolean {
  return /^(?:error|fatal|panic|traceback)\b.{0,20}[:\s]|^\S+:\d+(?::\d+)?:\s*(?:error|fatal)\b|^(?:---\s+)?FAIL\b|\b(?:Error|ERROR|FAILED):\s+\S|\bcommand not found\b|\bexit(?:ed with)? (?:code|status) [1-9]/m.test(prompt) || RAISED.test(prompt);
}

/** A Python traceback's head, or the exception line it ends on (`FileNotFoundError: [Errno 2] …`). */
const RAISED = /^Traceback \(most recent call last\):|^(?:[a-z_][\w]*\.)*[A-Z]\w*(?:Error|Exception): \S/m;

/**
 * The user's prompt asks a question or asks to look, not to change anything ("can we double check we are not having
 * test duplication now?", "why is the worktree not available here?"). A request for work phrased as a question ("can
 * you fix X?", "could you add a test?") asks for a change, and so does any prompt naming one.
 */
export function asksOnly(prompt: string): boolean {
  const t = prompt.trim();
  if (FORBIDS_CHANGES.test(t)) return true;
  if (t.length === 0 || t.length > 400) return false;
  if (CHANGE_WORDS.test(t)) return false;
  return /\?\s*$/.test(t) || requestsLook(t) || BARE_QUESTION.test(t);
}

/**
 * A request to look, after an acknowledgement of the last answer or not ("Ok and explain what multi.py does"). The
 * opening is matched apart from the verb: no verb starts with a word, blank or mark the opening may take, so its
 * longest match is the only one the verb can follow; as one pattern the two took milliseconds to compile on first use.
 */
function requestsLook(t: string): boolean {
  return LOOK_VERB.test(t.slice(LOOK_OPENING.exec(t)![0].length));
}

/** What may come before the verb: "ok", "and now", "please", "can you" (matches the empty string too). */
const LOOK_OPENING = /^(?:(?:ok(?:ay)?|and|so|now|alright|great|thanks)[,.!]?\s+(?:and\s+(?:now\s+)?)?)?(?:please\s+)?(?:(?:can|could) (?:you|we) )?/i;

const LOOK_VERB =
  /^(?:double[- ]check|check|verify|confirm|explain|review|look at|tell me|show me|explore|study|learn about|get familiar with|familiari[sz]e yourself with|walk me through)\b/i;

/** One line that opens on a question word, typed without its question mark ("how do I quit this cli"). */
const BARE_QUESTION = /^(?:how|what|why|where|which|who|when)\b[^\n]*$/i;

/**
 * The prompt forbids every change outright ("Do not change anything. Just report back.", "Explain what happened, don't
 * do anything", "Do not implement anything"): it asks to look, however long its list of questions. Forbidding one
 * change ("don't change the API") still leaves others asked for.
 */
const FORBIDS_CHANGES =
  /\b(?:do not|don['’]t|please don['’]t)\s+(?:change|modify|edit|touch|implement|fix|do|write)\s+anything\b|\b(?:do not|don['’]t)\s+make\s+any\s+changes\b/i;

const CHANGE_WORDS =
  /\b(?:fix|add|implement|change|update|remove|delete|refactor|write|create|make|rename|move|commit|push|rebase|merge|apply|replace|revert|bump|install|run|build|deploy|do it|go ahead)\b/i;
