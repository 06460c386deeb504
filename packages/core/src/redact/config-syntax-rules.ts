/**
 * Rows of the rule table for secrets in the syntax of one product's config or request, where no key name of the
 * usual shapes stands before them (issue 13, attack set 13): a Cisco IOS `password 0 …` / `secret 9 $9$…`, a
 * Redis ACL `>password`, Bundler's per-host `BUNDLE_<HOST>=user:pass`, a property list's `<key>apiKey</key>` then
 * `<string>…</string>`, an AWS SigV4 `Signature=`, an API key given to curl as the user of basic auth (`-u KEY:X`,
 * `--user KEY:`), the password of a mail session's `LOGIN` or `AUTH PLAIN`, and of a line protocol's `AUTH` or `PASS`.
 */
import { commandBefore } from './command-rules.js';
import { isHex, shannon } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isReference, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

const CURL = /(?:^|[\s/'"`(])curl\s/;
/** `ACL SETUSER name …` (redis-cli, a script) or a `users.acl` line `user name …`. */
const REDIS_ACL = /(?:^|\s)ACL\s+SETUSER\s|^[ \t]*user\s+\S+\s/i;

/** A value named by the key before it: any plausible value after a strong name, a random one after a weak name. */
function namedValue(name: string, value: string): boolean {
  const strength = nameStrength(name);
  if (strength === 'strong') return plausibleValue(value, 4) || passwordish(value, 6);
  return strength === 'weak' && (keyish(value) || isUuid(value) || (isHex(value) && value.length >= 32 && shannon(value) >= 3.3));
}

export const CONFIG_SYNTAX_RULES: RegexRule[] = [
  {
    id: 'cli-password', // IOS: `username u privilege 15 password 0 X`, `enable secret 9 $9$…`, `key-string 7 X`
    pattern: /(?<![\w-])(?:password|secret|key-string)[ \t]+[0-9][ \t]+([^\s"'`\\]{4,256})/gd,
    group: 1,
    check: (s) => /^\$[0-9]\$./.test(s) || (!isReference(s) && (passwordish(s, 4) || plausibleValue(s, 6))), // `$9$…`: a hash
  },
  {
    id: 'redis-password', // ACL SETUSER worker on >X ~keys:* +@list; users.acl `user worker on >X …`
    pattern: />(?<=\s>)([^\s"'`\\]{4,128})/gd,
    needs: ['setuser', 'user'],
    group: 1,
    check: (s, m, text) => REDIS_ACL.test(commandBefore(text, m.index)) && plausibleValue(s, 4),
  },
  {
    id: 'basic-auth', // BUNDLE_GEMS__CONTRIBSYS__COM=user:pass: Bundler's credentials for one gem host
    pattern: /BUNDLE_(?:[A-Z0-9-]+__)+[A-Z0-9]+=(\\*["'])?([^\s"'`\\]{6,256})/gd,
    guard: (text) => text.includes('BUNDLE_'),
    group: 2,
    check: (s) => !isReference(s) && plausibleValue(s.replace(/^[^:]*:/, ''), 4),
  },
  {
    id: 'generic-secret', // Info.plist: <key>apiKey</key> then <string>X</string> (also JSON-escaped)
    pattern: /<key>([A-Za-z0-9_. -]{2,64})<\/key>(?:[ \t\r\n]|\\+[nrt]){0,16}<string>([^<>\s"'\\]{4,512})<\/string>/gd,
    guard: (text) => text.includes('</key>'),
    group: 2,
    check: (s, m) => namedValue(m[1] ?? '', s),
  },
  {
    id: 'cli-password', // IMAP `a1 LOGIN user pass` (a mail session or a script): the argument after the user
    pattern: /(?<![\w-])LOGIN[ \t]+("?)[^\s"]{1,128}\1[ \t]+("?)([^\s"'`\\]{4,256})\2(?=[\s\\]|$)/gd,
    guard: (text) => text.includes('LOGIN '),
    group: 3,
    check: (s) => !isReference(s) && (passwordish(s, 6) || keyish(s)),
  },
  {
    // a line protocol's password command, as a client sends it (strace's `write(3, "AUTH X\r\n", 23)`, a netcat
    // session, redis-cli's `> AUTH X`): Redis `AUTH [user] X`, FTP and POP3 `PASS X`, NickServ `IDENTIFY X`; at the
    // start of a line, a quoted string or an IRC message's text (`:`), the value ending the command
    id: 'cli-password',
    pattern: /(?:AUTH|PASS|IDENTIFY)(?<=(?:^|["'`>:\n]|\\n)[ \t]*(?:AUTH|PASS|IDENTIFY))[ \t]+(?:[A-Za-z0-9_.@-]{1,64}[ \t]+)?([^\s"'`\\]{6,128})(?=\\+r|\r|\\+n|\n|["'`]|$)/gd,
    guard: (text) => /(?:AUTH|PASS|IDENTIFY)[ \t]/.test(text),
    group: 1,
    check: (s) => !isReference(s) && !s.includes('/') && (passwordish(s, 6) || keyish(s)),
  },
  {
    id: 'basic-auth', // SMTP `AUTH PLAIN <b64>`, IMAP `AUTHENTICATE PLAIN <b64>`: base64 of `\0user\0password`
    pattern: /AUTH(?:ENTICATE)?[ \t]+PLAIN[ \t]+([A-Za-z0-9+/]{8,512}={0,2})/gd,
    guard: (text) => text.includes('PLAIN '),
    group: 1,
    check: (s) => Buffer.from(s, 'base64').includes(0),
  },
  {
    id: 'aws-signature', // Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=<hex>
    pattern: /Signature=(?<=[\s,;]Signature=)([0-9a-f]{32,64})(?![0-9a-f])/gd,
    guard: (text) => text.includes('SignedHeaders='),
    group: 1,
    check: (_s, m, text) => text.slice(Math.max(0, m.index - 600), m.index).includes('SignedHeaders='),
  },
  {
    id: 'basic-auth', // curl -u KEY:X, --user KEY: — the API key is the user, the password a dummy or nothing
    pattern: /-(?<=\s-)(?:u|-user)(?:[ \t]+|=)(\\*["'])?([A-Za-z0-9_.+/=-]{16,128}:(?:[Xx]|api_token)?)(?=[\s"'`\\]|$)/gd,
    guard: (text) => text.includes('curl'),
    group: 2,
    check: (s, m, text) => {
      const user = s.slice(0, s.indexOf(':'));
      return (keyish(user) || isUuid(user)) && CURL.test(commandBefore(text, m.index + 1));
    },
  },
];
