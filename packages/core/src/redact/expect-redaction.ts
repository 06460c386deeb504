/** Assertions the leak-class tests share (test code only: nothing in the library imports this module). */
import { expect } from 'vitest';
import { redactText } from './redact.js';

/** `secret` is gone from the redacted text (no 8-character piece of it left) and a marker stands in its place. */
export function expectRedacted(text: string, secret: string): void {
  const out = redactText(text).text;
  for (let i = 0; i + 8 <= secret.length; i++) expect(out).not.toContain(secret.slice(i, i + 8));
  expect(out).toContain('[REDACTED:');
}

/** Each text comes out of redaction unchanged. */
export function expectKept(texts: string[]): void {
  for (const text of texts) expect(redactText(text).text).toBe(text);
}
