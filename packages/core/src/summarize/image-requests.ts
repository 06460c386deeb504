/**
 * A later prompt whose words only label or point at the image pasted with it ("For error on github action deploy:",
 * "Can we fix this?" under a screenshot of a failing query): the image holds the request, whatever the assistant asked
 * before it. Its text alone would tell the next agent nothing, so the agent's first reading of the image goes with it
 * (as for a task that points: pointer-task.ts), once the assistant states what it sees.
 */
import type { BuilderState } from './builder-state.js';
import { withReading } from './pointer-task.js';
import { statesOwnRequest } from './task-prompt.js';

/** Longer words say what they ask by themselves. */
const LABEL_MAX = 200;

/** The prompt's words, with `images` pasted, say nothing the image does not: the image is the request. */
export function asksAboutImage(text: string, images: number): boolean {
  return images > 0 && text.length <= LABEL_MAX && !statesOwnRequest(text);
}

/** The assistant's message after such a prompt: its reading goes with the request the prompt asks (work-request.ts). */
export function readImageRequest(s: BuilderState, message: string): void {
  const asks = s.lastPromptAsks;
  if (!asks?.image || asks.read) return;
  const read = withReading(asks.text, message);
  if (read !== null) s.lastPromptAsks = { ...asks, text: read, read: true };
}
