/**
 * Rows of the rule table for secrets in the file formats and command syntaxes of particular tools, where no
 * `name=value` of the usual shapes stands before them (issue 13, attack set 14): a config directive `name value` on a
 * line of its own (`rootpw`, `shared_key`, `sentinel auth-pass <master>`), an XML element's `<Value>` under a
 * secret-named parent (Windows unattend.xml), a Netscape cookies.txt line, a CouchDB `-pbkdf2-` hash, Teradata
 * `.logon host/user,password`, a T-SQL `PASSWORD = N'…'`, a CVS `:pserver:user:password@`, a `.curlrc` `user =
 * "name:password"`, a signify/minisign secret key under its comment line, a Tink keyset's key `value`, a
 * `SAMLResponse=` form field, an LND macaroon header, the password `mosquitto_passwd -b` takes by position, and an
 * S3-style `KEYID:SECRET` pair (s3fs).
 */
import { isHex, looksRandom } from './entropy.js';
import { isPath, isTestFile, plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isPlaceholder, isReference } from './placeholder.js';
import type { RawMatch, Rule } from './rule-types.js';

/** A line's start: the text's start, a line break, a JSON `\n` escape, a JSON string's opening quote (a file's content). */
const LINE = '(?:^|\\n|\\\\n|:[ \\t]*\\\\*")';
/** What may stand before a config line: indentation, a diff's `+`/`-`, a file read's line number (`  3→`, `00001| `). */
const LINE_LEAD = '[ \\t]*(?:[+-][ \\t]*|[0-9]{1,6}(?:→|\\|[ \\t]|:[ \\t]|[ \\t]+))?[ \\t]*';
/** A line's end: a break, a JSON escape, a closing quote of the string that holds the file. */
const LINE_END = '(?=[ \\t]*(?:$|\\r|\\n|\\\\[nr"]|"))';

/** Directives whose names hold no secret-ish word: OpenLDAP's root password, Redis' replica password, FortiOS' PSK. */
const SECRET_DIRECTIVES = /^(?:rootpw|olcRootPW|masterauth|requirepass|psksecret|wpa_passphrase)$/i;

/** A value a strongly secret name stands before: plausible and not a word; after a weak name, random. */
function namedValue(name: string, value: string): boolean {
  if (name === 'PASS' && isTestFile(value)) return false; // a test runner's verdict line
  if (isPath(value)) return false; // a file the name points to (`token _build/out.md`, a list of touched files), not the secret
  const strength = SECRET_DIRECTIVES.test(name) ? 'strong' : nameStrength(name);
  if (strength === 'strong') return plausibleValue(value, 4) && (passwordish(value, 6) || keyish(value) || looksRandom(value, 12) || /[0-9]/.test(value));
  return strength === 'weak' && (keyish(value) || (isHex(value) && value.length >= 32));
}

/** The words a directive's name holds (the one anchor scan finds them; the scan reads only the lines they are on). */
const DIRECTIVE_WORDS = ['pass', 'pw', 'secret', 'token', 'key', 'auth', 'psk', 'salt', 'cred'];
/**
 * A directive line from its start: a name, blanks, one value, the line's end; the name may follow the verb of a
 * network OS's config language (FortiOS, VyOS, Junos: `set psksecret X`), the value a flag or two that say how it is
 * written (kickstart's `rootpw --plaintext X`).
 */
const DIRECTIVE = new RegExp(`^${LINE_LEAD}(?:set[ \\t]+)?([A-Za-z][A-Za-z0-9_-]{1,40})[ \\t]+(?:--?[a-z][a-z-]{1,20}[ \\t]+){0,2}(\\\\*["'])?([^\\s"'\`\\\\]{4,256})\\2${LINE_END}`, 'd');
/** How far before its word a directive's line may start (a lead, a line number, the rest of the name). */
const DIRECTIVE_REACH = 64;

/**
 * A config directive `name value` on a line of its own whose name says secret (`rootpw X`, `shared_key X`,
 * `masterauth X`), read only on the lines where a secret word stands: a pattern led by the line start would be tried
 * at every line of every text.
 */
