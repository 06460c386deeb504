import { redactText } from '@hand-off-session/core/listing';

/** A message for stderr: one line, redacted (error text can quote user input, metadata or a transcript), capped. */
export function messageLine(text: string, max = Number.POSITIVE_INFINITY): string {
  return redactText(text.replace(/\s*\n\s*/g, ' ').trim()).text.slice(0, max);
}
