/**
 * Rows of the rule table for secrets that stand where a program, not a person, names them (issue 13, leaks13g):
 * a Java system property whose name says secret (`-Djavax.net.ssl.keyStorePassword=…`, `-Dspring.datasource.
 * password=…`, quoted or not), an `expect` script's `send "…\r"` answering a password prompt (and pexpect's
 * `sendline('…')` after `expect('Password:')`), and an LDAP / htpasswd hash with its scheme tag (`{SSHA}…`).
 */
import { plausibleValue } from './keyword.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

/** The secret words of a property name, in the cases Java and Maven spell them (the rows run case-sensitively). */
const PROP_WORD = '(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Cc]redentials?)';

/**
 * `-D<name>=<value>` where the name holds a secret word. The match starts at that word (a literal the other rows
 * anchor on already, where `-D` would be a new anchor found in nearly every shell text) and the `-D` before it is
 * checked by a lookbehind.
 */
const PROPERTY = `${PROP_WORD}(?<=(?:^|[\\s"'\`=(;]|\\\\n)-D[\\w.-]{0,80}${PROP_WORD})[\\w.-]{0,40}=`;

/** A literal value: no reference to a variable or property (`${env.DB_PASS}`, `$PASS`, `%PASS%`), no placeholder. */
function literalValue(s: string, m: RegExpExecArray): boolean {
  if (/(?:file|path|location|dir)=/i.test(m[0])) return false; // -Dkeystore.password.file=/etc/…: where it is kept
  return !isReference(s) && !/^%\w+%$/.test(s) && !isPlaceholder(s) && !s.startsWith('[REDACTED:') && s.length >= 3;
}

/** The prompt the `expect` before the send waits for asks for a secret. */
const SECRET_PROMPT = /assword|passphrase|passcode|\bpin\b|token|secret|otp|verification code/i;

/** The last `expect` before `at` (within 400 characters) waits for a secret prompt. */
function afterSecretPrompt(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 400), at);
  const last = before.lastIndexOf('expect');
  return last >= 0 && SECRET_PROMPT.test(before.slice(last, last + 120));
}

/** What `send` types: a literal, not a variable (`$pass`, `$env(PASS)`, `[exec pass show x]`), nor `yes`/`no`. */
function typedSecret(s: string): boolean {
  return !/^[$[]/.test(s) && !/^(?:yes|no|y|n)$/i.test(s) && plausibleValue(s, 3);
}

export const SCRIPT_RULES: RegexRule[] = [
  {
    // -Djavax.net.ssl.keyStorePassword=X, JAVA_OPTS="-Xmx2g -Ddb.pass=X", -Dspring.datasource.password='a b!1' (one
    // row, quotes and all: each row led by these common words costs a sticky match at every one of them)
    id: 'java-property-secret',
    pattern: new RegExp(`${PROPERTY}((["'])(?:(?!\\2)[^\\n\\\\]){1,256}\\2|[^\\s"'\`\\\\;|&]{1,256})`, 'gd'),
    group: 1,
    needs: ['pass', 'secret', 'token', 'pwd', 'credential'],
    check: (s, m) => literalValue(s.replace(/^(["'])(.*)\1$/s, '$2'), m),
  },
  {
    id: 'expect-send', // expect "*assword*" ⏎ send "X\r"; send -- {X\r}; one-liners joined by `;`
    pattern: /send(?:[ \t]+--?[a-z]*)*[ \t]+(?:\\*"|\{)([^"{}\s\\]{1,128}(?: [^"{}\s\\]{1,64}){0,3})(?:\\+[rn])?(?:\\*"|\})/gd,
    group: 1,
    check: (s, m, text) => typedSecret(s) && afterSecretPrompt(text, m.index),
  },
  {
    id: 'expect-send', // pexpect: child.expect('Password:') ⏎ child.sendline('X')
    pattern: /sendline\((\\*["'])((?:(?!\1)[^\n\\]){1,128})\1\)/gd,
    group: 2,
    check: (s, m, text) => typedSecret(s) && afterSecretPrompt(text, m.index),
  },
  {
    id: 'password-hash', // {SSHA}…, {SHA}…, {SSHA512}…, {PBKDF2-SHA256}…: a tagged hash is never prose (htpasswd, LDAP)
    // each tag spelled out (not `S?SHA`): the anchors are the tags, not every `{` of a JSON text
    pattern: /\{(?:SSHA(?:1|256|384|512)?|SHA(?:1|256|384|512)?|SMD5|MD5|CRYPT|PBKDF2(?:-SHA(?:1|256|512))?|ARGON2)\}[A-Za-z0-9+/$.=]{16,512}/gi,
    group: 0,
  },
  {
    // a PBKDF2 hash written `<alg>$<digest>$<iterations>$<salt>$<hash>` (Mosquitto's passwd file, Django's
    // `pbkdf2_sha256$…`): salt and hash let anyone test guesses offline
    id: 'password-hash',
    pattern: /(?<![\w$])pbkdf2[_$]sha(?:1|256|512)\$[0-9]{3,8}\$[A-Za-z0-9+/=.]{4,128}\$[A-Za-z0-9+/=.]{16,512}/gi,
    group: 0,
  },
];
