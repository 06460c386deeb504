/**
 * Rows of the rule table for secrets in config and code lines of shapes the keyword rule cannot see (issue 13,
 * attack 5): a call whose first argument names a secret and whose second is its value (`define('DB_PASSWORD',
 * '…')`, `putenv`, `os.environ.setdefault`), the string arguments of a constructor named for a credential (`new
 * NetworkCredential("u", "p")`), an SNMP community, crypt-format password hashes in shadow, htpasswd and
 * password-hash contexts, a password stored under a clear-text scheme's name (`{PLAIN}…`), and a token written as
 * adjacent quoted halves (`"abc""def"`).
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

const Q = `\\\\*["']`; // a quote, JSON-escaped or not

/**
 * A crypt(3) / modular-crypt hash: `$6$salt$…`, `$2y$10$…`, `$apr1$…`, `$argon2id$v=19$…`, yescrypt `$y$…`; its `$`
 * doubled where a compose file, Makefile or Traefik label escapes them (`$$apr1$$…`).
 */
const CRYPT_ID = '(?:1|5|6|2[abxy]?|apr1|y|gy|7|sha1|md5|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha(?:256|512))?)';
// two alternatives, not an optional second `$`: each keeps its literal start, so the anchor scan finds `$6$` and
// `$$apr1$$`, not every `$`
const CRYPT = `(?:\\$${CRYPT_ID}\\$|\\$\\$(?:apr1|1|5|6|2[abxy]?|y)\\$\\$)[A-Za-z0-9./$=+,-]{16,512}`;

/** A literal's conversion call in languages that need one (`"x".to_owned()`, `"x".to_string()`). */
const CONVERSION = '(?:\\.\\w{1,16}\\(\\))?';

export const CONFIG_LINE_RULES: RegexRule[] = [
  {
    // a password stored in the clear under its scheme's name (dovecot's passwd-file `user:{PLAIN}X:uid:gid::home`,
    // `{CLEARTEXT}X`, `{CLEAR}X` in an LDAP or SQL password column): the scheme says the rest is the password itself
    id: 'generic-secret',
    pattern: /\{(?:PLAIN|CLEAR|CLEARTEXT)\}([^\s:"'`\\]{4,128})/dg,
    needs: ['{plain}', '{clear'],
    group: 1,
    check: (s) => !isReference(s) && !isPlaceholder(s),
  },
  {
    // `password: >-` then the value on the next, indented line: a YAML block scalar, whose key says what it holds as
    // any `password: X` does (a digit or a symbol in it, as after any strong name)
    id: 'generic-secret',
    pattern: /^[ \t]*(?:[\w-]*[_-])?(?:password|passwd|passphrase|secret)[ \t]*:[ \t]*[>|][+-]?[ \t]*\r?\n[ \t]+([^\s#]\S{3,255})[ \t]*$/dgim,
    needs: ['password', 'passwd', 'passphrase', 'secret'],
    group: 1,
    check: (s) => plausibleValue(s, 6) && /[0-9!#$%^&*+=~?@]/.test(s) && !isReference(s) && !isPlaceholder(s),
  },
  {
    id: 'generic-secret', // define('DB_PASSWORD', 'X'), putenv("API_TOKEN", "X"), setdefault('SECRET_KEY', 'X')
    pattern: new RegExp(`\\(\\s*${Q}([A-Za-z_][A-Za-z0-9_.-]{1,64})${Q}\\s*,\\s*(${Q})((?:(?!\\2)[^\\s\\\\;]){4,512})\\2\\s*\\)`, 'gd'),
    // the words (any case) are a need, which the one anchor scan answers: the guard only looks for the parenthesis
    needs: ['pass', 'secret', 'token', 'key', 'salt', 'auth', 'cred', 'pwd'],
    guard: (text) => text.includes('('),
    group: 3,
    check: (s, m) => {
      const strength = nameStrength(m[1] ?? '');
      if (strength === null || !plausibleValue(s, 4)) return false;
      return strength === 'strong' || looksRandom(s, 16) || passwordish(s, 8);
    },
  },
  {
    // new NetworkCredential("u", "X"), ClientSecretCredential(t, c, "X"), BasicAWSCredentials("A", "X"); a factory
    // on the credentials type (OkHttp `Credentials.basic("u", "X")`, Rust `Credentials::new("u".to_owned(), "X"…)`)
    id: 'generic-secret',
    pattern: new RegExp(`Credentials?(?:\\.\\w{1,32}|::\\w{1,32})?\\s*\\((?:[^()"'\\n]{0,128},\\s*)?(?:${Q}[^"'\\n]{0,256}${Q}${CONVERSION}\\s*,\\s*){1,3}(${Q})((?:(?!\\1)[^\\n\\\\]){4,256})\\1`, 'gd'),
    guard: (text) => /Credentials?(?:\.\w+|::\w+)?\s*\(/.test(text),
    group: 2,
    check: (s) => !isReference(s) && !isPlaceholder(s) && (passwordish(s, 6) || keyish(s) || looksRandom(s, 12)),
  },
  {
    id: 'generic-secret', // snmpd.conf: rocommunity X 10.0.0.0/8, community X; snmpwalk -c X
    pattern: /(?<![\w-])(?:r[ow]community6?|community|-c)\s+(\\*["'])?([^\s"'`\\]{4,128})/gd,
    guard: (text) => /community|snmp/i.test(text),
    group: 2,
    check: (s, m, text) =>
      (m[0].startsWith('-c') ? /snmp\w*\s/.test(text.slice(Math.max(0, m.index - 200), m.index)) : true) &&
      !/^(?:public|private|default|string)$/i.test(s) && plausibleValue(s, 4) && /[0-9]/.test(s),
  },
  {
    id: 'password-hash', // shadow and htpasswd lines (`user:$6$…:`), and after a password / hash word
    pattern: new RegExp(`(?<=(?:^|[\\s"'=:,]|\\\\n))${CRYPT}`, 'gm'),
    guard: (text) => text.includes('$'),
    group: 0,
    check: (_s, m, text) => {
      const before = text.slice(Math.max(0, m.index - 80), m.index);
      const line = before.split(/\n|\\n/).pop() ?? '';
      // `user:` right before it, wherever the line starts (`ok: admin:$apr1$…` in a record, prose quoting a line)
      // (or after `=`: a Traefik label's `users=admin:$$apr1$$…`)
      return /(?:^|[\s"'`,;(|>=])[\w.@-]{1,64}:\s?$/.test(line) || /pass|hash|pwd|secret|digest|crypt/i.test(line);
    },
  },
  {
    id: 'generic-secret', // TOKEN="first half""second half", "a" + "b": a random value written in two quoted halves
    pattern: /(\\*["'])([A-Za-z0-9_+/=.-]{8,256})\1(?:\s*\+\s*|\s*\.\s*)?\1([A-Za-z0-9_+/=.-]{8,256})\1/gd,
    // the join: a half's last character and its closing quote, then a quote opening the next half (a test for two
    // quotes alone passed at every `\"\"` of a JSON text, and the row's regex then ran at each of its quotes); the
    // character after the quote is read first, so most quotes of a JSON text are passed over without a look behind
    guard: (text) => /["'](?=[\s+.\\"'])(?<=[A-Za-z0-9_+/=.-]\\*["'])\s*[+.]?\s*\\*["']/.test(text),
    group: 0,
    check: (_s, m) => {
      const joined = `${m[2] ?? ''}${m[3] ?? ''}`;
      return !isPlaceholder(joined) && looksRandom(joined.replace(/[_+/=.-]/g, ''), 24);
    },
  },
];
