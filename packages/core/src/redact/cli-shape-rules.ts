/**
 * Rows of the rule table for secrets handed to a command in the general shapes no client list can cover (issue 13,
 * attack 5): a password flag of any spelling with a value that reads as a password (`zip -P`, `7z -p…`, `sqlcmd
 * -P`), a `user:pass` or `user,pass` pair after a user flag (`lftp -u`, `etcdctl --user`, `addauth digest`), a
 * password next to a Windows `/user:` switch (`net use`), the value flag of a secret-setting subcommand (`gh secret
 * set … --body`), a key given to a `login` subcommand, a PowerShell plain-text secure string, and the string
 * arguments of a constructor named for a credential (`new NetworkCredential("u", "p")`).
 */
import { looksRandom } from './entropy.js';
import { joinedPhrase } from './made-shape.js';
import { madePassword } from './made-password.js';
import { commandBefore } from './command-rules.js';
import { plausibleValue } from './keyword.js';
import { nameStrength } from './name-strength.js';
import { keyish, passwordish } from './more-context-rules.js';
import { isPlaceholder, isPublicKey, isReference } from './placeholder.js';
import type { RegexRule } from './rule-types.js';
import { matchesBefore } from './scan-util.js';

/**
 * After a user flag and a comma (`lftp -u backup,X`): the comma is a client's user-and-password syntax, never a
 * user and group's (`-u 1000:1000` takes a colon), so what a person makes stands there too: a word with digits
 * (`BambooArrow4745`) or words joined with a number (`canyon-crane-moss-6`).
 */
function commaPassword(s: string): boolean {
  return !isPlaceholder(s) && !isReference(s) && (madePassword(s) || joinedPhrase(s));
}

