/**
 * A secret typed at a tool's prompt and echoed after it (a terminal log, a note or a summary that quotes the prompt):
 * `Enter passphrase for 'tank/home':`, `Enter password for /data/vault.hc:`, `Enter passphrase (empty for no
 * passphrase):`, `Please enter the passphrase to unlock the OpenPGP secret key:`. The prompts of the tools that ask
 * (zfs, cryptsetup, VeraCrypt, gpg's pinentry, ssh-keygen, openssl) are English whatever the user's language; what
 * follows the colon is what was typed: one token, or a passphrase of blank-separated words, judged by what people make
 * (made-password.ts), with the words of a phrase joined by dots or dashes read as a passphrase too.
 */
import { madePassword } from './made-password.js';
import type { RawMatch } from './rule-types.js';

/** The prompts' verb, for the anchor scan. */
export const PROMPT_WORDS = ['enter'];

/**
 * From `enter`: a few words, the secret's noun, what it is for (a path, a key, a quoted name) and the prompt's colon,
 * all on one line; what was typed after blanks, or on the next line (a log that kept the Enter key's line break).
 */
const PROMPT = /enter\b[^:\n\\]{0,24}?\b(pass ?phrase|password|passcode|pin)\b[^:\n\\]{0,60}:(?:[ \t]*(?:\r?\n|\\n)|[ \t]+)/iy;

/** What was typed, up to a blank, a quote or a line's end. */
const TOKEN = /[^\s"'`\\]{4,96}/y;

/** Lower-case words after it, a passphrase typed with blanks. */
const WORDS = /[a-z]{3,12}(?: [a-z]{3,12}){2,9}(?![\p{L}\p{N}])/uy;

export function scanPromptEchoes(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    PROMPT.lastIndex = p;
    const m = PROMPT.exec(text);
    if (m === null) continue;
    const span = typedAt(text, PROMPT.lastIndex, /pin/i.test(m[1]!));
    if (span !== null) out.push({ rule: 'generic-secret', start: span[0], end: span[1] });
  }
  return out;
}

/** The value typed at `s`, as [start, end]: a run of words when it reads as a passphrase, else one token. */
function typedAt(text: string, s: number, pin: boolean): [number, number] | null {
  WORDS.lastIndex = s;
  const words = WORDS.exec(text);
  if (words !== null && madePassword(words[0])) return [s, s + words[0].length];
  TOKEN.lastIndex = s;
  const token = TOKEN.exec(text)?.[0].replace(/[.,;:)]+$/, '');
  if (token === undefined || token.length < 4) return null;
  return madePassword(token, { quoted: true, digits: pin }) ? [s, s + token.length] : null;
}