function scanDirectives(text: string, at: readonly number[]): RawMatch[] {
  const out: RawMatch[] = [];
  let after = 0;
  for (const p of at) {
    if (p < after || !blankAfterName(text, p)) continue;
    const start = lineStart(text, p);
    if (start < 0) continue;
    const m = DIRECTIVE.exec(text.slice(start, start + 400));
    const name = m?.indices?.[1];
    const value = m?.indices?.[3];
    if (m === null || name === undefined || value === undefined || p - start < name[0] || p - start >= name[1]) continue;
    if (!namedValue(m[1]!, m[3]!)) continue;
    out.push({ rule: 'generic-secret', start: start + value[0], end: start + value[1] });
    after = start + value[1];
  }
  return out;
}

/** The name holding the word at `p` ends in a blank (`"input_tokens":` and `api_key=` end otherwise: most hits). */
function blankAfterName(text: string, p: number): boolean {
  let e = p;
  for (let c = text.charCodeAt(e); e - p <= 40; c = text.charCodeAt(++e)) {
    if (c === 32 || c === 9) return true;
    const letter = (c | 0x20) >= 97 && (c | 0x20) <= 122;
    if (!letter && !(c >= 48 && c <= 57) && c !== 95 && c !== 45) return false;
  }
  return false;
}

/** Where the line holding `p` starts (after a break, a `\n` escape or a string's opening quote), or -1 when far. */
function lineStart(text: string, p: number): number {
  for (let i = p; i > 0 && p - i <= DIRECTIVE_REACH; i--) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 34 || (c === 110 && text.charCodeAt(i - 2) === 92)) return i;
  }
  return p <= DIRECTIVE_REACH ? 0 : -1;
}

function secretValue(s: string): boolean {
  return !isReference(s) && !isPlaceholder(s) && !s.startsWith('[REDACTED:') && (passwordish(s, 6) || keyish(s) || looksRandom(s, 8));
}

