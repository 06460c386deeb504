/**
 * What redaction made of a JSON string value, kept by the value's text for the values a run meets again and again:
 * a session's id, `cwd`, branch and version on every record, tool names, paths, record types (measured on the real
 * checkpoints' transcripts: four of five string values repeat one seen before). Redaction is a pure function of the
 * text within one process (the fingerprint key is the process's own), so a repeat is a lookup. Bounded by the
 * characters held, and emptied when full: a long run of distinct values costs no more memory than MAX_HELD.
 */
import type { Finding } from './redact.js';

export interface Redacted {
  text: string;
  findings: readonly Finding[];
  /** `text` was scanned as it stands and nothing more was found: printing it needs no fail-safe scan (redactForOutput). */
  clean?: boolean;
}

/** Longer values are redacted each time: a repeat of a long text is rare, and each would hold much of the bound. */
const MAX_KEY = 4096;
/** Characters of values held at most (about as many again in their redacted forms). */
const MAX_HELD = 1 << 20;

const held = new Map<string, Redacted>();
let heldChars = 0;

/** `redact(text)`, or what it gave for the same text earlier in this process. */
export function redactedOnce(text: string, redact: (text: string) => Redacted): Redacted {
  if (text.length > MAX_KEY) return redact(text);
  const known = held.get(text);
  if (known !== undefined) return known;
  const done = redact(text);
  if (heldChars + text.length > MAX_HELD) {
    held.clear();
    heldChars = 0;
  }
  held.set(text, done);
  heldChars += text.length;
  return done;
}
