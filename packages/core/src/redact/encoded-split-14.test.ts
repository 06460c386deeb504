/**
 * Secrets a known rule finds as typed but missed once encoded or split (issue 13, attack set 14): a URL-encoded
 * config line or command in a query value, a name in another script percent-encoded as UTF-8, a value split by a
 * shell `\`-newline, a CSV read with its line numbers, a file's first line at the start of a JSON string.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const PW = `eN!4${fake.alnum(12, 1901)}`;
const paste = (encoded: string): string => `curl -s -X POST 'https://paste.example.dev/api/v1/snippets?lang=text&content=${encoded}'`;

describe('URL-encoded text in a query value', () => {
  it('reads a config line whose blanks are encoded (Cisco enable secret 9)', () => {
    const hash = `${fake.alnum(10, 1902)}.${fake.alnum(32, 1912)}`; // scrypt base64 has dots: no one random run
    expectRedacted(paste(`enable%20secret%209%20%249%24ByV7G7FoGHOHCC%24${hash}`), hash);
  });

  it('reads a name in Chinese percent-encoded as UTF-8', () => {
    expectRedacted(paste(`%E6%95%B0%E6%8D%AE%E5%BA%93%3A%0A%20%20%E5%AF%86%E7%A0%81%3A%20${PW}`), PW);
  });

  it('reads a command after the `=` of the parameter that holds it', () => {
    const pw = `K3X_${fake.alnum(12, 1903)}*`;
    expectRedacted(paste(`ldappasswd%20-H%20ldaps%3A%2F%2Fldap.example.io%20-x%20-W%20-s%20'${pw}'%20uid%3Djdoe`), pw);
    const read = `0W${fake.alnum(12, 1904)}`;
    expectRedacted(paste(`%24%20security%20find-generic-password%20-s%20deploy%20-a%20ci%20-w%0A${read}`), read);
  });

  it('keeps an encoded phrase with no secret in it', () => {
    expectKept([paste('the%20quick%20brown%20fox%20jumps%20over%20%E5%AF%86%E7%A0%81%E5%AD%A6'), 'https://example.io/search?q=%E5%AF%86%E7%A0%81']);
  });
});

describe('a value split or framed by its container', () => {
  it('joins a passphrase split by a shell continuation before the pipe that reads it', () => {
    expectRedacted(`echo -n 'tigre79!o\\\ntonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -`, 'tigre79!otonoFLPk8g'.slice(0, 9));
    expectRedacted(`echo -n 'tigre79!o\\\ntonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -`, 'tonoFLPk8g');
  });

  it('joins a value whose continuation a summary flattened to `\\ `', () => {
    expectRedacted("Ran `echo -n 'tigre79!o\\ tonoFLPk8g' | cryptsetup luksOpen /dev/sdb1 backup --key-file -` (exit 0)", 'tonoFLPk8g');
    const secret = fake.alnum(40, 1913);
    expectRedacted(`Ran \`echo "${fake.upper(20, 1914)}:${secret.slice(0, 20)}\\ ${secret.slice(20)}" > ~/.passwd-s3fs\``, secret.slice(20));
  });

  it('redacts an s3fs KEYID:SECRET pair, whole or split by a continuation', () => {
    const secret = fake.alnum(40, 1905);
    expectRedacted(`echo "${fake.upper(20, 1906)}:${secret}" > ~/.passwd-s3fs`, secret);
    expectRedacted(`echo "${fake.upper(20, 1906)}:${secret.slice(0, 20)}\\\n${secret.slice(20)}" > ~/.passwd-s3fs`, secret.slice(20));
    expectKept([`image: registry.example.io/app:${fake.hex(40, 1907)}`]);
  });

  it('redacts a CouchDB hash whose hex a summary wrapped', () => {
    const hash = fake.hex(40, 1908);
    expectRedacted(`[admins]\nadmin = -pbkdf2-${hash.slice(0, 34)}\n${hash.slice(34)},${fake.hex(32, 1909)},10`, hash.slice(0, 34));
  });

  it('reads a CSV export under the line numbers of a file read', () => {
    const pw = `shmPp#${fake.alnum(9, 1910)}`;
    expectRedacted(`     1→# managed by ops\n     2→service,url,username,password\n     3→staging,https://admin.example.io,ops,${pw}\n     4→# end`, pw);
    expectKept(['     2→service,url,username,password_policy\n     3→staging,https://admin.example.io,ops,strict']);
  });

  it("reads a .curlrc's first line at the start of the JSON string that holds the file", () => {
    const pw = `Fz.${fake.alnum(14, 1911)}^`;
    expectRedacted(`{"path":".curlrc","content":"user = \\"build:${pw}\\"\\nsilent"}`, pw);
  });

  it('takes a quoted mongosh -p value even where it reads like a member path', () => {
    const pw = 'GHt.WmPbXcaev.roNQ';
    expectRedacted(`mongosh "mongodb://db01.internal:27017/admin" -u root -p '${pw}' --eval 'rs.status()'`, pw);
    expectKept([`mongosh -u root -p '$MONGO_PASSWORD'`]);
    expectRedacted(paste(`mongosh%20%22mongodb%3A%2F%2Fdb01%3A27017%2Fadmin%22%20-u%20root%20-p%20'${pw}'%20--eval%20x`), pw);
  });
});
