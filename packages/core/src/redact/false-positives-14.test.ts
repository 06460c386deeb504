/**
 * Public values a new attacker set found redacted (issue 13), each class beside the secret of its family that must
 * still go: a provider's public half kept, its secret half redacted. Values are made up here.
 */
import { describe, expect, it } from 'vitest';
import { fake } from './fake-secrets.js';
import { expectKept, expectRedacted } from './expect-redaction.js';
import { redactText } from './redact.js';

describe('public halves of a credential are kept, secret halves redacted', () => {
  it('keeps an OpenAI file id, redacts an OpenAI key', () => {
    expectKept([`Uploaded eval set as file-${fake.alnum(22, 1701)} (purpose=evals)`]);
    expectRedacted(`OPENAI_API_KEY=sk-proj-${fake.alnum(48, 1702)}`, fake.alnum(48, 1702));
  });

  it("keeps Razorpay's key id given to Checkout, redacts its key secret", () => {
    expectKept([`const rzp = new Razorpay({ key: "rzp_live_${fake.alnum(14, 1703)}", amount: 50000 });`]);
    const secret = fake.alnum(24, 1704);
    expectRedacted(`new Razorpay({ key_id: "rzp_live_${fake.alnum(14, 1703)}", key_secret: "${secret}" })`, secret);
  });

  it('keeps a Braintree tokenization key, redacts a Braintree access token', () => {
    const tokenization = `production_${fake.hex(8, 1705)}_${fake.alnum(16, 1706).toLowerCase()}`;
    expectKept([`braintree.client.create({ authorization: '${tokenization}' })`, `authorization: "${tokenization}"`]);
    const access = `access_token$production$${fake.hex(16, 1707)}$${fake.hex(32, 1708)}`;
    expectRedacted(`BRAINTREE_TOKEN=${access}`, fake.hex(32, 1708));
  });

  it('keeps a Square application id, redacts its access token and OAuth secret', () => {
    expectKept([`const payments = Square.payments("sq0idp-${fake.alnum(22, 1709)}", "L${fake.upper(12, 1710)}");`]);
    expectRedacted(`SQUARE_OAUTH_SECRET=sq0csp-${fake.alnum(43, 1711)}`, fake.alnum(43, 1711));
  });

  it("keeps an Adyen client key, redacts an Adyen API key", () => {
    expectKept([`const checkout = await AdyenCheckout({ clientKey: "test_${fake.upper(32, 1712)}", environment: "test" });`]);
    const apiKey = `AQE${fake.alnum(60, 1713)}`;
    expectRedacted(`curl -H "X-API-Key: ${apiKey}" https://checkout-test.adyen.com/v71/payments`, apiKey);
  });

  it('keeps a VAPID public key (an uncompressed P-256 point), redacts the VAPID private key', () => {
    const publicKey = `BE${fake.alnum(85, 1714)}`;
    expectKept([`applicationServerKey: '${publicKey}'`, `webpush.setVapidDetails('mailto:ops@example.com', '${publicKey}', process.env.VAPID_PRIVATE)`]);
    const privateKey = fake.alnum(43, 1715);
    expectRedacted(`VAPID_PRIVATE_KEY=${privateKey}`, privateKey);
  });

  it('keeps an ACME DNS-01 TXT value (DNS publishes it), redacts an EAB HMAC key', () => {
    const txt = fake.alnum(43, 1716);
    expectKept([`_acme-challenge.example.io. 60 IN TXT "${txt}"`, `;; ANSWER SECTION:\n_acme-challenge.example.io. 300 IN TXT "${txt}"`]);
    expectRedacted(`certbot register --eab-kid kid-1 --eab-hmac-key ${txt}`, txt);
  });

  it('keeps a SOPS ENC[…] value whole, short or long; a plain value under the same name is redacted', () => {
    const enc = (n: number): string =>
      `ENC[AES256_GCM,data:${fake.b64(n, 1717)},iv:${fake.b64(43, 1718)}=,tag:${fake.b64(22, 1719)}==,type:str]`;
    expectKept([`db_password: ${enc(24)}`, `db_password: ${enc(8)}`, `password is ${enc(8)}`]);
    const plain = `Zq8!${fake.alnum(14, 1720)}`;
    expectRedacted(`db_password: ${plain}`, plain);
  });

  it('keeps a SealedSecret value (sealed to the controller key), redacts a long base64 secret under the same name whole', () => {
    const sealed = (n: number): string => Buffer.concat([Buffer.from([n >> 8, n & 255]), Buffer.from(fake.b64(n + 80, 1727))]).toString('base64');
    expectKept([`spec:\n  encryptedData:\n    password: ${sealed(512)}\n    api_token: ${sealed(256)}\n`]);
    const long = fake.b64(760, 1728);
    const out = redactText(`spec:\n  data:\n    password: ${long}\n`).text;
    expect(out).toBe('spec:\n  data:\n    password: [REDACTED:generic-secret]\n');
  });

  it('keeps a CI cache key (OS, words, a lockfile digest), redacts a signing key with a word prefix', () => {
    expectKept([`Cache saved with key: node-cache-Linux-x64-npm-${fake.hex(64, 1721)}`]);
    const signing = fake.hex(64, 1722);
    expectRedacted(`INNGEST_SIGNING_KEY=signkey-prod-${signing}`, signing);
  });
});

describe('a match never reaches back over a line break into a path', () => {
  it('keeps `cat /etc/machine-id` and the id printed on the next line', () => {
    const id = fake.hex(32, 1723);
    expectKept([`$ cat /etc/machine-id\n${id}`, `$ cat /etc/machine-id\\n${id}\\n`]);
  });

  it('still joins a token wrapped onto the next line, and redacts one read from a file', () => {
    const body = fake.alnum(20, 1724);
    expectRedacted(`token: glpat-${body.slice(0, 7)}\n${body.slice(7)}`, `glpat-${body}`);
    // after a URL's `://` comes the authority, not a path: a PAT wrapped there is joined
    const pat = fake.github('ghp_', 1726);
    expectRedacted(`git clone https://${pat.slice(0, 20)}\n${pat.slice(20)}@github.com/acme/api.git`, pat);
    const token = fake.github('ghp_', 1725);
    expectRedacted(`$ cat ~/.config/gh/token\n${token}`, token);
  });

  it('redacts a prose password whole or not at all: no marker ends inside a longer run', () => {
    const long = `Xy7!${fake.b64(180, 1726)}`;
    const out = redactText(`the password is ${long} for now`).text;
    expect(out).not.toMatch(/\[REDACTED:[a-z-]+\][^\s]/);
  });
});
