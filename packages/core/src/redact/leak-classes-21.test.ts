/**
 * Probes for the families behind the leaks of a red-team set of command lines, key formats and encodings (issue 13),
 * written with other names, tools and values than the set's, each beside text of the same syntax that must survive:
 * flags a command's grammar gives a secret to, a quoted password after a user flag, passwords in a script other than
 * Latin, a nostr secret key, a JWE, a person-made `user:password` wrapped in base64 or hex, a password right after the
 * account it opens in prose of any language, a password glued into a Windows path.
 */
import { describe, expect, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactText } from './redact.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe("the flags a command's grammar gives a secret to", () => {
  probe([
    ['rar -hp glued and quoted', `rar a -ep1 -hp'Kirschbaum!Zug.7' backup.rar ./notes`, 'Kirschbaum!Zug.7'],
    ['rar -hp glued bare', 'rar a -hpWolkenkratzer#88 site.rar www/', 'Wolkenkratzer#88'],
    ['snmpget -A and -X, quoted', `snmpget -v3 -l authPriv -u probe -a SHA -A 'Moorland%kettle51' -x AES -X 'Harbour&gull73' sw1 sysUpTime.0`, 'Harbour&gull73'],
    ['snmpwalk -A bare', 'snmpwalk -v3 -l authNoPriv -u probe -a MD5 -A Lantern_river90 core-sw .1.3.6', 'Lantern_river90'],
  ]);
  it('keeps the same flags of other commands and values that are no password', () =>
    expectKept([
      'rar a -hp archive.rar docs/',
      'grep -A 3 -X pattern notes.txt',
      'snmpwalk -v3 -l authPriv -u probe -a SHA -A $SNMP_AUTH -x AES -X $SNMP_PRIV sw1',
      'tar -X exclude.txt -cf out.tar src',
    ]));
});

describe('passwords after a user flag, quoted or in another script', () => {
  probe([
    ['lftp -u user,quoted', `lftp -u uploader,'Zeder#Bucht55' sftp://drop.example.net -e 'put a.zip; bye'`, 'Zeder#Bucht55'],
    ['sqlcmd -P in Cyrillic', `sqlcmd -S db02 -U sa -P 'Самовар%Пряник7' -Q "SELECT 1"`, 'Самовар%Пряник7'],
  ]);
  it('keeps a quoted user list and a flag given a variable', () =>
    expectKept([`lftp -u uploader,'$FTP_PASS' sftp://drop.example.net`, `sqlcmd -S db02 -U sa -P "$SA_PASSWORD" -Q "SELECT 1"`]));
});

describe('key formats: a nostr secret key, a JWE', () => {
  probe([
    ['nsec1 in prose', 'bot identity for the relay: nsec1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a', 'nsec1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a'],
    [
      'a JWE with an empty key part (dir)',
      'X-Auth-Context: eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4R0NNIn0..Qm9yZWFsX2l2XzEy.p7Vd0kQ2rL9wXz3mNc8tYb1uHf6sJg4eAo5iRq0lKm2nBv7cXw9zTy3uPa1sDf4g.Wq8eRt5yUi2oPa7sDf1gHj',
      'p7Vd0kQ2rL9wXz3mNc8tYb1uHf6sJg4eAo5iRq0lKm2nBv7cXw9zTy3uPa1sDf4g',
    ],
  ]);
  it('keeps the public key and a signed JWT that carries no secret', () =>
    expectKept(['follow me at npub1q7n5gxm0d4e8k2a3uz9w6pv0h8c2ltj7yr4fsx5d3m9q0kw2ep6s3n4z8a', 'version 1.2.3.4.5 shipped']));
});

describe('a person-made user:password wrapped in base64 or hex', () => {
  probe([
    ['base64 of operator:Tulpenfeld&1987', 'echo b3BlcmF0b3I6VHVscGVuZmVsZCYxOTg3 | base64 --decode', 'Tulpenfeld&1987'],
    ['hex of pw=Dachs?2011, shorter than a hex key', 'xxd -p dump.bin\n70773d44616368733f32303131', 'Dachs?2011'],
  ]);
  it('keeps wrapped pairs that are no credential', () =>
    expectKept([
      'label: dGl0bGU6UmVsZWFzZSBub3RlcyBmb3IgdjIuNA==', // title:Release notes for v2.4
      'xxd -p name.bin\n6e6f74653d52656c65617365206e6f74657320666f722076322e34',
    ]));
});

describe('a password right after the account it opens, in prose of any language and with no noun', () => {
  probe([
    ['German: als <account> mit <value>', 'bitte als admin mit Zitronenfalter@1987 anmelden und neu starten', 'Zitronenfalter@1987'],
    ['Spanish: como root con <value>', 'entra como root con C4stillo@77+ y revisa los logs', 'C4stillo@77+'],
    ['Russian: под <account> с <value>', 'зайди под admin с 44Берёза!kalinka и проверь очередь', '44Берёза!kalinka'],
    ['Japanese: a particle glued to the account', 'adminで Kamakura%Daibutsu52 を入れてログインして', 'Kamakura%Daibutsu52'],
    ['Polish: a comma and "then type"', 'zaloguj się jako admin, potem wpisz Torun!pierniki8 i sprawdź', 'Torun!pierniki8'],
    ['Hindi: three words between', 'admin से लॉगिन करो, Jaipur#2019 डालो और देखो', 'Jaipur#2019'],
  ]);
});

describe('a password glued into a Windows path', () => {
  it('redacts it in a path given as a name and in a command', () => {
    expect(redactText('C:\\Users\\jonas\\Desktop\\pw_Ahornblatt#42.txt', 'name').text).not.toContain('Ahornblatt#42');
    expectRedacted('type C:\\Users\\jonas\\Desktop\\pw_Ahornblatt#42.txt', 'Ahornblatt#42');
  });
  it('keeps a Windows path of words and numbers', () =>
    expect(redactText('C:\\Users\\jonas\\Desktop\\report-2024_Q3.xlsx', 'name').text).toBe('C:\\Users\\jonas\\Desktop\\report-2024_Q3.xlsx'));
});
