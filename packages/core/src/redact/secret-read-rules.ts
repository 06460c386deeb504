/**
 * Rows of the rule table for a secret printed bare by the command that reads it: the line after `pass show corp/ldap`,
 * `op read op://…`, `doppler secrets get X --plain`, `heroku config:get X`, `security find-generic-password … -w`,
 * `cat /run/secrets/x`, `kubectl get secret … | base64 -d`, `vault kv get -field=…`, `gcloud secrets versions access`,
 * `aws secretsmanager get-secret-value … --output text`, `az keyvault secret show … -o tsv`, `echo $DB_PASSWORD`,
 * `printenv API_TOKEN`, `cat ~/.erlang.cookie` or `config/master.key`. No name stands beside such a value: the
 * command before it is the only evidence, so the value is the one token alone on the next line, as a terminal shows it.
 */
import { looksRandom } from './entropy.js';
import { plausibleValue } from './keyword.js';
import { madePassword } from './made-password.js';
import { isPlaceholder, isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';
import { LINE_BREAK } from './scan-util.js';

/** A variable whose name says secret, in the cases shells use (commands themselves are typed in lower case). */
const SECRET_WORD = '[A-Za-z0-9_]*(?:PASS|[Pp]ass|PWD|pwd|SECRET|[Ss]ecret|TOKEN|[Tt]oken|KEY|[Kk]ey|COOKIE|[Cc]ookie|CREDENTIAL|[Cc]redential)[A-Za-z0-9_]*';
const READERS = [
  'pass(?:[ \\t]+show)?[ \\t]+[\\w.@-]+/[\\w./@-]+',
  'op[ \\t]+read[ \\t]',
  'doppler[ \\t]+secrets[ \\t]+get[ \\t]',
  'heroku[ \\t]+config:get[ \\t]',
  'security[ \\t]+find-(?:generic|internet)-password[ \\t][^\\n]{0,200}?[ \\t]-w\\b',
  'cat[ \\t]+/run/secrets/',
  'kubectl[ \\t]+get[ \\t]+secrets?[ \\t][^\\n]{0,200}?base64[ \\t]+(?:-d|--decode|-D)\\b',
  'vault[ \\t]+(?:kv[ \\t]+get|read)[ \\t][^\\n]{0,120}?-field[= ]',
  'gcloud[ \\t]+secrets[ \\t]+versions[ \\t]+access[ \\t]',
  'aws[ \\t]+secretsmanager[ \\t]+get-secret-value[ \\t]',
  'az[ \\t]+keyvault[ \\t]+secret[ \\t]+show[ \\t]',
  '(?:terraform|tofu)[ \\t]+output[ \\t]+-raw[ \\t]+\\w*(?:pass|secret|token|key)\\w*[ \\t]*(?=' + LINE_BREAK + ')',
  `echo[ \\t]+["']?\\$\\{?${SECRET_WORD}\\}?["']?[ \\t]*(?=${LINE_BREAK})`,
  `printenv[ \\t]+${SECRET_WORD}[ \\t]*(?=${LINE_BREAK})`,
  'cat[ \\t]+[^\\s]{0,120}?(?:\\.erlang\\.cookie|master\\.key|\\.vault_pass\\w*|secrets/initialAdminPassword)[ \\t]*(?=' + LINE_BREAK + ')',
  // a password manager's one field, a network manager's stored key (`nmcli -s -g 802-11-wireless-security.psk …`)
  'gopass(?:[ \\t]+show)?(?:[ \\t]+-[a-z]+)*[ \\t]+[\\w.@-]+/[\\w./@-]+[ \\t]*(?=' + LINE_BREAK + ')',
  'nmcli[ \\t][^\\n]{0,80}?-s\\b[^\\n]{0,80}?(?:psk|password)\\b',
].join('|');

/** A cheap test for any reader: most texts hold none, and the pattern is not cheap to run. */
const READS =
  /pass show |pass [\w.@-]+\/|op read |doppler secrets get |config:get |find-(?:generic|internet)-password |\/run\/secrets\/|get secrets? |vault (?:kv get|read) |secretsmanager get-secret-value|secrets versions access|keyvault secret show|output -raw |echo ["']?\$|printenv [A-Za-z]|erlang\.cookie|master\.key|vault_pass|initialAdminPassword|gopass |nmcli /;

/** A word every match of READS starts with (in some case). */
const READS_WORDS = [
  'pass ', 'op read ', 'doppler', 'config:get', 'find-', '/run/secrets/', 'get secret', 'vault ', 'secretsmanager', 'secrets versions',
  'keyvault', 'output -raw', 'echo', 'printenv ', 'erlang.', 'master.key', 'vault_pass', 'initialadminpassword', 'gopass ', 'nmcli ',
];
const READS_AT = new RegExp(READS.source, 'y');

/**
 * READS, tried only where one of its words starts (`at`, the anchor scan's finds): the same answer as a search of the
 * whole text, whose alternation of a dozen words was tried at nearly every character.
 */
function readsAt(text: string, at: readonly number[]): boolean {
  for (const p of at) {
    READS_AT.lastIndex = p;
    if (READS_AT.test(text)) return true;
  }
  return false;
}

/** The value read is one a name says is secret, somewhere in the text. */
const SECRET_NAMED = /pass|secret|token|key|pwd|psk|credential|cookie/i;

/**
 * A command line that prints a secret: one of the readers above, or a pager of a file named for a secret (`cat
 * .secrets/api_token`). Judged on the command alone, when its output is a record of its own (record-pairs.ts).
 */
const PAGED_SECRET = '(?:cat|head|tail|bat|less|more|Get-Content)[ \\t]+[^\\n|;&]{0,200}?(?:secret|passw|token|credential|api[_-]?key|vault_pass)';
/**
 * More readers, judged on a command alone only (the rule above runs on every text, these never do): password
 * managers (`op item get … --reveal`, `bw get password`, `lpass show`, `gopass show`, `secret-tool lookup`, `keyring
 * get`), decrypting reads (`sops -d`, `aws ssm get-parameter --with-decryption`, `terraform output -raw`, kubectl
 * templates that decode), a value cut out of the environment (`env | grep PASS | cut …`), and generators whose
 * output becomes a secret (`openssl rand`, `pwgen`, `secrets.token_urlsafe`, `/dev/urandom`).
 */
const MORE_READERS = [
  'op[ \\t]+item[ \\t]+get[ \\t]', 'bw[ \\t]+get[ \\t]+(?:password|totp|notes|item)\\b', 'lpass[ \\t]+show[ \\t]', 'gopass(?:[ \\t]+show)?[ \\t]',
  'secret-tool[ \\t]+lookup[ \\t]', 'keyring[ \\t]+get[ \\t]', 'sops[ \\t]+(?:-d|--decrypt)\\b', 'aws[ \\t]+ssm[ \\t]+get-parameters?[ \\t][^\\n]{0,200}--with-decryption',
  'terraform[ \\t]+output[ \\t]', 'tofu[ \\t]+output[ \\t]', 'kubectl[ \\t]+get[ \\t]+secrets?[ \\t][^\\n]{0,200}base64decode', 'vault[ \\t]+(?:kv[ \\t]+get|read)[ \\t]',
  `env[ \\t]*\\|[ \\t]*grep[ \\t][^\\n]{0,60}${SECRET_WORD}`, 'git[ \\t]+config[ \\t][^\\n]{0,80}(?:token|password|secret)', 'gh[ \\t]+auth[ \\t]+token',
  'heroku[ \\t]+auth:token', 'openssl[ \\t]+rand[ \\t]', 'pwgen[ \\t]', 'secrets\\.token_(?:hex|urlsafe|bytes)', '/dev/u?random',
].join('|');
const READER_COMMAND = new RegExp(`(?:^|[\\s;&|(\`'"]|\\$\\()(?:${READERS}|${PAGED_SECRET}|${MORE_READERS})`);

export function readsSecret(command: string): boolean {
  return READER_COMMAND.test(`${command}\n`);
}

/** The token alone on the line after the command: a UUID, or it has a digit or looks generated, and is no placeholder. */
export function bareSecret(v: string): boolean {
  // an Erlang cookie is a run of capitals, which reads as a constant's name anywhere else
  if (/^[A-Z]{16,}$/.test(v)) return !isPlaceholder(v);
  // a UUID is an id anywhere else; printed by a reader of a secret it is the key (`uuidgen` made it)
  if (isUuid(v)) return true;
  if (!plausibleValue(v, 8) || /^(?:[/~.]|[A-Za-z]:\\)/.test(v)) return false;
  return looksRandom(v, 8) || (/[0-9]/.test(v) && /[A-Za-z]/.test(v));
}

export const SECRET_READ_RULES: RegexRule[] = [
  {
    id: 'secret-read-output',
    // Led by the line start, not by the commands: their names (`cat`, `az`, `op`) would become anchors the one anchor
    // scan seeks in every text. `needs` (READS's words, which the one anchor scan answers) keeps the guard to the few
    // texts that may read a secret.
    // (an `=` before it: a query parameter holding a pasted terminal, `?content=%24%20security…`, decoded)
    pattern: new RegExp(`(?:^|${LINE_BREAK}|\\\\*["'\`=])[ \\t]*(?:\\+{1,4}[ \\t]*)?(?:(?:[^\\n\\\\]{0,200}?[ \\t])?[$>#%][ \\t]+)?(?:[^\\n\\\\]{0,200}?(?:;|&&)[ \\t]*)?(?:sudo[ \\t]+)?(?:${READERS})[^\\n\\\\]{0,300}${LINE_BREAK}[ \\t]*\\+?([^\\s\\\\"']{8,512})[ \\t]*(?=${LINE_BREAK}|["']|$)`, 'gd'),
    group: 1,
    needs: READS_WORDS,
    guardAt: (text, at) => readsAt(text, at) && SECRET_NAMED.test(text),
    check: (v) => bareSecret(v),
  },
  {
    id: 'secret-read-output',
    // `pass show <path>` with its output joined onto the same line (a todo item or a note made one line): the word
    // after the path is what it printed
    pattern: /pass show (?<=(?:^|[\s$>;&(])pass show )[\w.@-]+\/[\w./@-]+[ \t]+([^\s"'`\\]{6,128})(?=[ \t]|$)/dg,
    group: 1,
    check: (v) => bareSecret(v) || madePassword(v, { quoted: true }),
  },
  {
    id: 'secret-read-output',
    // A login file printed by a pager: OpenVPN's `auth-user-pass` file, a `credentials.txt`, a `login.txt` hold the
    // user on the first line and the password on the second, with no name beside either. Anchored at `cat `: the
    // file's name says what it holds, the lookbehind that the pager starts a command.
    pattern: new RegExp(
      `cat (?<=(?:^|[\\s$>;&(]|\\\\n)cat )[^\\s|;&<>]{0,200}?(?:auth|cred|login|passw|userpass)[\\w.-]{0,40}[ \\t]*${LINE_BREAK}[ \\t]*[\\w.@+-]{1,64}[ \\t]*${LINE_BREAK}[ \\t]*([^\\s\\\\"'\`]{4,128})[ \\t]*(?=${LINE_BREAK}|$)`,
      'gd',
    ),
    group: 1,
    check: (v) => bareSecret(v) || madePassword(v, { quoted: true }),
  },
];
