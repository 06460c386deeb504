/**
 * A private key written as a byte array: a Solana / ed25519 keypair file (`id.json`, `keypair.json`) is a JSON array
 * of exactly 64 integers 0-255, also found after `secretKey:`, in `Uint8Array.from([…])` or in a heredoc. A 32-byte
 * array is a seed or private key only when its name says so (`secretKey`, `privateKey`, `seed`), a 16- or 32-byte one
 * also under any secret-ish name (`network_key`); an array named a public key stays, and so do arrays of other
 * lengths or with values over 255.
 */
import { nameStrength } from './name-strength.js';
import type { RegexRule } from './rule-types.js';

/** Blanks between elements: real, or JSON-escaped line breaks and tabs (a heredoc inside a command string). */
const WS = '(?:\\s|\\\\[nrt])*';
const ELEMENT = `${WS}\\d{1,3}${WS}`;
/** 16, 32 or 64 elements; the check counts them and their range. */
const ARRAY = `\\[(?:${ELEMENT},){15}(?:(?:${ELEMENT},){16}(?:(?:${ELEMENT},){32})?)?${ELEMENT}\\]`;

/**
 * The name before the array, past a constructor that wraps it (`seed = new Uint8Array(`, `bytes(`) or a Rust type
 * (`let seed: [u8; 32] = `).
 */
function nameBefore(text: string, index: number): string {
  const before = text
    .slice(Math.max(0, index - 80), index)
    .replace(/(?:(?:new\s+)?(?:Uint8Array|Buffer|bytes|bytearray)(?:\.from)?\(|\[u8;\s*\d+\]\s*=\s*&?)\s*$/, '');
  return /([A-Za-z][\w-]*)[^A-Za-z]*$/.exec(before)?.[1] ?? '';
}

const PUBLIC_NAME = /public|pubkey|address/i;
const SECRET_NAME = /secret|private|seed|keypair/i;

function isKeyBytes(array: string, m: RegExpExecArray, text: string): boolean {
  const values = array.match(/\d+/g) ?? [];
  if (values.some((v) => Number(v) > 255)) return false;
  const name = nameBefore(text, m.index);
  if (PUBLIC_NAME.test(name)) return false;
  if (values.length === 64 || SECRET_NAME.test(name)) return true;
  // a 128-bit key of a radio network or a cipher (`network_key: [217, 91, …]`, 16 bytes) under any name that says key
  // or secret: its bytes vary as random ones do (a sample buffer or a counter repeats or steps)
  return nameStrength(name) !== null && new Set(values).size >= values.length / 2;
}

export const BYTE_ARRAY_RULES: RegexRule[] = [
  {
    id: 'private-key',
    pattern: new RegExp(`${ARRAY}(?![\\d,])`, 'g'),
    group: 0,
    guard: (text) => text.includes(','),
    check: isKeyBytes,
  },
];
