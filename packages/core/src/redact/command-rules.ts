/**
 * Rows of the rule table for secrets handed to command-line clients: `--password=…` and every other flag whose
 * name says secret, `-p…` glued, separate or quoted (`mysql -p'…'`, `'-p…'` in `set -x` output, `sshpass -p`,
 * `docker|podman|helm login -p`, `az login -p`, `mongosh -p`), `redis-cli -a`, `htpasswd -b`, `curl -u` and
 * `.netrc` lines, `ssh-keygen -N`. (Positional tokens, `snyk auth <token>`, are judged by token-scan.ts.)
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { madeShape } from './made-shape.js';
import { madePassword } from './made-password.js';
import { isPlaceholder, isReference, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';
import { isJoinedName } from './value-shape.js';
import { matchesBefore } from './scan-util.js';

const CLI_CHECK = (s: string): boolean => plausibleValue(s, 3);

/** A secret-ish name's end and a blank (`…_access_key `): the two-word pair row's guard, read at its needs. */
const SECRET_NAME_END = /[a-z][_-](?:key|secret|token|password|passphrase)\s/y;
/** Clients that take a password after a separate `-p`. */
const PASSWORD_P = /(?:^|[\s/'"`(=])(?:sshpass|(?:docker|podman|nerdctl|buildah|skopeo|oras)\s+login|helm\s+registry\s+login|az\s+login|mongo(?:sh)?|rabbitmqctl|twine\s+upload)\s/;
/**
 * Clients that take it glued: `mysql -pSECRET` (`mysql -p db` prompts and names a database), and the archivers
 * whose `-p` is the archive's password (`7z a -pSECRET`, `rar a -pSECRET`).
 */
const PASSWORD_P_GLUED = /(?:^|[\s/'"`(=])(?:mysql\w*|mariadb\w*|mongo(?:sh)?|sshpass|7z[az]?|rar|unrar)\s/;
/**
 * A user flag and its value earlier on the command line (`cqlsh -u cassandra -p …`, `xfreerdp /u:admin /p:…`): the
 * password flag after it is the user's password, whatever the client.
 */
const USER_FLAG = /\s(?:-u|-U|--user(?:name)?|\/u(?:ser)?:)(?:[ \t]+|=)?[^\s-]\S*\s/;
/**
 * Where a command starts in a line: its start, or after a blank, a slash, a quote, a backtick, a parenthesis, or the
 * `=` of a query parameter or variable that holds the command line (`?content=ldappasswd%20…`, decoded).
 */
const CMD_START = '(?:^|[\\s/\'"`(=])';
export const startsCommand = (name: string): RegExp => new RegExp(`${CMD_START}${name}\\s`);
const CURL = startsCommand('curl');
const REDIS_CLI = startsCommand('redis-cli');
/** Commands whose `-w` is the password: the OpenLDAP clients, and a subcommand named for a password it sets. */
const SETS_PASSWORD_W = new RegExp(`${startsCommand('ldap(?:search|modify|add|delete|passwd|compare|whoami)').source}|\\s[a-z]+(?:-[a-z]+)*-password\\s`);
const SSH_KEYGEN = startsCommand('ssh-keygen');

/** The command line up to `end`: back to the line start, a `\n` escape, or a `;`, `|`, `&` (at most 300 chars). */
export function commandBefore(text: string, end: number): string {
  const from = Math.max(0, end - 300);
  let i = end;
  while (i > from) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13 || c === 59 || c === 124 || c === 38) break;
    if (c === 110 && i >= 2 && text.charCodeAt(i - 2) === 92) break;
    i--;
  }
  return text.slice(i, end);
}

/** A password-like value: not a placeholder or reference; short ones need a digit. */
function passwordLike(s: string): boolean {
  return plausibleValue(s, 3) || (s.length >= 3 && /\d/.test(s) && !isReference(s));
}

/** `-p` (lower case: the pattern runs case-insensitively and mysql's `-P` is a port) for a client that takes one. */
function checkDashP(s: string, m: RegExpExecArray, text: string, glued: boolean, literal = false): boolean {
  const at = m[0].indexOf('-p');
  if (at < 0 || isReference(s) || !(literal || passwordLike(s))) return false;
  const command = commandBefore(text, m.index + 1);
  if ((glued && PASSWORD_P_GLUED.test(command)) || PASSWORD_P.test(command)) return true;
  // after a user flag, a separate `-p` that names a database (`mysql -u root -p app_db`) has no password's shape
  return USER_FLAG.test(command) && madeShape(s) === 'strong';
}

export const COMMAND_RULES: RegexRule[] = [
  {
    id: 'basic-auth', // curl -u user:password, --user 'user:password' (before `--flag`: both start at `--user`)
    pattern: /-(?<=\s-)(?:u|-user)(?:\s*|=)(\\*["'])?[^\s:"'`\\]{1,128}:([^\s"'`\\]{1,256})/gd,
    guard: (text) => text.includes('curl'),
    group: 2,
    check: (s, m, text) =>
      /^-(?:u|-user)/.test(m[0] ?? '') && CLI_CHECK(s) && CURL.test(commandBefore(text, m.index + 1)),
  },
  {
    // a `user:password` pair after any flag named for the login (`--proxy-user`, Splunk `-auth`, `--src-creds`,
    // `--credentials`), whatever the tool, or after such a key and `=` (squid's `cache_peer … login=user:X`,
    // `proxy_auth=user:X`); a `uid:gid` or `host:port` there has no password's shape
    id: 'basic-auth',
    pattern: /(?:user|auth|creds?|credentials|login)(?<=(?:^|[\s,;?&(])(?:--?)?(?:[a-z]+[-_]){0,3}(?:user|auth|creds?|credentials|login))(\s+|=)(\\*["'])?[^\s:"'`\\/@=&]{1,64}:([^\s"'`\\&]{3,256})/gd,
    group: 3,
    check: (s, m, text) =>
      (m[1] === '=' || /(?:^|\s)--?(?:[a-z]+-){0,3}$/.test(text.slice(Math.max(0, m.index - 40), m.index))) &&
      !isReference(s) && !isPlaceholder(s) && (passwordLike(s) && /[A-Za-z]/.test(s) && /[^A-Za-z]/.test(s)) && !/^[0-9]{1,5}$/.test(s),
  },
  {
    // `--secret "the tide turns at 6 past the lighthouse"`: a sentence chosen as the secret, in the quotes its blanks
    // need, after a flag named for the secret itself (the row below takes values without blanks)
    id: 'cli-password',
    pattern: /--([A-Za-z][A-Za-z0-9-]{0,40})(?:=|\s+)(\\*["'])([^"'`\\\n]{8,128}?)\2/gd,
    guard: (text) => text.includes('--'),
    group: 3,
    check: (s, m) => s.includes(' ') && nameStrength(m[1] ?? '') === 'strong' && madePassword(s, { quoted: true, sentence: true }),
  },
  {
    id: 'cli-password', // any `--flag` whose name says secret: --password, --http-password, --client-secret, --token…
    pattern: /--([A-Za-z][A-Za-z0-9-]{0,40})(?:=|\s+)(\\*["'])?([^\s"'`\\]{4,512})/gd,
    combine: 'context',
    group: 3,
    check: (s, m) => {
      const name = m[1] ?? '';
      if (s.startsWith('-') || /-(?:file|path|stdin|env|name|id|url|dir|type|length|prompt)$/i.test(name)) return false;
      const strength = nameStrength(name);
      // `--key <uuid>`, `--token <uuid>`: a flag named for the key itself takes it whatever its shape
      if (strength !== null && isUuid(s)) return /(?:key|token|secret|password)$/i.test(name);
      if (strength === null || !plausibleValue(s, 4)) return false;
      // a flag named for some key (`--foo-key`) takes a random one, not a name of words (`--result-key <run name>`)
      return strength === 'strong' || (looksRandom(s, 16) && !isJoinedName(s));
    },
  },
  {
    id: 'cli-password', // mysql -pSECRET, '-pSECRET', sshpass -p SECRET, docker login -p SECRET
    pattern: /-p(?<=\s(?:\\*["'])?-p)( ?)([^\s"'`\\-][^\s"'`\\]{0,127})/gd,
    guard: (text) => text.includes('-p'),
    group: 2,
    check: (s, m, text) => checkDashP(s, m, text, m[1] === ''),
  },
  {
    // the same, quoted: -p'SECRET', -p "SECRET"; a value wrapped onto the next line stays one value, whether the
    // break is still a JSON escape or already decoded (json-escape-view.ts)
    id: 'cli-password',
    pattern: /-p(?<=\s-p) ?\\*['"]((?:[^'"`\\\n]|\\n|\n){1,128})\\*['"]/gd,
    guard: (text) => text.includes('-p'),
    group: 1,
    // quoted: a value, not the database a bare `-p db` names, and a literal even where it reads like a member path
    check: (s, m, text) => checkDashP(s, m, text, true, s.length >= 8 && !isPlaceholder(s)),
  },
  {
    id: 'cli-password', // redis-cli -a SECRET
    pattern: /-a(?<=\s-a)\s+(\\*["'])?([^\s"'`\\-][^\s"'`\\]{2,127})/gd,
    guard: (text) => text.includes('redis-cli'),
    group: 2,
    check: (s, m, text) => passwordLike(s) && REDIS_CLI.test(commandBefore(text, m.index + 1)),
  },
  {
    // ldapsearch -D … -w SECRET (and the other OpenLDAP clients); a subcommand named for the password it sets
    // (`security add-generic-password -a u -s svc -w SECRET`)
    id: 'cli-password',
    pattern: /-w(?<=\s-w)(?:\s+(\\*["'])?|(\\*["']))([^\s"'`\\-][^\s"'`\\]{2,127})/gd,
    guard: (text) => text.includes('ldap') || text.includes('-password'),
    group: 3,
    check: (s, m, text) => passwordLike(s) && SETS_PASSWORD_W.test(commandBefore(text, m.index + 1)),
  },
  {
    id: 'cli-password', // Windows-style `/p:SECRET` after `/u:user` (xfreerdp, rdesktop, psexec-likes), quoted or not
    pattern: /\/p(?:ass(?:word)?)?:(?<=\s\/p(?:ass(?:word)?)?:)(\\*["'])?([^\s"'`\\]{3,128})/gdi,
    guard: (text) => text.includes('/u'),
    group: 2,
    check: (s, m, text) => passwordLike(s) && USER_FLAG.test(commandBefore(text, m.index + 1)),
  },
  {
    id: 'cli-password', // ssh-keygen -N NEW_PASSPHRASE, -P OLD_PASSPHRASE (quoted or not; -N '' is no passphrase)
    pattern: /-[NP](?<=\s-[NP])\s+(\\*["'])?([^\s"'`\\-][^\s"'`\\]{2,127})/gd,
    guard: (text) => text.includes('ssh-keygen'),
    group: 2,
    check: (s, m, text) => passwordLike(s) && SSH_KEYGEN.test(commandBefore(text, m.index + 1)),
  },
  {
    // ssh-keygen -N 'a passphrase of words': quoted, its blanks are the passphrase's, which the row above ends at
    id: 'cli-password',
    pattern: /-[NP](?<=\s-[NP])\s+(\\*["'])((?:(?!\1)[^\n\\]){3,256}?\s(?:(?!\1)[^\n\\]){1,256})\1/gd,
    guard: (text) => text.includes('ssh-keygen'),
    group: 2,
    check: (s, m, text) => !isPlaceholder(s) && !isReference(s) && SSH_KEYGEN.test(commandBefore(text, m.index + 1)),
  },
  {
    id: 'cli-password', // mc alias set <alias> <url> <access-key> SECRET
    pattern: /mc(?<=(?:^|[\s/'"`(])mc)\s+alias\s+set\s+\S+\s+\S+\s+\S+\s+(\\*["'])?([^\s"'`\\]{3,256})/gd,
    guard: (text) => text.includes('alias'),
    group: 2,
    check: (s) => passwordLike(s),
  },
  {
    id: 'cli-password', // a key=value pair given as two words: `rclone config create … secret_access_key SECRET`
    pattern: /(?<![A-Za-z0-9_-])([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+)[ \t]+(\\*["'])?([^\s"'`\\]{12,256})/gd,
    needs: ['_key', '-key', '_secret', '-secret', '_token', '-token', '_pass', '-pass'],
    // read where its needs stand: a test of the whole text tried a name's end at every letter
    guardAt: (text, at) => matchesBefore(SECRET_NAME_END, text, at, [1]),
    group: 3,
    check: (s, m) => nameStrength(m[1] ?? '') === 'strong' && plausibleValue(s, 12) && looksRandom(s, 16),
  },
  {
    id: 'cli-password', // htpasswd -b [-c] file user SECRET
    pattern: /htpasswd((?:\s+-[A-Za-z]+)+)\s+[^\s-][^\s]{0,255}\s+[^\s-][^\s]{0,127}\s+(\\*["'])?([^\s"'`\\]{3,128})/gd,
    guard: (text) => text.includes('htpasswd'),
    group: 3,
    check: (s, m) => /b/.test(m[1] ?? '') && passwordLike(s),
  },
  {
    // a value echoed into where a secret goes: a login's `--password-stdin`, or a file named for a password, key or
    // token (`echo 'X' > ~/.vault_pass && ansible-vault … --vault-password-file ~/.vault_pass`, `> config/master.key`)
    id: 'cli-password',
    pattern: /echo(?<=(?:^|[\s;&|(`"'])echo)[ \t]+(?:-[neE]+[ \t]+)?(\\*["']?)([^\s"'`\\;|&<>]{3,256})\1(?=[ \t]*(?:\|[^\n;&|]{0,200}--password-stdin|>>?[ \t]*(?:[^\s;&|]*\/)?[^\s;&|/]*(?:pass(?!wd(?![\w.]))|secret|token|cred|\.key(?![\w.])|_key(?![\w.]))))/gdi,
    needs: ['echo'],
    group: 2,
    check: (s) => !isReference(s) && plausibleValue(s, 3),
  },
  {
    id: 'netrc-password',
    pattern:
      /machine(?<=(?:^|[^A-Za-z0-9_]|\\[nrt])machine)(?:\s|\\[nt])+[^\s\\]{1,256}(?:(?:\s|\\[nt])+login(?:\s|\\[nt])+[^\s\\]{1,256})?(?:\s|\\[nt])+password(?:\s|\\[nt])+([^\s"'\\]{1,256})/gd,
    guard: (text) => text.includes('machine'),
    group: 1,
    check: (s) => CLI_CHECK(s) || isUuid(s), // a UUID after `password` is the key itself (Heroku)
  },
];
