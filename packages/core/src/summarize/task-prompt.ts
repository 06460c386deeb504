/**
 * Which prompt states the task. The first prompt does, unless it only agrees to something ("yep let's do it", "go
 * ahead"), only greets ("hi"), only brings the working copy up to date ("check out main; pull the latest") or only
 * checks what the agent can reach ("do you have access to linear?"): such a prompt names no work. A bare agreement's task is what it agrees to, the assistant's proposal just before it; a greeting's or
 * a reach check's is the next prompt that names work. A checkpoint's part that starts later in a transcript brings the
 * transcript's first prompt along; when that was only a question ("why does this only work on unix?"), an earlier
 * checkpoint answered it, and the part's first request that stands on its own is the task.
 */
import { asksOnly as asksNoChange } from './claims.js';
import { oneLine, unbold } from './clip.js';
import { extractQuestions, isOffer } from './questions.js';
import { wordGate } from './word-gate.js';

const TASK_FROM_PROPOSAL_MAX = 600;

/** "yep let's do it", "yes please", "ok go ahead", "sounds good, do it": agreement and nothing else. */
const AGREES =
  /^\W*(?:(?:yes|yeah|yep|yup|sure|ok(?:ay)?|cool|great|perfect|sounds good|looks good|lgtm|right)\b[\s,.!]*)*(?:(?:let'?s|please|then|just)\s+)*(?:do (?:it|that|this|so)|go(?: for it| ahead)?|proceed|implement (?:it|that|this)|make it so|ship it|please|thanks?)?(?:[\s,.!]+(?:please|now|then|thanks?))*\W*$/i;
/** "do you have access to linear?", "can you see the repo?": a question about the agent's reach, no work named. */
const REACH_CHECK = /^\W*(?:do|can|could|are) you (?:have (?:access to|a way to read)|see|access|reach|read|be able to (?:see|access)|able to (?:see|access))\b[^.?!]{0,80}\?\W*$/i;

/**
 * "check out main; pull the latest", "checkout main..pull the latest..get rid of uncommitted changes", "git pull":
 * bringing the working copy up to date before the work, step by step. It names no work of its own; the next prompt
 * that does is the task.
 */
const SYNC_STEP = new RegExp(
  '^(?:(?:ok(?:ay)?|first|please|let\'?s|and|then|also|just)\\s+)*(?:' +
    [
      '(?:git\\s+)?(?:check\\s*out|checkout|switch\\s+to|(?:go|get|head)\\s+(?:back\\s+)?to)\\s+(?:the\\s+)?(?:main|master|trunk|develop)(?:\\s+branch)?',
      '(?:git\\s+)?(?:pull|fetch|update|sync)(?:\\s+(?:down\\s+)?(?:the\\s+)?(?:latest|changes|upstream|origin(?:\\s+main)?|it|from\\s+(?:origin|main|remote)))*',
      '(?:get\\s+rid\\s+of|discard|drop|throw\\s+away|reset|clean(?:\\s+up)?|stash|remove)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:uncommitted|local|unstaged|pending)(?:\\s+(?:changes|edits|files))?',
    ].join('|') +
    ')(?:\\s*,?\\s*(?:please|thanks?|first))?$',
  'i',
);
/** The steps of a prompt: split at `;`, `,`, `&`, `..`, a full stop, "and", "then". */
const STEP_BREAK = /\s*(?:[;,&]|\.{1,3}|\b(?:and|then)\b)\s*/i;

/** A step that is only a word of the sentence ("first, …", "ok, …"). */
const FILLER = /^(?:ok(?:ay)?|first|please|so|now)$/i;

function syncsOnly(t: string): boolean {
  const steps = t.replace(/^\W+|[\s.!?]+$/g, '').split(STEP_BREAK).map((x) => x.trim()).filter((x) => x && !FILLER.test(x));
  return steps.length > 0 && steps.every((x) => SYNC_STEP.test(x));
}
/** "hi", "hello there", "good morning": a greeting and nothing else. */
const GREETS = /^\W*(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening))(?:\s+there)?\W*$/i;
/**
 * "why does this only work on unix?", "are there git hooks for a reset?", "question: is X done at commit or at Y?": one
 * question asking for an answer. A polite request ("can you fix the build?") asks for work, so it is not one.
 */
const ASKS_ONLY =
  /^\W*(?:(?:quick\s+)?question:[^\n?]{1,250}|(?:why|what|how|where|which|who|when|(?:is|are|was|were|does|do|did|has|have)(?:n['’]t)?|(?:the|this|that|these|those)\b(?![^\n?]*\b(?:can|could|would|will) you\b))\b[^\n?]{0,200})\?\W*$/i;
/** Fewer characters than a request that names its own subject: "all four", "yes, fix it", "now the tests". */
const FOLLOW_UP_MAX = 80;
/** A prompt this long states a request of its own, whatever it names. */
const OWN_REQUEST_MIN = 200;
/** "arrggghh that is no good…", "ok, but…", "that fails too…": a prompt that opens by reacting to the turn before. */
const REACTS =
  /^\W*(?:a+r+g+h+|u+g+h+|h+m+|a+h+|o+h+|no|nope|ok|okay|yes|yeah|yep|but|and|so|also|then|now|that|this|it|same|again|still|wait|sorry|great|nice|thanks)\b/i;

/** The prompt names no work of its own. */
export function namesNoWork(prompt: string): boolean {
  const t = prompt.trim();
  // A bare slash command (`/commit-push-pr`) asks for its skill's work; the words of the task come later, if at all.
  if (recapsOnly(t)) return true;
  return t.length > 0 && t.length <= 120 && (AGREES.test(t) || GREETS.test(t) || REACH_CHECK.test(t) || checksIn(t) || syncsOnly(t) || /^\/[A-Za-z][\w:-]*$/.test(t) || STATUS_COMMAND.test(t));
}

/**
 * "entire status", "git status", "gh pr status --json", "git log --oneline": a read-only status command typed as the
 * prompt, asking to see where things stand. It names no work; the next prompt that does is the task.
 */
const STATUS_COMMAND = /^\W*(?:(?:git|entire|jj|hg|svn|gh(?:\s+(?:pr|run|issue))?)\s+(?:status|st|log)|status)(?:\s+-{1,2}[\w=-]+)*\W*$/i;

/** "where did we leave off", "what's the status", "catch me up": asking for an account of the work so far. */
const ASKS_RECAP =
  /\bwhere\s+(?:(?:did|do)\s+(?:we|i|you)\s+(?:last\s+)?(?:leave|stop)(?:\s+off)?|(?:we|i|you)\s+(?:last\s+)?(?:left\s+off|stopped|are|were)|(?:are|were)\s+we)\b|\bwhat(?:'s|’s|\s+is|\s+was)\s+(?:the\s+)?(?:current\s+|latest\s+)?(?:status|state|progress)(?:\s+(?:of|on)\s+(?:the\s+|this\s+|our\s+)?(?:project|work|repo(?:sitory)?|codebase|app|things|everything))?(?=\s*(?:[?.!,;:]|$|\b(?:and|then|here|now)\b))|\bwhat\s+(?:were|was)\s+(?:we|i|you)\s+(?:working\s+on|doing)\b|\bcatch\s+(?:me|us)\s+up\b|\b(?:get|bring)\s+(?:me\s+|us\s+)?up\s+to\s+speed\b/i;
/**
 * A step that only reads itself in ("learn about this current project", "read the notes", "check the git log"): it
 * names no change to make.
 */
const ORIENTS =
  /^(?:(?:please|can you|could you|let'?s|first|so|hey|hi|ok(?:ay)?)\s+)*(?:learn|read|review|look(?:\s+(?:at|into|over|through|around))?|check|explore|familiari[sz]e|get familiar|understand|go\s+(?:over|through)|scan|study|remind me|tell me|summari[sz]e|recap|see)\b(?![^\n]*\b(?:fix|add|implement|write|update|remove|delete|refactor|rename|create|move|change|replace|bump|migrate|build|continue|finish)\b)/i;
/** Longer than this, a prompt says more than a request for a recap. */
const RECAP_MAX = 300;
const RECAP_ASKED = wordGate(ASKS_RECAP, ['where', 'what', 'catch', 'speed']);

/**
 * The session opens by asking where the work stands ("learn about this current project and where we last left off",
 * "what's the status?"): an orientation, no work of its own. The next request for a change is the task; if none comes,
 * the recap stays the task.
 */
function recapsOnly(t: string): boolean {
  if (t.length > RECAP_MAX || !RECAP_ASKED.test(t)) return false;
  const steps = t.replace(/^\W+|[\s.!?]+$/g, '').split(/\s*(?:[;,&?!]|\.\s|\b(?:and|then|also)\b)\s*/i).map((x) => x.trim()).filter((x) => x && !FILLER.test(x));
  return steps.every((x) => ASKS_RECAP.test(x) || ORIENTS.test(x) || GREETS.test(x));
}

/**
 * "push", "commit and push", "ok, commit it", "yeah we can commit and merge it": it ships the work before it (commit,
 * push, merge) and names none of its own.
 */
const SHIPS_ONLY =
  /^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|yup|sure|cool|great|now|then|please)[\s,.!]+)*(?:(?:we|you)\s+(?:can|could)\s+|let'?s\s+|go\s+ahead\s+and\s+)?(?:(?:git\s+)?(?:commit|push|stage|merge)(?:\s+(?:it|this|that|them|everything|the changes|changes))?(?:[\s,&]+(?:and\s+|then\s+)?|\W*$)){1,3}(?:please|now|thanks?)?\W*$/i;

/** The prompt only ships the work before it (commit, push): it names no work of its own. */
export function shipsOnly(prompt: string): boolean {
  return SHIPS_ONLY.test(prompt.trim());
}

/** "commit and push to github with the log", "ok push to my repo", "save it to a file and commit": it opens by shipping. */
const SHIPS_FIRST = /^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|now|then|please)[\s,.!]+)*(?:(?:can|could)\s+you\s+)?(?:git\s+)?(?:commit|push|save|stage)\b/i;

/** The prompt opens by shipping the work before it, whatever else it says about where or how. */
export function shipsFirst(prompt: string): boolean {
  return SHIPS_FIRST.test(prompt.trim());
}

/**
 * "fix the linter errors", "need to bump all versions", "can you check why the build fails", "write a new poem": an
 * order whose object is named (an article before it names it too), not a follow-up that points back ("fix it", "do
 * this too", "check again").
 */
const WORK_VERBS =
  'fix|add|implement|write|update|remove|delete|refactor|rename|create|move|change|replace|investigate|debug|extract|convert|port|migrate|upgrade|document|address|resolve|clean up|bump|revert|try|review|check|look (?:at|into)|make(?!\\s+sure)|build|generate|design|draft|simplify|improve|split|set up';
const ORDERS_WORK = new RegExp(
  `^\\W*(?:please\\s+)?(?:(?:we\\s+|you\\s+)?(?:need|have|ought)\\s+to\\s+|let'?s\\s+|(?:can|could|would|will)\\s+(?:you|we)\\s+(?:please\\s+)?)?(?:${WORK_VERBS})\\s+(?:an?\\s+)?(?!(?:it|this|that|them|these|those|too|also|again)\\b)\\S{3,}`,
  'i',
);
const WORK_VERB = new RegExp(`\\b(?:${WORK_VERBS})\\b`, 'i');

/** Longer than this, a question says more than how the agent is doing. */
const CHECK_IN_MAX = 40;
/** "can you …?", "would you …?": a polite request, whatever verb follows. */
const POLITE_REQUEST = /\b(?:can|could|would|will)\s+(?:you|u)\b/i;
/** "the tests", "this branch", "my PR": an object the question is about. */
const DEFINITE_OBJECT = /\b(?:the|this|that|these|those|my|our|your)\s+\w/i;

/**
 * "you good there?", "are you stuck?", "did you finish?": a short question to the agent about itself, typed while it
 * works or went quiet. No verb of work, no code, no object of its own: it asks for no work, so the request before it
 * stays the task.
 */
export function checksIn(prompt: string): boolean {
  const t = prompt.trim();
  if (t.length > CHECK_IN_MAX || !t.endsWith('?') || /[\n.!]/.test(t.slice(0, -1)) || !/\b(?:you|u)\b/i.test(t)) return false;
  return !WORK_VERB.test(t) && !NAMES_CODE.test(t) && !POLITE_REQUEST.test(t) && !DEFINITE_OBJECT.test(t);
}

/**
 * "I'd like a different name for the skill", "I want a dark mode toggle", "…give me 10 options": the user names what
 * they want, something new (an indefinite object), not a pointer back to what came before.
 */
const WANTS = /^\W*(?:i(?:'d|’d| would)\s+(?:like|love|prefer)|i\s+(?:want|need))\s+(?:a|an|some|more|another|\d+)\s+\w{3,}|\bgive me\s+(?:a|an|some|more|a few|several|\d+)\s+\w{3,}/i;

/** "okay, ", "hmm ", "ugh. ": a reaction that opens a prompt before what it asks. */
const OPENER = /^\W*(?:(?:ok(?:ay)?|h+m+|yes|yeah|yep|yup|sure|great|nice|cool|alright|u+g+h+|a+r+g+h+)\b[\s,.!]*)+/i;
/** "commit this, then ", "yes, please do the commit, then ": shipping the work before, ahead of what comes next. */
const SHIP_LEAD = /^(?:please\s+)?(?:do\s+the\s+)?(?:git\s+)?(?:commit|push)(?:\s+(?:it|this|that|these|everything|the changes))?\s*(?:[,;]|&&?|\band\b)?\s*then\b[\s,]*/i;

/**
 * A skill's or a workflow's slash command leading its arguments ("/gsd:quick move the multi-select bar to the bottom",
 * "/superpowers:write-plan let's write a short plan for this"): the arguments are what the user asks.
 */
const COMMAND_LEAD = /^\/[A-Za-z][\w:.-]*\s+(?=\S)/;

/** What the prompt asks once its command name, its opening reaction and a commit of the work before are set aside. */
export function requestOf(prompt: string): string {
  return prompt.trim().replace(COMMAND_LEAD, '').replace(OPENER, '').replace(SHIP_LEAD, '').replace(OPENER, '').trim();
}

/**
 * A checkpoint's part opens at `prompt`, and `before` was the last prompt before the part: the prompt only follows that
 * order up ("wrong branch, can you check again" after "look at the PR for the branch and check the comment"), so the
 * part carries the order on. A question or a request of its own opens something new, and after a remark ("I've also
 * seen files with the wrong agent type") a "yes, fix it" answers the proposal, not the remark.
 */
export function followsUpOrder(prompt: string, before: string): boolean {
  const t = prompt.trim();
  return t.length <= FOLLOW_UP_MAX && !t.includes('?') && !statesOwnRequest(t) && ORDERS_WORK.test(requestOf(before));
}

/** "let's do the other bit", "now the rest": more of the work before, named by pointing at it. */
const MORE_OF_IT = /^(?:let'?s\s+|now\s+|please\s+)?(?:(?:do|start|continue|finish|tackle|handle)\s+(?:with\s+|on\s+)?)?(?:the\s+)?(?:other|next|rest|remaining|second)\b[\w\s]{0,20}\W*$/i;

/**
 * "commit this, then let's do the other bit": it ships work from before the transcript and points at more of it. Like
 * the head of a checkpoint's later part, it carries on earlier work: the session's next own request is the task.
 */
export function carriesOnEarlierWork(prompt: string): boolean {
  const core = requestOf(prompt);
  return core !== prompt.trim() && SHIP_LEAD.test(prompt.trim().replace(OPENER, '')) && MORE_OF_IT.test(core);
}

/** An opening reaction and its punctuation: "Now, ", "ok so ". */
const REACTION_LEAD = new RegExp(`${REACTS.source}[\\s,.!:;-]*`, 'i');

/**
 * The prompt whose turn made the part's first change led to its work: the task is what it asks, read through the rules
 * here (an agreement stands for the proposal, a pointer back for what it points at). The edits show it asked for work
 * even when it opens on a reaction, if what follows names the code it acts on ("Now, make an edit to README.md…", not
 * "no, write the plan", which answers the turn before); a bare follow-up ("continue", "all four")
 * carries on the task before it: null. `pointsBack`: an agreement or a pointer back may state the task.
 */
export function taskLedToWork(prompt: string, previous: string | null, offered: string | null, pointsBack = true): string | null {
  const t = prompt.trim();
  const named = pointsBack ? (agreedTask(t, offered) ?? withReferent(t, previous, offered)) : null;
  if (named) return named;
  const rest = t.replace(REACTION_LEAD, '');
  return statesOwnRequest(t) || (NAMES_CODE.test(rest) && statesOwnRequest(rest)) || runsSkill(t) ? t : null;
}

/**
 * "ok so with the email coming from the login only, if the user ends up in the app with a session refresh, their email
 * obviously remains user": past its opening reactions, a statement long enough to say what is wrong, without asking
 * anything. When its turn changes files, what it reports is the work.
 */
export function reportsProblem(prompt: string): boolean {
  let rest = prompt.trim();
  for (let i = 0; i < MAX_REACTIONS && REACTS.test(rest); i++) rest = rest.replace(REACTION_LEAD, '');
  return rest !== prompt.trim() && !rest.includes('?') && standsAlone(rest);
}

/** "ok so", "yeah but now": more reactions in a row than this are not one prompt's opening. */
const MAX_REACTIONS = 3;

/**
 * A bare slash command running a skill's own work (`/punt-dev:reconcile`): when its turn changes files, it is the
 * request that led to them, whatever the session asked before. One that ships or resumes the work before it
 * (`/commit-push-pr`, `/continue`) names no work of its own.
 */
function runsSkill(prompt: string): boolean {
  return /^\/[A-Za-z][\w:-]*$/.test(prompt) && !CARRIES_ON_COMMAND.test(prompt);
}

const CARRIES_ON_COMMAND = /\b(?:commit|push|pr|merge|ship|sync|continue|resume|status|review)\b/i;

/** The prompt asks for no change, or names no work: when its turn changed nothing, it does not set the part's task. */
export function leadsToNoWork(prompt: string): boolean {
  const t = prompt.trim();
  return asksOnly(requestOf(t)) || asksNoChange(t) || namesNoWork(t) || shipsOnly(t);
}

/** The prompt only asks one question: brought in from before a checkpoint's part, it was answered there. */
export function asksOnly(prompt: string): boolean {
  return ASKS_ONLY.test(prompt.trim());
}

/** The prompt states a request by itself, not as a follow-up to what came before ("all four", "yes, fix it"). */
export function standsAlone(prompt: string): boolean {
  const t = prompt.trim();
  return t.length > FOLLOW_UP_MAX && !REACTS.test(t) && !namesNoWork(t) && !asksOnly(t);
}

/**
 * After a question that got its answer, the request that follows is the task when it stands alone, or when it is long
 * enough to state its own subject even though it opens on "This …" (a pasted review comment).
 */
export function requestsAfterAnswer(prompt: string): boolean {
  const t = prompt.trim();
  return standsAlone(t) || (t.length >= OWN_REQUEST_MIN && !namesNoWork(t) && !asksOnly(t));
}

/**
 * A workflow command typed later with a request of its own ("/gsd:quick move the multi-select bar to the bottom of the
 * file-list"): the user starts a new piece of work through the command, however short the request and whatever was
 * done before; the work before it is over.
 */
export function startsWork(prompt: string): boolean {
  const t = prompt.trim();
  return COMMAND_LEAD.test(t) && statesOwnRequest(t);
}

/**
 * A report that closes on an offer naming its own work ("…Phase 2b is done. Want me to start **Phase 3 — the CRUD UI**
 * next?"): that offer is what was agreed to, not the report before it. One that points back ("Shall I implement it?")
 * stands for the message it closes.
 */
function ownOffer(message: string): string | null {
  const offer = extractQuestions(message).filter(isOffer).pop();
  if (!offer || /\b(?:it|this|that|these|those|them)\b/i.test(offer) || offer.split(/\s+/).length < 6) return null;
  return unbold(offer);
}

/** The task a bare agreement stands for: the proposal it agrees to (the assistant's message before it), or null. */
export function agreedTask(prompt: string, offered: string | null): string | null {
  const t = prompt.trim();
  if (!offered || !AGREES.test(t) || t.length > 120) return null;
  const proposal = oneLine(ownOffer(offered) ?? offered, TASK_FROM_PROPOSAL_MAX);
  return proposal.length >= 20 ? `Agreed to the assistant's proposal ("${oneLine(t, 60)}"): ${proposal}` : null;
}

/** A prompt short enough to be a command line ("marvin work", "make bootstrap"), not a sentence. */
const COMMAND_MAX = 60;

/**
 * The agent ran the prompt verbatim as a command ("marvin work"): the prompt named a command, not the work, and the
 * work is what running it gave. The agent's report after the run says what that was.
 */
export function runsPrompt(prompt: string, command: string): boolean {
  const p = prompt.trim();
  return p.length <= COMMAND_MAX && !p.includes('\n') && command.trim() === p;
}

/** The task of a prompt the agent ran as a command: the prompt, and the agent's report of the work it gave. */
export function workFromRun(prompt: string, report: string): string | null {
  const said = oneLine(report, TASK_FROM_PROPOSAL_MAX);
  return said.length >= 20 ? `${oneLine(prompt, COMMAND_MAX)} (run as a command; the agent reported the work it gave): ${said}` : null;
}

/** Code it names: `camelCase`, `snake_case`, a path or a file name, anything in backticks. */
const NAMES_CODE = /\b[a-z]+[A-Z]\w*|\b[A-Za-z]+_\w+|\b[\w-]+\/[\w./-]+|`[^`]+`|\b[\w-]+\.(?:go|ts|tsx|js|py|rs|rb|java|md|json|ya?ml|toml)\b/;

/**
 * What the user says about the work, then one question that asks for no change: "in setup.go we now call
 * strategy.OpenRepository(). do we need to close the repository again?". The assistant answers it; the work it asks
 * about stays the task. "… is there anything we can add to AGENTS.md?" asks for a change, so it is a request.
 */
function questionsWork(t: string): boolean {
  const last = t.split(/(?<=[.!])\s+/).pop() ?? t;
  return last !== t && asksOnly(last) && asksNoChange(t);
}

/**
 * A checkpoint part's first prompt that is a request of its own, not a follow-up of the session's first one ("all
 * four", "yes, fix it"): long, naming the code it is about ("what is the test coverage now for extractLines"), an
 * order that names its object ("fix the linter errors"), or a request that stands alone ("the skill is pretty good. can
 * we add more diagrams before the explanations"). One rule whether the part opens at that prompt or mid-turn in it.
 */
export function statesOwnRequest(prompt: string): boolean {
  const t = prompt.trim();
  if (namesNoWork(t) || shipsOnly(t)) return false;
  // Read past an opening "okay, " or "commit this, then ": "okay, let's try the pty approach (creack/pty is MIT)".
  const core = requestOf(t);
  // "yeah that was the one `collectChangedFiles`. continue then" names code, but answers the turn before; "do you mean
  // changing `PromptOverwrite`?" asks about it.
  if (!core || REACTS.test(core) || asksOnly(core) || questionsWork(core)) return false;
  return core.length >= OWN_REQUEST_MIN || (core.length >= 40 && NAMES_CODE.test(core)) || ORDERS_WORK.test(core) || WANTS.test(core) || standsAlone(core);
}

/**
 * "okay lets make them", "add these please", "let's write a short plan for this - …", a bare "fix": an order whose
 * object only points back, or is left out. What it points at is in the turn it answers: the user's own question about
 * the work ("should we create issue templates and pull request templates"), else the assistant's proposal.
 */
const POINTS_BACK =
  /^(?:let'?s\s+|please\s+|go\s+ahead\s+and\s+|(?:can|could|would)\s+you\s+)?(?:just\s+)?[a-z]+\s+(?:(?:a|an|the|some)\s+)?(?:[a-z]+\s+){0,2}?(?:(?:for|of|on|about)\s+)?(?:it|them|this|that|these|those)(?:\s+(?:one|ones|please|now|then|too|all|both|up|in))*\s*(?:[.!,;?—–-]|$)|^(?:please\s+)?[a-z]+(?:\s+(?:please|now))?\s*[.!]*$/i;
/** "should we create issue templates…", "can we add a retry?": a question about doing some work. */
const ASKS_ABOUT_WORK = /^\W*(?:should|shall|could|can|would|do|must)\s+(?:we|i|you)\s+\w+/i;

/** A first order that names no code, then one that points back: "lets create a branch and implement all of these". */
const THEN_CLAUSE = /^([^.?!\n]{1,80}?),?\s+(?:and(?:\s+then)?|then)\s+([^.?!\n]+[.!]?)$/i;

/**
 * "fix all", "do both", "can you fix option 1", "implement items 2 and 3": an order whose object is a count or a numbered
 * item of what was said before (the findings, the options offered), not a thing of its own. The verb is one of an
 * order's, so "hi all" and "thanks all" point at nothing.
 */
const POINTS_AT_ITEMS =
  /^(?:let'?s\s+|please\s+|go\s+ahead\s+and\s+|(?:can|could|would)\s+you\s+)?(?:just\s+)?(?:fix|do|implement|apply|address|handle|tackle|take|try|pick|revert|undo)\s+(?:all|both|everything|(?:the\s+)?(?:first|second|third|last)(?:\s+one)?|(?:option|item|number|point|issue|step|suggestion|finding)s?\s*#?\d+(?:\s*(?:,|and|&)\s*#?\d+)*)(?:\s+(?:of\s+(?:them|these|those)|please|now|then|too))*\s*[.!?]*$/i;

/** The order points back, by itself or in its last clause after a step that names no code of its own. */
export function pointsBack(request: string): boolean {
  if (POINTS_BACK.test(request) || POINTS_AT_ITEMS.test(request)) return true;
  const clauses = THEN_CLAUSE.exec(request);
  return clauses !== null && !NAMES_CODE.test(clauses[1] ?? '') && POINTS_BACK.test(clauses[2] ?? '');
}

/**
 * The task a request that points back stands for: the request, with what it points at, or null when it names its own
 * object (or nothing before names one).
 */
export function withReferent(prompt: string, previous: string | null, offered: string | null): string | null {
  // requestOf reads past a skill's slash command leading its arguments ("/superpowers:write-plan let's write a plan for this").
  if (shipsOnly(prompt) || !pointsBack(requestOf(prompt))) return null;
  const said = oneLine(prompt, TASK_FROM_PROPOSAL_MAX);
  if (previous && ASKS_ABOUT_WORK.test(previous)) return `${said} (answering the user's question before it: "${oneLine(previous, TASK_FROM_PROPOSAL_MAX)}")`;
  const proposal = offered ? oneLine(offered, TASK_FROM_PROPOSAL_MAX) : '';
  return proposal.length >= 20 ? `${said} (taking up the assistant's proposal before it: ${proposal})` : null;
}
