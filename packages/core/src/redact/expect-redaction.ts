/** What the redaction tests share (test code only: nothing in the library imports this module). */
import { expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';

/** `secret` is gone from the redacted text (no 8-character piece of it left) and a marker stands in its place. */
export function expectRedacted(text: string, secret: string): void {
  const out = redactText(text).text;
  for (let i = 0; i + 8 <= secret.length; i++) expect(out).not.toContain(secret.slice(i, i + 8));
  expect(out).toContain('[REDACTED:');
}

/** Each of `pieces` is gone whole from the redacted text, and a marker stands somewhere in it. */
export function expectGone(text: string, ...pieces: string[]): void {
  const out = redactText(text).text;
  for (const p of pieces) expect(out).not.toContain(p);
  expect(out).toContain('[REDACTED:');
}

/** Each text comes out of redaction unchanged. */
export function expectKept(texts: string[]): void {
  for (const text of texts) expect(redactText(text).text).toBe(text);
}

/** One test a case, named by its first field: the case's secret is redacted from its text. */
export function itRedacts(cases: [name: string, text: string, secret: string][]): void {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
}

/** The encodings tests wrap a secret in: hex, base64, and `\xHH` escapes of its UTF-8 bytes. */
export const hex = (s: string): string => Buffer.from(s).toString('hex');
export const b64 = (s: string): string => Buffer.from(s).toString('base64');
export const xEscaped = (s: string): string => [...Buffer.from(s)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');

/** A fake version-4 UUID (`xxxxxxxx-xxxx-4xxx-axxx-xxxxxxxxxxxx`), the same for the same seed. */
export const uuid = (seed: number): string => {
  const h = fake.hex(32, seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
};
