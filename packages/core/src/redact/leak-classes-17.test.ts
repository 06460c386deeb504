/**
 * Probes for the families behind the leaks of a sixth red-team set (issue 13), written with other names, tools and
 * values than the set's, each beside hard negatives that must survive: long random runs that hold a lower-case run
 * by chance (judged a word before), random runs of letters without a digit, values bound to a name by position (a
 * flag's argument, a config word's, an element's text) and a generator's run alone on its line.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A random run with a lower-case run no language writes glued in, as a generator prints one now and then. */
const CHANCE_RUN = `${fake.alnum(14, 1701)}Q3-${'sfpogdtk'}7T${fake.alnum(19, 1702)}`;
const CHANCE_RUN2 = `${fake.alnum(17, 1703)}8M${'ehxhbi'}K5-${fake.alnum(22, 1704)}`;
/** 32 random letters of both cases and no digit (a cookie store's key). */
const LETTERS_ONLY = `${randomFrom(LETTERS, 30, 1705)}Qz`;
/** A person's password with a symbol, and a generator's run. */
const PW = `${fake.alnum(6, 1706)}*${fake.alnum(4, 1707)}7Kq`;
const GEN = `${fake.alnum(20, 1708)}4bX`;
const B64KEY = `${fake.b64(62, 1709)}8Qw/Tz==`;

const probe = (cases: [string, string, string][]): void => {
  it.each(cases)('%s', (_name, text, secret) => expectRedacted(text, secret));
};

describe('a long random run that holds a lower-case run by chance', () => {
  probe([
    ['YAML value under a name no table lists', `upstream:\n  relay_blob: ${CHANCE_RUN}\n`, CHANCE_RUN],
    ['second half of a split value after a file-read gutter', `     1→VENDOR_KEY=vdr1_${fake.alnum(30, 1710)}\n     2→${CHANCE_RUN2}\n`, CHANCE_RUN2],
    ['second half after a todo line glyph', `[in_progress] curl -H "Authorization: Bearer ${fake.alnum(24, 1711)}7 ⏎ ${CHANCE_RUN2}" https://nas.lan/api`, CHANCE_RUN2],
  ]);
  it('keeps long names and words', () =>
    expectKept([
      'handler: getUserByIdAndTimestampValue',
      'base: XMLHttpRequestEventTargetProxy',
      'step = "ConfigureHttpClientForStaging2"',
    ]));
});

describe('random letters of both cases without a digit', () => {
  probe([
    ['a literal given to a call', `store := cookie.NewStore([]byte("${LETTERS_ONLY}"))`, LETTERS_ONLY],
    ['an assignment under a plain name', `SESSION_STORE_SEED = "${LETTERS_ONLY}"`, LETTERS_ONLY],
  ]);
  it('keeps CamelCase names of the same length', () =>
    expectKept(['const kind = "AbstractSingletonProxyFactoryBean"', 'class_name = "WebApplicationContextUtilsImpl"']));
});

describe('a value bound to a name by position', () => {
  probe([
    ['Windows flag argument', `signtool sign /f code.pfx /p ${PW} /tr http://ts.example.com /td sha256 setup.exe`, PW],
    ['long flag argument', `vendorctl login --realm prod --otp-seed ${GEN} --quiet`, GEN],
    ['config word before a value', `-- run as loader (pw ${PW})`, PW],
    ['quoted protocol argument', `1764913391.118231 [0 10.0.3.7:51234] "HELLO" "3" "AUTH" "default" "${GEN}"`, GEN],
    ['YAML key no table lists', `upstream:\n  url: https://ingest.internal/v1\n  bearer: ${GEN}\n`, GEN],
  ]);
  it('keeps flags with ids, names, ports, paths and digests', () =>
    expectKept([
      'docker run -p 8080:80 --name api-server-v2 node18-alpine',
      '// Instructs the server to prioritize ChaCha20-Poly1305 when the client does',
      // a minisign public key (base64 of `Ed`, a key id and the key)
      `minisign -Vm release.tar.gz -P RWQ${fake.b64(53, 1731)}`,
      `git commit -m "fix: handle getUserById in UserService2" --author "Dev <dev@example.com>"`,
      'kubectl -n kube-system get pods -l app=coredns-7db6d8ff4d',
      `ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@10.0.4.12`,
      `sha256sum --check SHA256SUMS --sha ${fake.hex(64, 1712)}`,
      'gh run view --job 28374659102 --repo octo/Hello-World',
      `aws s3 cp s3://bucket/key.tar.gz . --request-id ${fake.upper(16, 1713)}`,
    ]));
});

describe("an element's text", () => {
  probe([
    ['property named for a password', `<property name="orm.connection.password">${PW}</property>`, PW],
    ['value after a name element', `<property>\n  <name>fs.blob.account.key.lake.example.net</name>\n  <value>${B64KEY}</value>\n</property>`, B64KEY],
  ]);
  it('keeps versions, ids and digests in elements', () =>
    expectKept([
      '<version>3.12.1</version>',
      `<sha1>${fake.hex(40, 1714)}</sha1>`,
      '<groupId>org.apache.maven.plugins</groupId>',
      `<guid>${fake.hex(8, 1715)}-${fake.hex(4, 1716)}-4${fake.hex(3, 1717)}-a${fake.hex(3, 1718)}-${fake.hex(12, 1719)}</guid>`,
    ]));
});

describe("a generator's run alone on its line, under a label", () => {
  probe([
    ['pasted under a file name', `here's the current notes/out.txt:\n${GEN}\nKeep it in mind.`, GEN],
    ['under a label in an error', `check-config: rejected block in vendor.conf:\n${GEN}\nERROR: validation failed`, GEN],
  ]);
  it('keeps a public key block, a SHA, a UUID and integrity hashes on their own lines', () =>
    expectKept([
      `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${fake.b64(28, 1721)}\n${fake.b64(52, 1722)}==\n-----END PUBLIC KEY-----`,
      `     1\t-----BEGIN PGP PUBLIC KEY BLOCK-----\n     2\t\n     3\t${fake.b64(64, 1732)}\n     4\t-----END PGP PUBLIC KEY BLOCK-----`,
      `commit:\n${fake.hex(40, 1723)}\n`,
      `id:\n${fake.hex(8, 1724)}-${fake.hex(4, 1725)}-4${fake.hex(3, 1726)}-b${fake.hex(3, 1727)}-${fake.hex(12, 1728)}\n`,
      `"integrity": "sha512-${fake.b64(86, 1729)}=="`,
      `Output:\n${GEN}\n`,
      // a wallet address under a plain name in a file read: the gutter's arrow is no letter of a foreign-script key
      `     2→donations: 4${randomFrom('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 94, 1730)}\n     3→# end`,
    ]));
});
