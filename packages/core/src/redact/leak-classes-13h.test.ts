/**
 * Leak classes of issue 13 closed on branch leaks13h (values made up here): names that hold a secret word among
 * other words (`clientSecretValue`), a split secret with words between its halves, and long hex or base64 runs a few
 * words after a word that says secret, each beside hard negatives that must survive.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { redactText } from './redact.js';
import { expectRedacted, expectKept } from './expect-redaction.js';


const TOKEN = fake.alnum(24, 1401);
const PASSWORD = `Vq7#mLx2${fake.alnum(5, 1402)}!`;
const HEX = fake.hex(64, 1403);
const B64 = `${fake.b64(42, 1404)}=`;

describe('a secret word among other words of a name, in any syntax', () => {
  it.each([
    ['camelCase, YAML', `clientSecretValue: ${TOKEN}`, TOKEN],
    ['camelCase, quoted', `  clientSecretValue: "${TOKEN}"`, TOKEN],
    ['JSON key', `{"apiTokenString": "${TOKEN}"}`, TOKEN],
    ['code assignment', `secretKeyMaterial = '${TOKEN}'`, TOKEN],
    ['signing key bytes', `signingKeyBytes: ${TOKEN}`, TOKEN],
    ['auth token data', `authTokenData: ${TOKEN}`, TOKEN],
    ['password for something, camelCase', `dbPasswordForProd: "${PASSWORD}"`, PASSWORD],
    ['kebab', `client-secret-value: ${TOKEN}`, TOKEN],
    ['dotted', `client.secret.value=${TOKEN}`, TOKEN],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('judges a long name of many words in polynomial time (judging each head with its own heads is exponential)', () => {
    const name = `Rghp_${fake.alnum(30, 1408)}PaTDpW1Nq`;
    const started = performance.now();
    redactText(`\\n=Bearer ${fake.alnum(40, 1409)}${name}=]Jk${name}BmEI!:I`);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('keeps names about a secret and names whose secret word is not one', () => {
    expectKept([
      'secretName: my-app-tls',
      'tokenCountLimit: 4096',
      'passwordPolicyMinLength: 12',
      `clientSecretRef: vault-path-app`,
      `keyDetails: PKIX_ECDSA_P256_SHA_256`,
      'exports.X509SubjectKeyIDExtension = X509SubjectKeyIDExtension2;',
      `tokenAddress: 0x${fake.hex(40, 1405)}`,
    ]);
  });
});

describe('a split secret with words between its halves', () => {
  const [first, second] = [TOKEN.slice(0, 12), `${fake.alnum(9, 1406)}739`];
  it.each([
    ['"and the rest of it is"', `The token is ${first} and the rest of it is ${second}`],
    ['"(continued on next line)"', `API_KEY=${first} (continued on next line) ${second}`],
    ['"first half of the key", "second half"', `first half of the key: ${first}, second half: ${second}`],
    ['part 1, part 2 on the next line', `part 1 of the secret: ${first}\npart 2 of the secret: ${second}`],
  ])('%s', (_name, text) => {
    const out = redactText(text).text;
    expect(out).not.toContain(first);
    expect(out).not.toContain(second);
  });

  it('keeps what follows a secret when no word says it continues it', () => {
    const out = redactText(`API_KEY=${first} and then run build 2024abc9x1 again`).text;
    expect(out).toContain('2024abc9x1');
  });
});

describe('long hex and base64 runs a few words after a secret word', () => {
  it.each([
    ['hex after "signing key ... :"', `Here is the new signing key you asked for: ${HEX}`, HEX],
    ['hex on the line under a label', `The webhook signing secret (keep it safe):\n${HEX}`, HEX],
    ['hex inside a sentence', `use the HMAC secret ${HEX} for the callback`, HEX],
    ['base64 after "is now"', `the encryption key is now ${B64} (AES-256)`, B64],
    ['base64 under a label, blank line between', `Generated master key:\n\n    ${B64}\n`, B64],
    ['hex in a table', `| SIGNING_KEY | ${HEX} |`, HEX],
    ['JSON-escaped, next line', JSON.stringify({ text: `Your API secret:\n${HEX}\nStore it now.` }), HEX],
    ['base64 after an arrow', `token -> ${B64}`, B64],
  ])('%s', (_name, text, secret) => expectRedacted(text, secret));

  it('keeps digests, ids, public keys and integrity hashes beside such words', () => {
    expectKept([
      `sha256: ${HEX}`,
      `checksum of the key file: ${HEX}`,
      `key fingerprint ${HEX}`,
      `public key: ${HEX}`,
      `"integrity": "sha512-${fake.b64(86, 1407)}=="`,
      `key id ${HEX.slice(0, 32)}`,
      `the token hash is ${HEX}`,
      `the secret's digest: ${HEX}`,
      `key ${HEX.slice(0, 40)} was added`,
      `"output_tokens":1,"service_tier":"standard"}},"requestId":"req_011CXLnqjda62qooewBynJu3"`,
      `"registry.npmjs.org%2Fkeys.json":"${Buffer.from('{"keys": []}').toString('base64')}"`,
    ]);
  });
});

describe('values an identifier or a public id test let through (attack-12 held-out classes)', () => {
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
