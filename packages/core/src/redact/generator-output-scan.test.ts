/**
 * The bare output of a command that generates or reveals a secret (issue 13), printed on the line after the command
 * with no name beside it, beside outputs that must survive.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, itRedacts } from './expect-redaction.js';

const HEX64 = fake.hex(64, 1801);
const B64 = `${fake.b64(43, 1802)}=`;
const PW = `${fake.alnum(12, 1803)}`;
const URLSAFE = `${fake.alnum(30, 1804)}-${fake.alnum(12, 1805)}`;

describe('the run a secret generator prints', () => {
  itRedacts([
    ['openssl rand -hex (a hash-length hex run)', `$ openssl rand -hex 32\n${HEX64}\n$ `, HEX64],
    ['openssl rand -base64', `$ openssl rand -base64 32\n${B64}`, B64],
    ['pwgen', `user@box:~$ pwgen -s 12 1\n${PW}`, PW],
    ['wg genkey', `# wg genkey\n${B64}`, B64],
    ['secrets.token_urlsafe', `$ python3 -c 'import secrets; print(secrets.token_urlsafe(32))'\n${URLSAFE}`, URLSAFE],
    ['/dev/urandom through base64', `$ head -c 32 /dev/urandom | base64\n${B64}`, B64],
    ['a Jenkins initial admin password', `$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n${fake.hex(32, 1806)}`, fake.hex(32, 1806)],
    ['a password reset tool', `PS> .\\reset-admin-password.ps1\n${PW}`, PW],
    ['the first of the passwords pwgen prints in columns', `$ pwgen -s 16 3\n${fake.alnum(16, 1807)} ${fake.alnum(16, 1808)} ${fake.alnum(16, 1809)}\nUsing the first one.`, fake.alnum(16, 1807)],
    ['a passphrase xkcdpass prints', '$ xkcdpass -n 5\njuniper mosaic zephyr lantern walnut\nset that as the unseal passphrase', 'juniper mosaic zephyr lantern walnut'],
    ['the hex a Node REPL returns from randomBytes', `> require('crypto').randomBytes(32).toString('hex')\n'${HEX64}'`, HEX64],
  ]);
});

describe('outputs of other commands survive', () => {
  it('keeps hashes, ids and words printed after ordinary commands', () =>
    expectKept([
      `$ git rev-parse HEAD\n${fake.hex(40, 1811)}`,
      `$ sha256sum dist/app.tar.gz\n${fake.hex(64, 1812)}  dist/app.tar.gz`,
      `$ uuidgen\n0f8fad5b-d9cb-469f-a165-70867728950e`,
      `$ npm run generate\nDone`,
      '$ npm run generate\nnothing to commit working tree clean',
      `$ ls secrets/\nconfig.yaml credentials.json`,
      `> crypto.randomUUID()\n'0f8fad5b-d9cb-469f-a165-70867728950e'`,
      `$ cat token_count.txt\n12345`,
      `$ docker image inspect --format '{{.Id}}' web\nsha256:${fake.hex(64, 1813)}`,
    ]));
});

describe('a generated secret printed further down, or after a label', () => {
  const PW2 = `_*${fake.alnum(18, 1821)}`;
  const LONG = fake.b64(1200, 1822);
  itRedacts([
    ['after a confirmation, labelled', `$ bin/search-reset-password -u admin\nThis tool resets the password.\nContinue [y/N]y\n\n\nPassword reset.\nNew value: ${PW2}`, PW2],
    ['a long login token', `$ aws ecr get-login-password --region eu-west-1\n${LONG}`, LONG],
  ]);
});
