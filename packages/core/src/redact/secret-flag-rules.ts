/**
 * Rows of the rule table for the flags (or words: DB2's `using`) a command's own grammar gives a secret to, where the
 * flag's name says nothing (issue 13, attack set 21): one line per command family, its secret flags, and whether the
 * value is glued to the flag. The value is the command's, whatever its shape, once the command is the one the line
 * runs; so the table reads the command before the flag (commandBefore) and asks of the value only that it is no
 * placeholder or reference.
 */
import { commandBefore, startsCommand } from './command-rules.js';
import { plausibleValue } from './keyword.js';
import { isUuid } from './placeholder.js';
import type { RegexRule } from './rule-types.js';

interface SecretFlags {
  /** The command's names, a regex source (`snmp(?:walk|get)`). */
  command: string;
  /** Its flags that take a password, passphrase or key, as regex sources (`-A`, `-hp`). */
  flags: readonly string[];
  /** The value is glued to the flag (`rar a -hpSECRET`); else it is the next word. */
  glued: boolean;
  /** A word every line the row matches holds (lower case): the row runs only where it stands. */
  need: string;
}

const SECRET_FLAGS: readonly SecretFlags[] = [
  // rar/WinRAR: -hp encrypts the headers too, -p the data only (`rar a -hpX archive.rar docs/`)
  { command: '(?:rar|unrar|winrar|rar\\.exe)', flags: ['-hp'], glued: true, need: 'rar' },
  // zip: `-P` is the archive's password, whatever it looks like (`zip -P 'oskar_pepper51' -r out.zip dir/`)
  { command: '(?:zip|zipcloak)', flags: ['-P', '--password'], glued: false, need: 'zip' },
  // Net-SNMP v3: -A the authentication passphrase, -X the privacy passphrase
  { command: 'snmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|delta|status|netstat|df)', flags: ['-A', '-X'], glued: false, need: 'snmp' },
  // the OpenLDAP clients take the bind password glued too (`ldapmodify -D cn=admin -wSECRET`)
  { command: 'ldap(?:search|modify|add|delete|passwd|compare|whoami|exop|modrdn)', flags: ['-w'], glued: true, need: 'ldap' },
  // Apple's altool: `-p` is the Apple ID's app-specific password (a reference, `@keychain:NAME`, is no password)
  { command: '(?:xcrun\\s+)?altool', flags: ['-p', '--password'], glued: false, need: 'altool' },
  // DB2's CLP: `connect to DB user NAME using PASSWORD`
  { command: 'db2', flags: ['using'], glued: false, need: 'db2' },
  // Poetry: `config http-basic.<repo> <user> <password>`
  { command: 'poetry', flags: ['http-basic\\.[\\w.-]+[ \\t]+[^\\s-]\\S*'], glued: false, need: 'poetry' },
  // Codecov's uploaders, and its bash uploader piped from curl (`bash <(curl -s https://codecov.io/bash) -t <token>`)
  { command: '(?:codecov(?:cli)?|codecov\\.io/bash\\))', flags: ['-t', '--token'], glued: false, need: 'codecov' },
  // SQLCipher: `PRAGMA key = '…'` (and `rekey`) is the database's passphrase (each word a literal the row is tried
  // at: an optional `(?:re)?` gives the row no anchor, and it was tried at every blank of the text)
  { command: '(?:PRAGMA|pragma)', flags: ['(?:rekey|key)[ \\t]*=[ \\t]*'], glued: true, need: 'pragma' },
];

/** The value the flag is given: not the next flag, a reference to where it is kept, or a placeholder; a UUID is a token. */
function givenValue(s: string): boolean {
  return !s.startsWith('-') && (plausibleValue(s, 3) || isUuid(s));
}

/** Two rows per family (quoted, bare), each with one group for the value and the command checked before the flag. */
function rows(family: SecretFlags): RegexRule[] {
  const command = startsCommand(family.command);
  const flag = `(?<=\\s)(?:${family.flags.join('|')})${family.glued ? '' : '[ \\t]+'}`;
  const check = (s: string, m: RegExpExecArray, text: string): boolean => givenValue(s) && command.test(commandBefore(text, m.index));
  return [
    { id: 'cli-password', pattern: new RegExp(`${flag}(\\\\*["'])((?:(?!\\1)[^\\n\\\\]){3,256})\\1`, 'gd'), needs: [family.need], group: 2, check },
    { id: 'cli-password', pattern: new RegExp(`${flag}([^\\s"'\`\\\\;|&]{3,256})`, 'gd'), needs: [family.need], group: 1, check },
  ];
}

export const SECRET_FLAG_RULES: RegexRule[] = SECRET_FLAGS.flatMap(rows);
