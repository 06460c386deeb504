/**
 * A secret shown as what a command printed: "here's the output of `op signin --raw`:", then a fenced block that holds
 * one value. The command's words say what it prints (a secret, token, key, password, a sign-in): its output is that
 * secret, whatever its shape: a UUID (Nexus's `admin.password`), hex (a Headscale pre-auth key), a password a person
 * typed (`cat /srv/geth/password.txt`). A command whose words say it prints something public (a public key, a
 * certificate, a fingerprint, a hash, an id, a list) is left alone, and so is an output of more than one word.
 *
 * One bounded look back from each fence the anchor scan finds (`needs`).
 */
import { isHex } from './entropy.js';
import { madePassword } from './made-password.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';
import type { RawMatch } from './rule-types.js';
import { generatedValue } from './value-shape.js';

/** The fence that opens the output: the anchor scan finds these (rarer than any word a command may hold). */
export const PRINTED_SECRET_WORDS = ['```'];

/** The command's words say it prints a secret. */
const PRINTS_SECRET = /pass(?:w|phrase|wd)|secret|token|(?:^|[^a-z])(?:pre)?auth ?keys?|signin|cred|(?:^|[^a-z])key(?:s|file)?(?:$|[^a-z])/i;
/** The command's words say what it prints is public or no credential. */
const PRINTS_PUBLIC = /pub(?:lic)?|cert|fingerprint|hash|sha\d*|md5|digest|sum\b|\bids?\b|version|count|list|\bls\b|status/i;

/** After the command: `:` and a fence with one line, closed on the next one (real or JSON-escaped line breaks). */
const FENCED_ONE_LINE = /^`[^`\n\\]{0,24}?:?[ \t]*(?:\r?\n|\\n)```[a-z]*(?:\r?\n|\\n)([^\s`\\]{8,200})(?:\r?\n|\\n)```/;

const REACH = 120;

/**
 * The fence at `f` opens the output of a `command` just before it (on the line before, a `:` after it): the command's
 * span, or null.
 */
function commandBefore(text: string, f: number): { open: number; close: number } | null {
  let i = f;
  const c1 = text.charCodeAt(i - 1);
  if (c1 === 10) i -= text.charCodeAt(i - 2) === 13 ? 2 : 1;
  else if (c1 === 110 && text.charCodeAt(i - 2) === 92) i -= 2;
  else return null;
  while (i > 0 && f - i < 28 && text.charCodeAt(i - 1) !== 96) i--;
  const close = i - 1;
  if (close < 0 || text.charCodeAt(close) !== 96) return null;
  let open = close - 1;
  while (open >= 0 && close - open < REACH && text.charCodeAt(open) !== 96 && text.charCodeAt(open) !== 10) open--;
  return open < 0 || text.charCodeAt(open) !== 96 || text.charCodeAt(open - 1) === 96 ? null : { open, close };
}

function judgeAt(text: string, f: number, out: RawMatch[]): void {
  const span = commandBefore(text, f);
  if (span === null) return;
  const { open, close } = span;
  const command = text.slice(open + 1, close);
  if (command.includes('\\n') || !PRINTS_SECRET.test(command) || PRINTS_PUBLIC.test(command)) return;
  const m = FENCED_ONE_LINE.exec(text.slice(close, close + 260));
  if (m === null) return;
  const v = m[1]!;
  if (isPlaceholder(v) || isReference(v)) return;
  if (!(isUuid(v) || (isHex(v) && v.length >= 32) || generatedValue(v) || madePassword(v, { quoted: true }))) return;
  const start = close + m[0].indexOf(v, m[0].indexOf('```') + 3);
  out.push({ rule: 'generic-secret', start, end: start + v.length });
}

export function scanPrintedSecrets(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const f of at) judgeAt(text, f, out);
  return out;
}
