/**
 * Probes for the person-made leaks of a third red-team set (issue 13), written with other names, words and values
 * than the set's, each beside text of the same syntax that must survive: zip's password flag, a list of
 * backup codes of digits, a lock's combination, a password dictated as words, one wrapped over two lines, a seed
 * phrase after a label, and words and digits a person joined with `=`.
 */
import { describe, it } from 'vitest';
import { expectKept, expectRedacted } from './expect-redaction.js';

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe("zip's password flag, whatever the value's shape", () => {
  probe([
    ['zip -P quoted, words joined by _', "zip -P 'oskar_pepper5121' -r handoff.zip notes/", 'oskar_pepper5121'],
  ]);
  it('keeps the same commands without a password, or with a reference to one', () =>
    expectKept(['zip -r backup.zip docs/ -x "*.log"', 'openssl enc -d -aes-256-cbc -in db.enc -pass env:DB_KEY', '7z x -o/tmp/out dump.7z']));
});

describe('codes and combinations a person is handed', () => {
  probe([
    ['backup codes of digits in pairs', 'my backup codes: 6120 8841, 3307 9925, 5518 2046, 7741 0683', '3307 9925'],
    ['a safe combination after "combination"', 'the combination of the server-room safe is 31-07-88-14', '31-07-88-14'],
    ['a lock combo', 'bike lock combo is 48-19-63', '48-19-63'],
  ]);
  it('keeps dates, versions and counts after the same words', () =>
    expectKept([
      'backup codes were regenerated on 2026-03-04, see the 2FA page',
      'a combination of 3 flags and 2 env vars',
      'the combo box shows 12 items',
    ]));
});

describe('a password said as words, or wrapped over lines', () => {
  probe([
    ['dictated words with a number and a symbol named', 'ok so the password is lantern 57 marble hash then all caps', 'lantern 57 marble hash'],
    ['wrapped over two lines under a label', 'admin pw (split by the terminal):\nquartz2290Y\nember#Lotte', 'quartz2290Y'],
    ['the second half of the wrapped one', 'admin pw (split by the terminal):\nquartz2290Y\nember#Lotte', 'ember#Lotte'],
  ]);
  it('keeps prose about a password that gives none', () =>
    expectKept(['the password is 12 characters long', 'the password is stored in vault 2 and rotated', 'admin pw (see below):\nREADME.md\nsection 4']));
});

describe('a seed phrase after a label that names its wallet', () => {
  probe([
    [
      'twelve words after "of the test wallet:"',
      'recovery phrase of the test wallet: maple quiet harbor fossil ribbon yellow canvas orbit silent timber glove anchor',
      'maple quiet harbor fossil ribbon yellow canvas orbit silent timber glove anchor',
    ],
  ]);
});

describe('words and digits a person joined with `=`', () => {
  probe([
    ['after a login name, Chinese', '用 root 和 Walter5512=pebble 登录看看', 'Walter5512=pebble'],
    ['after a login name, Korean', 'root 계정에 Kestrel=409meadow 넣고 들어가 보세요', 'Kestrel=409meadow'],
    ['after "mit", German', 'Melde dich als root mit Saskia7781=harbor an.', 'Saskia7781=harbor'],
  ]);
  it("keeps code's name=value pairs after the same words", () =>
    expectKept(['login as root with PORT=8080 set', 'Melde dich als root mit timeout=30s an.', 'use root and sha256=9f86d081884c7d659a2feaa0c55ad015 to check']));
});

describe('a value given with no noun, by the shape of what carries it', () => {
  probe([
    ['a prompt that is the value alone', 'Kiwi?55813QT', 'Kiwi?55813QT'],
    ['an open item that is the value alone', '  ember%30417Lx ', 'ember%30417Lx'],
    ["a prompt that gives the value after \"it's\"", "it's Pq7w%31zmk#", 'Pq7w%31zmk#'],
    ['a login name and the value listed by an ideographic comma', 'ユーザー deploy、Sora?81kumo$ で入ってください', 'Sora?81kumo$'],
    ['after "com o usuário <name> e"', 'entra com o usuário deploy e nuvem.Tiago.52% no painel', 'nuvem.Tiago.52%'],
    ['a security answer after "is"', 'the security answer ("mother\'s maiden name") is Ferreira1962x', 'Ferreira1962x'],
  ]);
  it('keeps a lone version, id, name or word, and a comma list of names', () =>
    expectKept([
      'v1.2.3-rc.4+build.567',
      'toolu_01cHPYd0Tb0RJPk50dQM8ywm',
      'feature-login-v2',
      'continue',
      "it's v2.4.1-beta+exp.sha.5114f85",
      'see issue#1234',
      'README.md',
      'ユーザー admin、editor、viewer の3つ',
      'the security question is asked once per session',
    ]));
});
