/**
 * Credentials handed to code by position, with no name before them (issue 13, attack set 13): the string arguments
 * of a call whose name says client, API, connection or credential (`stream.NewClient("key", "<secret>")`,
 * `TodoistAPI("<token>")`, `new GhostAdminAPI({ key: '<id>:<secret>' })`,
 * `DriverManager.getConnection(url, "user", "<password>")`). An argument that reads random is the secret; a
 * connection's last string argument after another one is its password when it reads like one.
 */
import { isHex, looksRandom, shannon } from './entropy.js';
import { madeToken } from './made-shape.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isAnonymousJwt, isIdentifierLike, isPublicId } from './placeholder.js';
import type { RawMatch } from './rule-types.js';

/**
 * Calls that take key material (`Fernet(b"…")`, `hmac.new(b"…", msg, sha256)`, `createCipheriv(alg, Buffer.from("…",
 * "hex"), iv)`, `jwt.encode(claims, "…")`, `AES.new(b"…", mode)`, `new SecretKeySpec("…".getBytes(), "AES")`): any
 * literal among their arguments that reads generated is the key, whatever its place.
 */
const KEY_CALLS = [
  'fernet(', 'hmac.new(', 'hmac(', 'createhmac(', 'cipheriv(', 'decipheriv(', 'aes.new(', 'secretkeyspec(', 'hmacsha256(',
  'jwt.encode(', 'jwt.decode(', 'jwt.sign(', 'jwt.verify(',
];

/** The end of the callee's name (lower case, with its `(`): the anchor scan finds them. */
export const CALL_WORDS = [
  'client(', 'api(', 'connection(', 'connect(', 'credential(', 'credentials(', 'login(', 'logon(', 'signin(',
  'authenticate(', 'authentication(', 'password(', 'auth(', 'auth=(', 'signature(', ...KEY_CALLS,
  // a function applied without parentheses (Haskell, Elm, OCaml: `applyBasicAuth "user" "<password>"`), or a stored
  // procedure run with its arguments (T-SQL: `EXEC sp_addlogin 'user', '<password>'`)
  'basicauth "', "basicauth '", 'sp_addlogin ', 'sp_password ',
];

const TAKES_KEY = /fernet|hmac|cipheriv|jwt\.|aes\.new|secretkeyspec/i;

/**
 * Callees that take a password (`getConnection(url, user, pw)`, `NetworkCredential(user, pw, domain)`,
 * `client.login("admin", pw)`, `HTTPBasicAuth(user, pw)`, `auth=(user, pw)`, `setPassword(pw)`), and the key a
 * signature is made with (`generateSignature(body, key)`): a literal that reads like a password is one, however
 * short. Only a callee named for the password itself, or a bare `auth(pw)` (Redis clients), takes it first; the
 * others take a user, URL or message before it.
 */
const TAKES_PASSWORD = /connect|credential|log[io]n|signin|auth|password|signature/i;
const NAMED_PASSWORD = /(?:password|(?:^|[^A-Za-z])auth)\($/i;

/** How far the argument list is read: a call that long is not a literal credential list. */
const ARGS_REACH = 400;
/** A quoted string without blanks, quotes or escapes (its quotes may be JSON-escaped: `\"…\"`). */
const LITERAL = /\\*(["'])([^\s"'\\]{4,256})\\*\1/g;

export function scanCallArguments(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  for (const p of at) {
    const open = openingAt(text, p);
    if (open < 0) continue;
    const callee = text.slice(p, open + 1);
    const takesKey = TAKES_KEY.test(callee);
    const takesPassword = TAKES_PASSWORD.test(callee);
    const firstIsPassword = NAMED_PASSWORD.test(text.slice(Math.max(0, p - 1), open + 1));
    const args = argumentList(text, open + 1);
    const literals = [...args.matchAll(LITERAL)];
    literals.forEach((m) => {
      const value = m[2]!;
      // not the first argument: a comma before it, or, applied without parentheses, another literal
      const passwordSlot = args.lastIndexOf(',', m.index) >= 0 || firstIsPassword || (text.charCodeAt(open) === 32 && m !== literals[0]);
      // a password need not hold a digit (`AEQ-LgTBLAyRsTEkY`): one that reads generated is one too (not a URL or path)
      const generated = looksRandom(value, 12) && !/[/:]/.test(value);
      // (a key has digits: a dictionary key or option name, `verify_signature`, has none)
      const key = takesKey && !isIdentifierLike(value) && (generated || (isHex(value) && value.length >= 16 && shannon(value) >= 3));
      // or one no language has as a word, though without a symbol (`Goteborg123..` after a login's user)
      const password = passwordish(value, 6) || generated || madeToken(value);
      if (!key && !secretArgument(value) && !(takesPassword && passwordSlot && password)) return;
      const start = open + 1 + m.index! + m[0].indexOf(value);
      out.push({ rule: 'generic-secret', start, end: start + value.length });
    });
    if (takesKey) openKeys(text, open + 1, args, out);
  }
  return out;
}

/** A quoted literal still open where a line ends (real: the list stops there; or a JSON `\n` escape inside it). */
const OPEN_LITERAL = /\\*["']([^\s"'\\]{8,256})(?=\\+n|$)/g;

/** The first half of a key literal cut in two by a line break: split-tail.ts takes in the rest after the break. */
function openKeys(text: string, from: number, args: string, out: RawMatch[]): void {
  for (const m of args.matchAll(OPEN_LITERAL)) {
    const end = from + m.index! + m[0].length;
    if (end === from + args.length && text.charCodeAt(end) !== 10) continue;
    if (looksRandom(m[1]!, 12)) out.push({ rule: 'generic-secret', start: end - m[1]!.length, end });
  }
}

/**
 * Where the callee found at `p` opens its arguments: its `(` (within a few characters: `Fernet(`, `hmac.new(`), or the
 * blank before a quote of a function applied without parentheses (`basicAuth "`); -1 for none.
 */
function openingAt(text: string, p: number): number {
  for (let i = p; i < text.length && i - p <= 16; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) return i; // `(`
    if (c === 32) return /^\\*["']/.test(text.slice(i + 1, i + 3)) ? i : -1;
  }
  return -1;
}

/** The arguments up to the call's `)` (the first one: nested calls end the list), at most ARGS_REACH, one line. */
function argumentList(text: string, from: number): string {
  const stop = Math.min(text.length, from + ARGS_REACH);
  let i = from;
  while (i < stop) {
    const c = text.charCodeAt(i);
    if (c === 41 || c === 10) break; // `)` or a line break
    i++;
  }
  return text.slice(from, i);
}

/**
 * A random value, or an `id:secret` pair one part of which is random; not a URL, path or version, nor a name made of
 * words (`gpt-4o-mini-2024-07-18`: a provider's own prefixed tokens are found by their prefix).
 */
function secretArgument(value: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\/|^\.{0,2}\/|^v?[0-9]+(?:\.[0-9]+)+$/i.test(value)) return false;
  if (value.split(/[-_.]/).some((w) => /^[A-Za-z]{3,}$/.test(w))) return false;
  // A public key or id handed to a client (`createClient(url, '<anon JWT>')`, `posthog.init('phc_…')`) is public.
  if (isPublicId(value) || isAnonymousJwt(value)) return false;
  return keyish(value) || (value.includes(':') && value.split(':').some((part) => keyish(part)));
}
