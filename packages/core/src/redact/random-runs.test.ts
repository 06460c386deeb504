/**
 * Random runs judged by their shape: a long random run that holds a lower-case run by chance, random letters of
 * both cases without a digit, a generator's run alone on its line under a label, letters no identifier is made of after
 * a secret name, a value with a public id's prefix. Identifiers and ids of like look stay. Values are made up here.
 */
import { describe, it } from 'vitest';
import { fake, randomFrom } from './fake-secrets.js';
import { expectKept, expectRedacted, itRedacts } from './expect-redaction.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A random run with a lower-case run no language writes glued in, as a generator prints one now and then. */
const CHANCE_RUN = `${fake.alnum(14, 1701)}Q3-${'sfpogdtk'}7T${fake.alnum(19, 1702)}`;
const CHANCE_RUN2 = `${fake.alnum(17, 1703)}8M${'ehxhbi'}K5-${fake.alnum(22, 1704)}`;
/** 32 random letters of both cases and no digit (a cookie store's key). */
const LETTERS_ONLY = `${randomFrom(LETTERS, 30, 1705)}Qz`;
const GEN = `${fake.alnum(20, 1708)}4bX`;

describe('a long random run that holds a lower-case run by chance', () => {
  itRedacts([
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
  itRedacts([
    ['a literal given to a call', `store := cookie.NewStore([]byte("${LETTERS_ONLY}"))`, LETTERS_ONLY],
    ['an assignment under a plain name', `SESSION_STORE_SEED = "${LETTERS_ONLY}"`, LETTERS_ONLY],
  ]);
  it('keeps CamelCase names of the same length', () =>
    expectKept(['const kind = "AbstractSingletonProxyFactoryBean"', 'class_name = "WebApplicationContextUtilsImpl"']));
});

describe("a generator's run alone on its line, under a label", () => {
  itRedacts([
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

describe('values an identifier or a public id test would let through', () => {
  it('redacts letters that no identifier is made of after a secret name, and keeps identifiers', () => {
    const letters = 'mapleioMKQFaRVAG';
    for (const text of [`<password>${letters}</password>`, `password: ${letters}`, `DB_PASSWORD=${letters}`]) expectRedacted(text, letters);
    expectKept(['password: parseHTTPResponse', 'secret: NonSharedBufferImpl', 'password = passwordFieldValue']);
  });

  it("takes a value with a public id's prefix for an id only when the rest is letters and digits", () => {
    const token = `ch_${fake.alnum(15, 1451)}-${fake.alnum(20, 1452)}`;
    expectRedacted(`CLOUDFLARE_API_TOKEN=${token} npx wrangler deploy --env production`, token);
    expectKept(['charge: ch_3MmlLrLkdIwHu7ix0snN0B15', '"id": "toolu_01HdV2TQi2m3FvfDJEXocdBN"']);
  });
});

const URLSAFE = `${fake.alnum(19, 2401)}_${fake.alnum(13, 2402)}-${fake.alnum(10, 2403)}`;

describe('a string a Python session generated, echoed in quotes', () => {
  itRedacts([
    ['secrets.token_urlsafe at the REPL', `>>> import secrets\n>>> secrets.token_urlsafe(32)\n'${URLSAFE}'`, URLSAFE],
    ['the REPL line first in the text', `>>> secrets.token_hex(24)\n"${fake.hex(48, 2404)}"`, fake.hex(48, 2404)],
  ]);
  it('keeps what other REPL lines return', () =>
    expectKept([">>> import hashlib\n>>> hashlib.sha256(b'x').hexdigest()\n'2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881'", ">>> os.getcwd()\n'/home/dev/project'"]));
});