export const TOOL_SYNTAX_RULES: Rule[] = [
  { id: 'generic-secret', scan: scanDirectives, needs: DIRECTIVE_WORDS }, // slapd.conf `rootpw X`, fluentd `shared_key X`
  {
    id: 'generic-secret', // Drupal $settings['hash_salt'] = 'X': the salt of its one-time login links and form tokens
    pattern: /hash_salt\\*['"]?\]?[ \t]*(?:=>?|:)[ \t]*(\\*['"])([^\s'"\\]{16,512})\1/gd,
    group: 2,
    check: (s) => plausibleValue(s, 16),
  },
  {
    id: 'redis-password', // sentinel auth-pass <master-name> X
    pattern: /sentinel[ \t]+auth-pass[ \t]+[^\s"'`\\]{1,64}[ \t]+(\\*["'])?([^\s"'`\\]{4,256})/gdi,
    group: 2,
    check: (s) => plausibleValue(s, 4),
  },
  {
    id: 'generic-secret', // unattend.xml: <AdministratorPassword> <Value>X</Value>; any secret-named element's <Value>
    // (led by `<Value>`, the parent read behind it: a pattern led by `<` and a letter has 26 anchors)
    pattern: /<Value>(?<=<([A-Za-z][\w.:-]{1,60})>(?:\s|\\+[nrt]){0,32}<Value>)([^<>\s]{4,512})<\/Value>/gd,
    group: 2,
    check: (s, m) => nameStrength(m[1] ?? '') !== null && plausibleValue(s, 4),
  },
  {
    id: 'session-cookie', // cookies.txt: domain, flag, path, secure, expiry, name, value (tab-separated)
    pattern: /\t(?:TRUE|FALSE)\t\/[^\t\n]{0,200}\t(?:TRUE|FALSE)\t[0-9]{1,12}\t([^\t\n\\]{1,128})(?:\t|\\t)([^\s"'\\]{8,4096})/gd,
    guard: (text) => text.includes('\tTRUE\t') || text.includes('\tFALSE\t'),
    group: 2,
    check: (s) => secretValue(s),
  },
  {
    id: 'password-hash', // CouchDB [admins]: -pbkdf2-<derived key>,<salt>,<iterations>
    // (a line break inside the hex: a summary or a terminal wrapped it)
    pattern: /-pbkdf2-[0-9a-f]{8,128}(?:(?:\r?\n|\\+n)[0-9a-f]{1,120})?,[0-9a-f]{16,64},[0-9]{1,8}|-pbkdf2:sha256-[A-Za-z0-9+/=]{16,128},[A-Za-z0-9+/=]{8,64},[0-9]{1,8}/g,
    group: 0,
  },
  {
    id: 'cli-password', // Teradata BTEQ: .logon tdpid/user,password
    pattern: /\.logon[ \t]+[^\s/,;]{1,64}\/[^\s,;]{1,64},(\\*["'])?([^\s;"'`\\]{3,128})/gdi,
    group: 2,
    check: (s) => plausibleValue(s, 3),
  },
  {
    id: 'sql-password', // T-SQL: CREATE LOGIN x WITH PASSWORD = N'X'; ALTER LOGIN … PASSWORD = N'X'
    pattern: /PASSWORD[ \t]*=[ \t]*N(\\*')((?:(?!\1)[^\n\\]){3,256})\1/gdi,
    group: 2,
    check: (s) => plausibleValue(s, 3),
  },
  {
    id: 'basic-auth', // CVSROOT :pserver:user:X@host:/repo
    pattern: /:(?:pserver|ext|sspi):[^\s:@]{1,64}:([^\s@]{3,128})@/gd,
    group: 1,
    check: (s) => plausibleValue(s, 3),
  },
  {
    id: 'basic-auth', // ~/.curlrc: user = "name:X", proxy-user = name:X
    // (run only where a text names the file: `user` is in every transcript record)
    pattern: new RegExp(`${LINE}${LINE_LEAD}(?:proxy-)?user[ \\t]*[=:]?[ \\t]*(\\\\*")?[^\\s:"\\\\]{1,64}:([^\\s"\\\\]{3,256})`, 'gd'),
    needs: ['curlrc'],
    group: 2,
    check: (s) => !s.startsWith('//') && secretValue(s),
  },
  {
    id: 'private-key', // signify / minisign: the base64 line under `untrusted comment: … secret key`
    pattern: /untrusted comment:[^\n\\]{0,80}secret key(?:\r?\n|\\+n)([A-Za-z0-9+/]{60,400}={0,2})/gd,
    group: 1,
  },
  {
    id: 'private-key', // a Tink keyset: the serialized key under a typeUrl, unless its material is public
    // (run only where a text names Tink: `"value"` is in most JSON)
    pattern: /(?<="value\\*"[ \t]*:[ \t]*\\*")([A-Za-z0-9+/]{24,4096}={0,2})(?=\\*")/gd,
    needs: ['crypto.tink'],
    group: 1,
    check: (_s, m, text) => !/"keyMaterialType\\*"[ \t]*:[ \t]*\\*"(?:ASYMMETRIC_PUBLIC|REMOTE)/.test(text.slice(m.index, m.index + m[0].length + 220)),
  },
  {
    id: 'saml-response', // a SAMLResponse form field or query value: a signed assertion, replayable as a login
    pattern: /SAMLResponse=([A-Za-z0-9+/%_-]{40,65536}={0,2})/gd,
    group: 1,
  },
  {
    id: 'auth-header', // LND: Grpc-Metadata-macaroon: <hex>, any `macaroon` header or field
    pattern: /macaroon\\*["']?[ \t]*[:=][ \t]*\\*["']?([0-9a-fA-F]{64,8192})/gdi,
    group: 1,
  },
  {
    id: 'basic-auth', // s3fs ~/.passwd-s3fs, `echo KEYID:SECRET`: an S3-style key id and its 40-character secret key
    pattern: /(?<![A-Za-z0-9/+])[A-Z0-9]{16,32}:((?:[A-Za-z0-9/+]|\\(?:\r?\n|[ \t])){40,48})(?![A-Za-z0-9/+=])/gd,
    needs: ['s3fs'],
    group: 1,
    check: (s) => {
      const joined = s.replace(/\\(?:\r?\n|[ \t])/g, ''); // a shell continuation inside the quotes (a blank, once summarized)
      return joined.length === 40 && keyish(joined);
    },
  },
  {
    id: 'cli-password', // ldappasswd … -s NEW_PASSWORD (ldapsearch's -s is a scope; -w, every client's, is command-rules')
    pattern: /ldappasswd\s[^\n|;&]{0,300}?\s-s[ \t]+(\\*["'])?([^\s"'`\\-][^\s"'`\\]{2,127})/gd,
    group: 2,
    check: (s) => plausibleValue(s, 3),
  },
  {
    id: 'cli-password', // mosquitto_passwd -b <file> <user> X
    pattern: /mosquitto_passwd[ \t]+(?:-[a-zA-Z][ \t]+)*-b[ \t]+(?:-[a-zA-Z][ \t]+)*[^\s]{1,256}[ \t]+[^\s]{1,128}[ \t]+(\\*["'])?([^\s"'`\\]{3,256})/gd,
    group: 2,
    check: (s) => plausibleValue(s, 3),
  },
];
