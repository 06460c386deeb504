/**
 * A digest, a generated id or a public page that a label names, kept although a secret-ish word stands in the label;
 * beside each, the secret whose label has the same words in another order is still redacted. Values are made up.
 */
import { describe, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';

const b64url = (n: number, seed: number): string => fake.alnum(n - 2, seed) + '-_';

describe('a digest of a standard length after a label headed by a digest', () => {
  it('keeps BSD tags, tool output and "<digest> of <thing>:" labels naming a secret-ish file', () => {
    expectKept([
      `SHA224 (credentials-template.txt) = ${fake.hex(56, 3501)}`,
      `SHA2-256(secrets.env.example)= ${fake.hex(64, 3502)}`,
      `b2sum secrets-schema.json: ${fake.hex(128, 3503)}`,
      `sha384 of the key-rotation script: ${fake.hex(96, 3504)}`,
      `content digest of token-policy.json: ${b64url(43, 3505)}`,
      `the checksum of vault-token.yaml is ${fake.hex(64, 3506)}`,
    ]);
  });

  it('still redacts a key the label heads, a digest of a password, and a digest-sized value with no digest label', () => {
    expectRedacted(`the HMAC-SHA256 secret: ${fake.hex(64, 3507)}`, fake.hex(64, 3507));
    expectRedacted(`sha256 HMAC key: ${fake.hex(64, 3508)}`, fake.hex(64, 3508));
    expectRedacted(`sha256 of the admin password: ${fake.hex(64, 3509)}`, fake.hex(64, 3509));
    expectRedacted(`webhook signing secret for secrets-schema.json: ${fake.hex(64, 3510)}`, fake.hex(64, 3510));
  });
});

describe('a generated id right after the noun of the object it names', () => {
  const ksuid = `2${fake.alnum(26, 3511)}`;
  const nanoid = b64url(21, 3512);
  it('keeps a KSUID, a ULID and a nanoid after job, request and run', () => {
    expectKept([
      `key backup job ${ksuid} done`,
      `password reset request ${nanoid} queued`,
      `token refresh run 01${fake.upper(24, 3513).replace(/[ILOU]/g, '7')} finished`,
    ]);
  });

  it('still redacts the same shapes when the label heads with the secret', () => {
    expectRedacted(`password for the job: ${nanoid}`, nanoid);
    expectRedacted(`the api token for request ${nanoid}`, nanoid);
    expectRedacted(`backup job secret: ${ksuid}`, ksuid);
  });
});

describe("a public site's URL whose only random part is an id parameter", () => {
  it('keeps a video URL named in a sentence about a password manager', () => {
    expectKept([`password manager walkthrough video: https://www.youtube.com/watch?v=${b64url(11, 3514)}&t=42s`]);
  });

  it('still redacts a token in a query and a random path', () => {
    const token = fake.alnum(32, 3515);
    expectRedacted(`password manager walkthrough video: https://www.youtube.com/watch?v=${b64url(11, 3514)}&token=${token}`, token);
    expectRedacted(`walkthrough video password: https://vimeo.com/private/${token}?v=2`, token);
  });
});

describe('"key" that says what matters, heading a summary\'s facts', () => {
  it("keeps an event's id and a digest among a summary's key facts", () =>
    expectKept([
      `<key_knowledge>Error tracker event ${fake.hex(32, 3591)} was captured after the retry</key_knowledge>`,
      `Key findings: build ${fake.hex(40, 3592)} fails on arm64`,
    ]));
  it('still redacts a value the key itself is given', () =>
    expectRedacted(`the signing key: ${fake.hex(32, 3593)}`, fake.hex(32, 3593)));
});
