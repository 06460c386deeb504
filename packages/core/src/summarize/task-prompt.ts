/**
 * Which prompt states the task. The first prompt does, unless it only agrees to something ("yep let's do it", "go
 * ahead") or only checks what the agent can reach ("do you have access to linear?"): such a prompt names no work. A
 * bare agreement's task is what it agrees to, the assistant's proposal just before it; a reach check's is the next
 * prompt that names work.
 */
import { oneLine } from './clip.js';

const TASK_FROM_PROPOSAL_MAX = 600;

/** "yep let's do it", "yes please", "ok go ahead", "sounds good, do it": agreement and nothing else. */
const AGREES =
  /^\W*(?:(?:yes|yeah|yep|yup|sure|ok(?:ay)?|cool|great|perfect|sounds good|looks good|lgtm|right)\b[\s,.!]*)*(?:(?:let'?s|please|then|just)\s+)*(?:do (?:it|that|this|so)|go(?: for it| ahead)?|proceed|implement (?:it|that|this)|make it so|ship it|please|thanks?)?(?:[\s,.!]+(?:please|now|then|thanks?))*\W*$/i;
/** "do you have access to linear?", "can you see the repo?": a question about the agent's reach, no work named. */
const REACH_CHECK = /^\W*(?:do|can|could|are) you (?:have (?:access to|a way to read)|see|access|reach|read|be able to (?:see|access)|able to (?:see|access))\b[^.?!]{0,80}\?\W*$/i;

/** The prompt names no work of its own. */
export function namesNoWork(prompt: string): boolean {
  const t = prompt.trim();
  // A bare slash command (`/commit-push-pr`) asks for its skill's work; the words of the task come later, if at all.
  return t.length > 0 && t.length <= 120 && (AGREES.test(t) || REACH_CHECK.test(t) || /^\/[A-Za-z][\w:-]*$/.test(t));
}

/** The task a bare agreement stands for: the proposal it agrees to (the assistant's message before it), or null. */
export function agreedTask(prompt: string, offered: string | null): string | null {
  const t = prompt.trim();
  if (!offered || !AGREES.test(t) || t.length > 120) return null;
  const proposal = oneLine(offered, TASK_FROM_PROPOSAL_MAX);
  return proposal.length >= 20 ? `Agreed to the assistant's proposal ("${oneLine(t, 60)}"): ${proposal}` : null;
}

/** A prompt this long states a request of its own, whatever it names. */
const OWN_REQUEST_MIN = 200;
/** Code it names: `camelCase`, `snake_case`, a path or a file name, anything in backticks. */
const NAMES_CODE = /\b[a-z]+[A-Z]\w*|\b[A-Za-z]+_\w+|\b[\w-]+\/[\w./-]+|`[^`]+`|\b[\w-]+\.(?:go|ts|tsx|js|py|rs|rb|java|md|json|ya?ml|toml)\b/;

/**
 * A checkpoint part's first prompt that is a request of its own, not a follow-up of the session's first one ("all
 * four", "yes, fix it"): long, or naming the code it is about ("what is the test coverage now for extractLines").
 */
export function statesOwnRequest(prompt: string): boolean {
  const t = prompt.trim();
  if (namesNoWork(t)) return false;
  return t.length >= OWN_REQUEST_MIN || (t.length >= 40 && NAMES_CODE.test(t));
}
