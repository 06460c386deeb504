/**
 * The record an agent writes in the model's place when its API call fails (a usage limit, an overloaded server): the
 * one shape every adapter gives it, so the summary reads a stopped turn the same way whatever agent recorded it.
 */
import type { EventOrigin, TranscriptEvent } from '../types/events.js';
import { capText } from './text.js';

/** An API error message is a line or two ("You've hit your limit · resets 8pm"); a longer one is cut. */
const ERROR_TEXT_CAP = 400;
const KIND_CAP = 40;

/** `kind` is the failure's own name as recorded (`rate_limit`, `usage_limit_exceeded`, `APIError`); `text` its message. */
export function apiErrorEvent(text: string, kind: string, origin: EventOrigin): TranscriptEvent[] {
  const k = kind.trim() || 'api_error';
  return [{ kind: 'assistant_text', text: capText(text.trim() || k, ERROR_TEXT_CAP), apiError: capText(k, KIND_CAP), ...origin }];
}