/** A git object id: SHA-1 or SHA-256 in hex. */
const GIT_OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** An object id given to git (`git cat-file -p <sha>`, `git show -p <sha>`): git's one-letter flags take no secret. */
const gitObjectArg = (s: string, text: string, at: number): boolean =>
  GIT_OBJECT_ID.test(s) && /(?:^|[\s;&|("'`])git\s/.test(commandBefore(text, at));

/** A value that stands where a password does: human-made passwords carry a symbol or a digit among letters. */
function passwordValue(s: string): boolean {
  if (isReference(s) || isPlaceholder(s) || isPublicKey(s) || s.startsWith('[REDACTED:') || s.startsWith('-') || isPathLike(s)) return false;
  return passwordish(s, 6) || keyish(s);
}

/**
 * `./tsconfig.json`, `bundle-collapser/plugin`, `lib/index.js`, `.cache/$RUN_ID/out`: a path or module name given to
 * the flag (`mkdir -p`), its segments words or shell variables.
 */
function isPathLike(s: string): boolean {
  return /^(?:\.{1,2}\/|~\/|\/)|\.[a-z]{2,5}$/.test(s) || /^[\w@.$-]+(?:\/[\w@.${}-]+)+\/?$/.test(s) && !/[0-9]/.test(s);
}

/** Signing tools whose `-P` takes the PUBLIC key to verify with (`minisign -Vm file -P RWQ…`), not a password. */
const PUBLIC_KEY_P = /(?:^|[^\w-])(?:minisign|signify(?:-openbsd)?|rsign)\s/;

type Check = (value: string, m: RegExpExecArray, text: string) => boolean;

/**
 * Two rows for a value after `lead` (a regex source): quoted (`-P 'a b!1'`, blanks allowed) and bare (up to a blank,
 * quote or shell operator). Each row has one group for the value, so only the value is redacted. A `guard` the lead
 * itself implies is left out: the rows run only at the lead's anchors, where the sticky match checks as much.
 */
function valueAfter(id: string, lead: string, when: Pick<RegexRule, 'guard' | 'guardAt' | 'needs'>, check: Check): RegexRule[] {
  return [
    { id, pattern: new RegExp(`${lead}(\\\\*["'])((?:(?!\\1)[^\\n\\\\]){3,256})\\1`, 'gd'), ...when, group: 2, check },
    { id, pattern: new RegExp(`${lead}([^\\s"'\`\\\\;|&]{3,256})`, 'gd'), ...when, group: 1, check },
  ];
}

const SECRET_SETTING = /(?:secrets?|variables?)\s+(?:set|create|put|add|update)\s|config:set\s|vault\s+kv\s+put\s/;

/** The variable a fish `set -x NAME` or csh `setenv NAME` assigns. */
const SET_NAME = /(?:set\s+(?:-[A-Za-z]+\s+)+|setenv\s+)([A-Za-z_][A-Za-z0-9_]{1,80})\s/;

/** What follows a secret-ish variable in `set`/`setenv`: judged as `NAME=value` is, by how strongly the name says secret. */
function setValue(s: string, m: RegExpExecArray): boolean {
  const name = SET_NAME.exec(m[0])?.[1];
  const strength = name ? nameStrength(name) : null;
  if (strength === null || !plausibleValue(s, 6) || s.startsWith('(')) return false;
  return strength === 'strong' || (/[0-9]/.test(s) && /[A-Za-z]/.test(s) && s.length >= 12);
}

/** What the `-p` row's matches start with: a blank, then `-p` or `--p` in either case (its guard, read at its need). */
const P_FLAG = /\s--?[pP]/y;

export const CLI_SHAPE_RULES: RegexRule[] = [
  // an assignment without `=`: fish `set -x NAME 'value'`, `set -gx NAME value`; csh `setenv NAME value`
  ...valueAfter('shell-set', '(?:^|(?<=[\\s;(]))(?:set\\s+(?:-[A-Za-z]+\\s+)+|setenv\\s+)[A-Za-z_][A-Za-z0-9_]{1,80}\\s+', {}, setValue),
  // -p / -P / -pw / --pass… with a value that reads as a password: `zip -P 'X'`, `7z a -pX`, `sqlcmd -P X`
  ...valueAfter(
    'cli-password',
    '(?<=\\s)(?:-(?:p|P)(?:\\s+|(?=[^\\s=\'"-]))|-{1,2}(?:pw|pwd|pass|passwd|passphrase)(?:=|\\s+))',
    // one of its anchors is `-`: without the guard it would be tried at every dash; the guard's `-p` is its need
    { guardAt: (text, at) => matchesBefore(P_FLAG, text, at, [1, 2]), needs: ['-p'] },
    (s, m, text) => {
      const glued = /^-[pP][^\s\\"']/.test(m[0]);
      // glued bare values (`-pthread`, `-P4`, `-proot123`) must carry a symbol or read random
      if (!passwordValue(s) || (glued && !/[!#$%^*+=~?@]/.test(s) && !looksRandom(s, 16))) return false;
      return !PUBLIC_KEY_P.test(commandBefore(text, m.index)) && !gitObjectArg(s, text, m.index);
    },
  ),
  {
    id: 'basic-auth', // -u user:pass, --user user,pass, --creds u:p, addauth digest u:p (any client)
    pattern: /(?:(?<=\s)(?:-u|-U|--user|--username|--auth|--creds|--credentials|--basic-auth)(?:=|\s+)|(?<=(?:^|\s)addauth\s+)digest\s+)(\\*["'])?[^\s:,"'`\\]{1,128}([:,])([^\s"'`\\]{3,256})/gd,
    group: 3,
    check: (s, m) => passwordValue(s) || (m[2] === ',' && commaPassword(s)),
  },
  {
    id: 'basic-auth', // the same with the password quoted: lftp -u ftpuser,'p@ss word!'
    pattern: /(?<=\s)(?:-u|-U|--user|--username|--auth|--creds|--credentials|--basic-auth)(?:=|\s+)[^\s:,"'`\\]{1,128}[:,](\\*["'])((?:(?!\1)[^\n\\]){3,256})\1/gd,
    group: 2,
    check: (s) => passwordValue(s),
  },
  {
    id: 'cli-password', // net use Z: \\host\share <pass> /user:…
    pattern: /net\s+use\s+(?:[A-Za-z*]:\s+)?\\{2,4}[^\s\\]+\\+\S+\s+([^\s/"'`\\]{3,128})/gdi,
    group: 1,
    check: (s) => passwordValue(s),
  },
  {
    id: 'cli-password', // net use … /user:DOMAIN\user <pass>
    pattern: /\/user:\S+\s+([^\s/"'`\\]{3,128})/gdi,
    needs: ['net'],
    guard: (text) => /net\s+use\s/i.test(text),
    group: 1,
    check: (s, m, text) => /net\s+use\s/i.test(commandBefore(text, m.index)) && passwordValue(s),
  },
  {
    id: 'cli-password', // schtasks /create … /ru DOMAIN\user /rp "<pass>": the run-as user's password (`/rp *` prompts)
    pattern: /\/rp[ \t]+(\\*["'])?([^\s"'`\\]{3,128})/gdi,
    needs: ['schtasks'],
    group: 2,
    check: (s, m, text) => /schtasks\s/i.test(commandBefore(text, m.index)) && passwordValue(s),
  },
  // gh secret set NAME --body X (or -b X), `… variables set NAME --value X`, `aws secretsmanager … --secret-string X`
  ...valueAfter(
    'cli-password',
    '(?<=\\s)(?:--body(?:=|\\s+)|-b[ \\t]+|--value(?:=|\\s+)|--data(?:=|\\s+)|--secret-string(?:=|\\s+))',
    { guard: (text) => SECRET_SETTING.test(text) || text.includes('--secret-string') },
    (s, m, text) => (m[0].startsWith('--secret-string') || SECRET_SETTING.test(commandBefore(text, m.index))) && plausibleValue(s, 4),
  ),
  {
    id: 'cli-token', // wandb login <key>, `<tool> login <40 hex>`: a key given to a login subcommand
    pattern: /(?<=(?:^|[\s"'`(])[a-z][\w.-]{1,30}\s+(?:auth\s+)?login\s+(?:--?\S+\s+)*)([A-Za-z0-9_.+/=-]{32,256})(?![\w+/=-])/gd,
    guard: (text) => text.includes('login'),
    group: 1,
    check: (s) => !isPlaceholder(s) && (keyish(s) || (/^[0-9a-f]{32,}$/i.test(s) && /[a-f]/i.test(s) && /[0-9]/.test(s))),
  },
  // influx -t <token>, `-k <key>`: a long random value after a one-letter token, key, auth or secret flag; not an
  // object id given to git (`git cat-file -t <sha>` asks the object's type)
  ...valueAfter(
    'cli-token',
    '(?<=\\s)-[tTkKaAsS]\\s+',
    {},
    (s, m, text) => s.length >= 32 && !isPathLike(s) && keyish(s) && !gitObjectArg(s, text, m.index),
  ),
  // ConvertTo-SecureString 'X' -AsPlainText
  ...valueAfter(
    'cli-password',
    'ConvertTo-SecureString\\s+(?:-String\\s+)?',
    { guard: (text) => text.includes('ConvertTo-SecureString') },
    (s) => plausibleValue(s, 4) && !s.startsWith('$'),
  ),
];
