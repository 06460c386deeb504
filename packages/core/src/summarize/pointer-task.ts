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
  if (!shipsOnly(prompt) && pointsBack(requestOf(prompt)) && withReferent(prompt, previous, offered) === null) s.pointerTaskSeq = s.seq;
}

/**
 * The assistant's message after that prompt: its first sentences that state what it sees (not a step it announces,
 * "Let me look at the code.") are added to the task, as the agent's reading, in quotes: its words are no instruction.
 */
export function readPointer(s: BuilderState, message: string): void {
  const task = s.firstPrompt;
  if (s.pointerTaskSeq === null || !task || task.seq !== s.pointerTaskSeq) return;
  const said = sentences(message).filter((x) => !ANNOUNCES_STEP.test(x));
  if (said.length === 0) return;
  s.pointerTaskSeq = null;
  const reading = oneLine(said.slice(0, READING_SENTENCES).join(' '), READING_CHARS);
  s.firstPrompt = { ...task, text: capText(`${task.text} (the agent's reading of it: "${reading}")`, LIMITS.promptChars) };
}

/** A sentence that only says what the agent does next. */
const ANNOUNCES_STEP = /^(?:let me|let's|i'll|i will|i'm going to|now,? (?:i|let)|first,? (?:i|let)|ok(?:ay)?[,.]? (?:let|i'll))\b/i;

const READING_SENTENCES = 2;
const READING_CHARS = 240;
