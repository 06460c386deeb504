/**
 * A tool's output as the summarizer reads it. Most results are read for facts only (an exit code, whether a form was
 * answered), taken from the raw head of the output; its text, cut and redacted across the cut, is made only where it
 * may be printed (a failure, a refusal's words, an answered form, an edit's result): cutting every output was a fifth of
 * a handoff's time (safety/deferred-cut.ts).
 */
import { outputHead } from '../adapters/text.js';
import type { ToolResultEvent } from '../types/events.js';
import { ends } from './clip.js';

/** Work caps per result: how much of an output the patterns look at. */
const OUTPUT_HEAD = 2000;
const OUTPUT_TAIL = 8000;

export interface ResultOutput {
  /** The start of the output as the tool printed it: read for facts, never printed. */
  readonly head: string;
  /** The output within the work caps (made on first call, then kept). */
  text(): string;
}

export function resultOutput(event: ToolResultEvent): ResultOutput {
  let text: string | undefined;
  return { head: outputHead(event), text: () => (text ??= ends(event.output, OUTPUT_HEAD, OUTPUT_TAIL)) };
}
