/**
 * User words shaped like a decision that decide nothing (issue 12, class 7: garbage decisions): git housekeeping
 * between pieces of work, a fault found with the better way still asked for, and copy-editing of prose; and the
 * user's working rules. Read by user-statements.ts before a prompt is taken as the user's choice.
 */

/**
 * Moving between branches or bringing one up to date ("okay go back to main and pull the latest"): git housekeeping
 * between pieces of work, no approach turned down.
 */
const GIT_CHORE =
  /^\W*(?:(?:ok(?:ay)?|yes|yeah|alright|now|great)[,.!]?\s+)*(?:let'?s\s+|please\s+)?(?:go|switch|get|move|check\s*out)\s+(?:back\s+)?(?:to|on)\s+(?:the\s+)?`?(?:main|master|trunk|develop|default branch|[\w./-]+\s+branch)`?(?:\s*(?:,|and|then|&)\s*(?:pull|fetch|rebase|update|sync)\b[^.?!]*)?\W*$/i;

/**
 * A clause that asks the agent for the way ("…it's not really called search service..so what's a better way we can
 * write this", typed without a question mark): the user finds fault, and the choice is still to be made.
 */
function asksForAWay(t: string): boolean {
  return t
    .split(/[.!?]+\s*|\n+/)
    .some((c) => /^\s*(?:so\s+|and\s+|but\s+)?(?:what(?:['’]s| is| would be)?|how (?:should|could|can|would|do) (?:we|i|you)|which|any (?:ideas|suggestions))\b[^]{0,80}\b(?:better|best|another|other|alternative|instead|ideas?|suggestions?)\b/i.test(c));
}

/**
 * Copy-editing the prose ("instead of saying Entire Skills tutorial just say skills tutorial", "just say code of
 * conduct"): which words a text uses is a remark on style, not an approach turned down.
 */
const COPY_EDIT = /\b(?:instead of|rather than)\s+(?:saying|calling it|writing|wording)\b|^\W*(?:just|only)\s+say\b|\b(?:need|have) to (?:say|preface|mention)\b/i;

/** The prompt only moves between branches or brings one up to date. */
export function isGitChore(t: string): boolean {
  return GIT_CHORE.test(t);
}

/**
 * The user asks the agent's view or a check before choosing, often typed without a question mark ("…so we don't need
 * the finished dependency do you think that's going to require much code", "i don't think X uses the remote name, can
 * you confirm. if so we can use remote"): the way waits on the answer.
 */
const ASKS_THEIR_VIEW = /\b(?:do you think|wdyt|(?:can|could) you (?:please )?(?:confirm|double[- ]check)|if so)\b/i;

/**
 * A clause that asks, typed without a question mark ("…just use run- prefix, but what happens with experiments folder",
 * "also what about same testid across two suites do we just add a number"), or that only guesses ("just do the other
 * changes first. maybe we don't need to add name"): the user thinks aloud with the agent, and the way waits on the
 * answer.
 */
const ASKS_UNMARKED =
  /^\s*(?:(?:so|and|but|also|ok(?:ay)?)\s+)*(?:what about|what happens|what if|how about|do we|should we|are we|is it|does it|(?:maybe|perhaps|possibly)\s+(?:we|it|you)\b)\b/i;

function asksUnmarked(t: string): boolean {
  return t.split(/[.!?;,]+\s*|\n+/).some((c) => ASKS_UNMARKED.test(c));
}

/** The words find fault but leave the way to the agent, ask the agent's view first, or only change a text's wording. */
export function leavesChoiceOpen(t: string): boolean {
  return asksForAWay(t) || ASKS_THEIR_VIEW.test(t) || COPY_EDIT.test(t) || asksUnmarked(t);
}

/**
 * A rule for how the agent goes about the work, not what the work does ("do not run the tests every time, just on the
 * eventual HEAD", "please don't amend commits", "no need to run the browser tests"): when to run checks and how to use git;
 * and a turn held back ("Don't do anything, I just want to ask"). It chooses no way of doing the
 * work, so it is no decision. Pushing a change through ("dont just push the migrations through") is a way of doing it.
 */
const WORKING_RULE =
  /^\W*(?:(?:oh|ok(?:ay)?|no|also|and|btw)[,.!]?\s+)*(?:please\s+)?(?:do not|don'?t|never|stop|no need to)\s+(?:just\s+|always\s+|keep\s+)?(?:run(?:ning)?|re-?run\w*|commit\w*|push(?:es|ed|ing)?(?!\s+(?:through|for|back|forward|ahead)\b)|amend\w*|rebas\w*|force[- ]push\w*|squash\w*|build\w*|lint\w*|test\w*|ask\w*|wait\w*|spawn\w*|(?:do|change|touch|edit|implement|modify)\s+anything|make\s+any\s+changes)\b/i;

/** The user's words set how the agent works rather than a way of doing the work. */
export function isWorkingRule(t: string): boolean {
  return WORKING_RULE.test(t);
}
