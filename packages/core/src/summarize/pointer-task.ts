/**
 * A task that only points ("can we fix this?", "what about that error?") at what its text does not hold: a screenshot
 * pasted with it, or a failure seen before the part read, with nothing said before it that it could point at. The
 * agent's first account of what it sees there says what the task is about, and goes with it: a next agent handed
 * "can we fix this?" alone could not tell what to fix.
 */
import { LIMITS } from './builder-model.js';
import type { BuilderState } from './builder-state.js';
import { capText, oneLine, sentences } from './clip.js';
import { pointsBack, requestOf, shipsOnly, withReferent } from './task-prompt.js';

/**
 * Called when the task was just taken from the prompt as said: when it points and no message before it (the user's
 * question, the assistant's proposal) is what it points at, the agent's next words are awaited.
 */
export function watchPointer(s: BuilderState, prompt: string, previous: string | null, offered: string | null): void {
  if (shipsOnly(prompt) || withReferent(prompt, previous, offered) !== null) return;
  if (pointsBack(requestOf(prompt)) || (previous === null && offered === null && grantsOnly(prompt))) s.pointerTaskSeq = s.seq;
}

/**
 * A go-ahead that says how to work, not what ("make the changes and don't keep asking me", "pode fazer as
 * alterações", "go ahead, you're approved"), given as the only prompt of a session: the work it grants is what the
 * agent finds to do, so the agent's reading of it says the task. A prompt naming a file or a place of its own is not one.
 */
export function grantsOnly(prompt: string): boolean {
  const t = prompt.trim();
  return t.length <= GRANT_MAX && GRANTS.test(t) && !NAMES_OBJECT.test(t);
}

const GRANT_MAX = 160;
/** The go-ahead opening the prompt, in English, Portuguese or Spanish: to make "the changes", or to go on. */
const GRANTS =
  /^\W*(?:(?:please|pls|ok(?:ay)?|sure|yes|sim|si|s[íi])[,.!]*\s+)?(?:(?:you\s+(?:can|may)|feel\s+free\s+to|go\s+ahead\s+and|pode[s]?|voc[êe]\s+pode|vc\s+pode|puedes?)\s+)?(?:(?:make|apply|do|implement)\s+(?:the|these|those|all(?:\s+the)?|your)\s+(?:changes|edits|fixes|updates)|(?:fazer|fa[çc]a|aplicar|aplique)\s+(?:as|todas(?:\s+as)?)\s+(?:altera[çc][õo]es|mudan[çc]as|corre[çc][õo]es)|(?:hacer|haz|aplicar|aplica)\s+(?:los|todos\s+los)\s+cambios|go\s+ahead|proceed|do\s+it|pode\s+seguir|prossiga|adelante)\b/i;
/** A file, a path or code the prompt names: the work is then said. */
const NAMES_OBJECT = /`|[\w-]+\.[a-z]{1,5}\b|\w\/\w|\b(?:to|in|for|on)\s+the\s+\w+|\bso\s+that\b/i;

/**
 * The assistant's message after that prompt: its first sentences that state what it sees (not a step it announces,
 * "Let me look at the code.") are added to the task, as the agent's reading, in quotes: its words are no instruction.
 */
export function readPointer(s: BuilderState, message: string): void {
  const task = s.firstPrompt;
  if (s.pointerTaskSeq === null || !task || task.seq !== s.pointerTaskSeq) return;
  const read = withReading(task.text, message);
  if (read === null) return;
  s.pointerTaskSeq = null;
  s.firstPrompt = { ...task, text: read };
}

/** `request` with the agent's reading of what it points at, from `message`; null when the message states nothing yet. */
export function withReading(request: string, message: string): string | null {
  const said = sentences(message).filter((x) => !ANNOUNCES_STEP.test(x));
  if (said.length === 0) return null;
  const reading = oneLine(said.slice(0, READING_SENTENCES).join(' '), READING_CHARS);
  return capText(`${request} (the agent's reading of it: "${reading}")`, LIMITS.promptChars);
}

/** A sentence that only says what the agent does next. */
const ANNOUNCES_STEP = /^(?:let me|let's|i'll|i will|i'm going to|now,? (?:i|let)|first,? (?:i|let)|ok(?:ay)?[,.]? (?:let|i'll))\b/i;

const READING_SENTENCES = 2;
const READING_CHARS = 240;
